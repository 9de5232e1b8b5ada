#include "gateway/auth.h"

#include "absl/time/clock.h"
#include "services/common/revoked_tokens.h"
#include "services/common/token_verifier.h"

namespace kadry::gateway {

Authenticator::Authenticator(TokenVerifier& verifier, PrincipalCache& cache, const AbilityRules& rules,
                             UserAccessSource& access, RevokedTokens* revoked)
    : verifier_(verifier), cache_(cache), rules_(rules), access_(access), revoked_(revoked) {}

absl::StatusOr<SharedUser> Authenticator::Authenticate(std::string_view token, Deadline deadline) {
  if (token.empty()) return absl::UnauthenticatedError("a bearer token is required");
  // Only a token verified earlier can be in the cache: the key is its whole hash. It may
  // have been revoked since (the verifier checks the list for fresh tokens itself).
  if (SharedUser cached = cache_.Find(token)) {
    const std::string sub = std::to_string(cached->user_id);
    if (revoked_ != nullptr &&
        revoked_->IsRevoked(RevokedTokens::TokenIds{cached->token_id, cached->session_id, sub, cached->issued_at})) {
      return absl::UnauthenticatedError("the token was revoked");
    }
    return cached;
  }

  auto claims = verifier_.Verify(token);
  if (!claims.ok()) return claims.status();
  auto principal = PrincipalFromClaims(*claims);
  if (!principal.ok()) return principal.status();

  AuthenticatedUser user;
  user.user_id = principal->user_id;
  user.role_ids = principal->role_ids;
  user.abilities = rules_.Evaluate(user.role_ids, access_.FactsFor(user.user_id, token, deadline));
  user.token_id = StringClaim(*claims, "jti");
  user.session_id = StringClaim(*claims, "sid");
  if (claims->contains("iat") && (*claims)["iat"].is_number_integer()) {
    user.issued_at = (*claims)["iat"].get<int64_t>();
  }

  // Never cache past exp: VerifyJwt accepted it, so exp is a number.
  const auto exp = absl::FromUnixSeconds((*claims)["exp"].get<int64_t>());
  auto shared = std::make_shared<const AuthenticatedUser>(std::move(user));
  cache_.Store(token, shared, exp - absl::Now());
  return shared;
}

}  // namespace kadry::gateway
