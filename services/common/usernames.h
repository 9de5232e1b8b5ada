#pragma once

#include <algorithm>
#include <string_view>

#include "absl/strings/ascii.h"

namespace kadry {

// What the provider takes as a username: what the HR system's import and the account sync
// check alike. Pure, so domain rules may use it.
inline constexpr char kUsernameRule[] = "a username of 1 to 100 lower-case letters, digits and . _ - @";

inline bool IsUsername(std::string_view s) {
  return !s.empty() && s.size() <= 100 && std::all_of(s.begin(), s.end(), [](char c) {
    return absl::ascii_islower(c) || absl::ascii_isdigit(c) || c == '.' || c == '_' || c == '-' || c == '@';
  });
}

}  // namespace kadry
