#include "services/absences/domain/leave_limits.h"

#include "gtest/gtest.h"

namespace kadry::absences {
namespace {

absl::CivilDay D(int y, int m, int d) { return absl::CivilDay(y, m, d); }

constexpr int kPending = 1, kApproved = 2, kRejected = 3, kCancelled = 4, kCancellationRequested = 5;
const absl::CivilDay kToday = D(2026, 11, 23);  // a Monday

LimitInputs Employee(absl::CivilDay start, absl::CivilDay ten_years) {
  LimitInputs in;
  in.employment.start = start;
  in.employment.seniority_reaches_ten_years = ten_years;
  return in;
}
// Twenty days a year, employed long before 2025.
LimitInputs TwentyDayEmployee() { return Employee(D(2015, 1, 1), D(2035, 1, 1)); }
// Twenty-six days a year, hired on 1 January 2026: nothing is overdue.
LimitInputs NewcomerWithTwentySix() { return Employee(D(2026, 1, 1), D(2020, 1, 1)); }

CountedRequest Req(int type, absl::CivilDay from, absl::CivilDay to, int working_days, int status, int hours = 0) {
  return CountedRequest{type, from, to, working_days, hours, status};
}

LimitFigures RowOf(const std::vector<LimitFigures>& rows, int type_id, bool overdue = false) {
  for (const auto& r : rows) {
    if (r.request_type_id == type_id && r.is_overdue == overdue) return r;
  }
  ADD_FAILURE() << "no row for type " << type_id;
  return {};
}

TEST(LeaveLimits, APartTimerAtHalfWithTwentySixDaysGetsThirteen) {
  LimitInputs in = NewcomerWithTwentySix();
  in.employment.fraction_denominator = 2;
  EXPECT_EQ(AnnualLeave(in, 2026, kToday).current.total, 13);
}

TEST(LeaveLimits, PendingReservesApprovedWaitsAndTakenDaysAreUsed) {
  LimitInputs in = NewcomerWithTwentySix();
  in.requests = {
      Req(1, D(2026, 11, 19), D(2026, 11, 27), 7, kApproved),  // 3 days taken by today, 4 ahead
      Req(1, D(2026, 12, 14), D(2026, 12, 16), 3, kPending),
      Req(1, D(2026, 12, 28), D(2026, 12, 30), 3, kCancellationRequested),  // still approved
      Req(1, D(2026, 3, 2), D(2026, 3, 6), 5, kRejected),
      Req(1, D(2026, 4, 6), D(2026, 4, 10), 5, kCancelled),
  };
  const AnnualLeaveSummary s = AnnualLeave(in, 2026, kToday);
  EXPECT_EQ(s.current.total, 26);
  EXPECT_EQ(s.current.used, 3);
  EXPECT_EQ(s.current.approved, 7);
  EXPECT_EQ(s.current.reserved, 3);
  EXPECT_EQ(s.current.available, 13);
  EXPECT_EQ(s.overdue.total, 0);
  EXPECT_EQ(s.available_for_today, 13);
}

TEST(LeaveLimits, UsageIsApprovedAndUsedOverThisYearsTotal) {
  LimitInputs in = NewcomerWithTwentySix();
  in.requests = {Req(1, D(2026, 11, 19), D(2026, 11, 27), 7, kApproved),
                 Req(1, D(2026, 12, 28), D(2026, 12, 30), 3, kApproved),
                 Req(1, D(2026, 12, 14), D(2026, 12, 16), 3, kPending)};
  EXPECT_DOUBLE_EQ(AnnualLeave(in, 2026, kToday).usage_percent, 38.5);  // 10 / 26
  EXPECT_DOUBLE_EQ(AnnualLeave(Employee(D(2027, 1, 1), D(2035, 1, 1)), 2026, kToday).usage_percent, 0);
}

// art. 168: carried-over days go first, also for leave after 30 September (the employer's
// deadline to grant them, not the end of the right).
TEST(LeaveLimits, CarriedOverLeaveFrom2025IsUsedFirstAlsoAfter30September2026) {
  LimitInputs in = TwentyDayEmployee();
  in.requests = {
      Req(1, D(2025, 3, 3), D(2025, 3, 7), 5, kApproved),    // 2025: 15 days left over
      Req(1, D(2026, 2, 2), D(2026, 2, 6), 5, kApproved),    // from the carried-over 15
      Req(1, D(2026, 10, 5), D(2026, 10, 9), 5, kApproved),  // after 30 September: still carried over
  };
  const AnnualLeaveSummary s = AnnualLeave(in, 2026, kToday);
  EXPECT_EQ(s.overdue.total, 15);
  EXPECT_EQ(s.overdue.used, 10);
  EXPECT_EQ(s.overdue.available, 5);
  EXPECT_EQ(s.current.used, 0);
  EXPECT_EQ(s.current.available, 20);
  EXPECT_EQ(s.available_for_today, 25);
  const AnnualLeaveSummary in_september = AnnualLeave(in, 2026, D(2026, 9, 30));
  EXPECT_EQ(in_september.overdue.approved, 5);
  EXPECT_EQ(in_september.available_for_today, 25);
}

// art. 168 and art. 291 §1: after 30 September the carried-over leave is still there;
// only prescription, three years after that deadline, ends the claim.
TEST(LeaveLimits, CarriedOverLeaveDoesNotLapseOn30September) {
  LimitInputs in = TwentyDayEmployee();
  in.requests = {Req(1, D(2025, 3, 3), D(2025, 3, 10), 6, kApproved)};  // 14 left of 2025
  const AnnualLeaveSummary before = AnnualLeave(in, 2026, D(2026, 9, 1));
  const AnnualLeaveSummary after = AnnualLeave(in, 2026, D(2026, 10, 1));
  EXPECT_EQ(before.carried_over_for_today, 14);
  EXPECT_EQ(after.carried_over_for_today, 14);
  EXPECT_EQ(after.available_for_today, 34);
  EXPECT_EQ(after.overdue.grant_by, D(2026, 9, 30));
  EXPECT_EQ(after.overdue.prescribed_on, D(2029, 9, 30));
}

// One computation (art. 154, 168): the dashboard, my limits and the new-request preview
// show the same figure; 26 days of this year and 12 carried over make 38, also for leave
// asked for in December.
TEST(LeaveLimits, ThePreviewOffersWhatTheDashboardShows) {
  LimitInputs in = Employee(D(2015, 1, 1), D(2020, 1, 1));               // 26 days a year
  in.requests = {Req(1, D(2025, 3, 3), D(2025, 3, 20), 14, kApproved)};  // 12 left of 2025
  const AnnualLeaveSummary today = AnnualLeave(in, 2026, kToday);
  EXPECT_EQ(today.this_year_for_today, 26);
  EXPECT_EQ(today.carried_over_for_today, 12);
  EXPECT_EQ(today.available_for_today, 38);
  const RequestTypeInfo& annual = *FindRequestType(kAnnualLeave);
  const LimitAvailability preview = LimitAvailabilityFor(in, annual, D(2026, 12, 14), 5, 0, kToday);
  EXPECT_EQ(preview.available, 38);
  EXPECT_EQ(preview.after, 33);
}

TEST(LeaveLimits, TheCarriedOverRowRunsTheWholeYearWithTheGrantDeadline) {
  const auto rows = MyLimits(TwentyDayEmployee(), 2026, kToday);
  const LimitFigures overdue = RowOf(rows, kAnnualLeave, /*overdue=*/true);
  EXPECT_EQ(overdue.period_start, D(2026, 1, 1));
  EXPECT_EQ(overdue.period_end, D(2026, 12, 31));
  EXPECT_EQ(overdue.grant_by, D(2026, 9, 30));       // art. 168
  EXPECT_EQ(overdue.prescribed_on, D(2029, 9, 30));  // art. 291 §1
  EXPECT_EQ(overdue.total, 20);
  const LimitFigures current = RowOf(rows, kAnnualLeave);
  EXPECT_EQ(current.period_start, D(2026, 1, 1));
  EXPECT_EQ(current.period_end, D(2026, 12, 31));
  EXPECT_FALSE(current.grant_by.has_value());
}

TEST(LeaveLimits, SomeoneHiredThisYearHasNoOverdueRowAndAPeriodFromTheFirstDay) {
  const auto rows = MyLimits(Employee(D(2026, 2, 1), D(2035, 1, 1)), 2026, kToday);
  std::vector<int> ids;
  for (const auto& r : rows) ids.push_back(r.request_type_id);
  EXPECT_EQ(ids, (std::vector<int>{1, 2, 4, 23, 25, 41}));
  EXPECT_EQ(rows[0].period_start, D(2026, 2, 1));
  EXPECT_EQ(rows[0].total, 19);  // 20 × 11/12, a started day whole
}

TEST(LeaveLimits, LeaveAcrossNewYearDrawsEachDayFromItsOwnYear) {
  LimitInputs in = TwentyDayEmployee();
  // 28 Dec 2026 - 8 Jan 2027: four days in each year (1 and 6 January are holidays).
  in.requests = {Req(1, D(2026, 12, 28), D(2027, 1, 8), 8, kApproved)};
  // In 2026 the four days come from 2025's carried-over leave first (art. 168).
  EXPECT_EQ(AnnualLeave(in, 2026, kToday).overdue.approved, 4);
  EXPECT_EQ(AnnualLeave(in, 2026, kToday).current.approved, 0);
  const AnnualLeaveSummary next = AnnualLeave(in, 2027, kToday);
  EXPECT_EQ(next.overdue.total, 16);
  EXPECT_EQ(next.overdue.approved, 4);
  EXPECT_EQ(next.current.approved, 0);
}

TEST(LeaveLimits, InTheFirstJobLeaveAccruesAMonthAtATime) {
  LimitInputs in = Employee(D(2026, 3, 15), D(2036, 1, 1));
  in.employment.first_job = true;
  in.requests = {Req(1, D(2026, 6, 1), D(2026, 6, 1), 1, kApproved)};
  const AnnualLeaveSummary s = AnnualLeave(in, 2026, D(2026, 6, 20));
  EXPECT_EQ(s.current.total, 15);       // 9 months by December: 20 × 9/12
  EXPECT_EQ(s.available_for_today, 4);  // 3 months by 20 June: 5 days, one taken
  EXPECT_EQ(s.current.period_start, D(2026, 3, 15));
}

TEST(LeaveLimits, ExtraLeaveAddsToThisYearsTotal) {
  LimitInputs in = NewcomerWithTwentySix();
  in.extra_days = 10;  // disability (ustawa o rehabilitacji art. 19)
  const AnnualLeaveSummary s = AnnualLeave(in, 2026, kToday);
  EXPECT_EQ(s.current.total, 36);
  EXPECT_EQ(s.extra, 10);
}

TEST(LeaveLimits, OnDemandIsFourDaysWithinAnnualLeave) {
  LimitInputs in = NewcomerWithTwentySix();
  in.requests = {Req(2, D(2026, 3, 2), D(2026, 3, 2), 1, kApproved)};
  EXPECT_EQ(AnnualLeave(in, 2026, kToday).on_demand, 3);
  const LimitFigures row = RowOf(MyLimits(in, 2026, kToday), kOnDemandLeave);
  EXPECT_EQ(row.total, 4);
  EXPECT_EQ(row.used, 1);
  EXPECT_EQ(row.available, 3);
  // And the day came out of annual leave.
  EXPECT_EQ(RowOf(MyLimits(in, 2026, kToday), kAnnualLeave).used, 1);
}

TEST(LeaveLimits, OnDemandNeverExceedsWhatIsLeftOfAnnualLeave) {
  LimitInputs in = NewcomerWithTwentySix();
  in.requests = {Req(1, D(2026, 6, 1), D(2026, 7, 3), 24, kApproved)};  // 2 days left
  EXPECT_EQ(AnnualLeave(in, 2026, kToday).on_demand, 2);
  EXPECT_EQ(RowOf(MyLimits(in, 2026, kToday), kOnDemandLeave).available, 2);
  const RequestTypeInfo& on_demand = *FindRequestType(kOnDemandLeave);
  const LimitAvailability three = LimitAvailabilityFor(in, on_demand, D(2026, 11, 24), 3, 0, kToday);
  EXPECT_EQ(three.available, 2);
  EXPECT_EQ(three.after, -1);
}

TEST(LeaveLimits, AnnualLeaveBeyondTheLimitDoesNotFit) {
  LimitInputs in = TwentyDayEmployee();
  const RequestTypeInfo& annual = *FindRequestType(kAnnualLeave);
  // 2025's unused 20 days and 2026's 20 are there in February and, art. 168 being the
  // employer's deadline only, in October too; 41 days do not fit.
  EXPECT_EQ(LimitAvailabilityFor(in, annual, D(2026, 2, 2), 5, 0, D(2026, 1, 10)).available, 40);
  const LimitAvailability october = LimitAvailabilityFor(in, annual, D(2026, 10, 5), 41, 0, D(2026, 1, 10));
  EXPECT_TRUE(october.has_limit);
  EXPECT_EQ(october.available, 40);
  EXPECT_EQ(october.after, -1);
  EXPECT_EQ(october.unit, "days");
}

TEST(LeaveLimits, ChildcareIsTwoDaysOrSixteenHoursScaledForPartTime) {
  LimitInputs in = NewcomerWithTwentySix();
  const LimitFigures full = RowOf(MyLimits(in, 2026, kToday), kChildcareDaysType);
  EXPECT_TRUE(full.in_hours);
  EXPECT_EQ(full.total, 16);
  EXPECT_EQ(full.hours_per_day, 8);
  in.employment.fraction_denominator = 2;
  const LimitFigures half = RowOf(MyLimits(in, 2026, kToday), kChildcareDaysType);
  EXPECT_EQ(half.total, 8);
  EXPECT_EQ(half.hours_per_day, 4);
}

TEST(LeaveLimits, APartTimerChoosingDaysGetsTwoWholeDaysOfTheirSchedule) {
  LimitInputs in = NewcomerWithTwentySix();
  in.employment.fraction_numerator = 11;
  in.employment.fraction_denominator = 20;  // a day is 4.4 h -> 5 h; 16 h -> 8.8 -> 9 h
  in.requests = {Req(kChildcareDaysType, D(2026, 3, 2), D(2026, 3, 2), 1, kApproved)};
  const LimitFigures row = RowOf(MyLimits(in, 2026, kToday), kChildcareDaysType);
  EXPECT_EQ(row.total, 10);
  EXPECT_EQ(row.used, 5);
  const LimitAvailability second_day =
      LimitAvailabilityFor(in, *FindRequestType(kChildcareDaysType), D(2026, 11, 24), 1, 0, kToday);
  EXPECT_EQ(second_day.unit, "days");
  EXPECT_EQ(second_day.available, 1);
  EXPECT_EQ(second_day.after, 0);
}

TEST(LeaveLimits, ForceMajeureDaysAndHoursShareSixteenHours) {
  LimitInputs in = NewcomerWithTwentySix();
  in.requests = {Req(23, D(2026, 3, 2), D(2026, 3, 2), 1, kApproved),
                 Req(24, D(2026, 12, 1), D(2026, 12, 1), 1, kPending, 3)};
  const LimitFigures row = RowOf(MyLimits(in, 2026, kToday), kForceMajeureDaysType);
  EXPECT_TRUE(row.in_hours);
  EXPECT_EQ(row.total, 16);
  EXPECT_EQ(row.used, 8);
  EXPECT_EQ(row.reserved, 3);
  EXPECT_EQ(row.available, 5);
  const LimitAvailability hours = LimitAvailabilityFor(in, *FindRequestType(24), D(2026, 12, 2), 1, 6, kToday);
  EXPECT_EQ(hours.unit, "hours");
  EXPECT_EQ(hours.available, 5);
  EXPECT_EQ(hours.after, -1);
}

TEST(LeaveLimits, TheYearsFirstRequestChoosesDaysOrHours) {
  const std::vector<CountedRequest> days_first = {Req(23, D(2026, 3, 2), D(2026, 3, 2), 1, kApproved)};
  EXPECT_EQ(CheckDayOrHoursChoice(*FindRequestType(24), 2026, days_first).code(),
            absl::StatusCode::kFailedPrecondition);
  EXPECT_TRUE(CheckDayOrHoursChoice(*FindRequestType(23), 2026, days_first).ok());
  // Another year, another group, or a cancelled first request leave the choice open.
  EXPECT_TRUE(CheckDayOrHoursChoice(*FindRequestType(24), 2027, days_first).ok());
  EXPECT_TRUE(CheckDayOrHoursChoice(*FindRequestType(5), 2026, days_first).ok());
  EXPECT_TRUE(
      CheckDayOrHoursChoice(*FindRequestType(24), 2026, {Req(23, D(2026, 3, 2), D(2026, 3, 2), 1, kCancelled)}).ok());
  const std::vector<CountedRequest> hours_first = {Req(5, D(2026, 3, 2), D(2026, 3, 2), 1, kPending, 2)};
  EXPECT_EQ(CheckDayOrHoursChoice(*FindRequestType(4), 2026, hours_first).code(),
            absl::StatusCode::kFailedPrecondition);
  EXPECT_TRUE(CheckDayOrHoursChoice(*FindRequestType(1), 2026, hours_first).ok());
}

TEST(LeaveLimits, CarersLeaveIsFiveDays) {
  LimitInputs in = NewcomerWithTwentySix();
  in.requests = {Req(25, D(2026, 5, 4), D(2026, 5, 6), 3, kApproved)};
  const LimitFigures row = RowOf(MyLimits(in, 2026, kToday), kCarersLeave);
  EXPECT_EQ(row.total, 5);
  EXPECT_EQ(row.used, 3);
  EXPECT_EQ(row.available, 2);
}

TEST(LeaveLimits, HookBeyondTwentyFourDaysAYearIsRefused) {
  LimitInputs in = NewcomerWithTwentySix();
  in.requests = {Req(41, D(2026, 5, 4), D(2026, 5, 29), 20, kApproved)};
  EXPECT_EQ(RowOf(MyLimits(in, 2026, kToday), kOccasionalHomeOffice).available, 4);
  const LimitAvailability a =
      LimitAvailabilityFor(in, *FindRequestType(kOccasionalHomeOffice), D(2026, 11, 30), 5, 0, kToday);
  EXPECT_EQ(a.available, 4);
  EXPECT_LT(a.after, 0);
}

// Occasional remote work is 24 days "in a calendar year" (KP art. 67³³ §1): a request across New
// Year draws each day from the year it falls in. 20 days approved in May 2026 (4–29 May: four
// full weeks, no holiday). The request 28 XII 2026 – 8 I 2027 holds 4 days of 2026 (28–31 XII) and
// 4 of 2027 (1 I New Year and 6 I Epiphany are holidays: 4, 5, 7, 8 I), 8 in all.
TEST(LeaveLimits, HookAcrossNewYearDrawsEachDayFromItsOwnYear) {
  const RequestTypeInfo& hook = *FindRequestType(kOccasionalHomeOffice);
  LimitInputs in = NewcomerWithTwentySix();
  in.requests = {Req(41, D(2026, 5, 4), D(2026, 5, 29), 20, kApproved)};
  // 2026: 24 − 20 = 4 left, 4 asked → 0; 2027: 24 − 4 = 20. It fits, with nothing left in 2026.
  // Charged to 2026 alone, 4 − 8 = −4 would have refused it.
  const LimitAvailability fits = LimitAvailabilityForPeriod(in, hook, D(2026, 12, 28), D(2027, 1, 8), 8, 0, kToday);
  EXPECT_EQ(fits.available, 4);
  EXPECT_EQ(fits.after, 0);

  // One more day used in 2026 (21): 3 − 4 = −1, refused although 2027 has room.
  in.requests.push_back(Req(41, D(2026, 6, 1), D(2026, 6, 1), 1, kApproved));
  EXPECT_EQ(LimitAvailabilityForPeriod(in, hook, D(2026, 12, 28), D(2027, 1, 8), 8, 0, kToday).after, -1);

  // Cancelled and rejected requests give their days back: with that day cancelled it fits again.
  in.requests.back().status_id = kCancelled;
  in.requests.push_back(Req(41, D(2026, 6, 2), D(2026, 6, 5), 4, kRejected));
  EXPECT_EQ(LimitAvailabilityForPeriod(in, hook, D(2026, 12, 28), D(2027, 1, 8), 8, 0, kToday).after, 0);

  // 2027's own requests count against 2027: 22 days pending in February leave 2, and the 4 days
  // of January overrun it by 2.
  in.requests.push_back(Req(41, D(2027, 2, 1), D(2027, 3, 2), 22, kPending));
  const LimitAvailability next_year_full =
      LimitAvailabilityForPeriod(in, hook, D(2026, 12, 28), D(2027, 1, 8), 8, 0, kToday);
  EXPECT_EQ(next_year_full.available, 2);
  EXPECT_EQ(next_year_full.after, -2);
}

TEST(LeaveLimits, TypesWithoutALimitAlwaysFit) {
  const LimitAvailability a =
      LimitAvailabilityFor(NewcomerWithTwentySix(), *FindRequestType(kUnpaidLeave), D(2026, 12, 1), 200, 0, kToday);
  EXPECT_FALSE(a.has_limit);
}

TEST(LeaveLimits, ADayInHoursFollowsTheFractionRoundedUp) {
  EXPECT_EQ(DayInHours(1, 1), 8);
  EXPECT_EQ(DayInHours(1, 2), 4);
  EXPECT_EQ(DayInHours(3, 5), 5);
}

}  // namespace
}  // namespace kadry::absences
