#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "services/common/problem.h"

// Substitutions (docs/substitutions.md): who stands in for whom and when, who may propose,
// confirm or cancel one, and whose team's requests a substitute decides on a given day.
namespace kadry::absences {

inline constexpr char kSubstitutionsAbility[] = "has_access_to_substitutions";

// Statuses, stored; never renumbered.
enum class SubstitutionStatus { kProposed = 1, kConfirmed = 2, kRejected = 3, kCancelled = 4 };
std::string SubstitutionStatusName(int status_id);  // Polish

// A substitution covers at most a year, as a request does.
inline constexpr int kMaxSubstitutionDays = 366;
inline constexpr int kMaxSubstitutionCommentLength = 500;

// What is asked for, after parsing.
struct SubstitutionInput {
  int employee_id = 0;    // who is away
  int substitute_id = 0;  // who stands in
  std::string from_date;  // yyyy-MM-dd, as sent
  std::string to_date;
  std::string comment;
};

// Every problem at once, judged on `today`: a substitute other than the away person, a period
// of at most kMaxSubstitutionDays starting today at the earliest, the comment's length.
std::vector<FieldProblem> ValidateSubstitution(const SubstitutionInput& input, absl::CivilDay today);

// A substitution as the rules need it.
struct SubstitutionTerms {
  int employee_id = 0;
  int substitute_id = 0;
  absl::CivilDay from;
  absl::CivilDay to;
  SubstitutionStatus status = SubstitutionStatus::kProposed;
};

// Who acts on a substitution.
struct SubstitutionActor {
  int user_id = 0;
  bool is_admin = false;
  bool supervises = false;  // above the away person
};

enum class SubstitutionAction { kConfirm, kReject, kCancel };
const char* SubstitutionActionName(SubstitutionAction action);  // confirm, reject, cancel

// The steps the actor may take on `s` on `today`: the away person's supervisor (or Admin)
// confirms or rejects a proposal; the away person, their supervisor or Admin cancels a proposed
// or confirmed substitution that has not ended. The substitute takes no step: they are named.
std::vector<SubstitutionAction> AllowedSubstitutionActions(const SubstitutionTerms& s, const SubstitutionActor& actor,
                                                           absl::CivilDay today);
// The status after the step, or FAILED_PRECONDITION substitution.step-not-allowed.
absl::StatusOr<SubstitutionStatus> ApplySubstitutionStep(const SubstitutionTerms& s, const SubstitutionActor& actor,
                                                         SubstitutionAction action, absl::CivilDay today);

// Those the substitute stands in for on `day`: the away people of their confirmed
// substitutions whose period holds the day, first day and last day included, not a day more.
std::vector<int> StoodInForOn(const std::vector<SubstitutionTerms>& of_substitute, int substitute_id,
                              absl::CivilDay day);

}  // namespace kadry::absences
