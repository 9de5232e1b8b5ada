#include "services/absences/domain/request_validation.h"

#include "absl/strings/str_cat.h"
#include "services/absences/domain/polish_calendar.h"
#include "services/absences/domain/request_types.h"

namespace kadry::absences {

int NumberOfDays(absl::CivilDay from, absl::CivilDay to) {
  return to < from ? 0 : static_cast<int>(to - from) + 1;
}

int NumberOfWorkingDays(absl::CivilDay from, absl::CivilDay to) {
  return WorkingDaysBetween(from, to);
}

std::vector<FieldProblem> ValidateDraft(const RequestDraftInput& d, absl::CivilDay today) {
  std::vector<FieldProblem> problems;
  auto add = [&problems](std::string field, std::string message) {
    problems.push_back({std::move(field), std::move(message)});
  };
  const RequestTypeInfo* type = FindRequestType(d.request_type_id);
  if (type == nullptr) {
    add("requestTypeId", "unknown request type");
    return problems;
  }
  if (d.to < d.from) add("toDate", "toDate must not be before fromDate");
  if (NumberOfDays(d.from, d.to) > kMaxPeriodDays) add("toDate", "a request covers at most one year");
  // Planned absences are agreed in advance; on-demand leave (KP art. 167²), force majeure
  // and care may start today, nothing may start in the past.
  if (d.from < today) add("fromDate", "a request cannot start in the past");
  if (!type->may_start_today && d.from == today) {
    add("fromDate", "this request type must be filed before its first day");
  }
  if (type->in_hours) {
    if (d.from != d.to) add("toDate", "an hourly request covers one day");
    if (d.hours < 1 || d.hours > 8) add("hours", "hours must be between 1 and 8");
  }
  if (d.to >= d.from && type->id != kUnpaidLeave && NumberOfWorkingDays(d.from, d.to) == 0) {
    add("fromDate", "the period has no working day");
  }
  if (static_cast<int>(d.comment.size()) > kMaxCommentLength * 2 ||
      // Count characters, not bytes: Polish letters take two bytes in UTF-8.
      [&] { int n = 0; for (unsigned char c : d.comment) n += (c & 0xC0) != 0x80; return n; }() > kMaxCommentLength) {
    add("comment", absl::StrCat("maximum length is ", kMaxCommentLength, " characters"));
  }
  if (type->needs_address && !d.has_address) add("address", "the address of remote work is required");
  // Force majeure needs the cause and the person concerned (KP art. 148¹ §1).
  if (type->needs_reason) {
    if (d.reason_type_id != 1 && d.reason_type_id != 2) add("requestReason.typeId", "choose illness or accident");
    if (d.cared_for_full_name.empty()) add("requestReason.fullName", "the person's full name is required");
    if (!d.cared_for_has_address) add("requestReason.address", "the person's address is required");
    if (d.degree_of_kinship_id < 1 || d.degree_of_kinship_id > 7) add("requestReason.degreeOfKinshipId", "the degree of kinship is required");
  }
  // Carer's leave names the purpose and the person in need of care (KP art. 173² §1).
  if (type->needs_purpose) {
    if (d.purpose.empty()) add("requestReason.purpose", "the purpose of the request is required");
    if (d.cared_for_full_name.empty()) add("requestReason.fullName", "the person's full name is required");
    if (d.degree_of_kinship_id < 1 || d.degree_of_kinship_id > 7) add("requestReason.degreeOfKinshipId", "the degree of kinship is required");
  }
  return problems;
}

}  // namespace kadry::absences
