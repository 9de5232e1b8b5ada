#include "services/common/polish_calendar.h"

#include <map>

#include "gtest/gtest.h"

namespace kadry {
namespace {

absl::CivilDay D(int y, int m, int d) { return absl::CivilDay(y, m, d); }

// Easter Sundays 2020–2030 as published by the Episcopal Conference of Poland.
const std::map<int, absl::CivilDay> kEaster = {
    {2020, D(2020, 4, 12)}, {2021, D(2021, 4, 4)},  {2022, D(2022, 4, 17)}, {2023, D(2023, 4, 9)},
    {2024, D(2024, 3, 31)}, {2025, D(2025, 4, 20)}, {2026, D(2026, 4, 5)},  {2027, D(2027, 3, 28)},
    {2028, D(2028, 4, 16)}, {2029, D(2029, 4, 1)},  {2030, D(2030, 4, 21)},
};

TEST(PolishCalendarTest, EasterMatchesThePublishedDates) {
  for (const auto& [year, day] : kEaster) EXPECT_EQ(EasterSunday(year), day) << year;
}

TEST(PolishCalendarTest, StatutoryListFor2020To2030) {
  for (int year = 2020; year <= 2030; ++year) {
    const auto holidays = PublicHolidays(year);
    EXPECT_EQ(holidays.size(), year >= 2025 ? 14u : 13u) << year;
    const absl::CivilDay easter = kEaster.at(year);
    for (absl::CivilDay d :
         {D(year, 1, 1), D(year, 1, 6), easter, easter + 1, D(year, 5, 1), D(year, 5, 3), easter + 49, easter + 60,
          D(year, 8, 15), D(year, 11, 1), D(year, 11, 11), D(year, 12, 25), D(year, 12, 26)}) {
      EXPECT_TRUE(IsPublicHoliday(d)) << d;
    }
    EXPECT_EQ(IsPublicHoliday(D(year, 12, 24)), year >= 2025) << year;
  }
}

TEST(PolishCalendarTest, KnownMovableFeasts) {
  EXPECT_TRUE(IsPublicHoliday(D(2026, 6, 4)));   // Boże Ciało 2026
  EXPECT_TRUE(IsPublicHoliday(D(2026, 5, 24)));  // Zielone Świątki 2026
  EXPECT_TRUE(IsPublicHoliday(D(2024, 4, 1)));   // Poniedziałek Wielkanocny 2024
  EXPECT_FALSE(IsPublicHoliday(D(2026, 11, 2)));
}

TEST(PolishCalendarTest, YearsAskedInTurnEachKeepTheirOwnHolidays) {
  // Trzech Króli is free from 2011 and Wigilia from 2025; Easter moves every year.
  EXPECT_TRUE(IsPublicHoliday(D(2026, 1, 6)));
  EXPECT_FALSE(IsPublicHoliday(D(2010, 1, 6)));
  EXPECT_TRUE(IsPublicHoliday(D(2026, 12, 24)));
  EXPECT_FALSE(IsPublicHoliday(D(2024, 12, 24)));
  EXPECT_TRUE(IsPublicHoliday(D(2026, 1, 6)));
  EXPECT_TRUE(IsPublicHoliday(D(2024, 4, 1)));  // Poniedziałek Wielkanocny 2024
  EXPECT_FALSE(IsPublicHoliday(D(2026, 4, 1)));
  // Across New Year's Eve: both years in one run of days.
  EXPECT_EQ(WorkingDaysBetween(D(2026, 12, 21), D(2027, 1, 8)), 11);  // 24, 25 Dec, 1, 6 Jan off
}

TEST(PolishCalendarTest, WorkingDaysSkipWeekendsAndHolidays) {
  // November 2026: 21 weekdays, minus Wednesday 11 Nov (1 Nov is a Sunday).
  EXPECT_EQ(WorkingDaysBetween(D(2026, 11, 1), D(2026, 11, 30)), 20);
  // December 2026: 23 weekdays minus 24, 25 Dec (Thu, Fri); 26 Dec is a Saturday.
  EXPECT_EQ(WorkingDaysBetween(D(2026, 12, 1), D(2026, 12, 31)), 21);
  EXPECT_EQ(WorkingDaysBetween(D(2026, 12, 31), D(2026, 12, 1)), 0);
  // The whole of 2026: 261 weekdays minus the 8 holidays that fall on them.
  EXPECT_EQ(WorkingDaysBetween(D(2026, 1, 1), D(2026, 12, 31)), 253);
}

TEST(PolishCalendarTest, SaturdayHolidaysGiveADayOff) {
  // 2026: 15 Aug and 26 Dec fall on Saturdays (art. 130 §2).
  EXPECT_EQ(SaturdayHolidays(2026), (std::vector<absl::CivilDay>{D(2026, 8, 15), D(2026, 12, 26)}));
  // 2025: 3 May and 1 Nov are Saturdays.
  EXPECT_EQ(SaturdayHolidays(2025), (std::vector<absl::CivilDay>{D(2025, 5, 3), D(2025, 11, 1)}));
}

TEST(PolishCalendarTest, WorkingTimeNormOfAMonth) {
  // November 2026: 21 weekdays × 8 h − 8 h for 11 Nov = 160 h.
  EXPECT_EQ(WorkingTimeNormHours(D(2026, 11, 1), D(2026, 11, 30)), 160);
  // August 2026: 21 weekdays × 8 h − 8 h for Saturday 15 Aug = 160 h.
  EXPECT_EQ(WorkingTimeNormHours(D(2026, 8, 1), D(2026, 8, 31)), 160);
  // December 2026: 23 × 8 − 8 × 3 (24, 25 and Saturday 26 Dec) = 160 h.
  EXPECT_EQ(WorkingTimeNormHours(D(2026, 12, 1), D(2026, 12, 31)), 160);
}

}  // namespace
}  // namespace kadry
