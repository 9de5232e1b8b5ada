#include "services/common/token_verifier.h"

#include <algorithm>

#include "absl/strings/match.h"
#include "services/common/revoked_tokens.h"

namespace kadry {

TokenVerifier::TokenVerifier(TokenRules rules, JwksSource source,
                             absl::Duration min_refresh_interval, Clock clock)
    : rules_(std::move(rules)),
      source_(std::move(source)),
      min_refresh_interval_(min_refresh_interval),
      clock_(std::move(clock)) {}

absl::Status TokenVerifier::Refresh() {
  const absl::Time now = clock_();
  // A forged kid, or a provider that is down, must not make every request fetch again.
  // Before the first keys arrive (provider still starting) retry sooner.
  const absl::Duration interval = keys_ ? min_refresh_interval_
                                        : std::min(min_refresh_interval_, absl::Seconds(1));
  if (now - last_refresh_ < interval) {
    return keys_ ? absl::OkStatus() : absl::UnavailableError("the signing keys cannot be loaded");
  }
  last_refresh_ = now;
  auto jwks = source_();
  if (!jwks.ok()) return absl::UnavailableError("the signing keys cannot be loaded");
  auto set = KeySet::FromJwks(*jwks);
  if (!set.ok()) return absl::UnavailableError("the signing keys are not valid");
  keys_ = std::make_shared<const KeySet>(std::move(*set));
  return absl::OkStatus();
}

bool TokenVerifier::HasKeys() {
  std::lock_guard lock(mu_);
  if (!keys_) (void)Refresh();
  return keys_ != nullptr;
}


absl::StatusOr<nlohmann::json> TokenVerifier::Verify(std::string_view token) {
  if (token.empty()) return absl::UnauthenticatedError("a bearer token is required");
  std::shared_ptr<const KeySet> keys;
  {
    std::lock_guard lock(mu_);
    if (!keys_) {
      if (auto s = Refresh(); !s.ok()) return s;
    }
    keys = keys_;
  }
  auto claims = VerifyJwt(token, *keys, rules_, clock_());
  if (claims.status().code() != absl::StatusCode::kNotFound) return NotRevoked(std::move(claims));
  {
    std::lock_guard lock(mu_);
    if (auto s = Refresh(); !s.ok()) return s;
    keys = keys_;
  }
  claims = VerifyJwt(token, *keys, rules_, clock_());
  if (claims.status().code() == absl::StatusCode::kNotFound) {
    return absl::UnauthenticatedError("unknown signing key");
  }
  return NotRevoked(std::move(claims));
}

absl::StatusOr<nlohmann::json> TokenVerifier::NotRevoked(absl::StatusOr<nlohmann::json> claims) {
  if (claims.ok() && revoked_ != nullptr && revoked_->IsRevoked(*claims)) {
    return absl::UnauthenticatedError("the token was revoked");
  }
  return claims;
}

absl::StatusOr<Principal> TokenVerifier::Authenticate(std::string_view token) {
  auto claims = Verify(token);
  if (!claims.ok()) return claims.status();
  return PrincipalFromClaims(*claims);
}

std::string_view BearerToken(std::string_view authorization) {
  constexpr std::string_view kPrefix = "Bearer ";
  if (authorization.size() <= kPrefix.size() ||
      !absl::StartsWithIgnoreCase(absl::string_view(authorization.data(), kPrefix.size()),
                                  "Bearer ")) {
    return {};
  }
  return authorization.substr(kPrefix.size());
}

}  // namespace kadry
