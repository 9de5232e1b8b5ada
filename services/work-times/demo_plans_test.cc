#include "services/work-times/demo_plans.h"

#include "gtest/gtest.h"
#include "services/common/polish_calendar.h"
#include "services/common/warsaw_time.h"

namespace kadry::work_times {
namespace {

using absl::CivilDay;

std::vector<CivilDay> HolidaysOf(const Period& period) {
  std::vector<CivilDay> out;
  for (int year = static_cast<int>(period.start.year()); year <= period.end.year(); ++year) {
    for (const PublicHoliday& h : PublicHolidays(year)) out.push_back(h.day);
  }
  return out;
}

std::string Describe(const std::vector<PlanBreach>& breaches) {
  std::string out;
  for (const PlanBreach& b : breaches) {
    out += PlanBreachCode(b.kind) + " " + FormatDate(b.day) + " " + std::to_string(b.value) + "/" +
           std::to_string(b.limit) + "; ";
  }
  return out;
}

// The demo obeys the planner's checks in every settlement period of seven years, whatever
// weekday a period begins on and wherever Easter falls, for each kind of demo person.
TEST(DemoPlansTest, EveryPeriodOfSevenYearsPassesThePlannersChecks) {
  const std::vector<DemoPerson> people = {
      {.employee_id = 1002, .on_call = true},
      {.employee_id = 2011, .fraction_numerator = 1, .fraction_denominator = 2, .on_call = true},
      {.employee_id = 2012, .fraction_numerator = 3, .fraction_denominator = 4},
      {.employee_id = 2013, .fraction_numerator = 4, .fraction_denominator = 5},
      {.employee_id = 2017, .equivalent = true},
      {.employee_id = 2027, .equivalent = true, .fraction_numerator = 3, .fraction_denominator = 4},
  };
  for (const DemoPerson& person : people) {
    const int months = person.equivalent ? 3 : 1;
    for (absl::CivilMonth m(2025, 1); m < absl::CivilMonth(2032, 1); m += months) {
      const Period period = SettlementPeriodOf(CivilDay(m), months);
      const std::vector<CivilDay> holidays = HolidaysOf(period);
      const auto plan = PlanDemoPeriod(person, period, holidays);
      ASSERT_EQ(static_cast<int>(plan.size()), period.end - period.start + 1);
      const auto duties = DemoDuties(person, plan, CivilDay::max());
      EXPECT_EQ(Describe(CheckDemoPlan(person, period, holidays, plan, duties)), "")
          << person.employee_id << " " << FormatDate(period.start);
    }
  }
}

int64_t PlannedHours(const std::vector<PlannedDayRecord>& plan) {
  int64_t seconds = 0;
  for (const PlannedDayRecord& d : plan) {
    if (d.kind == "working") seconds += absl::ToInt64Seconds(*d.end - *d.start);
  }
  return seconds / 3600;
}

TEST(DemoPlansTest, NovemberTwentyTwentySixBeginsOnASunday) {
  // 1 Nov 2026 is a Sunday and a holiday, 11 Nov (Wednesday) a holiday: 21 weekdays − 1 = 20
  // days × 8 h = 160 h (art. 130). The weeks run Sunday to Saturday (art. 128 §3), so each
  // Monday begins at 11:00: Sunday 00:00 to Monday 11:00 is the 35 h of art. 133 §1.
  const Period november{CivilDay(2026, 11, 1), CivilDay(2026, 11, 30)};
  const auto plan = PlanDemoPeriod({.employee_id = 1002}, november, HolidaysOf(november));
  EXPECT_EQ(PlannedHours(plan), 160);
  EXPECT_EQ(plan[1].kind, "working");  // Monday 2 Nov
  EXPECT_EQ(WarsawClock(*plan[1].start).hour(), 11);
  EXPECT_EQ(WarsawClock(*plan[2].start).hour(), 8);  // Tuesday
  EXPECT_EQ(plan[10].kind, "holiday");               // 11 Nov
  EXPECT_EQ(plan[6].day_off_kind, "five_day_week");  // Saturday 7 Nov
  // Half time: 20 days × 4 h = 80 h.
  EXPECT_EQ(PlannedHours(PlanDemoPeriod({.employee_id = 2011, .fraction_numerator = 1, .fraction_denominator = 2},
                                        november, HolidaysOf(november))),
            80);
}

TEST(DemoPlansTest, ASaturdayHolidayIsGivenBackOnTheFridayBefore) {
  // 26 Dec 2026 is a Saturday holiday (art. 130 §2): December's 23 weekdays less 24 and 25 Dec
  // less the day given back = 20 days, 160 h; the day given back is Wednesday 23 Dec, the last
  // working day before it (24 and 25 Dec are holidays).
  const Period december{CivilDay(2026, 12, 1), CivilDay(2026, 12, 31)};
  const auto plan = PlanDemoPeriod({.employee_id = 1002}, december, HolidaysOf(december));
  EXPECT_EQ(PlannedHours(plan), 160);
  EXPECT_EQ(plan[22].day_off_kind, "for_saturday_holiday");
}

TEST(DemoPlansTest, TheEquivalentSystemWorksTwelveHourDaysToTheQuartersNorm) {
  // Jan–Mar 2026: Jan 20 working days (less 1 and 6 Jan), Feb 20, Mar 22 = 62 days, 496 h.
  // 62 = 20 triples (two 12-h days and a day off, 24 h each) + 2 days of 8 h: 480 + 16 = 496 h.
  const Period quarter{CivilDay(2026, 1, 1), CivilDay(2026, 3, 31)};
  const auto plan = PlanDemoPeriod({.employee_id = 2017, .equivalent = true}, quarter, HolidaysOf(quarter));
  EXPECT_EQ(PlannedHours(plan), 496);
  int long_days = 0;
  for (const PlannedDayRecord& d : plan) long_days += d.kind == "working" && *d.end - *d.start == absl::Hours(12);
  EXPECT_EQ(long_days, 40);
}

}  // namespace
}  // namespace kadry::work_times
