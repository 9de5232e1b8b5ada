#pragma once

#include "services/common/token_verifier.h"
#include "services/identity/config.h"
#include "services/identity/domain/login_throttle.h"
#include "services/identity/store/account_store.h"
#include "services/identity/store/browser_session_store.h"
#include "services/identity/store/client_store.h"
#include "services/identity/store/key_ring.h"
#include "services/identity/store/refresh_token_store.h"
#include "services/identity/token_issuer.h"

namespace httplib {
class Server;
}

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
  LoginThrottle throttle;
};

// Session kinds in BrowserSessionStore.
inline constexpr char kAuthRequest[] = "authreq";
inline constexpr char kSession[] = "sess";
inline constexpr char kCode[] = "code";
inline constexpr char kRevokedJti[] = "revoked";
inline constexpr char kFailedAccount[] = "fail-acct";
inline constexpr char kFailedAddress[] = "fail-ip";
inline constexpr char kPasswordForm[] = "pwform";

// Stale sign-in state age (SPEC §9): 15 minutes.
inline constexpr int kAuthRequestTtlSeconds = 15 * 60;

void RegisterOidcEndpoints(httplib::Server& server, Provider& provider);
void RegisterLoginEndpoints(httplib::Server& server, Provider& provider);
void RegisterAccountPages(httplib::Server& server, Provider& provider);
void RegisterIdpApi(httplib::Server& server, Provider& provider);

}  // namespace kadry::identity
