#pragma once

#include <string>

#include "absl/status/statusor.h"
#include "services/identity/config.h"
#include "services/identity/store/account_store.h"
#include "services/identity/store/client_store.h"
#include "services/identity/store/key_ring.h"
#include "services/identity/store/refresh_token_store.h"

namespace kadry::identity {

struct IssuedTokens {
  std::string access_token;
  std::string id_token;       // only when the scope has openid and a user signed in
  std::string refresh_token;  // only with offline_access and a client allowed to refresh
  int expires_in = 0;
  std::string scope;
  // Not sent: what revoking these tokens later needs (a replayed code).
  std::string access_jti;
  long long access_expires_at = 0;
  std::string family_id;  // of the refresh token, when one was issued
  nlohmann::json ToJson() const;
};

// What a user grant carries from the authorization to the tokens.
struct UserGrant {
  std::string scope;
  std::string sid;
  long long auth_time = 0;
  std::string nonce;
  std::string family_id;  // set when refreshing: the new refresh token joins the family
};

// Signs access and ID tokens with the key ring's current key (claims in docs/platform.md).
class TokenIssuer final {
 public:
  TokenIssuer(const Config& config, KeyRing& keys, RefreshTokenStore& refresh_tokens)
      : config_(config), keys_(keys), refresh_tokens_(refresh_tokens) {}

  absl::StatusOr<IssuedTokens> ForUser(const Account& account, const Client& client, const UserGrant& grant);
  absl::StatusOr<IssuedTokens> ForClient(const Client& client, const std::string& scope);

 private:
  const Config& config_;
  KeyRing& keys_;
  RefreshTokenStore& refresh_tokens_;
};

bool ScopeHas(const std::string& scope, const std::string& one);

}  // namespace kadry::identity
