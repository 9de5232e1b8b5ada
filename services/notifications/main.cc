// notifications: the events the other services report, kept per recipient for the app (gRPC).
#include "services/common/config.h"
#include "services/common/service_main.h"
#include "services/common/status_macros.h"
#include "services/notifications/notifications_service.h"

namespace kadry::notifications {
namespace {

using Process = ServiceProcess<ServiceConfig>;

absl::StatusOr<ServiceConfig> LoadConfig() {
  EnvReader env;
  ServiceConfig config = ReadServiceConfig(env, "notifications");
  RETURN_IF_ERROR(env.Finish());
  return config;
}

absl::Status Serve(Process& p) {
  ForwardedTokens tokens(p.config);
  NotificationsServiceImpl service(tokens.verifier(), p.pool);
  return ServeGrpcServices(p.config, {&service});
}

// The demo's notifications come from the demo's own events, published as they happen.
absl::Status Seed(Process&) { return absl::OkStatus(); }

}  // namespace
}  // namespace kadry::notifications

int main(int argc, char** argv) {
  using namespace kadry::notifications;
  return kadry::RunServiceMain<kadry::ServiceConfig>(argc, argv, "notifications", LoadConfig,
                                                     {{"serve", "", true, Serve},
                                                      kadry::MigrateCommand<kadry::ServiceConfig>(),
                                                      {"seed", "[ignored sizes]", false, Seed}});
}
