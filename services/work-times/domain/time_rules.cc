#include "services/work-times/domain/time_rules.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/time/civil_time.h"
#include "absl/time/time.h"

namespace kadry::work_times {

namespace {
constexpr std::pair<RecordKind, std::string_view> kRecordKindNames[] = {
    {RecordKind::kWork, "work"},
    {RecordKind::kBreak, "break"},
    {RecordKind::kPrivateExit, "private_exit"},
    {RecordKind::kIntervention, "intervention"},
};
}  // namespace

std::string RecordKindName(RecordKind kind) {
  for (const auto& [k, name] : kRecordKindNames) {
    if (k == kind) return std::string(name);
  }
  return "work";
}

std::optional<RecordKind> ParseRecordKind(std::string_view name) {
  for (const auto& [kind, text] : kRecordKindNames) {
    if (text == name) return kind;
  }
  return std::nullopt;
}

namespace {

// Seconds of a closed record; an open one counts nothing until it is closed.
int64_t Length(const ClockRecord& record) {
  if (!record.end.has_value() || *record.end <= record.start) return 0;
  return absl::ToInt64Seconds(*record.end - record.start);
}

int64_t SumOf(const DayInput& in, RecordKind kind) {
  int64_t sum = 0;
  for (const ClockRecord& record : in.records) {
    if (record.kind == kind) sum += Length(record);
  }
  return sum;
}

int64_t NightOf(const DayInput& in, RecordKind kind, int night_start_hour, absl::TimeZone zone) {
  int64_t sum = 0;
  for (const ClockRecord& record : in.records) {
    if (record.kind != kind || !record.end.has_value()) continue;
    sum += NightSeconds(record.start, *record.end, night_start_hour, zone);
  }
  return sum;
}

bool IsWorkKind(RecordKind kind) { return kind == RecordKind::kWork || kind == RecordKind::kIntervention; }

bool IsPartTime(const EmployeeTerms& terms) { return terms.fraction_numerator < terms.fraction_denominator; }

bool IsMonToFri(absl::CivilDay day) {
  absl::Weekday weekday = absl::GetWeekday(day);
  return weekday != absl::Weekday::saturday && weekday != absl::Weekday::sunday;
}

bool Contains(const std::vector<Alert>& alerts, Alert alert) {
  return std::find(alerts.begin(), alerts.end(), alert) != alerts.end();
}

void AddAlert(std::vector<Alert>& alerts, Alert alert) {
  if (!Contains(alerts, alert)) alerts.push_back(alert);
}

// The span of the day's work: first start of work or intervention, last end.
void FillWorkSpan(const DayInput& in, DayEvaluation& out) {
  for (const ClockRecord& record : in.records) {
    if (!IsWorkKind(record.kind)) continue;
    if (!out.work_start.has_value() || record.start < *out.work_start) out.work_start = record.start;
    if (record.end.has_value() && (!out.work_end.has_value() || *record.end > *out.work_end)) {
      out.work_end = record.end;
    }
  }
}

// Art. 134, 151 §2¹, 151⁵ §2: what of the presence is work time.
void FillTimes(const DayInput& in, DayEvaluation& out) {
  out.total_time = SumOf(in, RecordKind::kWork);
  const int64_t breaks = SumOf(in, RecordKind::kBreak);
  out.wp_time = SumOf(in, RecordKind::kPrivateExit);
  const int64_t interventions = SumOf(in, RecordKind::kIntervention);
  // Art. 134: the 15-minute break counts as work only on a day of at least 6 hours of work.
  const bool paid_break_due = out.total_time - breaks - out.wp_time >= kPaidBreakFrom;
  const int64_t paid_break = paid_break_due ? std::min(breaks, kPaidBreak) : 0;
  const int64_t unpaid_break = breaks - paid_break;
  out.work_time = std::max<int64_t>(0, out.total_time - unpaid_break - out.wp_time + interventions);
}

// Art. 151⁷: night work of the records. Breaks and exits are subtracted whole (their paid
// 15 minutes at night are too small to matter), interventions added (art. 151⁵ §2).
int64_t NightWork(const DayInput& in, int night_start_hour, absl::TimeZone zone) {
  const int64_t night = NightOf(in, RecordKind::kWork, night_start_hour, zone) -
                        NightOf(in, RecordKind::kBreak, night_start_hour, zone) -
                        NightOf(in, RecordKind::kPrivateExit, night_start_hour, zone) +
                        NightOf(in, RecordKind::kIntervention, night_start_hour, zone);
  return std::max<int64_t>(0, night);
}

// Art. 151 §1 pkt 1, 151 §5, 151¹ §1: a working day against its schedule.
void SettleWorkingDay(const DayInput& in, const EmployeeTerms& terms, DayEvaluation& out) {
  out.scheduled = in.schedule.scheduled;
  out.excused_absence = std::min(in.excused.seconds, out.scheduled);
  // A day still in progress owes nothing yet: who is at work is neither absent nor short.
  const int64_t owed = in.is_past ? std::max<int64_t>(0, out.scheduled - out.excused_absence) : 0;
  if (out.work_time == 0) {
    out.unexcused_absence = owed;
  } else {
    out.undertime = std::max<int64_t>(0, owed - out.work_time);
  }
  const int64_t excess = std::max<int64_t>(0, out.work_time - out.scheduled);
  // Art. 151 §5: a part-timer's work over the schedule up to full time is not overtime.
  if (IsPartTime(terms)) {
    out.full_time_completion = std::min(excess, std::max<int64_t>(0, kDailyNorm - out.scheduled));
  }
  // Art. 151 §1 pkt 1, 135: overtime is beyond the daily norm or the schedule's extended day.
  const int64_t overtime = std::max<int64_t>(0, out.work_time - std::max(out.scheduled, kDailyNorm));
  // Art. 151¹ §1 pkt 1: overtime at night is paid 100 %, the rest 50 % (pkt 2).
  out.overtime_100 = std::min(overtime, out.night_work);
  out.overtime_50 = overtime - out.overtime_100;
}

// Art. 151 §1, 151¹ §1: work on a day that is free by the schedule. Up to 8 hours it is not
// daily overtime: it waits for the day off given for it (art. 151³, 151¹¹ §1) and is settled at
// the period's end when none is (SettleDaysOff). Beyond 8 hours it is daily overtime: on a
// Sunday or holiday at 100 % (art. 151¹ §1 pkt 1 lit. b), on a day off of the five-day week at
// 50 % (pkt 2) unless at night (pkt 1 lit. a).
void SettleDayOff(const DayInput& in, DayEvaluation& out) {
  out.scheduled = 0;
  out.day_off_work_time = out.work_time;
  const int64_t overtime = std::max<int64_t>(0, out.work_time - kDailyNorm);
  if (in.schedule.kind == DayKind::kDayOff) {
    out.overtime_100 = std::min(overtime, out.night_work);
    out.overtime_50 = overtime - out.overtime_100;
  } else {
    out.overtime_100 = overtime;
  }
}

int64_t OverlapSeconds(absl::Time a_start, absl::Time a_end, absl::Time b_start, absl::Time b_end) {
  const absl::Time start = std::max(a_start, b_start);
  const absl::Time end = std::min(a_end, b_end);
  return end > start ? absl::ToInt64Seconds(end - start) : 0;
}

// Art. 151 §2¹: work over the schedule first works off earlier private exits, and that part
// is not overtime. The 8-hour cap on working off a day is not checked here.
void WorkOffExits(int64_t& wp_remaining, DayEvaluation& day) {
  const int64_t available = std::max<int64_t>(0, day.work_time - day.scheduled);
  const int64_t worked_off = std::min(available, wp_remaining);
  int64_t left = worked_off;
  for (int64_t* part : {&day.overtime_50, &day.overtime_100, &day.full_time_completion}) {
    const int64_t taken = std::min(left, *part);
    *part -= taken;
    left -= taken;
  }
  day.wp_worked_off = worked_off;
  wp_remaining -= worked_off;
}

// The longest stretch of [span_start, span_end) free of the (unsorted) work intervals.
absl::Duration LongestRest(std::vector<std::pair<absl::Time, absl::Time>> work, absl::Time span_start,
                           absl::Time span_end) {
  std::sort(work.begin(), work.end());
  absl::Duration longest = absl::ZeroDuration();
  absl::Time free_from = span_start;
  for (const auto& [start, end] : work) {
    const absl::Time clipped_start = std::max(start, span_start);
    if (clipped_start > free_from) longest = std::max(longest, clipped_start - free_from);
    free_from = std::max(free_from, std::min(end, span_end));
  }
  if (span_end > free_from) longest = std::max(longest, span_end - free_from);
  return longest;
}

// The work of the period as intervals (a day's first start to its last end), with the ends
// of what came before and the start of what follows it when they are known.
std::vector<std::pair<absl::Time, absl::Time>> WorkIntervals(const PeriodInput& in, const PeriodEvaluation& out) {
  std::vector<std::pair<absl::Time, absl::Time>> intervals;
  if (in.last_work_end_before) intervals.emplace_back(*in.last_work_end_before, *in.last_work_end_before);
  for (const DayEvaluation& day : out.days) {
    if (day.work_start.has_value() && day.work_end.has_value()) intervals.emplace_back(*day.work_start, *day.work_end);
  }
  if (in.first_work_start_after) intervals.emplace_back(*in.first_work_start_after, *in.first_work_start_after);
  return intervals;
}

// Art. 132 §1 with art. 128 §3 pkt 1: 11 hours of uninterrupted rest in every doba, the 24 hours
// from the hour the employee starts work by the schedule (by the clock on a day without one).
// A breach belongs to the day whose doba lacked the rest, not to the day the next work began.
void CheckDailyRest(const PeriodInput& in, PeriodEvaluation& out) {
  const std::vector<std::pair<absl::Time, absl::Time>> intervals = WorkIntervals(in, out);
  for (size_t i = 0; i < out.days.size(); ++i) {
    DayEvaluation& day = out.days[i];
    if (!day.work_start.has_value()) continue;
    const ScheduledDay& schedule = in.days[i].schedule;
    const bool planned = schedule.kind == DayKind::kWorking && schedule.planned_start.has_value();
    const absl::Time doba_start = planned ? *schedule.planned_start : *day.work_start;
    const absl::Time doba_end = doba_start + absl::Hours(24);
    std::vector<std::pair<absl::Time, absl::Time>> in_doba;
    for (const auto& interval : intervals) {
      if (interval.first < doba_end && interval.second >= doba_start) in_doba.push_back(interval);
    }
    if (LongestRest(in_doba, doba_start, doba_end) < absl::Seconds(kDailyRest)) AddAlert(day.alerts, Alert::kDailyRest);
  }
}

// Art. 133 §1 with art. 128 §3 pkt 2: 35 hours of uninterrupted rest in each week, the seven
// days from the first day of the settlement period (a period starting on a Wednesday has
// Wednesday–Tuesday weeks). The period's last, shorter week runs on past its end: the known
// start of work after it counts, the days after it are otherwise unknown and count as rest.
// A short week alerts once, on its last day in the period.
void CheckWeeklyRest(const PeriodInput& in, PeriodEvaluation& out) {
  const std::vector<std::pair<absl::Time, absl::Time>> intervals = WorkIntervals(in, out);
  for (absl::CivilDay week = in.period_start; week <= in.period_end; week += 7) {
    const absl::Time span_start = absl::FromCivil(week, in.zone);
    const absl::Time span_end = absl::FromCivil(week + 7, in.zone);
    std::vector<std::pair<absl::Time, absl::Time>> in_week;
    for (const auto& interval : intervals) {
      if (interval.first < span_end && interval.second >= span_start) in_week.push_back(interval);
    }
    if (LongestRest(in_week, span_start, span_end) >= absl::Seconds(kWeeklyRest)) continue;
    out.alerts.push_back(Alert::kWeeklyRest);
    const absl::CivilDay last_day = std::min(week + 6, in.period_end);
    for (DayEvaluation& day : out.days) {
      if (day.day == last_day) AddAlert(day.alerts, Alert::kWeeklyRest);
    }
  }
}

bool IsSunday(absl::CivilDay day) { return absl::GetWeekday(day) == absl::Weekday::sunday; }

bool IsHoliday(const PeriodInput& in, absl::CivilDay day) {
  return std::find(in.holidays.begin(), in.holidays.end(), day) != in.holidays.end();
}

const DayOffGiven* DayOffFor(const PeriodInput& in, absl::CivilDay worked) {
  for (const DayOffGiven& given : in.days_off_given) {
    if (given.for_day == worked && IsDayOffInTime(worked, given.given_on, in.period_start, in.period_end)) {
      return &given;
    }
  }
  return nullptr;
}

// Art. 151¹¹ §1 pkt 1: a Sunday of the schedule is worked by plan, and is owed a day off all the same.
bool IsScheduledSunday(const DayInput& in, const DayEvaluation& day) {
  return in.schedule.kind == DayKind::kWorking && IsSunday(day.day) && day.scheduled > day.excused_absence;
}

// Art. 151³, 151¹¹: each day worked though free by the schedule, and each Sunday of the
// schedule, has its day off given or waits for it until DayOffDueBy. Past that, with the period
// ended, a Sunday's or holiday's hours carry the 100 % supplement (art. 151¹¹ §3, 151¹ §1 pkt 1
// lit. b) and a day off's raise the period's time above the average-week norm (art. 151¹ §2,
// SettleAverageWeek). Work on a day off given for a Sunday or holiday is overtime at 100 %
// (art. 151¹ §1 pkt 1 lit. c).
void SettleDaysOff(const PeriodInput& in, PeriodEvaluation& out) {
  for (size_t i = 0; i < out.days.size(); ++i) {
    DayEvaluation& day = out.days[i];
    const DayInput& day_in = in.days[i];
    for (const DayOffGiven& given : in.days_off_given) {
      if (given.given_on == day.day) day.day_off_for = given.for_day;
    }
    if (day.day_off_for && (IsSunday(*day.day_off_for) || IsHoliday(in, *day.day_off_for))) {
      day.overtime_100 += day.overtime_50;
      day.overtime_50 = 0;
    }
    const bool scheduled_sunday = IsScheduledSunday(day_in, day);
    if (day.day_off_work_time == 0 && !scheduled_sunday) continue;
    const DayOffGiven* given = DayOffFor(in, day.day);
    const absl::CivilDay due_by = DayOffDueBy(day.day, in.period_end);
    if (IsSunday(day.day)) {
      const absl::CivilDay window_end = day.day + kSundayDayOffWindowDays;
      const absl::CivilDay window_start = day.day - kSundayDayOffWindowDays;
      const bool late = given ? given->given_on < window_start || given->given_on > window_end : in.today > window_end;
      if (late) AddAlert(day.alerts, Alert::kSundayDayOffLate);
    }
    if (given) {
      day.day_off_given_on = given->given_on;
      ++out.days_off_given;
    } else if (in.period_closed && in.today > due_by) {
      const bool sunday_or_holiday =
          day_in.schedule.kind == DayKind::kSunday || day_in.schedule.kind == DayKind::kHoliday;
      if (sunday_or_holiday) day.overtime_100 = day.work_time - day.overtime_50;
    } else {
      day.day_off_due_by = due_by;
      ++out.days_off_due;
    }
  }
}

// The period's totals of the days; `balance` of each day becomes the running balance.
void SumDays(PeriodEvaluation& out) {
  for (DayEvaluation& day : out.days) {
    out.scheduled += day.scheduled;
    out.work_time += day.work_time;
    out.excused_absence += day.excused_absence;
    out.daily_overtime += day.overtime_50 + day.overtime_100;
    out.night_work += day.night_work;
    out.full_time_completion += day.full_time_completion;
    out.day_off_work_time += day.day_off_work_time;
    out.wp_time += day.wp_time;
    out.balance += day.balance;
    day.balance = out.balance;
  }
}

// Art. 151 §1 pkt 2: work over the period's nominal time not already daily overtime, paid 100 %
// (art. 151¹ §2). Work on a day off settled by its day off is balanced by that day's missing
// schedule. A part-timer is measured against full time here (art. 151 §5).
void SettleAverageWeek(const PeriodInput& in, PeriodEvaluation& out) {
  const int64_t full_time = NominalTime(in.period_start, in.period_end, in.holidays);
  const int64_t base = out.work_time - out.daily_overtime;
  out.average_week_overtime = std::max<int64_t>(0, base - (full_time - out.excused_absence));
  if (!IsPartTime(in.terms)) return;
  // Art. 151 §5: the part-timer's hours over the contract's limit (without the clause, over
  // their own time) and within full time carry the supplement without being overtime.
  const EmployeeTerms& t = in.terms;
  const bool has_clause =
      t.part_time_limit_denominator > 0 && int64_t{t.part_time_limit_numerator} * t.fraction_denominator >=
                                               int64_t{t.fraction_numerator} * t.part_time_limit_denominator;
  const int64_t limit = has_clause ? NominalTime(in.period_start, in.period_end, in.holidays,
                                                 t.part_time_limit_numerator, t.part_time_limit_denominator)
                                   : out.nominal;
  out.part_time_over_limit =
      std::max<int64_t>(0, std::min(base, full_time - out.excused_absence) - (limit - out.excused_absence));
}

// Art. 151 §3–4: the year's overtime over the limit; the day it was passed is marked, or the
// last day when only the average-week overtime at the end passes it.
void CheckYearlyLimit(const PeriodInput& in, PeriodEvaluation& out) {
  const auto in_year = [&](absl::CivilDay day) { return !in.year_start || day.year() == in.year_start->year(); };
  out.overtime_in_year = in.overtime_earlier_in_year;
  for (const DayEvaluation& day : out.days) {
    if (in_year(day.day)) out.overtime_in_year += day.overtime_50 + day.overtime_100;
  }
  if (in_year(in.period_end)) out.overtime_in_year += out.average_week_overtime;
  const int64_t limit = in.terms.yearly_overtime_limit;
  if (out.overtime_in_year <= limit) return;
  AddAlert(out.alerts, Alert::kYearlyOvertimeLimit);
  int64_t running = in.overtime_earlier_in_year;
  for (DayEvaluation& day : out.days) {
    if (!in_year(day.day)) continue;
    running += day.overtime_50 + day.overtime_100;
    if (running > limit) {
      AddAlert(day.alerts, Alert::kYearlyOvertimeLimit);
      return;
    }
  }
  if (!out.days.empty()) AddAlert(out.days.back().alerts, Alert::kYearlyOvertimeLimit);
}

}  // namespace

// Art. 129 §1–2: 1, 3, 4 or 12 months.
bool IsValidSettlementMonths(int months) { return months == 1 || months == 3 || months == 4 || months == 12; }

bool IsValidMonth(int month) { return month >= 1 && month <= 12; }

// Art. 151⁷ §1: 8 hours between 21:00 and 7:00, so it starts at 21, 22 or 23.
bool IsValidNightStartHour(int start_hour) { return start_hour >= 21 && start_hour <= 23; }

std::string AlertCode(Alert alert) {
  switch (alert) {
    case Alert::kYearlyOvertimeLimit: return "yearly_overtime_limit";
    case Alert::kDailyRest: return "daily_rest";
    case Alert::kWeeklyRest: return "weekly_rest";
    case Alert::kMissingClockOut: return "missing_clock_out";
    case Alert::kWorkWithoutSchedule: return "work_without_schedule";
    case Alert::kSundayDayOffLate: return "sunday_day_off_late";
  }
  return "";
}

bool EarnsDayOff(DayKind kind, absl::CivilDay day) { return kind != DayKind::kWorking || IsSunday(day); }

absl::CivilDay DayOffFrom(absl::CivilDay worked, absl::CivilDay period_start) {
  if (IsSunday(worked)) return std::min(worked - kSundayDayOffWindowDays, period_start);
  return period_start;
}

absl::CivilDay DayOffDueBy(absl::CivilDay worked, absl::CivilDay period_end) {
  if (IsSunday(worked)) return std::max(worked + kSundayDayOffWindowDays, period_end);
  return period_end;
}

bool IsDayOffInTime(absl::CivilDay worked, absl::CivilDay given_on, absl::CivilDay period_start,
                    absl::CivilDay period_end) {
  return given_on != worked && given_on >= DayOffFrom(worked, period_start) &&
         given_on <= DayOffDueBy(worked, period_end);
}

// Art. 130 §1–2: 40 h per full week, 8 h per weekday of the rest, less 8 h per holiday not
// on a Sunday (a Saturday holiday reduces too, art. 130 §2); then the part-time fraction.
int64_t NominalTime(absl::CivilDay start, absl::CivilDay end, const std::vector<absl::CivilDay>& holidays,
                    int fraction_numerator, int fraction_denominator) {
  if (end < start || fraction_denominator <= 0) return 0;
  const int64_t days = (end - start) + 1;
  int64_t nominal = kWeeklyNorm * (days / 7);
  for (absl::CivilDay day = start + (days / 7) * 7; day <= end; ++day) {
    if (IsMonToFri(day)) nominal += kDailyNorm;
  }
  for (const absl::CivilDay& holiday : holidays) {
    if (holiday >= start && holiday <= end && absl::GetWeekday(holiday) != absl::Weekday::sunday) {
      nominal -= kDailyNorm;
    }
  }
  nominal = std::max<int64_t>(0, nominal);
  return nominal * fraction_numerator / fraction_denominator;
}

// Art. 129 §1–2: the rules of work fix the periods; they tile the year from their first month.
Period SettlementPeriodOf(absl::CivilDay day, int settlement_months, int first_month) {
  const int months = IsValidSettlementMonths(settlement_months) ? settlement_months : 1;
  const int from = IsValidMonth(first_month) ? first_month : 1;
  const int into_period = ((day.month() - from + 12) % 12) % months;  // whole months since it began
  const absl::CivilMonth first = absl::CivilMonth(day) - into_period;
  const absl::CivilMonth next = first + months;
  return Period{absl::CivilDay(first), absl::CivilDay(next) - 1};
}

// Art. 151⁷ §1: the night window runs by the clock, from `night_start_hour` on day D to 8
// hours later on the clock; measured in real time, so the October DST night has 9 hours.
int64_t NightSeconds(absl::Time start, absl::Time end, int night_start_hour, absl::TimeZone zone) {
  if (end <= start) return 0;
  int64_t seconds = 0;
  const absl::CivilDay last = absl::ToCivilDay(end, zone);
  for (absl::CivilDay day = absl::ToCivilDay(start, zone) - 1; day <= last; ++day) {
    const absl::CivilHour window_start(day.year(), day.month(), day.day(), night_start_hour);
    const absl::Time from = absl::FromCivil(window_start, zone);
    const absl::Time to = absl::FromCivil(window_start + kNightWindow / kHour, zone);
    seconds += OverlapSeconds(start, end, from, to);
  }
  return seconds;
}

DayInput WithRemoteWorkAsScheduled(DayInput in) {
  const ScheduledDay& s = in.schedule;
  if (in.remote && in.is_past && in.records.empty() && s.kind == DayKind::kWorking && s.planned_start &&
      s.planned_end && *s.planned_end > *s.planned_start) {
    in.records.push_back(ClockRecord{RecordKind::kWork, *s.planned_start, *s.planned_end});
  }
  return in;
}

DayEvaluation EvaluateDay(const DayInput& given, const EmployeeTerms& terms, absl::TimeZone zone) {
  const DayInput in = WithRemoteWorkAsScheduled(given);
  DayEvaluation out;
  out.day = in.schedule.day;
  FillWorkSpan(in, out);
  FillTimes(in, out);
  out.night_work = NightWork(in, terms.night_start_hour, zone);
  if (in.schedule.kind == DayKind::kWorking) {
    SettleWorkingDay(in, terms, out);
  } else {
    SettleDayOff(in, out);
  }
  out.balance = out.work_time + out.excused_absence - out.scheduled;
  // Today's schedule is not owed yet (SettleWorkingDay): its work may lift the balance, never lower it.
  if (!in.is_past) out.balance = std::max<int64_t>(0, out.balance);
  // A past day's open record means a forgotten clock-out: its time is not counted.
  const bool has_open = std::any_of(in.records.begin(), in.records.end(),
                                    [](const ClockRecord& record) { return !record.end.has_value(); });
  if (has_open && in.is_past) AddAlert(out.alerts, Alert::kMissingClockOut);
  if (!in.schedule.has_schedule && out.work_time > 0) AddAlert(out.alerts, Alert::kWorkWithoutSchedule);
  return out;
}

PeriodEvaluation EvaluatePeriod(const PeriodInput& in) {
  PeriodEvaluation out;
  int64_t wp_remaining = in.wp_remaining_before;
  for (const DayInput& day_in : in.days) {
    DayEvaluation day = EvaluateDay(day_in, day_in.terms ? *day_in.terms : in.terms, in.zone);
    if (day_in.schedule.kind == DayKind::kWorking) WorkOffExits(wp_remaining, day);
    wp_remaining += day.wp_time;
    out.days.push_back(std::move(day));
  }
  out.wp_remaining = wp_remaining;
  CheckDailyRest(in, out);
  CheckWeeklyRest(in, out);
  SettleDaysOff(in, out);
  out.nominal = NominalTime(in.period_start, in.period_end, in.holidays, in.terms.fraction_numerator,
                            in.terms.fraction_denominator);
  SumDays(out);
  if (in.period_closed) SettleAverageWeek(in, out);
  CheckYearlyLimit(in, out);
  return out;
}

Approvals ApprovalsThatStand(const DayEvaluation& day, const Approvals& approved) {
  return Approvals{std::min(approved.overtime, day.overtime_50 + day.overtime_100),
                   std::min(approved.undertime, day.undertime + day.unexcused_absence)};
}

}  // namespace kadry::work_times
