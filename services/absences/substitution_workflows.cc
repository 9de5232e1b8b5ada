#include "services/absences/substitution_workflows.h"

#include "absl/strings/str_cat.h"
#include "services/absences/domain/access_flags.h"
#include "services/absences/domain/request_validation.h"
#include "services/absences/store/notification_outbox.h"
#include "services/absences/store/request_store.h"
#include "services/common/problem.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {

absl::StatusOr<int> SubstitutionWorkflows::Create(const Caller& caller, SubstitutionInput in,
                                                  const std::string& operation, absl::CivilDay today) {
  if (in.employee_id == 0) in.employee_id = caller.user_id;
  const bool own = in.employee_id == caller.user_id;
  if (own) {
    auto me = employees_.Get(caller.user_id, caller.Scope());
    if (!me.ok() && me.status().code() != absl::StatusCode::kNotFound) return me.status();
    if (!me.ok() || !HasAccess(me->abilities, kSubstitutionsAbility))
      return Refusal(absl::StatusCode::kPermissionDenied, "substitution.no-access",
                     "substitutions are not available to you");
  } else if (!caller.is_admin) {
    ASSIGN_OR_RETURN(const bool above, employees_.IsAbove(caller.user_id, in.employee_id));
    if (!above) return Refusal(absl::StatusCode::kNotFound, "employee.not-found", "no such employee");
  }
  std::vector<FieldProblem> problems = ValidateSubstitution(in, today);
  if (in.substitute_id > 0 && in.substitute_id != in.employee_id) {
    auto substitute = employees_.Get(in.substitute_id, EmployeeScope{true, 0});
    if (substitute.status().code() == absl::StatusCode::kNotFound)
      problems.push_back({"substituteId", "substitution.unknown-substitute", "no such employee"});
    else if (!substitute.ok())
      return substitute.status();
  }
  if (!problems.empty()) return InvalidFields(problems);
  SubstitutionTerms terms{in.employee_id, in.substitute_id, *ParseDate(in.from_date), *ParseDate(in.to_date),
                          own ? SubstitutionStatus::kProposed : SubstitutionStatus::kConfirmed};
  int64_t created = 0;
  RETURN_IF_ERROR(idempotent_.Run(
      caller.user_id, caller.idempotency_key, operation, created, [&](PgConnection& tx) -> absl::Status {
        // One person's substitutions are written one at a time: the overlap check sees them all.
        RETURN_IF_ERROR(RequestStore::LockEmployee(tx, terms.employee_id));
        ASSIGN_OR_RETURN(const auto overlapping,
                         SubstitutionStore::LiveOverlapping(tx, terms.employee_id, terms.from, terms.to));
        if (!overlapping.empty())
          return Refusal(absl::StatusCode::kAlreadyExists, "substitution.overlap",
                         "another substitution of this person covers part of the period",
                         {{"id", overlapping.front()}});
        ASSIGN_OR_RETURN(created, SubstitutionStore::Insert(tx, terms, in.comment, caller.user_id));
        // Set directly by a supervisor, it is confirmed at once: the substitute learns of it.
        return NotificationOutbox::AboutConfirmedSubstitution(tx, static_cast<int>(created), caller.user_id);
      }));
  return static_cast<int>(created);
}

absl::Status SubstitutionWorkflows::Step(const Caller& caller, int substitution_id, SubstitutionAction action,
                                         const std::string& comment, absl::CivilDay today) {
  if (CharacterCount(comment) > kMaxSubstitutionCommentLength)
    return InvalidFields({{"comment",
                           "field.too-long",
                           absl::StrCat("maximum length is ", kMaxSubstitutionCommentLength, " characters"),
                           {{"max", kMaxSubstitutionCommentLength}}}});
  int64_t stepped = substitution_id;
  return idempotent_.Run(
      caller.user_id, caller.idempotency_key,
      absl::StrCat("substitution ", SubstitutionActionName(action), " on ", substitution_id), stepped,
      [&](PgConnection& tx) -> absl::Status {
        ASSIGN_OR_RETURN(const SubstitutionTerms terms, SubstitutionStore::Lock(tx, substitution_id));
        SubstitutionActor actor{caller.user_id, caller.is_admin, false};
        if (terms.employee_id != caller.user_id) {
          ASSIGN_OR_RETURN(actor.supervises, EmployeeStore::IsAboveIn(tx, caller.user_id, terms.employee_id));
        }
        // Outside the caller's sight the substitution does not exist (SubstitutionStore::Get's rule).
        const bool sees = caller.reads_all || actor.supervises || terms.employee_id == caller.user_id ||
                          terms.substitute_id == caller.user_id;
        if (!sees) return Refusal(absl::StatusCode::kNotFound, "substitution.not-found", "no such substitution");
        ASSIGN_OR_RETURN(const SubstitutionStatus next, ApplySubstitutionStep(terms, actor, action, today));
        RETURN_IF_ERROR(SubstitutionStore::Apply(tx, substitution_id, next, caller.user_id, comment));
        if (next != SubstitutionStatus::kConfirmed) return absl::OkStatus();
        return NotificationOutbox::AboutConfirmedSubstitution(tx, substitution_id, caller.user_id);
      });
}

}  // namespace kadry::absences
