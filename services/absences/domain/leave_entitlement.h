#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/time/civil_time.h"

namespace kadry::absences {

// School completed, for seniority (KP art. 155 §1); the most favourable one counts.
enum class Education {
  kNone,
  kBasicVocational,      // up to 3 years
  kSecondaryVocational,  // up to 5 years
  kSecondaryGeneral,     // 4 years
  kPostSecondary,        // 6 years
  kHigher,               // 8 years
};

// Years of seniority a school gives (KP art. 155 §1 pkt 1-6).
int EducationSeniorityYears(Education education);

// The stored code of a school level ("none", "basic_vocational", "secondary_vocational",
// "secondary_general", "post_secondary", "higher"); nullopt for an unknown code.
std::optional<Education> EducationFromCode(std::string_view code);
std::string EducationCode(Education education);

// A period of employment, both days included; no end while it lasts.
struct EmploymentPeriod {
  absl::CivilDay from;
  std::optional<absl::CivilDay> to;
};

// Days of earlier employment before `before`, with any employer and whatever the breaks
// between them, a day worked under two contracts counted once (KP art. 155 §1).
int EarlierEmploymentDays(std::vector<EmploymentPeriod> periods, absl::CivilDay before);

// Employment as the leave rules need it.
struct LeaveEmployment {
  absl::CivilDay start;                        // with this employer
  std::optional<absl::CivilDay> end;           // last day, when the contract ends
  absl::CivilDay seniority_reaches_ten_years;  // incl. earlier jobs and school (art. 155)
  int fraction_numerator = 1;                  // working-time fraction, e.g. 1/2
  int fraction_denominator = 1;
  bool first_job = false;  // first employment ever (art. 153 §1)
};

// The date seniority reaches ten years while employed since `employed_since`: ten years
// less the school's credit and the earlier jobs' days (KP art. 155 §1, 154 §1).
absl::CivilDay TenYearsOfSeniorityOn(absl::CivilDay employed_since, Education education, int earlier_employment_days);

// Annual leave base on `day`: 20 days below ten years of seniority, 26 from the day
// ten years are reached (KP art. 154 §1, art. 154² §... the right arises on that day).
int BaseAnnualLeaveDays(const LeaveEmployment& employment, absl::CivilDay day);

// Full-year leave of a part-time employee: proportional, a started day counts as a whole
// day (KP art. 154 §2).
int PartTimeLeaveDays(int base_days, int numerator, int denominator);

// Months of a calendar year covered by the employment, a started month counting as a
// whole month (KP art. 155¹ §3).
int EmploymentMonthsInYear(const LeaveEmployment& employment, int year);

// Annual leave for `year` with this employer: the base on the year's last day of
// employment, scaled to part time (art. 154 §2), then to the months employed when the
// employment starts or ends within the year (art. 155¹ §1), rounding a started day up
// (art. 155² §... and 154 §2). In the first job ever, 1/12 per month worked (art. 153 §1).
int AnnualLeaveDays(const LeaveEmployment& employment, int year);

// Leave the employee may already use on `day` of the first job's first year:
// 1/12 of the annual leave after each full month worked (KP art. 153 §1).
int FirstJobLeaveAccruedOn(const LeaveEmployment& employment, absl::CivilDay day);

// On-demand leave: up to 4 days a calendar year, counted within annual leave (art. 167²).
inline constexpr int kOnDemandDaysPerYear = 4;
// Unused leave of `year` (carried over) must be granted by the employer by 30 September
// of the next year (art. 168). That is the employer's deadline: the leave does not lapse
// on that day and stays the employee's until taken or prescribed.
absl::CivilDay CarriedOverGrantDeadline(int year);
// The claim to unused leave of `year` lapses by prescription three years after it fell
// due, i.e. after the art. 168 deadline (art. 291 §1).
absl::CivilDay CarriedOverPrescribedOn(int year);
// Force majeure: 2 days or 16 hours a year, paid half (KP art. 148¹ §1).
inline constexpr int kForceMajeureDays = 2;
inline constexpr int kForceMajeureHours = 16;
// Childcare for a child up to 14: 2 days or 16 hours a year (KP art. 188 §1).
inline constexpr int kChildcareDays = 2;
inline constexpr int kChildcareHours = 16;
// Carer's leave: 5 days a year, unpaid (KP art. 173¹ §1).
inline constexpr int kCarersLeaveDays = 5;
// Occasional remote work: up to 24 days a year (KP art. 67³³ §1).
inline constexpr int kOccasionalRemoteWorkDays = 24;

// Hours of a day-or-hours limit for a part-time employee, a started hour counting whole
// (art. 148¹ §2, art. 188 §... proportional to the working-time fraction).
int PartTimeHours(int full_time_hours, int numerator, int denominator);

// How a request's days are taken: overdue leave first, then the current year's
// (art. 168 and the Supreme Court's reading that older leave is used first).
struct LeaveSplit {
  int from_overdue = 0;
  int from_current = 0;
  int missing = 0;  // > 0 when the limits do not cover the request
};
LeaveSplit SplitLeave(int days, int overdue_available, int current_available);

}  // namespace kadry::absences
