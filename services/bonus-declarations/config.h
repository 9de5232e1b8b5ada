#pragma once

#include <string>

#include "absl/status/statusor.h"
#include "services/common/config.h"

namespace kadry::bonus_declarations {

// The shared service block (KADRY_BONUS_DECLARATIONS_GRPC_PORT, KADRY_TODAY, ...) and where
// the people directory answers.
struct Config : ServiceConfig {
  std::string absences_address;  // KADRY_ABSENCES_GRPC_ADDRESS (exported by ./kadry)
};

absl::StatusOr<Config> LoadConfigFromEnv();

}  // namespace kadry::bonus_declarations
