#include "gateway/config.h"

#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gateway/routes.h"
#include "services/common/config.h"
#include "services/common/service_table.h"

namespace kadry::gateway {
namespace {
bool IsHttpUrl(const std::string& url) { return absl::StartsWith(url, "http://") || absl::StartsWith(url, "https://"); }
}  // namespace

std::string WithoutTrailingSlash(std::string url) {
  while (!url.empty() && url.back() == '/') url.pop_back();
  return url;
}

absl::StatusOr<GatewayConfig> LoadGatewayConfigFromEnv() {
  EnvReader env;
  GatewayConfig c;
  std::vector<std::string> problems;
  auto url = [&](const char* name, const std::string& fallback) {
    std::string value = env.String(name, fallback);
    if (!IsHttpUrl(value)) problems.push_back(absl::StrCat(name, "='", value, "' must be an http(s) URL"));
    return value;
  };

  c.bind_address = env.String("KADRY_BIND_ADDRESS", c.bind_address);
  c.port = env.Int("KADRY_GATEWAY_PORT", c.port, 1, 65535);
  c.http_threads = env.Int("KADRY_HTTP_THREADS", c.http_threads, 2, 4096);
  c.issuer = url("KADRY_IDENTITY_ISSUER", c.issuer);
  c.jwks_url = url("KADRY_JWKS_URL", WithoutTrailingSlash(c.issuer) + "/jwks");
  c.audience = env.String("KADRY_API_AUDIENCE", c.audience);
  c.required_scope = env.String("KADRY_REQUIRED_SCOPE", c.required_scope);
  c.redis = ReadRedisAddress(env);
  // Which backends exist is the route table's to say; their default addresses are the service
  // table's (services/service-table.txt), and KADRY_<NAME>_GRPC_ADDRESS overrides them.
  for (const std::string& name : RouteBackends()) {
    const std::string variable = ServiceVariable(name, "GRPC_ADDRESS");
    const std::string address = ServiceGrpcAddress(name);
    c.backend_addresses[name] =
        address.empty() ? env.RequiredString(variable.c_str()) : env.String(variable.c_str(), address);
  }
  c.grpc_deadline_ms = env.Int("KADRY_GRPC_DEADLINE_MS", c.grpc_deadline_ms, 10, 600000);
  c.web_dist = env.String("KADRY_WEB_DIST", c.web_dist);
  c.public_url = url("KADRY_PUBLIC_URL", c.public_url);
  c.oidc_client_id = env.String("KADRY_OIDC_CLIENT_ID", c.oidc_client_id);
  c.application_id = env.Int("KADRY_APPLICATION_ID", c.application_id, 1, 1000000000);
  c.news_enabled = env.Bool("KADRY_NEWS_ENABLED", c.news_enabled);
  c.ui_monitoring_enabled = env.Bool("KADRY_UI_MONITORING_ENABLED", c.ui_monitoring_enabled);
  c.access_denied_url = env.String("KADRY_ACCESS_DENIED_URL", c.access_denied_url);

  // The gateway holds no database credentials; production's other refusals are every process's.
  c.production = ReadProduction(env);
  absl::Status status = env.Finish();
  if (!status.ok()) problems.insert(problems.begin(), std::string(status.message()));
  if (!problems.empty()) return absl::InvalidArgumentError(absl::StrJoin(problems, "; "));
  return c;
}

}  // namespace kadry::gateway
