// work-times: schedules, clock records, workdays and the time evaluation (gRPC).
#include "absl/strings/numbers.h"
#include "services/common/notification_relay.h"
#include "services/common/service_main.h"
#include "services/work-times/demo_data.h"
#include "services/work-times/people_directory.h"
#include "services/work-times/work_times_service.h"

namespace kadry::work_times {
namespace {

using Config = DirectoryReaderConfig;
using Process = ServiceProcess<Config>;

// The people of the absences seed (`--employees N`, the same default); other sizes are ignored.
absl::Status Seed(Process& p) {
  int employees = 150;
  for (size_t i = 0; i + 1 < p.args.size(); i += 2) {
    if (p.args[i] == "--employees" && (!absl::SimpleAtoi(p.args[i + 1], &employees) || employees <= 0)) {
      return absl::InvalidArgumentError("--employees takes a positive whole number");
    }
  }
  return SeedDemoData(p.pool, employees, p.Today());
}

// The service, and the relay of its notification outbox beside it (docs/notifications.md).
absl::Status Serve(Process& p) {
  ForwardedTokens tokens(p.config);
  AbsencesDirectory people(p.config.absences_address);
  WorkTimesServiceImpl service(tokens.verifier(), p.pool, people, p.clock);
  NotificationRelay relay(p.pool, "work-times", p.config.publishing);
  relay.Start();
  const absl::Status served = ServeGrpcServices(p.config, {&service});
  relay.Stop();
  return served;
}

}  // namespace
}  // namespace kadry::work_times

int main(int argc, char** argv) {
  using namespace kadry::work_times;
  return kadry::RunServiceMain<Config>(argc, argv, "work-times",
                                       [] { return kadry::LoadDirectoryReaderConfig("work-times"); },
                                       {{"serve", "", true, Serve},
                                        kadry::MigrateCommand<Config>(),
                                        {"seed", "[--employees N] [other sizes ignored]", false, Seed}});
}
