#include "services/absences/config.h"

#include "services/common/service_table.h"

namespace kadry::absences {

absl::StatusOr<Config> LoadConfigFromEnv() {
  EnvReader env;
  Config c;
  static_cast<ServiceConfig&>(c) = ReadServiceConfig(env, "absences");
  c.export_dir = env.String("KADRY_ABSENCES_EXPORT_DIR", ".data/exports");
  c.export_interval_ms = env.Int("KADRY_ABSENCES_EXPORT_INTERVAL_MS", 1000, 50, 3600000);
  c.identity_address = env.String("KADRY_IDENTITY_GRPC_ADDRESS", ServiceGrpcAddress("identity"));
  if (auto s = env.Finish(); !s.ok()) return s;
  return c;
}

}  // namespace kadry::absences
