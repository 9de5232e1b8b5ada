// absences: the people directory, requests, limits and calendars (gRPC).
// Usage: absences [serve] | migrate | seed [--employees N] [--years Y] [--requests-per-year K]
#include <cstdio>
#include <cstdlib>
#include <string>

#include "absl/strings/str_cat.h"
#include "services/absences/absences_service.h"
#include "services/absences/config.h"
#include "services/absences/demo_data.h"
#include "services/absences/payroll_export.h"
#include "services/common/grpc_server.h"
#include "services/common/log.h"
#include "services/common/migrations.h"
#include "services/common/redis.h"
#include "services/common/revoked_tokens.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

int Fail(const absl::Status& status, int code = 1) {
  LogError("absences stopped", {{"error", std::string(status.message())}});
  return code;
}

int Usage() {
  std::fprintf(stderr, "usage: absences [serve] | migrate | seed [--employees N] [--years Y] [--requests-per-year K]\n");
  return 2;
}

int Run(int argc, char** argv) {
  const std::string command = argc > 1 ? argv[1] : "serve";
  auto config = LoadConfigFromEnv();
  if (!config.ok()) return Fail(config.status(), 2);
  auto clock = ClockFromSetting(config->today);
  if (!clock.ok()) return Fail(clock.status(), 2);
  // Only serving is capped: migrations and seeding may run long on purpose.
  auto pool = command == "serve"
                  ? PgPool::Connect(config->pg_dsn, config->pg_pool_size,
                                    {.statement_timeout_ms = config->pg_statement_timeout_ms})
                  : PgPool::Connect(config->pg_dsn, 1);
  if (!pool.ok()) return Fail(pool.status());

  if (command == "migrate") {
    auto s = ApplyMigrations(**pool, "absences", EmbeddedMigrations());
    return s.ok() ? 0 : Fail(s);
  }
  if (command == "seed") {
    SeedSize size;
    for (int i = 2; i + 1 < argc; i += 2) {
      const std::string flag = argv[i];
      const int value = std::atoi(argv[i + 1]);
      if (value <= 0) return Usage();
      if (flag == "--employees") size.employees = std::max(value, 11);
      else if (flag == "--years") size.years = value;
      else if (flag == "--requests-per-year") size.requests_per_year = value;
      else return Usage();
    }
    auto s = SeedDemoData(**pool, size, WarsawDay((*clock)()));
    return s.ok() ? 0 : Fail(s);
  }
  if (command != "serve") return Usage();

  TokenVerifier verifier({config->issuer, config->api_audience, config->required_scope, kAccessTokenType},
                         [url = config->jwks_url] { return FetchJwks(url); });
  // The gateway checks the revocation list too; a direct gRPC caller must not skip it.
  RedisClient redis(config->redis_host, config->redis_port, /*pool_size=*/4,
                    std::chrono::milliseconds(200));
  RevokedTokens revoked(redis);
  verifier.CheckRevocationIn(&revoked);
  FileExportSink sink(config->export_dir);
  PayrollExport exporter(**pool, sink, *clock);
  exporter.Start(config->export_interval_ms);
  AbsencesServiceImpl service(verifier, **pool, *clock);
  auto served = ServeGrpc(absl::StrCat(config->bind_address, ":", config->grpc_port), {&service});
  exporter.Stop();
  return served.ok() ? 0 : Fail(served, 3);
}

}  // namespace
}  // namespace kadry::absences

int main(int argc, char** argv) {
  kadry::InitLogging("absences");
  return kadry::absences::Run(argc, argv);
}
