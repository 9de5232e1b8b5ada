#include "services/absences/domain/substitutions.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "services/absences/domain/request_validation.h"

namespace kadry::absences {

std::string SubstitutionStatusName(int status_id) {
  switch (static_cast<SubstitutionStatus>(status_id)) {
    case SubstitutionStatus::kProposed: return "Zaproponowane";
    case SubstitutionStatus::kConfirmed: return "Potwierdzone";
    case SubstitutionStatus::kRejected: return "Odrzucone";
    case SubstitutionStatus::kCancelled: return "Anulowane";
  }
  return "";
}

const char* SubstitutionActionName(SubstitutionAction action) {
  switch (action) {
    case SubstitutionAction::kConfirm: return "confirm";
    case SubstitutionAction::kReject: return "reject";
    case SubstitutionAction::kCancel: return "cancel";
  }
  return "";
}

namespace {

// yyyy-MM-dd exactly; the domain reads no clock or zone.
bool ParseSubstitutionDay(const std::string& text, absl::CivilDay& day) {
  return text.size() == 10 && absl::ParseCivilTime(text, &day);
}

}  // namespace

std::vector<FieldProblem> ValidateSubstitution(const SubstitutionInput& in, absl::CivilDay today) {
  std::vector<FieldProblem> out;
  if (in.substitute_id <= 0) {
    out.push_back({"substituteId", "field.required", "the substitute is required"});
  } else if (in.substitute_id == in.employee_id) {
    out.push_back({"substituteId", "substitution.self", "nobody stands in for themselves"});
  }
  absl::CivilDay from, to;
  const bool has_from = ParseSubstitutionDay(in.from_date, from);
  const bool has_to = ParseSubstitutionDay(in.to_date, to);
  if (!has_from)
    out.push_back(
        {"fromDate", in.from_date.empty() ? "field.required" : "field.date", "a date yyyy-MM-dd is required"});
  if (!has_to)
    out.push_back({"toDate", in.to_date.empty() ? "field.required" : "field.date", "a date yyyy-MM-dd is required"});
  if (has_from && from < today)
    out.push_back({"fromDate",
                   "field.before-today",
                   "a substitution starts today at the earliest",
                   {{"min", absl::FormatCivilTime(today)}}});
  if (has_from && has_to) {
    if (to < from) {
      out.push_back({"toDate", "leave.ends-before-start", "toDate must not be before fromDate"});
    } else if (to - from + 1 > kMaxSubstitutionDays) {
      out.push_back({"toDate",
                     "field.period-too-long",
                     "a substitution covers at most 366 days",
                     {{"days", kMaxSubstitutionDays}}});
    }
  }
  if (CharacterCount(in.comment) > kMaxSubstitutionCommentLength)
    out.push_back({"comment",
                   "field.too-long",
                   absl::StrCat("maximum length is ", kMaxSubstitutionCommentLength, " characters"),
                   {{"max", kMaxSubstitutionCommentLength}}});
  return out;
}

std::vector<SubstitutionAction> AllowedSubstitutionActions(const SubstitutionTerms& s, const SubstitutionActor& actor,
                                                           absl::CivilDay today) {
  std::vector<SubstitutionAction> out;
  const bool decides = (actor.supervises || actor.is_admin) && actor.user_id != s.employee_id;
  if (s.status == SubstitutionStatus::kProposed && decides) {
    out.push_back(SubstitutionAction::kConfirm);
    out.push_back(SubstitutionAction::kReject);
  }
  const bool live = s.status == SubstitutionStatus::kProposed || s.status == SubstitutionStatus::kConfirmed;
  if (live && s.to >= today && (decides || actor.user_id == s.employee_id)) out.push_back(SubstitutionAction::kCancel);
  return out;
}

absl::StatusOr<SubstitutionStatus> ApplySubstitutionStep(const SubstitutionTerms& s, const SubstitutionActor& actor,
                                                         SubstitutionAction action, absl::CivilDay today) {
  const auto allowed = AllowedSubstitutionActions(s, actor, today);
  if (std::find(allowed.begin(), allowed.end(), action) == allowed.end())
    return Refusal(absl::StatusCode::kFailedPrecondition, "substitution.step-not-allowed",
                   absl::StrCat("the substitution cannot be given this step now: ", SubstitutionActionName(action)));
  switch (action) {
    case SubstitutionAction::kConfirm: return SubstitutionStatus::kConfirmed;
    case SubstitutionAction::kReject: return SubstitutionStatus::kRejected;
    case SubstitutionAction::kCancel: return SubstitutionStatus::kCancelled;
  }
  return s.status;
}

std::vector<int> StoodInForOn(const std::vector<SubstitutionTerms>& of_substitute, int substitute_id,
                              absl::CivilDay day) {
  std::vector<int> out;
  for (const auto& s : of_substitute) {
    if (s.substitute_id == substitute_id && s.status == SubstitutionStatus::kConfirmed && s.from <= day &&
        day <= s.to && std::find(out.begin(), out.end(), s.employee_id) == out.end())
      out.push_back(s.employee_id);
  }
  return out;
}

}  // namespace kadry::absences
