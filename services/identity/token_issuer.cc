#include "services/identity/token_issuer.h"

#include "absl/strings/str_split.h"
#include "absl/time/clock.h"

namespace kadry::identity {

bool ScopeHas(const std::string& scope, const std::string& one) {
  for (absl::string_view s : absl::StrSplit(scope, ' ', absl::SkipEmpty())) {
    if (s == one) return true;
  }
  return false;
}

nlohmann::json IssuedTokens::ToJson() const {
  nlohmann::json out = {
      {"access_token", access_token}, {"token_type", "Bearer"}, {"expires_in", expires_in}, {"scope", scope}};
  if (!id_token.empty()) out["id_token"] = id_token;
  if (!refresh_token.empty()) out["refresh_token"] = refresh_token;
  return out;
}

absl::StatusOr<IssuedTokens> TokenIssuer::ForUser(const Account& account, const Client& client,
                                                  const UserGrant& grant) {
  auto key = keys_.Current();
  if (!key.ok()) return key.status();
  const long long now = absl::ToUnixSeconds(absl::Now());
  const std::string sub = std::to_string(account.user_id);
  IssuedTokens out;
  out.expires_in = config_.access_ttl_seconds;
  out.scope = grant.scope;
  out.access_jti = RandomToken(16);
  out.access_expires_at = now + config_.access_ttl_seconds;
  out.access_token = (*key)->Sign({{"iss", config_.issuer},
                                   {"sub", sub},
                                   {"aud", config_.api_audience},
                                   {"iat", now},
                                   {"nbf", now},
                                   {"exp", out.access_expires_at},
                                   {"jti", out.access_jti},
                                   {"client_id", client.client_id},
                                   {"scope", grant.scope},
                                   {"role", account.role_ids},
                                   {"preferred_username", account.username},
                                   {"name", account.FullName()},
                                   {"sid", grant.sid}},
                                  "at+jwt");
  if (ScopeHas(grant.scope, "openid")) {
    // at_hash (OIDC Core §3.1.3.6): left half of SHA-256 of the access token.
    const std::string digest = Sha256(out.access_token);
    nlohmann::json claims = {{"iss", config_.issuer},
                             {"sub", sub},
                             {"aud", client.client_id},
                             {"iat", now},
                             {"exp", now + config_.access_ttl_seconds},
                             {"auth_time", grant.auth_time},
                             {"sid", grant.sid},
                             {"at_hash", Base64UrlEncode(digest.substr(0, digest.size() / 2))},
                             {"name", account.FullName()},
                             {"given_name", account.first_name},
                             {"family_name", account.last_name},
                             {"preferred_username", account.username},
                             {"role", account.role_ids}};
    if (ScopeHas(grant.scope, "email")) claims["email"] = account.email;
    if (!grant.nonce.empty()) claims["nonce"] = grant.nonce;
    out.id_token = (*key)->Sign(claims);
  }
  if (ScopeHas(grant.scope, "offline_access") && client.AllowsGrant("refresh_token")) {
    out.refresh_token = RandomToken(32);
    out.family_id = grant.family_id.empty() ? RandomToken(16) : grant.family_id;
    RefreshGrant refresh{out.family_id, account.user_id, client.client_id, grant.scope, grant.sid, grant.auth_time};
    if (auto s = refresh_tokens_.Insert(out.refresh_token, refresh, config_.refresh_ttl_seconds); !s.ok()) {
      return s;
    }
  }
  return out;
}

absl::StatusOr<IssuedTokens> TokenIssuer::ForClient(const Client& client, const std::string& scope) {
  auto key = keys_.Current();
  if (!key.ok()) return key.status();
  const long long now = absl::ToUnixSeconds(absl::Now());
  IssuedTokens out;
  out.expires_in = config_.access_ttl_seconds;
  out.scope = scope;
  // A machine's subject is its client id, never a number: it cannot pass for a user.
  out.access_token = (*key)->Sign({{"iss", config_.issuer},
                                   {"sub", client.client_id},
                                   {"aud", config_.api_audience},
                                   {"iat", now},
                                   {"nbf", now},
                                   {"exp", now + config_.access_ttl_seconds},
                                   {"jti", RandomToken(16)},
                                   {"client_id", client.client_id},
                                   {"scope", scope}},
                                  "at+jwt");
  return out;
}

}  // namespace kadry::identity
