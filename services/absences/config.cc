#include "services/absences/config.h"

#include "absl/strings/str_cat.h"
#include "services/common/http_url.h"
#include "services/common/service_table.h"

namespace kadry::absences {

absl::StatusOr<Config> LoadConfigFromEnv() {
  EnvReader env;
  Config c;
  static_cast<ServiceConfig&>(c) = ReadServiceConfig(env, "absences");
  c.export_dir = env.String("KADRY_ABSENCES_EXPORT_DIR", ".data/exports");
  c.export_url = env.String("KADRY_ABSENCES_EXPORT_URL", "");
  c.export_token = env.String("KADRY_ABSENCES_EXPORT_TOKEN", "");
  if (!c.export_url.empty()) {
    const auto url = ParseHttpUrl(c.export_url);
    if (!url.ok()) {
      env.Problem(absl::StrCat("KADRY_ABSENCES_EXPORT_URL: ", url.status().message()));
    } else if (c.production && !url->https) {
      // The documents name employees and their absences, and the token travels with them.
      env.Problem("KADRY_ABSENCES_EXPORT_URL must be an https URL in production");
    }
  }
  c.export_interval_ms = env.Int("KADRY_ABSENCES_EXPORT_INTERVAL_MS", 1000, 50, 3600000);
  c.identity_address = env.String("KADRY_IDENTITY_GRPC_ADDRESS", ServiceGrpcAddress("identity"));
  c.publishing = ReadNotificationPublishing(env, "absences", c.issuer);
  if (auto s = env.Finish(); !s.ok()) return s;
  return c;
}

}  // namespace kadry::absences
