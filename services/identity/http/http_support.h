#pragma once

#include <map>
#include <string>

#include "nlohmann/json.hpp"
#include "services/common/httplib_fwd.h"

namespace kadry::identity {

std::string CookieOf(const httplib::Request& req, const std::string& name);
// Whether cookies carry `Secure` (set once at start: the issuer is https).
void SetSecureCookies(bool secure);
// A Set-Cookie value for the provider's origin. http-only unless the browser must read it.
std::string CookieHeader(const std::string& name, const std::string& value, int max_age_seconds, bool http_only,
                         const std::string& path, bool secure);
void SetCookie(httplib::Response& res, const std::string& name, const std::string& value, int max_age_seconds,
               bool http_only = true, const std::string& path = "/");
void ClearCookie(httplib::Response& res, const std::string& name, const std::string& path = "/");

// A parameter from the query or the url-encoded form body.
std::string Param(const httplib::Request& req, const std::string& name);

void SendJson(httplib::Response& res, int status, const nlohmann::json& body);
// RFC 6749 §5.2 error body, never cached.
void SendOAuthError(httplib::Response& res, int status, const std::string& error, const std::string& description);
// RFC 9457 problem for the IdP API.
void SendProblem(httplib::Response& res, int status, const std::string& title, const std::string& detail);
// An HTML page that may not be framed by anyone; `form_targets` join form-action.
void SendPage(httplib::Response& res, int status, const std::string& html, const std::string& form_targets = "");
void Redirect(httplib::Response& res, const std::string& location);

// uri + "?" or "&" + the encoded parameters (empty values are left out).
std::string WithQuery(const std::string& uri, const std::vector<std::pair<std::string, std::string>>& params);
std::string UrlEncode(const std::string& value);
std::string HtmlEscape(const std::string& text);
bool ConstantTimeEquals(const std::string& a, const std::string& b);

}  // namespace kadry::identity
