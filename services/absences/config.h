#pragma once

#include <string>

#include "absl/status/statusor.h"

namespace kadry::absences {

struct Config {
  std::string bind_address;
  int grpc_port;
  std::string pg_dsn;
  int pg_pool_size;
  int pg_statement_timeout_ms;  // just under the gateway's gRPC deadline
  std::string issuer;        // tokens forwarded by the gateway are verified again here
  std::string api_audience;
  std::string required_scope;  // the same scope the gateway demands (defence in depth)
  std::string jwks_url;
  std::string redis_host;    // the revocation list (sign-out, /revoke, password change)
  int redis_port;
  std::string export_dir;    // the local payroll sink
  int export_interval_ms;
  std::string today;         // "" = the system clock; yyyy-MM-dd pins business today
};

absl::StatusOr<Config> LoadConfigFromEnv();

}  // namespace kadry::absences
