#include "services/absences/domain/request_number.h"

#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"

namespace kadry::absences {
namespace {

bool AllDigits(absl::string_view s) {
  if (s.empty()) return false;
  for (char c : s) {
    if (!absl::ascii_isdigit(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

bool IsTypeCode(absl::string_view s) {
  if (s.empty()) return false;
  for (char c : s) {
    if (!absl::ascii_isupper(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

}  // namespace

std::string FormatRequestNumber(absl::string_view type_code, int year, int sequence) {
  return absl::StrFormat("%s/%04d/%0*d", type_code, year, kRequestSequenceDigits, sequence);
}

std::string FormatRequestNumber(const RequestNumber& number) {
  return FormatRequestNumber(number.type_code, number.year, number.sequence);
}

absl::StatusOr<RequestNumber> ParseRequestNumber(absl::string_view text) {
  const std::vector<absl::string_view> parts = absl::StrSplit(text, '/');
  const auto invalid = [text] {
    return absl::InvalidArgumentError(absl::StrCat("request number must look like UW/2026/000123, not \"", text, "\""));
  };
  if (parts.size() != 3 || !IsTypeCode(parts[0]) || parts[1].size() != 4 || !AllDigits(parts[1]) ||
      parts[2].size() < kRequestSequenceDigits || !AllDigits(parts[2])) {
    return invalid();
  }
  RequestNumber number;
  number.type_code = std::string(parts[0]);
  if (!absl::SimpleAtoi(parts[1], &number.year) || !absl::SimpleAtoi(parts[2], &number.sequence)) {
    return invalid();
  }
  return number;
}

}  // namespace kadry::absences
