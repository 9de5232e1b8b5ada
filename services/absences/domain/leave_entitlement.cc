#include "services/absences/domain/leave_entitlement.h"

#include <algorithm>
#include <utility>

#include "services/absences/domain/stored_codes.h"

namespace kadry::absences {
namespace {
int CeilDiv(long long a, long long b) { return static_cast<int>((a + b - 1) / b); }

// The same day `months` later, or the month's last day when it is shorter.
absl::CivilDay AddMonths(absl::CivilDay day, int months) {
  const absl::CivilMonth target = absl::CivilMonth(day) + months;
  const absl::CivilDay last = absl::CivilDay(target + 1) - 1;
  return std::min(absl::CivilDay(target.year(), target.month(), day.day()), last);
}

absl::CivilDay AddYears(absl::CivilDay day, int years) {
  // 29 February plus years lands on 1 March in a common year, as the Civil Code counts.
  return absl::CivilDay(day.year() + years, day.month(), day.day());
}
}  // namespace

int EducationSeniorityYears(Education education) {
  switch (education) {
    case Education::kBasicVocational: return 3;
    case Education::kSecondaryVocational: return 5;
    case Education::kSecondaryGeneral: return 4;
    case Education::kPostSecondary: return 6;
    case Education::kHigher: return 8;
    case Education::kNone: break;
  }
  return 0;
}

namespace {
constexpr StoredCode<Education> kEducationCodes[] = {
    {"none", Education::kNone},
    {"basic_vocational", Education::kBasicVocational},
    {"secondary_vocational", Education::kSecondaryVocational},
    {"secondary_general", Education::kSecondaryGeneral},
    {"post_secondary", Education::kPostSecondary},
    {"higher", Education::kHigher},
};
}  // namespace

std::optional<Education> EducationFromCode(std::string_view code) { return ValueOfCode(kEducationCodes, code); }

std::string EducationCode(Education education) { return CodeOfValue(kEducationCodes, education); }

int EarlierEmploymentDays(std::vector<EmploymentPeriod> periods, absl::CivilDay before) {
  std::sort(periods.begin(), periods.end(),
            [](const EmploymentPeriod& a, const EmploymentPeriod& b) { return a.from < b.from; });
  int days = 0;
  absl::CivilDay counted_until = absl::CivilDay::min();  // last day already counted
  for (const auto& p : periods) {
    const absl::CivilDay last = std::min(p.to.value_or(before - 1), before - 1);
    const absl::CivilDay first = std::max(p.from, counted_until + 1);
    if (last < first) continue;
    days += static_cast<int>(last - first) + 1;
    counted_until = last;
  }
  return days;
}

absl::CivilDay TenYearsOfSeniorityOn(absl::CivilDay employed_since, Education education, int earlier_employment_days) {
  return AddYears(employed_since, 10 - EducationSeniorityYears(education)) - earlier_employment_days;
}

int BaseAnnualLeaveDays(const LeaveEmployment& e, absl::CivilDay day) {
  return day >= e.seniority_reaches_ten_years ? 26 : 20;
}

int PartTimeLeaveDays(int base_days, int numerator, int denominator) {
  return CeilDiv(static_cast<long long>(base_days) * numerator, denominator);
}

int EmploymentMonthsInYear(const LeaveEmployment& e, int year) {
  const absl::CivilDay first = std::max(e.start, absl::CivilDay(year, 1, 1));
  const absl::CivilDay last = std::min(e.end.value_or(absl::CivilDay(year, 12, 31)), absl::CivilDay(year, 12, 31));
  if (last < first) return 0;
  return static_cast<int>(last.month() - first.month()) + 1;
}

int AnnualLeaveDays(const LeaveEmployment& e, int year) {
  const int months = EmploymentMonthsInYear(e, year);
  if (months == 0) return 0;
  const absl::CivilDay year_end = absl::CivilDay(year, 12, 31);
  const absl::CivilDay last_day = std::min(e.end.value_or(year_end), year_end);
  const int full_time = BaseAnnualLeaveDays(e, last_day);
  if (e.first_job && e.start.year() == year) {
    // Accrues 1/12 after each month worked; the year's total is what accrues by its end.
    return FirstJobLeaveAccruedOn(e, last_day + 1);
  }
  const long long scaled = static_cast<long long>(full_time) * e.fraction_numerator * months;
  return CeilDiv(scaled, static_cast<long long>(e.fraction_denominator) * 12);
}

int FirstJobLeaveAccruedOn(const LeaveEmployment& e, absl::CivilDay day) {
  // A month is worked once the same day of a later month is reached (15 Mar -> 15 Apr);
  // work after 31 December or after the contract's end does not count.
  const absl::CivilDay limit = std::min({day, absl::CivilDay(e.start.year() + 1, 1, 1), e.end.value_or(day) + 1});
  int months = 0;
  while (months < 12 && AddMonths(e.start, months + 1) <= limit) ++months;
  const int base = BaseAnnualLeaveDays(e, limit - 1);
  return CeilDiv(static_cast<long long>(base) * e.fraction_numerator * months,
                 static_cast<long long>(e.fraction_denominator) * 12);
}

// art. 168
absl::CivilDay CarriedOverGrantDeadline(int year) { return absl::CivilDay(year + 1, 9, 30); }

// art. 291 §1: three years from the day the claim fell due (the art. 168 deadline).
absl::CivilDay CarriedOverPrescribedOn(int year) { return absl::CivilDay(year + 4, 9, 30); }

int PartTimeHours(int full_time_hours, int numerator, int denominator) {
  return CeilDiv(static_cast<long long>(full_time_hours) * numerator, denominator);
}

LeaveSplit SplitLeave(int days, int overdue_available, int current_available) {
  LeaveSplit split;
  split.from_overdue = std::clamp(days, 0, std::max(overdue_available, 0));
  split.from_current = std::clamp(days - split.from_overdue, 0, std::max(current_available, 0));
  split.missing = days - split.from_overdue - split.from_current;
  return split;
}

}  // namespace kadry::absences
