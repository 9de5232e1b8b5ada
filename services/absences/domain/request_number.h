#pragma once

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace kadry::absences {

// A request number: "UW/2026/000123" = type code / year of submission / sequence of
// that type and year. The sequence comes from the store; this file only spells it.
struct RequestNumber {
  std::string type_code;
  int year = 0;
  int sequence = 0;
};

// Six digits keep numbers sortable as text within a type and year (HR sorts by them).
inline constexpr int kRequestSequenceDigits = 6;
inline constexpr int kMaxRequestSequence = 999999;

// "UW/2026/000123"; a sequence above 999999 is written with more digits, never cut.
std::string FormatRequestNumber(absl::string_view type_code, int year, int sequence);
std::string FormatRequestNumber(const RequestNumber& number);

// The parts of a number; INVALID_ARGUMENT when the text is not code/yyyy/digits.
absl::StatusOr<RequestNumber> ParseRequestNumber(absl::string_view text);

}  // namespace kadry::absences
