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
#include "services/identity/http/sign_in_guard.h"

namespace kadry::identity {
namespace {

constexpr char kLoginCookie[] = "kadry_login";

std::string FormTarget(const nlohmann::json& request) { return OriginOf(request.value("redirectUri", "")); }

void ShowLogin(Provider& p, httplib::Response& res, int status, const std::string& request_id, nlohmann::json request,
               const std::string& lang, const std::string& username, const std::string& error_key) {
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
  SendPage(res, status, LoginPage({lang, request_id, csrf, username, error_key}), FormTarget(request));
}

void ShowLoginForm(Provider& p, const httplib::Request& req, httplib::Response& res) {
  const std::string request_id = Param(req, "req");
  auto request = p.sessions.Get(kAuthRequest, request_id);
  const std::string lang =
      PageLanguage(Param(req, "lang").empty() && request.ok() ? request->value("lang", "pl") : Param(req, "lang"));
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
      !ConstantTimeEquals(Param(req, "csrf"), request->value("csrf", "")) || Param(req, "csrf").empty()) {
    SendPage(res, 403, MessagePage(lang, "forbidden_title", "forbidden_text"));
    return;
  }
  const std::string username = absl::AsciiStrToLower(Param(req, "username"));
  const std::string address = ClientAddress(p, req);
  SignInGuard guard(p, username, address);
  if (!guard.Admit()) return ShowLogin(p, res, 429, request_id, *request, lang, username, "throttled");
  auto account = p.accounts.FindByUsername(username);
  if (!account.ok() && account.status().code() != absl::StatusCode::kNotFound) {
    // A database failure says nothing about the credentials: 503, and no attempt counted.
    guard.NotJudged();
    LogWarn("sign-in unavailable", {{"error", std::string(account.status().message())}});
    return ShowLogin(p, res, 503, request_id, *request, lang, username, "unavailable");
  }
  const bool known = account.ok() && account->active;
  const bool matches = PasswordMatches(known ? account->password_hash : DecoyPasswordHash(), Param(req, "password"));
  if (!known || !matches) {
    // The username is not logged: people type their password into it by mistake.
    LogInfo("sign-in failed", {{"address", address}});
    return ShowLogin(p, res, 401, request_id, *request, lang, username, "bad_credentials");
  }
  guard.Succeeded();
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
