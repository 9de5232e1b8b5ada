#pragma once

// Naming a substitute and the steps on a substitution (docs/substitutions.md): between a
// handler's parsed input and the store, each write in one transaction. No gRPC here.
#include <string>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "services/absences/caller.h"
#include "services/absences/domain/substitutions.h"
#include "services/absences/store/employee_store.h"
#include "services/absences/store/substitution_store.h"
#include "services/common/idempotent_writes.h"

namespace kadry::absences {

class SubstitutionWorkflows final {
 public:
  SubstitutionWorkflows(EmployeeStore& employees, IdempotentWrites& idempotent)
      : employees_(employees), idempotent_(idempotent) {}

  // The new substitution's id. For oneself (employee 0 or the caller) it is a proposal and needs
  // the caller's substitutions flag (403 substitution.no-access); for someone below the caller
  // (or anyone, for Admin) it is confirmed at once; anyone else is NOT_FOUND. Field problems are
  // 400, an overlap with a live substitution of the same person 409 substitution.overlap.
  absl::StatusOr<int> Create(const Caller& caller, SubstitutionInput input, const std::string& operation,
                             absl::CivilDay today);

  // One step on a substitution the caller can see (NOT_FOUND otherwise).
  absl::Status Step(const Caller& caller, int substitution_id, SubstitutionAction action, const std::string& comment,
                    absl::CivilDay today);

 private:
  EmployeeStore& employees_;
  IdempotentWrites& idempotent_;
};

}  // namespace kadry::absences
