#include "services/absences/domain/timesheet.h"

#include "gtest/gtest.h"

namespace kadry::absences {
namespace {

absl::CivilDay D(int y, int m, int d) { return absl::CivilDay(y, m, d); }

constexpr int kApproved = 2;

// Warsaw in November is UTC+1; a fixed zone keeps the test free of the tz database.
const absl::TimeZone kWarsawWinter = absl::FixedTimeZone(3600);

CountedRequest Approved(int type, absl::CivilDay from, absl::CivilDay to, int hours = 0) {
  return CountedRequest{type, from, to, 1, hours, kApproved};
}

std::string Iso(absl::Time t) { return absl::FormatTime("%Y-%m-%dT%H:%M:%S%Ez", t, kWarsawWinter); }

TEST(Timesheet, AWorkingDayStartsAtEightAndLastsEightHoursForFullTime) {
  auto days = BuildTimesheet(D(2026, 11, 10), D(2026, 11, 10), 1, 1, {}, kWarsawWinter);
  ASSERT_EQ(days.size(), 1u);
  EXPECT_EQ(days[0].type_code, "P");
  EXPECT_EQ(days[0].type_description, "Praca");
  EXPECT_EQ(days[0].work_seconds, 8 * 3600);
  EXPECT_EQ(Iso(days[0].start), "2026-11-10T08:00:00+01:00");
  EXPECT_EQ(Iso(days[0].end), "2026-11-10T16:00:00+01:00");
  EXPECT_TRUE(days[0].is_calendar_working_day);
  EXPECT_FALSE(days[0].is_day_off);
}

TEST(Timesheet, AHalfTimersDayIsFourHours) {
  auto days = BuildTimesheet(D(2026, 11, 10), D(2026, 11, 10), 1, 2, {}, kWarsawWinter);
  EXPECT_EQ(days[0].work_seconds, 4 * 3600);
  EXPECT_EQ(Iso(days[0].end), "2026-11-10T12:00:00+01:00");
}

TEST(Timesheet, AHolidayShowsItsNameAndAWeekendIsADayOff) {
  auto days = BuildTimesheet(D(2026, 11, 11), D(2026, 11, 14), 1, 1, {}, kWarsawWinter);
  ASSERT_EQ(days.size(), 4u);
  EXPECT_EQ(days[0].type_code, "S");
  EXPECT_EQ(days[0].type_description, "Narodowe Święto Niepodległości");
  EXPECT_FALSE(days[0].is_calendar_working_day);
  EXPECT_TRUE(days[0].is_day_off);
  EXPECT_EQ(days[0].start, absl::InfinitePast());
  EXPECT_EQ(days[3].type_code, "W");
  EXPECT_EQ(days[3].type_description, "Dzień wolny");
  EXPECT_TRUE(days[3].is_day_off);
  EXPECT_EQ(days[3].work_seconds, 0);
}

TEST(Timesheet, ApprovedLeaveMakesAnAbsenceNamedByTheRequestType) {
  auto days = BuildTimesheet(D(2026, 11, 12), D(2026, 11, 15), 1, 1, {Approved(1, D(2026, 11, 12), D(2026, 11, 15))},
                             kWarsawWinter);
  EXPECT_EQ(days[0].type_code, "U");
  EXPECT_EQ(days[0].type_description, "Nieobecność");
  EXPECT_EQ(days[0].absence_code, "UW");
  EXPECT_EQ(days[0].absence_description, "Urlop wypoczynkowy");
  EXPECT_TRUE(days[0].is_day_off);
  EXPECT_TRUE(days[0].is_calendar_working_day);
  // The weekend inside the leave stays a weekend.
  EXPECT_EQ(days[2].type_code, "W");
  EXPECT_TRUE(days[2].absence_code.empty());
}

TEST(Timesheet, RemoteWorkIsWorkedFromHome) {
  auto days = BuildTimesheet(D(2026, 11, 12), D(2026, 11, 12), 1, 1, {Approved(41, D(2026, 11, 12), D(2026, 11, 12))},
                             kWarsawWinter);
  EXPECT_EQ(days[0].type_code, "HO");
  EXPECT_EQ(days[0].type_description, "Praca zdalna");
  EXPECT_EQ(days[0].absence_code, "");
  EXPECT_EQ(days[0].work_seconds, 8 * 3600);
  EXPECT_FALSE(days[0].is_day_off);
}

TEST(Timesheet, HoursOffShortenTheDayEvenWhenWorkingRemotely) {
  auto days =
      BuildTimesheet(D(2026, 11, 12), D(2026, 11, 12), 1, 1,
                     {Approved(5, D(2026, 11, 12), D(2026, 11, 12), 3), Approved(40, D(2026, 11, 12), D(2026, 11, 12))},
                     kWarsawWinter);
  EXPECT_EQ(days[0].type_code, "HO");
  EXPECT_EQ(days[0].absence_code, "OPH");
  EXPECT_EQ(days[0].work_seconds, 5 * 3600);
  EXPECT_EQ(Iso(days[0].end), "2026-11-12T13:00:00+01:00");
}

TEST(Timesheet, AFullDayAbsenceWinsOverRemoteWork) {
  auto days = BuildTimesheet(
      D(2026, 11, 12), D(2026, 11, 12), 1, 1,
      {Approved(40, D(2026, 11, 12), D(2026, 11, 12)), Approved(23, D(2026, 11, 12), D(2026, 11, 12))}, kWarsawWinter);
  EXPECT_EQ(days[0].type_code, "U");
  EXPECT_EQ(days[0].absence_code, "SWD");
}

TEST(Timesheet, AllHoursOffMakeADayOff) {
  auto days = BuildTimesheet(D(2026, 11, 12), D(2026, 11, 12), 1, 2,
                             {Approved(24, D(2026, 11, 12), D(2026, 11, 12), 4)}, kWarsawWinter);
  EXPECT_EQ(days[0].work_seconds, 0);
  EXPECT_TRUE(days[0].is_day_off);
  EXPECT_EQ(days[0].start, absl::InfinitePast());
}

TEST(Timesheet, AnEmptyRangeGivesNoRows) {
  EXPECT_TRUE(BuildTimesheet(D(2026, 11, 12), D(2026, 11, 11), 1, 1, {}, kWarsawWinter).empty());
}

}  // namespace
}  // namespace kadry::absences
