#include "services/absences/config.h"

namespace kadry::absences {

absl::StatusOr<Config> LoadConfigFromEnv() {
  EnvReader env;
  Config c;
  static_cast<ServiceConfig&>(c) = ReadServiceConfig(env, "absences");
  c.export_dir = env.String("KADRY_ABSENCES_EXPORT_DIR", ".data/exports");
  c.export_interval_ms = env.Int("KADRY_ABSENCES_EXPORT_INTERVAL_MS", 1000, 50, 3600000);
  if (auto s = env.Finish(); !s.ok()) return s;
  return c;
}

}  // namespace kadry::absences
