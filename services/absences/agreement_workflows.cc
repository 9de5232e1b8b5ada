#include "services/absences/agreement_workflows.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "services/absences/domain/access_flags.h"
#include "services/common/problem.h"
#include "services/common/status_macros.h"

namespace kadry::absences {
absl::StatusOr<int> AgreementWorkflows::Apply(const Caller& caller, const AgreementDraft& draft,
                                              const std::string& operation, absl::CivilDay today) {
  auto me = employees_.Get(caller.user_id, caller.Scope());
  if (!me.ok() && me.status().code() != absl::StatusCode::kNotFound) return me.status();
  if (!me.ok() || !HasAccess(me->abilities, kRegularRemoteWorkAbility))
    return Refusal(absl::StatusCode::kPermissionDenied, "home-office.no-access",
                   "regular remote work is not available to you");
  const auto problems = ValidateAgreementDraft(draft, today);
  if (!problems.empty()) return InvalidFields(problems);
  int64_t created = 0;
  RETURN_IF_ERROR(idempotent_.Run(
      caller.user_id, caller.idempotency_key, operation, created, [&](PgConnection& tx) -> absl::Status {
        // One application at a time: filings of one person are serialised.
        RETURN_IF_ERROR(RequestStore::LockEmployee(tx, caller.user_id));
        ASSIGN_OR_RETURN(const std::optional<int> open, AgreementStore::OpenOf(tx, caller.user_id));
        if (open)
          return Refusal(absl::StatusCode::kAlreadyExists, "agreement.open-exists",
                         "an agreement of yours awaits its opinion or decision", {{"id", *open}});
        ASSIGN_OR_RETURN(created, AgreementStore::Insert(tx, caller.user_id, draft));
        return AgreementStore::AddEvent(tx, static_cast<int>(created), caller.user_id, "filed", draft.justification);
      }));
  return static_cast<int>(created);
}

absl::Status AgreementWorkflows::Step(const Caller& caller, int agreement_id, AgreementAction action, bool positive,
                                      const std::string& comment) {
  int64_t stepped = agreement_id;
  return idempotent_.Run(
      caller.user_id, caller.idempotency_key,
      absl::StrCat("agreement ", AgreementActionName(action), " on ", agreement_id, positive ? " +" : " -"), stepped,
      [&](PgConnection& tx) -> absl::Status {
        ASSIGN_OR_RETURN(const LockedAgreement locked, AgreementStore::Lock(tx, agreement_id));
        ASSIGN_OR_RETURN(const AgreementActor actor, ActorOn(tx, caller, locked));
        ASSIGN_OR_RETURN(const AgreementStatus next,
                         ApplyAgreementStep(locked.status, locked.employee_id, actor, action, positive, comment));
        return AgreementStore::Apply(tx, agreement_id, action, next, caller.user_id, positive, comment);
      });
}

absl::Status AgreementWorkflows::End(const Caller& caller, int agreement_id, const std::string& last_day,
                                     const std::string& comment, absl::CivilDay today) {
  int64_t ended = agreement_id;
  return idempotent_.Run(
      caller.user_id, caller.idempotency_key, absl::StrCat("agreement end on ", agreement_id, " ", last_day), ended,
      [&](PgConnection& tx) -> absl::Status {
        ASSIGN_OR_RETURN(const LockedAgreement locked, AgreementStore::Lock(tx, agreement_id));
        // The employee's requests are written under this lock too: no HO is filed meanwhile.
        RETURN_IF_ERROR(RequestStore::LockEmployee(tx, locked.employee_id));
        ASSIGN_OR_RETURN(const AgreementActor actor, ActorOn(tx, caller, locked));
        ASSIGN_OR_RETURN(const absl::CivilDay last, EndAgreement(locked.status, locked.terms, locked.employee_id, actor,
                                                                 last_day, comment, today));
        RETURN_IF_ERROR(HomeOfficeStaysCovered(tx, agreement_id, locked, last));
        return AgreementStore::End(tx, agreement_id, last, caller.user_id, comment);
      });
}

absl::StatusOr<AgreementActor> AgreementWorkflows::ActorOn(PgConnection& tx, const Caller& caller,
                                                           const LockedAgreement& locked) {
  AgreementActor actor = caller.AsAgreementActor();
  if (locked.employee_id != caller.user_id) {
    ASSIGN_OR_RETURN(actor.supervises, EmployeeStore::IsAboveIn(tx, caller.user_id, locked.employee_id));
  }
  // Outside the caller's sight the agreement does not exist (AgreementStore::Get's rule).
  if (!caller.ReadsAllAgreements() && !actor.supervises && locked.employee_id != caller.user_id)
    return Refusal(absl::StatusCode::kNotFound, "agreement.not-found", "no such agreement");
  return actor;
}

absl::Status AgreementWorkflows::HomeOfficeStaysCovered(PgConnection& tx, int agreement_id,
                                                        const LockedAgreement& locked, absl::CivilDay last_day) {
  // Nothing after the agreed end relied on this agreement.
  const absl::CivilDay after = last_day + 1;
  const absl::CivilDay until = locked.terms.to.value_or(absl::CivilDay(9999, 12, 31));
  if (after > until) return absl::OkStatus();
  ASSIGN_OR_RETURN(const auto live, RequestStore::Overlapping(tx, locked.employee_id, after, until));
  ASSIGN_OR_RETURN(std::vector<AgreementTerms> remaining,
                   AgreementStore::ApprovedTerms(tx, locked.employee_id, after, until, agreement_id));
  AgreementTerms shortened = locked.terms;
  shortened.to = last_day;
  remaining.push_back(shortened);
  std::vector<std::string> uncovered;
  for (const ExistingRequest& r : live) {
    if (r.request_type_id != kHomeOffice) continue;
    if (!DaysOutsideAgreements(remaining, std::max(r.from, after), r.to).empty()) uncovered.push_back(r.request_no);
  }
  if (uncovered.empty()) return absl::OkStatus();
  // The employee cancels them first (or the supervisor rejects them): an approved HO day is
  // never left without the agreement it stands on.
  return Refusal(absl::StatusCode::kAborted, "agreement.home-office-after-end",
                 absl::StrCat("remote work requests after the new last day rely on this agreement: ",
                              absl::StrJoin(uncovered, ", ")),
                 {{"requests", absl::StrJoin(uncovered, ", ")}});
}

}  // namespace kadry::absences
