#pragma once

// Moments of the hand-computed tests: Warsaw's zone, hours as the rules' seconds, and "HH:MM"
// on a day.

#include <cstdint>
#include <string_view>

#include "absl/time/civil_time.h"
#include "absl/time/time.h"
#include "gtest/gtest.h"
#include "services/work-times/domain/time_rules.h"

namespace kadry::work_times::test_times {

inline absl::TimeZone Warsaw() {
  absl::TimeZone zone;
  EXPECT_TRUE(absl::LoadTimeZone("Europe/Warsaw", &zone));
  return zone;
}

constexpr int64_t Hours(int64_t hours, int64_t minutes = 0) { return hours * kHour + minutes * kMinute; }

// "HH:MM" on `day` in Warsaw; "24:00" is the next midnight.
inline absl::Time At(absl::CivilDay day, std::string_view hhmm) {
  const int hour = (hhmm[0] - '0') * 10 + (hhmm[1] - '0');
  const int minute = (hhmm[3] - '0') * 10 + (hhmm[4] - '0');
  return absl::FromCivil(absl::CivilMinute(day.year(), day.month(), day.day(), hour, minute), Warsaw());
}

}  // namespace kadry::work_times::test_times
