#pragma once

#include <string>
#include <vector>

#include "absl/time/civil_time.h"
#include "services/absences/domain/leave_entitlement.h"

namespace kadry::absences {

// A request as the counters see it.
struct CountedRequest {
  int request_type_id = 0;
  absl::CivilDay from;
  absl::CivilDay to;
  int working_days = 0;
  int hours = 0;
  int status_id = 0;
};

// One row of "My limits" (SPEC §3), in days or hours.
struct LimitFigures {
  int request_type_id = 0;
  absl::CivilDay period_start;
  absl::CivilDay period_end;
  double total = 0;
  double reserved = 0;   // pending requests
  double approved = 0;   // approved, not yet begun
  double used = 0;       // approved and begun (taken)
  double available = 0;  // total - reserved - approved - used
  bool in_hours = false;
  bool is_overdue = false;
};

// Annual leave of one year as the limits report shows it (SPEC §3 "Limits report row").
struct AnnualLeaveSummary {
  LimitFigures current;        // this year's leave
  LimitFigures overdue;        // last year's unused leave, usable until 30 September (art. 168)
  double available_for_today = 0;  // what may still be taken as of today
  double extra = 0;
  double on_demand = 0;        // on-demand days left (art. 167²)
  double usage_percent = 0;    // (approved + used) / total
};

struct LimitInputs {
  LeaveEmployment employment;
  int extra_days = 0;                    // additional leave, e.g. disability (ustawa o rehabilitacji art. 19)
  std::vector<CountedRequest> requests;  // of `year` and the year before
};

// Annual leave (KP art. 154, 155¹, 168): overdue days are consumed first by requests
// that start by 30 September, the rest from this year's leave.
AnnualLeaveSummary AnnualLeave(const LimitInputs& in, int year, absl::CivilDay today);

// Every row of "My limits" for `year`: annual (current and overdue), on-demand, childcare,
// force majeure, carer's leave and occasional remote work.
std::vector<LimitFigures> MyLimits(const LimitInputs& in, int year, absl::CivilDay today);

// Hours of a full day for the fraction, for day-or-hours limits (8 h full time).
int DayInHours(int numerator, int denominator);

}  // namespace kadry::absences
