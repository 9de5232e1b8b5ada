#pragma once

// One `main` for every service (docs/architecture.md §2):
//   <name> [serve] | migrate | seed [args] | <the service's own commands> | health
// It starts logging, blocks the termination signals before any thread exists, reads the
// configuration (every problem at once), makes the clock and the PostgreSQL pool (capped
// statements when serving; migrations and seeding may run long on purpose), runs the
// command and maps its status to the exit code: 0 done, 1 failed, 2 usage or
// configuration, 3 could not serve.
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "services/common/clock.h"
#include "services/common/config.h"
#include "services/common/migrations.h"
#include "services/common/pg.h"
#include "services/common/process_start.h"
#include "services/common/redis.h"
#include "services/common/revoked_tokens.h"
#include "services/common/token_verifier.h"

namespace grpc {
class Service;
}  // namespace grpc

namespace kadry {

// What a command runs with. `Config` is ServiceConfig or a service's extension of it.
template <typename Config>
struct ServiceProcess {
  const Config& config;
  PgPool& pool;
  Clock clock;
  std::vector<std::string> args;  // after the command's name

  absl::CivilDay Today() const;
};

template <typename Config>
struct ServiceCommand {
  std::string name;   // "serve", "migrate", "seed", "rotate-keys"
  std::string usage;  // its arguments, for the usage line
  bool serves = false;
  std::function<absl::Status(ServiceProcess<Config>&)> run;
};

// The access tokens the gateway forwards, verified again by the service as the gateway does
// (the issuer's JWKS, the API audience and scope, `typ` at+jwt) and looked up in the
// revocation list, so a direct gRPC caller cannot skip either check.
class ForwardedTokens final {
 public:
  explicit ForwardedTokens(const ServiceConfig& config);
  TokenVerifier& verifier() { return verifier_; }

 private:
  RedisClient redis_;
  RevokedTokens revoked_;
  TokenVerifier verifier_;
};

// Serves `services` on the configured address until SIGTERM (ServeGrpc).
absl::Status ServeGrpcServices(const ServiceConfig& config, const std::vector<grpc::Service*>& services,
                               bool reflection = false);

// Demo data leaves its mark in the service's schema when it is seeded, so that a production
// process can tell a database that holds it (KADRY_ENVIRONMENT=production refuses to serve it).
absl::Status MarkDemoData(PgPool& pool, const std::string& schema);
absl::StatusOr<bool> HoldsDemoData(PgPool& pool, const std::string& schema);

namespace service_main_detail {
int Fail(const std::string& name, const absl::Status& status, int code);
// What production forbids of the command: seeding demo data, serving a database that holds it.
absl::Status CheckProduction(const ServiceConfig& config, const std::string& command, bool serves, PgPool& pool);
absl::StatusOr<std::unique_ptr<PgPool>> Connect(const ServiceConfig& config, bool serving);
absl::CivilDay Today(const Clock& clock);
int CheckOwnHealth(const ServiceConfig& config, std::optional<int> http_port);
}  // namespace service_main_detail

template <typename Config>
absl::CivilDay ServiceProcess<Config>::Today() const {
  return service_main_detail::Today(clock);
}

// migrate: the embedded migrations (kadry_embed_migrations) in the service's own schema
// (ServiceSchema); `then` runs after them when given (e.g. a first signing key).
template <typename Config>
ServiceCommand<Config> MigrateCommand(std::function<absl::Status(ServiceProcess<Config>&)> then = nullptr) {
  return {"migrate", "", false, [then](ServiceProcess<Config>& p) -> absl::Status {
            if (auto s = ApplyMigrations(p.pool, ServiceSchema(p.config.name), EmbeddedMigrations()); !s.ok()) return s;
            return then ? then(p) : absl::OkStatus();
          }};
}

// serve for a service that reads the people directory: `Service(verifier, pool, directory,
// clock)` over a `Directory` of the configured absences address, the forwarded tokens
// verified as in every service.
template <typename Service, typename Directory>
ServiceCommand<DirectoryReaderConfig> ServeReadingDirectoryCommand() {
  return {"serve", "", true, [](ServiceProcess<DirectoryReaderConfig>& p) -> absl::Status {
            ForwardedTokens tokens(p.config);
            Directory people(p.config.absences_address);
            Service service(tokens.verifier(), p.pool, people, p.clock);
            return ServeGrpcServices(p.config, {&service});
          }};
}

// `health` asks the serving process on this host (its gRPC health, and the /healthz of a
// service that also serves HTTP, the provider) without touching PostgreSQL: the images'
// HEALTHCHECK. Its exit code: 0 serving, 1 not.
template <typename Config>
int CheckOwnHealth(const Config& config) {
  if constexpr (requires { config.http_port; }) {
    return service_main_detail::CheckOwnHealth(config, config.http_port);
  } else {
    return service_main_detail::CheckOwnHealth(config, std::nullopt);
  }
}

// `load` reads the configuration (ReadServiceConfig plus the service's own variables); the
// first command is the default.
template <typename Config>
int RunServiceMain(int argc, char** argv, const std::string& name, const std::function<absl::StatusOr<Config>()>& load,
                   const std::vector<ServiceCommand<Config>>& commands) {
  StartProcess(name);
  const std::string command = argc > 1 ? argv[1] : commands.front().name;
  const ServiceCommand<Config>* chosen = nullptr;
  std::string usage = "usage: " + name;
  for (const auto& c : commands) {
    if (c.name == command) chosen = &c;
    usage += (&c == &commands.front() ? " [" + c.name + "]" : " | " + c.name) + (c.usage.empty() ? "" : " " + c.usage);
  }
  usage += " | health";
  const bool health = command == "health" && argc == 2;
  if (chosen == nullptr && !health) return service_main_detail::Fail(name, absl::InvalidArgumentError(usage), 2);
  auto config = load();
  if (!config.ok()) return service_main_detail::Fail(name, config.status(), 2);
  if (health) return CheckOwnHealth(*config);
  auto clock = ClockFromSetting(config->today);
  if (!clock.ok()) return service_main_detail::Fail(name, clock.status(), 2);
  auto pool = service_main_detail::Connect(*config, chosen->serves);
  if (!pool.ok()) return service_main_detail::Fail(name, pool.status(), 1);
  if (auto refused = service_main_detail::CheckProduction(*config, chosen->name, chosen->serves, **pool);
      !refused.ok()) {
    return service_main_detail::Fail(name, refused, 2);
  }
  ServiceProcess<Config> process{*config, **pool, *clock,
                                 std::vector<std::string>(argv + std::min(argc, 2), argv + argc)};
  absl::Status done = chosen->run(process);
  if (done.ok() && chosen->name == "seed") done = MarkDemoData(**pool, ServiceSchema(config->name));
  if (done.code() == absl::StatusCode::kInvalidArgument && !chosen->serves) {
    return service_main_detail::Fail(name, absl::InvalidArgumentError(std::string(done.message()) + "; " + usage), 2);
  }
  return done.ok() ? 0 : service_main_detail::Fail(name, done, chosen->serves ? 3 : 1);
}

}  // namespace kadry
