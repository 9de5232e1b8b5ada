#pragma once

#include <map>
#include <string>

#include "absl/status/statusor.h"
#include "services/common/redis.h"

namespace kadry::gateway {

// Everything the gateway reads from KADRY_* variables (README's table).
struct GatewayConfig {
  std::string bind_address = "127.0.0.1";
  int port = 8080;
  // KADRY_ENVIRONMENT=production: a Redis password and https addresses (ReadProduction).
  bool production = false;
  int http_threads = 64;

  std::string issuer = "http://localhost:8081";  // compared exactly with `iss`
  std::string jwks_url;
  std::string audience = "kadry-api";
  std::string required_scope = "absences";

  RedisAddress redis;  // ReadRedisAddress

  // Backend name as used in the route table -> gRPC address.
  std::map<std::string, std::string> backend_addresses;
  int grpc_deadline_ms = 5000;

  std::string web_dist = "web/dist";

  // What the web app is told in /config.json and /api/configuration.
  std::string public_url = "http://localhost:8080";
  std::string oidc_client_id = "kadry-web";
  int application_id = 1;
  bool news_enabled = false;
  bool ui_monitoring_enabled = false;
  std::string access_denied_url;
};

// The configuration, or INVALID_ARGUMENT listing every bad variable at once.
absl::StatusOr<GatewayConfig> LoadGatewayConfigFromEnv();

// "http://x/" -> "http://x": URLs are joined with "/" by the callers.
std::string WithoutTrailingSlash(std::string url);

}  // namespace kadry::gateway
