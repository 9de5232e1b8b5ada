#pragma once

// Filing and deciding requests (docs/product.md §4, §5): the steps between a handler's parsed
// input and the stores, each write in one transaction, with the rules of domain/. No gRPC
// here: handlers parse, authorise, call these and map the result.
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "services/absences/caller.h"
#include "services/absences/domain/leave_limits.h"
#include "services/absences/domain/request_conflicts.h"
#include "services/absences/domain/request_lifecycle.h"
#include "services/absences/domain/request_types.h"
#include "services/absences/domain/request_validation.h"
#include "services/absences/store/employee_store.h"
#include "services/common/idempotent_writes.h"
#include "services/absences/store/request_store.h"
#include "services/absences/store/substitution_store.h"
#include "services/common/pg.h"

namespace kadry::absences {

// The new-request form after parsing: the draft the rules judge, its type (null when
// unknown) and every problem found.
struct ParsedDraft {
  RequestDraftInput input;
  const RequestTypeInfo* type = nullptr;
  std::vector<FieldProblem> problems;
};

// What filing would do, shown live while the form is filled in.
struct RequestPreview {
  std::vector<FieldProblem> problems;
  bool has_period = false;  // a known type and a period: the figures below are set
  int number_of_days = 0;
  int number_of_working_days = 0;
  LimitAvailability limit;
  std::optional<AnnualLeaveSummary> annual_leave;  // annual types: the balance on as_of
  absl::CivilDay annual_leave_as_of;
  std::vector<ExistingRequest> conflicts;
};

// A request to file, parsed, for `employee_id`.
struct Filing {
  int employee_id = 0;
  ParsedDraft draft;
  std::string address_json;         // "" when none
  std::string reason_json;          // "" when none
  bool cancel_conflicting = false;  // the user confirmed the overlap question
  std::string operation;            // what the idempotency key stands for (OperationOf the create)
};

// How a caller reaches a request: the scope to read it in, whether they act on it as a
// supervisor of the applicant, and in whose stead when as a substitute (0: their own right).
struct RequestReach {
  EmployeeScope scope;
  bool supervises = false;
  int on_behalf_of = 0;
  RequestState state;  // as read to decide the reach
};

class RequestWorkflows final {
 public:
  RequestWorkflows(PgPool& pool, EmployeeStore& employees, RequestStore& requests, SubstitutionStore& substitutions,
                   IdempotentWrites& idempotent)
      : pool_(pool),
        employees_(employees),
        requests_(requests),
        substitutions_(substitutions),
        idempotent_(idempotent) {}

  // The caller's reach of a request: through their scope, and, with `as_substitute`, also
  // as the substitute on `today` of a supervisor above the applicant (docs/substitutions.md).
  // NOT_FOUND when they reach it neither way.
  absl::StatusOr<RequestReach> ReachOf(const Caller& caller, int request_id, bool as_substitute, absl::CivilDay today);

  // The caller as the lifecycle's actor towards `employee_id`; NOT_FOUND when they may not
  // file for that person (the row does not exist for them).
  absl::StatusOr<Actor> FilerFor(const Caller& caller, int employee_id);

  absl::StatusOr<RequestPreview> Preview(const Caller& caller, int employee_id, const ParsedDraft& draft,
                                         absl::CivilDay today);

  // The new request's id. An overlap is ABORTED with the conflicts (unless confirmed, and then
  // only what the filer could cancel by hand gives way); a limit overrun FAILED_PRECONDITION.
  absl::StatusOr<int> File(const Caller& caller, const Filing& filing, absl::CivilDay today);

  // One lifecycle action on a request the caller reaches, with its comment; a decision also as a
  // substitute, recorded in the supervisor's stead.
  absl::Status Decide(const Caller& caller, int request_id, RequestAction action, const std::string& comment,
                      absl::CivilDay today);

 private:
  // Whether the employee holds the access flag `type` needs (AccessNeededFor).
  absl::StatusOr<bool> MayHave(int employee_id, const RequestTypeInfo& type);
  // The draft's problems with the access problem of its type, if any.
  absl::StatusOr<std::vector<FieldProblem>> ProblemsOf(int employee_id, const ParsedDraft& draft);

  PgPool& pool_;
  EmployeeStore& employees_;
  RequestStore& requests_;
  SubstitutionStore& substitutions_;
  IdempotentWrites& idempotent_;
};

}  // namespace kadry::absences
