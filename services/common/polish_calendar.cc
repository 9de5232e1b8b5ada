#include "services/common/polish_calendar.h"

#include <algorithm>
#include <limits>

namespace kadry {

absl::CivilDay EasterSunday(int year) {
  const int a = year % 19;
  const int b = year / 100;
  const int c = year % 100;
  const int d = b / 4;
  const int e = b % 4;
  const int f = (b + 8) / 25;
  const int g = (b - f + 1) / 3;
  const int h = (19 * a + b - d - g + 15) % 30;
  const int i = c / 4;
  const int k = c % 4;
  const int l = (32 + 2 * e + 2 * i - h - k) % 7;
  const int m = (a + 11 * h + 22 * l) / 451;
  const int month = (h + l - 7 * m + 114) / 31;
  const int day = ((h + l - 7 * m + 114) % 31) + 1;
  return absl::CivilDay(year, month, day);
}

std::vector<PublicHoliday> PublicHolidays(int year) {
  const absl::CivilDay easter = EasterSunday(year);
  std::vector<PublicHoliday> days = {
      {absl::CivilDay(year, 1, 1), "Nowy Rok"},
      {easter, "Wielkanoc"},
      {easter + 1, "Poniedziałek Wielkanocny"},
      {absl::CivilDay(year, 5, 1), "Święto Państwowe"},
      {absl::CivilDay(year, 5, 3), "Święto Narodowe Trzeciego Maja"},
      {easter + 49, "Zielone Świątki"},
      {easter + 60, "Boże Ciało"},
      {absl::CivilDay(year, 8, 15), "Wniebowzięcie Najświętszej Maryi Panny"},
      {absl::CivilDay(year, 11, 1), "Wszystkich Świętych"},
      {absl::CivilDay(year, 11, 11), "Narodowe Święto Niepodległości"},
      {absl::CivilDay(year, 12, 25), "Boże Narodzenie (pierwszy dzień)"},
      {absl::CivilDay(year, 12, 26), "Boże Narodzenie (drugi dzień)"},
  };
  // Ustawa z 24 września 2010 r.: Trzech Króli free from 2011.
  if (year >= 2011) days.push_back({absl::CivilDay(year, 1, 6), "Święto Trzech Króli"});
  // Ustawa z 6 grudnia 2024 r.: Wigilia free from 2025.
  if (year >= 2025) days.push_back({absl::CivilDay(year, 12, 24), "Wigilia Bożego Narodzenia"});
  std::sort(days.begin(), days.end(), [](const PublicHoliday& x, const PublicHoliday& y) { return x.day < y.day; });
  return days;
}

namespace {
// The holidays of the year this thread asked for last. Days are asked one by one and in runs
// within a year; building the year's list for each day was a fifth of the CPU of a calendar
// (bench/README.md).
const std::vector<PublicHoliday>& HolidaysOf(int year) {
  thread_local int held_year = std::numeric_limits<int>::min();
  thread_local std::vector<PublicHoliday> held;
  if (year != held_year) {
    held = PublicHolidays(year);
    held_year = year;
  }
  return held;
}
}  // namespace

bool IsPublicHoliday(absl::CivilDay day) {
  for (const auto& h : HolidaysOf(static_cast<int>(day.year()))) {
    if (h.day == day) return true;
  }
  return false;
}

bool IsWorkingDay(absl::CivilDay day) {
  const absl::Weekday w = absl::GetWeekday(day);
  return w != absl::Weekday::saturday && w != absl::Weekday::sunday && !IsPublicHoliday(day);
}

int WorkingDaysBetween(absl::CivilDay from, absl::CivilDay to) {
  int count = 0;
  for (absl::CivilDay d = from; d <= to; ++d) count += IsWorkingDay(d) ? 1 : 0;
  return count;
}

std::vector<absl::CivilDay> SaturdayHolidays(int year) {
  std::vector<absl::CivilDay> out;
  for (const auto& h : PublicHolidays(year)) {
    if (absl::GetWeekday(h.day) == absl::Weekday::saturday) out.push_back(h.day);
  }
  return out;
}

int WorkingTimeNormHours(absl::CivilDay from, absl::CivilDay to) {
  if (to < from) return 0;
  const int days = static_cast<int>(to - from) + 1;
  int weekdays_left = 0;
  // Full weeks give 40 h each; the remaining days give 8 h per Monday..Friday.
  for (absl::CivilDay d = from + (days / 7) * 7; d <= to; ++d) {
    const absl::Weekday w = absl::GetWeekday(d);
    if (w != absl::Weekday::saturday && w != absl::Weekday::sunday) ++weekdays_left;
  }
  int hours = 40 * (days / 7) + 8 * weekdays_left;
  for (absl::CivilDay d = from; d <= to; ++d) {
    if (absl::GetWeekday(d) != absl::Weekday::sunday && IsPublicHoliday(d)) hours -= 8;
  }
  return hours;
}

}  // namespace kadry
