#include "services/identity/http/pages.h"

#include <map>

#include "absl/strings/str_cat.h"
#include "services/identity/http/http_support.h"

namespace kadry::identity {
namespace {

using Dictionary = std::map<std::string, std::string>;

const Dictionary kPolish = {
    {"title", "Kadry — logowanie"},
    {"heading", "Zaloguj się"},
    {"username", "Nazwa użytkownika"},
    {"password", "Hasło"},
    {"submit", "Zaloguj"},
    {"switch", "English"},
    {"bad_credentials", "Nieprawidłowa nazwa użytkownika lub hasło."},
    {"throttled", "Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 minut."},
    {"logout_title", "Wylogowanie"},
    {"logout_text", "Czy na pewno chcesz się wylogować?"},
    {"logout_submit", "Wyloguj"},
    {"change_password", "Zmień hasło"},
    {"expired_title", "Sesja logowania wygasła"},
    {"expired_text", "Wróć do aplikacji i zaloguj się ponownie."},
    {"forbidden_title", "Żądanie odrzucone"},
    {"forbidden_text", "Formularz wygasł lub został wysłany z innej karty. Odśwież stronę i spróbuj ponownie."},
    {"bad_request_title", "Nieprawidłowe żądanie logowania"},
    {"unknown_client", "Aplikacja, z której przyszło żądanie, nie jest zarejestrowana."},
    {"bad_redirect", "Adres powrotu nie jest zarejestrowany dla tej aplikacji."},
    {"bad_logout_redirect", "Adres powrotu po wylogowaniu nie jest zarejestrowany dla tej aplikacji."},
    {"denied_title", "Brak dostępu"},
    {"denied_text",
     "Nie masz uprawnień do tej części aplikacji. Jeśli uważasz, że to błąd, skontaktuj się z działem kadr."},
    {"logged_out_title", "Wylogowano"},
    {"logged_out_text", "Zostałeś wylogowany. Możesz zamknąć to okno."},
    {"back", "Wróć do aplikacji"},
    {"apps_title", "Aplikacje"},
    {"apps_text", "Aplikacje, do których logujesz się tym kontem:"},
    {"app_kadry", "Kadry – wnioski, limity, kalendarz i czas pracy"},
    {"pw_title", "Zmiana hasła"},
    {"pw_current", "Obecne hasło"},
    {"pw_new", "Nowe hasło"},
    {"pw_repeat", "Powtórz nowe hasło"},
    {"pw_submit", "Zmień hasło"},
    {"pw_done", "Hasło zostało zmienione."},
    {"pw_rules", "Co najmniej 10 znaków, w tym litera i cyfra; nie może zawierać nazwy użytkownika."},
    {"too_short", "Hasło musi mieć co najmniej 10 znaków."},
    {"needs_letter", "Hasło musi zawierać literę."},
    {"needs_digit", "Hasło musi zawierać cyfrę."},
    {"same_as_username", "Hasło nie może zawierać nazwy użytkownika."},
    {"mismatch", "Nowe hasła różnią się."},
    {"unavailable", "Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę."},
    {"setpw_title", "Ustaw hasło"},
    {"setpw_intro", "Ustaw hasło do swojego konta. Nazwa użytkownika:"},
    {"setpw_submit", "Ustaw hasło"},
    {"setpw_done", "Hasło zostało ustawione. Możesz się zalogować."},
    {"setpw_invalid_title", "Link wygasł"},
    {"setpw_invalid_text", "Ten link do ustawienia hasła został już użyty albo wygasł. Poproś dział kadr o nowy."},
    {"sign_in", "Zaloguj się"},
};

const Dictionary kEnglish = {
    {"title", "Kadry — sign in"},
    {"heading", "Sign in"},
    {"username", "User name"},
    {"password", "Password"},
    {"submit", "Sign in"},
    {"switch", "Polski"},
    {"bad_credentials", "Incorrect user name or password."},
    {"throttled", "Too many failed sign-in attempts. Try again in 15 minutes."},
    {"logout_title", "Sign out"},
    {"logout_text", "Do you want to sign out?"},
    {"logout_submit", "Sign out"},
    {"change_password", "Change password"},
    {"expired_title", "The sign-in has expired"},
    {"expired_text", "Go back to the application and sign in again."},
    {"forbidden_title", "Request refused"},
    {"forbidden_text", "The form has expired or was sent from another tab. Reload the page and try again."},
    {"bad_request_title", "Invalid sign-in request"},
    {"unknown_client", "The application that sent this request is not registered."},
    {"bad_redirect", "The return address is not registered for this application."},
    {"bad_logout_redirect", "The post-logout address is not registered for this application."},
    {"denied_title", "Access denied"},
    {"denied_text",
     "You are not allowed to use this part of the application. If you think this is a mistake, contact HR."},
    {"logged_out_title", "Signed out"},
    {"logged_out_text", "You have been signed out. You may close this window."},
    {"back", "Back to the application"},
    {"apps_title", "Applications"},
    {"apps_text", "The applications you sign in to with this account:"},
    {"app_kadry", "Kadry – requests, limits, calendar and working time"},
    {"pw_title", "Change password"},
    {"pw_current", "Current password"},
    {"pw_new", "New password"},
    {"pw_repeat", "Repeat the new password"},
    {"pw_submit", "Change password"},
    {"pw_done", "Your password has been changed."},
    {"pw_rules", "At least 10 characters with a letter and a digit; it may not contain the user name."},
    {"too_short", "The password must have at least 10 characters."},
    {"needs_letter", "The password must contain a letter."},
    {"needs_digit", "The password must contain a digit."},
    {"same_as_username", "The password may not contain the user name."},
    {"mismatch", "The new passwords differ."},
    {"unavailable", "The service is unavailable for a moment. Try again shortly."},
    {"setpw_title", "Set your password"},
    {"setpw_intro", "Set the password of your account. User name:"},
    {"setpw_submit", "Set password"},
    {"setpw_done", "Your password has been set. You can sign in now."},
    {"setpw_invalid_title", "The link has expired"},
    {"setpw_invalid_text", "This link to set a password was used already or has expired. Ask HR for a new one."},
    {"sign_in", "Sign in"},
};

constexpr char kStyle[] = R"(<style>
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f5fa;color:#2f2b3d}
@media (prefers-color-scheme:dark){body{background:#25293c;color:#e1def5}.card{background:#2f3349!important}input{background:#25293c;color:#e1def5}}
.card{background:#fff;border-radius:12px;box-shadow:0 4px 18px rgba(47,43,61,.1);padding:40px;width:min(400px,90vw)}
h1{font-size:1.5rem;margin:0 0 8px;color:#1976d2}
h2{font-size:1.1rem;margin:0 0 24px;font-weight:500}
label{display:block;font-size:.85rem;margin:16px 0 4px}
input{box-sizing:border-box;width:100%;padding:10px 12px;border:1px solid #c8c6d0;border-radius:6px;font-size:1rem}
button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:6px;background:#1976d2;color:#fff;font-size:1rem;cursor:pointer}
.error{background:#fdecea;color:#b3261e;border-radius:6px;padding:10px 12px;margin-top:16px}
.ok{background:#e8f5e9;color:#1b5e20;border-radius:6px;padding:10px 12px;margin-top:16px}
.links{display:flex;justify-content:space-between;margin-top:16px;font-size:.85rem}
a{color:#1976d2}
.hint{font-size:.8rem;opacity:.75;margin-top:8px}
</style>)";

std::string Shell(const std::string& lang, const std::string& title, const std::string& body) {
  return absl::StrCat("<!doctype html><html lang=\"", lang,
                      "\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
                      "content=\"width=device-width,initial-scale=1\"><title>",
                      HtmlEscape(title), "</title>", kStyle, "</head><body><main class=\"card\">", "<h1>Kadry</h1>",
                      body, "</main></body></html>");
}

std::string Hidden(const std::string& name, const std::string& value) {
  return absl::StrCat("<input type=\"hidden\" name=\"", name, "\" value=\"", HtmlEscape(value), "\">");
}

}  // namespace

std::string PageLanguage(const std::string& requested) { return requested.rfind("en", 0) == 0 ? "en" : "pl"; }

std::string Translate(const std::string& lang, const std::string& key) {
  const Dictionary& d = lang == "en" ? kEnglish : kPolish;
  auto it = d.find(key);
  return it == d.end() ? key : it->second;
}

std::string LoginPage(const LoginForm& f) {
  const std::string& l = f.lang;
  const std::string other = l == "en" ? "pl" : "en";
  std::string body = absl::StrCat(
      "<h2>", Translate(l, "heading"), "</h2>",
      f.error_key.empty() ? ""
                          : absl::StrCat("<div class=\"error\" role=\"alert\">", Translate(l, f.error_key), "</div>"),
      "<form method=\"post\" action=\"/login\">", Hidden("req", f.request_id), Hidden("csrf", f.csrf),
      Hidden("lang", l), "<label for=\"username\">", Translate(l, "username"), "</label>",
      "<input id=\"username\" name=\"username\" autocomplete=\"username\" required autofocus value=\"",
      HtmlEscape(f.username), "\">", "<label for=\"password\">", Translate(l, "password"), "</label>",
      "<input id=\"password\" name=\"password\" type=\"password\" autocomplete=\"current-password\" required>",
      "<button type=\"submit\">", Translate(l, "submit"), "</button></form>",
      "<div class=\"links\"><a href=\"/login?req=", UrlEncode(f.request_id), "&amp;lang=", other, "\" lang=\"", other,
      "\">", Translate(l, "switch"), "</a>", "<a href=\"/zmiana-hasla?lang=", l, "\">", Translate(l, "change_password"),
      "</a></div>");
  return Shell(l, Translate(l, "title"), body);
}

namespace {
// A page's heading with its refusals below, each said to screen readers.
std::string HeadingAndErrors(const std::string& l, const char* title_key, const std::vector<std::string>& error_keys) {
  std::string out = absl::StrCat("<h2>", Translate(l, title_key), "</h2>");
  for (const auto& key : error_keys) {
    absl::StrAppend(&out, "<div class=\"error\" role=\"alert\">", Translate(l, key), "</div>");
  }
  return out;
}

// The new password twice, with the policy between, and the form's submit button.
std::string NewPasswordFields(const std::string& l, const char* submit_key) {
  return absl::StrCat(
      "<label for=\"new\">", Translate(l, "pw_new"), "</label>",
      "<input id=\"new\" name=\"new_password\" type=\"password\" autocomplete=\"new-password\" required>",
      "<div class=\"hint\">", Translate(l, "pw_rules"), "</div>", "<label for=\"repeat\">", Translate(l, "pw_repeat"),
      "</label>",
      "<input id=\"repeat\" name=\"repeat_password\" type=\"password\" autocomplete=\"new-password\" required>",
      "<button type=\"submit\">", Translate(l, submit_key), "</button></form>");
}
}  // namespace

std::string ChangePasswordPage(const PasswordForm& f) {
  const std::string& l = f.lang;
  std::string body = HeadingAndErrors(l, "pw_title", f.error_keys);
  if (f.done) {
    absl::StrAppend(&body, "<div class=\"ok\" role=\"status\">", Translate(l, "pw_done"), "</div>");
  } else {
    absl::StrAppend(
        &body, "<form method=\"post\" action=\"/zmiana-hasla\">", Hidden("csrf", f.csrf),
        Hidden("client_id", f.client_id), Hidden("lang", l), "<label for=\"username\">", Translate(l, "username"),
        "</label>", "<input id=\"username\" name=\"username\" autocomplete=\"username\" required value=\"",
        HtmlEscape(f.username), "\">", "<label for=\"current\">", Translate(l, "pw_current"), "</label>",
        "<input id=\"current\" name=\"current_password\" type=\"password\" autocomplete=\"current-password\" required>",
        NewPasswordFields(l, "pw_submit"));
  }
  if (!f.back_url.empty()) {
    absl::StrAppend(&body, "<div class=\"links\"><a href=\"", HtmlEscape(f.back_url), "\">", Translate(l, "back"),
                    "</a></div>");
  }
  return Shell(l, Translate(l, "pw_title"), body);
}

std::string SetPasswordPage(const SetPasswordForm& f) {
  const std::string& l = f.lang;
  std::string body = HeadingAndErrors(l, "setpw_title", f.error_keys);
  if (f.done) {
    absl::StrAppend(&body, "<div class=\"ok\" role=\"status\">", Translate(l, "setpw_done"),
                    "</div><div class=\"links\"><a href=\"", HtmlEscape(f.app_url), "\">", Translate(l, "sign_in"),
                    "</a></div>");
    return Shell(l, Translate(l, "setpw_title"), body);
  }
  absl::StrAppend(&body, "<p>", Translate(l, "setpw_intro"), " <strong id=\"username\">", HtmlEscape(f.username),
                  "</strong></p><form method=\"post\" action=\"/ustaw-haslo\">", Hidden("csrf", f.csrf),
                  Hidden("token", f.token), Hidden("lang", l),
                  // The name for password managers, which file the new password under it.
                  "<input type=\"hidden\" name=\"username\" autocomplete=\"username\" value=\"", HtmlEscape(f.username),
                  "\">", NewPasswordFields(l, "setpw_submit"));
  return Shell(l, Translate(l, "setpw_title"), body);
}

std::string LogoutConfirmPage(const LogoutForm& f) {
  const std::string& l = f.lang;
  std::string body = absl::StrCat(
      "<h2>", Translate(l, "logout_title"), "</h2><p>", Translate(l, "logout_text"), "</p>",
      "<form method=\"post\" action=\"/end-session\">", Hidden("csrf", f.csrf), Hidden("client_id", f.client_id),
      Hidden("post_logout_redirect_uri", f.post_logout_redirect_uri), Hidden("state", f.state), Hidden("ui_locales", l),
      "<button type=\"submit\">", Translate(l, "logout_submit"), "</button></form>");
  return Shell(l, Translate(l, "logout_title"), body);
}

std::string MessagePage(const std::string& lang, const std::string& title_key, const std::string& text_key,
                        const std::string& link) {
  std::string body = absl::StrCat("<h2>", Translate(lang, title_key), "</h2><p>", Translate(lang, text_key), "</p>");
  if (!link.empty()) {
    absl::StrAppend(&body, "<div class=\"links\"><a href=\"", HtmlEscape(link), "\">", Translate(lang, "back"),
                    "</a></div>");
  }
  return Shell(lang, Translate(lang, title_key), body);
}

std::string AppsPage(const std::string& lang, const std::string& app_url, const std::string& change_password_url) {
  const std::string body = absl::StrCat(
      "<h2>", Translate(lang, "apps_title"), "</h2><p>", Translate(lang, "apps_text"), "</p><ul><li><a href=\"",
      HtmlEscape(app_url), "\">", Translate(lang, "app_kadry"), "</a></li></ul><div class=\"links\"><a href=\"",
      HtmlEscape(change_password_url), "\">", Translate(lang, "change_password"), "</a></div>");
  return Shell(lang, Translate(lang, "apps_title"), body);
}

std::string CheckSessionPage() {
  return R"(<!doctype html><html><head><meta charset="utf-8"><title>check session</title></head><body><script>
function cookie(name){var m=document.cookie.match(new RegExp('(?:^|; )'+name+'=([^;]*)'));return m?m[1]:'';}
window.addEventListener('message',function(e){
  var parts=typeof e.data==='string'?e.data.split(' '):[];
  if(parts.length!==2||parts[1].indexOf('.')<0){e.source.postMessage('error',e.origin);return;}
  var state=parts[1].split('.'),salt=state[1];
  var text=parts[0]+' '+e.origin+' '+cookie('kadry_opbs')+' '+salt;
  crypto.subtle.digest('SHA-256',new TextEncoder().encode(text)).then(function(d){
    var hex=Array.from(new Uint8Array(d)).map(function(b){return b.toString(16).padStart(2,'0');}).join('');
    e.source.postMessage(hex===state[0]?'unchanged':'changed',e.origin);
  });
},false);
</script></body></html>)";
}

}  // namespace kadry::identity
