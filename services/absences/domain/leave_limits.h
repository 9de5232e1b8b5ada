#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/time/civil_time.h"
#include "services/absences/domain/leave_entitlement.h"
#include "services/absences/domain/request_types.h"

namespace kadry::absences {

// A request as the counters see it (live ones: pending, approved, cancellation requested).
struct CountedRequest {
  int request_type_id = 0;
  absl::CivilDay from;
  absl::CivilDay to;
  int working_days = 0;
  int hours = 0;
  int status_id = 0;
};

// One row of "My limits" (docs/product.md §3), in days or hours.
struct LimitFigures {
  int request_type_id = 0;
  absl::CivilDay period_start;  // 1 January, or the first day of employment
  absl::CivilDay period_end;    // 31 December, or the contract's last day
  double total = 0;
  double reserved = 0;   // pending requests
  double approved = 0;   // approved (or cancellation requested), days after today
  double used = 0;       // approved (or cancellation requested), days up to today: taken
  double available = 0;  // total - reserved - approved - used (negative: overdrawn)
  bool in_hours = false;
  bool is_overdue = false;  // carried over from last year (art. 168)
  // Carried-over rows: the employer's deadline to grant the leave (art. 168) and the day
  // the claim is prescribed (art. 291 §1). Past the first the leave is still usable.
  std::optional<absl::CivilDay> grant_by;
  std::optional<absl::CivilDay> prescribed_on;
  // Day-or-hours rows (childcare, force majeure) are kept in hours; this many hours make
  // a day of the employee's schedule, so the web can show both (0 on other rows).
  int hours_per_day = 0;
};

// Annual leave of one year as the limits report shows it (docs/product.md §3 "Limits report row").
struct AnnualLeaveSummary {
  LimitFigures current;               // this year's leave, extra leave included
  LimitFigures overdue;               // last year's unused leave, carried over (art. 168)
  double available_for_today = 0;     // may be requested as of today: see AnnualLeave
  double this_year_for_today = 0;     // of which this year's leave (as accrued)
  double carried_over_for_today = 0;  // of which carried over
  double extra = 0;                   // additional leave inside `current.total`
  double on_demand = 0;               // on-demand days left (art. 167²), never above available_for_today
  double usage_percent = 0;           // (approved + used) / current.total × 100, one decimal
};

// Leave carried over into `year` as stated at go-live (art. 168): the years before it are
// not read from requests, which the product never saw.
struct OpeningBalance {
  int year = 0;
  int carried_over_days = 0;
};

struct LimitInputs {
  LeaveEmployment employment;
  int extra_days = 0;  // additional leave, e.g. disability (ustawa o rehabilitacji art. 19)
  std::optional<OpeningBalance> opening;
  std::vector<CountedRequest> requests;  // of `year` and the year before
};

// The facts a person's leave entitlement rests on, as the directory keeps them (and the
// HR system's import brings them).
struct EntitlementFacts {
  absl::CivilDay employed_since;
  std::optional<absl::CivilDay> employed_until;
  Education education = Education::kNone;
  // Every employment period, with this employer and before it: the earlier ones count into
  // seniority (art. 155 §1).
  std::vector<EmploymentPeriod> employments;
  int fraction_numerator = 1;
  int fraction_denominator = 1;
  bool first_job = false;
  int extra_days = 0;
  std::optional<OpeningBalance> opening;
};

// The limits' inputs of those facts: seniority reaches ten years after the school's credit
// and the earlier jobs (art. 155 §1), which moves the base from 20 to 26 days (art. 154 §1).
LimitInputs LimitInputsFrom(const EntitlementFacts& facts);

// Annual leave (KP art. 154, 155¹, 168): carried-over days are consumed first, by every
// request of the year (30 September is the employer's deadline to grant them, not the
// end of the employee's right: art. 168, art. 291 §1), the rest from this year's leave.
// available_for_today is the carried-over leave left plus this year's leave accrued by
// today (1/12 a month in the first job, art. 153 §1; the whole year otherwise) less what
// is booked. Every screen shows this one figure.
AnnualLeaveSummary AnnualLeave(const LimitInputs& in, int year, absl::CivilDay today);

// Every row of "My limits" for `year`: annual (current, and overdue when there is any),
// on-demand (2), childcare (4, hours), force majeure (23, hours), carer's leave (25) and
// occasional remote work (41).
std::vector<LimitFigures> MyLimits(const LimitInputs& in, int year, absl::CivilDay today);

// Hours of a full day for the fraction, for day-or-hours limits (8 h full time, a
// started hour counting whole: art. 148¹ §2, art. 188 §5).
int DayInHours(int numerator, int denominator);

// What a new request would leave of its limit (the preview and the check at filing).
struct LimitAvailability {
  bool has_limit = false;
  double available = 0;  // before the request, in `unit`
  double after = 0;      // negative: the request does not fit
  std::string unit = "days";
};
// A request of `type` over `from`.. with `working_days` (or `hours` when hourly) against
// the limits of the year it starts in. On-demand leave fits both its 4 days and the
// annual leave; carried-over leave counts whenever the request starts.
LimitAvailability LimitAvailabilityFor(const LimitInputs& in, const RequestTypeInfo& type, absl::CivilDay from,
                                       int working_days, int hours, absl::CivilDay today);

// A request over [from, to] against every calendar year it touches: a yearly counter other
// than annual leave gives each year its own days (occasional remote work: 24 days "in a
// calendar year", art. 67³³ §1), so the part after New Year draws from the next year's. The
// answer is the year with the least left after the request. Annual leave and hourly requests
// are LimitAvailabilityFor's.
LimitAvailability LimitAvailabilityForPeriod(const LimitInputs& in, const RequestTypeInfo& type, absl::CivilDay from,
                                             absl::CivilDay to, int working_days, int hours, absl::CivilDay today);

// Childcare and force majeure are taken in days or in hours, as the employee chose in
// the year's first request (KP art. 148¹ §3, art. 188 §3): FAILED_PRECONDITION for a
// request in the other unit, OK otherwise.
absl::Status CheckDayOrHoursChoice(const RequestTypeInfo& type, int year, const std::vector<CountedRequest>& requests);

}  // namespace kadry::absences
