#pragma once

// The codes the directory stores for a closed set of values (a school level, a disability
// degree), read both ways from one table.
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace kadry::absences {

template <typename Value>
using StoredCode = std::pair<std::string_view, Value>;

// The value of `code`, or nullopt for a code the table does not know.
template <typename Value, size_t N>
std::optional<Value> ValueOfCode(const StoredCode<Value> (&table)[N], std::string_view code) {
  for (const auto& [name, value] : table) {
    if (name == code) return value;
  }
  return std::nullopt;
}

// The code of `value` (the table's first code when the value is missing from it).
template <typename Value, size_t N>
std::string CodeOfValue(const StoredCode<Value> (&table)[N], Value value) {
  for (const auto& [name, v] : table) {
    if (v == value) return std::string(name);
  }
  return std::string(table[0].first);
}

}  // namespace kadry::absences
