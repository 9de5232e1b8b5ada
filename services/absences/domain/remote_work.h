#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "services/absences/domain/request_types.h"
#include "services/common/problem.h"

// Remote work (KP art. 67¹⁸–67³⁴, docs/remote-work.md): who may file HO and HOOK, the
// agreement on regular remote work and its steps, and which days an agreement covers.
namespace kadry::absences {

inline constexpr char kRegularRemoteWorkAbility[] = "has_access_to_regular_home_office";
inline constexpr char kOccasionalRemoteWorkAbility[] = "has_access_to_occasional_home_office";

// The access flag an employee needs to have a request of `type` filed for them ("" = none):
// HO the regular remote work flag, HOOK the occasional one.
std::string_view AccessNeededFor(const RequestTypeInfo& type);

// Agreement statuses, stored; never renumbered.
enum class AgreementStatus {
  kAwaitingOpinion = 1,
  kAwaitingDecision = 2,
  kApproved = 3,
  kRejected = 4,
  kWithdrawn = 5,
};
std::string AgreementStatusName(int status_id);  // Polish, shown as is by reports

// "PZ/7/2026": an agreement's number, its id and the year it was filed.
std::string AgreementNumber(int agreement_id, int year);

// ISO weekday numbers: 1 Monday .. 7 Sunday.
int IsoWeekday(absl::CivilDay day);

// The free-text limits of an agreement's fields.
inline constexpr int kMaxAgreementTextLength = 500;
inline constexpr int kMaxAddressFieldLength = 100;

// What an employee applies for (art. 67¹⁹ §3: on the employee's application).
struct AgreementDraft {
  std::string valid_from;  // yyyy-MM-dd, as sent
  std::string valid_to;    // "" = until further notice
  std::vector<int> weekdays;
  std::string street, house_number, flat_number, postal_code, city;
  bool safe_workplace_confirmed = false;      // art. 67³¹ §7
  bool risk_assessment_acknowledged = false;  // art. 67³¹ §3
  bool data_protection_acknowledged = false;  // the employer's data protection rules for remote work
  std::string justification;
};

// The terms of an agreement: when and on which weekdays remote work is agreed.
struct AgreementTerms {
  absl::CivilDay from;
  std::optional<absl::CivilDay> to;  // none = until further notice
  std::vector<int> weekdays;         // ISO, ascending, each once
};

// Every problem of a draft at once, judged on `today`: the period parses, starts today or later
// and ends after it starts; one to five distinct weekdays Monday–Friday; the workplace's address
// (street, house number, a NN-NNN postal code, city); the three statements given; lengths.
std::vector<FieldProblem> ValidateAgreementDraft(const AgreementDraft& draft, absl::CivilDay today);
// The terms of a draft ValidateAgreementDraft accepted.
AgreementTerms TermsOf(const AgreementDraft& draft);

// Who acts on an agreement, and as what.
struct AgreementActor {
  int user_id = 0;
  bool is_admin = false;
  bool gives_opinions = false;  // HoAgreementOpinioning
  bool supervises = false;      // above the employee in the line of supervision
};

enum class AgreementAction { kWithdraw, kOpinion, kApprove, kReject, kEnd };
const char* AgreementActionName(AgreementAction action);  // withdraw, opinion, approve, reject, end

// An approved agreement whose last day has passed: there is nothing left to end.
bool AgreementOver(const AgreementTerms& terms, absl::CivilDay today);

// The steps the actor may take on an agreement of `employee_id` in `status`: the employee
// withdraws it before the decision; an opinion-giver or Admin gives the opinion while it
// awaits one; after the opinion the supervisor or Admin approves or rejects it. Nobody gives
// an opinion on or decides their own agreement. An approved agreement not `over` is ended
// early by the employee, the supervisor or Admin (art. 67²²: either side may ask to return to
// work at the workplace).
std::vector<AgreementAction> AllowedAgreementActions(AgreementStatus status, bool over, int employee_id,
                                                     const AgreementActor& actor);

// The status after the step, or why not: FAILED_PRECONDITION agreement.step-not-allowed; a
// rejection or a negative opinion without a comment (art. 67¹⁹ §7: the employee is told the
// reason) is a field problem of `comment`.
absl::StatusOr<AgreementStatus> ApplyAgreementStep(AgreementStatus status, int employee_id, const AgreementActor& actor,
                                                   AgreementAction action, bool positive, std::string_view comment);

// Every problem of an early end at once: `lastDay` is required, a date, yesterday or later
// (ending today means yesterday was the last day; before the start, the day before it) and
// before the agreed end; `comment`, the reason, is required (the other side is told why).
std::vector<FieldProblem> AgreementEndProblems(const AgreementTerms& terms, const std::string& last_day,
                                               std::string_view comment, absl::CivilDay today);
// The new last day of remote work when the actor ends an approved agreement early, or why not:
// FAILED_PRECONDITION agreement.step-not-allowed, or INVALID_ARGUMENT with AgreementEndProblems.
absl::StatusOr<absl::CivilDay> EndAgreement(AgreementStatus status, const AgreementTerms& terms, int employee_id,
                                            const AgreementActor& actor, const std::string& last_day,
                                            std::string_view comment, absl::CivilDay today);

// The working days of [from, to] that no approved agreement covers: a day is covered when it
// lies in an agreement's period and its weekday is one of the agreement's (art. 67²⁰: remote
// work as agreed). Weekends and public holidays are no working days and need no cover.
std::vector<absl::CivilDay> DaysOutsideAgreements(const std::vector<AgreementTerms>& approved, absl::CivilDay from,
                                                  absl::CivilDay to);
// OK when the approved agreements cover every working day of [from, to]; otherwise the problem
// home-office.outside-agreement on fromDate naming the days (at most ten of them).
std::optional<FieldProblem> OutsideAgreementsProblem(const std::vector<AgreementTerms>& approved, absl::CivilDay from,
                                                     absl::CivilDay to);
// The problem of requestTypeId when the employee lacks AccessNeededFor(type).
FieldProblem NoAccessProblem(const RequestTypeInfo& type);

}  // namespace kadry::absences
