#pragma once

#include <string>
#include <vector>

namespace kadry::identity {

// The provider's own pages, in Polish (default) or English.
std::string PageLanguage(const std::string& requested);  // "pl" or "en"
std::string Translate(const std::string& lang, const std::string& key);

struct LoginForm {
  std::string lang;
  std::string request_id;
  std::string csrf;
  std::string username;
  std::string error_key;  // empty, or a key of the dictionary
};
std::string LoginPage(const LoginForm& form);

struct PasswordForm {
  std::string lang;
  std::string csrf;
  std::string client_id;
  std::string username;
  std::vector<std::string> error_keys;
  bool done = false;
  std::string back_url;
};
std::string ChangePasswordPage(const PasswordForm& form);

// ustaw-haslo: a new user's first password, from the one-time link of the people import.
struct SetPasswordForm {
  std::string lang;
  std::string csrf;
  std::string token;
  std::string username;  // shown, so the user learns the name to sign in with
  std::vector<std::string> error_keys;
  bool done = false;
  std::string app_url;
};
std::string SetPasswordPage(const SetPasswordForm& form);

// RP-Initiated Logout 1.0 §2: without a valid id_token_hint the user is asked before
// the session ends; the form posts back to /end-session with the same parameters.
struct LogoutForm {
  std::string lang;
  std::string csrf;
  std::string client_id;
  std::string post_logout_redirect_uri;
  std::string state;
};
std::string LogoutConfirmPage(const LogoutForm& form);

// A page with a title, one sentence and an optional link back.
std::string MessagePage(const std::string& lang, const std::string& title_key, const std::string& text_key,
                        const std::string& link = "");

// The provider's home, where the app's "Aplikacje" entry leads: the applications this
// account signs in to, and the change-password link.
std::string AppsPage(const std::string& lang, const std::string& app_url, const std::string& change_password_url);

// The OP iframe of OIDC Session Management: answers the app's postMessage
// "client_id session_state" with "unchanged", "changed" or "error".
std::string CheckSessionPage();

}  // namespace kadry::identity
