#pragma once

#include <string>

#include "absl/status/statusor.h"
#include "services/common/config.h"

namespace kadry::absences {

// The shared service block (KADRY_ABSENCES_GRPC_PORT, KADRY_TODAY, ...) and the payroll
// export's own settings.
struct Config : ServiceConfig {
  std::string export_dir;    // KADRY_ABSENCES_EXPORT_DIR: the payroll sink, unless
  std::string export_url;    // KADRY_ABSENCES_EXPORT_URL: the payroll system's endpoint
  std::string export_token;  // KADRY_ABSENCES_EXPORT_TOKEN: its bearer token (a Secret)
  int export_interval_ms;    // KADRY_ABSENCES_EXPORT_INTERVAL_MS
  // KADRY_IDENTITY_GRPC_ADDRESS (exported by ./kadry): where imported people's accounts are kept.
  std::string identity_address;
  NotificationPublishing publishing;  // its events to notifications (docs/notifications.md)
};

absl::StatusOr<Config> LoadConfigFromEnv();

}  // namespace kadry::absences
