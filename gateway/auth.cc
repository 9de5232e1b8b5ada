#include "gateway/auth.h"

#include "absl/time/clock.h"
#include "services/common/token_verifier.h"

namespace kadry::gateway {

Authenticator::Authenticator(TokenVerifier& verifier, PrincipalCache& cache,
                             const AbilityRules& rules, UserAccessSource& access)
    : verifier_(verifier), cache_(cache), rules_(rules), access_(access) {}

absl::StatusOr<AuthenticatedUser> Authenticator::Authenticate(std::string_view token) {
  if (token.empty()) return absl::UnauthenticatedError("a bearer token is required");
  // Only a token verified earlier can be in the cache: the key is its whole hash.
  if (auto cached = cache_.Find(token)) return *cached;

  auto claims = verifier_.Verify(token);
  if (!claims.ok()) return claims.status();
  auto principal = PrincipalFromClaims(*claims);
  if (!principal.ok()) return principal.status();

  AuthenticatedUser user;
  user.user_id = principal->user_id;
  user.role_ids = principal->role_ids;
  user.abilities = rules_.Evaluate(user.role_ids, access_.FactsFor(user.user_id, token));

  // Never cache past exp: VerifyJwt accepted it, so exp is a number.
  const auto exp = absl::FromUnixSeconds((*claims)["exp"].get<int64_t>());
  cache_.Store(token, user, exp - absl::Now());
  return user;
}

}  // namespace kadry::gateway
