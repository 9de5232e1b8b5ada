#include "services/absences/domain/leave_entitlement.h"

#include "gtest/gtest.h"

namespace kadry::absences {
namespace {

absl::CivilDay D(int y, int m, int d) { return absl::CivilDay(y, m, d); }

LeaveEmployment FullTime(absl::CivilDay start, absl::CivilDay ten_years) {
  LeaveEmployment e;
  e.start = start;
  e.seniority_reaches_ten_years = ten_years;
  return e;
}

TEST(LeaveEntitlementTest, EducationCountsAsSeniority) {  // art. 155 §1
  EXPECT_EQ(EducationSeniorityYears(Education::kHigher), 8);
  EXPECT_EQ(EducationSeniorityYears(Education::kSecondaryGeneral), 4);
  EXPECT_EQ(EducationSeniorityYears(Education::kBasicVocational), 3);
  // Graduate starting work on 1 Oct 2020: ten years on 1 Oct 2022.
  EXPECT_EQ(TenYearsOfSeniorityOn(D(2020, 10, 1), Education::kHigher, 0), D(2022, 10, 1));
  // Plus a year and a day at an earlier employer.
  EXPECT_EQ(TenYearsOfSeniorityOn(D(2020, 10, 1), Education::kHigher, 366), D(2021, 9, 30));
}

TEST(LeaveEntitlementTest, EducationCodesAreTheStoredOnes) {
  EXPECT_EQ(EducationFromCode("higher"), Education::kHigher);
  EXPECT_EQ(EducationFromCode("secondary_vocational"), Education::kSecondaryVocational);
  EXPECT_EQ(EducationFromCode("none"), Education::kNone);
  EXPECT_EQ(EducationFromCode("Higher"), std::nullopt);
}

TEST(LeaveEntitlementTest, EarlierJobsCountOnceWhateverTheBreaks) {  // art. 155 §1
  // Two earlier jobs with a gap: 1 Jan–31 Dec 2010 (365 days) and 1 Mar–31 May 2012 (92).
  EXPECT_EQ(EarlierEmploymentDays({{D(2012, 3, 1), D(2012, 5, 31)}, {D(2010, 1, 1), D(2010, 12, 31)}}, D(2015, 1, 1)),
            457);
  // Two contracts at once (a second part-time job): the shared days count once.
  EXPECT_EQ(EarlierEmploymentDays({{D(2010, 1, 1), D(2010, 1, 31)}, {D(2010, 1, 15), D(2010, 2, 14)}}, D(2015, 1, 1)),
            45);
  // A contract inside another adds nothing.
  EXPECT_EQ(EarlierEmploymentDays({{D(2010, 1, 1), D(2010, 12, 31)}, {D(2010, 3, 1), D(2010, 3, 31)}}, D(2015, 1, 1)),
            365);
  // Only days before the current employment: an open contract is cut at the day before.
  EXPECT_EQ(EarlierEmploymentDays({{D(2014, 12, 1), std::nullopt}}, D(2015, 1, 1)), 31);
  EXPECT_EQ(EarlierEmploymentDays({{D(2015, 1, 1), std::nullopt}}, D(2015, 1, 1)), 0);
  EXPECT_EQ(EarlierEmploymentDays({}, D(2015, 1, 1)), 0);
}

TEST(LeaveEntitlementTest, TwentyOrTwentySixDaysBySeniority) {  // art. 154 §1
  const auto e = FullTime(D(2015, 1, 1), D(2026, 6, 10));
  EXPECT_EQ(BaseAnnualLeaveDays(e, D(2026, 6, 9)), 20);
  EXPECT_EQ(BaseAnnualLeaveDays(e, D(2026, 6, 10)), 26);
  // The year ten years are reached gives 26 days.
  EXPECT_EQ(AnnualLeaveDays(e, 2026), 26);
  EXPECT_EQ(AnnualLeaveDays(e, 2025), 20);
}

TEST(LeaveEntitlementTest, PartTimeRoundsAStartedDayUp) {  // art. 154 §2
  EXPECT_EQ(PartTimeLeaveDays(26, 1, 2), 13);
  EXPECT_EQ(PartTimeLeaveDays(20, 3, 4), 15);
  EXPECT_EQ(PartTimeLeaveDays(26, 3, 4), 20);  // 19.5 -> 20
  EXPECT_EQ(PartTimeLeaveDays(20, 1, 3), 7);   // 6.67 -> 7
  auto e = FullTime(D(2010, 1, 1), D(2012, 1, 1));
  e.fraction_numerator = 3;
  e.fraction_denominator = 4;
  EXPECT_EQ(AnnualLeaveDays(e, 2026), 20);
}

TEST(LeaveEntitlementTest, PartialYearIsProRataByStartedMonths) {  // art. 155¹
  // Joins on 20 Aug 2026 (not a first job), 26-day base: Aug..Dec = 5 months.
  auto joining = FullTime(D(2026, 8, 20), D(2020, 1, 1));
  EXPECT_EQ(EmploymentMonthsInYear(joining, 2026), 5);
  EXPECT_EQ(AnnualLeaveDays(joining, 2026), 11);  // 26 × 5/12 = 10.83 -> 11
  // Leaves on 10 Mar 2026 after years there: Jan..Mar = 3 months of 20 = 5 days.
  auto leaving = FullTime(D(2018, 1, 1), D(2030, 1, 1));
  leaving.end = D(2026, 3, 10);
  EXPECT_EQ(AnnualLeaveDays(leaving, 2026), 5);
  EXPECT_EQ(AnnualLeaveDays(leaving, 2027), 0);
}

TEST(LeaveEntitlementTest, FirstJobAccruesOneTwelfthPerMonthWorked) {  // art. 153 §1
  auto e = FullTime(D(2026, 3, 15), D(2034, 3, 15));
  e.first_job = true;
  EXPECT_EQ(FirstJobLeaveAccruedOn(e, D(2026, 4, 14)), 0);
  EXPECT_EQ(FirstJobLeaveAccruedOn(e, D(2026, 4, 15)), 2);  // 20/12 = 1.67 -> 2
  EXPECT_EQ(FirstJobLeaveAccruedOn(e, D(2026, 9, 15)), 10);
  // By the year's end 9 whole months (15 Mar .. 14 Dec): 15 days.
  EXPECT_EQ(AnnualLeaveDays(e, 2026), 15);
  // The next year is a normal full year.
  EXPECT_EQ(AnnualLeaveDays(e, 2027), 20);
}

TEST(LeaveEntitlementTest, OtherLimitsOfTheCode) {
  EXPECT_EQ(CarriedOverGrantDeadline(2025), D(2026, 9, 30));  // art. 168: the employer's deadline
  EXPECT_EQ(CarriedOverPrescribedOn(2025), D(2029, 9, 30));   // art. 291 §1: three years after
  EXPECT_EQ(kOnDemandDaysPerYear, 4);                         // art. 167²
  EXPECT_EQ(PartTimeHours(kForceMajeureHours, 1, 2), 8);      // art. 148¹
  EXPECT_EQ(PartTimeHours(kChildcareHours, 3, 5), 10);        // 9.6 -> 10
  EXPECT_EQ(kCarersLeaveDays, 5);                             // art. 173¹
  EXPECT_EQ(kOccasionalRemoteWorkDays, 24);                   // art. 67³³
}

TEST(LeaveEntitlementTest, OverdueLeaveIsUsedFirst) {  // art. 168
  LeaveSplit s = SplitLeave(5, 3, 20);
  EXPECT_EQ(s.from_overdue, 3);
  EXPECT_EQ(s.from_current, 2);
  EXPECT_EQ(s.missing, 0);
  s = SplitLeave(10, 0, 4);
  EXPECT_EQ(s.from_current, 4);
  EXPECT_EQ(s.missing, 6);
}

}  // namespace
}  // namespace kadry::absences
