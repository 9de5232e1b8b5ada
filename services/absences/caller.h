#pragma once

#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "services/absences/domain/remote_work.h"
#include "services/absences/domain/request_lifecycle.h"
#include "services/absences/domain/substitutions.h"
#include "services/absences/store/employee_store.h"
#include "services/common/problem.h"

namespace kadry::absences {

// Who calls, with the row scope their roles give (docs/architecture.md §3).
struct Caller {
  int user_id = 0;
  bool is_admin = false;
  bool is_hr = false;
  bool reads_all = false;                 // Admin, HR, Administration, HRPreview see every row
  bool gives_agreement_opinions = false;  // HoAgreementOpinioning: every remote work agreement
  bool is_hr_analyst = false;             // HRAnalyst: the week report of any team
  int location_id = 0;                    // a LocationManager's own location: they also see everyone at it
  std::string idempotency_key;            // of this call's create or decision; "" = none
  // OK for those who see every row; else access.hr-only with `refusal` ("the requests report is
  // for HR and administration").
  absl::Status HrOnly(std::string_view refusal) const {
    return reads_all ? absl::OkStatus() : Refusal(absl::StatusCode::kPermissionDenied, "access.hr-only", refusal);
  }
  EmployeeScope Scope() const { return EmployeeScope{reads_all, user_id, location_id}; }
  // A request by id (its details carry reasons such as a relative's illness) stays with the
  // line of supervision: the location rule opens the people of a location, not their requests.
  EmployeeScope RequestScope() const { return EmployeeScope{reads_all, user_id}; }
  // Who reads every remote work agreement (their addresses are people's homes): Admin and the
  // opinion-givers, not HR at large.
  bool ReadsAllAgreements() const { return is_admin || gives_agreement_opinions; }
  // The agreement steps' actor, before it is known whether the caller is above the employee.
  AgreementActor AsAgreementActor() const { return AgreementActor{user_id, is_admin, gives_agreement_opinions, false}; }
  // The substitution steps' actor, before it is known whether the caller is above the away person.
  SubstitutionActor AsSubstitutionActor() const { return SubstitutionActor{user_id, is_admin, false}; }
  // The lifecycle's actor; `supervises` = the caller is above the employee concerned.
  Actor AsActor(bool supervises) const { return Actor{user_id, is_admin, is_hr, supervises, false}; }
};

}  // namespace kadry::absences
