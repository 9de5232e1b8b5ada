#include "services/work-times/config.h"

#include "services/common/service_table.h"

namespace kadry::work_times {

absl::StatusOr<Config> LoadConfigFromEnv() {
  EnvReader env;
  Config c;
  static_cast<ServiceConfig&>(c) = ReadServiceConfig(env, "work-times");
  c.absences_address = env.String("KADRY_ABSENCES_GRPC_ADDRESS", ServiceGrpcAddress("absences"));
  if (auto s = env.Finish(); !s.ok()) return s;
  return c;
}

}  // namespace kadry::work_times
