#pragma once

#include "services/common/httplib_fwd.h"
#include "services/common/revoked_tokens.h"
#include "services/common/token_verifier.h"
#include "services/identity/config.h"
#include "services/identity/domain/login_throttle.h"
#include "services/identity/store/account_store.h"
#include "services/identity/store/attempt_counter.h"
#include "services/identity/store/browser_session_store.h"
#include "services/identity/store/client_store.h"
#include "services/identity/store/key_ring.h"
#include "services/identity/store/refresh_token_store.h"
#include "services/identity/token_issuer.h"

namespace kadry::identity {

// Everything the provider's HTTP endpoints need, built once in main.
struct Provider {
  const Config& config;
  AccountStore& accounts;
  ClientStore& clients;
  RefreshTokenStore& refresh_tokens;
  KeyRing& keys;
  BrowserSessionStore& sessions;
  TokenIssuer& issuer;
  TokenVerifier& access_tokens;  // the provider's own access tokens (userinfo, IdP API)
  RevokedTokens& revoked;        // the revocation list the gateway and services read
  AttemptCounter& attempts;
  LoginThrottle throttle;
  ClientAuthThrottle client_throttle;
};

// Session kinds in BrowserSessionStore.
inline constexpr char kAuthRequest[] = "authreq";
inline constexpr char kSession[] = "sess";
inline constexpr char kCode[] = "code";
inline constexpr char kRedeemedCode[] = "code-used";
inline constexpr char kUserSessions[] = "user-sess";
inline constexpr char kLogoutForm[] = "logout";
inline constexpr char kPasswordForm[] = "pwform";
inline constexpr char kSetPasswordForm[] = "setpwform";

// Stale sign-in state age (docs/product.md §9): 15 minutes.
inline constexpr int kAuthRequestTtlSeconds = 15 * 60;

// How long a revocation entry must live: as long as an access token issued now, plus
// the verifiers' clock skew.
absl::Duration RevocationTtl(const Config& config);

// The client's address for limits and logs (X-Forwarded-For only from trusted proxies).
std::string ClientAddress(const Provider& provider, const httplib::Request& req);

void RegisterOidcEndpoints(httplib::Server& server, Provider& provider);
void RegisterLoginEndpoints(httplib::Server& server, Provider& provider);
void RegisterSessionEndpoints(httplib::Server& server, Provider& provider);
void RegisterAccountPages(httplib::Server& server, Provider& provider);
void RegisterIdpApi(httplib::Server& server, Provider& provider);

}  // namespace kadry::identity
