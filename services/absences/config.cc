#include "services/absences/config.h"

#include "absl/strings/str_cat.h"
#include "services/common/config.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {

absl::StatusOr<Config> LoadConfigFromEnv() {
  EnvReader env;
  Config c;
  c.bind_address = env.String("KADRY_BIND_ADDRESS", "127.0.0.1");
  c.grpc_port = env.Int("KADRY_ABSENCES_GRPC_PORT", 50052, 1, 65535);
  c.pg_dsn = env.String("KADRY_PG_DSN", "host=127.0.0.1 port=55432 dbname=kadry user=kadry password=kadry");
  c.pg_pool_size = env.Int("KADRY_ABSENCES_PG_POOL", 8, 1, 128);
  c.pg_statement_timeout_ms = env.Int("KADRY_PG_STATEMENT_TIMEOUT_MS", 4500, 0, 3600000);
  c.issuer = env.String("KADRY_IDENTITY_ISSUER", "http://localhost:8081");
  c.api_audience = env.String("KADRY_API_AUDIENCE", "kadry-api");
  c.required_scope = env.String("KADRY_REQUIRED_SCOPE", "absences");
  c.jwks_url = env.String("KADRY_JWKS_URL", "");
  c.redis_host = env.String("KADRY_REDIS_HOST", "127.0.0.1");
  c.redis_port = env.Int("KADRY_REDIS_PORT", 56379, 1, 65535);
  c.export_dir = env.String("KADRY_ABSENCES_EXPORT_DIR", ".data/exports");
  c.export_interval_ms = env.Int("KADRY_ABSENCES_EXPORT_INTERVAL_MS", 1000, 50, 3600000);
  c.today = env.String("KADRY_ABSENCES_TODAY", "");
  // Reported together with the reader's problems, so every bad variable shows at once.
  const bool today_ok = c.today.empty() || ParseDate(c.today).ok();
  if (auto s = env.Finish(); !s.ok() || !today_ok) {
    std::string message = s.ok() ? "" : std::string(s.message());
    if (!today_ok) absl::StrAppend(&message, message.empty() ? "" : "; ", "KADRY_ABSENCES_TODAY must be a date yyyy-MM-dd");
    return absl::InvalidArgumentError(message);
  }
  while (!c.issuer.empty() && c.issuer.back() == '/') c.issuer.pop_back();
  if (c.jwks_url.empty()) c.jwks_url = c.issuer + "/jwks";
  return c;
}

}  // namespace kadry::absences
