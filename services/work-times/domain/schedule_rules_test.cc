#include "services/work-times/domain/schedule_rules.h"

#include <algorithm>
#include <cstdint>
#include <string_view>
#include <vector>

#include "absl/time/civil_time.h"
#include "absl/time/time.h"
#include "gtest/gtest.h"
#include "services/work-times/domain/test_times.h"

namespace kadry::work_times {
namespace {

using absl::CivilDay;
using namespace test_times;  // Warsaw, Hours, At

// A shift on `day` from `from` to `to`; an end at or before the start is the next day's.
PlannedShift Shift(CivilDay day, std::string_view from, std::string_view to) {
  const absl::Time start = At(day, from);
  absl::Time end = At(day, to);
  if (end <= start) end = At(day + 1, to);
  return {day, start, end};
}

bool IsWeekday(CivilDay day, absl::Weekday from, absl::Weekday to) {
  const int d = static_cast<int>(absl::GetWeekday(day));
  return d >= static_cast<int>(from) && d <= static_cast<int>(to);
}

// A plan of the month of `first`: 08:00–16:00 on each day from weekday `from` to `to`.
PlanInput Month(CivilDay first, absl::Weekday from = absl::Weekday::monday, absl::Weekday to = absl::Weekday::friday) {
  PlanInput in;
  in.zone = Warsaw();
  in.period_start = first;
  in.period_end = CivilDay(absl::CivilMonth(first) + 1) - 1;
  for (CivilDay d = in.period_start; d <= in.period_end; ++d) {
    if (IsWeekday(d, from, to)) in.shifts.push_back(Shift(d, "08:00", "16:00"));
  }
  return in;
}

PlannedShift& On(PlanInput& in, CivilDay day) {
  for (PlannedShift& s : in.shifts) {
    if (s.day == day) return s;
  }
  ADD_FAILURE() << "no shift on " << day;
  return in.shifts.front();
}

void Remove(PlanInput& in, CivilDay day) {
  std::erase_if(in.shifts, [&](const PlannedShift& s) { return s.day == day; });
}

void Add(PlanInput& in, PlannedShift shift) {
  in.shifts.push_back(shift);
  std::sort(in.shifts.begin(), in.shifts.end(),
            [](const PlannedShift& a, const PlannedShift& b) { return a.start < b.start; });
}

struct Seen {
  PlanBreachKind kind;
  CivilDay day;
  int64_t value;
  int64_t limit;
  bool operator==(const Seen&) const = default;
};

std::vector<Seen> Breaches(const PlanInput& in) {
  std::vector<Seen> out;
  for (const PlanBreach& b : CheckPlan(in)) out.push_back({b.kind, b.day, b.value, b.limit});
  return out;
}

const CivilDay kFeb1{2027, 2, 1};  // a Monday: February 2027's weeks run Monday to Sunday

// Art. 130 §1: February 2027 is 4 whole weeks (Feb 1–28) and no holiday: 4 × 40 h = 160 h, and
// 160 h / 8 h = 20 working days of the average five-day week (art. 129 §1). Mon–Fri 08–16 is 20
// days of 8 h = 160 h: nothing to say.
TEST(PlanChecks, MondayToFridayMeetsFebruarysNormExactly) { EXPECT_EQ(Breaches(Month(kFeb1)), std::vector<Seen>{}); }

// Art. 130: without Friday Feb 26 the plan holds 19 × 8 h = 152 h of the 160 h norm.
TEST(PlanChecks, ADayShortMissesTheNorm) {
  PlanInput in = Month(kFeb1);
  Remove(in, CivilDay(2027, 2, 26));
  EXPECT_EQ(Breaches(in), (std::vector<Seen>{{PlanBreachKind::kNormNotMet, kFeb1, Hours(152), Hours(160)}}));
}

// Art. 130 with art. 129 §1 in a longer period: while a day of it is still unplanned, a later
// month may make up the 152 h of the 160 h norm, so only the whole period's plan is held to it.
TEST(PlanChecks, ThePeriodsNormWaitsForItsWholePlan) {
  PlanInput in = Month(kFeb1);
  Remove(in, CivilDay(2027, 2, 26));
  in.whole_period_planned = false;
  EXPECT_EQ(Breaches(in), std::vector<Seen>{});
}

// Art. 151 §1 and 129 §1, with art. 133 §1 in the period's weeks (art. 128 §3 pkt 2): a Saturday
// Feb 27 08–16 added makes 21 days and 168 h, 8 h of overtime planned; and in the week Feb 22–28
// the longest rest is from Saturday 16:00 to the week's end, Monday Mar 1 00:00: 32 h < 35 h
// (the 40 h until Monday 08:00 run past the week).
TEST(PlanChecks, ASaturdayAddedPlansOvertimeASixthDayAndCutsTheWeeksRest) {
  PlanInput in = Month(kFeb1);
  Add(in, Shift(CivilDay(2027, 2, 27), "08:00", "16:00"));
  EXPECT_EQ(Breaches(in),
            (std::vector<Seen>{{PlanBreachKind::kOvertimePlanned, kFeb1, Hours(168), Hours(160)},
                               {PlanBreachKind::kFiveDayWeek, kFeb1, 21, 20},
                               {PlanBreachKind::kWeeklyRest, CivilDay(2027, 2, 28), Hours(32), Hours(35)}}));
}

// Art. 129 §1: the norm met in 21 days is still a sixth working day. 16 days of 8 h (128 h) and
// 5 days of 6 h 24 min (32 h) = 160 h; Saturday Feb 6 06:00–12:24 leaves 35 h 36 min of rest until
// the week's end (Monday 00:00), and Friday 16:00 → Saturday 06:00 is 14 h.
TEST(PlanChecks, TheNormInTwentyOneDaysBreaksTheFiveDayWeek) {
  PlanInput in = Month(kFeb1);
  for (const CivilDay d : {CivilDay(2027, 2, 8), CivilDay(2027, 2, 9), CivilDay(2027, 2, 15), CivilDay(2027, 2, 22)}) {
    On(in, d).end = At(d, "14:24");
  }
  Add(in, Shift(CivilDay(2027, 2, 6), "06:00", "12:24"));
  EXPECT_EQ(Breaches(in), (std::vector<Seen>{{PlanBreachKind::kFiveDayWeek, kFeb1, 21, 20}}));
}

// Art. 129 §1: at most 8 h a day in the basic system. Wednesday Feb 3 07:00–16:00 is 9 h;
// Thursday Feb 4 08:00–15:00 (7 h) keeps the 160 h norm.
TEST(PlanChecks, NineHoursBreakTheBasicSystemsDay) {
  PlanInput in = Month(kFeb1);
  On(in, CivilDay(2027, 2, 3)).start = At(CivilDay(2027, 2, 3), "07:00");
  On(in, CivilDay(2027, 2, 4)).end = At(CivilDay(2027, 2, 4), "15:00");
  EXPECT_EQ(Breaches(in), (std::vector<Seen>{{PlanBreachKind::kDailyLimit, CivilDay(2027, 2, 3), Hours(9), Hours(8)}}));
}

// Art. 135 §1: the equivalent system allows 12 h: Feb 3 06:00–18:00 (12 h) balanced by Feb 4
// 08:00–12:00 (4 h) is 160 h and lawful there, a breach in the basic system; 06:00–19:00 (13 h,
// with Feb 4 08:00–11:00) is too long even there. The rest 19:00 → 08:00 is 13 h.
TEST(PlanChecks, TheEquivalentSystemAllowsTwelveHoursNotThirteen) {
  PlanInput in = Month(kFeb1);
  const CivilDay wed(2027, 2, 3), thu(2027, 2, 4);
  On(in, wed) = Shift(wed, "06:00", "18:00");
  On(in, thu) = Shift(thu, "08:00", "12:00");
  in.system = WorkingTimeSystem::kEquivalent;
  in.equivalent_hours = 12;
  EXPECT_EQ(Breaches(in), std::vector<Seen>{});
  in.system = WorkingTimeSystem::kBasic;
  EXPECT_EQ(Breaches(in), (std::vector<Seen>{{PlanBreachKind::kDailyLimit, wed, Hours(12), Hours(8)}}));

  in.system = WorkingTimeSystem::kEquivalent;
  On(in, wed) = Shift(wed, "06:00", "19:00");
  On(in, thu) = Shift(thu, "08:00", "11:00");
  EXPECT_EQ(Breaches(in), (std::vector<Seen>{{PlanBreachKind::kDailyLimit, wed, Hours(13), Hours(12)}}));
}

// Art. 132 §1 with art. 128 §3 pkt 1: 11 h of rest in the doba. Monday Feb 8 14:00–22:00 and
// Tuesday Feb 9 06:00–14:00 leave 8 h between them (the norm still 160 h): Monday's doba lacks
// the rest. The rest reaches back into the previous period: a shift that ended Sunday Jan 31 at
// 22:00 leaves 10 h before Monday Feb 1 08:00, shown on Feb 1.
TEST(PlanChecks, ElevenHoursOfRestBetweenShiftsAcrossThePeriodsStartToo) {
  PlanInput in = Month(kFeb1);
  On(in, CivilDay(2027, 2, 8)) = Shift(CivilDay(2027, 2, 8), "14:00", "22:00");
  On(in, CivilDay(2027, 2, 9)) = Shift(CivilDay(2027, 2, 9), "06:00", "14:00");
  EXPECT_EQ(Breaches(in), (std::vector<Seen>{{PlanBreachKind::kDailyRest, CivilDay(2027, 2, 8), Hours(8), Hours(11)}}));

  in.last_end_before = At(CivilDay(2027, 1, 31), "22:00");
  EXPECT_EQ(Breaches(in), (std::vector<Seen>{{PlanBreachKind::kDailyRest, kFeb1, Hours(10), Hours(11)},
                                             {PlanBreachKind::kDailyRest, CivilDay(2027, 2, 8), Hours(8), Hours(11)}}));
}

// Art. 133 §1 with art. 128 §3 pkt 2 (a week is 7 days from the period's first day; a breach shows
// on the week's last day). Tuesday to
// Saturday 08–16 is 20 days and 160 h in February 2027, whose weeks start on Monday: each holds
// Monday 00:00 → Tuesday 08:00 (32 h) and Saturday 16:00 → Monday 00:00 (32 h), never 35 h,
// although 64 h pass between Saturday's and Tuesday's shifts. June 2027 starts on a Tuesday:
// its norm is 4 × 40 h + 2 weekdays (Jun 29–30) × 8 h = 176 h, 22 days, and Tuesday to Saturday
// is 22 days of 8 h whose weeks (Tuesday to Monday) each hold Saturday 16:00 → Tuesday 00:00, 56 h.
TEST(PlanChecks, TheWeeklyRestIsCountedInThePeriodsOwnWeeks) {
  const PlanInput february = Month(kFeb1, absl::Weekday::tuesday, absl::Weekday::saturday);
  EXPECT_EQ(Breaches(february),
            (std::vector<Seen>{{PlanBreachKind::kWeeklyRest, CivilDay(2027, 2, 7), Hours(32), Hours(35)},
                               {PlanBreachKind::kWeeklyRest, CivilDay(2027, 2, 14), Hours(32), Hours(35)},
                               {PlanBreachKind::kWeeklyRest, CivilDay(2027, 2, 21), Hours(32), Hours(35)},
                               {PlanBreachKind::kWeeklyRest, CivilDay(2027, 2, 28), Hours(32), Hours(35)}}));

  EXPECT_EQ(Breaches(Month(CivilDay(2027, 6, 1), absl::Weekday::tuesday, absl::Weekday::saturday)),
            std::vector<Seen>{});
}

// Art. 151¹²: a free Sunday at least once every 4 weeks. Sunday and Monday to Thursday 08–16 is
// 5 days a week, 160 h, with Thursday 16:00 → Sunday 08:00 (64 h) of rest each week; all four
// Sundays (Feb 7, 14, 21, 28) worked make the fourth in a row on Feb 28. With Sunday Jan 31 worked
// too, Feb 21 is already the fourth. A free Feb 14 (Friday Feb 12 worked instead) breaks the run.
TEST(PlanChecks, AFourthSundayWorkedInARowIsRefused) {
  PlanInput in = Month(kFeb1, absl::Weekday::monday, absl::Weekday::thursday);
  for (const int day : {7, 14, 21, 28}) Add(in, Shift(CivilDay(2027, 2, day), "08:00", "16:00"));
  EXPECT_EQ(Breaches(in), (std::vector<Seen>{{PlanBreachKind::kNoFreeSunday, CivilDay(2027, 2, 28), 4, 3}}));

  in.sundays_worked_before = 1;
  EXPECT_EQ(Breaches(in), (std::vector<Seen>{{PlanBreachKind::kNoFreeSunday, CivilDay(2027, 2, 21), 4, 3},
                                             {PlanBreachKind::kNoFreeSunday, CivilDay(2027, 2, 28), 5, 3}}));

  Remove(in, CivilDay(2027, 2, 14));
  Add(in, Shift(CivilDay(2027, 2, 12), "08:00", "16:00"));
  EXPECT_EQ(Breaches(in), std::vector<Seen>{});
}

// Art. 151⁹ §2: Sunday's work runs from 6:00 on Sunday to 6:00 on Monday. A Saturday night shift
// 22:00–06:00 ends as Sunday begins and leaves the Sunday free; 22:00–07:00 would not.
TEST(PlanChecks, ASaturdayNightShiftEndingAtSixLeavesTheSundayFree) {
  PlanInput in;
  in.zone = Warsaw();
  in.period_start = kFeb1;
  in.period_end = CivilDay(2027, 2, 28);
  in.sundays_worked_before = 3;
  in.shifts = {Shift(CivilDay(2027, 2, 6), "22:00", "06:00")};
  std::vector<Seen> seen = Breaches(in);
  EXPECT_TRUE(
      std::none_of(seen.begin(), seen.end(), [](const Seen& s) { return s.kind == PlanBreachKind::kNoFreeSunday; }));

  in.shifts = {Shift(CivilDay(2027, 2, 6), "22:00", "07:00")};
  seen = Breaches(in);
  EXPECT_EQ(
      std::count_if(seen.begin(), seen.end(), [](const Seen& s) { return s.kind == PlanBreachKind::kNoFreeSunday; }),
      1);
}

// Art. 151⁵ §2: on-call duty is not work time, so the norm stays 160 h, but it may not break the
// rest. At home from Monday Feb 8 16:00 to Tuesday 06:00 after the 08–16 shift leaves 2 h before
// Tuesday's 08:00 (Monday's doba). On call from Saturday Feb 13 08:00 to Sunday 08:00, the week
// Feb 8–14 holds at most 16 h of rest (Friday 16:00 → Saturday 08:00, Sunday 08:00 → Monday
// 00:00) where 35 h are due; Saturday 08:00–12:00 leaves 36 h (Saturday 12:00 → Monday 00:00).
TEST(PlanChecks, OnCallDutyMayNotBreakTheRest) {
  PlanInput in = Month(kFeb1);
  in.on_call = {{At(CivilDay(2027, 2, 8), "16:00"), At(CivilDay(2027, 2, 9), "06:00")}};
  EXPECT_EQ(Breaches(in), (std::vector<Seen>{{PlanBreachKind::kDailyRest, CivilDay(2027, 2, 8), Hours(2), Hours(11)}}));

  in.on_call = {{At(CivilDay(2027, 2, 13), "08:00"), At(CivilDay(2027, 2, 14), "08:00")}};
  EXPECT_EQ(Breaches(in),
            (std::vector<Seen>{{PlanBreachKind::kWeeklyRest, CivilDay(2027, 2, 14), Hours(16), Hours(35)}}));

  in.on_call = {{At(CivilDay(2027, 2, 13), "08:00"), At(CivilDay(2027, 2, 13), "12:00")}};
  EXPECT_EQ(Breaches(in), std::vector<Seen>{});

  // After Monday's 08–16 shift, on call 17:00–20:00: the hour between them is no rest, but
  // Monday's doba (08:00 → Tuesday 08:00) still holds 20:00 → 08:00, 12 h.
  in.on_call = {{At(CivilDay(2027, 2, 8), "17:00"), At(CivilDay(2027, 2, 8), "20:00")}};
  EXPECT_EQ(Breaches(in), std::vector<Seen>{});
  // Until 22:00 it holds 22:00 → 08:00, 10 h.
  in.on_call = {{At(CivilDay(2027, 2, 8), "17:00"), At(CivilDay(2027, 2, 8), "22:00")}};
  EXPECT_EQ(Breaches(in),
            (std::vector<Seen>{{PlanBreachKind::kDailyRest, CivilDay(2027, 2, 8), Hours(10), Hours(11)}}));
}

// A week's template copied over December 2026 (weeks from Tuesday Dec 1): Monday to Friday
// 08–16 leaves the holidays Dec 24 and 25 free: 23 weekdays − 2 = 21 days, 168 h. The norm (art.
// 130 §1–2) is 4 × 40 h (Dec 1–28) + 3 × 8 h (Dec 29–31) = 184 h, less 8 h for each holiday
// not on a Sunday — Dec 24, 25 and Saturday Dec 26 — = 160 h, 20 days: the copy plans 8 h of
// overtime and a sixth day until the Saturday holiday's day off is given (Thursday Dec 31 here).
TEST(PlanChecks, ACopiedWeekNeedsADayOffForASaturdayHoliday) {
  const std::vector<CivilDay> holidays = {CivilDay(2026, 12, 24), CivilDay(2026, 12, 25), CivilDay(2026, 12, 26)};
  ShiftPattern week{{}, CivilDay(2026, 11, 30)};  // a Monday
  for (int i = 0; i < 7; ++i) {
    week.days.push_back(i < 5 ? std::optional<ShiftTemplate>(ShiftTemplate{8 * 60, 16 * 60}) : std::nullopt);
  }
  PlanInput in;
  in.zone = Warsaw();
  in.period_start = CivilDay(2026, 12, 1);
  in.period_end = CivilDay(2026, 12, 31);
  in.holidays = holidays;
  in.shifts = CopyPattern(week, in.period_start, in.period_end, holidays, in.zone);
  ASSERT_EQ(in.shifts.size(), 21u);
  EXPECT_EQ(in.shifts.front().start, At(CivilDay(2026, 12, 1), "08:00"));
  EXPECT_EQ(in.shifts.back().end, At(CivilDay(2026, 12, 31), "16:00"));
  EXPECT_EQ(Breaches(in),
            (std::vector<Seen>{{PlanBreachKind::kOvertimePlanned, in.period_start, Hours(168), Hours(160)},
                               {PlanBreachKind::kFiveDayWeek, in.period_start, 21, 20}}));
  Remove(in, CivilDay(2026, 12, 31));
  EXPECT_EQ(Breaches(in), std::vector<Seen>{});
}

// A rotation of four days — two night shifts 22:00–06:00, two days free — anchored on Monday
// Feb 1, 2027: nights begin Feb 1, 2, 5, 6, 9, 10 ... and each ends at 06:00 the next day.
TEST(PlanChecks, ARotationRunsOverItsOwnLength) {
  const ShiftPattern rotation{
      {ShiftTemplate{22 * 60, 6 * 60}, ShiftTemplate{22 * 60, 6 * 60}, std::nullopt, std::nullopt}, kFeb1};
  const std::vector<PlannedShift> shifts = CopyPattern(rotation, kFeb1, CivilDay(2027, 2, 10), {}, Warsaw());
  std::vector<CivilDay> days;
  for (const PlannedShift& s : shifts) days.push_back(s.day);
  EXPECT_EQ(days, (std::vector<CivilDay>{CivilDay(2027, 2, 1), CivilDay(2027, 2, 2), CivilDay(2027, 2, 5),
                                         CivilDay(2027, 2, 6), CivilDay(2027, 2, 9), CivilDay(2027, 2, 10)}));
  EXPECT_EQ(shifts[0].end, At(CivilDay(2027, 2, 2), "06:00"));
  // Copied from a day before its anchor, the rotation runs backwards the same way.
  EXPECT_EQ(CopyPattern(rotation, CivilDay(2027, 1, 28), CivilDay(2027, 1, 31), {}, Warsaw()).size(), 2u);
}

// Art. 130 §1 read with the contract: half time in February 2027 is 160 h × 1/2 = 80 h; Monday to
// Friday 08:00–12:00 is 20 days of 4 h.
TEST(PlanChecks, HalfTimeMeetsHalfTheNorm) {
  PlanInput in = Month(kFeb1);
  for (PlannedShift& s : in.shifts) s.end = At(s.day, "12:00");
  in.fraction_denominator = 2;
  EXPECT_EQ(Breaches(in), std::vector<Seen>{});
}

// Art. 129 §3: February 2027's schedule is given in time by Monday Jan 25 (a week before Feb 1),
// not on Jan 26; and a schedule covers at least a month.
TEST(PlanChecks, TheScheduleIsGivenAWeekAheadForAtLeastAMonth) {
  EXPECT_TRUE(IsGivenInTime(CivilDay(2027, 1, 25), kFeb1));
  EXPECT_FALSE(IsGivenInTime(CivilDay(2027, 1, 26), kFeb1));
  EXPECT_TRUE(CoversAMonth(kFeb1, CivilDay(2027, 2, 28)));
  EXPECT_FALSE(CoversAMonth(kFeb1, CivilDay(2027, 2, 27)));
  EXPECT_TRUE(CoversAMonth(CivilDay(2027, 1, 31), CivilDay(2027, 2, 27)));
  EXPECT_FALSE(CoversAMonth(CivilDay(2027, 1, 31), CivilDay(2027, 2, 26)));
}

// Art. 135–137: the equivalent day is 12, 16 or 24 hours.
TEST(PlanChecks, TheEquivalentSystemsLimits) {
  EXPECT_EQ(DailyLimit(WorkingTimeSystem::kBasic, 24), Hours(8));
  EXPECT_EQ(DailyLimit(WorkingTimeSystem::kEquivalent, 16), Hours(16));
  EXPECT_TRUE(IsValidEquivalentHours(24));
  EXPECT_FALSE(IsValidEquivalentHours(10));
}

}  // namespace
}  // namespace kadry::work_times
