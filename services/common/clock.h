#pragma once

#include <functional>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "absl/time/time.h"

namespace kadry {

// "Now" as the business rules see it. Injected everywhere a rule depends on today
// (start dates, limits, manual-verification deadlines, request numbers) so tests and a
// demo pinned to one day see the same calendar; production uses the system clock.
using Clock = std::function<absl::Time()>;

Clock SystemClock();

// A clock whose Warsaw day is always `day`; the time of day follows the real clock, so
// timestamps taken from it still move forward.
Clock ClockPinnedTo(absl::CivilDay day);

// The business "today" setting (KADRY_TODAY, one for every service): "" for the system clock, or a yyyy-MM-dd day to
// pin to.
absl::StatusOr<Clock> ClockFromSetting(const std::string& today);

}  // namespace kadry
