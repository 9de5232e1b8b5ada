#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "services/common/config.h"

namespace kadry::identity {

// The shared service block (the issuer is also the public base URL of the provider's
// pages, `api_audience` the `aud` of the access tokens it issues) and the provider's own.
struct Config : ServiceConfig {
  int http_port;
  int code_ttl_seconds;
  int access_ttl_seconds;
  int refresh_ttl_seconds;
  int session_ttl_seconds;
  int http_threads;
  std::vector<std::string> cors_origins;  // the app origins allowed to call token/API
  std::string public_url;                 // the app, for the seeded web client
  int application_id;
  // Proxies whose X-Forwarded-For is believed (KADRY_TRUSTED_PROXIES, comma separated).
  std::vector<std::string> trusted_proxies;
  bool cookie_secure;    // cookies get `Secure` when the issuer is https
  bool grpc_reflection;  // KADRY_IDENTITY_GRPC_REFLECTION, off unless asked for
};

absl::StatusOr<Config> LoadConfigFromEnv();

}  // namespace kadry::identity
