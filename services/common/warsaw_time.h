#pragma once

#include <string>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "absl/time/time.h"

namespace kadry {

// Every business date of Kadry is a day in Poland (docs/architecture.md §4).
const absl::TimeZone& WarsawZone();

absl::CivilDay WarsawDay(absl::Time t);
// The time on the clock in Poland, no offset: what a spreadsheet shows.
absl::CivilSecond WarsawClock(absl::Time t);
absl::Time StartOfWarsawDay(absl::CivilDay day);
// Monday of the week holding `day` (weeks start on Monday in Poland).
absl::CivilDay MondayOf(absl::CivilDay day);
bool IsWeekend(absl::CivilDay day);

// "2026-11-23T08:00:00+01:00": the JSON form of a timestamp.
std::string FormatWarsawTimestamp(absl::Time t);
// "2026-11-23": the JSON form of a date.
std::string FormatDate(absl::CivilDay day);
absl::StatusOr<absl::CivilDay> ParseDate(const std::string& text);

}  // namespace kadry
