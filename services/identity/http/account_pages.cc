// zmiana-hasla (change password), brak-dostepu (access denied) and the provider's home
// (the applications), linked from the app.
#include <httplib.h>

#include <optional>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "services/common/digest.h"
#include "services/common/jwt.h"
#include "services/common/log.h"
#include "services/identity/domain/password.h"
#include "services/identity/http/authorization.h"
#include "services/identity/http/browser_bound_form.h"
#include "services/identity/http/http_support.h"
#include "services/identity/http/pages.h"
#include "services/identity/http/provider.h"
#include "services/identity/http/sign_in_guard.h"

namespace kadry::identity {
namespace {

constexpr BoundForm kForm{kPasswordForm, "kadry_pwform", 15 * 60, "/zmiana-hasla"};

std::string BackUrl(Provider& p, const std::string& client_id) {
  auto client = p.clients.Find(client_id);
  if (client.ok() && !client->post_logout_redirect_uris.empty()) {
    return client->post_logout_redirect_uris.front();
  }
  return p.config.public_url;
}

// `form` drawn by `page` with a fresh CSRF token bound to the browser; 503 when it cannot be kept.
template <typename Form, typename Page>
void ShowBound(Provider& p, const BoundForm& bound, const char* title_key, httplib::Response& res, int status,
               Form form, Page page) {
  absl::StatusOr<std::string> csrf = BindForm(p, bound, res);
  if (!csrf.ok()) {
    SendPage(res, 503, MessagePage(form.lang, title_key, "unavailable"));
    return;
  }
  form.csrf = *std::move(csrf);
  SendPage(res, status, page(form));
}

void ShowForm(Provider& p, httplib::Response& res, int status, PasswordForm form) {
  ShowBound(p, kForm, "pw_title", res, status, std::move(form), ChangePasswordPage);
}

void PasswordFormPage(Provider& p, const httplib::Request& req, httplib::Response& res) {
  PasswordForm form;
  form.lang = PageLanguage(Param(req, "lang"));
  form.client_id = Param(req, "client_id");
  form.back_url = BackUrl(p, form.client_id);
  ShowForm(p, res, 200, form);
}

void ChangePassword(Provider& p, const httplib::Request& req, httplib::Response& res) {
  PasswordForm form;
  form.lang = PageLanguage(Param(req, "lang"));
  form.client_id = Param(req, "client_id");
  form.back_url = BackUrl(p, form.client_id);
  form.username = absl::AsciiStrToLower(Param(req, "username"));
  if (!PostedFromBoundForm(p, kForm, req)) {
    SendPage(res, 403, MessagePage(form.lang, "forbidden_title", "forbidden_text"));
    return;
  }
  SignInGuard guard(p, form.username, ClientAddress(p, req));
  if (!guard.Admit()) {
    form.error_keys = {"throttled"};
    return ShowForm(p, res, 429, form);
  }
  auto account = p.accounts.FindByUsername(form.username);
  if (!account.ok() && account.status().code() != absl::StatusCode::kNotFound) {
    guard.NotJudged();
    form.error_keys = {"unavailable"};
    return ShowForm(p, res, 503, form);
  }
  // The decoy keeps an unknown name as slow as a known one (no telling who has an account).
  const bool known = account.ok() && account->active;
  if (!PasswordMatches(known ? account->password_hash : DecoyPasswordHash(), Param(req, "current_password")) ||
      !known) {
    form.error_keys = {"bad_credentials"};
    return ShowForm(p, res, 401, form);
  }
  guard.Succeeded();
  const std::string fresh = Param(req, "new_password");
  form.error_keys = PasswordPolicyProblems(fresh, form.username);
  if (fresh != Param(req, "repeat_password")) form.error_keys.push_back("mismatch");
  if (!form.error_keys.empty()) return ShowForm(p, res, 400, form);
  auto hash = HashPassword(fresh);
  if (!hash.ok() || !p.accounts.SetPasswordHash(account->user_id, *hash).ok()) {
    form.error_keys = {"unavailable"};
    return ShowForm(p, res, 503, form);
  }
  EndEverySession(p, account->user_id);
  LogInfo("password changed", {{"userId", account->user_id}});
  form.done = true;
  SendPage(res, 200, ChangePasswordPage(form));
}

constexpr BoundForm kSetForm{kSetPasswordForm, "kadry_setpwform", 30 * 60, "/ustaw-haslo"};

// The link's token as stored: its SHA-256 digest.
std::string SetupTokenHash(const std::string& token) { return Base64UrlEncode(Sha256(token)); }

void ShowSetForm(Provider& p, httplib::Response& res, int status, SetPasswordForm form) {
  ShowBound(p, kSetForm, "setpw_title", res, status, std::move(form), SetPasswordPage);
}

// The account of a live link; the page itself answers otherwise (expired, unavailable).
std::optional<Account> AccountOfLink(Provider& p, const std::string& token, const std::string& lang,
                                     httplib::Response& res) {
  auto user_id = token.empty() || token.size() > 100 ? absl::NotFoundError("no token")
                                                     : p.accounts.PasswordSetupUser(SetupTokenHash(token));
  absl::StatusOr<Account> account = user_id.ok() ? p.accounts.FindById(*user_id) : user_id.status();
  if (account.ok() && account->active) return *std::move(account);
  const bool gone = account.ok() || account.status().code() == absl::StatusCode::kNotFound;
  SendPage(res, gone ? 410 : 503,
           gone ? MessagePage(lang, "setpw_invalid_title", "setpw_invalid_text", p.config.public_url)
                : MessagePage(lang, "setpw_title", "unavailable"));
  return std::nullopt;
}

void SetPasswordFormPage(Provider& p, const httplib::Request& req, httplib::Response& res) {
  SetPasswordForm form;
  form.lang = PageLanguage(Param(req, "lang"));
  form.token = Param(req, "token");
  const std::optional<Account> account = AccountOfLink(p, form.token, form.lang, res);
  if (!account) return;
  form.username = account->username;
  ShowSetForm(p, res, 200, form);
}

void SetPassword(Provider& p, const httplib::Request& req, httplib::Response& res) {
  SetPasswordForm form;
  form.lang = PageLanguage(Param(req, "lang"));
  form.token = Param(req, "token");
  if (!PostedFromBoundForm(p, kSetForm, req)) {
    SendPage(res, 403, MessagePage(form.lang, "forbidden_title", "forbidden_text"));
    return;
  }
  const std::optional<Account> account = AccountOfLink(p, form.token, form.lang, res);
  if (!account) return;
  form.username = account->username;
  const std::string fresh = Param(req, "new_password");
  form.error_keys = PasswordPolicyProblems(fresh, form.username);
  if (fresh != Param(req, "repeat_password")) form.error_keys.push_back("mismatch");
  if (!form.error_keys.empty()) return ShowSetForm(p, res, 400, form);
  auto hash = HashPassword(fresh);
  const absl::Status set =
      hash.ok() ? p.accounts.SetPasswordFromSetup(SetupTokenHash(form.token), *hash) : hash.status();
  if (set.code() == absl::StatusCode::kNotFound) {
    SendPage(res, 410, MessagePage(form.lang, "setpw_invalid_title", "setpw_invalid_text", p.config.public_url));
    return;
  }
  if (!set.ok()) {
    form.error_keys = {"unavailable"};
    return ShowSetForm(p, res, 503, form);
  }
  LogInfo("first password set", {{"userId", account->user_id}});
  form.done = true;
  form.app_url = p.config.public_url;
  SendPage(res, 200, SetPasswordPage(form));
}

}  // namespace

std::string IssuePasswordSetup(AccountStore& accounts, const std::string& issuer, int user_id) {
  const std::string token = RandomToken(32);
  if (!accounts.PutPasswordSetup(user_id, SetupTokenHash(token), absl::Now() + kPasswordSetupLifetime).ok()) {
    return "";
  }
  return absl::StrCat(issuer, "/ustaw-haslo?token=", token);
}

std::string IssuePasswordSetup(Provider& p, int user_id) {
  return IssuePasswordSetup(p.accounts, p.config.issuer, user_id);
}

void RegisterAccountPages(httplib::Server& server, Provider& p) {
  server.Get("/zmiana-hasla", [&p](const httplib::Request& q, httplib::Response& r) { PasswordFormPage(p, q, r); });
  server.Post("/zmiana-hasla", [&p](const httplib::Request& q, httplib::Response& r) { ChangePassword(p, q, r); });
  server.Get("/ustaw-haslo", [&p](const httplib::Request& q, httplib::Response& r) { SetPasswordFormPage(p, q, r); });
  server.Post("/ustaw-haslo", [&p](const httplib::Request& q, httplib::Response& r) { SetPassword(p, q, r); });
  server.Get("/", [&p](const httplib::Request& q, httplib::Response& r) {
    SendPage(
        r, 200,
        AppsPage(PageLanguage(Param(q, "lang")), p.config.public_url, absl::StrCat(p.config.issuer, "/zmiana-hasla")));
  });
  server.Get("/brak-dostepu", [&p](const httplib::Request& q, httplib::Response& r) {
    const std::string lang = PageLanguage(Param(q, "lang"));
    SendPage(r, 200, MessagePage(lang, "denied_title", "denied_text", p.config.public_url));
  });
}

}  // namespace kadry::identity
