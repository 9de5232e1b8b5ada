#pragma once

#include <string_view>

namespace kadry::absences {

// A Polish postal code: two digits, a hyphen, three digits ("31-019").
inline bool IsPolishPostalCode(std::string_view text) {
  if (text.size() != 6 || text[2] != '-') return false;
  for (int i : {0, 1, 3, 4, 5}) {
    if (text[i] < '0' || text[i] > '9') return false;
  }
  return true;
}

}  // namespace kadry::absences
