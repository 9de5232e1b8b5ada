#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "services/common/pg.h"

namespace kadry::identity {

struct RefreshGrant {
  std::string family_id;
  int user_id = 0;
  std::string client_id;
  std::string scope;
  std::string sid;
  long long auth_time = 0;
};

// Refresh tokens with rotation (OAuth 2.0 Security BCP §4.14): each token works once;
// presenting a used one means it leaked, so its whole family is revoked.
class RefreshTokenStore final {
 public:
  explicit RefreshTokenStore(PgPool& pool) : pool_(pool) {}

  // Stores a new token (by its hash) in `grant.family_id`.
  absl::Status Insert(const std::string& token, const RefreshGrant& grant, int ttl_seconds);
  // Marks the token used and returns its grant. NOT_FOUND for unknown, revoked, expired
  // or reused tokens; a reuse also revokes the family.
  absl::StatusOr<RefreshGrant> Consume(const std::string& token, const std::string& client_id);
  // RFC 7009 §2.1: a client may only revoke tokens that were issued to it. Returns the
  // browser session of the family ("" when the token is unknown or already revoked).
  absl::StatusOr<std::string> RevokeFamilyOf(const std::string& token, const std::string& client_id);
  absl::Status RevokeFamily(const std::string& family_id);
  absl::Status RevokeSession(const std::string& sid);
  // Every live token of the user (a password change); returns their browser sessions.
  absl::StatusOr<std::vector<std::string>> RevokeUser(int user_id);

 private:
  PgPool& pool_;
};

}  // namespace kadry::identity
