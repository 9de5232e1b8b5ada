#include "services/bonus-declarations/config.h"

#include "services/common/service_table.h"

namespace kadry::bonus_declarations {

absl::StatusOr<Config> LoadConfigFromEnv() {
  EnvReader env;
  Config c;
  static_cast<ServiceConfig&>(c) = ReadServiceConfig(env, "bonus-declarations");
  c.absences_address = env.String("KADRY_ABSENCES_GRPC_ADDRESS", ServiceGrpcAddress("absences"));
  if (auto s = env.Finish(); !s.ok()) return s;
  return c;
}

}  // namespace kadry::bonus_declarations
