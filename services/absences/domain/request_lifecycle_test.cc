#include "services/absences/domain/request_lifecycle.h"

#include "gtest/gtest.h"

namespace kadry::absences {
namespace {

absl::CivilDay D(int y, int m, int d) { return absl::CivilDay(y, m, d); }

constexpr int kPending = 1, kApproved = 2, kRejected = 3, kCancelled = 4, kCancellationRequested = 5;
constexpr int kProcessing = 1, kExported = 2, kExportError = 3;

// Jan Kowalski (1002) asks; Anna Nowak (1003) is his manager; 1004 is HR; 1001 Admin.
RequestState InStatus(int status) {
  RequestState s;
  s.status_id = status;
  s.applicant_id = 1002;
  s.filed_by_id = 1002;
  return s;
}
Actor Employee() { return Actor{1002}; }
Actor Supervisor() {
  Actor a{1003};
  a.is_supervisor_of_applicant = true;
  return a;
}
Actor Hr() {
  Actor a{1004};
  a.is_hr = true;
  return a;
}
Actor Admin() {
  Actor a{1001};
  a.is_admin = true;
  return a;
}
Actor Colleague() { return Actor{1005}; }

absl::StatusCode CodeOf(const RequestState& s, const Actor& a, RequestAction action) {
  return Apply(s, a, action, "").status().code();
}

TEST(RequestLifecycle, AnEmployeeFilesOwnRequestAndAManagerForTheTeam) {
  auto filed = Apply(InStatus(kPending), Employee(), RequestAction::kFile, "urlop");
  ASSERT_TRUE(filed.ok());
  EXPECT_EQ(filed->new_status_id, kPending);
  EXPECT_EQ(filed->event, "filed");
  EXPECT_TRUE(Apply(InStatus(kPending), Supervisor(), RequestAction::kFile, "").ok());
  EXPECT_TRUE(Apply(InStatus(kPending), Hr(), RequestAction::kFile, "").ok());
  EXPECT_EQ(CodeOf(InStatus(kPending), Colleague(), RequestAction::kFile), absl::StatusCode::kPermissionDenied);
}

TEST(RequestLifecycle, SupervisorApprovesAndTheExportIsQueued) {
  auto t = Apply(InStatus(kPending), Supervisor(), RequestAction::kApprove, "ok");
  ASSERT_TRUE(t.ok()) << t.status();
  EXPECT_EQ(t->new_status_id, kApproved);
  EXPECT_EQ(t->event, "approved");
  EXPECT_EQ(t->comment, "ok");
  EXPECT_EQ(t->new_processing_status_id, kProcessing);
}

TEST(RequestLifecycle, AdminMayDecideForAnyoneButAColleagueMayNot) {
  EXPECT_TRUE(Apply(InStatus(kPending), Admin(), RequestAction::kApprove, "").ok());
  EXPECT_EQ(CodeOf(InStatus(kPending), Colleague(), RequestAction::kApprove), absl::StatusCode::kPermissionDenied);
  EXPECT_EQ(CodeOf(InStatus(kPending), Hr(), RequestAction::kReject), absl::StatusCode::kPermissionDenied);
}

TEST(RequestLifecycle, AnEmployeeCannotApproveOwnRequestEvenAsAdminOrManager) {
  Actor self = Employee();
  self.is_admin = true;
  self.is_hr = true;
  self.is_supervisor_of_applicant = true;
  EXPECT_EQ(CodeOf(InStatus(kPending), self, RequestAction::kApprove), absl::StatusCode::kPermissionDenied);
  EXPECT_EQ(CodeOf(InStatus(kPending), self, RequestAction::kReject), absl::StatusCode::kPermissionDenied);
  RequestState asked = InStatus(kCancellationRequested);
  EXPECT_EQ(CodeOf(asked, self, RequestAction::kAcceptCancellation), absl::StatusCode::kPermissionDenied);
}

TEST(RequestLifecycle, OnlyAPendingRequestIsApprovedOrRejected) {
  for (int status : {kApproved, kRejected, kCancelled, kCancellationRequested}) {
    EXPECT_EQ(CodeOf(InStatus(status), Supervisor(), RequestAction::kApprove), absl::StatusCode::kFailedPrecondition);
    EXPECT_EQ(CodeOf(InStatus(status), Supervisor(), RequestAction::kReject), absl::StatusCode::kFailedPrecondition);
  }
}

TEST(RequestLifecycle, RejectionWithoutCommentGetsTheDefaultText) {
  auto t = Apply(InStatus(kPending), Supervisor(), RequestAction::kReject, "");
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(t->new_status_id, kRejected);
  EXPECT_EQ(t->comment, "request rejection");
  EXPECT_EQ(Apply(InStatus(kPending), Supervisor(), RequestAction::kReject, "za dużo osób")->comment, "za dużo osób");
}

TEST(RequestLifecycle, ApplicantOrWhoFiledItCancelsOnlyWhilePending) {
  EXPECT_EQ(Apply(InStatus(kPending), Employee(), RequestAction::kCancel, "")->new_status_id, kCancelled);
  RequestState filed_by_manager = InStatus(kPending);
  filed_by_manager.filed_by_id = 1003;
  EXPECT_TRUE(Apply(filed_by_manager, Supervisor(), RequestAction::kCancel, "").ok());
  EXPECT_EQ(CodeOf(InStatus(kApproved), Employee(), RequestAction::kCancel), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(CodeOf(InStatus(kPending), Hr(), RequestAction::kCancel), absl::StatusCode::kPermissionDenied);
}

TEST(RequestLifecycle, TheApplicantAsksToCancelAnApprovedRequest) {
  auto asked = Apply(InStatus(kApproved), Employee(), RequestAction::kRequestCancellation, "plans changed");
  ASSERT_TRUE(asked.ok());
  EXPECT_EQ(asked->new_status_id, kCancellationRequested);
  EXPECT_EQ(asked->comment, "plans changed");
  EXPECT_EQ(CodeOf(InStatus(kPending), Employee(), RequestAction::kRequestCancellation),
            absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(CodeOf(InStatus(kApproved), Supervisor(), RequestAction::kRequestCancellation),
            absl::StatusCode::kPermissionDenied);
}

TEST(RequestLifecycle, AnAcceptedCancellationCancelsAndTellsPayroll) {
  auto t = Apply(InStatus(kCancellationRequested), Supervisor(), RequestAction::kAcceptCancellation, "");
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(t->new_status_id, kCancelled);
  EXPECT_EQ(t->new_processing_status_id, kProcessing);
}

TEST(RequestLifecycle, ARejectedCancellationReturnsToApprovedWithTheDefaultComment) {
  auto t = Apply(InStatus(kCancellationRequested), Supervisor(), RequestAction::kRejectCancellation, "");
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(t->new_status_id, kApproved);
  EXPECT_EQ(t->event, "cancellation-rejected");
  EXPECT_EQ(t->comment, "rejection of cancellation request");
  EXPECT_EQ(CodeOf(InStatus(kApproved), Supervisor(), RequestAction::kRejectCancellation),
            absl::StatusCode::kFailedPrecondition);
}

TEST(RequestLifecycle, HrTakesOverALiveRequestOnce) {
  for (int status : {kPending, kApproved, kCancellationRequested}) {
    auto t = Apply(InStatus(status), Hr(), RequestAction::kTakeOver, "");
    ASSERT_TRUE(t.ok()) << status;
    EXPECT_EQ(t->new_status_id, status);
    EXPECT_TRUE(t->marks_handled_by_hr);
  }
  EXPECT_EQ(CodeOf(InStatus(kRejected), Hr(), RequestAction::kTakeOver), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(CodeOf(InStatus(kPending), Supervisor(), RequestAction::kTakeOver), absl::StatusCode::kPermissionDenied);
  RequestState taken = InStatus(kPending);
  taken.handled_by_hr = true;
  EXPECT_EQ(CodeOf(taken, Admin(), RequestAction::kTakeOver), absl::StatusCode::kFailedPrecondition);
}

TEST(RequestLifecycle, HrDecidesOnlyARequestItHolds) {
  // Not yet in HR's hands: the line of supervision decides.
  EXPECT_EQ(CodeOf(InStatus(kPending), Hr(), RequestAction::kApprove), absl::StatusCode::kPermissionDenied);
  // Taken over, or handed over when the applicant left: HR decides, as the supervisor would.
  RequestState held = InStatus(kPending);
  held.handled_by_hr = true;
  EXPECT_TRUE(Apply(held, Hr(), RequestAction::kApprove, "").ok());
  EXPECT_TRUE(Apply(held, Hr(), RequestAction::kReject, "").ok());
  held.status_id = kCancellationRequested;
  EXPECT_TRUE(Apply(held, Hr(), RequestAction::kAcceptCancellation, "").ok());
}

TEST(RequestLifecycle, HrResumesOnlyAFailedExport) {
  RequestState s = InStatus(kApproved);
  s.processing_status_id = kExportError;
  auto t = Apply(s, Hr(), RequestAction::kResumeProcessing, "");
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(t->new_status_id, kApproved);
  EXPECT_EQ(t->new_processing_status_id, kProcessing);
  EXPECT_EQ(CodeOf(s, Supervisor(), RequestAction::kResumeProcessing), absl::StatusCode::kPermissionDenied);
  s.processing_status_id = kExported;
  EXPECT_EQ(CodeOf(s, Hr(), RequestAction::kResumeProcessing), absl::StatusCode::kFailedPrecondition);
}

TEST(RequestLifecycle, AnUnverifiedRequestIsRejectedTheDayAfterItsDeadline) {
  RequestState s = InStatus(kPending);
  s.requires_manual_verification = true;
  s.manual_verification_deadline = D(2026, 11, 20);
  EXPECT_FALSE(ManualVerificationExpired(s, D(2026, 11, 20)));
  EXPECT_TRUE(ManualVerificationExpired(s, D(2026, 11, 21)));
  Actor system;
  system.is_system = true;
  auto t = Apply(s, system, RequestAction::kExpireManualVerification, "");
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(t->new_status_id, kRejected);
  EXPECT_EQ(t->comment, kManualVerificationExpiredComment);
  EXPECT_EQ(CodeOf(s, Admin(), RequestAction::kExpireManualVerification), absl::StatusCode::kPermissionDenied);
  s.requires_manual_verification = false;
  EXPECT_FALSE(ManualVerificationExpired(s, D(2026, 11, 21)));
  EXPECT_EQ(CodeOf(s, system, RequestAction::kExpireManualVerification), absl::StatusCode::kFailedPrecondition);
}

TEST(RequestLifecycle, AllowedActionsAreTheButtonsEachPersonSees) {
  EXPECT_EQ(AllowedActions(InStatus(kPending), Employee()), std::vector<std::string>{"cancel"});
  EXPECT_EQ(AllowedActions(InStatus(kPending), Supervisor()), (std::vector<std::string>{"approve", "reject"}));
  EXPECT_EQ(AllowedActions(InStatus(kApproved), Employee()), std::vector<std::string>{"request-cancellation"});
  EXPECT_EQ(AllowedActions(InStatus(kCancellationRequested), Supervisor()),
            (std::vector<std::string>{"accept-cancellation", "reject-cancellation"}));
  RequestState failed = InStatus(kApproved);
  failed.processing_status_id = kExportError;
  EXPECT_EQ(AllowedActions(failed, Hr()), (std::vector<std::string>{"resume-processing", "take-over"}));
  EXPECT_TRUE(AllowedActions(InStatus(kCancelled), Admin()).empty());
}

TEST(RequestLifecycle, ActionNamesRoundTrip) {
  EXPECT_EQ(ActionName(RequestAction::kRequestCancellation), "request-cancellation");
  EXPECT_EQ(ActionByName("take-over"), RequestAction::kTakeOver);
  EXPECT_EQ(ActionByName("file"), RequestAction::kFile);
  EXPECT_EQ(ActionByName("delete"), std::nullopt);
}

TEST(RequestLifecycle, ActionValuesPassedAsIntsKeepTheirNumbers) {
  EXPECT_EQ(static_cast<int>(RequestAction::kCancel), 0);
  EXPECT_EQ(static_cast<int>(RequestAction::kExpireManualVerification), 8);
  EXPECT_EQ(static_cast<int>(RequestAction::kFile), 9);
}

TEST(RequestLifecycle, OnlyTheEmployeeTheirSupervisorsHrAndAdminFileForThem) {
  EXPECT_TRUE(MayFileFor(Employee(), 1002));
  EXPECT_TRUE(MayFileFor(Supervisor(), 1002));
  EXPECT_TRUE(MayFileFor(Hr(), 1002));
  Actor admin{1001};
  admin.is_admin = true;
  EXPECT_TRUE(MayFileFor(admin, 1002));
  // A colleague, or a manager of another team, may not.
  EXPECT_FALSE(MayFileFor(Actor{1005}, 1002));
  EXPECT_FALSE(MayFileFor(Employee(), 1005));
}

}  // namespace
}  // namespace kadry::absences
