#pragma once

#include <string_view>

#include "absl/strings/string_view.h"

namespace kadry::gateway {

// Debian's abseil has its own absl::string_view, not an alias of std::string_view.
inline absl::string_view AsAbsl(std::string_view s) { return absl::string_view(s.data(), s.size()); }

}  // namespace kadry::gateway
