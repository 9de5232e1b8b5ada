#include "services/identity/store/browser_session_store.h"

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

absl::Status BrowserSessionStore::AddMember(const std::string& kind, const std::string& id,
                                            const std::string& member, int ttl_seconds) {
  auto r = redis_.Command({"SADD", Key(kind, id), member});
  if (!r.ok()) return r.status();
  r = redis_.Command({"EXPIRE", Key(kind, id), std::to_string(ttl_seconds)});
  return r.ok() ? absl::OkStatus() : r.status();
}

absl::StatusOr<std::vector<std::string>> BrowserSessionStore::TakeMembers(const std::string& kind,
                                                                          const std::string& id) {
  auto r = redis_.Command({"SMEMBERS", Key(kind, id)});
  if (!r.ok()) return r.status();
  std::vector<std::string> members;
  for (const auto& e : r->elements) members.push_back(e.text);
  (void)redis_.Command({"DEL", Key(kind, id)});
  return members;
}

}  // namespace kadry::identity
