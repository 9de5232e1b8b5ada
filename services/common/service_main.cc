#include "services/common/service_main.h"

#include <chrono>

#include "absl/strings/str_cat.h"
#include "services/common/grpc_server.h"
#include "services/common/health_check.h"
#include "services/common/log.h"
#include "services/common/rpc.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry {

ForwardedTokens::ForwardedTokens(const ServiceConfig& config)
    // Until the local copy of the revocation list is current (and whenever it is lost),
    // every call looks its token up in Redis: enough connections that calls served at once
    // seldom wait for one (4 were a queue under 32 concurrent calls).
    : redis_(config.redis, /*pool_size=*/16, std::chrono::milliseconds(200)),
      revoked_(redis_),
      verifier_({config.issuer, config.api_audience, config.required_scope, kAccessTokenType},
                [url = config.jwks_url] { return FetchJwks(url); }) {
  verifier_.CheckRevocationIn(&revoked_);
  revoked_.KeepLocalCopy();
}

absl::Status ServeGrpcServices(const ServiceConfig& config, const std::vector<grpc::Service*>& services,
                               bool reflection) {
  SizeCallWorkersFor(config.pg_pool_size);
  return ServeGrpc(absl::StrCat(config.bind_address, ":", config.grpc_port), services, reflection);
}

absl::Status MarkDemoData(PgPool& pool, const std::string& schema) {
  const std::string table = absl::StrCat(schema, ".demo_data");
  RETURN_IF_ERROR(
      pool.Query(absl::StrCat("CREATE TABLE IF NOT EXISTS ", table, " (seeded_at timestamptz NOT NULL DEFAULT now())"))
          .status());
  return pool.Query(absl::StrCat("INSERT INTO ", table, " DEFAULT VALUES")).status();
}

absl::StatusOr<bool> HoldsDemoData(PgPool& pool, const std::string& schema) {
  ASSIGN_OR_RETURN(const PgResult r, pool.Query("SELECT to_regclass($1) IS NOT NULL", {schema + ".demo_data"}));
  return r.Bool(0, 0);
}

namespace service_main_detail {

absl::Status CheckProduction(const ServiceConfig& config, const std::string& command, bool serves, PgPool& pool) {
  if (!config.production) return absl::OkStatus();
  if (command == "seed") return absl::FailedPreconditionError("demo data is never seeded in production");
  if (!serves) return absl::OkStatus();
  ASSIGN_OR_RETURN(const bool demo, HoldsDemoData(pool, ServiceSchema(config.name)));
  if (demo) {
    return absl::FailedPreconditionError(absl::StrCat("the database holds demo data (", ServiceSchema(config.name),
                                                      ".demo_data): production serves only a company's own"));
  }
  return absl::OkStatus();
}

int Fail(const std::string& name, const absl::Status& status, int code) {
  LogError(absl::StrCat(name, " stopped"), {{"error", std::string(status.message())}});
  return code;
}

absl::StatusOr<std::unique_ptr<PgPool>> Connect(const ServiceConfig& config, bool serving) {
  if (!serving) return PgPool::Connect(config.pg_dsn, 1);
  return PgPool::Connect(config.pg_dsn, config.pg_pool_size, {.statement_timeout_ms = config.pg_statement_timeout_ms});
}

absl::CivilDay Today(const Clock& clock) { return WarsawDay(clock()); }

int CheckOwnHealth(const ServiceConfig& config, std::optional<int> http_port) {
  const std::string host = LocalAddressOf(config.bind_address);
  absl::Status healthy = AskGrpcHealth(host, config.grpc_port);
  if (healthy.ok() && http_port) healthy = AskHttpHealth(host, *http_port, "/healthz");
  if (healthy.ok()) return 0;
  LogError(absl::StrCat(config.name, " is not healthy"), {{"error", std::string(healthy.message())}});
  return 1;
}

}  // namespace service_main_detail
}  // namespace kadry
