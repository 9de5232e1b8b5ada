#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"

namespace kadry {

// Reads KADRY_* variables and collects every problem, so a misconfigured process
// reports all bad variables at once instead of one per restart.
class EnvReader final {
 public:
  std::string String(const char* name, const std::string& fallback);
  std::string RequiredString(const char* name);
  int Int(const char* name, int fallback, int min, int max);
  bool Bool(const char* name, bool fallback);

  // OK, or INVALID_ARGUMENT naming every bad variable.
  absl::Status Finish() const;

 private:
  std::vector<std::string> problems_;
};

}  // namespace kadry
