#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "absl/base/thread_annotations.h"
#include "absl/status/statusor.h"
#include "absl/time/clock.h"
#include "services/common/jwt.h"

namespace kadry {

class RevokedTokens;

// Verifies bearer tokens against a JWKS that is cached and fetched again when a token
// names an unknown kid (key rotation), at most once per `min_refresh_interval`.
//
// A token that passed every check is remembered, keyed by its exact bytes, until its own
// `exp` (never longer, and never beyond the skew the check allows), so the RS256 signature
// and the claims are not checked again on every call of the same session. Revocation is
// not cached: every call, remembered or not, looks the token up in the revocation list.
class TokenVerifier final {
 public:
  using JwksSource = std::function<absl::StatusOr<nlohmann::json>()>;
  using Clock = std::function<absl::Time()>;

  TokenVerifier(
      TokenRules rules, JwksSource source, absl::Duration min_refresh_interval = absl::Seconds(10),
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

  // At most this many verified tokens are remembered (about 2 KB each).
  static constexpr size_t kMaxRemembered = 10000;

 private:
  // A verified token: its claims and the principal they name, until `expires`.
  struct Verified {
    std::shared_ptr<const nlohmann::json> claims;
    std::shared_ptr<const absl::StatusOr<Principal>> principal;
    absl::Time expires;
  };

  absl::Status Refresh() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // The remembered or freshly verified token, revocation not yet checked.
  absl::StatusOr<Verified> Check(std::string_view token);
  absl::StatusOr<nlohmann::json> VerifySignatureAndClaims(std::string_view token);
  bool Revoked(const nlohmann::json& claims);

  const TokenRules rules_;
  const JwksSource source_;
  const absl::Duration min_refresh_interval_;
  const Clock clock_;
  RevokedTokens* revoked_ = nullptr;
  std::mutex mu_;
  std::shared_ptr<const KeySet> keys_ ABSL_GUARDED_BY(mu_);
  absl::Time last_refresh_ ABSL_GUARDED_BY(mu_) = absl::InfinitePast();
  // Looked up by the token's bytes without copying them into a std::string.
  struct TokenHash {
    using is_transparent = void;
    size_t operator()(std::string_view token) const { return std::hash<std::string_view>()(token); }
  };
  std::mutex remembered_mu_;
  std::unordered_map<std::string, Verified, TokenHash, std::equal_to<>> remembered_ ABSL_GUARDED_BY(remembered_mu_);
};

// GET of a JWKS document over HTTP(S) with short timeouts.
absl::StatusOr<nlohmann::json> FetchJwks(const std::string& url);

// "Bearer <token>" -> token; empty when the header is not a bearer header.
std::string_view BearerToken(std::string_view authorization);

}  // namespace kadry
