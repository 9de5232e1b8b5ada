#include "services/absences/domain/remote_work.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "services/absences/domain/postal_code.h"
#include "services/absences/domain/request_validation.h"
#include "services/common/polish_calendar.h"

namespace kadry::absences {

std::string_view AccessNeededFor(const RequestTypeInfo& type) {
  if (type.id == kHomeOffice) return kRegularRemoteWorkAbility;
  if (type.id == kOccasionalHomeOffice) return kOccasionalRemoteWorkAbility;
  return "";
}

std::string AgreementStatusName(int status_id) {
  switch (static_cast<AgreementStatus>(status_id)) {
    case AgreementStatus::kAwaitingOpinion: return "Oczekuje na opinię";
    case AgreementStatus::kAwaitingDecision: return "Oczekuje na decyzję";
    case AgreementStatus::kApproved: return "Zatwierdzone";
    case AgreementStatus::kRejected: return "Odrzucone";
    case AgreementStatus::kWithdrawn: return "Wycofane";
  }
  return "";
}

std::string AgreementNumber(int agreement_id, int year) { return absl::StrCat("PZ/", agreement_id, "/", year); }

int IsoWeekday(absl::CivilDay day) {
  switch (absl::GetWeekday(day)) {
    case absl::Weekday::monday: return 1;
    case absl::Weekday::tuesday: return 2;
    case absl::Weekday::wednesday: return 3;
    case absl::Weekday::thursday: return 4;
    case absl::Weekday::friday: return 5;
    case absl::Weekday::saturday: return 6;
    case absl::Weekday::sunday: return 7;
  }
  return 0;
}

const char* AgreementActionName(AgreementAction action) {
  switch (action) {
    case AgreementAction::kWithdraw: return "withdraw";
    case AgreementAction::kOpinion: return "opinion";
    case AgreementAction::kApprove: return "approve";
    case AgreementAction::kReject: return "reject";
    case AgreementAction::kEnd: return "end";
  }
  return "";
}

bool AgreementOver(const AgreementTerms& terms, absl::CivilDay today) { return terms.to && *terms.to < today; }

namespace {

// yyyy-MM-dd exactly (the API's dates); the domain reads no clock or zone.
absl::StatusOr<absl::CivilDay> ParseDay(const std::string& text) {
  absl::CivilDay day;
  if (text.size() != 10 || !absl::ParseCivilTime(text, &day))
    return absl::InvalidArgumentError("a date yyyy-MM-dd is required");
  return day;
}

void Require(std::vector<FieldProblem>& out, const std::string& value, const char* field) {
  if (value.empty()) {
    out.push_back({field, "field.required", "required"});
  } else if (CharacterCount(value) > kMaxAddressFieldLength) {
    out.push_back({field,
                   "field.too-long",
                   absl::StrCat("maximum length is ", kMaxAddressFieldLength, " characters"),
                   {{"max", kMaxAddressFieldLength}}});
  }
}

void CheckWeekdays(const std::vector<int>& weekdays, std::vector<FieldProblem>& out) {
  if (weekdays.empty()) {
    out.push_back({"weekdays", "field.required", "at least one weekday is required"});
    return;
  }
  std::vector<int> sorted = weekdays;
  std::sort(sorted.begin(), sorted.end());
  const bool distinct = std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end();
  // The standard schedule works Monday to Friday; remote work is agreed for working days.
  if (!distinct || sorted.front() < 1 || sorted.back() > 5)
    out.push_back({"weekdays", "field.range", "weekdays are distinct days 1 (Monday) to 5 (Friday)"});
}

}  // namespace

std::vector<FieldProblem> ValidateAgreementDraft(const AgreementDraft& d, absl::CivilDay today) {
  std::vector<FieldProblem> out;
  const auto from = ParseDay(d.valid_from);
  if (d.valid_from.empty()) {
    out.push_back({"validFrom", "field.required", "required"});
  } else if (!from.ok()) {
    out.push_back({"validFrom", "field.date", "a date yyyy-MM-dd is required"});
  } else if (*from < today) {
    out.push_back({"validFrom",
                   "field.before-today",
                   "the agreement starts today at the earliest",
                   {{"min", absl::FormatCivilTime(today)}}});
  }
  if (!d.valid_to.empty()) {
    const auto to = ParseDay(d.valid_to);
    if (!to.ok()) {
      out.push_back({"validTo", "field.date", "a date yyyy-MM-dd is required"});
    } else if (from.ok() && *to < *from) {
      out.push_back({"validTo", "leave.ends-before-start", "validTo must not be before validFrom"});
    }
  }
  CheckWeekdays(d.weekdays, out);
  Require(out, d.street, "address.street");
  Require(out, d.house_number, "address.houseNumber");
  if (CharacterCount(d.flat_number) > kMaxAddressFieldLength)
    out.push_back({"address.flatNumber",
                   "field.too-long",
                   absl::StrCat("maximum length is ", kMaxAddressFieldLength, " characters"),
                   {{"max", kMaxAddressFieldLength}}});
  if (d.postal_code.empty()) {
    out.push_back({"address.postalCode", "field.required", "required"});
  } else if (!IsPolishPostalCode(d.postal_code)) {
    out.push_back({"address.postalCode", "field.postal-code", "a Polish postal code is 00-000"});
  }
  Require(out, d.city, "address.city");
  // The statements the law asks of the employee before remote work starts (art. 67³¹).
  if (!d.safe_workplace_confirmed)
    out.push_back({"safeWorkplaceConfirmed", "field.required", "the workplace's safety must be confirmed"});
  if (!d.risk_assessment_acknowledged)
    out.push_back({"riskAssessmentAcknowledged", "field.required", "the risk assessment must be acknowledged"});
  if (!d.data_protection_acknowledged)
    out.push_back({"dataProtectionAcknowledged", "field.required", "the data protection rules must be acknowledged"});
  if (CharacterCount(d.justification) > kMaxAgreementTextLength)
    out.push_back({"justification",
                   "field.too-long",
                   absl::StrCat("maximum length is ", kMaxAgreementTextLength, " characters"),
                   {{"max", kMaxAgreementTextLength}}});
  return out;
}

AgreementTerms TermsOf(const AgreementDraft& d) {
  AgreementTerms t;
  t.from = *ParseDay(d.valid_from);
  if (!d.valid_to.empty()) t.to = *ParseDay(d.valid_to);
  t.weekdays = d.weekdays;
  std::sort(t.weekdays.begin(), t.weekdays.end());
  return t;
}

std::vector<AgreementAction> AllowedAgreementActions(AgreementStatus status, bool over, int employee_id,
                                                     const AgreementActor& actor) {
  std::vector<AgreementAction> out;
  const bool own = actor.user_id == employee_id;
  const bool open = status == AgreementStatus::kAwaitingOpinion || status == AgreementStatus::kAwaitingDecision;
  const bool running = status == AgreementStatus::kApproved && !over;
  if (own && open) out.push_back(AgreementAction::kWithdraw);
  if (running && (own || actor.supervises || actor.is_admin)) out.push_back(AgreementAction::kEnd);
  if (own) return out;
  if (status == AgreementStatus::kAwaitingOpinion && (actor.gives_opinions || actor.is_admin))
    out.push_back(AgreementAction::kOpinion);
  if (status == AgreementStatus::kAwaitingDecision && (actor.supervises || actor.is_admin)) {
    out.push_back(AgreementAction::kApprove);
    out.push_back(AgreementAction::kReject);
  }
  return out;
}

absl::StatusOr<AgreementStatus> ApplyAgreementStep(AgreementStatus status, int employee_id, const AgreementActor& actor,
                                                   AgreementAction action, bool positive, std::string_view comment) {
  if (CharacterCount(comment) > kMaxAgreementTextLength) {
    return InvalidFields({{"comment",
                           "field.too-long",
                           absl::StrCat("maximum length is ", kMaxAgreementTextLength, " characters"),
                           {{"max", kMaxAgreementTextLength}}}});
  }
  // Ending carries its last day: EndAgreement takes it.
  const auto allowed = AllowedAgreementActions(status, /*over=*/false, employee_id, actor);
  if (action == AgreementAction::kEnd || std::find(allowed.begin(), allowed.end(), action) == allowed.end()) {
    return Refusal(absl::StatusCode::kFailedPrecondition, "agreement.step-not-allowed",
                   absl::StrCat("the agreement cannot be given this step now: ", AgreementActionName(action)));
  }
  const bool needs_reason = action == AgreementAction::kReject || (action == AgreementAction::kOpinion && !positive);
  if (needs_reason && comment.find_first_not_of(" \t\r\n") == std::string_view::npos)
    return InvalidFields({{"comment", "field.required", "the reason is required"}});
  switch (action) {
    case AgreementAction::kWithdraw: return AgreementStatus::kWithdrawn;
    case AgreementAction::kOpinion: return AgreementStatus::kAwaitingDecision;
    case AgreementAction::kApprove: return AgreementStatus::kApproved;
    case AgreementAction::kReject: return AgreementStatus::kRejected;
    case AgreementAction::kEnd: break;
  }
  return status;
}

std::vector<FieldProblem> AgreementEndProblems(const AgreementTerms& terms, const std::string& last_day,
                                               std::string_view comment, absl::CivilDay today) {
  std::vector<FieldProblem> problems;
  if (last_day.empty()) {
    problems.push_back({"lastDay", "field.required", "required"});
  } else if (auto day = ParseDay(last_day); !day.ok()) {
    problems.push_back({"lastDay", "field.date", "a date is yyyy-MM-dd"});
  } else {
    // No day already worked remotely is undone: the earliest last day is yesterday, or the day
    // before the agreement starts (it then ends before a single day of remote work).
    const absl::CivilDay earliest = std::max(today, terms.from) - 1;
    if (*day < earliest) {
      problems.push_back({"lastDay",
                          "agreement.end-too-early",
                          absl::StrCat("the last day of remote work is ", absl::FormatCivilTime(earliest), " or later"),
                          {{"min", absl::FormatCivilTime(earliest)}}});
    } else if (terms.to && *day >= *terms.to) {
      problems.push_back({"lastDay",
                          "agreement.end-not-earlier",
                          absl::StrCat("the agreement already ends on ", absl::FormatCivilTime(*terms.to)),
                          {{"max", absl::FormatCivilTime(*terms.to - 1)}}});
    }
  }
  if (comment.find_first_not_of(" \t\r\n") == std::string_view::npos) {
    problems.push_back({"comment", "field.required", "the reason is required"});
  } else if (CharacterCount(comment) > kMaxAgreementTextLength) {
    problems.push_back({"comment",
                        "field.too-long",
                        absl::StrCat("maximum length is ", kMaxAgreementTextLength, " characters"),
                        {{"max", kMaxAgreementTextLength}}});
  }
  return problems;
}

absl::StatusOr<absl::CivilDay> EndAgreement(AgreementStatus status, const AgreementTerms& terms, int employee_id,
                                            const AgreementActor& actor, const std::string& last_day,
                                            std::string_view comment, absl::CivilDay today) {
  const auto allowed = AllowedAgreementActions(status, AgreementOver(terms, today), employee_id, actor);
  if (std::find(allowed.begin(), allowed.end(), AgreementAction::kEnd) == allowed.end())
    return Refusal(absl::StatusCode::kFailedPrecondition, "agreement.step-not-allowed",
                   "only an approved agreement still in force can be ended");
  const auto problems = AgreementEndProblems(terms, last_day, comment, today);
  if (!problems.empty()) return InvalidFields(problems);
  return *ParseDay(last_day);
}

std::vector<absl::CivilDay> DaysOutsideAgreements(const std::vector<AgreementTerms>& approved, absl::CivilDay from,
                                                  absl::CivilDay to) {
  std::vector<absl::CivilDay> out;
  for (absl::CivilDay day = from; day <= to; ++day) {
    if (!IsWorkingDay(day)) continue;
    const int weekday = IsoWeekday(day);
    const bool covered = std::any_of(approved.begin(), approved.end(), [&](const AgreementTerms& t) {
      return t.from <= day && (!t.to || day <= *t.to) &&
             std::find(t.weekdays.begin(), t.weekdays.end(), weekday) != t.weekdays.end();
    });
    if (!covered) out.push_back(day);
  }
  return out;
}

std::optional<FieldProblem> OutsideAgreementsProblem(const std::vector<AgreementTerms>& approved, absl::CivilDay from,
                                                     absl::CivilDay to) {
  const std::vector<absl::CivilDay> outside = DaysOutsideAgreements(approved, from, to);
  if (outside.empty()) return std::nullopt;
  constexpr size_t kDaysNamed = 10;
  std::string list;
  for (size_t i = 0; i < outside.size() && i < kDaysNamed; ++i)
    absl::StrAppend(&list, i == 0 ? "" : ", ", absl::FormatCivilTime(outside[i]));
  if (outside.size() > kDaysNamed) list += ", ...";
  return FieldProblem("fromDate", "home-office.outside-agreement",
                      absl::StrCat("remote work on ", list, " is outside the terms of an approved agreement"),
                      {{"days", list}, {"count", static_cast<int64_t>(outside.size())}});
}

FieldProblem NoAccessProblem(const RequestTypeInfo& type) {
  return FieldProblem("requestTypeId", "request-type.no-access",
                      absl::StrCat("this request type is not available to the employee: ", type.code),
                      {{"ability", std::string(AccessNeededFor(type))}});
}

}  // namespace kadry::absences
