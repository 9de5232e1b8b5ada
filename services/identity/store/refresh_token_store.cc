#include "services/identity/store/refresh_token_store.h"

#include "services/common/jwt.h"
#include "services/common/log.h"

namespace kadry::identity {
namespace {
constexpr char kInsertToken[] = R"sql(
    INSERT INTO identity.refresh_tokens(token_hash, family_id, user_id, client_id, scope, sid,
    auth_time, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8)))sql";
// One statement decides, so two concurrent uses of one token cannot both succeed.
constexpr char kConsume[] = R"sql(
    UPDATE identity.refresh_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL
    AND revoked_at IS NULL AND expires_at > now() AND client_id = $2
    RETURNING family_id, user_id, client_id, scope, sid, auth_time)sql";
constexpr char kFindUsed[] =
    "SELECT family_id FROM identity.refresh_tokens WHERE token_hash = $1 AND used_at IS NOT NULL";
constexpr char kRevokeFamily[] = R"sql(
    UPDATE identity.refresh_tokens SET revoked_at = now() WHERE revoked_at IS NULL AND family_id =
    (SELECT family_id FROM identity.refresh_tokens WHERE token_hash = $1 AND client_id = $2)
    RETURNING sid)sql";
constexpr char kRevokeFamilyById[] =
    "UPDATE identity.refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL";
constexpr char kRevokeUser[] = R"sql(
    UPDATE identity.refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL
    RETURNING sid)sql";
constexpr char kRevokeSession[] =
    "UPDATE identity.refresh_tokens SET revoked_at = now() WHERE sid = $1 AND revoked_at IS NULL";

}  // namespace

absl::Status RefreshTokenStore::Insert(const std::string& token, const RefreshGrant& g, int ttl_seconds) {
  auto r = pool_.Query(kInsertToken, {Sha256Hex(token), g.family_id, std::to_string(g.user_id), g.client_id, g.scope,
                                      g.sid, std::to_string(g.auth_time), std::to_string(ttl_seconds)});
  return r.ok() ? absl::OkStatus() : r.status();
}

absl::StatusOr<RefreshGrant> RefreshTokenStore::Consume(const std::string& token, const std::string& client_id) {
  const std::string hash = Sha256Hex(token);
  auto rows = pool_.Query(kConsume, {hash, client_id});
  if (!rows.ok()) return rows.status();
  if (rows->Rows() == 1) {
    return RefreshGrant{rows->Text(0, 0), rows->Int(0, 1),  rows->Text(0, 2),
                        rows->Text(0, 3), rows->Text(0, 4), rows->Int64(0, 5)};
  }
  auto used = pool_.Query(kFindUsed, {hash});
  if (used.ok() && used->Rows() == 1) {
    LogWarn("refresh token reused; revoking its family", {{"family", used->Text(0, 0)}});
    (void)pool_.Query(kRevokeFamilyById, {used->Text(0, 0)});
  }
  return absl::NotFoundError("the refresh token is invalid, expired or already used");
}

absl::StatusOr<std::string> RefreshTokenStore::RevokeFamilyOf(const std::string& token, const std::string& client_id) {
  auto rows = pool_.Query(kRevokeFamily, {Sha256Hex(token), client_id});
  if (!rows.ok()) return rows.status();
  return rows->Rows() == 0 ? std::string() : rows->Text(0, 0);
}

absl::Status RefreshTokenStore::RevokeFamily(const std::string& family_id) {
  auto r = pool_.Query(kRevokeFamilyById, {family_id});
  return r.ok() ? absl::OkStatus() : r.status();
}

absl::StatusOr<std::vector<std::string>> RefreshTokenStore::RevokeUser(int user_id) {
  auto rows = pool_.Query(kRevokeUser, {std::to_string(user_id)});
  if (!rows.ok()) return rows.status();
  std::vector<std::string> sids;
  for (int i = 0; i < rows->Rows(); ++i) {
    if (!rows->Text(i, 0).empty()) sids.push_back(rows->Text(i, 0));
  }
  return sids;
}

absl::Status RefreshTokenStore::RevokeSession(const std::string& sid) {
  auto r = pool_.Query(kRevokeSession, {sid});
  return r.ok() ? absl::OkStatus() : r.status();
}

}  // namespace kadry::identity
