// absences: the people directory, requests, limits and calendars (gRPC).
#include <grpcpp/channel.h>

#include <algorithm>
#include <memory>

#include "absl/strings/numbers.h"
#include "services/absences/absences_service.h"
#include "services/absences/config.h"
#include "services/absences/demo_data.h"
#include "services/absences/payroll_export.h"
#include "services/common/grpc_channel.h"
#include "services/common/notification_relay.h"
#include "services/common/service_main.h"

namespace kadry::absences {
namespace {

using Process = ServiceProcess<Config>;

absl::Status Seed(Process& p) {
  SeedSize size;
  for (size_t i = 0; i < p.args.size(); i += 2) {
    int value = 0;
    if (i + 1 >= p.args.size() || !absl::SimpleAtoi(p.args[i + 1], &value) || value <= 0) {
      return absl::InvalidArgumentError("each seed option takes a positive whole number");
    }
    if (p.args[i] == "--employees")
      size.employees = std::max(value, 11);
    else if (p.args[i] == "--years")
      size.years = value;
    else if (p.args[i] == "--requests-per-year")
      size.requests_per_year = value;
    else
      return absl::InvalidArgumentError("unknown seed option " + p.args[i]);
  }
  return SeedDemoData(p.pool, size, p.Today());
}

absl::Status Serve(Process& p) {
  ForwardedTokens tokens(p.config);
  std::unique_ptr<PayrollSink> sink;
  if (p.config.export_url.empty()) {
    sink = std::make_unique<FilePayrollSink>(p.config.export_dir);
  } else {
    sink = std::make_unique<HttpPayrollSink>(p.config.export_url, p.config.export_token);
  }
  PayrollExport exporter(p.pool, *sink, p.clock);
  exporter.Start(p.config.export_interval_ms);
  NotificationRelay relay(p.pool, "absences", p.config.publishing);
  relay.Start();
  AbsencesServiceImpl service(tokens.verifier(), p.pool, p.clock, ChannelTo(p.config.identity_address));
  const absl::Status served = ServeGrpcServices(p.config, {&service});
  relay.Stop();
  exporter.Stop();
  return served;
}

}  // namespace
}  // namespace kadry::absences

int main(int argc, char** argv) {
  using namespace kadry::absences;
  return kadry::RunServiceMain<Config>(argc, argv, "absences", LoadConfigFromEnv,
                                       {{"serve", "", true, Serve},
                                        kadry::MigrateCommand<Config>(),
                                        {"seed", "[--employees N] [--years Y] [--requests-per-year K]", false, Seed}});
}
