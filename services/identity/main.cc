// identity: the OpenID Connect provider (HTTP) and IdentityService (gRPC).
#include <cstdio>

#include "services/common/service_main.h"
#include "services/identity/config.h"
#include "services/identity/demo_data.h"
#include "services/identity/first_start.h"
#include "services/identity/http/access_ends.h"
#include "services/identity/http/authorization.h"
#include "services/identity/http/provider_http_server.h"
#include "services/identity/identity_service.h"

namespace kadry::identity {
namespace {

using Process = ServiceProcess<Config>;

absl::Status Seed(Process& p) {
  AccountStore accounts(p.pool);
  ClientStore clients(p.pool);
  return SeedDemoData(p.config, accounts, clients);
}

absl::Status RotateKeys(Process& p) { return KeyRing(p.pool).Rotate(); }

// A deployment's first start: the web app's client and the first administrator, whose
// one-time link goes to standard output (for the person who runs it, not to the log).
absl::Status Bootstrap(Process& p) {
  if (p.args.size() != 2) return absl::InvalidArgumentError("bootstrap needs the username and the e-mail address");
  AccountStore accounts(p.pool);
  ClientStore clients(p.pool);
  auto link = BootstrapFirstAdministrator(p.config, accounts, clients, p.args[0], p.args[1]);
  if (!link.ok()) return link.status();
  std::printf("%s\n", link->c_str());
  return absl::OkStatus();
}

// The first signing key exists as soon as the schema does.
absl::Status EnsureSigningKey(Process& p) { return KeyRing(p.pool).EnsureKey(); }

absl::Status Serve(Process& p) {
  const Config& config = p.config;
  KeyRing keys(p.pool);
  AccountStore accounts(p.pool);
  ClientStore clients(p.pool);
  RedisClient redis(config.redis, 16);
  BrowserSessionStore sessions(p.pool);
  RevokedTokens revoked(redis);
  AttemptCounter attempts(redis);
  RefreshTokenStore refresh_tokens(p.pool);
  PresetStore presets(p.pool);
  TokenIssuer issuer(config, keys, refresh_tokens);
  // The provider checks its own access tokens (userinfo, IdP API, gRPC) with its own
  // published keys and the revocation list, exactly as the gateway does from the JWKS.
  TokenVerifier access_tokens({config.issuer, config.api_audience, "", kAccessTokenType},
                              [&keys] { return keys.Jwks(); });
  access_tokens.CheckRevocationIn(&revoked);
  Provider provider{config, accounts,      clients, refresh_tokens, keys, sessions,
                    issuer, access_tokens, revoked, attempts,       {},   {}};
  ProviderHttpServer http(provider);
  if (auto s = http.Start(); !s.ok()) return s;
  // A leaver's end date set in advance takes effect within a minute of their day's start.
  AccessEndWatch access_ends(provider, p.clock, std::chrono::seconds(60));
  IdentityServiceImpl service(access_tokens, presets, accounts,
                              {p.clock, [&provider](int user_id) { return IssuePasswordSetup(provider, user_id); },
                               [&provider](absl::CivilDay today) { return EndDueAccess(provider, today); }});
  const absl::Status served = ServeGrpcServices(config, {&service}, config.grpc_reflection);
  http.Stop();
  return served;
}

// The system's new secret goes to standard output only, once.
absl::Status RegisterSystemClient(Process& p) {
  if (p.args.size() != 1) return absl::InvalidArgumentError("register-system needs the system's name");
  ClientStore clients(p.pool);
  auto secret = RegisterSystem(clients, p.args[0]);
  if (!secret.ok()) return secret.status();
  std::printf("%s\n", secret->c_str());
  return absl::OkStatus();
}

}  // namespace
}  // namespace kadry::identity

int main(int argc, char** argv) {
  using namespace kadry::identity;
  return kadry::RunServiceMain<Config>(
      argc, argv, "identity", LoadConfigFromEnv,
      {{"serve", "", true, Serve},
       kadry::MigrateCommand<Config>(EnsureSigningKey),
       {"seed", "", false, Seed},
       {"rotate-keys", "", false, RotateKeys},
       {"bootstrap", "<username> <e-mail>", false, Bootstrap},
       {"register-system", "<payroll|rcp|hr|absences|work-times>", false, RegisterSystemClient}});
}
