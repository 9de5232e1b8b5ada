#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <string>

#include "absl/base/thread_annotations.h"
#include "absl/status/statusor.h"
#include "absl/time/clock.h"
#include "services/common/jwt.h"

namespace kadry {

class RevokedTokens;

// Verifies bearer tokens against a JWKS that is cached and fetched again when a token
// names an unknown kid (key rotation), at most once per `min_refresh_interval`.
class TokenVerifier final {
 public:
  using JwksSource = std::function<absl::StatusOr<nlohmann::json>()>;
  using Clock = std::function<absl::Time()>;

  TokenVerifier(TokenRules rules, JwksSource source,
                absl::Duration min_refresh_interval = absl::Seconds(10),
                Clock clock = [] { return absl::Now(); });

  // From then on a verified token is also looked up in the revocation list (sign-out,
  // /revoke, password change reach every reader at once). Call before serving.
  void CheckRevocationIn(RevokedTokens* revoked) { revoked_ = revoked; }

  // The token's claims, or UNAUTHENTICATED (UNAVAILABLE when no JWKS can be had).
  absl::StatusOr<nlohmann::json> Verify(std::string_view token);
  // Verify + PrincipalFromClaims.
  absl::StatusOr<Principal> Authenticate(std::string_view token);
  // Whether a JWKS was ever loaded (readiness).
  bool HasKeys();

 private:
  absl::Status Refresh() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  absl::StatusOr<nlohmann::json> NotRevoked(absl::StatusOr<nlohmann::json> claims);

  const TokenRules rules_;
  const JwksSource source_;
  const absl::Duration min_refresh_interval_;
  const Clock clock_;
  RevokedTokens* revoked_ = nullptr;
  std::mutex mu_;
  std::shared_ptr<const KeySet> keys_ ABSL_GUARDED_BY(mu_);
  absl::Time last_refresh_ ABSL_GUARDED_BY(mu_) = absl::InfinitePast();
};

// GET of a JWKS document over HTTP(S) with short timeouts.
absl::StatusOr<nlohmann::json> FetchJwks(const std::string& url);

// "Bearer <token>" -> token; empty when the header is not a bearer header.
std::string_view BearerToken(std::string_view authorization);

}  // namespace kadry
