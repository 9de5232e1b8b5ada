#pragma once

#include <string>
#include <vector>

#include "absl/time/civil_time.h"
#include "services/work-times/domain/schedule_rules.h"
#include "services/work-times/store/schedule_store.h"

namespace kadry::work_times {

// The demo organisation's people as the demo's working-time data plans them.
struct DemoPerson {
  int employee_id = 0;
  bool equivalent = false;  // the equivalent system of up to 12 h (art. 135), in 3-month periods
  int fraction_numerator = 1;
  int fraction_denominator = 1;
  bool on_call = false;  // takes an on-call duty every third Wednesday evening
};

// One settlement period planned as a planner would plan it, so that the checks of
// domain/schedule_rules.h find nothing: Monday to Friday from 08:00 (the equivalent system: two
// 12-hour days from 07:00, then a day off), the part-timer's days their fraction of 8 hours, a
// holiday on a Saturday given back on a working day of its week (art. 130 §2), and when the
// period begins on a Sunday its weeks run Sunday to Saturday (art. 128 §3), so Mondays begin at
// 11:00 to keep 35 hours of rest inside each week (art. 133 §1). A part-timer in the equivalent
// system works the basic pattern's shorter days.
std::vector<PlannedDayRecord> PlanDemoPeriod(const DemoPerson& person, const Period& period,
                                             const std::vector<absl::CivilDay>& holidays);

// The person's on-call duties in the period, on the days before `until`: 16:00–20:00 on
// every third Wednesday planned as a working day (art. 151⁵ §2 keeps 12 hours of rest after it).
std::vector<PlannedOnCall> DemoDuties(const DemoPerson& person, const std::vector<PlannedDayRecord>& plan,
                                      absl::CivilDay until);

// What the planner's checks say of the period's plan and duties (CheckPlan's input as the
// planner builds it).
std::vector<PlanBreach> CheckDemoPlan(const DemoPerson& person, const Period& period,
                                      const std::vector<absl::CivilDay>& holidays,
                                      const std::vector<PlannedDayRecord>& plan,
                                      const std::vector<PlannedOnCall>& duties);

}  // namespace kadry::work_times
