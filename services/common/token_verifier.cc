#include "services/common/token_verifier.h"

#include <algorithm>
#include <iterator>

#include "absl/strings/match.h"
#include "services/common/revoked_tokens.h"

namespace kadry {

TokenVerifier::TokenVerifier(TokenRules rules, JwksSource source, absl::Duration min_refresh_interval, Clock clock)
    : rules_(std::move(rules)),
      source_(std::move(source)),
      min_refresh_interval_(min_refresh_interval),
      clock_(std::move(clock)) {}

absl::Status TokenVerifier::Refresh() {
  const absl::Time now = clock_();
  // A forged kid, or a provider that is down, must not make every request fetch again.
  // Before the first keys arrive (provider still starting) retry sooner.
  const absl::Duration interval = keys_ ? min_refresh_interval_ : std::min(min_refresh_interval_, absl::Seconds(1));
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

absl::StatusOr<nlohmann::json> TokenVerifier::VerifySignatureAndClaims(std::string_view token) {
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
  if (claims.status().code() != absl::StatusCode::kNotFound) return claims;
  {
    std::lock_guard lock(mu_);
    if (auto s = Refresh(); !s.ok()) return s;
    keys = keys_;
  }
  claims = VerifyJwt(token, *keys, rules_, clock_());
  if (claims.status().code() == absl::StatusCode::kNotFound) {
    return absl::UnauthenticatedError("unknown signing key");
  }
  return claims;
}

absl::StatusOr<TokenVerifier::Verified> TokenVerifier::Check(std::string_view token) {
  const absl::Time now = clock_();
  {
    std::lock_guard lock(remembered_mu_);
    auto it = remembered_.find(token);
    if (it != remembered_.end()) {
      if (now < it->second.expires) return it->second;
      remembered_.erase(it);
    }
  }
  auto claims = VerifySignatureAndClaims(token);
  if (!claims.ok()) return claims.status();
  Verified verified;
  // Until the token's own exp, not exp plus the skew the check tolerates: after that the
  // full check decides again. VerifyJwt accepted the token, so exp is a whole number.
  verified.expires = absl::FromUnixSeconds((*claims)["exp"].get<int64_t>());
  verified.principal = std::make_shared<const absl::StatusOr<Principal>>(PrincipalFromClaims(*claims));
  verified.claims = std::make_shared<const nlohmann::json>(std::move(*claims));
  if (now < verified.expires) {
    std::lock_guard lock(remembered_mu_);
    if (remembered_.size() >= kMaxRemembered) {
      // Expired entries first; if every one is alive, start over (a flood of distinct
      // valid tokens costs signature checks, never unbounded memory).
      for (auto it = remembered_.begin(); it != remembered_.end();) {
        it = now < it->second.expires ? std::next(it) : remembered_.erase(it);
      }
      if (remembered_.size() >= kMaxRemembered) remembered_.clear();
    }
    remembered_.insert_or_assign(std::string(token), verified);
  }
  return verified;
}

bool TokenVerifier::Revoked(const nlohmann::json& claims) { return revoked_ != nullptr && revoked_->IsRevoked(claims); }

absl::StatusOr<nlohmann::json> TokenVerifier::Verify(std::string_view token) {
  auto verified = Check(token);
  if (!verified.ok()) return verified.status();
  if (Revoked(*verified->claims)) return absl::UnauthenticatedError("the token was revoked");
  return *verified->claims;
}

absl::StatusOr<Principal> TokenVerifier::Authenticate(std::string_view token) {
  auto verified = Check(token);
  if (!verified.ok()) return verified.status();
  if (Revoked(*verified->claims)) return absl::UnauthenticatedError("the token was revoked");
  return *verified->principal;
}

std::string_view BearerToken(std::string_view authorization) {
  constexpr std::string_view kPrefix = "Bearer ";
  if (authorization.size() <= kPrefix.size() ||
      !absl::StartsWithIgnoreCase(absl::string_view(authorization.data(), kPrefix.size()), "Bearer ")) {
    return {};
  }
  return authorization.substr(kPrefix.size());
}

}  // namespace kadry
