#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "services/common/redis.h"

namespace kadry {

// The configuration block every gRPC service shares (docs/operations.md "Configuration"),
// read from KADRY_* variables; <NAME> is the service's name upper-cased, '-' as '_'.
struct ServiceConfig {
  std::string name;                 // "absences", "bonus-declarations"
  std::string bind_address;         // KADRY_BIND_ADDRESS
  int grpc_port = 0;                // KADRY_<NAME>_GRPC_PORT
  std::string pg_dsn;               // KADRY_<NAME>_PG_DSN: the service's own role (ServiceSchema)
  int pg_pool_size = 0;             // KADRY_<NAME>_PG_POOL
  int pg_statement_timeout_ms = 0;  // KADRY_PG_STATEMENT_TIMEOUT_MS, under the gateway's deadline
  std::string issuer;               // KADRY_IDENTITY_ISSUER: forwarded tokens are verified again
  std::string api_audience;         // KADRY_API_AUDIENCE
  std::string required_scope;       // KADRY_REQUIRED_SCOPE, the scope the gateway demands too
  std::string jwks_url;             // KADRY_JWKS_URL, else <issuer>/jwks
  RedisAddress redis;               // the revocation list (ReadRedisAddress)
  std::string today;                // KADRY_TODAY: "" = the system clock, yyyy-MM-dd pins it
  // KADRY_ENVIRONMENT=production: no demo data (seed refuses, serve refuses a database that
  // holds it) and no default secret or connection (docs/operations.md "Production").
  bool production = false;
};

class EnvReader;

// The shared block of service `name`, its default gRPC port from services/service-table.txt;
// problems go to `env`.
ServiceConfig ReadServiceConfig(EnvReader& env, const std::string& name);

// Where and as whom a service publishes its events (docs/notifications.md, NotificationRelay).
struct NotificationPublishing {
  std::string notifications_address;   // KADRY_NOTIFICATIONS_GRPC_ADDRESS
  std::string client_credentials_url;  // KADRY_CLIENT_CREDENTIALS_URL, else <issuer>/token
  std::string client_id;               // kadry-<name>: the service's own client at the provider
  std::string client_secret;           // KADRY_<NAME>_CLIENT_SECRET (a Secret); none: events wait
  int interval_ms = 1000;              // KADRY_<NAME>_NOTIFY_INTERVAL_MS
};

// A service that reads the people directory of absences: its shared block and where the
// directory answers.
struct DirectoryReaderConfig : ServiceConfig {
  std::string absences_address;       // KADRY_ABSENCES_GRPC_ADDRESS (exported by ./kadry)
  NotificationPublishing publishing;  // for those that publish events (work-times)
};

// DirectoryReaderConfig of service `name` from the environment, or every problem at once.
absl::StatusOr<DirectoryReaderConfig> LoadDirectoryReaderConfig(const std::string& name);

// The publishing settings of service `name` (client kadry-<name>) whose tokens come from
// `issuer`; problems go to `env`.
NotificationPublishing ReadNotificationPublishing(EnvReader& env, const std::string& name, const std::string& issuer);

// KADRY_ENVIRONMENT: "development" (the default) or "production", where nothing may fall back
// to a demo's default: Redis needs its password, the clock is never pinned, and the provider's
// and the app's public addresses are https (tokens, cookies and sign-in forms travel on them).
// Every process reads it here; problems go to `env`.
bool ReadProduction(EnvReader& env);

// Where Redis is: KADRY_REDIS_HOST and KADRY_REDIS_PORT, or, when KADRY_REDIS_SENTINELS lists
// Redis Sentinels ("host:port,host:port"), the master they name KADRY_REDIS_MASTER ("kadry").
// Problems go to `env`.
RedisAddress ReadRedisAddress(EnvReader& env);

// "bonus-declarations" -> "KADRY_BONUS_DECLARATIONS_<suffix>".
std::string ServiceVariable(const std::string& name, const std::string& suffix);

// "bonus-declarations" -> "bonus_declarations": the service's PostgreSQL schema, owned by the
// role kadry_<schema> it connects as, which reaches no other schema (docs/security.md
// "Database roles").
std::string ServiceSchema(const std::string& name);

// Reads KADRY_* variables and collects every problem, so a misconfigured process
// reports all bad variables at once instead of one per restart.
class EnvReader final {
 public:
  std::string String(const char* name, const std::string& fallback);
  std::string RequiredString(const char* name);
  int Int(const char* name, int fallback, int min, int max);
  bool Bool(const char* name, bool fallback);

  // Records a problem found by the caller's own check of a value.
  void Problem(std::string problem) { problems_.push_back(std::move(problem)); }
  // OK, or INVALID_ARGUMENT naming every bad variable.
  absl::Status Finish() const;

 private:
  std::vector<std::string> problems_;
};

}  // namespace kadry
