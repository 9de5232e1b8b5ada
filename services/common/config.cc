#include "services/common/config.h"

#include <cstdlib>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "services/common/service_table.h"
#include "services/common/warsaw_time.h"

namespace kadry {
namespace {
const char* Lookup(const char* name) {
  const char* value = std::getenv(name);
  return (value != nullptr && *value != '\0') ? value : nullptr;
}
}  // namespace

std::string EnvReader::String(const char* name, const std::string& fallback) {
  const char* value = Lookup(name);
  return value ? std::string(value) : fallback;
}

std::string EnvReader::RequiredString(const char* name) {
  const char* value = Lookup(name);
  if (!value) problems_.push_back(absl::StrCat(name, " is required"));
  return value ? std::string(value) : std::string();
}

int EnvReader::Int(const char* name, int fallback, int min, int max) {
  const char* value = Lookup(name);
  if (!value) return fallback;
  int parsed = 0;
  if (!absl::SimpleAtoi(value, &parsed) || parsed < min || parsed > max) {
    problems_.push_back(absl::StrCat(name, "='", value, "' must be a whole number from ", min, " to ", max));
    return fallback;
  }
  return parsed;
}

bool EnvReader::Bool(const char* name, bool fallback) {
  const char* value = Lookup(name);
  if (!value) return fallback;
  const std::string v = absl::AsciiStrToLower(value);
  if (v == "1" || v == "true" || v == "yes") return true;
  if (v == "0" || v == "false" || v == "no") return false;
  problems_.push_back(absl::StrCat(name, "='", value, "' must be true or false"));
  return fallback;
}

std::string ServiceVariable(const std::string& name, const std::string& suffix) {
  return absl::StrCat("KADRY_", absl::StrReplaceAll(absl::AsciiStrToUpper(name), {{"-", "_"}}), "_", suffix);
}

std::string ServiceSchema(const std::string& name) { return absl::StrReplaceAll(name, {{"-", "_"}}); }

ServiceConfig ReadServiceConfig(EnvReader& env, const std::string& name) {
  ServiceConfig c;
  c.name = name;
  c.bind_address = env.String("KADRY_BIND_ADDRESS", "127.0.0.1");
  const std::optional<int> port = ServiceGrpcPort(name);
  if (!port) env.Problem(absl::StrCat(name, " has no row with a port in services/service-table.txt"));
  c.grpc_port = env.Int(ServiceVariable(name, "GRPC_PORT").c_str(), port.value_or(0), 1, 65535);
  c.pg_dsn = env.String(ServiceVariable(name, "PG_DSN").c_str(),
                        absl::StrCat("host=127.0.0.1 port=55432 dbname=kadry user=kadry_", ServiceSchema(name)));
  c.pg_pool_size = env.Int(ServiceVariable(name, "PG_POOL").c_str(), 8, 1, 128);
  c.pg_statement_timeout_ms = env.Int("KADRY_PG_STATEMENT_TIMEOUT_MS", 4500, 0, 3600000);
  c.issuer = env.String("KADRY_IDENTITY_ISSUER", "http://localhost:8081");
  while (!c.issuer.empty() && c.issuer.back() == '/') c.issuer.pop_back();
  c.api_audience = env.String("KADRY_API_AUDIENCE", "kadry-api");
  c.required_scope = env.String("KADRY_REQUIRED_SCOPE", "absences");
  c.jwks_url = env.String("KADRY_JWKS_URL", c.issuer + "/jwks");
  c.redis = ReadRedisAddress(env);
  c.today = env.String("KADRY_TODAY", "");
  if (!c.today.empty() && !ParseDate(c.today).ok()) env.Problem("KADRY_TODAY must be a date yyyy-MM-dd");
  c.production = ReadProduction(env);
  if (c.production) {
    const std::string dsn_variable = ServiceVariable(name, "PG_DSN");
    if (env.String(dsn_variable.c_str(), "").empty())
      env.Problem(absl::StrCat(dsn_variable, " must be set in production: there is no default connection"));
  }
  return c;
}

RedisAddress ReadRedisAddress(EnvReader& env) {
  RedisAddress a;
  a.host = env.String("KADRY_REDIS_HOST", "127.0.0.1");
  a.port = env.Int("KADRY_REDIS_PORT", 56379, 1, 65535);
  a.master = env.String("KADRY_REDIS_MASTER", "kadry");
  const std::string sentinels = env.String("KADRY_REDIS_SENTINELS", "");
  for (absl::string_view entry : absl::StrSplit(sentinels, ',', absl::SkipWhitespace())) {
    entry = absl::StripAsciiWhitespace(entry);
    const size_t colon = entry.rfind(':');
    int port = 0;
    if (colon == absl::string_view::npos || colon == 0 || !absl::SimpleAtoi(entry.substr(colon + 1), &port) ||
        port < 1 || port > 65535) {
      env.Problem(
          absl::StrCat("KADRY_REDIS_SENTINELS must be host:port entries separated by commas, not '", entry, "'"));
      continue;
    }
    a.sentinels.emplace_back(std::string(entry.substr(0, colon)), port);
  }
  if (!a.sentinels.empty() && a.master.empty()) env.Problem("KADRY_REDIS_MASTER must name the sentinels' master");
  return a;
}

bool ReadProduction(EnvReader& env) {
  const std::string environment = env.String("KADRY_ENVIRONMENT", "development");
  if (environment != "development" && environment != "production")
    env.Problem("KADRY_ENVIRONMENT must be development or production");
  if (environment != "production") return false;
  if (env.String("KADRY_REDIS_PASSWORD", "").empty())
    env.Problem("KADRY_REDIS_PASSWORD must be set in production: Redis without a password is a demo's");
  if (!env.String("KADRY_TODAY", "").empty())
    env.Problem("KADRY_TODAY pins the clock for demos and tests, never in production");
  for (const char* address : {"KADRY_IDENTITY_ISSUER", "KADRY_PUBLIC_URL"}) {
    if (!absl::StartsWith(env.String(address, ""), "https://"))
      env.Problem(absl::StrCat(address, " must be an https URL in production"));
  }
  return true;
}

absl::Status EnvReader::Finish() const {
  if (problems_.empty()) return absl::OkStatus();
  return absl::InvalidArgumentError(absl::StrCat("bad configuration: ", absl::StrJoin(problems_, "; ")));
}

NotificationPublishing ReadNotificationPublishing(EnvReader& env, const std::string& name, const std::string& issuer) {
  NotificationPublishing p;
  p.notifications_address = env.String("KADRY_NOTIFICATIONS_GRPC_ADDRESS", ServiceGrpcAddress("notifications"));
  p.client_credentials_url = env.String("KADRY_CLIENT_CREDENTIALS_URL", issuer + "/token");
  p.client_id = "kadry-" + name;
  p.client_secret = env.String(ServiceVariable(name, "CLIENT_SECRET").c_str(), "");
  p.interval_ms = env.Int(ServiceVariable(name, "NOTIFY_INTERVAL_MS").c_str(), 1000, 50, 3600000);
  return p;
}

absl::StatusOr<DirectoryReaderConfig> LoadDirectoryReaderConfig(const std::string& name) {
  EnvReader env;
  DirectoryReaderConfig c;
  static_cast<ServiceConfig&>(c) = ReadServiceConfig(env, name);
  c.absences_address = env.String("KADRY_ABSENCES_GRPC_ADDRESS", ServiceGrpcAddress("absences"));
  c.publishing = ReadNotificationPublishing(env, name, c.issuer);
  if (auto s = env.Finish(); !s.ok()) return s;
  return c;
}

}  // namespace kadry
