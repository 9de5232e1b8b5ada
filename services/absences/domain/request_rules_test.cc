// Request types, validation, lifecycle, conflicts, limits and timesheets.
#include "gtest/gtest.h"
#include "services/absences/domain/leave_limits.h"
#include "services/absences/domain/request_conflicts.h"
#include "services/absences/domain/request_lifecycle.h"
#include "services/absences/domain/request_types.h"
#include "services/absences/domain/request_validation.h"
#include "services/absences/domain/timesheet.h"

namespace kadry::absences {
namespace {

absl::CivilDay D(int y, int m, int d) { return absl::CivilDay(y, m, d); }
constexpr int kPending = 1, kApproved = 2, kRejected = 3, kCancelled = 4, kCancellationRequested = 5;

bool HasProblem(const std::vector<FieldProblem>& ps, const std::string& field) {
  for (const auto& p : ps) if (p.field == field) return true;
  return false;
}

RequestDraftInput Draft(int type, absl::CivilDay from, absl::CivilDay to) {
  RequestDraftInput d;
  d.request_type_id = type;
  d.from = from;
  d.to = to;
  return d;
}

// ---- validation
TEST(RequestValidation, AnnualLeaveNextWeekIsValid) {
  EXPECT_TRUE(ValidateDraft(Draft(1, D(2026, 11, 30), D(2026, 12, 4)), D(2026, 11, 23)).empty());
}

TEST(RequestValidation, EndBeforeStartAndUnknownTypeAreRefused) {
  EXPECT_TRUE(HasProblem(ValidateDraft(Draft(1, D(2026, 12, 4), D(2026, 11, 30)), D(2026, 11, 23)), "toDate"));
  EXPECT_TRUE(HasProblem(ValidateDraft(Draft(99, D(2026, 12, 1), D(2026, 12, 1)), D(2026, 11, 23)), "requestTypeId"));
}

TEST(RequestValidation, OnDemandLeaveMayStartTodayButNotYesterday) {
  const absl::CivilDay today = D(2026, 11, 23);
  EXPECT_TRUE(ValidateDraft(Draft(2, today, today), today).empty());
  EXPECT_TRUE(HasProblem(ValidateDraft(Draft(2, today - 1, today), today), "fromDate"));
  // Planned annual leave is agreed before its first day.
  EXPECT_TRUE(HasProblem(ValidateDraft(Draft(1, today, today), today), "fromDate"));
}

TEST(RequestValidation, APeriodWithOnlyAHolidayAndAWeekendHasNoWorkingDay) {
  // 11 November 2026 is a Wednesday holiday; 14-15 November a weekend.
  EXPECT_TRUE(HasProblem(ValidateDraft(Draft(1, D(2026, 11, 11), D(2026, 11, 11)), D(2026, 11, 1)), "fromDate"));
  EXPECT_TRUE(HasProblem(ValidateDraft(Draft(1, D(2026, 11, 14), D(2026, 11, 15)), D(2026, 11, 1)), "fromDate"));
}

TEST(RequestValidation, ForceMajeureNeedsTheCauseAndThePerson) {
  auto problems = ValidateDraft(Draft(23, D(2026, 11, 24), D(2026, 11, 24)), D(2026, 11, 23));
  EXPECT_TRUE(HasProblem(problems, "requestReason.typeId"));
  EXPECT_TRUE(HasProblem(problems, "requestReason.fullName"));
  EXPECT_TRUE(HasProblem(problems, "requestReason.degreeOfKinshipId"));
  RequestDraftInput ok = Draft(23, D(2026, 11, 24), D(2026, 11, 24));
  ok.reason_type_id = 1;
  ok.cared_for_full_name = "Zofia Kowalska";
  ok.cared_for_has_address = true;
  ok.degree_of_kinship_id = 1;
  EXPECT_TRUE(ValidateDraft(ok, D(2026, 11, 23)).empty());
}

TEST(RequestValidation, HourlyForceMajeureIsOneDayOfOneToEightHours) {
  RequestDraftInput d = Draft(24, D(2026, 11, 24), D(2026, 11, 25));
  d.hours = 9;
  auto problems = ValidateDraft(d, D(2026, 11, 23));
  EXPECT_TRUE(HasProblem(problems, "toDate"));
  EXPECT_TRUE(HasProblem(problems, "hours"));
}

TEST(RequestValidation, CommentsAreCountedInCharactersUpTo500) {
  RequestDraftInput d = Draft(1, D(2026, 11, 30), D(2026, 11, 30));
  d.comment.clear();
  for (int i = 0; i < 500; ++i) d.comment += "ż";  // two bytes each
  EXPECT_TRUE(ValidateDraft(d, D(2026, 11, 23)).empty());
  d.comment += "a";
  EXPECT_TRUE(HasProblem(ValidateDraft(d, D(2026, 11, 23)), "comment"));
}

TEST(RequestValidation, RemoteWorkNeedsAnAddress) {
  EXPECT_TRUE(HasProblem(ValidateDraft(Draft(41, D(2026, 11, 24), D(2026, 11, 24)), D(2026, 11, 23)), "address"));
}

TEST(RequestValidation, WorkingDaysSkipWeekendsAndHolidays) {
  // 9-13 November 2026 with Independence Day on Wednesday.
  EXPECT_EQ(NumberOfWorkingDays(D(2026, 11, 9), D(2026, 11, 15)), 4);
  EXPECT_EQ(NumberOfDays(D(2026, 11, 9), D(2026, 11, 15)), 7);
}

// ---- lifecycle
RequestState Pending() { return RequestState{kPending, 0, 1002, 1002, false, std::nullopt}; }
Actor Employee() { return Actor{1002}; }
Actor Supervisor() { Actor a{1003}; a.is_supervisor_of_applicant = true; return a; }
Actor Hr() { Actor a{1004}; a.is_hr = true; return a; }

TEST(RequestLifecycle, SupervisorApprovesAndExportIsQueued) {
  auto t = Apply(Pending(), Supervisor(), RequestAction::kApprove, "");
  ASSERT_TRUE(t.ok()) << t.status();
  EXPECT_EQ(t->new_status_id, kApproved);
  EXPECT_EQ(t->new_processing_status_id, 1);
}

TEST(RequestLifecycle, AnEmployeeCannotApproveOwnRequestEvenAsAdmin) {
  Actor self_admin = Employee();
  self_admin.is_admin = true;
  self_admin.is_supervisor_of_applicant = true;
  EXPECT_EQ(Apply(Pending(), self_admin, RequestAction::kApprove, "").status().code(),
            absl::StatusCode::kPermissionDenied);
}

TEST(RequestLifecycle, RejectionWithoutCommentGetsTheDefaultText) {
  auto t = Apply(Pending(), Supervisor(), RequestAction::kReject, "");
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(t->comment, "request rejection");
  EXPECT_EQ(t->new_status_id, kRejected);
}

TEST(RequestLifecycle, CancelOnlyWhilePending) {
  EXPECT_EQ(Apply(Pending(), Employee(), RequestAction::kCancel, "")->new_status_id, kCancelled);
  RequestState approved = Pending();
  approved.status_id = kApproved;
  EXPECT_EQ(Apply(approved, Employee(), RequestAction::kCancel, "").status().code(),
            absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(Apply(Pending(), Hr(), RequestAction::kCancel, "").status().code(),
            absl::StatusCode::kPermissionDenied);
}

TEST(RequestLifecycle, CancellationRequestIsAcceptedOrRejectedBackToApproved) {
  RequestState s = Pending();
  s.status_id = kApproved;
  auto asked = Apply(s, Employee(), RequestAction::kRequestCancellation, "plans changed");
  ASSERT_TRUE(asked.ok());
  EXPECT_EQ(asked->new_status_id, kCancellationRequested);
  s.status_id = kCancellationRequested;
  auto refused = Apply(s, Supervisor(), RequestAction::kRejectCancellation, "");
  EXPECT_EQ(refused->new_status_id, kApproved);
  EXPECT_EQ(refused->comment, "rejection of cancellation request");
  EXPECT_EQ(Apply(s, Supervisor(), RequestAction::kAcceptCancellation, "")->new_status_id, kCancelled);
}

TEST(RequestLifecycle, HrTakesOverAndResumesAFailedExport) {
  EXPECT_TRUE(Apply(Pending(), Hr(), RequestAction::kTakeOver, "").ok());
  EXPECT_FALSE(Apply(Pending(), Supervisor(), RequestAction::kTakeOver, "").ok());
  RequestState failed = Pending();
  failed.status_id = kApproved;
  failed.processing_status_id = 3;
  EXPECT_EQ(Apply(failed, Hr(), RequestAction::kResumeProcessing, "")->new_processing_status_id, 1);
  failed.processing_status_id = 2;
  EXPECT_FALSE(Apply(failed, Hr(), RequestAction::kResumeProcessing, "").ok());
}

TEST(RequestLifecycle, AllowedActionsFollowTheRules) {
  EXPECT_EQ(AllowedActions(Pending(), Employee()), std::vector<std::string>{"cancel"});
  EXPECT_EQ(AllowedActions(Pending(), Supervisor()), (std::vector<std::string>{"approve", "reject"}));
}

TEST(RequestLifecycle, ManualVerificationExpiresTheDayAfterItsDeadline) {
  RequestState s = Pending();
  s.requires_manual_verification = true;
  s.manual_verification_deadline = D(2026, 11, 20);
  EXPECT_FALSE(ManualVerificationExpired(s, D(2026, 11, 20)));
  EXPECT_TRUE(ManualVerificationExpired(s, D(2026, 11, 21)));
  Actor system;
  system.is_system = true;
  EXPECT_EQ(Apply(s, system, RequestAction::kExpireManualVerification, "")->new_status_id, kRejected);
}

// ---- conflicts
TEST(RequestConflicts, OnlyLiveOverlappingRequestsConflict) {
  std::vector<ExistingRequest> existing = {
      {1, "UW/2026/000001", 1, D(2026, 12, 1), D(2026, 12, 3), kApproved},
      {2, "HO/2026/000002", 40, D(2026, 12, 3), D(2026, 12, 3), kPending},
      {3, "UW/2026/000003", 1, D(2026, 12, 2), D(2026, 12, 2), kCancelled},
      {4, "UW/2026/000004", 1, D(2026, 12, 10), D(2026, 12, 11), kApproved},
  };
  auto found = ConflictingRequests(1, D(2026, 12, 3), D(2026, 12, 4), existing);
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0].id, 1);
  EXPECT_EQ(found[1].id, 2);
  EXPECT_TRUE(ConflictingRequests(1, D(2026, 12, 4), D(2026, 12, 9), existing).empty());
}

// ---- limits
LimitInputs FullTimer(absl::CivilDay start, absl::CivilDay ten_years) {
  LimitInputs in;
  in.employment.start = start;
  in.employment.seniority_reaches_ten_years = ten_years;
  return in;
}

TEST(LeaveLimits, TwentySixDaysAfterTenYearsAndTheCountersAddUp) {
  LimitInputs in = FullTimer(D(2015, 1, 1), D(2020, 1, 1));
  in.requests = {
      {1, D(2026, 2, 2), D(2026, 2, 6), 5, 0, kApproved},    // taken
      {1, D(2026, 12, 14), D(2026, 12, 18), 5, 0, kApproved},  // approved, ahead
      {1, D(2026, 12, 21), D(2026, 12, 23), 3, 0, kPending},
      {1, D(2026, 3, 2), D(2026, 3, 2), 1, 0, kRejected},
  };
  auto s = AnnualLeave(in, 2026, D(2026, 11, 23));
  // 2025's 26 days were never used: overdue, consumed first by February's leave.
  EXPECT_EQ(s.current.total, 26);
  EXPECT_EQ(s.overdue.total, 26);
  EXPECT_EQ(s.overdue.used, 5);
  EXPECT_EQ(s.current.approved, 5);
  EXPECT_EQ(s.current.reserved, 3);
  EXPECT_EQ(s.current.available, 18);
  // The overdue rest lapsed on 30 September 2026 (art. 168).
  EXPECT_EQ(s.available_for_today, 18);
}

TEST(LeaveLimits, OverdueLeaveIsUsableUntilThirtiethOfSeptember) {
  LimitInputs in = FullTimer(D(2015, 1, 1), D(2030, 1, 1));
  auto before = AnnualLeave(in, 2026, D(2026, 9, 30));
  EXPECT_EQ(before.available_for_today, 40);
  auto after = AnnualLeave(in, 2026, D(2026, 10, 1));
  EXPECT_EQ(after.available_for_today, 20);
}

TEST(LeaveLimits, HalfTimeGetsHalfRoundedUp) {
  LimitInputs in = FullTimer(D(2010, 1, 1), D(2015, 1, 1));
  in.employment.fraction_denominator = 2;
  EXPECT_EQ(AnnualLeave(in, 2026, D(2026, 1, 5)).current.total, 13);
}

TEST(LeaveLimits, OnDemandIsFourDaysWithinAnnualLeave) {
  LimitInputs in = FullTimer(D(2010, 1, 1), D(2015, 1, 1));
  in.requests = {{2, D(2026, 3, 2), D(2026, 3, 2), 1, 0, kApproved}};
  auto s = AnnualLeave(in, 2026, D(2026, 11, 23));
  EXPECT_EQ(s.on_demand, 3);
  auto rows = MyLimits(in, 2026, D(2026, 11, 23));
  bool found = false;
  for (const auto& r : rows) {
    if (r.request_type_id == 2) {
      found = true;
      EXPECT_EQ(r.total, 4);
      EXPECT_EQ(r.used, 1);
      EXPECT_EQ(r.available, 3);
    }
  }
  EXPECT_TRUE(found);
}

TEST(LeaveLimits, ForceMajeureDaysAndHoursShareSixteenHours) {
  LimitInputs in = FullTimer(D(2010, 1, 1), D(2015, 1, 1));
  in.requests = {{23, D(2026, 3, 2), D(2026, 3, 2), 1, 0, kApproved},
                 {24, D(2026, 4, 1), D(2026, 4, 1), 1, 3, kPending}};
  for (const auto& r : MyLimits(in, 2026, D(2026, 11, 23))) {
    if (r.request_type_id != 23) continue;
    EXPECT_TRUE(r.in_hours);
    EXPECT_EQ(r.total, 16);
    EXPECT_EQ(r.used, 8);
    EXPECT_EQ(r.reserved, 3);
    EXPECT_EQ(r.available, 5);
  }
}

TEST(LeaveLimits, OccasionalRemoteWorkIsTwentyFourDays) {
  LimitInputs in = FullTimer(D(2010, 1, 1), D(2015, 1, 1));
  in.requests = {{41, D(2026, 5, 4), D(2026, 5, 8), 5, 0, kApproved}};
  for (const auto& r : MyLimits(in, 2026, D(2026, 11, 23))) {
    if (r.request_type_id == 41) {
      EXPECT_EQ(r.available, 19);
    }
  }
}

// ---- timesheet
TEST(Timesheet, HolidayWeekendLeaveAndWorkDays) {
  const absl::TimeZone zone = absl::FixedTimeZone(3600);
  std::vector<CountedRequest> approved = {{1, D(2026, 11, 12), D(2026, 11, 12), 1, 0, kApproved}};
  auto days = BuildTimesheet(D(2026, 11, 10), D(2026, 11, 14), 1, 2, approved, zone);
  ASSERT_EQ(days.size(), 5u);
  EXPECT_EQ(days[0].type_code, "P");
  EXPECT_EQ(days[0].work_seconds, 4 * 3600);  // half time
  EXPECT_EQ(days[1].type_code, "S");         // Narodowe Święto Niepodległości
  EXPECT_FALSE(days[1].is_calendar_working_day);
  EXPECT_EQ(days[2].type_code, "U");
  EXPECT_EQ(days[2].absence_code, "UW");
  EXPECT_EQ(days[4].type_code, "W");
  EXPECT_TRUE(days[4].is_day_off);
}

}  // namespace
}  // namespace kadry::absences
