#include "services/identity/store/browser_session_store.h"

#include "services/common/digest.h"

namespace kadry::identity {
namespace {
constexpr char kPut[] = R"sql(
    INSERT INTO identity.sign_in_state(kind, id_hash, value, expires_at)
    VALUES ($1, $2, $3::jsonb, now() + make_interval(secs => $4))
    ON CONFLICT (kind, id_hash) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at)sql";
constexpr char kGet[] =
    "SELECT value::text FROM identity.sign_in_state WHERE kind = $1 AND id_hash = $2 AND expires_at > now()";
// One statement reads and deletes, so two redemptions of one code cannot both see it.
constexpr char kTake[] = R"sql(
    DELETE FROM identity.sign_in_state WHERE kind = $1 AND id_hash = $2
    RETURNING value::text, expires_at > now())sql";
constexpr char kDeleteState[] = "DELETE FROM identity.sign_in_state WHERE kind = $1 AND id_hash = $2";
// The set's lifetime starts again with every addition, for every member: the new one is
// inserted with it, those already there (the new one too, when it was) get it.
constexpr char kAddMember[] = R"sql(
    WITH added AS (INSERT INTO identity.sign_in_state_members(kind, id_hash, member, expires_at)
    VALUES ($1, $2, $3, now() + make_interval(secs => $4)) ON CONFLICT DO NOTHING)
    UPDATE identity.sign_in_state_members SET expires_at = now() + make_interval(secs => $4)
    WHERE kind = $1 AND id_hash = $2)sql";
constexpr char kTakeMembers[] = R"sql(
    DELETE FROM identity.sign_in_state_members WHERE kind = $1 AND id_hash = $2
    RETURNING member, expires_at > now())sql";
constexpr char kDropExpired[] = "DELETE FROM identity.sign_in_state WHERE expires_at <= now()";
constexpr char kDropExpiredMembers[] = "DELETE FROM identity.sign_in_state_members WHERE expires_at <= now()";

constexpr auto kSweepEvery = std::chrono::minutes(1);

absl::StatusOr<nlohmann::json> Parse(const std::string& text) {
  auto value = nlohmann::json::parse(text, nullptr, false);
  if (value.is_discarded()) return absl::NotFoundError("unreadable");
  return value;
}
}  // namespace

absl::Status BrowserSessionStore::Put(const std::string& kind, const std::string& id, const nlohmann::json& value,
                                      int ttl_seconds) {
  DropExpired();
  auto r = pool_.Query(kPut, {kind, Sha256Hex(id), value.dump(), std::to_string(ttl_seconds)});
  return r.ok() ? absl::OkStatus() : r.status();
}

absl::StatusOr<nlohmann::json> BrowserSessionStore::Get(const std::string& kind, const std::string& id) {
  if (id.empty()) return absl::NotFoundError("no id");
  auto r = pool_.Query(kGet, {kind, Sha256Hex(id)});
  if (!r.ok()) return r.status();
  if (r->Rows() == 0) return absl::NotFoundError("expired or unknown");
  return Parse(r->Text(0, 0));
}

absl::StatusOr<nlohmann::json> BrowserSessionStore::Take(const std::string& kind, const std::string& id) {
  if (id.empty()) return absl::NotFoundError("no id");
  auto r = pool_.Query(kTake, {kind, Sha256Hex(id)});
  if (!r.ok()) return r.status();
  if (r->Rows() == 0 || !r->Bool(0, 1)) return absl::NotFoundError("expired or unknown");
  return Parse(r->Text(0, 0));
}

absl::Status BrowserSessionStore::Delete(const std::string& kind, const std::string& id) {
  auto r = pool_.Query(kDeleteState, {kind, Sha256Hex(id)});
  return r.ok() ? absl::OkStatus() : r.status();
}

absl::Status BrowserSessionStore::AddMember(const std::string& kind, const std::string& id, const std::string& member,
                                            int ttl_seconds) {
  auto r = pool_.Query(kAddMember, {kind, Sha256Hex(id), member, std::to_string(ttl_seconds)});
  return r.ok() ? absl::OkStatus() : r.status();
}

absl::StatusOr<std::vector<std::string>> BrowserSessionStore::TakeMembers(const std::string& kind,
                                                                          const std::string& id) {
  auto r = pool_.Query(kTakeMembers, {kind, Sha256Hex(id)});
  if (!r.ok()) return r.status();
  std::vector<std::string> members;
  for (int i = 0; i < r->Rows(); ++i) {
    if (r->Bool(i, 1)) members.push_back(r->Text(i, 0));
  }
  return members;
}

void BrowserSessionStore::DropExpired() {
  const auto now = std::chrono::steady_clock::now().time_since_epoch().count();
  auto due = next_sweep_.load();
  if (now < due ||
      !next_sweep_.compare_exchange_strong(
          due, now + std::chrono::duration_cast<std::chrono::steady_clock::duration>(kSweepEvery).count())) {
    return;
  }
  // Best effort: a failed sweep is tried again a minute later, and expired rows are never read.
  (void)pool_.Query(kDropExpired);
  (void)pool_.Query(kDropExpiredMembers);
}

}  // namespace kadry::identity
