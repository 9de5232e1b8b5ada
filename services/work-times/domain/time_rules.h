#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/time/civil_time.h"
#include "absl/time/time.h"

namespace kadry::work_times {

// Working time under the Labour Code (Kodeks pracy, dział VI), docs/work-times.md "Rules".
// Every duration is in seconds; every moment an absl::Time, read in the zone of the input
// (Europe/Warsaw), so a night across a DST change counts its real hours.

inline constexpr int64_t kHour = 3600;
inline constexpr int64_t kMinute = 60;
// Art. 129 §1: 8 hours a day, on average 40 hours in an average five-day week.
inline constexpr int64_t kDailyNorm = 8 * kHour;
inline constexpr int64_t kWeeklyNorm = 40 * kHour;
// Art. 135 §1: the equivalent system may extend the day up to 12 hours.
inline constexpr int64_t kEquivalentDailyMax = 12 * kHour;
// Art. 134: a break of 15 minutes counts as work time on a day of at least 6 hours.
inline constexpr int64_t kPaidBreak = 15 * kMinute;
inline constexpr int64_t kPaidBreakFrom = 6 * kHour;
// Art. 151 §3: at most 150 hours of overtime for special needs in a calendar year.
inline constexpr int64_t kYearlyOvertimeLimit = 150 * kHour;
// Art. 151 §4 lets the rules of work raise it; 416 h (8 h a week) is as far as this product takes it,
// within the 48-hour average week of art. 131 §1.
inline constexpr int64_t kMaxYearlyOvertimeLimit = 416 * kHour;
// Art. 132 §1: 11 hours of uninterrupted daily rest; art. 133 §1: 35 hours weekly.
inline constexpr int64_t kDailyRest = 11 * kHour;
inline constexpr int64_t kWeeklyRest = 35 * kHour;
// Art. 151⁷ §1: the night window is 8 hours between 21:00 and 7:00.
inline constexpr int64_t kNightWindow = 8 * kHour;
// Art. 151¹¹ §1 pkt 1: the day off for work on a Sunday falls within 6 calendar days of it.
inline constexpr int kSundayDayOffWindowDays = 6;

enum class WorkingTimeSystem { kBasic, kEquivalent };

// Art. 129 §1–2: a settlement period of 1, 3, 4 or 12 months.
bool IsValidSettlementMonths(int months);
// A month's number, 1 (January) to 12: the month a settlement period begins in.
bool IsValidMonth(int month);

// Art. 151⁷ §1: a night window starting at `start_hour` (21, 22 or 23 – it must end by 7:00).
bool IsValidNightStartHour(int start_hour);

// What the schedule says of a day for the employee.
enum class DayKind {
  kWorking,  // a working day of the schedule
  kDayOff,   // a day off of the five-day week (art. 129 §1, 147)
  kSunday,   // Sunday (art. 151¹⁰)
  kHoliday,  // a public holiday (art. 151¹⁰, from the Polish calendar)
};

// One day of the schedule (harmonogram).
struct ScheduledDay {
  absl::CivilDay day;
  DayKind kind = DayKind::kWorking;
  std::optional<absl::Time> planned_start;  // only on a working day
  std::optional<absl::Time> planned_end;
  int64_t scheduled = 0;     // seconds to work; 0 on a day off
  bool has_schedule = true;  // false: no schedule row (alert)
};

// A day off the schedule gives in exchange for work on a day off, Sunday or holiday
// (art. 151³, 151¹¹ §1): `given_on` is free so that the work of `for_day` is not overtime.
struct DayOffGiven {
  absl::CivilDay given_on;
  absl::CivilDay for_day;
};

enum class RecordKind {
  kWork,          // presence at work (clock in .. clock out)
  kBreak,         // a break inside presence (art. 134 paid up to 15 min)
  kPrivateExit,   // an exit for private matters inside presence (art. 151 §2¹, "wp")
  kIntervention,  // work during on-call duty (art. 151⁵ §2: it is work time)
};

// The API's and the store's names of the kinds: "work", "break", "private_exit", "intervention".
std::string RecordKindName(RecordKind kind);
std::optional<RecordKind> ParseRecordKind(std::string_view name);

// One clock record of a day; `end` empty while it is still open.
struct ClockRecord {
  RecordKind kind = RecordKind::kWork;
  absl::Time start;
  std::optional<absl::Time> end;
};

// Approved absence from the people directory (leave and other requests).
struct ExcusedAbsence {
  int64_t seconds = 0;  // scheduled time it excuses on the day; a whole day = scheduled
  std::string code;     // the request type's code (UW, L4, ...)
};

// The employee's terms for the period.
struct EmployeeTerms {
  WorkingTimeSystem system = WorkingTimeSystem::kBasic;
  int settlement_months = 1;
  int settlement_first_month = 1;  // the month (1..12) the periods follow each other from
  int fraction_numerator = 1;      // part time: 1/2, 3/4 ...
  int fraction_denominator = 1;
  int night_start_hour = 22;                             // the 8-hour night window begins at this hour
  int64_t yearly_overtime_limit = kYearlyOvertimeLimit;  // art. 151 §4: a higher limit by the rules of work
  // Art. 151 §5: the part-timer's contract states up to what working time (a fraction of full
  // time, at least their own) work over their own time is paid without the overtime supplement.
  // 0/0: the contract has no such clause, and every hour over their own time carries it
  // (docs/decisions/part-time-overtime-limit.md).
  int part_time_limit_numerator = 0;
  int part_time_limit_denominator = 0;
};

// Alerts of a day or period, shown to the employee and the supervisor.
enum class Alert {
  kYearlyOvertimeLimit,  // art. 151 §3: the year's overtime passes the limit
  kDailyRest,            // art. 132: less than 11 h of rest in the day's doba
  kWeeklyRest,           // art. 133: less than 35 h of rest in a week
  kMissingClockOut,      // a record of a past day without its end
  kWorkWithoutSchedule,  // work on a day with no schedule
  kSundayDayOffLate,     // art. 151¹¹ §1 pkt 1: no day off within 6 days of a Sunday worked
};
std::string AlertCode(Alert alert);  // "yearly_overtime_limit", "daily_rest", ...

// One day's input.
struct DayInput {
  ScheduledDay schedule;
  std::vector<ClockRecord> records;
  ExcusedAbsence excused;
  bool is_past = true;  // today is not: its open record is no missing clock-out, its shortfall not due
  bool remote = false;  // approved remote work (a home-office request) on the day
  // The terms that hold on this day where they are not the period's (they changed in it): the
  // day is evaluated under them (its night window, art. 151⁷).
  std::optional<EmployeeTerms> terms;
};

// Art. 67¹⁸: remote work is work, at a place the employee agreed, under the same working time.
// A past day of approved remote work without any clock record was worked as its schedule says;
// with records, the records count. Other days are returned as they are.
DayInput WithRemoteWorkAsScheduled(DayInput in);

// One day computed (docs/work-times.md "Time evaluation row").
struct DayEvaluation {
  absl::CivilDay day;
  std::optional<absl::Time> work_start;  // first record's start
  std::optional<absl::Time> work_end;    // last record's end
  int64_t scheduled = 0;
  int64_t total_time = 0;         // presence (work records), breaks and exits included
  int64_t work_time = 0;          // presence - unpaid break - private exits + interventions
  int64_t undertime = 0;          // scheduled time not worked on a day with work, not excused
  int64_t unexcused_absence = 0;  // scheduled time of a day without any work or excuse
  int64_t excused_absence = 0;
  int64_t wp_time = 0;               // private exits of the day (art. 151 §2¹)
  int64_t wp_worked_off = 0;         // work over the schedule that works earlier exits off (not overtime)
  int64_t night_work = 0;            // work inside the night window (art. 151⁷)
  int64_t full_time_completion = 0;  // part time: over the schedule within 8 h (art. 151 §5)
  int64_t overtime_50 = 0;           // daily overtime with the 50 % supplement (art. 151¹ §1 pkt 2)
  int64_t overtime_100 = 0;          // daily overtime with 100 % (night, Sunday, holiday, day off for them)
  int64_t day_off_work_time = 0;     // work on a day off, Sunday or holiday (art. 151³, 151¹⁰–151¹¹)
  // Work on a day off, Sunday or holiday, or a Sunday of the schedule: the day off given for
  // it, or, while none is, the last day it may be given (art. 151³, 151¹¹ §1).
  std::optional<absl::CivilDay> day_off_given_on;
  std::optional<absl::CivilDay> day_off_due_by;
  std::optional<absl::CivilDay> day_off_for;  // this day is the day off given for work on that day
  int64_t balance = 0;                        // work_time + excused - scheduled (may be negative)
  std::vector<Alert> alerts;
};

// The period's input: every day from `period_start` to `period_end` in order, the public
// holidays that fall in it, and what came before it in the calendar year and the period.
struct PeriodInput {
  absl::TimeZone zone;
  EmployeeTerms terms;
  absl::CivilDay period_start;
  absl::CivilDay period_end;             // inclusive
  std::vector<absl::CivilDay> holidays;  // public holidays (absences' calendar)
  std::vector<DayInput> days;            // one per day of the period, in order
  int64_t overtime_earlier_in_year = 0;  // overtime of the calendar year before the period
  // The calendar year the limit of art. 151 §3 counts: the overtime of a day outside it, and the
  // average-week overtime of a period ending outside it, belong to another year (a period may
  // cross the new year). None: all of the period's.
  std::optional<absl::CivilDay> year_start;
  int64_t wp_remaining_before = 0;                   // exits not yet worked off when the period began
  std::optional<absl::Time> last_work_end_before;    // work of the day before the period (rest)
  std::optional<absl::Time> first_work_start_after;  // work of the day after it, when known (rest)
  bool period_closed = false;                        // average-week overtime is settled only at the end
  // Days off given for work on a day of the period, wherever they fall (a Sunday's may be in the
  // week before), and those of the period's days given for work elsewhere.
  std::vector<DayOffGiven> days_off_given;
  absl::CivilDay today = absl::CivilDay::max();  // a Sunday's 6 days have passed when before it
};

// The period computed (docs/work-times.md "Settlement").
struct PeriodEvaluation {
  std::vector<DayEvaluation> days;
  int64_t nominal = 0;  // art. 130: the period's working time for the employee
  int64_t scheduled = 0;
  int64_t work_time = 0;
  int64_t excused_absence = 0;
  int64_t daily_overtime = 0;         // overtime_50 + overtime_100 of the days
  int64_t average_week_overtime = 0;  // art. 151 §1 pkt 2, 100 % (art. 151¹ §2), at the period's end
  int64_t night_work = 0;
  int64_t full_time_completion = 0;
  int64_t part_time_over_limit = 0;  // art. 151 §5: over the contract's limit, at the period's end
  int64_t day_off_work_time = 0;
  int days_off_due = 0;    // days of work on a day off still waiting for their day off
  int days_off_given = 0;  // days of work on a day off whose day off is given
  int64_t wp_time = 0;
  int64_t wp_remaining = 0;      // exits still to be worked off at the end
  int64_t balance = 0;           // running balance at the last day
  int64_t overtime_in_year = 0;  // overtime_earlier_in_year + this period's overtime in the year
  std::vector<Alert> alerts;     // period alerts (weekly rest, yearly limit)
};

// Art. 151³, 151¹⁰–151¹¹: work on a day of `kind` on `day` earns another day off: a day off of
// the five-day week, a Sunday or a holiday free by the schedule, or a Sunday of the schedule.
bool EarnsDayOff(DayKind kind, absl::CivilDay day);

// Art. 151¹¹ §1: the last day the day off for work on `worked` may be given: for a Sunday the
// 6th day after it, or the period's end when that is later; for any other day the period's end.
absl::CivilDay DayOffDueBy(absl::CivilDay worked, absl::CivilDay period_end);

// Art. 151¹¹ §1: the first day the day off for work on `worked` may be given: for a Sunday the
// 6th day before it, or the period's start when that is earlier; for any other day the period's start.
absl::CivilDay DayOffFrom(absl::CivilDay worked, absl::CivilDay period_start);

// Art. 151³, 151¹¹ §1: may `given_on` be the day off for work on `worked`? For a Sunday from 6
// days before it to DayOffDueBy; for a holiday or a day off of the five-day week within the
// period holding it.
bool IsDayOffInTime(absl::CivilDay worked, absl::CivilDay given_on, absl::CivilDay period_start,
                    absl::CivilDay period_end);

// Art. 130 §1–2: 40 h times the full weeks, plus 8 h times the weekdays (Mon–Fri) of the
// incomplete week, less 8 h for every holiday on a day other than Sunday; times the
// working-time fraction for part time (art. 129 §1 read with the contract).
int64_t NominalTime(absl::CivilDay start, absl::CivilDay end, const std::vector<absl::CivilDay>& holidays,
                    int fraction_numerator = 1, int fraction_denominator = 1);

// The period of `settlement_months` months that holds `day`, the periods following each other
// from `first_month` (from January, 3: quarters; 4: Jan–Apr, May–Aug, Sep–Dec; 12: the year;
// from February, 3: Feb–Apr, May–Jul, Aug–Oct, Nov–Jan, so a period may cross the new year).
struct Period {
  absl::CivilDay start;
  absl::CivilDay end;  // inclusive
};
Period SettlementPeriodOf(absl::CivilDay day, int settlement_months, int first_month = 1);

// Seconds of [start, end) inside the night windows (start hour `night_start_hour`, 8 h) in `zone`.
int64_t NightSeconds(absl::Time start, absl::Time end, int night_start_hour, absl::TimeZone zone);

// One day, without what depends on the other days (wp worked off, rest alerts):
// EvaluatePeriod fills those in.
DayEvaluation EvaluateDay(const DayInput& in, const EmployeeTerms& terms, absl::TimeZone zone);

// Every day of the period and its settlement: daily values, wp worked off in order (work over
// the schedule first works off earlier exits, art. 151 §2¹), rest alerts (art. 132, 133),
// the running balance, average-week overtime when the period is closed (work - daily overtime
// - (nominal - excused)), the yearly limit alert (art. 151 §3).
PeriodEvaluation EvaluatePeriod(const PeriodInput& in);

// A supervisor's approval of overtime (art. 151 §1) or compensation of undertime covers the day
// as it is now: a correction that shortens the day after the approval shortens what stands
// approved, so the month never counts more approved overtime than was worked.
struct Approvals {
  int64_t overtime = 0;
  int64_t undertime = 0;
};
Approvals ApprovalsThatStand(const DayEvaluation& day, const Approvals& approved);

}  // namespace kadry::work_times
