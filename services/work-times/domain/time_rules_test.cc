#include "services/work-times/domain/time_rules.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/time/civil_time.h"
#include "absl/time/time.h"
#include "gtest/gtest.h"
#include "services/work-times/domain/test_times.h"

namespace kadry::work_times {
namespace {

using absl::CivilDay;
using namespace test_times;  // Warsaw, Hours, At

// A readable day of input: by default a working day scheduled 08:00–16:00 with no records.
class Day {
 public:
  Day(int year, int month, int day) {
    in_.schedule.day = CivilDay(year, month, day);
    Scheduled("08:00", "16:00");
  }
  explicit Day(CivilDay day) : Day(static_cast<int>(day.year()), day.month(), day.day()) {}

  Day& Off() { return Kind(DayKind::kDayOff); }
  Day& Sunday() { return Kind(DayKind::kSunday); }
  Day& Holiday() { return Kind(DayKind::kHoliday); }
  Day& NoSchedule() {
    Kind(DayKind::kWorking);
    in_.schedule.has_schedule = false;
    return *this;
  }
  // A working day planned from..to (a shift ending at or before its start ends the next day).
  Day& Scheduled(std::string_view from, std::string_view to) {
    in_.schedule.kind = DayKind::kWorking;
    in_.schedule.planned_start = At(in_.schedule.day, from);
    in_.schedule.planned_end = EndAt(from, to);
    in_.schedule.scheduled = absl::ToInt64Seconds(*in_.schedule.planned_end - *in_.schedule.planned_start);
    return *this;
  }
  Day& Shift(std::string_view from, std::string_view to) { return Scheduled(from, to).Works(from, to); }
  Day& Works(std::string_view from, std::string_view to) { return Add(RecordKind::kWork, from, to); }
  Day& Break(std::string_view from, std::string_view to) { return Add(RecordKind::kBreak, from, to); }
  Day& Exit(std::string_view from, std::string_view to) { return Add(RecordKind::kPrivateExit, from, to); }
  Day& Intervention(std::string_view from, std::string_view to) { return Add(RecordKind::kIntervention, from, to); }
  Day& OpenFrom(std::string_view from) {
    in_.records.push_back(ClockRecord{RecordKind::kWork, At(in_.schedule.day, from), std::nullopt});
    return *this;
  }
  Day& Excused(int64_t seconds, std::string code) {
    in_.excused = ExcusedAbsence{seconds, std::move(code)};
    return *this;
  }
  Day& Today() {
    in_.is_past = false;
    return *this;
  }
  Day& Remote() {
    in_.remote = true;
    return *this;
  }
  Day& Clear() {
    in_.records.clear();
    return *this;
  }
  const DayInput& input() const { return in_; }

 private:
  Day& Kind(DayKind kind) {
    in_.schedule.kind = kind;
    in_.schedule.planned_start.reset();
    in_.schedule.planned_end.reset();
    in_.schedule.scheduled = 0;
    return *this;
  }
  absl::Time EndAt(std::string_view from, std::string_view to) const {
    const CivilDay day = in_.schedule.day;
    return At(day, to) > At(day, from) ? At(day, to) : At(day + 1, to);
  }
  Day& Add(RecordKind kind, std::string_view from, std::string_view to) {
    in_.records.push_back(ClockRecord{kind, At(in_.schedule.day, from), EndAt(from, to)});
    return *this;
  }

  DayInput in_;
};

DayEvaluation Evaluate(const Day& day, const EmployeeTerms& terms = {}) {
  return EvaluateDay(day.input(), terms, Warsaw());
}

bool Has(const std::vector<Alert>& alerts, Alert alert) {
  for (Alert a : alerts) {
    if (a == alert) return true;
  }
  return false;
}

// The days of one month, indexed by the day of the month.
struct Month {
  std::vector<Day> days;
  Day& operator[](int day_of_month) { return days[day_of_month - 1]; }
  const DayEvaluation& Of(const PeriodEvaluation& evaluation, int day_of_month) const {
    return evaluation.days[day_of_month - 1];
  }
};

// A basic-system month: Mon–Fri worked 08:00–16:00 as scheduled, Saturdays off, Sundays and
// holidays free.
Month BasicMonth(int year, int month, const std::vector<CivilDay>& holidays) {
  Month out;
  const absl::CivilMonth civil_month(year, month);
  for (CivilDay day(civil_month); absl::CivilMonth(day) == civil_month; ++day) {
    Day row(day);
    const absl::Weekday weekday = absl::GetWeekday(day);
    if (std::find(holidays.begin(), holidays.end(), day) != holidays.end()) {
      row.Holiday();
    } else if (weekday == absl::Weekday::sunday) {
      row.Sunday();
    } else if (weekday == absl::Weekday::saturday) {
      row.Off();
    } else {
      row.Works("08:00", "16:00");
    }
    out.days.push_back(row);
  }
  return out;
}

PeriodInput MonthPeriod(const Month& month, const std::vector<CivilDay>& holidays, const EmployeeTerms& terms) {
  PeriodInput in;
  in.zone = Warsaw();
  in.terms = terms;
  in.period_start = month.days.front().input().schedule.day;
  in.period_end = month.days.back().input().schedule.day;
  in.holidays = holidays;
  for (const Day& day : month.days) in.days.push_back(day.input());
  return in;
}

const std::vector<CivilDay> kNovember2026Holidays = {CivilDay(2026, 11, 1), CivilDay(2026, 11, 11)};

// ---------------------------------------------------------------------------------------------
// Validation and codes.

TEST(TimeRulesTest, SettlementMonthsAreOneThreeFourOrTwelve) {
  EXPECT_TRUE(IsValidSettlementMonths(1));
  EXPECT_TRUE(IsValidSettlementMonths(3));
  EXPECT_TRUE(IsValidSettlementMonths(4));
  EXPECT_TRUE(IsValidSettlementMonths(12));
  EXPECT_FALSE(IsValidSettlementMonths(2));
  EXPECT_FALSE(IsValidSettlementMonths(6));
  EXPECT_FALSE(IsValidSettlementMonths(0));
}

TEST(TimeRulesTest, NightStartsAt21To23SoEightHoursEndBySeven) {
  EXPECT_FALSE(IsValidNightStartHour(20));
  EXPECT_TRUE(IsValidNightStartHour(21));
  EXPECT_TRUE(IsValidNightStartHour(22));
  EXPECT_TRUE(IsValidNightStartHour(23));
  EXPECT_FALSE(IsValidNightStartHour(0));  // 0:00 + 8 h = 8:00, past 7:00
}

TEST(TimeRulesTest, AlertCodes) {
  EXPECT_EQ(AlertCode(Alert::kYearlyOvertimeLimit), "yearly_overtime_limit");
  EXPECT_EQ(AlertCode(Alert::kDailyRest), "daily_rest");
  EXPECT_EQ(AlertCode(Alert::kWeeklyRest), "weekly_rest");
  EXPECT_EQ(AlertCode(Alert::kMissingClockOut), "missing_clock_out");
  EXPECT_EQ(AlertCode(Alert::kWorkWithoutSchedule), "work_without_schedule");
}

// ---------------------------------------------------------------------------------------------
// NominalTime (art. 130).

TEST(NominalTimeTest, November2026) {
  // 30 days = 4 full weeks (1–28 Nov: 4 × 40 h = 160 h) + 29 Nov (Sun) and 30 Nov (Mon):
  // one weekday, 8 h → 168 h. Holidays: 1 Nov is a Sunday (no reduction), 11 Nov a Wednesday
  // (−8 h) → 160 h (20 working days).
  EXPECT_EQ(NominalTime(CivilDay(2026, 11, 1), CivilDay(2026, 11, 30), kNovember2026Holidays), Hours(160));
}

TEST(NominalTimeTest, January2026) {
  // 31 days = 4 weeks (1–28 Jan: 160 h) + 29 Thu, 30 Fri, 31 Sat: two weekdays, 16 h → 176 h.
  // Holidays 1 Jan (Thu) and 6 Jan (Tue): −16 h → 160 h (20 working days).
  const std::vector<CivilDay> holidays = {CivilDay(2026, 1, 1), CivilDay(2026, 1, 6)};
  EXPECT_EQ(NominalTime(CivilDay(2026, 1, 1), CivilDay(2026, 1, 31), holidays), Hours(160));
}

TEST(NominalTimeTest, FirstQuarter2026) {
  // 90 days = 12 weeks (1 Jan–25 Mar: 480 h) + 26 Thu, 27 Fri, 28 Sat, 29 Sun, 30 Mon, 31 Tue:
  // four weekdays, 32 h → 512 h; less 1 and 6 Jan → 496 h (= 160 + 160 + 176 by months).
  const std::vector<CivilDay> holidays = {CivilDay(2026, 1, 1), CivilDay(2026, 1, 6)};
  EXPECT_EQ(NominalTime(CivilDay(2026, 1, 1), CivilDay(2026, 3, 31), holidays), Hours(496));
}

TEST(NominalTimeTest, SaturdayHolidayReduces) {
  // August 2026: 1 Aug is a Saturday; 4 weeks (160 h) + 29 Sat, 30 Sun, 31 Mon → 8 h = 168 h;
  // 15 Aug is a Saturday holiday and still reduces by 8 h (art. 130 §2) → 160 h.
  const std::vector<CivilDay> holidays = {CivilDay(2026, 8, 15)};
  EXPECT_EQ(NominalTime(CivilDay(2026, 8, 1), CivilDay(2026, 8, 31), holidays), Hours(160));
  EXPECT_EQ(NominalTime(CivilDay(2026, 8, 1), CivilDay(2026, 8, 31), {}), Hours(168));
}

TEST(NominalTimeTest, HalfTimeIsHalf) {
  // 160 h × 1/2 = 80 h; 3/4 of 160 h = 120 h.
  EXPECT_EQ(NominalTime(CivilDay(2026, 11, 1), CivilDay(2026, 11, 30), kNovember2026Holidays, 1, 2), Hours(80));
  EXPECT_EQ(NominalTime(CivilDay(2026, 11, 1), CivilDay(2026, 11, 30), kNovember2026Holidays, 3, 4), Hours(120));
}

// ---------------------------------------------------------------------------------------------
// SettlementPeriodOf (art. 129 §1–2).

void ExpectPeriod(CivilDay day, int months, CivilDay start, CivilDay end, int first_month = 1) {
  const Period period = SettlementPeriodOf(day, months, first_month);
  EXPECT_EQ(period.start, start) << day << " / " << months;
  EXPECT_EQ(period.end, end) << day << " / " << months;
}

TEST(SettlementPeriodTest, OneMonth) {
  ExpectPeriod(CivilDay(2026, 11, 17), 1, CivilDay(2026, 11, 1), CivilDay(2026, 11, 30));
  ExpectPeriod(CivilDay(2028, 2, 10), 1, CivilDay(2028, 2, 1), CivilDay(2028, 2, 29));  // leap year
}

TEST(SettlementPeriodTest, Quarters) {
  ExpectPeriod(CivilDay(2026, 3, 31), 3, CivilDay(2026, 1, 1), CivilDay(2026, 3, 31));
  ExpectPeriod(CivilDay(2026, 4, 1), 3, CivilDay(2026, 4, 1), CivilDay(2026, 6, 30));
  ExpectPeriod(CivilDay(2026, 12, 31), 3, CivilDay(2026, 10, 1), CivilDay(2026, 12, 31));
}

TEST(SettlementPeriodTest, FourMonthsEdgeBetweenAprilAndMay) {
  ExpectPeriod(CivilDay(2026, 4, 30), 4, CivilDay(2026, 1, 1), CivilDay(2026, 4, 30));
  ExpectPeriod(CivilDay(2026, 5, 1), 4, CivilDay(2026, 5, 1), CivilDay(2026, 8, 31));
  ExpectPeriod(CivilDay(2026, 9, 1), 4, CivilDay(2026, 9, 1), CivilDay(2026, 12, 31));
}

TEST(SettlementPeriodTest, TwelveMonthsIsTheYear) {
  ExpectPeriod(CivilDay(2026, 7, 4), 12, CivilDay(2026, 1, 1), CivilDay(2026, 12, 31));
}

TEST(SettlementPeriodTest, PeriodsFollowEachOtherFromTheirFirstMonth) {
  // Quarters from February: Feb–Apr, May–Jul, Aug–Oct, Nov–Jan (across the new year).
  ExpectPeriod(CivilDay(2026, 2, 1), 3, CivilDay(2026, 2, 1), CivilDay(2026, 4, 30), 2);
  ExpectPeriod(CivilDay(2026, 7, 31), 3, CivilDay(2026, 5, 1), CivilDay(2026, 7, 31), 2);
  ExpectPeriod(CivilDay(2026, 11, 15), 3, CivilDay(2026, 11, 1), CivilDay(2027, 1, 31), 2);
  ExpectPeriod(CivilDay(2027, 1, 10), 3, CivilDay(2026, 11, 1), CivilDay(2027, 1, 31), 2);
  // Four months from October: Oct–Jan, Feb–May, Jun–Sep; a year from April: Apr–Mar.
  ExpectPeriod(CivilDay(2026, 1, 31), 4, CivilDay(2025, 10, 1), CivilDay(2026, 1, 31), 10);
  ExpectPeriod(CivilDay(2026, 2, 1), 4, CivilDay(2026, 2, 1), CivilDay(2026, 5, 31), 10);
  ExpectPeriod(CivilDay(2027, 3, 31), 12, CivilDay(2026, 4, 1), CivilDay(2027, 3, 31), 4);
  // A month is a month whatever its first month says; an invalid first month reads as January.
  ExpectPeriod(CivilDay(2026, 6, 9), 1, CivilDay(2026, 6, 1), CivilDay(2026, 6, 30), 5);
  ExpectPeriod(CivilDay(2026, 6, 9), 3, CivilDay(2026, 4, 1), CivilDay(2026, 6, 30), 13);
}

// ---------------------------------------------------------------------------------------------
// NightSeconds (art. 151⁷).

TEST(NightSecondsTest, EveningTouchesTheWindow) {
  // 20:00–23:00 with the night from 22:00: only 22:00–23:00.
  const CivilDay day(2026, 11, 2);
  EXPECT_EQ(NightSeconds(At(day, "20:00"), At(day, "23:00"), 22, Warsaw()), Hours(1));
}

TEST(NightSecondsTest, WholeNight) {
  // 21:00–07:00 holds the whole window 22:00–06:00: 8 h.
  const CivilDay day(2026, 11, 2);
  EXPECT_EQ(NightSeconds(At(day, "21:00"), At(day + 1, "07:00"), 22, Warsaw()), Hours(8));
}

TEST(NightSecondsTest, MorningReachedByThePreviousDaysWindow) {
  // 05:00–09:00: the window that began at 22:00 the day before runs to 06:00 → 1 h.
  const CivilDay day(2026, 11, 3);
  EXPECT_EQ(NightSeconds(At(day, "05:00"), At(day, "09:00"), 22, Warsaw()), Hours(1));
}

TEST(NightSecondsTest, OctoberDstNightHasNineRealHours) {
  // 25 Oct 2026 at 03:00 CEST the clock goes back to 02:00 CET: 22:00 (20:00 UTC) to 06:00
  // (05:00 UTC) by the clock is 9 real hours, all inside the shift 22:00–07:00 (10 real h).
  const CivilDay day(2026, 10, 24);
  EXPECT_EQ(absl::ToInt64Seconds(At(day + 1, "07:00") - At(day, "22:00")), Hours(10));
  EXPECT_EQ(NightSeconds(At(day, "22:00"), At(day + 1, "07:00"), 22, Warsaw()), Hours(9));
}

TEST(NightSecondsTest, MarchDstNightHasSevenRealHours) {
  // 29 Mar 2026 at 02:00 CET the clock jumps to 03:00 CEST: 22:00–06:00 by the clock is 7 h.
  const CivilDay day(2026, 3, 28);
  EXPECT_EQ(NightSeconds(At(day, "21:00"), At(day + 1, "07:00"), 22, Warsaw()), Hours(7));
}

TEST(NightSecondsTest, NightFrom23) {
  // Window 23:00–07:00: a shift 22:00–08:00 holds 8 h of it; 06:00–08:00 holds 1 h.
  const CivilDay day(2026, 11, 2);
  EXPECT_EQ(NightSeconds(At(day, "22:00"), At(day + 1, "08:00"), 23, Warsaw()), Hours(8));
  EXPECT_EQ(NightSeconds(At(day, "06:00"), At(day, "08:00"), 23, Warsaw()), Hours(1));
  // With 21: 21:00–05:00, so the same morning has none.
  EXPECT_EQ(NightSeconds(At(day, "06:00"), At(day, "08:00"), 21, Warsaw()), 0);
}

// ---------------------------------------------------------------------------------------------
// EvaluateDay.

TEST(EvaluateDayTest, EightAndHalfHoursWithHalfHourBreak) {
  // Presence 08:00–16:30 = 8h30; break 30 min; 8h of work ≥ 6 h, so 15 min of it is paid
  // (art. 134): work = 8h30 − 15 min = 8h15; overtime 15 min, daytime → 50 %.
  const DayEvaluation day = Evaluate(Day(2026, 11, 2).Works("08:00", "16:30").Break("12:00", "12:30"));
  EXPECT_EQ(day.total_time, Hours(8, 30));
  EXPECT_EQ(day.work_time, Hours(8, 15));
  EXPECT_EQ(day.scheduled, Hours(8));
  EXPECT_EQ(day.overtime_50, Hours(0, 15));
  EXPECT_EQ(day.overtime_100, 0);
  EXPECT_EQ(day.undertime, 0);
  EXPECT_EQ(day.balance, Hours(0, 15));
  EXPECT_EQ(*day.work_start, At(CivilDay(2026, 11, 2), "08:00"));
  EXPECT_EQ(*day.work_end, At(CivilDay(2026, 11, 2), "16:30"));
  EXPECT_TRUE(day.alerts.empty());
}

TEST(EvaluateDayTest, FiveHourDayBreakIsUnpaid) {
  // Scheduled 08:00–13:00 (5 h); presence 5 h, break 15 min: 4h45 < 6 h → no paid break,
  // work 4h45, undertime 15 min.
  const DayEvaluation day =
      Evaluate(Day(2026, 11, 2).Scheduled("08:00", "13:00").Works("08:00", "13:00").Break("10:00", "10:15"));
  EXPECT_EQ(day.work_time, Hours(4, 45));
  EXPECT_EQ(day.undertime, Hours(0, 15));
  EXPECT_EQ(day.balance, -Hours(0, 15));
}

TEST(EvaluateDayTest, PaidBreakFromExactlySixHours) {
  // 08:00–14:15 with a 15-min break: 6 h without it → the break is paid, work 6h15.
  const DayEvaluation day =
      Evaluate(Day(2026, 11, 2).Scheduled("08:00", "14:15").Works("08:00", "14:15").Break("11:00", "11:15"));
  EXPECT_EQ(day.work_time, Hours(6, 15));
  EXPECT_EQ(day.undertime, 0);
}

TEST(EvaluateDayTest, LateArrivalIsUndertime) {
  // 08:30–16:00 = 7h30 of 8 h: undertime 30 min.
  const DayEvaluation day = Evaluate(Day(2026, 11, 2).Works("08:30", "16:00"));
  EXPECT_EQ(day.work_time, Hours(7, 30));
  EXPECT_EQ(day.undertime, Hours(0, 30));
  EXPECT_EQ(day.unexcused_absence, 0);
  EXPECT_EQ(day.balance, -Hours(0, 30));
}

TEST(EvaluateDayTest, NoWorkNoExcuseIsUnexcusedAbsence) {
  const DayEvaluation day = Evaluate(Day(2026, 11, 2));
  EXPECT_EQ(day.unexcused_absence, Hours(8));
  EXPECT_EQ(day.undertime, 0);
  EXPECT_EQ(day.balance, -Hours(8));
}

TEST(EvaluateDayTest, LeaveExcusesTheDay) {
  const DayEvaluation day = Evaluate(Day(2026, 11, 2).Excused(Hours(8), "UW"));
  EXPECT_EQ(day.excused_absence, Hours(8));
  EXPECT_EQ(day.unexcused_absence, 0);
  EXPECT_EQ(day.undertime, 0);
  EXPECT_EQ(day.balance, 0);
}

// Art. 67¹⁸: remote work is work. A past remote day without clock records was worked as its
// schedule says; one with records, as the records say.
TEST(EvaluateDayTest, RemoteDayWithoutRecordsIsWorkedAsScheduled) {
  const DayEvaluation day = Evaluate(Day(2026, 11, 2).Remote());
  EXPECT_EQ(day.work_time, Hours(8));
  EXPECT_EQ(day.unexcused_absence, 0);
  EXPECT_EQ(day.undertime, 0);
  EXPECT_EQ(day.balance, 0);
}

TEST(EvaluateDayTest, RemoteDayWithRecordsCountsTheRecords) {
  // 08:00–12:00 of an 8-h day: 4 h worked, 4 h undertime.
  const DayEvaluation day = Evaluate(Day(2026, 11, 2).Remote().Works("08:00", "12:00"));
  EXPECT_EQ(day.work_time, Hours(4));
  EXPECT_EQ(day.undertime, Hours(4));
  EXPECT_EQ(day.unexcused_absence, 0);
}

TEST(EvaluateDayTest, RemoteDayTodayOwesNothingAndCountsNothingYet) {
  const DayEvaluation day = Evaluate(Day(2026, 11, 2).Remote().Today());
  EXPECT_EQ(day.work_time, 0);
  EXPECT_EQ(day.unexcused_absence, 0);
  EXPECT_EQ(day.balance, 0);
}

TEST(EvaluateDayTest, ExcuseIsCappedAtTheSchedule) {
  // 10 h excused on an 8-h day counts 8 h.
  const DayEvaluation day = Evaluate(Day(2026, 11, 2).Excused(Hours(10), "UW"));
  EXPECT_EQ(day.excused_absence, Hours(8));
  EXPECT_EQ(day.balance, 0);
}

TEST(EvaluateDayTest, PrivateExitIsNotWorkTime) {
  // 08:00–16:00 with an exit 10:00–11:00 (art. 151 §2¹): work 7 h, wp 1 h, undertime 1 h.
  const DayEvaluation day = Evaluate(Day(2026, 11, 2).Works("08:00", "16:00").Exit("10:00", "11:00"));
  EXPECT_EQ(day.total_time, Hours(8));
  EXPECT_EQ(day.work_time, Hours(7));
  EXPECT_EQ(day.wp_time, Hours(1));
  EXPECT_EQ(day.undertime, Hours(1));
}

TEST(EvaluateDayTest, NightOvertimeIsHundredPercent) {
  // 13:00–24:00 = 11 h on an 8-h day: 3 h overtime; 22:00–24:00 is night (2 h) → 2 h at
  // 100 %, 1 h at 50 %.
  const DayEvaluation day = Evaluate(Day(2026, 11, 2).Scheduled("13:00", "21:00").Works("13:00", "24:00"));
  EXPECT_EQ(day.work_time, Hours(11));
  EXPECT_EQ(day.night_work, Hours(2));
  EXPECT_EQ(day.overtime_100, Hours(2));
  EXPECT_EQ(day.overtime_50, Hours(1));
}

TEST(EvaluateDayTest, SundayWorkUpToEightHoursWaitsForItsDayOff) {
  // 8 Nov 2026 is a Sunday: 6 h of work, all day-off work. Within 8 h it is not daily overtime
  // (art. 151 §1 pkt 1): the day off given for it, or the supplement at the period's end,
  // settles it (art. 151¹¹ §1, §3; EvaluatePeriod).
  const DayEvaluation day = Evaluate(Day(2026, 11, 8).Sunday().Works("08:00", "14:00"));
  EXPECT_EQ(day.scheduled, 0);
  EXPECT_EQ(day.work_time, Hours(6));
  EXPECT_EQ(day.day_off_work_time, Hours(6));
  EXPECT_EQ(day.overtime_100, 0);
  EXPECT_EQ(day.overtime_50, 0);
  EXPECT_EQ(day.undertime, 0);
  EXPECT_EQ(day.balance, Hours(6));
}

TEST(EvaluateDayTest, HolidayWorkBeyondEightHoursIsOvertimeAtHundred) {
  // 11 Nov 2026, a holiday: 08:00–18:00 = 10 h; 2 h over the daily norm at 100 % (art. 151¹
  // §1 pkt 1 lit. b), the first 8 h wait for their day off.
  const DayEvaluation day = Evaluate(Day(2026, 11, 11).Holiday().Works("08:00", "18:00"));
  EXPECT_EQ(day.day_off_work_time, Hours(10));
  EXPECT_EQ(day.overtime_100, Hours(2));
  EXPECT_EQ(day.overtime_50, 0);
}

TEST(EvaluateDayTest, FreeSaturdayBeyondEightHoursIsOvertimeAtFifty) {
  // Saturday 7 Nov 2026, a day off of the five-day week: 08:00–18:00 = 10 h; 2 h of daily
  // overtime at 50 % (art. 151¹ §1 pkt 2), not 100 %.
  const DayEvaluation day = Evaluate(Day(2026, 11, 7).Off().Works("08:00", "18:00"));
  EXPECT_EQ(day.day_off_work_time, Hours(10));
  EXPECT_EQ(day.overtime_50, Hours(2));
  EXPECT_EQ(day.overtime_100, 0);
  // 14:00–24:00: the 2 h past 8 are 22:00–24:00, at night → 100 % (pkt 1 lit. a).
  const DayEvaluation evening = Evaluate(Day(2026, 11, 7).Off().Works("14:00", "24:00"));
  EXPECT_EQ(evening.overtime_100, Hours(2));
  EXPECT_EQ(evening.overtime_50, 0);
}

TEST(EvaluateDayTest, DayOffWithoutWorkOwesNothing) {
  const DayEvaluation day = Evaluate(Day(2026, 11, 7).Off());
  EXPECT_EQ(day.day_off_work_time, 0);
  EXPECT_EQ(day.unexcused_absence, 0);
  EXPECT_EQ(day.balance, 0);
}

TEST(EvaluateDayTest, HalfTimeSixHoursIsFullTimeCompletion) {
  // 1/2 time scheduled 4 h, works 6 h: 2 h over the schedule within 8 h → completion (art.
  // 151 §5), no overtime.
  const EmployeeTerms half{.fraction_numerator = 1, .fraction_denominator = 2};
  const DayEvaluation day = Evaluate(Day(2026, 11, 2).Scheduled("08:00", "12:00").Works("08:00", "14:00"), half);
  EXPECT_EQ(day.full_time_completion, Hours(2));
  EXPECT_EQ(day.overtime_50 + day.overtime_100, 0);
  EXPECT_EQ(day.balance, Hours(2));
}

TEST(EvaluateDayTest, HalfTimeNineHours) {
  // Scheduled 4 h, works 9 h: excess 5 h, completion min(5 h, 8 h − 4 h) = 4 h, overtime
  // 9 h − 8 h = 1 h at 50 %.
  const EmployeeTerms half{.fraction_numerator = 1, .fraction_denominator = 2};
  const DayEvaluation day = Evaluate(Day(2026, 11, 2).Scheduled("08:00", "12:00").Works("08:00", "17:00"), half);
  EXPECT_EQ(day.full_time_completion, Hours(4));
  EXPECT_EQ(day.overtime_50, Hours(1));
  EXPECT_EQ(day.overtime_100, 0);
}

TEST(EvaluateDayTest, EquivalentTwelveHourShift) {
  // Art. 135: 12 h scheduled and worked → no overtime; 13 h → 1 h (07:00–20:00, daytime).
  const EmployeeTerms equivalent{.system = WorkingTimeSystem::kEquivalent};
  const DayEvaluation twelve = Evaluate(Day(2026, 11, 2).Shift("07:00", "19:00"), equivalent);
  EXPECT_EQ(twelve.work_time, Hours(12));
  EXPECT_EQ(twelve.overtime_50 + twelve.overtime_100, 0);
  const DayEvaluation thirteen =
      Evaluate(Day(2026, 11, 2).Scheduled("07:00", "19:00").Works("07:00", "20:00"), equivalent);
  EXPECT_EQ(thirteen.overtime_50, Hours(1));
  EXPECT_EQ(thirteen.overtime_100, 0);
}

TEST(EvaluateDayTest, MissingClockOutOnAPastDay) {
  // An open record counts nothing; the day is then an absence until the record is fixed.
  const DayEvaluation day = Evaluate(Day(2026, 11, 2).OpenFrom("08:00"));
  EXPECT_EQ(day.total_time, 0);
  EXPECT_EQ(day.work_time, 0);
  EXPECT_TRUE(day.work_start.has_value());
  EXPECT_FALSE(day.work_end.has_value());
  EXPECT_TRUE(Has(day.alerts, Alert::kMissingClockOut));
}

TEST(EvaluateDayTest, OpenRecordTodayIsNoAlert) {
  const DayEvaluation day = Evaluate(Day(2026, 11, 2).OpenFrom("08:00").Today());
  EXPECT_EQ(day.work_time, 0);
  EXPECT_TRUE(day.alerts.empty());
}

// At 10:00 of a day scheduled 08:00-16:00 the employee at work is neither absent nor short;
// the same day once over is 6 hours short. Work beyond the schedule counts at once.
TEST(EvaluateDayTest, ADayInProgressOwesNoShortfallYet) {
  const DayEvaluation at_work = Evaluate(Day(2026, 11, 2).OpenFrom("08:00").Today());
  EXPECT_EQ(at_work.unexcused_absence, 0);
  EXPECT_EQ(at_work.undertime, 0);
  EXPECT_EQ(at_work.balance, 0);

  const DayEvaluation two_hours = Evaluate(Day(2026, 11, 2).Works("08:00", "10:00").Today());
  EXPECT_EQ(two_hours.work_time, Hours(2));
  EXPECT_EQ(two_hours.undertime, 0);
  EXPECT_EQ(two_hours.balance, 0);
  const DayEvaluation over = Evaluate(Day(2026, 11, 2).Works("08:00", "10:00"));
  EXPECT_EQ(over.undertime, Hours(6));
  EXPECT_EQ(over.balance, -Hours(6));

  const DayEvaluation long_day = Evaluate(Day(2026, 11, 2).Works("07:00", "17:00").Today());
  EXPECT_EQ(long_day.overtime_50, Hours(2));
  EXPECT_EQ(long_day.balance, Hours(2));
}

TEST(EvaluateDayTest, WorkWithoutSchedule) {
  // No schedule row: 4 h of work is alerted; nothing is scheduled, so the balance is +4 h.
  const DayEvaluation day = Evaluate(Day(2026, 11, 2).NoSchedule().Works("08:00", "12:00"));
  EXPECT_EQ(day.work_time, Hours(4));
  EXPECT_EQ(day.balance, Hours(4));
  EXPECT_TRUE(Has(day.alerts, Alert::kWorkWithoutSchedule));
}

TEST(EvaluateDayTest, InterventionCountsAsWork) {
  // 8 h at work + an on-call intervention 22:30–23:30 (art. 151⁵ §2): work 9 h, night 1 h,
  // so the 1 h of overtime is 100 %; the day's work ends at 23:30.
  const DayEvaluation day = Evaluate(Day(2026, 11, 2).Works("08:00", "16:00").Intervention("22:30", "23:30"));
  EXPECT_EQ(day.total_time, Hours(8));
  EXPECT_EQ(day.work_time, Hours(9));
  EXPECT_EQ(day.night_work, Hours(1));
  EXPECT_EQ(day.overtime_100, Hours(1));
  EXPECT_EQ(day.overtime_50, 0);
  EXPECT_EQ(*day.work_end, At(CivilDay(2026, 11, 2), "23:30"));
}

// ---------------------------------------------------------------------------------------------
// EvaluatePeriod (a): basic system, November 2026, full time, closed.

TEST(EvaluatePeriodTest, BasicSystemNovember2026) {
  Month m = BasicMonth(2026, 11, kNovember2026Holidays);
  // Week 2–8 Nov.
  m[3].Clear().Works("08:00", "18:00");                          // 10 h: 2 h overtime 50 %
  m[4].Clear().Works("08:00", "16:00").Works("22:00", "24:00");  // 10 h: 2 h night → 100 %
  // 5 Nov starts 08:00, 8 h after 24:00 → daily rest alert (art. 132).
  m[6].Clear().Works("08:30", "16:00");  // late: 30 min undertime
  m[7].Works("08:00", "14:00");          // Saturday off: 6 h
  m[8].Works("08:00", "12:00");          // Sunday: 4 h
  // Week 9–15 Nov.
  m[9].Exit("10:00", "11:00");            // 7 h, wp 1 h
  m[10].Clear().Works("08:00", "17:00");  // 9 h: works the exit off
  m[12].Clear().Excused(Hours(8), "UW");  // leave
  m[13].Clear();                          // absence without excuse
  // Week 16–22 Nov.
  m[16].Clear().Works("08:00", "16:30").Break("12:00", "12:30");  // 8h15: 15 min overtime
  m[21].Shift("06:00", "12:00");                                  // Saturday planned 6 h
  // Week 23–29 Nov.
  m[23].Scheduled("08:00", "14:00");  // planned 6 h, worked 8 h
  m[28].Shift("06:00", "12:00");      // Saturday planned 6 h
  const PeriodInput in = MonthPeriod(m, kNovember2026Holidays, EmployeeTerms{});
  PeriodInput closed = in;
  closed.period_closed = true;
  const PeriodEvaluation out = EvaluatePeriod(closed);

  ASSERT_EQ(out.days.size(), 30u);
  // Nominal: 160 h (see NominalTimeTest.November2026).
  EXPECT_EQ(out.nominal, Hours(160));
  // Scheduled: 20 weekdays, 19 × 8 h + 6 h (23 Nov) = 158 h, plus the Saturdays 21 and 28
  // planned 6 h each = 170 h.
  EXPECT_EQ(out.scheduled, Hours(170));
  // Work on working days: 2: 8, 3: 10, 4: 10, 5: 8, 6: 7.5, 9: 7, 10: 9, 12: 0, 13: 0,
  // 16: 8.25, 17–20: 32, 21: 6, 23: 8, 24–27: 32, 28: 6, 30: 8 = 159.75 h; day-off work
  // 7: 6 and 8: 4 = 10 h → 169.75 h.
  EXPECT_EQ(out.work_time, Hours(169, 45));
  EXPECT_EQ(out.excused_absence, Hours(8));
  // No day off is given for 7 and 8 Nov, and the period has ended. Daily overtime: 3 Nov 2 h
  // (50 %), 4 Nov 2 h (100 %, night), 10 Nov 1 h worked off → 0, 16 Nov 15 min, and the Sunday
  // 8 Nov's 4 h at 100 % (art. 151¹¹ §3) = 8h15. The free Saturday's 6 h are within 8 h, so
  // they are no daily overtime (art. 151 §1 pkt 1).
  EXPECT_EQ(out.daily_overtime, Hours(8, 15));
  // Average week (art. 151 §1 pkt 2, 151¹ §2): work not already daily overtime over the nominal
  // less the leave: 169.75 − 8.25 − (160 − 8) = 161.5 − 152 = 9.5 h — the Saturday's 6 h among them.
  EXPECT_EQ(out.average_week_overtime, Hours(9, 30));
  EXPECT_EQ(out.night_work, Hours(2));  // 4 Nov 22:00–24:00
  EXPECT_EQ(out.full_time_completion, 0);
  EXPECT_EQ(out.day_off_work_time, Hours(10));  // 6 h + 4 h
  EXPECT_EQ(out.days_off_due, 0);               // settled: 8 Nov paid, 7 Nov in the average week
  EXPECT_EQ(out.days_off_given, 0);
  EXPECT_EQ(out.wp_time, Hours(1));
  EXPECT_EQ(out.wp_remaining, 0);  // worked off on 10 Nov
  // Balance: 169.75 + 8 − 170 = 7.75 h.
  EXPECT_EQ(out.balance, Hours(7, 45));
  EXPECT_EQ(out.overtime_in_year, Hours(17, 45));  // 0 + 8.25 + 9.5
  // Weekly rest (art. 133 §1 with art. 128 §3 pkt 2): the period starts on Sunday 1 Nov, so its
  // weeks run Sunday to Saturday, and the rest must lie inside one:
  //  - 1–7 Nov: Sun 00:00 → Mon 08:00 = 32 h, Fri 16:00 → Sat 08:00 = 16 h, Sat 14:00 →
  //    Sun 00:00 = 10 h: at most 32 h < 35 h;
  //  - 8–14 Nov: Tue 10 Nov 17:00 → Sun 15 Nov 00:00 (holiday, leave, absence, Saturday) = 103 h;
  //  - 15–21 Nov: Sun 00:00 → Mon 08:00 = 32 h; Sat 12:00 → Sun 00:00 = 12 h: short;
  //  - 22–28 Nov: likewise 32 h: short;
  //  - 29 Nov–5 Dec: Mon 30 Nov 16:00 on, nothing known after the period: rest.
  // (Every Monday–Friday week of a Sunday-started month is short this way; docs/work-times.md.)
  EXPECT_EQ(out.alerts, (std::vector<Alert>{Alert::kWeeklyRest, Alert::kWeeklyRest, Alert::kWeeklyRest}));

  const DayEvaluation& nov3 = m.Of(out, 3);
  EXPECT_EQ(nov3.overtime_50, Hours(2));
  EXPECT_EQ(nov3.balance, Hours(2));  // running: 1 Nov 0, 2 Nov 0, 3 Nov +2
  const DayEvaluation& nov4 = m.Of(out, 4);
  EXPECT_EQ(nov4.overtime_100, Hours(2));
  EXPECT_EQ(nov4.overtime_50, 0);
  EXPECT_EQ(nov4.night_work, Hours(2));
  // Art. 132 with art. 128 §3 pkt 1: the doba of 4 Nov runs 08:00 → 08:00 on 5 Nov; work until
  // 24:00 leaves 00:00–08:00 = 8 h of rest < 11 h, a breach of 4 Nov's doba. The doba of 5 Nov
  // (08:00 → 08:00) has 16:00 → 08:00 = 16 h.
  EXPECT_TRUE(m.Of(out, 4).alerts == std::vector<Alert>{Alert::kDailyRest});
  EXPECT_TRUE(m.Of(out, 5).alerts.empty());
  EXPECT_EQ(m.Of(out, 6).undertime, Hours(0, 30));
  EXPECT_EQ(m.Of(out, 6).balance, Hours(3, 30));  // 2 + 2 + 0 − 0.5
  EXPECT_EQ(m.Of(out, 7).day_off_work_time, Hours(6));
  EXPECT_EQ(m.Of(out, 7).overtime_100 + m.Of(out, 7).overtime_50, 0);
  EXPECT_EQ(m.Of(out, 7).alerts, std::vector<Alert>{Alert::kWeeklyRest});
  EXPECT_FALSE(m.Of(out, 7).day_off_due_by.has_value());
  const DayEvaluation& nov8 = m.Of(out, 8);
  EXPECT_EQ(nov8.overtime_100, Hours(4));
  EXPECT_EQ(nov8.balance, Hours(13, 30));  // 3.5 + 6 + 4
  // No day off within 6 days of the Sunday (9–14 Nov) (art. 151¹¹ §1 pkt 1).
  EXPECT_EQ(nov8.alerts, std::vector<Alert>{Alert::kSundayDayOffLate});
  EXPECT_EQ(m.Of(out, 9).wp_time, Hours(1));
  EXPECT_EQ(m.Of(out, 9).undertime, Hours(1));
  const DayEvaluation& nov10 = m.Of(out, 10);
  EXPECT_EQ(nov10.wp_worked_off, Hours(1));  // 9 h − 8 h works the exit off
  EXPECT_EQ(nov10.overtime_50, 0);
  EXPECT_EQ(nov10.balance, Hours(13, 30));  // 13.5 − 1 + 1
  EXPECT_EQ(m.Of(out, 12).excused_absence, Hours(8));
  EXPECT_EQ(m.Of(out, 12).unexcused_absence, 0);
  EXPECT_EQ(m.Of(out, 13).unexcused_absence, Hours(8));
  EXPECT_EQ(m.Of(out, 13).balance, Hours(5, 30));  // 13.5 + 0 (leave) − 8
  EXPECT_EQ(m.Of(out, 16).overtime_50, Hours(0, 15));
  EXPECT_EQ(m.Of(out, 21).overtime_50 + m.Of(out, 21).overtime_100, 0);
  const DayEvaluation& nov23 = m.Of(out, 23);
  EXPECT_EQ(nov23.overtime_50 + nov23.overtime_100, 0);  // 8 h is within the daily norm
  EXPECT_EQ(nov23.balance, Hours(7, 45));                // 5.75 + 2
  EXPECT_EQ(m.Of(out, 30).balance, Hours(7, 45));
  EXPECT_EQ(m.Of(out, 21).alerts, std::vector<Alert>{Alert::kWeeklyRest});
  EXPECT_EQ(m.Of(out, 28).alerts, std::vector<Alert>{Alert::kWeeklyRest});
  // The rest of the days carry no alert: 4 (daily rest), 7, 8, 21, 28.
  int alerted_days = 0;
  for (const DayEvaluation& day : out.days) alerted_days += day.alerts.empty() ? 0 : 1;
  EXPECT_EQ(alerted_days, 5);

  // While the period is still open (today 20 Nov), neither the average week nor the days off
  // are settled: 7 and 8 Nov wait for their day off until the period's end.
  PeriodInput open_in = in;
  open_in.today = CivilDay(2026, 11, 20);
  const PeriodEvaluation open = EvaluatePeriod(open_in);
  EXPECT_EQ(open.average_week_overtime, 0);
  EXPECT_EQ(open.overtime_in_year, Hours(4, 15));  // 2 + 2 + 0.25
  EXPECT_EQ(open.days_off_due, 2);
  EXPECT_EQ(m.Of(open, 7).day_off_due_by, CivilDay(2026, 11, 30));
  EXPECT_EQ(m.Of(open, 8).day_off_due_by, CivilDay(2026, 11, 30));  // 14 Nov < 30 Nov
  EXPECT_EQ(m.Of(open, 8).overtime_100, 0);
}

// November 2026, basic system, one month's period, everyone's days worked 08:00–16:00 except:
// 2 Nov remote without records, 3 Nov remote 08:00–12:00, 4 Nov no work and no excuse.
// Nominal 160 h (20 working days × 8 h). Work: 17 ordinary days × 8 h = 136 h, 2 Nov as
// scheduled 8 h, 3 Nov 4 h = 148 h. Undertime 4 h (3 Nov), unexcused 8 h (4 Nov).
// Balance 148 − 160 = −12 h. Art. 67¹⁸ (remote work is work), art. 130 (nominal time).
TEST(EvaluatePeriodTest, RemoteDaysNovember2026) {
  Month m = BasicMonth(2026, 11, kNovember2026Holidays);
  m[2].Clear().Remote();
  m[3].Clear().Remote().Works("08:00", "12:00");
  m[4].Clear();
  PeriodInput in = MonthPeriod(m, kNovember2026Holidays, EmployeeTerms{});
  in.period_closed = true;
  const PeriodEvaluation out = EvaluatePeriod(in);
  EXPECT_EQ(out.nominal, Hours(160));
  EXPECT_EQ(out.work_time, Hours(148));
  EXPECT_EQ(m.Of(out, 2).unexcused_absence, 0);
  EXPECT_EQ(m.Of(out, 3).undertime, Hours(4));
  EXPECT_EQ(m.Of(out, 4).unexcused_absence, Hours(8));
  EXPECT_EQ(out.balance, -Hours(12));
  EXPECT_EQ(out.daily_overtime, 0);
}

TEST(EvaluatePeriodTest, DailyRestBelongsToTheDobaThatLackedIt) {
  // Art. 132 §1 with art. 128 §3 pkt 1. November 2026, basic month; 3 Nov (Tue) is planned and
  // worked 14:00–22:00, 4 Nov (Wed) 06:00–14:00.
  //  - doba of 3 Nov: 14:00 Tue → 14:00 Wed; work 14–22 and 06–14 leaves 22:00 → 06:00 = 8 h
  //    < 11 h: a breach of 3 Nov (not of 4 Nov, when the early shift began);
  //  - doba of 4 Nov: 06:00 Wed → 06:00 Thu; work 06–14, then Thu from 08:00: 14:00 → 06:00 =
  //    16 h, no breach;
  //  - doba of 2 Nov: 08:00 Mon → 08:00 Tue; 16:00 → 08:00 = 16 h (Tuesday's work begins 14:00).
  Month m = BasicMonth(2026, 11, kNovember2026Holidays);
  m[3].Clear().Shift("14:00", "22:00");
  m[4].Clear().Shift("06:00", "14:00");
  const PeriodEvaluation out = EvaluatePeriod(MonthPeriod(m, kNovember2026Holidays, EmployeeTerms{}));
  EXPECT_TRUE(Has(m.Of(out, 3).alerts, Alert::kDailyRest));
  EXPECT_FALSE(Has(m.Of(out, 4).alerts, Alert::kDailyRest));
  EXPECT_FALSE(Has(m.Of(out, 2).alerts, Alert::kDailyRest));
}

TEST(EvaluatePeriodTest, DailyRestAcrossThePeriodsEdges) {
  // The last work of October ended on 1 Nov at 23:00 (a night shift of 31 Oct, say); 2 Nov
  // starts 08:00. That 9 h falls in the doba of 31 Oct, October's business: 2 Nov's own doba
  // (08:00 → 08:00) has 16 h of rest. 30 Nov (Mon) is worked 08–16 and 1 Dec's work begins at
  // 01:00: the doba of 30 Nov (08:00 → 08:00) has 16:00 → 01:00 = 9 h < 11 h.
  Month m = BasicMonth(2026, 11, kNovember2026Holidays);
  PeriodInput in = MonthPeriod(m, kNovember2026Holidays, EmployeeTerms{});
  in.last_work_end_before = At(CivilDay(2026, 11, 1), "23:00");
  in.first_work_start_after = At(CivilDay(2026, 12, 1), "01:00");
  const PeriodEvaluation out = EvaluatePeriod(in);
  EXPECT_FALSE(Has(m.Of(out, 2).alerts, Alert::kDailyRest));
  EXPECT_TRUE(Has(m.Of(out, 30).alerts, Alert::kDailyRest));
  int alerted = 0;
  for (const DayEvaluation& day : out.days) alerted += Has(day.alerts, Alert::kDailyRest) ? 1 : 0;
  EXPECT_EQ(alerted, 1);
}

TEST(EvaluatePeriodTest, ExitsCarriedFromBeforeArePartlyWorkedOff) {
  // 3 h of exits carried in; 3 Nov worked 10 h works 2 h of them off (its 2 h overtime
  // becomes 0), 1 h remains.
  Month m = BasicMonth(2026, 11, kNovember2026Holidays);
  m[3].Clear().Works("08:00", "18:00");
  PeriodInput in = MonthPeriod(m, kNovember2026Holidays, EmployeeTerms{});
  in.wp_remaining_before = Hours(3);
  const PeriodEvaluation out = EvaluatePeriod(in);
  EXPECT_EQ(m.Of(out, 3).wp_worked_off, Hours(2));
  EXPECT_EQ(m.Of(out, 3).overtime_50, 0);
  EXPECT_EQ(out.daily_overtime, 0);
  EXPECT_EQ(out.wp_remaining, Hours(1));
}

// The days of a month worked 08:00–16:00 as scheduled on `working` weekdays; the other days
// are days off (Sundays as Sundays). No holidays: for July 2026.
Month WeeklyPattern(int year, int month, const std::vector<absl::Weekday>& working) {
  Month out;
  const absl::CivilMonth civil_month(year, month);
  for (CivilDay day(civil_month); absl::CivilMonth(day) == civil_month; ++day) {
    Day row(day);
    const absl::Weekday weekday = absl::GetWeekday(day);
    if (std::find(working.begin(), working.end(), weekday) != working.end()) {
      row.Works("08:00", "16:00");
    } else if (weekday == absl::Weekday::sunday) {
      row.Sunday();
    } else {
      row.Off();
    }
    out.days.push_back(row);
  }
  return out;
}

int WeeklyRestAlerts(const PeriodEvaluation& out) {
  return static_cast<int>(std::count(out.alerts.begin(), out.alerts.end(), Alert::kWeeklyRest));
}

TEST(EvaluatePeriodTest, WeeklyRestInTheWeeksOfAMondayStartedPeriod) {
  // Art. 133 §1 with art. 128 §3 pkt 2. June 2026 starts on a Monday (4 Jun, Corpus Christi, is a
  // holiday), so its weeks are Monday–Sunday. Saturday 13 Jun is worked 08:00–16:00:
  //  - 8–14 Jun: Fri 16:00 → Sat 08:00 = 16 h, Sat 16:00 → Mon 00:00 = 32 h < 35 h: short,
  //    alerted once, on the week's last day, Sunday 14 Jun;
  //  - 1–7 Jun: Fri 16:00 → Mon 00:00 = 56 h; 15–21 and 22–28 Jun likewise 56 h;
  //  - 29 Jun–5 Jul: Tue 30 Jun 16:00 on, nothing known after the period.
  const std::vector<CivilDay> holidays = {CivilDay(2026, 6, 4)};
  Month m = BasicMonth(2026, 6, holidays);
  m[13].Scheduled("08:00", "16:00").Works("08:00", "16:00");
  const PeriodEvaluation out = EvaluatePeriod(MonthPeriod(m, holidays, EmployeeTerms{}));
  EXPECT_EQ(out.alerts, std::vector<Alert>{Alert::kWeeklyRest});
  EXPECT_EQ(m.Of(out, 14).alerts, std::vector<Alert>{Alert::kWeeklyRest});
  EXPECT_TRUE(m.Of(out, 13).alerts.empty());
}

TEST(EvaluatePeriodTest, WeeklyRestInTheWeeksOfAWednesdayStartedPeriod) {
  // July 2026 starts on a Wednesday: its weeks are 1–7, 8–14, 15–21, 22–28 Jul and 29 Jul–4 Aug.
  //
  // A works Tuesday to Saturday and is free on Sunday and Monday: Sat 16:00 → Tue 08:00 = 64 h
  // lies inside every Wednesday–Tuesday week. No breach — where Monday–Sunday weeks would
  // have cut it into 32 h + 32 h and alerted three times (6–12, 13–19, 20–26 Jul).
  Month a = WeeklyPattern(2026, 7,
                          {absl::Weekday::tuesday, absl::Weekday::wednesday, absl::Weekday::thursday,
                           absl::Weekday::friday, absl::Weekday::saturday});
  const PeriodEvaluation out_a = EvaluatePeriod(MonthPeriod(a, {}, EmployeeTerms{}));
  EXPECT_EQ(WeeklyRestAlerts(out_a), 0);
  for (const DayEvaluation& day : out_a.days) EXPECT_FALSE(Has(day.alerts, Alert::kWeeklyRest)) << day.day;

  // B works Thursday to Monday and is free on Tuesday and Wednesday: Mon 16:00 → Thu 08:00 =
  // 64 h, cut by the week's edge at Wednesday 00:00 into 32 h + 32 h. In 1–7 Jul: Wed 00:00 →
  // Thu 08:00 = 32 h, Mon 6 Jul 16:00 → Wed 00:00 = 32 h, the nights 16 h: short; 8–14, 15–21,
  // 22–28 Jul the same. 29 Jul–4 Aug: Fri 31 Jul 16:00 on, nothing known after: rest. Four
  // breaches, each on its week's Tuesday — which Monday–Sunday weeks would all have missed.
  Month b = WeeklyPattern(2026, 7,
                          {absl::Weekday::thursday, absl::Weekday::friday, absl::Weekday::saturday,
                           absl::Weekday::sunday, absl::Weekday::monday});
  const PeriodEvaluation out_b = EvaluatePeriod(MonthPeriod(b, {}, EmployeeTerms{}));
  EXPECT_EQ(WeeklyRestAlerts(out_b), 4);
  for (int tuesday : {7, 14, 21, 28}) EXPECT_TRUE(Has(b.Of(out_b, tuesday).alerts, Alert::kWeeklyRest)) << tuesday;
  EXPECT_FALSE(Has(b.Of(out_b, 31).alerts, Alert::kWeeklyRest));
}

// ---------------------------------------------------------------------------------------------
// EvaluatePeriod (b): equivalent system, February 2026, 12-h day and night shifts.

// Feb 2026 has 28 days, 1 Feb a Sunday; every week Mon day 07–19, Tue night 19–07, Thu day
// 07–19, Fri 07–11: 12 + 12 + 12 + 4 = 40 h; four weeks = 160 h = the nominal (no holidays).
Month EquivalentFebruary() {
  Month m;
  for (CivilDay day(2026, 2, 1); day <= CivilDay(2026, 2, 28); ++day) {
    Day row(day);
    switch (absl::GetWeekday(day)) {
      case absl::Weekday::monday:
      case absl::Weekday::thursday: row.Shift("07:00", "19:00"); break;
      case absl::Weekday::tuesday: row.Shift("19:00", "07:00"); break;
      case absl::Weekday::friday: row.Shift("07:00", "11:00"); break;
      case absl::Weekday::sunday: row.Sunday(); break;
      default: row.Off();
    }
    m.days.push_back(row);
  }
  return m;
}

TEST(EvaluatePeriodTest, EquivalentSystemFebruary2026) {
  Month m = EquivalentFebruary();
  m[9].Clear().Works("07:00", "20:00");    // 13 h: 1 h overtime 50 %
  m[17].Clear().Works("19:00", "08:00");   // night shift 13 h: 1 h overtime, night 8 h
  m[20].Clear().Works("07:00", "15:00");   // planned 4 h, works 8 h: not daily overtime
  m[26].Clear().Excused(Hours(12), "L4");  // sick on a 12-h day shift
  m[27].Clear().Works("07:00", "13:00");   // planned 4 h, works 6 h
  const EmployeeTerms terms{.system = WorkingTimeSystem::kEquivalent};
  PeriodInput in = MonthPeriod(m, {}, terms);
  in.period_closed = true;
  in.overtime_earlier_in_year = Hours(10);
  const PeriodEvaluation out = EvaluatePeriod(in);

  EXPECT_EQ(out.nominal, Hours(160));    // 4 full weeks × 40 h
  EXPECT_EQ(out.scheduled, Hours(160));  // 12 × 12 h + 4 × 4 h
  // Work: 160 − 12 (sick) + 1 (9 Feb) + 1 (17 Feb) + 4 (20 Feb) + 2 (27 Feb) = 156 h.
  EXPECT_EQ(out.work_time, Hours(156));
  EXPECT_EQ(out.excused_absence, Hours(12));
  // Daily overtime only beyond the 12-h shifts (art. 151 §1 pkt 1, 135): 9 Feb 1 h + 17 Feb
  // 1 h = 2 h; the Fridays stay within 8 h.
  EXPECT_EQ(out.daily_overtime, Hours(2));
  // Average week: 156 − 2 − (160 − 12) = 6 h = the 4 h + 2 h over the short Fridays.
  EXPECT_EQ(out.average_week_overtime, Hours(6));
  // Night (22:00–06:00): four Tuesday night shifts × 8 h = 32 h.
  EXPECT_EQ(out.night_work, Hours(32));
  EXPECT_EQ(out.day_off_work_time, 0);
  EXPECT_EQ(out.days_off_due, 0);
  // Balance: 156 + 12 − 160 = 8 h.
  EXPECT_EQ(out.balance, Hours(8));
  EXPECT_EQ(out.overtime_in_year, Hours(18));  // 10 + 2 + 6
  // Rest: ≥ 12 h between shifts. The period starts on Sunday 1 Feb, so its weeks run Sunday to
  // Saturday (art. 128 §3 pkt 2) and the weekly rest must lie inside one: Fri 11:00 → Sun 00:00
  // = 37 h in 1–7 and 8–14 Feb; 22–28 Feb: Fri 27 13:00 → Sun 00:00 = 35 h, enough; but 15–21
  // Feb: Fri 20 15:00 → Sun 00:00 = 33 h, and the Tuesday night ends Wed 08:00: short (art. 133 §1).
  EXPECT_EQ(out.alerts, std::vector<Alert>{Alert::kWeeklyRest});
  for (const DayEvaluation& day : out.days) {
    if (day.day == CivilDay(2026, 2, 21)) {
      EXPECT_EQ(day.alerts, std::vector<Alert>{Alert::kWeeklyRest});
    } else {
      EXPECT_TRUE(day.alerts.empty()) << day.day;
    }
  }

  const DayEvaluation& feb3 = m.Of(out, 3);
  EXPECT_EQ(feb3.work_time, Hours(12));
  EXPECT_EQ(feb3.night_work, Hours(8));
  EXPECT_EQ(feb3.overtime_50 + feb3.overtime_100, 0);
  EXPECT_EQ(m.Of(out, 9).overtime_50, Hours(1));
  const DayEvaluation& feb17 = m.Of(out, 17);
  EXPECT_EQ(feb17.work_time, Hours(13));
  EXPECT_EQ(feb17.night_work, Hours(8));
  // The day's overtime is classed 100 % up to the day's night work (the rule's simplification).
  EXPECT_EQ(feb17.overtime_100, Hours(1));
  EXPECT_EQ(feb17.overtime_50, 0);
  const DayEvaluation& feb20 = m.Of(out, 20);
  EXPECT_EQ(feb20.overtime_50 + feb20.overtime_100, 0);
  EXPECT_EQ(feb20.balance, Hours(6));  // running: 9 Feb +1, 17 Feb +1, 20 Feb +4
  EXPECT_EQ(m.Of(out, 26).excused_absence, Hours(12));
  EXPECT_EQ(m.Of(out, 26).balance, Hours(6));
}

// A part-timer (1/2) is measured against full time for the average week (art. 151 §5).
TEST(EvaluatePeriodTest, HalfTimeAverageWeekAgainstFullTime) {
  // November 2026 at 1/2: every weekday planned 08:00–12:00 (20 × 4 h = 80 h = nominal).
  // She works 08:00–16:00 on every weekday: 20 × 8 h = 160 h, each day 4 h completion, no
  // overtime. Full-time nominal 160 h: 160 − 0 − 160 = 0 average-week overtime.
  Month m = BasicMonth(2026, 11, kNovember2026Holidays);
  for (Day& day : m.days) {
    if (day.input().schedule.kind == DayKind::kWorking) day.Scheduled("08:00", "12:00");
  }
  // 2 Nov: 9 h (1 h daily overtime).
  m[2].Clear().Works("08:00", "17:00");
  const EmployeeTerms half{.fraction_numerator = 1, .fraction_denominator = 2};
  PeriodInput in = MonthPeriod(m, kNovember2026Holidays, half);
  in.period_closed = true;
  const PeriodEvaluation out = EvaluatePeriod(in);
  EXPECT_EQ(out.nominal, Hours(80));
  EXPECT_EQ(out.scheduled, Hours(80));
  EXPECT_EQ(out.work_time, Hours(161));
  EXPECT_EQ(out.full_time_completion, Hours(80));  // 20 × 4 h
  EXPECT_EQ(out.daily_overtime, Hours(1));
  EXPECT_EQ(out.average_week_overtime, 0);  // 161 − 1 − 160
  // No limit in the contract: every hour over her own 80 h (and within full time) carries the
  // supplement (art. 151 §5; docs/decisions/part-time-overtime-limit.md): 160 − 80 = 80 h.
  EXPECT_EQ(out.part_time_over_limit, Hours(80));
  EXPECT_EQ(out.balance, Hours(81));
}

// ---------------------------------------------------------------------------------------------
// EvaluatePeriod (c): the yearly limit of 150 h (art. 151 §3).

PeriodInput NovemberWithTwoHoursOvertime(int64_t earlier) {
  Month m = BasicMonth(2026, 11, kNovember2026Holidays);
  m[3].Clear().Works("08:00", "18:00");  // 2 h overtime on 3 Nov
  PeriodInput in = MonthPeriod(m, kNovember2026Holidays, EmployeeTerms{});
  in.overtime_earlier_in_year = earlier;
  return in;
}

TEST(EvaluatePeriodTest, YearlyLimitPassed) {
  // 149 h + 2 h = 151 h > 150 h: alerted on the period and on 3 Nov, where it passed.
  const PeriodEvaluation out = EvaluatePeriod(NovemberWithTwoHoursOvertime(Hours(149)));
  EXPECT_EQ(out.overtime_in_year, Hours(151));
  EXPECT_TRUE(Has(out.alerts, Alert::kYearlyOvertimeLimit));
  EXPECT_EQ(out.days[2].alerts, std::vector<Alert>{Alert::kYearlyOvertimeLimit});
}

TEST(EvaluatePeriodTest, YearlyLimitReachedExactlyIsNoAlert) {
  // 148 h + 2 h = 150 h: the limit itself is allowed.
  const PeriodEvaluation out = EvaluatePeriod(NovemberWithTwoHoursOvertime(Hours(148)));
  EXPECT_EQ(out.overtime_in_year, Hours(150));
  EXPECT_FALSE(Has(out.alerts, Alert::kYearlyOvertimeLimit));
  EXPECT_TRUE(out.days[2].alerts.empty());
}

// Quarters from December (art. 129 §1): the period of 1 Dec 2026 – 28 Feb 2027 crosses the new
// year, and each year's limit (art. 151 §3) counts the overtime of its own days; the period's
// average-week overtime arises at its end, in 2027.
PeriodInput WinterQuarter() {
  // Holidays not on a Sunday: 24, 25, 26 (a Saturday, art. 130 §2) Dec, 1 and 6 Jan.
  const std::vector<CivilDay> holidays = {CivilDay(2026, 12, 24), CivilDay(2026, 12, 25), CivilDay(2026, 12, 26),
                                          CivilDay(2027, 1, 1), CivilDay(2027, 1, 6)};
  Month december = BasicMonth(2026, 12, holidays), january = BasicMonth(2027, 1, holidays),
        february = BasicMonth(2027, 2, holidays);
  december[31].Clear().Off();                   // the day off for the Saturday holiday
  december[2].Clear().Works("08:00", "18:00");  // 2 h daily overtime, in 2026
  january[12].Clear().Works("08:00", "19:00");  // 3 h daily overtime, in 2027
  february[6].Works("08:00", "12:00");          // 4 h on a free Saturday, no day off given
  Month quarter;
  for (const Month* m : {&december, &january, &february}) {
    quarter.days.insert(quarter.days.end(), m->days.begin(), m->days.end());
  }
  PeriodInput in = MonthPeriod(quarter, holidays, EmployeeTerms{.settlement_months = 3, .settlement_first_month = 12});
  in.period_closed = true;
  return in;
}

TEST(EvaluatePeriodTest, APeriodAcrossTheNewYearCountsEachYearsOvertime) {
  PeriodInput in = WinterQuarter();
  in.year_start = CivilDay(2027, 1, 1);
  const PeriodEvaluation out = EvaluatePeriod(in);
  // 90 days = 12 weeks × 40 h + the 4 weekdays of 23–28 Feb × 8 h = 512 h, less 5 holidays ×
  // 8 h = 472 h; scheduled 59 weekdays × 8 h (Dec 21 less 31 Dec, Jan 19, Feb 20) = 472 h.
  EXPECT_EQ(out.nominal, Hours(472));
  EXPECT_EQ(out.scheduled, Hours(472));
  // Work 472 + 2 + 3 + 4 = 481 h; daily overtime 2 + 3 = 5 h; average week 481 − 5 − 472 = 4 h.
  EXPECT_EQ(out.work_time, Hours(481));
  EXPECT_EQ(out.daily_overtime, Hours(5));
  EXPECT_EQ(out.average_week_overtime, Hours(4));
  // 2027's: 3 h of 12 Jan + the 4 h settled on 28 Feb = 7 h; the 2 h of 2 Dec are 2026's.
  EXPECT_EQ(out.overtime_in_year, Hours(7));
}

TEST(EvaluatePeriodTest, TheYearBeforeCountsOnlyItsOwnDaysOfAPeriodAcrossTheNewYear) {
  // 2026's limit: 147 h before the period + the 2 h of 2 Dec = 149 h, within 150 h; the 3 h of
  // January and the average week settled in February (4 h) are 2027's, so no alert.
  PeriodInput in = WinterQuarter();
  in.year_start = CivilDay(2026, 1, 1);
  in.overtime_earlier_in_year = Hours(147);
  const PeriodEvaluation out = EvaluatePeriod(in);
  EXPECT_EQ(out.overtime_in_year, Hours(149));
  EXPECT_FALSE(Has(out.alerts, Alert::kYearlyOvertimeLimit));
  // Read as one year, the same period would pass it: 147 + 5 + 4 = 156 h.
  in.year_start.reset();
  EXPECT_EQ(EvaluatePeriod(in).overtime_in_year, Hours(156));
}

TEST(EvaluatePeriodTest, HigherYearlyLimitByTheRulesOfWork) {
  // Art. 151 §4: a 200-h limit; 151 h is within it.
  PeriodInput in = NovemberWithTwoHoursOvertime(Hours(149));
  in.terms.yearly_overtime_limit = Hours(200);
  EXPECT_FALSE(Has(EvaluatePeriod(in).alerts, Alert::kYearlyOvertimeLimit));
}

// ---------------------------------------------------------------------------------------------
// EvaluatePeriod (d): work on a day off, a Sunday or a holiday, and the day off given for it
// (art. 151³, 151¹⁰, 151¹¹, 151¹). July 2026: a one-month period from Wednesday 1 Jul, no
// holidays, 23 weekdays → nominal 4 × 40 h + 3 × 8 h (29–31 Jul) = 184 h; Saturdays 4, 11, 18,
// 25 and Sundays 5, 12, 19, 26.

const CivilDay kJuly(2026, 7, 1);

Month BasicJuly() { return BasicMonth(2026, 7, {}); }

// The month closed, evaluated on 5 Aug, with the days off `given` (given_on, for_day).
PeriodEvaluation ClosedJuly(const Month& m, const std::vector<DayOffGiven>& given = {},
                            const EmployeeTerms& terms = {}) {
  PeriodInput in = MonthPeriod(m, {}, terms);
  in.period_closed = true;
  in.today = CivilDay(2026, 8, 5);
  in.days_off_given = given;
  return EvaluatePeriod(in);
}

TEST(DayOffInExchangeTest, FreeSaturdayWithAFridayOffIsNoOvertime) {
  // Art. 151³: 8 h on the free Saturday 11 Jul, Friday 17 Jul given off for it. Work: 22
  // weekdays × 8 h + 8 h = 184 h = the nominal; daily overtime 0; average week 184 − 0 − 184 = 0.
  Month m = BasicJuly();
  m[11].Works("08:00", "16:00");
  m[17].Clear().Off();
  const PeriodEvaluation out = ClosedJuly(m, {{CivilDay(2026, 7, 17), CivilDay(2026, 7, 11)}});
  EXPECT_EQ(out.nominal, Hours(184));
  EXPECT_EQ(out.work_time, Hours(184));
  EXPECT_EQ(out.daily_overtime, 0);
  EXPECT_EQ(out.average_week_overtime, 0);
  EXPECT_EQ(out.overtime_in_year, 0);  // not overtime, so not toward the 150 h (art. 151 §3)
  EXPECT_EQ(out.day_off_work_time, Hours(8));
  EXPECT_EQ(out.days_off_given, 1);
  EXPECT_EQ(out.days_off_due, 0);
  EXPECT_EQ(m.Of(out, 11).day_off_given_on, CivilDay(2026, 7, 17));
  EXPECT_EQ(m.Of(out, 17).day_off_for, CivilDay(2026, 7, 11));
  EXPECT_EQ(m.Of(out, 17).unexcused_absence, 0);
}

TEST(DayOffInExchangeTest, FreeSaturdayWithoutADayOffIsAverageWeekOvertime) {
  // The same Saturday, every weekday worked: 23 × 8 + 8 = 192 h; daily overtime 0 (8 h is the
  // daily norm); average week 192 − 0 − 184 = 8 h, paid 100 % (art. 151¹ §2).
  Month m = BasicJuly();
  m[11].Works("08:00", "16:00");
  const PeriodEvaluation out = ClosedJuly(m);
  EXPECT_EQ(out.work_time, Hours(192));
  EXPECT_EQ(out.daily_overtime, 0);
  EXPECT_EQ(out.average_week_overtime, Hours(8));
  EXPECT_EQ(out.overtime_in_year, Hours(8));
  EXPECT_EQ(out.days_off_given, 0);
  EXPECT_EQ(out.days_off_due, 0);  // the period has ended: settled in the average week
}

TEST(DayOffInExchangeTest, TenHoursOnAFreeSaturdayWithADayOffIsTwoHoursAtFifty) {
  // 08:00–18:00 on Saturday 11 Jul, Friday 17 Jul off: 22 × 8 + 10 = 186 h; 2 h over the daily
  // norm at 50 % (art. 151¹ §1 pkt 2); average week 186 − 2 − 184 = 0.
  Month m = BasicJuly();
  m[11].Works("08:00", "18:00");
  m[17].Clear().Off();
  const PeriodEvaluation out = ClosedJuly(m, {{CivilDay(2026, 7, 17), CivilDay(2026, 7, 11)}});
  EXPECT_EQ(out.work_time, Hours(186));
  EXPECT_EQ(m.Of(out, 11).overtime_50, Hours(2));
  EXPECT_EQ(m.Of(out, 11).overtime_100, 0);
  EXPECT_EQ(out.daily_overtime, Hours(2));
  EXPECT_EQ(out.average_week_overtime, 0);
  EXPECT_EQ(out.overtime_in_year, Hours(2));
}

TEST(DayOffInExchangeTest, SundayWithADayOffWithinSixDaysCarriesNoSupplement) {
  // Art. 151¹¹ §1 pkt 1: 8 h on Sunday 12 Jul, Wednesday 15 Jul given off (3 days after). Work
  // 22 × 8 + 8 = 184 h; no overtime, no supplement, no alert.
  Month m = BasicJuly();
  m[12].Works("08:00", "16:00");
  m[15].Clear().Off();
  const PeriodEvaluation out = ClosedJuly(m, {{CivilDay(2026, 7, 15), CivilDay(2026, 7, 12)}});
  EXPECT_EQ(m.Of(out, 12).overtime_100, 0);
  EXPECT_EQ(out.daily_overtime, 0);
  EXPECT_EQ(out.average_week_overtime, 0);
  EXPECT_TRUE(m.Of(out, 12).alerts.empty());
  EXPECT_EQ(m.Of(out, 12).day_off_given_on, CivilDay(2026, 7, 15));
}

TEST(DayOffInExchangeTest, SundayWithoutADayOffIsEightHoursAtHundred) {
  // Art. 151¹¹ §3, 151¹ §1 pkt 1 lit. b: no day off by the period's end → each of the 8 h carries
  // 100 %. Work 23 × 8 + 8 = 192 h; daily overtime 8 h (the Sunday); average week 192 − 8 − 184
  // = 0; 8 h toward the yearly limit. No day off within 13–18 Jul: alerted (art. 151¹¹ §1 pkt 1).
  Month m = BasicJuly();
  m[12].Works("08:00", "16:00");
  const PeriodEvaluation out = ClosedJuly(m);
  EXPECT_EQ(m.Of(out, 12).overtime_100, Hours(8));
  EXPECT_EQ(out.daily_overtime, Hours(8));
  EXPECT_EQ(out.average_week_overtime, 0);
  EXPECT_EQ(out.overtime_in_year, Hours(8));
  EXPECT_EQ(m.Of(out, 12).alerts, std::vector<Alert>{Alert::kSundayDayOffLate});
}

TEST(DayOffInExchangeTest, AHolidayWorkedWithADayOffInThePeriod) {
  // November 2026 (nominal 160 h): 8 h on the holiday of 11 Nov, Friday 27 Nov given off
  // (art. 151¹¹ §1 pkt 2: within the period). Work 19 weekdays × 8 + 8 = 160 h: no overtime.
  // Without the day off: 20 × 8 + 8 = 168 h, the holiday's 8 h at 100 %, average week
  // 168 − 8 − 160 = 0.
  Month with = BasicMonth(2026, 11, kNovember2026Holidays);
  with[11].Works("08:00", "16:00");
  with[27].Clear().Off();
  PeriodInput in = MonthPeriod(with, kNovember2026Holidays, EmployeeTerms{});
  in.period_closed = true;
  in.days_off_given = {{CivilDay(2026, 11, 27), CivilDay(2026, 11, 11)}};
  const PeriodEvaluation given = EvaluatePeriod(in);
  EXPECT_EQ(given.work_time, Hours(160));
  EXPECT_EQ(given.daily_overtime + given.average_week_overtime, 0);

  Month without = BasicMonth(2026, 11, kNovember2026Holidays);
  without[11].Works("08:00", "16:00");
  PeriodInput in2 = MonthPeriod(without, kNovember2026Holidays, EmployeeTerms{});
  in2.period_closed = true;
  const PeriodEvaluation paid = EvaluatePeriod(in2);
  EXPECT_EQ(paid.work_time, Hours(168));
  EXPECT_EQ(without.Of(paid, 11).overtime_100, Hours(8));
  EXPECT_EQ(paid.average_week_overtime, 0);
}

TEST(DayOffInExchangeTest, WhileThePeriodRunsTheWorkWaitsWithItsLastDay) {
  // Today 20 Jul, July still open. Saturday 11 Jul worked: due by the period's end, 31 Jul
  // (art. 151³). Sunday 12 Jul worked: its 6 days ended on 18 Jul with no day off → alerted,
  // and it is still due by 31 Jul (art. 151¹¹ §1 pkt 1: otherwise by the period's end). Sunday
  // 26 Jul: 6 days run to 1 Aug, past the period's end, so it is due by 1 Aug.
  Month m = BasicJuly();
  m[11].Works("08:00", "12:00");
  m[12].Works("08:00", "12:00");
  m[26].Works("08:00", "12:00");
  PeriodInput in = MonthPeriod(m, {}, EmployeeTerms{});
  in.today = CivilDay(2026, 7, 20);
  const PeriodEvaluation out = EvaluatePeriod(in);
  EXPECT_EQ(out.days_off_due, 3);
  EXPECT_EQ(m.Of(out, 11).day_off_due_by, CivilDay(2026, 7, 31));
  EXPECT_EQ(m.Of(out, 12).day_off_due_by, CivilDay(2026, 7, 31));
  EXPECT_EQ(m.Of(out, 26).day_off_due_by, CivilDay(2026, 8, 1));
  EXPECT_TRUE(Has(m.Of(out, 12).alerts, Alert::kSundayDayOffLate));
  EXPECT_FALSE(Has(m.Of(out, 26).alerts, Alert::kSundayDayOffLate));
  EXPECT_EQ(out.daily_overtime, 0);  // nothing settled yet

  // Closed, evaluated on 1 Aug: 26 Jul may still get its day off that day, so it still waits;
  // 12 Jul is paid (4 h at 100 %), 11 Jul raises the average week (4 h).
  in.period_closed = true;
  in.today = CivilDay(2026, 8, 1);
  const PeriodEvaluation closed = EvaluatePeriod(in);
  EXPECT_EQ(closed.days_off_due, 1);
  EXPECT_EQ(m.Of(closed, 26).day_off_due_by, CivilDay(2026, 8, 1));
  EXPECT_EQ(m.Of(closed, 12).overtime_100, Hours(4));
  EXPECT_EQ(m.Of(closed, 26).overtime_100, 0);
  // Work 23 × 8 + 12 = 196 h; daily overtime 4 h; average week 196 − 4 − 184 = 8 h (the
  // Saturday's 4 h and the waiting Sunday's 4 h, paid as average-week overtime until its day
  // off is given).
  EXPECT_EQ(closed.average_week_overtime, Hours(8));
}

TEST(DayOffInExchangeTest, ADayOffOutsideItsTimeDoesNotCount) {
  // Art. 151¹¹ §1 pkt 1: a Sunday's day off falls within 6 days before or after it, otherwise
  // by the period's end — so any earlier day of the period counts too, and the 6 days before
  // may reach into the previous period. Art. 151³, 151¹¹ §1 pkt 2: a free day's or a holiday's
  // falls within its period. The worked day itself is no day off.
  const CivilDay july_end(2026, 7, 31);
  EXPECT_TRUE(IsDayOffInTime(CivilDay(2026, 7, 12), CivilDay(2026, 7, 6), kJuly, july_end));
  EXPECT_TRUE(IsDayOffInTime(CivilDay(2026, 7, 12), CivilDay(2026, 7, 1), kJuly, july_end));
  EXPECT_TRUE(IsDayOffInTime(CivilDay(2026, 7, 12), july_end, kJuly, july_end));
  EXPECT_TRUE(IsDayOffInTime(CivilDay(2026, 7, 5), CivilDay(2026, 6, 29), kJuly, july_end));
  EXPECT_FALSE(IsDayOffInTime(CivilDay(2026, 7, 5), CivilDay(2026, 6, 28), kJuly, july_end));
  EXPECT_TRUE(IsDayOffInTime(CivilDay(2026, 7, 26), CivilDay(2026, 8, 1), kJuly, july_end));
  EXPECT_FALSE(IsDayOffInTime(CivilDay(2026, 7, 26), CivilDay(2026, 8, 2), kJuly, july_end));
  EXPECT_FALSE(IsDayOffInTime(CivilDay(2026, 7, 11), CivilDay(2026, 8, 3), kJuly, july_end));
  EXPECT_FALSE(IsDayOffInTime(CivilDay(2026, 7, 11), CivilDay(2026, 6, 30), kJuly, july_end));
  EXPECT_FALSE(IsDayOffInTime(CivilDay(2026, 7, 11), CivilDay(2026, 7, 11), kJuly, july_end));
  // Saturday 11 Jul's day off "given" on 3 Aug does not settle it: 8 h of average-week overtime.
  Month m = BasicJuly();
  m[11].Works("08:00", "16:00");
  const PeriodEvaluation out = ClosedJuly(m, {{CivilDay(2026, 8, 3), CivilDay(2026, 7, 11)}});
  EXPECT_EQ(out.days_off_given, 0);
  EXPECT_EQ(out.average_week_overtime, Hours(8));
}

TEST(DayOffInExchangeTest, AScheduledSundayIsOwedItsDayOffWithinSixDays) {
  // Art. 151¹¹ §1 pkt 1: continuous work, Sunday 12 Jul planned 08:00–16:00 and Wednesday 15 Jul
  // free by the schedule (the week still has its 40 h). Linked as the Sunday's day off: no
  // alert. Not linked, evaluated on 20 Jul: the window 6–18 Jul has passed → alerted, and the
  // Sunday stays due by 31 Jul. Linked to Wednesday 22 Jul (10 days after): given, but late.
  Month m = BasicJuly();
  m[12].Shift("08:00", "16:00");
  m[15].Clear().Off();
  PeriodInput in = MonthPeriod(m, {}, EmployeeTerms{});
  in.today = CivilDay(2026, 7, 20);
  in.days_off_given = {{CivilDay(2026, 7, 15), CivilDay(2026, 7, 12)}};
  const PeriodEvaluation linked = EvaluatePeriod(in);
  EXPECT_EQ(m.Of(linked, 12).day_off_given_on, CivilDay(2026, 7, 15));
  EXPECT_FALSE(Has(m.Of(linked, 12).alerts, Alert::kSundayDayOffLate));
  EXPECT_EQ(m.Of(linked, 12).overtime_50 + m.Of(linked, 12).overtime_100, 0);  // planned work

  in.days_off_given.clear();
  const PeriodEvaluation missing = EvaluatePeriod(in);
  EXPECT_TRUE(Has(m.Of(missing, 12).alerts, Alert::kSundayDayOffLate));
  EXPECT_EQ(m.Of(missing, 12).day_off_due_by, CivilDay(2026, 7, 31));
  EXPECT_EQ(missing.days_off_due, 1);

  in.days_off_given = {{CivilDay(2026, 7, 22), CivilDay(2026, 7, 12)}};
  const PeriodEvaluation late = EvaluatePeriod(in);
  EXPECT_EQ(m.Of(late, 12).day_off_given_on, CivilDay(2026, 7, 22));
  EXPECT_TRUE(Has(m.Of(late, 12).alerts, Alert::kSundayDayOffLate));
  // Before its window ends (today 15 Jul) nothing is alerted yet.
  in.days_off_given.clear();
  in.today = CivilDay(2026, 7, 15);
  EXPECT_FALSE(Has(m.Of(EvaluatePeriod(in), 12).alerts, Alert::kSundayDayOffLate));
}

TEST(DayOffInExchangeTest, WorkOnTheDayOffGivenForASundayIsOvertimeAtHundred) {
  // Art. 151¹ §1 pkt 1 lit. c: Sunday 12 Jul worked 8 h, Wednesday 15 Jul given off for it, and
  // then 15 Jul worked 06:00–16:00 = 10 h after all: its 2 h over 8 are at 100 %, not 50 %.
  Month m = BasicJuly();
  m[12].Works("08:00", "16:00");
  m[15].Clear().Off().Works("06:00", "16:00");
  const PeriodEvaluation out = ClosedJuly(m, {{CivilDay(2026, 7, 15), CivilDay(2026, 7, 12)}});
  EXPECT_EQ(m.Of(out, 15).overtime_100, Hours(2));
  EXPECT_EQ(m.Of(out, 15).overtime_50, 0);
}

// ---------------------------------------------------------------------------------------------
// EvaluatePeriod (e): the part-time limit agreed in the contract (art. 151 §5).

TEST(PartTimeLimitTest, HalfTimeWithAThreeQuarterLimit) {
  // July 2026 at 1/2 time, the contract's limit 3/4: own time 184 × 1/2 = 92 h, limit 184 × 3/4
  // = 138 h, full time 184 h. Planned 08:00–12:00 on the 23 weekdays (92 h); she works
  // 08:00–16:00 on each, and 1 Jul 08:00–17:00: 22 × 8 + 9 = 185 h.
  //  - daily overtime: 1 Jul 9 h − 8 h = 1 h (art. 151 §1 pkt 1);
  //  - the rest, 184 h: over full time 184 − 184 = 0 (no average-week overtime);
  //  - over the limit and within full time: 184 − 138 = 46 h with the supplement;
  //  - own time to the limit, 92 → 138 h: paid plainly (full-time completion per day 23 × 4 h).
  Month m = BasicJuly();
  for (Day& day : m.days) {
    if (day.input().schedule.kind == DayKind::kWorking) day.Scheduled("08:00", "12:00");
  }
  m[1].Clear().Works("08:00", "17:00");
  EmployeeTerms terms{.fraction_numerator = 1, .fraction_denominator = 2};
  terms.part_time_limit_numerator = 3;
  terms.part_time_limit_denominator = 4;
  const PeriodEvaluation out = ClosedJuly(m, {}, terms);
  EXPECT_EQ(out.nominal, Hours(92));
  EXPECT_EQ(out.work_time, Hours(185));
  EXPECT_EQ(out.daily_overtime, Hours(1));
  EXPECT_EQ(out.average_week_overtime, 0);
  EXPECT_EQ(out.part_time_over_limit, Hours(46));
  EXPECT_EQ(out.full_time_completion, Hours(92));

  // The same month under a contract without the clause: everything over her own 92 h and
  // within full time carries the supplement: 184 − 92 = 92 h.
  const PeriodEvaluation no_clause =
      ClosedJuly(m, {}, EmployeeTerms{.fraction_numerator = 1, .fraction_denominator = 2});
  EXPECT_EQ(no_clause.part_time_over_limit, Hours(92));

  // A leave day (2 Jul, 4 h excused) lowers both the own time and the limit: work 185 − 8 =
  // 177 h, less 1 h daily overtime = 176 h; over the limit 176 − (138 − 4) = 42 h.
  m[2].Clear().Excused(Hours(4), "UW");
  EXPECT_EQ(ClosedJuly(m, {}, terms).part_time_over_limit, Hours(42));

  // Not settled while the period runs.
  PeriodInput open = MonthPeriod(m, {}, terms);
  EXPECT_EQ(EvaluatePeriod(open).part_time_over_limit, 0);
}

// Art. 151 §1: what a supervisor approved stands only as far as the day still has it.
TEST(ApprovalsTest, ACorrectionThatShortensTheDayShortensTheApproval) {
  // 08:00–19:00 against 08:00–16:00: 11 h of work, 3 h over the 8-h norm (50 %).
  const DayEvaluation long_day = Evaluate(Day(2026, 11, 17).Works("08:00", "19:00"));
  ASSERT_EQ(long_day.overtime_50, Hours(3));
  EXPECT_EQ(ApprovalsThatStand(long_day, {Hours(3), 0}).overtime, Hours(3));
  // Corrected to 08:00–17:00: 1 h over; the 3 h approved before stand as 1 h.
  const DayEvaluation corrected = Evaluate(Day(2026, 11, 17).Works("08:00", "17:00"));
  EXPECT_EQ(ApprovalsThatStand(corrected, {Hours(3), 0}).overtime, Hours(1));
  // Corrected to 08:00–16:00: no overtime, nothing stands approved.
  EXPECT_EQ(ApprovalsThatStand(Evaluate(Day(2026, 11, 17).Works("08:00", "16:00")), {Hours(3), 0}).overtime, 0);
  // 08:00–14:00 leaves 2 h of undertime, compensated; corrected to 08:00–15:00, 1 h remains to compensate.
  EXPECT_EQ(ApprovalsThatStand(Evaluate(Day(2026, 11, 17).Works("08:00", "14:00")), {0, Hours(2)}).undertime, Hours(2));
  EXPECT_EQ(ApprovalsThatStand(Evaluate(Day(2026, 11, 17).Works("08:00", "15:00")), {0, Hours(2)}).undertime, Hours(1));
}

}  // namespace
}  // namespace kadry::work_times
