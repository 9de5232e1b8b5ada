#include "services/work-times/demo_plans.h"

#include <algorithm>
#include <optional>

#include "services/common/warsaw_time.h"

namespace kadry::work_times {
namespace {

constexpr int64_t kFullDay = 8 * 3600;
constexpr int64_t kLongDay = 12 * 3600;

bool IsHoliday(const std::vector<absl::CivilDay>& holidays, absl::CivilDay day) {
  return std::find(holidays.begin(), holidays.end(), day) != holidays.end();
}

bool IsMondayToFriday(absl::CivilDay day) {
  const absl::Weekday w = absl::GetWeekday(day);
  return w != absl::Weekday::saturday && w != absl::Weekday::sunday;
}

PlannedDayRecord Free(absl::CivilDay day, std::string kind, std::string day_off_kind = "") {
  return PlannedDayRecord{day, std::move(kind), std::move(day_off_kind), std::nullopt, std::nullopt};
}

PlannedDayRecord Shift(absl::CivilDay day, int start_hour, int64_t seconds) {
  const absl::Time start =
      absl::FromCivil(absl::CivilHour(day.year(), day.month(), day.day(), start_hour), WarsawZone());
  return PlannedDayRecord{day, "working", "", start, start + absl::Seconds(seconds)};
}

}  // namespace

std::vector<PlannedDayRecord> PlanDemoPeriod(const DemoPerson& person, const Period& period,
                                             const std::vector<absl::CivilDay>& holidays) {
  const bool weeks_from_sunday = absl::GetWeekday(period.start) == absl::Weekday::sunday;
  // The calendar first: Sundays and holidays free, Saturdays the five-day week's day off.
  std::vector<PlannedDayRecord> plan;
  std::vector<size_t> working;  // indexes of the days left to work
  int owed = 0;                 // Saturday holidays at the period's start still to give back
  for (absl::CivilDay day = period.start; day <= period.end; ++day) {
    if (IsHoliday(holidays, day)) {
      plan.push_back(Free(day, "holiday"));
      if (absl::GetWeekday(day) != absl::Weekday::saturday) continue;
      // Art. 130 §2: the Saturday holiday lowers the norm; its day off is the Friday (or the
      // last working day) before it, or the first after it at the period's start.
      if (working.empty()) {
        ++owed;
      } else {
        plan[working.back()] = Free(plan[working.back()].day, "day_off", "for_saturday_holiday");
        working.pop_back();
      }
    } else if (absl::GetWeekday(day) == absl::Weekday::sunday) {
      plan.push_back(Free(day, "sunday"));
    } else if (!IsMondayToFriday(day)) {
      plan.push_back(Free(day, "day_off", "five_day_week"));
    } else if (owed > 0) {
      plan.push_back(Free(day, "day_off", "for_saturday_holiday"));
      --owed;
    } else {
      working.push_back(plan.size());
      plan.push_back(Free(day, ""));
    }
  }
  const int64_t own_day = kFullDay * person.fraction_numerator / person.fraction_denominator;
  int long_days_in_a_row = 0;
  for (const size_t i : working) {
    const absl::CivilDay day = plan[i].day;
    const bool late_monday = weeks_from_sunday && absl::GetWeekday(day) == absl::Weekday::monday;
    if (!person.equivalent || own_day != kFullDay) {
      plan[i] = Shift(day, late_monday ? 11 : 8, own_day);
      continue;
    }
    // Art. 135 §1: two 12-hour days and a day off make three 8-hour days; a late Monday stays
    // at 8 hours so that Tuesday's 07:00 still leaves 11 hours of rest in its doba (art. 132).
    if (late_monday) {
      plan[i] = Shift(day, 11, kFullDay);
    } else if (long_days_in_a_row == 2) {
      plan[i] = Free(day, "day_off", "five_day_week");
      long_days_in_a_row = 0;
    } else {
      plan[i] = Shift(day, 7, kLongDay);
      ++long_days_in_a_row;
    }
  }
  // An unfinished triple at the end has no day off to balance its 12-hour days: each of them
  // works 8 hours, so the norm is met exactly.
  for (auto it = plan.rbegin(); it != plan.rend() && long_days_in_a_row > 0; ++it) {
    if (it->kind == "working" && *it->end - *it->start == absl::Seconds(kLongDay)) {
      *it = Shift(it->day, 7, kFullDay);
      --long_days_in_a_row;
    }
  }
  return plan;
}

std::vector<PlannedOnCall> DemoDuties(const DemoPerson& person, const std::vector<PlannedDayRecord>& plan,
                                      absl::CivilDay until) {
  std::vector<PlannedOnCall> duties;
  if (!person.on_call) return duties;
  for (const PlannedDayRecord& d : plan) {
    const bool third_wednesday = absl::GetWeekday(d.day) == absl::Weekday::wednesday &&
                                 ((d.day - absl::CivilDay(2000, 1, 5)) / 7 + person.employee_id) % 3 == 0;
    if (!third_wednesday || d.kind != "working" || d.day >= until) continue;
    const PlannedDayRecord evening = Shift(d.day, 16, 4 * 3600);
    duties.push_back({*evening.start, *evening.end});
  }
  return duties;
}

std::vector<PlanBreach> CheckDemoPlan(const DemoPerson& person, const Period& period,
                                      const std::vector<absl::CivilDay>& holidays,
                                      const std::vector<PlannedDayRecord>& plan,
                                      const std::vector<PlannedOnCall>& duties) {
  PlanInput in;
  in.zone = WarsawZone();
  in.period_start = period.start;
  in.period_end = period.end;
  in.holidays = holidays;
  in.system = person.equivalent ? WorkingTimeSystem::kEquivalent : WorkingTimeSystem::kBasic;
  in.fraction_numerator = person.fraction_numerator;
  in.fraction_denominator = person.fraction_denominator;
  for (const PlannedDayRecord& d : plan) {
    if (d.kind == "working") in.shifts.push_back({d.day, *d.start, *d.end});
  }
  in.on_call = duties;
  return CheckPlan(in);
}

}  // namespace kadry::work_times
