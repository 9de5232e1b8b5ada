#include "services/common/warsaw_time.h"

#include <cstdlib>

namespace kadry {

const absl::TimeZone& WarsawZone() {
  static const absl::TimeZone zone = [] {
    absl::TimeZone tz;
    // Without tzdata the process cannot compute a single correct date: stop at start-up.
    if (!absl::LoadTimeZone("Europe/Warsaw", &tz)) std::abort();
    return tz;
  }();
  return zone;
}

absl::CivilSecond WarsawClock(absl::Time t) { return absl::ToCivilSecond(t, WarsawZone()); }

absl::CivilDay WarsawDay(absl::Time t) { return absl::ToCivilDay(t, WarsawZone()); }

absl::Time StartOfWarsawDay(absl::CivilDay day) {
  return absl::FromCivil(absl::CivilSecond(day), WarsawZone());
}

absl::CivilDay MondayOf(absl::CivilDay day) {
  return absl::GetWeekday(day) == absl::Weekday::monday
             ? day
             : absl::PrevWeekday(day, absl::Weekday::monday);
}

bool IsWeekend(absl::CivilDay day) {
  const absl::Weekday w = absl::GetWeekday(day);
  return w == absl::Weekday::saturday || w == absl::Weekday::sunday;
}

std::string FormatWarsawTimestamp(absl::Time t) {
  return absl::FormatTime("%Y-%m-%dT%H:%M:%S%Ez", t, WarsawZone());
}

std::string FormatDate(absl::CivilDay day) { return absl::FormatCivilTime(day); }

absl::StatusOr<absl::CivilDay> ParseDate(const std::string& text) {
  absl::CivilDay day;
  if (text.size() != 10 || !absl::ParseCivilTime(text, &day)) {
    return absl::InvalidArgumentError("a date must be yyyy-MM-dd");
  }
  return day;
}

}  // namespace kadry
