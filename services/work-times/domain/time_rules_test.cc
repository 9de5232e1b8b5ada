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

namespace kadry::work_times {
namespace {

using absl::CivilDay;

absl::TimeZone Warsaw() {
  absl::TimeZone zone;
  EXPECT_TRUE(absl::LoadTimeZone("Europe/Warsaw", &zone));
  return zone;
}

constexpr int64_t Hours(int64_t hours, int64_t minutes = 0) { return hours * kHour + minutes * kMinute; }

// "HH:MM" on `day` in Warsaw; "24:00" is the next midnight.
absl::Time At(CivilDay day, std::string_view hhmm) {
  const int hour = (hhmm[0] - '0') * 10 + (hhmm[1] - '0');
  const int minute = (hhmm[3] - '0') * 10 + (hhmm[4] - '0');
  return absl::FromCivil(absl::CivilMinute(day.year(), day.month(), day.day(), hour, minute), Warsaw());
}

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
  Day& Intervention(std::string_view from, std::string_view to) {
    return Add(RecordKind::kIntervention, from, to);
  }
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
  EXPECT_EQ(NominalTime(CivilDay(2026, 11, 1), CivilDay(2026, 11, 30), kNovember2026Holidays, 3, 4),
            Hours(120));
}

// ---------------------------------------------------------------------------------------------
// SettlementPeriodOf (art. 129 §1–2).

void ExpectPeriod(CivilDay day, int months, CivilDay start, CivilDay end) {
  const Period period = SettlementPeriodOf(day, months);
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

TEST(EvaluateDayTest, SundayWorkOwesADayOff) {
  // 8 Nov 2026 is a Sunday: 6 h of work, all of it day-off work and overtime at 100 %.
  const DayEvaluation day = Evaluate(Day(2026, 11, 8).Sunday().Works("08:00", "14:00"));
  EXPECT_EQ(day.scheduled, 0);
  EXPECT_EQ(day.work_time, Hours(6));
  EXPECT_EQ(day.day_off_work_time, Hours(6));
  EXPECT_TRUE(day.day_off_owed);
  EXPECT_EQ(day.overtime_100, Hours(6));
  EXPECT_EQ(day.overtime_50, 0);
  EXPECT_EQ(day.undertime, 0);
  EXPECT_EQ(day.balance, Hours(6));
}

TEST(EvaluateDayTest, HolidayWork) {
  // 11 Nov 2026: 8 h of work on a holiday → 8 h at 100 %, a day off owed.
  const DayEvaluation day = Evaluate(Day(2026, 11, 11).Holiday().Works("08:00", "16:00"));
  EXPECT_EQ(day.day_off_work_time, Hours(8));
  EXPECT_TRUE(day.day_off_owed);
  EXPECT_EQ(day.overtime_100, Hours(8));
}

TEST(EvaluateDayTest, DayOffWork) {
  // Saturday 7 Nov 2026, a day off of the five-day week: 4 h → a day off owed (art. 151³).
  const DayEvaluation day = Evaluate(Day(2026, 11, 7).Off().Works("08:00", "12:00"));
  EXPECT_EQ(day.day_off_work_time, Hours(4));
  EXPECT_TRUE(day.day_off_owed);
  EXPECT_EQ(day.overtime_100, Hours(4));
}

TEST(EvaluateDayTest, DayOffWithoutWorkOwesNothing) {
  const DayEvaluation day = Evaluate(Day(2026, 11, 7).Off());
  EXPECT_FALSE(day.day_off_owed);
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
  const DayEvaluation day =
      Evaluate(Day(2026, 11, 2).Works("08:00", "16:00").Intervention("22:30", "23:30"));
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
  m[3].Clear().Works("08:00", "18:00");                           // 10 h: 2 h overtime 50 %
  m[4].Clear().Works("08:00", "16:00").Works("22:00", "24:00");   // 10 h: 2 h night → 100 %
  // 5 Nov starts 08:00, 8 h after 24:00 → daily rest alert (art. 132).
  m[6].Clear().Works("08:30", "16:00");                           // late: 30 min undertime
  m[7].Works("08:00", "14:00");                                   // Saturday off: 6 h
  m[8].Works("08:00", "12:00");                                   // Sunday: 4 h
  // Week 9–15 Nov.
  m[9].Exit("10:00", "11:00");                                    // 7 h, wp 1 h
  m[10].Clear().Works("08:00", "17:00");                          // 9 h: works the exit off
  m[12].Clear().Excused(Hours(8), "UW");                          // leave
  m[13].Clear();                                                  // absence without excuse
  // Week 16–22 Nov.
  m[16].Clear().Works("08:00", "16:30").Break("12:00", "12:30");  // 8h15: 15 min overtime
  m[21].Shift("06:00", "12:00");                                  // Saturday planned 6 h
  // Week 23–29 Nov.
  m[23].Scheduled("08:00", "14:00");                              // planned 6 h, worked 8 h
  m[28].Shift("06:00", "12:00");                                  // Saturday planned 6 h
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
  // Daily overtime: 3 Nov 2 h (50 %), 4 Nov 2 h (100 %, night), 10 Nov 1 h worked off → 0,
  // 16 Nov 15 min, 7 Nov 6 h and 8 Nov 4 h (100 %) = 14h15.
  EXPECT_EQ(out.daily_overtime, Hours(14, 15));
  // Average week (art. 151 §1 pkt 2): work not already daily overtime over the nominal less
  // the leave: 169.75 − 14.25 − (160 − 8) = 155.5 − 152 = 3.5 h.
  EXPECT_EQ(out.average_week_overtime, Hours(3, 30));
  EXPECT_EQ(out.night_work, Hours(2));                // 4 Nov 22:00–24:00
  EXPECT_EQ(out.full_time_completion, 0);
  EXPECT_EQ(out.day_off_work_time, Hours(10));        // 6 h + 4 h
  EXPECT_EQ(out.days_off_owed, 2);                    // 7 and 8 Nov
  EXPECT_EQ(out.wp_time, Hours(1));
  EXPECT_EQ(out.wp_remaining, 0);                     // worked off on 10 Nov
  // Balance: 169.75 + 8 − 170 = 7.75 h.
  EXPECT_EQ(out.balance, Hours(7, 45));
  EXPECT_EQ(out.overtime_in_year, Hours(17, 45));     // 0 + 14.25 + 3.5
  // Period alerts: the week 2–8 Nov has at most 18 h of rest (Sat 14:00 → Sun 08:00).
  EXPECT_EQ(out.alerts, std::vector<Alert>{Alert::kWeeklyRest});

  const DayEvaluation& nov3 = m.Of(out, 3);
  EXPECT_EQ(nov3.overtime_50, Hours(2));
  EXPECT_EQ(nov3.balance, Hours(2));                  // running: 1 Nov 0, 2 Nov 0, 3 Nov +2
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
  EXPECT_EQ(m.Of(out, 6).balance, Hours(3, 30));      // 2 + 2 + 0 − 0.5
  EXPECT_TRUE(m.Of(out, 7).day_off_owed);
  EXPECT_EQ(m.Of(out, 7).overtime_100, Hours(6));
  const DayEvaluation& nov8 = m.Of(out, 8);
  EXPECT_EQ(nov8.overtime_100, Hours(4));
  EXPECT_EQ(nov8.balance, Hours(13, 30));             // 3.5 + 6 + 4
  EXPECT_EQ(nov8.alerts, std::vector<Alert>{Alert::kWeeklyRest});
  EXPECT_EQ(m.Of(out, 9).wp_time, Hours(1));
  EXPECT_EQ(m.Of(out, 9).undertime, Hours(1));
  const DayEvaluation& nov10 = m.Of(out, 10);
  EXPECT_EQ(nov10.wp_worked_off, Hours(1));           // 9 h − 8 h works the exit off
  EXPECT_EQ(nov10.overtime_50, 0);
  EXPECT_EQ(nov10.balance, Hours(13, 30));            // 13.5 − 1 + 1
  EXPECT_EQ(m.Of(out, 12).excused_absence, Hours(8));
  EXPECT_EQ(m.Of(out, 12).unexcused_absence, 0);
  EXPECT_EQ(m.Of(out, 13).unexcused_absence, Hours(8));
  EXPECT_EQ(m.Of(out, 13).balance, Hours(5, 30));     // 13.5 + 0 (leave) − 8
  EXPECT_EQ(m.Of(out, 16).overtime_50, Hours(0, 15));
  EXPECT_EQ(m.Of(out, 21).overtime_50 + m.Of(out, 21).overtime_100, 0);
  const DayEvaluation& nov23 = m.Of(out, 23);
  EXPECT_EQ(nov23.overtime_50 + nov23.overtime_100, 0);  // 8 h is within the daily norm
  EXPECT_EQ(nov23.balance, Hours(7, 45));             // 5.75 + 2
  EXPECT_EQ(m.Of(out, 30).balance, Hours(7, 45));
  // The rest of the days carry no alert.
  int alerted_days = 0;
  for (const DayEvaluation& day : out.days) alerted_days += day.alerts.empty() ? 0 : 1;
  EXPECT_EQ(alerted_days, 2);

  // While the period is still open, the average week is not settled.
  const PeriodEvaluation open = EvaluatePeriod(in);
  EXPECT_EQ(open.average_week_overtime, 0);
  EXPECT_EQ(open.overtime_in_year, Hours(14, 15));
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

TEST(EvaluatePeriodTest, WeeklyRestAlertedOncePerShortWeek) {
  // Saturdays 7 and 21 Nov worked 08:00–16:00: Sat 16:00 → Mon 00:00 = 32 h < 35 h in both
  // weeks (Fri 16:00 → Sat 08:00 is only 16 h); each week alerts once, on its Sunday. The week
  // of 9–15 Nov keeps 40 h of rest around the holiday of 11 Nov (Tue 16:00 → Thu 08:00).
  Month m = BasicMonth(2026, 11, kNovember2026Holidays);
  m[7].Works("08:00", "16:00");
  m[21].Works("08:00", "16:00");
  const PeriodEvaluation out = EvaluatePeriod(MonthPeriod(m, kNovember2026Holidays, EmployeeTerms{}));
  EXPECT_EQ(out.alerts, (std::vector<Alert>{Alert::kWeeklyRest, Alert::kWeeklyRest}));
  EXPECT_EQ(m.Of(out, 8).alerts, std::vector<Alert>{Alert::kWeeklyRest});
  EXPECT_EQ(m.Of(out, 22).alerts, std::vector<Alert>{Alert::kWeeklyRest});
  EXPECT_TRUE(m.Of(out, 15).alerts.empty());
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
      case absl::Weekday::thursday:
        row.Shift("07:00", "19:00");
        break;
      case absl::Weekday::tuesday:
        row.Shift("19:00", "07:00");
        break;
      case absl::Weekday::friday:
        row.Shift("07:00", "11:00");
        break;
      case absl::Weekday::sunday:
        row.Sunday();
        break;
      default:
        row.Off();
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

  EXPECT_EQ(out.nominal, Hours(160));      // 4 full weeks × 40 h
  EXPECT_EQ(out.scheduled, Hours(160));    // 12 × 12 h + 4 × 4 h
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
  EXPECT_EQ(out.days_off_owed, 0);
  // Balance: 156 + 12 − 160 = 8 h.
  EXPECT_EQ(out.balance, Hours(8));
  EXPECT_EQ(out.overtime_in_year, Hours(18));  // 10 + 2 + 6
  // Rest: ≥ 12 h between shifts, ≥ 57 h from Friday to Monday every week.
  EXPECT_TRUE(out.alerts.empty());
  for (const DayEvaluation& day : out.days) EXPECT_TRUE(day.alerts.empty()) << day.day;

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
  EXPECT_EQ(feb20.balance, Hours(6));      // running: 9 Feb +1, 17 Feb +1, 20 Feb +4
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
  EXPECT_EQ(out.average_week_overtime, 0);         // 161 − 1 − 160
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
  EXPECT_EQ(out.alerts, std::vector<Alert>{Alert::kYearlyOvertimeLimit});
  EXPECT_EQ(out.days[2].alerts, std::vector<Alert>{Alert::kYearlyOvertimeLimit});
}

TEST(EvaluatePeriodTest, YearlyLimitReachedExactlyIsNoAlert) {
  // 148 h + 2 h = 150 h: the limit itself is allowed.
  const PeriodEvaluation out = EvaluatePeriod(NovemberWithTwoHoursOvertime(Hours(148)));
  EXPECT_EQ(out.overtime_in_year, Hours(150));
  EXPECT_TRUE(out.alerts.empty());
  EXPECT_TRUE(out.days[2].alerts.empty());
}

TEST(EvaluatePeriodTest, HigherYearlyLimitByTheRulesOfWork) {
  // Art. 151 §4: a 200-h limit; 151 h is within it.
  PeriodInput in = NovemberWithTwoHoursOvertime(Hours(149));
  in.terms.yearly_overtime_limit = Hours(200);
  EXPECT_TRUE(EvaluatePeriod(in).alerts.empty());
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
