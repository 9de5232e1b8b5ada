#include "services/identity/http/http_support.h"

#include <httplib.h>
#include <openssl/crypto.h>

#include <atomic>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace kadry::identity {

std::string CookieOf(const httplib::Request& req, const std::string& name) {
  const std::string header = req.get_header_value("Cookie");
  for (absl::string_view part : absl::StrSplit(header, ';')) {
    while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
    const size_t eq = part.find('=');
    if (eq != absl::string_view::npos && part.substr(0, eq) == name) {
      return std::string(part.substr(eq + 1));
    }
  }
  return "";
}

namespace {
std::atomic<bool> secure_cookies = false;
}  // namespace

void SetSecureCookies(bool secure) { secure_cookies = secure; }

std::string CookieHeader(const std::string& name, const std::string& value, int max_age_seconds, bool http_only,
                         const std::string& path, bool secure) {
  // SameSite=Lax: sent on top-level navigations and same-site frames (silent renew from
  // the app), never on cross-site POSTs. Secure behind https, so no plain-http request
  // (a downgrade, a stray link) ever carries the session.
  return absl::StrCat(name, "=", value, "; Path=", path, "; Max-Age=", max_age_seconds, "; SameSite=Lax",
                      http_only ? "; HttpOnly" : "", secure ? "; Secure" : "");
}

void SetCookie(httplib::Response& res, const std::string& name, const std::string& value, int max_age_seconds,
               bool http_only, const std::string& path) {
  res.headers.emplace("Set-Cookie", CookieHeader(name, value, max_age_seconds, http_only, path, secure_cookies));
}

void ClearCookie(httplib::Response& res, const std::string& name, const std::string& path) {
  SetCookie(res, name, "", 0, true, path);
}

std::string Param(const httplib::Request& req, const std::string& name) {
  return req.has_param(name.c_str()) ? req.get_param_value(name.c_str()) : std::string();
}

void SendJson(httplib::Response& res, int status, const nlohmann::json& body) {
  res.status = status;
  res.set_header("Cache-Control", "no-store");
  res.set_content(body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), "application/json");
}

void SendOAuthError(httplib::Response& res, int status, const std::string& error, const std::string& description) {
  res.set_header("Pragma", "no-cache");
  SendJson(res, status, {{"error", error}, {"error_description", description}});
}

void SendProblem(httplib::Response& res, int status, const std::string& title, const std::string& detail) {
  res.status = status;
  res.set_content(
      nlohmann::json({{"type", "about:blank"}, {"title", title}, {"status", status}, {"detail", detail}}).dump(),
      "application/problem+json");
}

void SendPage(httplib::Response& res, int status, const std::string& html, const std::string& form_targets) {
  res.status = status;
  res.set_header("Cache-Control", "no-store");
  res.set_header("X-Frame-Options", "DENY");
  res.set_header("Content-Security-Policy",
                 absl::StrCat("default-src 'none'; style-src 'unsafe-inline'; img-src data:; "
                              "frame-ancestors 'none'; base-uri 'none'; form-action 'self' ",
                              form_targets));
  res.set_content(html, "text/html; charset=utf-8");
}

void Redirect(httplib::Response& res, const std::string& location) {
  res.status = 302;
  res.set_header("Location", location);
  res.set_header("Cache-Control", "no-store");
}

std::string UrlEncode(const std::string& value) {
  static const char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : value) {
    if (isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~') {
      out.push_back(static_cast<char>(c));
    } else {
      out.push_back('%');
      out.push_back(kHex[c >> 4]);
      out.push_back(kHex[c & 15]);
    }
  }
  return out;
}

std::string WithQuery(const std::string& uri, const std::vector<std::pair<std::string, std::string>>& params) {
  std::string out = uri;
  char separator = uri.find('?') == std::string::npos ? '?' : '&';
  for (const auto& [name, value] : params) {
    if (value.empty()) continue;
    out += separator;
    out += name + "=" + UrlEncode(value);
    separator = '&';
  }
  return out;
}

std::string HtmlEscape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out.push_back(c);
    }
  }
  return out;
}

bool ConstantTimeEquals(const std::string& a, const std::string& b) {
  return a.size() == b.size() && CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

}  // namespace kadry::identity
