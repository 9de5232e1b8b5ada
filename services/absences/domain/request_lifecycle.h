#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/time/civil_time.h"

namespace kadry::absences {

// What can happen to a request (docs/product.md §4). The service passes these as ints: append
// only, never reorder.
enum class RequestAction {
  kCancel,
  kApprove,
  kReject,
  kRequestCancellation,
  kAcceptCancellation,
  kRejectCancellation,
  kTakeOver,
  kResumeProcessing,
  kExpireManualVerification,
  kFile,  // a new request: the employee, a supervisor above them, HR or Admin
};

// The request as the lifecycle needs it.
struct RequestState {
  int status_id = 1;
  int processing_status_id = 0;
  int applicant_id = 0;
  int filed_by_id = 0;
  bool requires_manual_verification = false;
  std::optional<absl::CivilDay> manual_verification_deadline;
  bool handled_by_hr = false;  // taken over by HR (shown in a tooltip, docs/product.md §4)
};

// Who acts, judged by the caller of the service.
struct Actor {
  int user_id = 0;
  bool is_admin = false;
  bool is_hr = false;
  bool is_supervisor_of_applicant = false;  // anywhere above the applicant in the chain
  bool is_system = false;                   // background jobs
};

struct Transition {
  int new_status_id = 0;
  std::string event;                            // recorded in the history: filed, approved, rejected, ...
  std::string comment;                          // the given one, or the default of docs/product.md §4
  std::optional<int> new_processing_status_id;  // set when payroll must hear of it
  bool marks_handled_by_hr = false;             // take-over sets the HR flag
  int on_behalf_of_id = 0;                      // a substitute's decision: the supervisor in whose stead
};

inline constexpr char kDefaultRejectionComment[] = "request rejection";
inline constexpr char kDefaultCancellationRejectionComment[] = "rejection of cancellation request";
inline constexpr char kManualVerificationExpiredComment[] = "not approved by the manual verification deadline";

// Whether the actor may file (and preview) a request for `employee_id`: the employee, a
// supervisor anywhere above them (supervisor mode, docs/product.md §4), HR and Admin. The
// actor's is_supervisor_of_applicant refers to that employee.
bool MayFileFor(const Actor& actor, int employee_id);

// The next state, or PERMISSION_DENIED (the actor may not) / FAILED_PRECONDITION (the
// state forbids it). Nobody decides on their own request, whatever their roles.
absl::StatusOr<Transition> Apply(const RequestState& state, const Actor& actor, RequestAction action,
                                 const std::string& comment);

// The actions the actor may take now, by their URL names, in this order: approve,
// reject, cancel, request-cancellation, accept-cancellation, reject-cancellation,
// resume-processing, take-over.
std::vector<std::string> AllowedActions(const RequestState& state, const Actor& actor);

// The URL name of an action ("approve", "request-cancellation", ...; "file" and
// "expire-manual-verification" for the two that have no button) and back.
std::string ActionName(RequestAction action);
std::optional<RequestAction> ActionByName(absl::string_view name);

// A supervisor's decision on a request or its cancellation: what a substitute may also take
// (docs/substitutions.md).
bool IsDecision(RequestAction action);

// A pending request needing manual verification is rejected once its deadline has
// passed (docs/product.md §4): the deadline day itself still counts.
bool ManualVerificationExpired(const RequestState& state, absl::CivilDay today);
// The approvers are reminded this many days before a manual verification deadline, and on it.
inline constexpr int kManualVerificationReminderDays = 2;

}  // namespace kadry::absences
