#include "services/identity/http/client_auth.h"

#include <httplib.h>

#include "absl/strings/escaping.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "services/common/jwt.h"
#include "services/common/log.h"
#include "services/identity/domain/client_secret.h"
#include "services/identity/http/http_support.h"
#include "services/identity/http/sign_in_guard.h"

namespace kadry::identity {
namespace {

struct Credentials {
  std::string id;
  std::string secret;
};

absl::StatusOr<Credentials> CredentialsOf(const httplib::Request& req) {
  Credentials c{Param(req, "client_id"), Param(req, "client_secret")};
  const std::string authorization = req.get_header_value("Authorization");
  if (absl::StartsWithIgnoreCase(authorization, "Basic ")) {
    std::string decoded;
    if (!absl::Base64Unescape(authorization.substr(6), &decoded) || decoded.find(':') == std::string::npos) {
      return absl::UnauthenticatedError("malformed Basic credentials");
    }
    c.id = httplib::detail::decode_url(decoded.substr(0, decoded.find(':')), false);
    c.secret = httplib::detail::decode_url(decoded.substr(decoded.find(':') + 1), false);
  }
  return c;
}

// Counter keys: any string may arrive as a client id, so it is hashed to a fixed size.
std::vector<std::string> FailureKeys(const std::string& client_id, const std::string& address) {
  return {absl::StrCat("client:", Sha256Hex(client_id).substr(0, 32)), absl::StrCat("client-ip:", address)};
}

}  // namespace

absl::StatusOr<Client> AuthenticateClient(Provider& p, const httplib::Request& req) {
  auto credentials = CredentialsOf(req);
  if (!credentials.ok()) return credentials.status();
  const std::string address = ClientAddress(p, req);
  const auto keys = FailureKeys(credentials->id, address);
  const ClientAuthThrottle& limits = p.client_throttle;
  auto client = p.clients.Find(credentials->id);
  // A public client has no secret to guess: the app's own sign-ins are never refused
  // because someone behind the same address (an office's NAT) failed with another client.
  if (client.ok() && client->IsPublic()) return client;
  if (const auto failures = p.attempts.Peek(keys); limits.Refuses(failures[0], failures[1])) {
    LogWarn("client authentication throttled", {{"address", address}});
    return absl::ResourceExhaustedError("too many failed client authentications; try again later");
  }
  if (!client.ok()) {
    if (client.status().code() != absl::StatusCode::kNotFound) return client.status();
    (void)p.attempts.Add(keys, limits.window_seconds);
    return absl::UnauthenticatedError("unknown client");
  }
  if (!ClientSecretMatches(*client->secret_hash, credentials->secret)) {
    (void)p.attempts.Add(keys, limits.window_seconds);
    LogInfo("client authentication failed", {{"clientId", client->client_id}, {"address", address}});
    return absl::UnauthenticatedError("client authentication failed");
  }
  if (ClientSecretNeedsRehash(*client->secret_hash)) {
    // A secret stored before the SHA-256 decision moves over on its first good use.
    Client upgraded = *client;
    upgraded.secret_hash = HashClientSecret(credentials->secret);
    if (p.clients.Upsert(upgraded).ok()) client = upgraded;
  }
  return client;
}

void SendClientAuthError(httplib::Response& res, const absl::Status& status) {
  switch (status.code()) {
    case absl::StatusCode::kUnauthenticated:
      res.set_header("WWW-Authenticate", "Basic realm=\"kadry\"");
      return SendOAuthError(res, 401, "invalid_client", std::string(status.message()));
    case absl::StatusCode::kResourceExhausted:
      res.set_header("Retry-After", "300");
      return SendOAuthError(res, 429, "invalid_client", std::string(status.message()));
    default: return SendOAuthError(res, 503, "temporarily_unavailable", "try again");
  }
}

}  // namespace kadry::identity
