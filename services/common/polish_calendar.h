#pragma once

#include <string>
#include <vector>

#include "absl/time/civil_time.h"

namespace kadry {

struct PublicHoliday {
  absl::CivilDay day;
  std::string name;  // Polish name, as in the statute
};

// Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm).
absl::CivilDay EasterSunday(int year);

// Days free from work in Poland in `year`, in date order: Ustawa z 18 stycznia 1951 r. o
// dniach wolnych od pracy, art. 1 (6 January since 2011, 24 December since 2025).
std::vector<PublicHoliday> PublicHolidays(int year);

bool IsPublicHoliday(absl::CivilDay day);

// A working day of the standard schedule: Monday to Friday and not a public holiday.
bool IsWorkingDay(absl::CivilDay day);

// Working days from `from` to `to` inclusive (0 when to < from).
int WorkingDaysBetween(absl::CivilDay from, absl::CivilDay to);

// Holidays that fall on a Saturday: each reduces working time by 8 hours, and the
// employer must give another day off in the settlement period (KP art. 130 §2).
std::vector<absl::CivilDay> SaturdayHolidays(int year);

// The working-time norm of a settlement period in hours for full time (KP art. 130 §1-2):
// 40 h per full week, 8 h per weekday left over, minus 8 h per holiday falling on a day
// other than Sunday.
int WorkingTimeNormHours(absl::CivilDay from, absl::CivilDay to);

}  // namespace kadry
