// The sign-in form of the provider: CSRF-bound to the browser, throttled per account
// and per address, one generic message for every bad credential.
#include <httplib.h>

#include "absl/strings/ascii.h"
#include "services/common/log.h"
#include "services/identity/domain/password.h"
#include "services/identity/domain/session_state.h"
#include "services/identity/http/authorization.h"
#include "services/identity/http/http_support.h"
#include "services/identity/http/pages.h"

namespace kadry::identity {
namespace {

constexpr char kLoginCookie[] = "kadry_login";

// Hashing a password for an unknown user too keeps response times alike, so timing
// does not tell whether an account exists.
const std::string& DecoyHash() {
  static const std::string hash = *HashPassword("decoy password that never matches");
  return hash;
}

std::string FormTarget(const nlohmann::json& request) {
  return OriginOf(request.value("redirectUri", ""));
}

void ShowLogin(Provider& p, httplib::Response& res, int status, const std::string& request_id,
               nlohmann::json request, const std::string& lang, const std::string& username,
               const std::string& error_key) {
  // A fresh cookie and CSRF token for every form shown: both must come back together.
  const std::string cookie = RandomToken(16);
  const std::string csrf = RandomToken(16);
  request["loginCookie"] = cookie;
  request["csrf"] = csrf;
  if (!p.sessions.Put(kAuthRequest, request_id, request, kAuthRequestTtlSeconds).ok()) {
    SendPage(res, 503, MessagePage(lang, "bad_request_title", "unavailable"));
    return;
  }
  SetCookie(res, kLoginCookie, cookie, kAuthRequestTtlSeconds, true, "/login");
  SendPage(res, status, LoginPage({lang, request_id, csrf, username, error_key}),
           FormTarget(request));
}

void ShowLoginForm(Provider& p, const httplib::Request& req, httplib::Response& res) {
  const std::string request_id = Param(req, "req");
  auto request = p.sessions.Get(kAuthRequest, request_id);
  const std::string lang = PageLanguage(Param(req, "lang").empty() && request.ok()
                                            ? request->value("lang", "pl")
                                            : Param(req, "lang"));
  if (!request.ok()) {
    SendPage(res, 400, MessagePage(lang, "expired_title", "expired_text", p.config.public_url));
    return;
  }
  ShowLogin(p, res, 200, request_id, *request, lang, "", "");
}

void Login(Provider& p, const httplib::Request& req, httplib::Response& res) {
  const std::string lang = PageLanguage(Param(req, "lang"));
  const std::string request_id = Param(req, "req");
  auto request = p.sessions.Get(kAuthRequest, request_id);
  if (!request.ok()) {
    SendPage(res, 400, MessagePage(lang, "expired_title", "expired_text", p.config.public_url));
    return;
  }
  if (!ConstantTimeEquals(CookieOf(req, kLoginCookie), request->value("loginCookie", "")) ||
      !ConstantTimeEquals(Param(req, "csrf"), request->value("csrf", "")) ||
      Param(req, "csrf").empty()) {
    SendPage(res, 403, MessagePage(lang, "forbidden_title", "forbidden_text"));
    return;
  }
  const std::string username = absl::AsciiStrToLower(Param(req, "username"));
  const std::string address = ClientAddress(req);
  auto account_failures = p.sessions.Count(kFailedAccount, username);
  auto address_failures = p.sessions.Count(kFailedAddress, address);
  if (!account_failures.ok() || !address_failures.ok()) {
    SendPage(res, 503, MessagePage(lang, "bad_request_title", "unavailable"));
    return;
  }
  if (p.throttle.Blocks(*account_failures, *address_failures)) {
    LogWarn("sign-in throttled", {{"username", username}, {"address", address}});
    return ShowLogin(p, res, 429, request_id, *request, lang, username, "throttled");
  }
  auto account = p.accounts.FindByUsername(username);
  const bool known = account.ok() && account->active;
  const bool matches = PasswordMatches(known ? account->password_hash : DecoyHash(),
                                       Param(req, "password"));
  if (!known || !matches) {
    (void)p.sessions.Increment(kFailedAccount, username, p.throttle.window_seconds);
    (void)p.sessions.Increment(kFailedAddress, address, p.throttle.window_seconds);
    LogInfo("sign-in failed", {{"username", username}, {"address", address}});
    return ShowLogin(p, res, 401, request_id, *request, lang, username, "bad_credentials");
  }
  (void)p.sessions.Delete(kFailedAccount, username);
  (void)p.sessions.Delete(kAuthRequest, request_id);
  ClearCookie(res, kLoginCookie, "/login");
  auto session = StartBrowserSession(p, res, account->user_id);
  if (!session.ok()) {
    SendPage(res, 503, MessagePage(lang, "bad_request_title", "unavailable"));
    return;
  }
  LogInfo("signed in", {{"userId", account->user_id}});
  CompleteAuthorization(p, res, *request, *session);
}

}  // namespace

void RegisterLoginEndpoints(httplib::Server& server, Provider& p) {
  server.Get("/login", [&p](const httplib::Request& q, httplib::Response& r) { ShowLoginForm(p, q, r); });
  server.Post("/login", [&p](const httplib::Request& q, httplib::Response& r) { Login(p, q, r); });
}

}  // namespace kadry::identity
