#pragma once

#include <string_view>

#include "absl/status/statusor.h"
#include "services/common/abilities.h"
#include "gateway/principal_cache.h"
#include "gateway/user_access.h"

namespace kadry {
class RevokedTokens;
class TokenVerifier;
}  // namespace kadry

namespace kadry::gateway {

// Bearer token -> user with abilities: the cache first, else a full signature check
// (TokenVerifier: RS256, typ, kid, iss, aud, exp/nbf, scope) and the ability rules. Either
// way the token must not be on the revocation list (`revoked` may be null: no list).
class Authenticator final {
 public:
  Authenticator(TokenVerifier& verifier, PrincipalCache& cache, const AbilityRules& rules, UserAccessSource& access,
                RevokedTokens* revoked);

  // UNAUTHENTICATED for a bad token, UNAVAILABLE when no JWKS can be loaded. A token not
  // seen before has its access flags looked up by the request's `deadline`.
  absl::StatusOr<SharedUser> Authenticate(std::string_view token, Deadline deadline);

 private:
  TokenVerifier& verifier_;
  PrincipalCache& cache_;
  const AbilityRules& rules_;
  UserAccessSource& access_;
  RevokedTokens* revoked_;
};

}  // namespace kadry::gateway
