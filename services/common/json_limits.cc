#include "services/common/json_limits.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "services/common/problem.h"

namespace kadry {

JsonTextShape ScanJsonText(std::string_view text) {
  JsonTextShape shape;
  int depth = 0;
  bool in_string = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '"') {
        in_string = false;
      } else if (c == '\\' && i + 1 < text.size()) {
        // Only "\u0000" decodes to NUL; "\\u0000" is a backslash followed by text.
        if (text.substr(i + 1, 5) == "u0000") shape.has_nul = true;
        ++i;  // the escaped character cannot end the string
      }
      continue;
    }
    switch (c) {
      case '"': in_string = true; break;
      case '[':
      case '{': shape.depth = std::max(shape.depth, ++depth); break;
      case ']':
      case '}': --depth; break;
      default: break;
    }
  }
  return shape;
}

absl::StatusOr<nlohmann::json> ParseUntrustedJson(std::string_view text, int max_depth) {
  const JsonTextShape shape = ScanJsonText(text);
  if (shape.depth > max_depth) {
    return Refusal(absl::StatusCode::kInvalidArgument, "http.json-depth",
                   absl::StrCat("the JSON is nested more than ", max_depth, " levels deep"), {{"max", max_depth}});
  }
  if (shape.has_nul) {
    return Refusal(absl::StatusCode::kInvalidArgument, "http.nul-character",
                   "text may not contain the NUL character (\\u0000)");
  }
  auto parsed = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (parsed.is_discarded())
    return Refusal(absl::StatusCode::kInvalidArgument, "http.json-invalid", "the request body is not valid JSON");
  return parsed;
}

}  // namespace kadry
