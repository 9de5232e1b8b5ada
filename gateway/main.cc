// The gateway process: configuration, dependencies, then HTTP until SIGTERM.
#include <chrono>
#include <set>

#include "absl/strings/str_cat.h"
#include "services/common/abilities.h"
#include "gateway/api_handler.h"
#include "gateway/auth.h"
#include "gateway/backend_channels.h"
#include "gateway/campaign_configuration.h"
#include "gateway/client_config.h"
#include "gateway/config.h"
#include "gateway/http_server.h"
#include "gateway/principal_cache.h"
#include "gateway/readiness.h"
#include "gateway/routes.h"
#include "gateway/static_files.h"
#include "gateway/user_access.h"
#include "services/common/health_check.h"
#include "services/common/log.h"
#include "services/common/process_start.h"
#include "services/common/redis.h"
#include "services/common/revoked_tokens.h"
#include "services/common/token_verifier.h"

using namespace kadry;
using namespace kadry::gateway;

// gateway [serve] | health (asks the serving gateway on this host for /healthz: the image's
// HEALTHCHECK, which has no HTTP client of its own).
int main(int argc, char** argv) {
  StartProcess("gateway");
  const std::string command = argc > 1 ? argv[1] : "serve";
  if (argc > 2 || (command != "serve" && command != "health")) {
    LogError("usage: gateway [serve] | health");
    return kExitBadConfig;
  }

  auto config = LoadGatewayConfigFromEnv();
  if (!config.ok()) {
    LogError(config.status().ToString());
    return kExitBadConfig;
  }
  if (command == "health") {
    const absl::Status healthy = AskHttpHealth(LocalAddressOf(config->bind_address), config->port, "/healthz");
    if (!healthy.ok()) LogError(std::string(healthy.message()));
    return healthy.ok() ? 0 : 1;
  }
  const AbilityRules& abilities = AbilityRules::Embedded();
  const RouteMatcher routes(ApiRoutes());
  std::set<std::string> backend_names;
  for (const auto& [name, address] : config->backend_addresses) backend_names.insert(name);
  if (auto s = ValidateRoutes(routes, abilities, backend_names); !s.ok()) {
    LogError(s.ToString());
    return kExitBadConfig;
  }
  std::set<std::string> routed_backends;
  for (const auto& r : routes.routes()) {
    if (r.backend != kGatewayItself) routed_backends.insert(std::string(r.backend));
  }

  // The JWKS is fetched lazily: identity may still be starting.
  TokenVerifier verifier(TokenRules{config->issuer, config->audience, config->required_scope, kAccessTokenType},
                         [url = config->jwks_url] { return FetchJwks(url); });
  RedisClient redis(config->redis, /*pool_size=*/16, std::chrono::milliseconds(200));
  PrincipalCache cache(&redis);
  RevokedTokens revoked(redis);
  verifier.CheckRevocationIn(&revoked);
  revoked.KeepLocalCopy();
  BackendChannels backends(config->backend_addresses);
  AbsencesUserAccess access(backends);
  Authenticator authenticator(verifier, cache, abilities, access, &revoked);
  CampaignConfiguration campaign(CampaignConfiguration::FromBackend(backends));
  ApiHandler api(routes, authenticator, backends, std::chrono::milliseconds(config->grpc_deadline_ms),
                 FeatureFlagsJson(*config), &campaign);
  const StaticFiles web(config->web_dist);
  if (!web.available()) LogWarn("the web app is not built; serving a 503 page", {{"webDist", config->web_dist}});
  ReadinessProbe readiness(cache, verifier, backends, routed_backends);

  return ServeHttp(*config, api, web, readiness);
}
