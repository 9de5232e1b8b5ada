#include "services/absences/domain/request_lifecycle.h"

#include <utility>

#include "services/absences/domain/request_types.h"

namespace kadry::absences {
namespace {

constexpr int S(RequestStatus s) { return static_cast<int>(s); }

bool IsApplicant(const RequestState& s, const Actor& a) {
  return a.user_id == s.applicant_id || a.user_id == s.filed_by_id;
}
// A decision belongs to the chain above the applicant; Admin may stand in. Never the
// applicant themself, whatever their roles.
bool MayDecide(const RequestState& s, const Actor& a) {
  return a.user_id != s.applicant_id && (a.is_supervisor_of_applicant || a.is_admin);
}

const std::pair<RequestAction, const char*> kActionNames[] = {
    {RequestAction::kApprove, "approve"},
    {RequestAction::kReject, "reject"},
    {RequestAction::kCancel, "cancel"},
    {RequestAction::kRequestCancellation, "request-cancellation"},
    {RequestAction::kAcceptCancellation, "accept-cancellation"},
    {RequestAction::kRejectCancellation, "reject-cancellation"},
    {RequestAction::kResumeProcessing, "resume-processing"},
    {RequestAction::kTakeOver, "take-over"},
};

}  // namespace

absl::StatusOr<Transition> Apply(const RequestState& s, const Actor& a, RequestAction action,
                                 const std::string& comment) {
  const int status = s.status_id;
  auto deny = [] { return absl::PermissionDeniedError("you may not do this with the request"); };
  auto wrong_state = [](const char* what) {
    return absl::FailedPreconditionError(std::string("the request ") + what);
  };
  switch (action) {
    case RequestAction::kCancel:
      if (!IsApplicant(s, a)) return deny();
      if (status != S(RequestStatus::kPending)) return wrong_state("can only be cancelled before it is approved");
      return Transition{S(RequestStatus::kCancelled), "cancelled", comment, std::nullopt};
    case RequestAction::kApprove:
      if (!MayDecide(s, a)) return deny();
      if (status != S(RequestStatus::kPending)) return wrong_state("is not waiting for approval");
      // Approval queues the export to payroll (the outbox row is written with it).
      return Transition{S(RequestStatus::kApproved), "approved", comment,
                        static_cast<int>(ProcessingStatus::kProcessing)};
    case RequestAction::kReject:
      if (!MayDecide(s, a)) return deny();
      if (status != S(RequestStatus::kPending)) return wrong_state("is not waiting for approval");
      return Transition{S(RequestStatus::kRejected), "rejected",
                        comment.empty() ? kDefaultRejectionComment : comment, std::nullopt};
    case RequestAction::kRequestCancellation:
      if (a.user_id != s.applicant_id) return deny();
      if (status != S(RequestStatus::kApproved)) return wrong_state("must be approved to ask for its cancellation");
      return Transition{S(RequestStatus::kCancellationRequested), "cancellation-requested", comment, std::nullopt};
    case RequestAction::kAcceptCancellation:
      if (!MayDecide(s, a)) return deny();
      if (status != S(RequestStatus::kCancellationRequested)) return wrong_state("has no cancellation request");
      // Payroll must learn of the cancellation as it learnt of the approval.
      return Transition{S(RequestStatus::kCancelled), "cancellation-accepted", comment,
                        static_cast<int>(ProcessingStatus::kProcessing)};
    case RequestAction::kRejectCancellation:
      if (!MayDecide(s, a)) return deny();
      if (status != S(RequestStatus::kCancellationRequested)) return wrong_state("has no cancellation request");
      return Transition{S(RequestStatus::kApproved), "cancellation-rejected",
                        comment.empty() ? kDefaultCancellationRejectionComment : comment, std::nullopt};
    case RequestAction::kTakeOver:
      if (!(a.is_hr || a.is_admin)) return deny();
      if (status != S(RequestStatus::kPending) && status != S(RequestStatus::kCancellationRequested)) {
        return wrong_state("is not waiting for a decision");
      }
      return Transition{status, "taken-over-by-hr", comment, std::nullopt};
    case RequestAction::kResumeProcessing:
      if (!(a.is_hr || a.is_admin)) return deny();
      if (s.processing_status_id != static_cast<int>(ProcessingStatus::kError)) return wrong_state("export has not failed");
      return Transition{status, "processing-resumed", comment, static_cast<int>(ProcessingStatus::kProcessing)};
    case RequestAction::kExpireManualVerification:
      if (!a.is_system) return deny();
      if (status != S(RequestStatus::kPending) || !s.requires_manual_verification) {
        return wrong_state("does not wait for manual verification");
      }
      return Transition{S(RequestStatus::kRejected), "manual-verification-expired",
                        kManualVerificationExpiredComment, std::nullopt};
  }
  return absl::InvalidArgumentError("unknown action");
}

std::vector<std::string> AllowedActions(const RequestState& s, const Actor& a) {
  std::vector<std::string> names;
  for (const auto& [action, name] : kActionNames) {
    if (Apply(s, a, action, "").ok()) names.emplace_back(name);
  }
  return names;
}

bool ManualVerificationExpired(const RequestState& s, absl::CivilDay today) {
  return s.status_id == S(RequestStatus::kPending) && s.requires_manual_verification &&
         s.manual_verification_deadline.has_value() && *s.manual_verification_deadline < today;
}

}  // namespace kadry::absences
