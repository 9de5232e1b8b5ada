#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/time/civil_time.h"
#include "absl/time/time.h"
#include "services/work-times/domain/time_rules.h"

namespace kadry::work_times {

// Planning a schedule (rozkład czasu pracy): what the Code asks of the one who plans it, each
// breach with its stable code (docs/work-times.md "Planning", docs/decisions/0014-schedule-planning-checks.md).

// Art. 129 §3: the schedule is given to the employee at least a week before the time it covers.
inline constexpr int kScheduleNoticeDays = 7;
// Art. 151¹²: a free Sunday at least once every four weeks; a fourth Sunday worked in a row breaks it.
inline constexpr int kSundaysWorkedInARowMax = 3;
// Art. 151⁹ §2: a Sunday's work is the work between 6:00 that day and 6:00 the next, unless the
// employer set another hour.
inline constexpr int kDefaultSundayStartHour = 6;

// The longest day one system allows: 8 h in the basic system (art. 129 §1); in the equivalent
// system 12 h (art. 135 §1), 16 h (art. 136 §1) or 24 h (art. 137), as the terms say.
int64_t DailyLimit(WorkingTimeSystem system, int equivalent_hours);

// Art. 135–137: the equivalent system extends the day to 12, 16 or 24 hours, nothing else.
bool IsValidEquivalentHours(int hours);

// One planned day of work: the day it belongs to (the day its start falls on) and from when to
// when; the end may fall on the next day (a night shift).
struct PlannedShift {
  absl::CivilDay day;
  absl::Time start;
  absl::Time end;
};

// A planned on-call duty (art. 151⁵): not work time, but no rest either: it may not break the
// daily and weekly rest (art. 151⁵ §2), wherever it is held.
struct PlannedOnCall {
  absl::Time start;
  absl::Time end;
};

// One person's plan for one settlement period, with what the checks read around it.
struct PlanInput {
  absl::TimeZone zone;
  absl::CivilDay period_start;
  absl::CivilDay period_end;             // inclusive
  std::vector<absl::CivilDay> holidays;  // public holidays (absences' calendar)
  WorkingTimeSystem system = WorkingTimeSystem::kBasic;
  int equivalent_hours = 12;   // with the equivalent system: 12, 16 or 24
  int fraction_numerator = 1;  // part time: the norm is the fraction of full time
  int fraction_denominator = 1;
  int sunday_start_hour = kDefaultSundayStartHour;
  std::vector<PlannedShift> shifts;           // in order of start, at most one a day
  std::vector<PlannedOnCall> on_call;         // in any order
  std::optional<absl::Time> last_end_before;  // the last shift before the period, for the rest
  int sundays_worked_before = 0;              // Sundays worked in a row just before the period
  // The period's totals (norm, five-day week) are checked once each of its days is planned:
  // until then a later month of a longer period may still make them up.
  bool whole_period_planned = true;
};

enum class PlanBreachKind {
  kNormNotMet,       // art. 130: fewer hours than the period's norm
  kOvertimePlanned,  // art. 130, 151 §1: more hours than the norm; overtime is never planned
  kDailyLimit,       // art. 129 §1, 135–137: a day longer than the system allows
  kDailyRest,        // art. 132 §1, 151⁵ §2: less than 11 h between two shifts or on-call duties
  kWeeklyRest,       // art. 133 §1, 151⁵ §2: no 35 h of rest in one of the period's weeks
  kFiveDayWeek,      // art. 129 §1: more working days than the average five-day week has
  kNoFreeSunday,     // art. 151¹²: a fourth Sunday worked in a row
};
// The stable code a breach is sent with: "plan.norm-not-met", "plan.daily-rest", ...
std::string PlanBreachCode(PlanBreachKind kind);

struct PlanBreach {
  PlanBreachKind kind;
  absl::CivilDay day;  // where the planner shows it: the shift's day, the week's first day, the Sunday,
                       // or the period's first day for the period's own totals
  int64_t value = 0;   // what the plan holds: seconds, or days for the five-day week, or Sundays in a row
  int64_t limit = 0;   // what the Code allows, in the same unit
};

// Every breach of the plan, in the order of the days they show on.
std::vector<PlanBreach> CheckPlan(const PlanInput& in);

// A shift template: from and to in minutes after midnight; an end at or before the start is the
// next day's (a night shift).
struct ShiftTemplate {
  int from_minute = 0;
  int to_minute = 0;
};

// A pattern copied over days: day d takes pattern[(d - anchor) mod size], a template or a free
// day; a week anchored on a Monday is the usual one, a rotation of any length works the same.
// Public holidays stay free unless `work_on_holidays` (continuous work); what the copy leaves
// for the norm is for CheckPlan to say (a holiday on a Saturday lowers it, art. 130 §2).
struct ShiftPattern {
  std::vector<std::optional<ShiftTemplate>> days;
  absl::CivilDay anchor;
  bool work_on_holidays = false;
};
std::vector<PlannedShift> CopyPattern(const ShiftPattern& pattern, absl::CivilDay start, absl::CivilDay end,
                                      const std::vector<absl::CivilDay>& holidays, absl::TimeZone zone);

// Art. 129 §3: a schedule published on `published_on` for time from `starts` is given in time
// when it is published at least a week before.
bool IsGivenInTime(absl::CivilDay published_on, absl::CivilDay starts);

// Art. 129 §3: a schedule covers at least one month (the period planned, or its first month).
bool CoversAMonth(absl::CivilDay start, absl::CivilDay end);

}  // namespace kadry::work_times
