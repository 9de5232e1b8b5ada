#pragma once

#include <string_view>

#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"

namespace kadry {

// How deep JSON from a user may nest. Kadry's messages nest at most a few levels;
// nlohmann::json's dump() and destructor recurse once per level, so a 200 KB document of
// 100 000 brackets parses fine and then overflows the stack (docs/security.md).
inline constexpr int kMaxJsonDepth = 32;

// What the raw text of a JSON document holds, found in one pass without building a tree.
struct JsonTextShape {
  int depth = 0;         // deepest nesting of arrays and objects
  bool has_nul = false;  // a "\u0000" escape inside a string: PostgreSQL text cannot hold it
};
JsonTextShape ScanJsonText(std::string_view text);

// Parses JSON taken from outside: INVALID_ARGUMENT when it nests deeper than `max_depth`,
// carries a NUL character in a string, or is not JSON. Limits come before the parse.
absl::StatusOr<nlohmann::json> ParseUntrustedJson(std::string_view text, int max_depth = kMaxJsonDepth);

}  // namespace kadry
