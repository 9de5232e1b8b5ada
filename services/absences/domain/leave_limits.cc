#include "services/absences/domain/leave_limits.h"

#include <algorithm>
#include <cmath>

#include "services/absences/domain/request_conflicts.h"
#include "services/absences/domain/request_types.h"

namespace kadry::absences {
namespace {

bool InYear(const CountedRequest& r, int year) { return r.from.year() == year; }

// Puts `amount` of request `r` into the pending / approved / used counters.
void Count(const CountedRequest& r, double amount, absl::CivilDay today, LimitFigures& f) {
  if (r.status_id == static_cast<int>(RequestStatus::kPending)) {
    f.reserved += amount;
  } else if (r.from <= today) {
    f.used += amount;
  } else {
    f.approved += amount;
  }
}

void Close(LimitFigures& f) { f.available = f.total - f.reserved - f.approved - f.used; }

LimitFigures Row(int type_id, int year, double total, bool in_hours) {
  LimitFigures f;
  f.request_type_id = type_id;
  f.period_start = absl::CivilDay(year, 1, 1);
  f.period_end = absl::CivilDay(year, 12, 31);
  f.total = total;
  f.in_hours = in_hours;
  return f;
}

int ConsumedAnnualDays(const LimitInputs& in, int year) {
  int days = 0;
  for (const auto& r : in.requests) {
    const auto* t = FindRequestType(r.request_type_id);
    if (t && t->limit == LimitGroup::kAnnual && InYear(r, year) && IsLiveStatus(r.status_id)) days += r.working_days;
  }
  return days;
}

}  // namespace

int DayInHours(int numerator, int denominator) {
  return PartTimeHours(8, numerator, denominator);
}

AnnualLeaveSummary AnnualLeave(const LimitInputs& in, int year, absl::CivilDay today) {
  AnnualLeaveSummary s;
  const int this_year = AnnualLeaveDays(in.employment, year) + in.extra_days;
  const int last_year = AnnualLeaveDays(in.employment, year - 1) + in.extra_days;
  s.extra = in.extra_days;
  s.current = Row(kAnnualLeave, year, this_year, false);
  s.overdue = Row(kAnnualLeave, year, std::max(0, last_year - ConsumedAnnualDays(in, year - 1)), false);
  s.overdue.is_overdue = true;
  s.overdue.period_end = OverdueLeaveUsableUntil(year - 1);

  std::vector<CountedRequest> annual;
  for (const auto& r : in.requests) {
    const auto* t = FindRequestType(r.request_type_id);
    if (t && t->limit == LimitGroup::kAnnual && InYear(r, year) && IsLiveStatus(r.status_id)) annual.push_back(r);
  }
  std::sort(annual.begin(), annual.end(), [](const auto& a, const auto& b) { return a.from < b.from; });
  double overdue_left = s.overdue.total;
  double current_left = s.current.total;
  int on_demand_taken = 0;
  for (const auto& r : annual) {
    // Older leave goes first, but only while it may still be granted (art. 168).
    const int overdue_usable = r.from <= s.overdue.period_end ? static_cast<int>(overdue_left) : 0;
    const LeaveSplit split = SplitLeave(r.working_days, overdue_usable, static_cast<int>(current_left));
    overdue_left -= split.from_overdue;
    current_left -= split.from_current + split.missing;
    Count(r, split.from_overdue, today, s.overdue);
    Count(r, split.from_current + split.missing, today, s.current);
    if (r.request_type_id == kOnDemandLeave) on_demand_taken += r.working_days;
  }
  Close(s.current);
  Close(s.overdue);
  // Unused overdue leave lapses after 30 September of the next year.
  const double overdue_for_today = today <= s.overdue.period_end ? std::max(0.0, s.overdue.available) : 0;
  s.available_for_today = std::max(0.0, s.current.available) + overdue_for_today;
  s.on_demand = std::clamp(static_cast<double>(kOnDemandDaysPerYear - on_demand_taken), 0.0, s.available_for_today);
  const double taken = s.current.approved + s.current.used;
  s.usage_percent = s.current.total > 0 ? std::round(taken * 1000.0 / s.current.total) / 10.0 : 0;
  return s;
}

std::vector<LimitFigures> MyLimits(const LimitInputs& in, int year, absl::CivilDay today) {
  const AnnualLeaveSummary annual = AnnualLeave(in, year, today);
  std::vector<LimitFigures> rows = {annual.current};
  if (annual.overdue.total > 0) rows.push_back(annual.overdue);

  const int num = in.employment.fraction_numerator;
  const int den = in.employment.fraction_denominator;
  const int day_hours = DayInHours(num, den);
  LimitFigures on_demand = Row(kOnDemandLeave, year, kOnDemandDaysPerYear, false);
  // Day-or-hours limits are kept in hours so both kinds of request fit (art. 148¹, 188).
  LimitFigures childcare = Row(4, year, PartTimeHours(kChildcareHours, num, den), true);
  LimitFigures force_majeure = Row(kForceMajeureDaysType, year, PartTimeHours(kForceMajeureHours, num, den), true);
  LimitFigures carers = Row(kCarersLeave, year, kCarersLeaveDays, false);
  LimitFigures remote = Row(kOccasionalHomeOffice, year, kOccasionalRemoteWorkDays, false);
  for (const auto& r : in.requests) {
    const auto* t = FindRequestType(r.request_type_id);
    if (!t || !InYear(r, year) || !IsLiveStatus(r.status_id)) continue;
    const double hours = t->in_hours ? r.hours : static_cast<double>(r.working_days) * day_hours;
    if (r.request_type_id == kOnDemandLeave) Count(r, r.working_days, today, on_demand);
    if (t->limit == LimitGroup::kChildcare) Count(r, hours, today, childcare);
    if (t->limit == LimitGroup::kForceMajeure) Count(r, hours, today, force_majeure);
    if (t->limit == LimitGroup::kCarers) Count(r, r.working_days, today, carers);
    if (t->limit == LimitGroup::kOccasionalRemoteWork) Count(r, r.working_days, today, remote);
  }
  for (LimitFigures* f : {&on_demand, &childcare, &force_majeure, &carers, &remote}) Close(*f);
  // On-demand days come out of annual leave: never more than is left of it.
  on_demand.available = std::min(on_demand.available, annual.available_for_today);
  for (const LimitFigures& f : {on_demand, childcare, force_majeure, carers, remote}) rows.push_back(f);
  return rows;
}

}  // namespace kadry::absences
