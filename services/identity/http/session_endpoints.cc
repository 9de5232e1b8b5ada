// Browser sessions of the provider: starting one at sign-in, ending one (RP-Initiated
// Logout 1.0) or all of a user's (password change), and the OP iframe of OIDC Session
// Management.
#include <httplib.h>

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/time/clock.h"
#include "services/common/log.h"
#include "services/identity/domain/session_state.h"
#include "services/identity/http/authorization.h"
#include "services/identity/http/browser_bound_form.h"
#include "services/identity/http/http_support.h"
#include "services/identity/http/pages.h"

namespace kadry::identity {
namespace {

constexpr BoundForm kConfirmation{kLogoutForm, "kadry_logout", 15 * 60, "/end-session"};

// Forgets a browser session everywhere: its record, its refresh tokens and, through the
// revocation list, the access tokens issued in it.
void EndBrowserSession(Provider& p, const std::string& sid) {
  if (sid.empty()) return;
  (void)p.sessions.Delete(kSession, sid);
  (void)p.refresh_tokens.RevokeSession(sid);
  if (auto s = p.revoked.RevokeSession(sid, RevocationTtl(p.config)); !s.ok()) {
    LogWarn("session not put on the revocation list", {{"error", std::string(s.message())}});
  }
}

// The audience and sid of an id_token_hint after checking its signature, issuer and type (an
// access token is no hint); an expired hint is normal at logout, so its times do not count.
struct Hint {
  std::string client_id;
  std::string sid;
};
absl::StatusOr<Hint> VerifiedHint(Provider& p, const std::string& hint) {
  const size_t first = hint.find('.');
  const size_t second = hint.find('.', first + 1);
  if (first == std::string::npos || second == std::string::npos) {
    return absl::InvalidArgumentError("not a JWT");
  }
  auto payload = Base64UrlDecode(hint.substr(first + 1, second - first - 1));
  if (!payload.ok()) return payload.status();
  auto claims = nlohmann::json::parse(*payload, nullptr, false);
  if (!claims.is_object()) return absl::InvalidArgumentError("not a JWT");
  const std::string aud = StringClaim(claims, "aud");
  auto jwks = p.keys.Jwks();
  if (!jwks.ok()) return jwks.status();
  auto keys = KeySet::FromJwks(*jwks);
  if (!keys.ok()) return keys.status();
  auto verified =
      VerifyJwt(hint, *keys, {p.config.issuer, aud, "", kIdTokenType}, absl::FromUnixSeconds(claims.value("iat", 0LL)));
  if (!verified.ok() || aud.empty()) return absl::InvalidArgumentError("not our id_token");
  return Hint{aud, StringClaim(claims, "sid")};
}

void AskToConfirm(Provider& p, httplib::Response& res, LogoutForm form) {
  absl::StatusOr<std::string> csrf = BindForm(p, kConfirmation, res);
  if (!csrf.ok()) {
    SendPage(res, 503, MessagePage(form.lang, "bad_request_title", "unavailable"));
    return;
  }
  form.csrf = *std::move(csrf);
  SendPage(res, 200, LogoutConfirmPage(form));
}

bool ConfirmedByForm(Provider& p, const httplib::Request& req) {
  return req.method == "POST" && PostedFromBoundForm(p, kConfirmation, req);
}

void EndSession(Provider& p, const httplib::Request& req, httplib::Response& res) {
  const std::string lang = PageLanguage(Param(req, "ui_locales"));
  std::string client_id = Param(req, "client_id");
  absl::StatusOr<Hint> hint = absl::NotFoundError("no hint");
  if (const std::string text = Param(req, "id_token_hint"); !text.empty()) {
    hint = VerifiedHint(p, text);
    if (hint.ok()) client_id = hint->client_id;
  }
  const std::string target = Param(req, "post_logout_redirect_uri");
  if (!target.empty()) {
    auto client = p.clients.Find(client_id);
    if (!client.ok() && client.status().code() != absl::StatusCode::kNotFound) {
      SendPage(res, 503, MessagePage(lang, "bad_request_title", "unavailable"));
      return;
    }
    if (!client.ok() || !client->HasPostLogoutUri(target)) {
      SendPage(res, 400, MessagePage(lang, "bad_request_title", "bad_logout_redirect"));
      return;
    }
  }
  // A plain link must not sign anybody out: without the client's proof (a valid hint)
  // the user confirms on a form of the provider's own (RP-Initiated Logout 1.0 §2).
  if (!hint.ok() && !ConfirmedByForm(p, req)) {
    return AskToConfirm(p, res, {lang, "", client_id, target, Param(req, "state")});
  }
  std::string sid = CookieOf(req, "kadry_sid");
  if (sid.empty() && hint.ok()) sid = hint->sid;  // the browser lost its cookie
  EndBrowserSession(p, sid);
  ClearCookie(res, "kadry_sid");
  ClearCookie(res, kConfirmation.cookie, kConfirmation.path);
  // A new browser state tells every check-session iframe that the session changed.
  SetCookie(res, "kadry_opbs", RandomToken(16), p.config.session_ttl_seconds, false);
  if (!target.empty()) {
    Redirect(res, WithQuery(target, {{"state", Param(req, "state")}}));
  } else {
    SendPage(res, 200, MessagePage(lang, "logged_out_title", "logged_out_text"));
  }
}

void CheckSession(Provider& p, const httplib::Request&, httplib::Response& res) {
  res.set_header("Cache-Control", "no-store");
  // Framed by the app (session monitoring); only the app's origins may frame it.
  res.set_header("Content-Security-Policy",
                 absl::StrCat("default-src 'none'; script-src 'unsafe-inline'; frame-ancestors ",
                              absl::StrJoin(p.config.cors_origins, " ")));
  res.set_content(CheckSessionPage(), "text/html; charset=utf-8");
}

}  // namespace

absl::StatusOr<BrowserSession> SessionOf(Provider& p, const httplib::Request& req) {
  const std::string sid = CookieOf(req, "kadry_sid");
  auto record = p.sessions.Get(kSession, sid);
  if (!record.ok()) return record.status();
  return BrowserSession{sid, record->value("userId", 0), record->value("authTime", 0LL),
                        record->value("browserState", "")};
}

absl::StatusOr<BrowserSession> StartBrowserSession(Provider& p, httplib::Response& res, int user_id) {
  BrowserSession s{RandomToken(24), user_id, absl::ToUnixSeconds(absl::Now()), RandomToken(16)};
  auto stored = p.sessions.Put(kSession, s.sid,
                               {{"userId", user_id}, {"authTime", s.auth_time}, {"browserState", s.browser_state}},
                               p.config.session_ttl_seconds);
  if (!stored.ok()) return stored;
  // The user's set of sessions, so a password change can end every one of them.
  (void)p.sessions.AddMember(kUserSessions, std::to_string(user_id), s.sid, p.config.session_ttl_seconds);
  SetCookie(res, "kadry_sid", s.sid, p.config.session_ttl_seconds);
  SetCookie(res, "kadry_opbs", s.browser_state, p.config.session_ttl_seconds, false);
  return s;
}

void EndEverySession(Provider& p, int user_id) {
  std::vector<std::string> sids;
  if (auto browser = p.sessions.TakeMembers(kUserSessions, std::to_string(user_id)); browser.ok()) {
    sids = *browser;
  }
  if (auto refreshed = p.refresh_tokens.RevokeUser(user_id); refreshed.ok()) {
    sids.insert(sids.end(), refreshed->begin(), refreshed->end());
  }
  std::sort(sids.begin(), sids.end());
  sids.erase(std::unique(sids.begin(), sids.end()), sids.end());
  for (const std::string& sid : sids) EndBrowserSession(p, sid);
  // Tokens of this very second count as before the change (a cutoff rounded up).
  auto s = p.revoked.RevokeUserTokensIssuedBefore(user_id, absl::Now() + absl::Seconds(1), RevocationTtl(p.config));
  if (!s.ok()) LogWarn("user tokens not put on the revocation list", {{"userId", user_id}});
}

void RegisterSessionEndpoints(httplib::Server& server, Provider& p) {
  server.Get("/end-session", [&p](const httplib::Request& q, httplib::Response& r) { EndSession(p, q, r); });
  server.Post("/end-session", [&p](const httplib::Request& q, httplib::Response& r) { EndSession(p, q, r); });
  server.Get("/check-session", [&p](const httplib::Request& q, httplib::Response& r) { CheckSession(p, q, r); });
}

}  // namespace kadry::identity
