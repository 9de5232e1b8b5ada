#include "services/absences/domain/request_lifecycle.h"

#include <utility>

#include "services/absences/domain/request_types.h"
#include "services/common/problem.h"

namespace kadry::absences {
namespace {

constexpr int S(RequestStatus s) { return static_cast<int>(s); }
constexpr int kQueueForPayroll = static_cast<int>(ProcessingStatus::kProcessing);

// The action names of the web, in the order AllowedActions lists them; the last two
// have no button.
constexpr std::pair<RequestAction, const char*> kActionNames[] = {
    {RequestAction::kApprove, "approve"},
    {RequestAction::kReject, "reject"},
    {RequestAction::kCancel, "cancel"},
    {RequestAction::kRequestCancellation, "request-cancellation"},
    {RequestAction::kAcceptCancellation, "accept-cancellation"},
    {RequestAction::kRejectCancellation, "reject-cancellation"},
    {RequestAction::kResumeProcessing, "resume-processing"},
    {RequestAction::kTakeOver, "take-over"},
    {RequestAction::kFile, "file"},
    {RequestAction::kExpireManualVerification, "expire-manual-verification"},
};
constexpr int kButtonCount = 8;

bool IsApplicantOrFiler(const RequestState& s, const Actor& a) {
  return a.user_id == s.applicant_id || a.user_id == s.filed_by_id;
}

bool IsHrOrAdmin(const Actor& a) { return a.is_hr || a.is_admin; }

// A decision belongs to the chain above the applicant; Admin may stand in, and HR once it
// holds the request (taken over, or handed over when the applicant left). Never the
// applicant themself, whatever their roles: nobody approves their own leave.
bool MayDecide(const RequestState& s, const Actor& a) {
  return a.user_id != s.applicant_id && (a.is_supervisor_of_applicant || a.is_admin || (s.handled_by_hr && a.is_hr));
}

// Rejected and cancelled requests are history: nothing more happens to them.
bool IsFinal(int status) { return status == S(RequestStatus::kRejected) || status == S(RequestStatus::kCancelled); }

absl::Status Denied() {
  return Refusal(absl::StatusCode::kPermissionDenied, "request.not-allowed", "you may not do this with the request");
}
absl::Status WrongState(const char* code, const char* why) {
  return Refusal(absl::StatusCode::kFailedPrecondition, code, std::string("the request ") + why);
}

std::string OrDefault(const std::string& comment, const char* fallback) {
  return comment.empty() ? std::string(fallback) : comment;
}

// The employee files for themself; a supervisor above, HR or Admin for them.
absl::StatusOr<Transition> File(const RequestState& s, const Actor& a, const std::string& comment) {
  if (a.user_id != s.applicant_id && !a.is_supervisor_of_applicant && !IsHrOrAdmin(a)) return Denied();
  return Transition{S(RequestStatus::kPending), "filed", comment, std::nullopt};
}

// Withdrawn before anyone decided: only who asked.
absl::StatusOr<Transition> Cancel(const RequestState& s, const Actor& a, const std::string& comment) {
  if (!IsApplicantOrFiler(s, a)) return Denied();
  if (s.status_id != S(RequestStatus::kPending))
    return WrongState("request.already-approved", "can only be cancelled before it is approved");
  return Transition{S(RequestStatus::kCancelled), "cancelled", comment, std::nullopt};
}

// Approval queues the export to payroll (the service writes the outbox row with it).
absl::StatusOr<Transition> Approve(const RequestState& s, const Actor& a, const std::string& comment) {
  if (!MayDecide(s, a)) return Denied();
  if (s.status_id != S(RequestStatus::kPending))
    return WrongState("request.not-pending", "is not waiting for approval");
  return Transition{S(RequestStatus::kApproved), "approved", comment, kQueueForPayroll};
}

absl::StatusOr<Transition> Reject(const RequestState& s, const Actor& a, const std::string& comment) {
  if (!MayDecide(s, a)) return Denied();
  if (s.status_id != S(RequestStatus::kPending))
    return WrongState("request.not-pending", "is not waiting for approval");
  return Transition{S(RequestStatus::kRejected), "rejected", OrDefault(comment, kDefaultRejectionComment),
                    std::nullopt};
}

// An approved request is undone only with the supervisor's consent: the applicant asks,
// whether or not the period has begun (days already taken are then corrected by HR).
absl::StatusOr<Transition> RequestCancellation(const RequestState& s, const Actor& a, const std::string& comment) {
  if (a.user_id != s.applicant_id) return Denied();
  if (s.status_id != S(RequestStatus::kApproved))
    return WrongState("request.not-approved", "must be approved to ask for its cancellation");
  return Transition{S(RequestStatus::kCancellationRequested), "cancellation-requested", comment, std::nullopt};
}

// Payroll must learn of the cancellation as it learnt of the approval.
absl::StatusOr<Transition> AcceptCancellation(const RequestState& s, const Actor& a, const std::string& comment) {
  if (!MayDecide(s, a)) return Denied();
  if (s.status_id != S(RequestStatus::kCancellationRequested))
    return WrongState("request.no-cancellation-request", "has no cancellation request");
  return Transition{S(RequestStatus::kCancelled), "cancellation-accepted", comment, kQueueForPayroll};
}

// The leave stands: back to approved, the refusal recorded as an event.
absl::StatusOr<Transition> RejectCancellation(const RequestState& s, const Actor& a, const std::string& comment) {
  if (!MayDecide(s, a)) return Denied();
  if (s.status_id != S(RequestStatus::kCancellationRequested))
    return WrongState("request.no-cancellation-request", "has no cancellation request");
  return Transition{S(RequestStatus::kApproved), "cancellation-rejected",
                    OrDefault(comment, kDefaultCancellationRejectionComment), std::nullopt};
}

// HR takes a live request in hand (flagged in a tooltip, docs/product.md §4); the status stays.
absl::StatusOr<Transition> TakeOver(const RequestState& s, const Actor& a, const std::string& comment) {
  if (!IsHrOrAdmin(a)) return Denied();
  if (IsFinal(s.status_id)) return WrongState("request.closed", "is closed");
  if (s.handled_by_hr) return WrongState("request.handled-by-hr", "is already handled by HR");
  Transition t{s.status_id, "taken-over-by-hr", comment, std::nullopt};
  t.marks_handled_by_hr = true;
  return t;
}

// A failed payroll export is queued again.
absl::StatusOr<Transition> ResumeProcessing(const RequestState& s, const Actor& a, const std::string& comment) {
  if (!IsHrOrAdmin(a)) return Denied();
  if (s.processing_status_id != static_cast<int>(ProcessingStatus::kError))
    return WrongState("request.export-not-failed", "export has not failed");
  return Transition{s.status_id, "processing-resumed", comment, kQueueForPayroll};
}

// Unverified by its deadline: the background job rejects it (docs/product.md §4).
absl::StatusOr<Transition> ExpireManualVerification(const RequestState& s, const Actor& a) {
  if (!a.is_system) return Denied();
  if (s.status_id != S(RequestStatus::kPending) || !s.requires_manual_verification) {
    return WrongState("request.not-awaiting-verification", "does not wait for manual verification");
  }
  return Transition{S(RequestStatus::kRejected), "manual-verification-expired", kManualVerificationExpiredComment,
                    std::nullopt};
}

}  // namespace

absl::StatusOr<Transition> Apply(const RequestState& s, const Actor& a, RequestAction action,
                                 const std::string& comment) {
  switch (action) {
    case RequestAction::kFile: return File(s, a, comment);
    case RequestAction::kCancel: return Cancel(s, a, comment);
    case RequestAction::kApprove: return Approve(s, a, comment);
    case RequestAction::kReject: return Reject(s, a, comment);
    case RequestAction::kRequestCancellation: return RequestCancellation(s, a, comment);
    case RequestAction::kAcceptCancellation: return AcceptCancellation(s, a, comment);
    case RequestAction::kRejectCancellation: return RejectCancellation(s, a, comment);
    case RequestAction::kTakeOver: return TakeOver(s, a, comment);
    case RequestAction::kResumeProcessing: return ResumeProcessing(s, a, comment);
    case RequestAction::kExpireManualVerification: return ExpireManualVerification(s, a);
  }
  return Refusal(absl::StatusCode::kInvalidArgument, "request.unknown-action", "unknown action");
}

std::vector<std::string> AllowedActions(const RequestState& s, const Actor& a) {
  std::vector<std::string> names;
  for (int i = 0; i < kButtonCount; ++i) {
    if (Apply(s, a, kActionNames[i].first, "").ok()) names.emplace_back(kActionNames[i].second);
  }
  return names;
}

std::string ActionName(RequestAction action) {
  for (const auto& [a, name] : kActionNames) {
    if (a == action) return name;
  }
  return "";
}

std::optional<RequestAction> ActionByName(absl::string_view name) {
  for (const auto& [a, n] : kActionNames) {
    if (name == n) return a;
  }
  return std::nullopt;
}

bool ManualVerificationExpired(const RequestState& s, absl::CivilDay today) {
  return s.status_id == S(RequestStatus::kPending) && s.requires_manual_verification &&
         s.manual_verification_deadline.has_value() && *s.manual_verification_deadline < today;
}

bool MayFileFor(const Actor& actor, int employee_id) {
  return actor.user_id == employee_id || actor.is_supervisor_of_applicant || actor.is_hr || actor.is_admin;
}

bool IsDecision(RequestAction action) {
  return action == RequestAction::kApprove || action == RequestAction::kReject ||
         action == RequestAction::kAcceptCancellation || action == RequestAction::kRejectCancellation;
}

}  // namespace kadry::absences
