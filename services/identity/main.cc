// identity: the OpenID Connect provider (HTTP) and IdentityService (gRPC).
// Usage: identity [serve] | migrate | seed | rotate-keys
#include <cstdio>
#include <string>

#include "absl/strings/str_cat.h"
#include "services/common/grpc_server.h"
#include "services/common/log.h"
#include "services/common/migrations.h"
#include "services/identity/config.h"
#include "services/identity/demo_data.h"
#include "services/identity/http/provider_http_server.h"
#include "services/identity/identity_service.h"

namespace kadry::identity {
namespace {

int Fail(const absl::Status& status, int code = 1) {
  LogError("identity stopped", {{"error", std::string(status.message())}});
  return code;
}

int Run(const std::string& command) {
  auto config = LoadConfigFromEnv();
  if (!config.ok()) return Fail(config.status(), 2);
  // Only serving is capped: migrations and seeding may run long on purpose.
  auto pool = command == "serve"
                  ? PgPool::Connect(config->pg_dsn, config->pg_pool_size,
                                    {.statement_timeout_ms = config->pg_statement_timeout_ms})
                  : PgPool::Connect(config->pg_dsn, 1);
  if (!pool.ok()) return Fail(pool.status());
  KeyRing keys(**pool);
  AccountStore accounts(**pool);
  ClientStore clients(**pool);

  if (command == "migrate") {
    if (auto s = ApplyMigrations(**pool, "identity", EmbeddedMigrations()); !s.ok()) return Fail(s);
    if (auto s = keys.EnsureKey(); !s.ok()) return Fail(s);
    return 0;
  }
  if (command == "seed") {
    auto s = SeedDemoData(*config, accounts, clients);
    return s.ok() ? 0 : Fail(s);
  }
  if (command == "rotate-keys") {
    auto s = keys.Rotate();
    return s.ok() ? 0 : Fail(s);
  }
  if (command != "serve") {
    std::fprintf(stderr, "usage: identity [serve] | migrate | seed | rotate-keys\n");
    return 2;
  }

  RedisClient redis(config->redis_host, config->redis_port, 16);
  BrowserSessionStore sessions(redis);
  RevokedTokens revoked(redis);
  AttemptCounter attempts(redis);
  RefreshTokenStore refresh_tokens(**pool);
  PresetStore presets(**pool);
  TokenIssuer issuer(*config, keys, refresh_tokens);
  // The provider checks its own access tokens (userinfo, IdP API, gRPC) with its own
  // published keys and the revocation list, exactly as the gateway does from the JWKS.
  TokenVerifier access_tokens({config->issuer, config->api_audience, "", kAccessTokenType},
                              [&keys] { return keys.Jwks(); });
  access_tokens.CheckRevocationIn(&revoked);
  Provider provider{*config, accounts, clients, refresh_tokens, keys, sessions, issuer,
                    access_tokens, revoked, attempts, {}, {}};
  ProviderHttpServer http(provider);
  if (auto s = http.Start(); !s.ok()) return Fail(s, 3);
  IdentityServiceImpl service(access_tokens, presets, accounts);
  auto served = ServeGrpc(absl::StrCat(config->bind_address, ":", config->grpc_port), {&service},
                         config->grpc_reflection);
  http.Stop();
  return served.ok() ? 0 : Fail(served, 3);
}

}  // namespace
}  // namespace kadry::identity

int main(int argc, char** argv) {
  kadry::InitLogging("identity");
  return kadry::identity::Run(argc > 1 ? argv[1] : "serve");
}
