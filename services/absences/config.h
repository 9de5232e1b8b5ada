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
  // Publishing events to notifications (docs/notifications.md): its address
  // (KADRY_NOTIFICATIONS_GRPC_ADDRESS), the provider's token endpoint (KADRY_CLIENT_CREDENTIALS_URL, else
  // <issuer>/token), this service's client secret (KADRY_ABSENCES_CLIENT_SECRET, a Secret; none:
  // the events wait in the outbox) and how often the relay looks (KADRY_ABSENCES_NOTIFY_INTERVAL_MS).
  std::string notifications_address;
  std::string token_url;
  std::string client_secret;
  int notify_interval_ms = 1000;
};

absl::StatusOr<Config> LoadConfigFromEnv();

}  // namespace kadry::absences
