#include "services/work-times/domain/schedule_rules.h"

#include <algorithm>

namespace kadry::work_times {

int64_t DailyLimit(WorkingTimeSystem system, int equivalent_hours) {
  return system == WorkingTimeSystem::kBasic ? kDailyNorm : equivalent_hours * kHour;
}

bool IsValidEquivalentHours(int hours) { return hours == 12 || hours == 16 || hours == 24; }

std::string PlanBreachCode(PlanBreachKind kind) {
  switch (kind) {
    case PlanBreachKind::kNormNotMet: return "plan.norm-not-met";
    case PlanBreachKind::kOvertimePlanned: return "plan.overtime-planned";
    case PlanBreachKind::kDailyLimit: return "plan.daily-limit";
    case PlanBreachKind::kDailyRest: return "plan.daily-rest";
    case PlanBreachKind::kWeeklyRest: return "plan.weekly-rest";
    case PlanBreachKind::kFiveDayWeek: return "plan.five-day-week";
    case PlanBreachKind::kNoFreeSunday: return "plan.free-sunday";
  }
  return "plan.unknown";
}

namespace {

absl::Time StartOf(absl::CivilDay day, absl::TimeZone zone) { return absl::FromCivil(day, zone); }

int64_t Seconds(absl::Duration d) { return absl::ToInt64Seconds(d); }

// What is not rest (art. 132, 133 with 151⁵ §2): the shifts and the on-call duties, in order,
// those that touch or overlap joined, each on the day of its start.
std::vector<PlannedShift> BusyTimes(const PlanInput& in) {
  std::vector<PlannedShift> busy = in.shifts;
  for (const PlannedOnCall& d : in.on_call) busy.push_back({absl::ToCivilDay(d.start, in.zone), d.start, d.end});
  std::sort(busy.begin(), busy.end(), [](const PlannedShift& a, const PlannedShift& b) { return a.start < b.start; });
  std::vector<PlannedShift> joined;
  for (const PlannedShift& b : busy) {
    if (!joined.empty() && b.start <= joined.back().end) {
      joined.back().end = std::max(joined.back().end, b.end);
    } else {
      joined.push_back(b);
    }
  }
  return joined;
}

// Art. 132 §1 with art. 128 §3 pkt 1: in each doba, the 24 h from a shift's start, 11 h of
// uninterrupted rest, so a breach shows on that shift's day; a short break between a shift and a
// duty the same evening breaks nothing while the doba still holds 11 h free. The doba of the
// last period's last shift is not planned here: the time from its end to the first start counts.
void CheckDailyRest(const PlanInput& in, const std::vector<PlannedShift>& busy, std::vector<PlanBreach>& out) {
  if (in.last_end_before && !busy.empty() && Seconds(busy.front().start - *in.last_end_before) < kDailyRest) {
    out.push_back(
        {PlanBreachKind::kDailyRest, busy.front().day, Seconds(busy.front().start - *in.last_end_before), kDailyRest});
  }
  for (const PlannedShift& shift : in.shifts) {
    const absl::Time from = shift.start;
    const absl::Time to = shift.start + absl::Hours(24);
    absl::Time free_since = from;
    int64_t longest = 0;
    for (const PlannedShift& b : busy) {
      if (b.end <= from || b.start >= to) continue;
      longest = std::max(longest, Seconds(std::max(b.start, from) - free_since));
      free_since = std::max(free_since, std::min(b.end, to));
    }
    longest = std::max(longest, Seconds(to - free_since));
    if (longest < kDailyRest) out.push_back({PlanBreachKind::kDailyRest, shift.day, longest, kDailyRest});
  }
}

// Art. 133 §1 in the weeks of art. 128 §3 pkt 2: 7 days from the period's first day, each shown
// on its last day in the period, as the evaluation alerts it. A night shift of the last period
// that runs into the first week counts; what lies after the period is not planned yet, so a last
// week reaching past it counts that time as free.
void CheckWeeklyRest(const PlanInput& in, const std::vector<PlannedShift>& busy, std::vector<PlanBreach>& out) {
  for (absl::CivilDay week = in.period_start; week <= in.period_end; week += 7) {
    const absl::Time from = StartOf(week, in.zone);
    const absl::Time to = StartOf(week + 7, in.zone);
    absl::Time free_since = week == in.period_start && in.last_end_before ? std::max(from, *in.last_end_before) : from;
    int64_t longest = 0;
    for (const PlannedShift& s : busy) {
      if (s.end <= from || s.start >= to) continue;
      longest = std::max(longest, Seconds(std::max(s.start, from) - free_since));
      free_since = std::max(free_since, std::min(s.end, to));
    }
    longest = std::max(longest, Seconds(to - free_since));
    if (longest < kWeeklyRest) {
      out.push_back({PlanBreachKind::kWeeklyRest, std::min(week + 6, in.period_end), longest, kWeeklyRest});
    }
  }
}

// Art. 151¹², with the Sunday of art. 151⁹ §2 (from its start hour to the same hour on Monday).
void CheckFreeSundays(const PlanInput& in, std::vector<PlanBreach>& out) {
  int in_a_row = in.sundays_worked_before;
  for (absl::CivilDay day = in.period_start; day <= in.period_end; ++day) {
    if (absl::GetWeekday(day) != absl::Weekday::sunday) continue;
    const absl::Time from = absl::FromCivil(absl::CivilHour(day) + in.sunday_start_hour, in.zone);
    const absl::Time to = absl::FromCivil(absl::CivilHour(day + 1) + in.sunday_start_hour, in.zone);
    const bool worked = std::any_of(in.shifts.begin(), in.shifts.end(),
                                    [&](const PlannedShift& s) { return s.start < to && s.end > from; });
    in_a_row = worked ? in_a_row + 1 : 0;
    if (in_a_row > kSundaysWorkedInARowMax)
      out.push_back({PlanBreachKind::kNoFreeSunday, day, in_a_row, kSundaysWorkedInARowMax});
  }
}

// Art. 130: the plan states exactly the period's norm; an hour over it would be overtime
// planned in advance, which art. 151 §1 allows only for the employer's particular needs.
// Art. 129 §1: on average five working days a week, so no more working days than the full-time
// norm has eight-hour days (a part-timer works fewer hours, not more days).
void CheckTotals(const PlanInput& in, int64_t planned, std::vector<PlanBreach>& out) {
  const int64_t norm =
      NominalTime(in.period_start, in.period_end, in.holidays, in.fraction_numerator, in.fraction_denominator);
  if (planned < norm) out.push_back({PlanBreachKind::kNormNotMet, in.period_start, planned, norm});
  if (planned > norm) out.push_back({PlanBreachKind::kOvertimePlanned, in.period_start, planned, norm});
  const int64_t days_allowed = NominalTime(in.period_start, in.period_end, in.holidays) / kDailyNorm;
  const auto days_planned = static_cast<int64_t>(in.shifts.size());
  if (days_planned > days_allowed) {
    out.push_back({PlanBreachKind::kFiveDayWeek, in.period_start, days_planned, days_allowed});
  }
}

}  // namespace

std::vector<PlanBreach> CheckPlan(const PlanInput& in) {
  std::vector<PlanBreach> out;
  const int64_t limit = DailyLimit(in.system, in.equivalent_hours);
  int64_t planned = 0;
  for (const PlannedShift& s : in.shifts) {
    const int64_t length = Seconds(s.end - s.start);
    planned += length;
    if (length > limit) out.push_back({PlanBreachKind::kDailyLimit, s.day, length, limit});
  }
  const std::vector<PlannedShift> busy = BusyTimes(in);
  CheckDailyRest(in, busy, out);
  CheckWeeklyRest(in, busy, out);
  CheckFreeSundays(in, out);

  if (in.whole_period_planned) CheckTotals(in, planned, out);
  std::stable_sort(out.begin(), out.end(), [](const PlanBreach& a, const PlanBreach& b) { return a.day < b.day; });
  return out;
}

std::vector<PlannedShift> CopyPattern(const ShiftPattern& pattern, absl::CivilDay start, absl::CivilDay end,
                                      const std::vector<absl::CivilDay>& holidays, absl::TimeZone zone) {
  std::vector<PlannedShift> out;
  const auto size = static_cast<absl::civil_diff_t>(pattern.days.size());
  if (size == 0) return out;
  for (absl::CivilDay day = start; day <= end; ++day) {
    const absl::civil_diff_t at = ((day - pattern.anchor) % size + size) % size;
    const std::optional<ShiftTemplate>& t = pattern.days[static_cast<size_t>(at)];
    if (!t) continue;
    if (!pattern.work_on_holidays && std::find(holidays.begin(), holidays.end(), day) != holidays.end()) continue;
    const absl::Time from = absl::FromCivil(absl::CivilMinute(day) + t->from_minute, zone);
    const absl::CivilDay end_day = t->to_minute <= t->from_minute ? day + 1 : day;
    out.push_back({day, from, absl::FromCivil(absl::CivilMinute(end_day) + t->to_minute, zone)});
  }
  return out;
}

bool IsGivenInTime(absl::CivilDay published_on, absl::CivilDay starts) {
  return published_on <= starts - kScheduleNoticeDays;
}

bool CoversAMonth(absl::CivilDay start, absl::CivilDay end) {
  // The same day of the next month, less one: 2027-02-01..2027-02-28, 2027-01-31..2027-02-27.
  const absl::CivilMonth next = absl::CivilMonth(start) + 1;
  const absl::CivilDay same_day_next_month =
      std::min(absl::CivilDay(next.year(), next.month(), start.day()), absl::CivilDay(absl::CivilMonth(next + 1)) - 1);
  return end >= same_day_next_month - 1;
}

}  // namespace kadry::work_times
