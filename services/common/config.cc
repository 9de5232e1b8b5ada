#include "services/common/config.h"

#include <cstdlib>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace kadry {
namespace {
const char* Lookup(const char* name) {
  const char* value = std::getenv(name);
  return (value != nullptr && *value != '\0') ? value : nullptr;
}
}  // namespace

std::string EnvReader::String(const char* name, const std::string& fallback) {
  const char* value = Lookup(name);
  return value ? std::string(value) : fallback;
}

std::string EnvReader::RequiredString(const char* name) {
  const char* value = Lookup(name);
  if (!value) problems_.push_back(absl::StrCat(name, " is required"));
  return value ? std::string(value) : std::string();
}

int EnvReader::Int(const char* name, int fallback, int min, int max) {
  const char* value = Lookup(name);
  if (!value) return fallback;
  int parsed = 0;
  if (!absl::SimpleAtoi(value, &parsed) || parsed < min || parsed > max) {
    problems_.push_back(absl::StrCat(name, "='", value, "' must be a whole number from ", min,
                                     " to ", max));
    return fallback;
  }
  return parsed;
}

bool EnvReader::Bool(const char* name, bool fallback) {
  const char* value = Lookup(name);
  if (!value) return fallback;
  const std::string v = absl::AsciiStrToLower(value);
  if (v == "1" || v == "true" || v == "yes") return true;
  if (v == "0" || v == "false" || v == "no") return false;
  problems_.push_back(absl::StrCat(name, "='", value, "' must be true or false"));
  return fallback;
}

absl::Status EnvReader::Finish() const {
  if (problems_.empty()) return absl::OkStatus();
  return absl::InvalidArgumentError(
      absl::StrCat("bad configuration: ", absl::StrJoin(problems_, "; ")));
}

}  // namespace kadry
