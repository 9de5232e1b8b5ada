#pragma once

#include <string>

#include "absl/status/statusor.h"
#include "services/common/config.h"

namespace kadry::work_times {

// The shared service block (KADRY_WORK_TIMES_GRPC_PORT, KADRY_TODAY, ...) and where the people
// directory answers.
struct Config : ServiceConfig {
  std::string absences_address;  // KADRY_ABSENCES_GRPC_ADDRESS (exported by ./kadry)
};

absl::StatusOr<Config> LoadConfigFromEnv();

}  // namespace kadry::work_times
