// The OpenID Connect provider's protocol endpoints (OIDC Core 1.0, RFC 6749, RFC 7636,
// RFC 7009, OIDC Session Management and RP-Initiated Logout).
#include <httplib.h>

#include "absl/strings/escaping.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/time/clock.h"
#include "services/common/log.h"
#include "services/identity/domain/pkce.h"
#include "services/identity/domain/session_state.h"
#include "services/identity/http/sign_in_guard.h"
#include "services/identity/http/authorization.h"
#include "services/identity/http/client_auth.h"
#include "services/identity/http/http_support.h"
#include "services/identity/http/pages.h"

namespace kadry::identity {
namespace {

nlohmann::json Discovery(const Config& c) {
  const std::string& i = c.issuer;
  return {
      {"issuer", i},
      {"authorization_endpoint", i + "/authorize"},
      {"token_endpoint", i + "/token"},
      {"userinfo_endpoint", i + "/userinfo"},
      {"jwks_uri", i + "/jwks"},
      {"revocation_endpoint", i + "/revoke"},
      {"end_session_endpoint", i + "/end-session"},
      {"check_session_iframe", i + "/check-session"},
      {"response_types_supported", {"code"}},
      {"response_modes_supported", {"query"}},
      {"grant_types_supported", {"authorization_code", "refresh_token", "client_credentials"}},
      {"subject_types_supported", {"public"}},
      {"id_token_signing_alg_values_supported", {"RS256"}},
      {"code_challenge_methods_supported", {"S256"}},
      {"token_endpoint_auth_methods_supported", {"none", "client_secret_basic", "client_secret_post"}},
      {"revocation_endpoint_auth_methods_supported", {"none", "client_secret_basic", "client_secret_post"}},
      {"scopes_supported", {"openid", "profile", "email", "offline_access", "absences"}},
      {"claims_supported",
       {"sub", "iss", "aud", "exp", "iat", "auth_time", "nonce", "sid", "name", "given_name", "family_name",
        "preferred_username", "email", "role"}},
      {"prompt_values_supported", {"none", "login"}},
      {"ui_locales_supported", {"pl", "en"}},
      {"authorization_response_iss_parameter_supported", true},
      {"frontchannel_logout_supported", false},
  };
}

// Redirects an authorization error to the client (RFC 6749 §4.1.2.1); only called once
// the client and its redirect URI are known to be genuine.
void RedirectError(Provider& p, httplib::Response& res, const std::string& redirect_uri, const std::string& state,
                   const std::string& error, const std::string& description) {
  Redirect(
      res,
      WithQuery(redirect_uri,
                {{"error", error}, {"error_description", description}, {"state", state}, {"iss", p.config.issuer}}));
}

void Authorize(Provider& p, const httplib::Request& req, httplib::Response& res) {
  const std::string lang = PageLanguage(Param(req, "ui_locales"));
  const std::string client_id = Param(req, "client_id");
  const std::string redirect_uri = Param(req, "redirect_uri");
  auto client = p.clients.Find(client_id);
  if (!client.ok()) {
    const bool unknown = client.status().code() == absl::StatusCode::kNotFound;
    SendPage(res, unknown ? 400 : 503,
             MessagePage(lang, "bad_request_title", unknown ? "unknown_client" : "unavailable"));
    return;
  }
  // Never redirect to an address the client did not register exactly (open redirector).
  if (redirect_uri.empty() || !client->HasRedirectUri(redirect_uri)) {
    SendPage(res, 400, MessagePage(lang, "bad_request_title", "bad_redirect"));
    return;
  }
  const std::string state = Param(req, "state");
  auto fail = [&](const std::string& error, const std::string& why) {
    RedirectError(p, res, redirect_uri, state, error, why);
  };
  if (Param(req, "response_type") != "code") {
    return fail("unsupported_response_type", "only response_type=code is supported");
  }
  if (!client->AllowsGrant("authorization_code")) {
    return fail("unauthorized_client", "this client may not use the authorization code flow");
  }
  const std::string scope = Param(req, "scope");
  if (!ScopeHas(scope, "openid")) return fail("invalid_scope", "the openid scope is required");
  for (absl::string_view s : absl::StrSplit(scope, ' ', absl::SkipEmpty())) {
    if (!client->AllowsScope(std::string(s))) {
      return fail("invalid_scope", absl::StrCat("scope not allowed: ", s));
    }
  }
  if (Param(req, "code_challenge_method") != "S256" || !IsValidS256Challenge(Param(req, "code_challenge"))) {
    return fail("invalid_request", "PKCE with code_challenge_method=S256 is required");
  }
  const std::string prompt = Param(req, "prompt");
  if (!prompt.empty() && prompt != "none" && prompt != "login") {
    return fail("invalid_request", "unsupported prompt value");
  }
  const nlohmann::json request = {{"clientId", client_id}, {"redirectUri", redirect_uri},
                                  {"state", state},        {"nonce", Param(req, "nonce")},
                                  {"scope", scope},        {"codeChallenge", Param(req, "code_challenge")},
                                  {"lang", lang}};

  auto session = SessionOf(p, req);
  if (session.ok() && prompt != "login") {
    auto account = p.accounts.FindById(session->user_id);
    if (account.ok() && account->active) {
      CompleteAuthorization(p, res, request, *session);
      return;
    }
  }
  if (prompt == "none") return fail("login_required", "the user is not signed in");
  const std::string request_id = RandomToken(24);
  if (!p.sessions.Put(kAuthRequest, request_id, request, kAuthRequestTtlSeconds).ok()) {
    SendPage(res, 503, MessagePage(lang, "bad_request_title", "unavailable"));
    return;
  }
  Redirect(res, WithQuery(p.config.issuer + "/login", {{"req", request_id}, {"lang", lang == "en" ? "en" : ""}}));
}

// RFC 6749 §4.1.2: a code used twice means it leaked, so what it gave is revoked, the
// refresh token family and the access token alike.
void RevokeWhatAReplayedCodeGave(Provider& p, const std::string& code) {
  auto redeemed = p.sessions.Take(kRedeemedCode, code);
  if (!redeemed.ok()) return;
  LogWarn("authorization code replayed; revoking its tokens");
  if (const std::string family = redeemed->value("family", ""); !family.empty()) {
    (void)p.refresh_tokens.RevokeFamily(family);
  }
  (void)p.revoked.RevokeToken(redeemed->value("jti", ""), absl::FromUnixSeconds(redeemed->value("exp", 0LL)));
}

void CodeGrant(Provider& p, const Client& client, const httplib::Request& req, httplib::Response& res) {
  const std::string code_value = Param(req, "code");
  auto code = p.sessions.Take(kCode, code_value);
  if (!code.ok()) {
    RevokeWhatAReplayedCodeGave(p, code_value);
    return SendOAuthError(res, 400, "invalid_grant", "the code is invalid, expired or already used");
  }
  if ((*code)["clientId"] != client.client_id || (*code)["redirectUri"] != Param(req, "redirect_uri")) {
    return SendOAuthError(res, 400, "invalid_grant", "the code was issued to another client or redirect_uri");
  }
  if (!VerifierMatchesChallenge(Param(req, "code_verifier"), (*code)["codeChallenge"])) {
    return SendOAuthError(res, 400, "invalid_grant", "code_verifier does not match the challenge");
  }
  // A code outlives nothing: once its browser session ended (sign-out, password change)
  // it gives no tokens, even if it was issued a moment before.
  if (auto session = p.sessions.Get(kSession, code->value("sid", ""));
      !session.ok() && session.status().code() == absl::StatusCode::kNotFound) {
    return SendOAuthError(res, 400, "invalid_grant", "the session of the code has ended");
  }
  auto account = p.accounts.FindById((*code)["userId"]);
  if (!account.ok() || !account->active) {
    return SendOAuthError(res, 400, "invalid_grant", "the account is not active");
  }
  auto tokens =
      p.issuer.ForUser(*account, client, {(*code)["scope"], (*code)["sid"], (*code)["authTime"], (*code)["nonce"], ""});
  if (!tokens.ok()) return SendOAuthError(res, 503, "temporarily_unavailable", "try again");
  // Remembered as long as the access token lives: a replay within that time revokes it.
  (void)p.sessions.Put(kRedeemedCode, code_value,
                       {{"jti", tokens->access_jti}, {"exp", tokens->access_expires_at}, {"family", tokens->family_id}},
                       p.config.access_ttl_seconds);
  SendJson(res, 200, tokens->ToJson());
}

void RefreshGrantFlow(Provider& p, const Client& client, const httplib::Request& req, httplib::Response& res) {
  auto grant = p.refresh_tokens.Consume(Param(req, "refresh_token"), client.client_id);
  if (!grant.ok()) {
    if (grant.status().code() == absl::StatusCode::kNotFound) {
      return SendOAuthError(res, 400, "invalid_grant", std::string(grant.status().message()));
    }
    return SendOAuthError(res, 503, "temporarily_unavailable", "try again");
  }
  // A narrower scope may be asked for (RFC 6749 §6), never a wider one.
  std::string scope = grant->scope;
  if (const std::string asked = Param(req, "scope"); !asked.empty()) {
    for (absl::string_view s : absl::StrSplit(asked, ' ', absl::SkipEmpty())) {
      if (!ScopeHas(grant->scope, std::string(s))) {
        return SendOAuthError(res, 400, "invalid_scope", "the scope exceeds the original grant");
      }
    }
    scope = asked;
  }
  auto account = p.accounts.FindById(grant->user_id);
  if (!account.ok() || !account->active) {
    return SendOAuthError(res, 400, "invalid_grant", "the account is not active");
  }
  auto tokens = p.issuer.ForUser(*account, client, {scope, grant->sid, grant->auth_time, "", grant->family_id});
  if (!tokens.ok()) return SendOAuthError(res, 503, "temporarily_unavailable", "try again");
  SendJson(res, 200, tokens->ToJson());
}

void ClientCredentialsGrant(Provider& p, const Client& client, const httplib::Request& req, httplib::Response& res) {
  if (client.IsPublic()) {
    return SendOAuthError(res, 401, "invalid_client", "a public client has no credentials");
  }
  std::string scope = Param(req, "scope");
  for (absl::string_view s : absl::StrSplit(scope, ' ', absl::SkipEmpty())) {
    if (!client.AllowsScope(std::string(s)) || s == "openid" || s == "offline_access") {
      return SendOAuthError(res, 400, "invalid_scope", absl::StrCat("scope not allowed: ", s));
    }
  }
  if (scope.empty()) scope = absl::StrJoin(client.allowed_scopes, " ");
  auto tokens = p.issuer.ForClient(client, scope);
  if (!tokens.ok()) return SendOAuthError(res, 503, "temporarily_unavailable", "try again");
  SendJson(res, 200, tokens->ToJson());
}

void Token(Provider& p, const httplib::Request& req, httplib::Response& res) {
  auto client = AuthenticateClient(p, req);
  if (!client.ok()) return SendClientAuthError(res, client.status());
  const std::string grant_type = Param(req, "grant_type");
  if (grant_type.empty()) return SendOAuthError(res, 400, "invalid_request", "grant_type is required");
  if (!client->AllowsGrant(grant_type)) {
    return SendOAuthError(
        res, 400,
        grant_type == "authorization_code" || grant_type == "refresh_token" || grant_type == "client_credentials"
            ? "unauthorized_client"
            : "unsupported_grant_type",
        "this grant type is not allowed for the client");
  }
  if (grant_type == "authorization_code") return CodeGrant(p, *client, req, res);
  if (grant_type == "refresh_token") return RefreshGrantFlow(p, *client, req, res);
  if (grant_type == "client_credentials") return ClientCredentialsGrant(p, *client, req, res);
  SendOAuthError(res, 400, "unsupported_grant_type", "unsupported grant_type");
}

void UserInfo(Provider& p, const httplib::Request& req, httplib::Response& res) {
  std::string token(BearerToken(req.get_header_value("Authorization")));
  if (token.empty()) token = Param(req, "access_token");
  auto claims = p.access_tokens.Verify(token);  // revoked tokens included
  if (!claims.ok()) {
    res.set_header("WWW-Authenticate", "Bearer error=\"invalid_token\"");
    return SendOAuthError(res, 401, "invalid_token", "the access token is not valid");
  }
  auto principal = PrincipalFromClaims(*claims);
  auto account = principal.ok() ? p.accounts.FindById(principal->user_id) : absl::StatusOr<Account>(principal.status());
  if (!account.ok() || !account->active) {
    res.set_header("WWW-Authenticate", "Bearer error=\"invalid_token\"");
    return SendOAuthError(res, 401, "invalid_token", "the token does not belong to an active user");
  }
  SendJson(res, 200,
           {{"sub", std::to_string(account->user_id)},
            {"name", account->FullName()},
            {"given_name", account->first_name},
            {"family_name", account->last_name},
            {"preferred_username", account->username},
            {"email", account->email},
            {"locale", account->language_id == 2     ? "en"
                       : account->language_id == 999 ? "uk"
                                                     : "pl"},
            {"role", account->role_ids}});
}

void Revoke(Provider& p, const httplib::Request& req, httplib::Response& res) {
  auto client = AuthenticateClient(p, req);
  if (!client.ok()) return SendClientAuthError(res, client.status());
  const std::string token = Param(req, "token");
  if (token.empty()) return SendOAuthError(res, 400, "invalid_request", "token is required");
  // A refresh token: its family, and every access token of its session (the app signs
  // out by revoking it).
  auto sid = p.refresh_tokens.RevokeFamilyOf(token, client->client_id);
  if (!sid.ok()) return SendOAuthError(res, 503, "temporarily_unavailable", "try again");
  if (!sid->empty()) (void)p.revoked.RevokeSession(*sid, RevocationTtl(p.config));
  if (auto claims = p.access_tokens.Verify(token);
      claims.ok() && StringClaim(*claims, "client_id") == client->client_id) {
    (void)p.revoked.RevokeToken(StringClaim(*claims, "jti"), absl::FromUnixSeconds(claims->value("exp", 0LL)));
  }
  // RFC 7009 §2.2: 200 whether or not the token was known.
  res.status = 200;
  res.set_header("Cache-Control", "no-store");
}

}  // namespace

void CompleteAuthorization(Provider& p, httplib::Response& res, const nlohmann::json& request,
                           const BrowserSession& session) {
  const std::string code = RandomToken(32);
  const std::string redirect_uri = request["redirectUri"];
  const std::string client_id = request["clientId"];
  const nlohmann::json grant = {{"clientId", client_id},         {"redirectUri", redirect_uri},
                                {"userId", session.user_id},     {"codeChallenge", request["codeChallenge"]},
                                {"nonce", request["nonce"]},     {"scope", request["scope"]},
                                {"authTime", session.auth_time}, {"sid", session.sid}};
  if (!p.sessions.Put(kCode, code, grant, p.config.code_ttl_seconds).ok()) {
    RedirectError(p, res, redirect_uri, request["state"], "temporarily_unavailable", "try again in a moment");
    return;
  }
  const std::string session_state =
      SessionState(client_id, OriginOf(redirect_uri), session.browser_state, RandomToken(8));
  Redirect(res, WithQuery(redirect_uri, {{"code", code},
                                         {"state", request["state"]},
                                         {"session_state", session_state},
                                         {"iss", p.config.issuer}}));
}

void RegisterOidcEndpoints(httplib::Server& server, Provider& p) {
  server.Get("/.well-known/openid-configuration", [&p](const httplib::Request&, httplib::Response& res) {
    res.set_header("Cache-Control", "public, max-age=300");
    res.set_content(Discovery(p.config).dump(), "application/json");
  });
  server.Get("/jwks", [&p](const httplib::Request&, httplib::Response& res) {
    auto jwks = p.keys.Jwks();
    if (!jwks.ok()) return SendJson(res, 503, {{"error", "keys unavailable"}});
    res.set_header("Cache-Control", "public, max-age=60");
    res.set_content(jwks->dump(), "application/jwk-set+json");
  });
  server.Get("/authorize", [&p](const httplib::Request& q, httplib::Response& r) { Authorize(p, q, r); });
  server.Post("/token", [&p](const httplib::Request& q, httplib::Response& r) { Token(p, q, r); });
  server.Get("/userinfo", [&p](const httplib::Request& q, httplib::Response& r) { UserInfo(p, q, r); });
  server.Post("/userinfo", [&p](const httplib::Request& q, httplib::Response& r) { UserInfo(p, q, r); });
  server.Post("/revoke", [&p](const httplib::Request& q, httplib::Response& r) { Revoke(p, q, r); });
}

}  // namespace kadry::identity
