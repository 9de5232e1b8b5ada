#include "services/bonus-declarations/config.h"

namespace kadry::bonus_declarations {

absl::StatusOr<Config> LoadConfigFromEnv() {
  EnvReader env;
  Config c;
  static_cast<ServiceConfig&>(c) = ReadServiceConfig(env, "bonus-declarations", 50055);
  c.absences_address = env.String("KADRY_ABSENCES_GRPC_ADDRESS", "127.0.0.1:50052");
  if (auto s = env.Finish(); !s.ok()) return s;
  return c;
}

}  // namespace kadry::bonus_declarations
