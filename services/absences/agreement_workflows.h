#pragma once

// Applying for an agreement on regular remote work and the steps on it (docs/remote-work.md):
// between a handler's parsed input and the store, each write in one transaction, with the rules
// of domain/remote_work.h. No gRPC here.
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "services/absences/caller.h"
#include "services/absences/domain/remote_work.h"
#include "services/absences/store/agreement_store.h"
#include "services/absences/store/employee_store.h"
#include "services/common/idempotent_writes.h"
#include "services/common/pg.h"

namespace kadry::absences {

class AgreementWorkflows final {
 public:
  AgreementWorkflows(EmployeeStore& employees, IdempotentWrites& idempotent)
      : employees_(employees), idempotent_(idempotent) {}

  // The new agreement's id. The caller applies for themselves and needs the regular remote
  // work flag (403 home-office.no-access); a draft with problems is 400 with all of them; an
  // agreement of theirs still awaiting its opinion or decision is 409 agreement.open-exists.
  absl::StatusOr<int> Apply(const Caller& caller, const AgreementDraft& draft, const std::string& operation,
                            absl::CivilDay today);

  // One step on an agreement the caller can see (NOT_FOUND otherwise).
  absl::Status Step(const Caller& caller, int agreement_id, AgreementAction action, bool positive,
                    const std::string& comment);

  // Ends an approved agreement early (docs/remote-work.md): EndAgreement's rules, and 409
  // agreement.home-office-after-end naming the live HO requests that would lose their cover.
  absl::Status End(const Caller& caller, int agreement_id, const std::string& last_day, const std::string& comment,
                   absl::CivilDay today);

 private:
  // The caller as the actor on a locked agreement; NOT_FOUND when it is out of their sight.
  static absl::StatusOr<AgreementActor> ActorOn(PgConnection& tx, const Caller& caller, const LockedAgreement& locked);
  static absl::Status HomeOfficeStaysCovered(PgConnection& tx, int agreement_id, const LockedAgreement& locked,
                                             absl::CivilDay last_day);

  EmployeeStore& employees_;
  IdempotentWrites& idempotent_;
};

}  // namespace kadry::absences
