#include "services/work-times/config.h"

namespace kadry::work_times {

absl::StatusOr<Config> LoadConfigFromEnv() {
  EnvReader env;
  Config c;
  static_cast<ServiceConfig&>(c) = ReadServiceConfig(env, "work-times", 50053);
  c.absences_address = env.String("KADRY_ABSENCES_GRPC_ADDRESS", "127.0.0.1:50052");
  if (auto s = env.Finish(); !s.ok()) return s;
  return c;
}

}  // namespace kadry::work_times
