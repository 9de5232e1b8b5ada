// The IdP API the app calls at start-up (docs/product.md §7): application configuration (roles,
// languages) and the signed-in user's profile language.
#include <httplib.h>

#include "absl/strings/numbers.h"
#include "services/identity/http/http_support.h"
#include "services/identity/http/provider.h"

namespace kadry::identity {
namespace {

absl::StatusOr<Principal> Caller(Provider& p, const httplib::Request& req, httplib::Response& res) {
  auto claims = p.access_tokens.Verify(BearerToken(req.get_header_value("Authorization")));
  absl::StatusOr<Principal> principal =
      claims.ok() ? PrincipalFromClaims(*claims) : absl::StatusOr<Principal>(claims.status());
  if (!principal.ok()) {
    res.set_header("WWW-Authenticate", "Bearer error=\"invalid_token\"");
    SendProblem(res, 401, "Unauthorized", "a valid bearer token of a user is required");
  }
  return principal;
}

nlohmann::json ProfileJson(const Account& a) {
  return {{"data",
           {{"userId", a.user_id},
            {"username", a.username},
            {"firstName", a.first_name},
            {"lastName", a.last_name},
            {"fullName", a.FullName()},
            {"email", a.email},
            {"languageId", a.language_id}}}};
}

void Configuration(Provider& p, const httplib::Request& req, httplib::Response& res) {
  if (!Caller(p, req, res).ok()) return;
  int application_id = 0;
  if (!absl::SimpleAtoi(req.matches[1].str(), &application_id) || application_id != p.config.application_id) {
    return SendProblem(res, 404, "Not Found", "no such application");
  }
  auto roles = p.accounts.Roles();
  auto languages = p.accounts.Languages();
  if (!roles.ok() || !languages.ok()) return SendProblem(res, 503, "Service Unavailable", "try again");
  nlohmann::json role_list = nlohmann::json::array();
  for (const Role& r : *roles) role_list.push_back({{"roleId", r.role_id}, {"name", r.name}});
  SendJson(res, 200, {{"data", {{"roles", role_list}, {"languages", *languages}}}});
}

void GetProfile(Provider& p, const httplib::Request& req, httplib::Response& res) {
  auto caller = Caller(p, req, res);
  if (!caller.ok()) return;
  auto account = p.accounts.FindById(caller->user_id);
  if (!account.ok()) return SendProblem(res, 404, "Not Found", "no such account");
  SendJson(res, 200, ProfileJson(*account));
}

void PutProfile(Provider& p, const httplib::Request& req, httplib::Response& res) {
  auto caller = Caller(p, req, res);
  if (!caller.ok()) return;
  const auto body = nlohmann::json::parse(req.body, nullptr, false);
  if (!body.is_object() || !body.contains("languageId") || !body["languageId"].is_number_integer()) {
    return SendProblem(res, 400, "Bad Request", "languageId (a whole number) is required");
  }
  const int language_id = body["languageId"];
  auto exists = p.accounts.LanguageExists(language_id);
  if (!exists.ok()) return SendProblem(res, 503, "Service Unavailable", "try again");
  if (!*exists) return SendProblem(res, 400, "Bad Request", "the language is not offered");
  if (!p.accounts.SetLanguage(caller->user_id, language_id).ok()) {
    return SendProblem(res, 404, "Not Found", "no such account");
  }
  GetProfile(p, req, res);
}

}  // namespace

void RegisterIdpApi(httplib::Server& server, Provider& p) {
  server.Get(R"(/api/v1/applications/([^/]+)/configuration)",
             [&p](const httplib::Request& q, httplib::Response& r) { Configuration(p, q, r); });
  server.Get("/api/v1/self-manage/profile",
             [&p](const httplib::Request& q, httplib::Response& r) { GetProfile(p, q, r); });
  server.Put("/api/v1/self-manage/profile",
             [&p](const httplib::Request& q, httplib::Response& r) { PutProfile(p, q, r); });
}

}  // namespace kadry::identity
