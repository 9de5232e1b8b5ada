#include "services/common/clock.h"

#include "absl/time/clock.h"
#include "services/common/warsaw_time.h"

namespace kadry {

Clock SystemClock() {
  return [] { return absl::Now(); };
}

Clock ClockPinnedTo(absl::CivilDay day) {
  return [day] {
    const absl::Time now = absl::Now();
    return StartOfWarsawDay(day) + (now - StartOfWarsawDay(WarsawDay(now)));
  };
}

absl::StatusOr<Clock> ClockFromSetting(const std::string& today) {
  if (today.empty()) return SystemClock();
  auto day = ParseDate(today);
  if (!day.ok()) return absl::InvalidArgumentError("KADRY_TODAY must be a date yyyy-MM-dd");
  return ClockPinnedTo(*day);
}

}  // namespace kadry
