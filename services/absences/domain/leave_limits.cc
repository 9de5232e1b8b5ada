#include "services/absences/domain/leave_limits.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "absl/strings/str_cat.h"
#include "services/common/polish_calendar.h"
#include "services/absences/domain/request_conflicts.h"
#include "services/common/problem.h"

namespace kadry::absences {
namespace {

absl::CivilDay YearStart(int year) { return absl::CivilDay(year, 1, 1); }
absl::CivilDay YearEnd(int year) { return absl::CivilDay(year, 12, 31); }

LimitGroup GroupOf(int type_id) {
  const RequestTypeInfo* t = FindRequestType(type_id);
  return t == nullptr ? LimitGroup::kNone : t->limit;
}

// Working days of `r` inside [first, last]: the whole request when it lies inside, so
// the stored count wins; the calendar's count of the part otherwise. A request across
// New Year thus draws each day from the year it falls in.
int WorkingDaysWithin(const CountedRequest& r, absl::CivilDay first, absl::CivilDay last) {
  if (r.from >= first && r.to <= last) return r.working_days;
  const absl::CivilDay a = std::max(r.from, first);
  const absl::CivilDay b = std::min(r.to, last);
  if (b < a) return 0;
  return std::min(r.working_days, WorkingDaysBetween(a, b));
}

bool TouchesYear(const CountedRequest& r, int year) { return r.from <= YearEnd(year) && r.to >= YearStart(year); }

// Requests of `group` holding days in `year`, earliest first.
std::vector<CountedRequest> LiveOfGroup(const LimitInputs& in, LimitGroup group, int year) {
  std::vector<CountedRequest> out;
  for (const auto& r : in.requests) {
    if (GroupOf(r.request_type_id) == group && IsLiveStatus(r.status_id) && TouchesYear(r, year)) out.push_back(r);
  }
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.from < b.from; });
  return out;
}

// Puts `amount` of `r`, of which `taken` lies on or before today, into the counters:
// pending reserves, approved (also with a cancellation pending) is used once its days
// have come and approved before that.
void Count(const CountedRequest& r, double amount, double taken, LimitFigures& f) {
  if (r.status_id == static_cast<int>(RequestStatus::kPending)) {
    f.reserved += amount;
    return;
  }
  taken = std::clamp(taken, 0.0, amount);
  f.used += taken;
  f.approved += amount - taken;
}

void Close(LimitFigures& f) { f.available = f.total - f.reserved - f.approved - f.used; }

// A row over the year, narrowed to the employment when it starts or ends within it.
LimitFigures Row(const LeaveEmployment& e, int type_id, int year, double total, bool in_hours) {
  LimitFigures f;
  f.request_type_id = type_id;
  f.period_start = std::max(YearStart(year), e.start);
  f.period_end = std::min(YearEnd(year), e.end.value_or(YearEnd(year)));
  f.total = total;
  f.in_hours = in_hours;
  return f;
}

// Days of `r` in `year` up to and including `today`: already taken.
int TakenDays(const CountedRequest& r, int year, absl::CivilDay today) {
  return WorkingDaysWithin(r, YearStart(year), std::min(today, YearEnd(year)));
}

// Annual leave of `year` the employee has the right to by `day`: the whole year at once,
// except in the first job's first year, where 1/12 accrues after each month (art. 153 §1).
int AnnualLeaveAccruedBy(const LimitInputs& in, int year, absl::CivilDay day) {
  const LeaveEmployment& e = in.employment;
  if (e.first_job && e.start.year() == year) return FirstJobLeaveAccruedOn(e, day) + in.extra_days;
  return AnnualLeaveDays(e, year) + in.extra_days;
}

int YearTotal(const LimitInputs& in, int year) {
  if (EmploymentMonthsInYear(in.employment, year) == 0) return 0;
  return AnnualLeaveDays(in.employment, year) + in.extra_days;
}

// Unused leave of `year - 1`. Only two years of requests are read, so leave taken in
// `year - 1` is charged to that year's own entitlement: when it really came from an
// older overdue balance, the figure shown is lower than the truth, never higher. The
// go-live year's carried-over leave is the opening balance, and in the year after it the
// days taken are charged to that balance first (art. 168), as AnnualLeave charges them.
int OverdueFrom(const LimitInputs& in, int year) {
  if (in.opening && year <= in.opening->year) return year == in.opening->year ? in.opening->carried_over_days : 0;
  int taken = 0;
  for (const auto& r : LiveOfGroup(in, LimitGroup::kAnnual, year - 1)) {
    taken += WorkingDaysWithin(r, YearStart(year - 1), YearEnd(year - 1));
  }
  if (in.opening && year - 1 == in.opening->year) taken = std::max(0, taken - in.opening->carried_over_days);
  return std::max(0, YearTotal(in, year - 1) - taken);
}

// The unit the year's first request of a day-or-hours group chose (art. 148¹ §3,
// 188 §3); the store keeps no filing time here, so the earliest period stands for it.
std::optional<bool> ChosenInHours(const std::vector<CountedRequest>& requests, LimitGroup group, int year) {
  const CountedRequest* first = nullptr;
  for (const auto& r : requests) {
    if (GroupOf(r.request_type_id) != group || !IsLiveStatus(r.status_id) || r.from.year() != year) continue;
    if (first == nullptr || r.from < first->from) first = &r;
  }
  if (first == nullptr) return std::nullopt;
  return FindRequestType(first->request_type_id)->in_hours;
}

// A childcare or force-majeure row, kept in hours. Days chosen: two days of the
// employee's schedule; hours chosen (or nothing yet): 16 h scaled to the fraction, a
// started hour whole (art. 148¹ §2, art. 188 §5).
LimitFigures DayOrHoursRow(const LimitInputs& in, LimitGroup group, int type_id, int year, int full_days,
                           int full_time_hours, absl::CivilDay today) {
  const LeaveEmployment& e = in.employment;
  const int day_hours = DayInHours(e.fraction_numerator, e.fraction_denominator);
  const std::optional<bool> in_hours = ChosenInHours(in.requests, group, year);
  const int total = in_hours.has_value() && !*in_hours
                        ? full_days * day_hours
                        : PartTimeHours(full_time_hours, e.fraction_numerator, e.fraction_denominator);
  LimitFigures f = Row(e, type_id, year, total, /*in_hours=*/true);
  f.hours_per_day = day_hours;
  for (const auto& r : LiveOfGroup(in, group, year)) {
    const RequestTypeInfo* t = FindRequestType(r.request_type_id);
    if (t->in_hours) {
      if (r.from.year() == year) Count(r, r.hours, r.from <= today ? r.hours : 0, f);
    } else {
      const int days = WorkingDaysWithin(r, YearStart(year), YearEnd(year));
      Count(r, static_cast<double>(days) * day_hours, static_cast<double>(TakenDays(r, year, today)) * day_hours, f);
    }
  }
  Close(f);
  return f;
}

// A row counted in working days over every request of `group`.
LimitFigures DaysRow(const LimitInputs& in, LimitGroup group, int type_id, int year, int total, absl::CivilDay today) {
  LimitFigures f = Row(in.employment, type_id, year, total, /*in_hours=*/false);
  for (const auto& r : LiveOfGroup(in, group, year)) {
    if (r.request_type_id != type_id && group == LimitGroup::kAnnual) continue;  // on-demand row only
    Count(r, WorkingDaysWithin(r, YearStart(year), YearEnd(year)), TakenDays(r, year, today), f);
  }
  Close(f);
  return f;
}

double RoundToTenth(double x) { return std::round(x * 10.0) / 10.0; }

}  // namespace

int DayInHours(int numerator, int denominator) { return PartTimeHours(8, numerator, denominator); }

LimitInputs LimitInputsFrom(const EntitlementFacts& facts) {
  LimitInputs in;
  in.employment.start = facts.employed_since;
  in.employment.end = facts.employed_until;
  in.employment.seniority_reaches_ten_years = TenYearsOfSeniorityOn(
      facts.employed_since, facts.education, EarlierEmploymentDays(facts.employments, facts.employed_since));
  in.employment.fraction_numerator = facts.fraction_numerator;
  in.employment.fraction_denominator = facts.fraction_denominator;
  in.employment.first_job = facts.first_job;
  in.extra_days = facts.extra_days;
  in.opening = facts.opening;
  return in;
}

AnnualLeaveSummary AnnualLeave(const LimitInputs& in, int year, absl::CivilDay today) {
  AnnualLeaveSummary s;
  s.extra = in.extra_days;
  s.current = Row(in.employment, kAnnualLeave, year, YearTotal(in, year), false);
  s.overdue = Row(in.employment, kAnnualLeave, year, OverdueFrom(in, year), false);
  s.overdue.is_overdue = true;
  s.overdue.period_start = YearStart(year);
  s.overdue.period_end = s.current.period_end;
  s.overdue.grant_by = CarriedOverGrantDeadline(year - 1);      // art. 168
  s.overdue.prescribed_on = CarriedOverPrescribedOn(year - 1);  // art. 291 §1

  double overdue_left = s.overdue.total;
  double current_left = s.current.total;
  int on_demand_taken = 0;
  for (const auto& r : LiveOfGroup(in, LimitGroup::kAnnual, year)) {
    const int days = WorkingDaysWithin(r, YearStart(year), YearEnd(year));
    // Older leave goes first (art. 168), also after 30 September: the employer's deadline
    // passing does not end the employee's right (prescription only, art. 291 §1).
    const int overdue_usable = static_cast<int>(overdue_left);
    const LeaveSplit split = SplitLeave(days, overdue_usable, static_cast<int>(current_left));
    const int from_current = split.from_current + split.missing;  // overdrawn shows as negative
    overdue_left -= split.from_overdue;
    current_left -= from_current;
    // The first days of a request are the overdue ones, so they are taken first too.
    const int taken = TakenDays(r, year, today);
    const int taken_overdue = std::min(taken, split.from_overdue);
    Count(r, split.from_overdue, taken_overdue, s.overdue);
    Count(r, from_current, taken - taken_overdue, s.current);
    if (r.request_type_id == kOnDemandLeave) on_demand_taken += days;
  }
  Close(s.current);
  Close(s.overdue);

  // Carried-over leave until it is taken; this year's as far as it has accrued.
  const double booked = s.current.reserved + s.current.approved + s.current.used;
  const double accrued_left = AnnualLeaveAccruedBy(in, year, today) - booked;
  s.carried_over_for_today = std::max(0.0, s.overdue.available);
  s.this_year_for_today = std::max(0.0, std::min(s.current.available, accrued_left));
  s.available_for_today = s.carried_over_for_today + s.this_year_for_today;
  s.on_demand = std::clamp(static_cast<double>(kOnDemandDaysPerYear - on_demand_taken), 0.0, s.available_for_today);
  s.usage_percent =
      s.current.total > 0 ? RoundToTenth((s.current.approved + s.current.used) * 100.0 / s.current.total) : 0.0;
  return s;
}

std::vector<LimitFigures> MyLimits(const LimitInputs& in, int year, absl::CivilDay today) {
  const AnnualLeaveSummary annual = AnnualLeave(in, year, today);
  std::vector<LimitFigures> rows = {annual.current};
  if (annual.overdue.total > 0) rows.push_back(annual.overdue);

  LimitFigures on_demand = DaysRow(in, LimitGroup::kAnnual, kOnDemandLeave, year, kOnDemandDaysPerYear, today);
  // On-demand days come out of annual leave: never more than is left of it (art. 167²).
  on_demand.available = std::min(on_demand.available, annual.available_for_today);
  rows.push_back(on_demand);
  rows.push_back(
      DayOrHoursRow(in, LimitGroup::kChildcare, kChildcareDaysType, year, kChildcareDays, kChildcareHours, today));
  rows.push_back(DayOrHoursRow(in, LimitGroup::kForceMajeure, kForceMajeureDaysType, year, kForceMajeureDays,
                               kForceMajeureHours, today));
  rows.push_back(DaysRow(in, LimitGroup::kCarers, kCarersLeave, year, kCarersLeaveDays, today));
  rows.push_back(
      DaysRow(in, LimitGroup::kOccasionalRemoteWork, kOccasionalHomeOffice, year, kOccasionalRemoteWorkDays, today));
  return rows;
}

LimitAvailability LimitAvailabilityFor(const LimitInputs& in, const RequestTypeInfo& type, absl::CivilDay from,
                                       int working_days, int hours, absl::CivilDay today) {
  LimitAvailability a;
  a.unit = UnitOf(type);
  if (!HasLimit(type)) return a;
  a.has_limit = true;
  const int year = static_cast<int>(from.year());
  if (type.limit == LimitGroup::kAnnual) {
    // Judged on the first day of the leave: overdue leave while it starts by 30
    // September, this year's as accrued by then.
    const AnnualLeaveSummary s = AnnualLeave(in, year, std::max(today, from));
    a.available = type.id == kOnDemandLeave ? s.on_demand : s.available_for_today;
    a.after = a.available - working_days;
    return a;
  }
  for (const LimitFigures& f : MyLimits(in, year, today)) {
    if (f.is_overdue || GroupOf(f.request_type_id) != type.limit) continue;
    if (f.in_hours) {
      // Shown in the type's own unit: hours for OPH/SWH, days of the schedule for OPD/SWD.
      const double per_day = std::max(f.hours_per_day, 1);
      const double amount = type.in_hours ? hours : working_days * per_day;
      a.available = type.in_hours ? f.available : f.available / per_day;
      a.after = type.in_hours ? f.available - amount : (f.available - amount) / per_day;
    } else {
      a.available = f.available;
      a.after = f.available - working_days;
    }
  }
  return a;
}

LimitAvailability LimitAvailabilityForPeriod(const LimitInputs& in, const RequestTypeInfo& type, absl::CivilDay from,
                                             absl::CivilDay to, int working_days, int hours, absl::CivilDay today) {
  if (type.limit == LimitGroup::kAnnual || type.in_hours || from.year() == to.year())
    return LimitAvailabilityFor(in, type, from, working_days, hours, today);
  std::optional<LimitAvailability> least;
  for (int year = static_cast<int>(from.year()); year <= to.year(); ++year) {
    const absl::CivilDay first = std::max(from, YearStart(year));
    const absl::CivilDay last = std::min(to, YearEnd(year));
    const LimitAvailability part = LimitAvailabilityFor(in, type, first, WorkingDaysBetween(first, last), hours, today);
    if (!least || part.after < least->after) least = part;
  }
  return *least;
}

absl::Status CheckDayOrHoursChoice(const RequestTypeInfo& type, int year, const std::vector<CountedRequest>& requests) {
  if (!IsDayOrHoursLimit(type.limit)) return absl::OkStatus();
  const std::optional<bool> in_hours = ChosenInHours(requests, type.limit, year);
  if (!in_hours.has_value() || *in_hours == type.in_hours) return absl::OkStatus();
  const char* what = type.limit == LimitGroup::kChildcare ? "childcare leave (KP art. 188 §3)"
                                                          : "force majeure leave (KP art. 148¹ §3)";
  return Refusal(absl::StatusCode::kFailedPrecondition, "leave.unit-chosen",
                 absl::StrCat("this year's ", what, " is taken in ", *in_hours ? "hours" : "days",
                              ", as chosen in the year's first request"),
                 {{"unit", *in_hours ? "hours" : "days"}});
}

}  // namespace kadry::absences
