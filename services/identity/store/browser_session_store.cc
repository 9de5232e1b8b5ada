#include "services/identity/store/browser_session_store.h"

#include "absl/strings/numbers.h"

namespace kadry::identity {

std::string BrowserSessionStore::Key(const std::string& kind, const std::string& id) {
  return "idp:" + kind + ":" + id;
}

absl::Status BrowserSessionStore::Put(const std::string& kind, const std::string& id,
                                      const nlohmann::json& value, int ttl_seconds) {
  auto r = redis_.Command({"SET", Key(kind, id), value.dump(), "EX", std::to_string(ttl_seconds)});
  return r.ok() ? absl::OkStatus() : r.status();
}

namespace {
absl::StatusOr<nlohmann::json> Parse(absl::StatusOr<RedisValue> r) {
  if (!r.ok()) return r.status();
  if (r->IsNil()) return absl::NotFoundError("expired or unknown");
  auto value = nlohmann::json::parse(r->text, nullptr, false);
  if (value.is_discarded()) return absl::NotFoundError("unreadable");
  return value;
}
}  // namespace

absl::StatusOr<nlohmann::json> BrowserSessionStore::Get(const std::string& kind,
                                                        const std::string& id) {
  if (id.empty()) return absl::NotFoundError("no id");
  return Parse(redis_.Command({"GET", Key(kind, id)}));
}

absl::StatusOr<nlohmann::json> BrowserSessionStore::Take(const std::string& kind,
                                                         const std::string& id) {
  if (id.empty()) return absl::NotFoundError("no id");
  return Parse(redis_.Command({"GETDEL", Key(kind, id)}));
}

absl::Status BrowserSessionStore::Delete(const std::string& kind, const std::string& id) {
  auto r = redis_.Command({"DEL", Key(kind, id)});
  return r.ok() ? absl::OkStatus() : r.status();
}

absl::StatusOr<long long> BrowserSessionStore::Increment(const std::string& kind,
                                                         const std::string& id, int ttl_seconds) {
  auto r = redis_.Command({"INCR", Key(kind, id)});
  if (!r.ok()) return r.status();
  // NX: the window starts at the first failure and is not extended by later ones.
  (void)redis_.Command({"EXPIRE", Key(kind, id), std::to_string(ttl_seconds), "NX"});
  return r->integer;
}

absl::StatusOr<long long> BrowserSessionStore::Count(const std::string& kind,
                                                     const std::string& id) {
  auto r = redis_.Command({"GET", Key(kind, id)});
  if (!r.ok()) return r.status();
  long long n = 0;
  if (!r->IsNil()) (void)absl::SimpleAtoi(r->text, &n);
  return n;
}

}  // namespace kadry::identity
