#include "services/absences/store/notification_outbox.h"

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "services/absences/domain/request_types.h"
#include "services/common/notification_outbox.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

constexpr char kProducer[] = "absences";

// A request as its notifications name it, with who decides it `today` ($2): the applicant's
// supervisor and whoever stands in for them that day (a confirmed substitution); $3 the actor.
constexpr char kRequestToTell[] = R"sql(
    SELECT r.request_type_id, r.request_no, r.employee_id, e.full_name, r.from_date::text, r.to_date::text,
      coalesce(r.manual_verification_deadline_on::text, ''), coalesce(e.supervisor_id, 0),
      coalesce((SELECT string_agg(s.substitute_id::text, ',') FROM absences.substitutions s
                WHERE s.employee_id = e.supervisor_id AND s.status_id = 2 AND $2::date BETWEEN s.from_date AND s.to_date),
               ''),
      coalesce((SELECT full_name FROM absences.employees WHERE employee_id = $3::int), '')
    FROM absences.requests r JOIN absences.employees e ON e.employee_id = r.employee_id
    WHERE r.request_id = $1)sql";

constexpr char kSubstitutionToTell[] = R"sql(
    SELECT s.substitute_id, e.full_name, s.from_date::text, s.to_date::text,
      coalesce((SELECT full_name FROM absences.employees WHERE employee_id = $2::int), '')
    FROM absences.substitutions s JOIN absences.employees e ON e.employee_id = s.employee_id
    WHERE s.substitution_id = $1 AND s.status_id = 2)sql";

std::vector<int> IdsOf(const std::string& list) {
  std::vector<int> out;
  for (absl::string_view part : absl::StrSplit(list, ',', absl::SkipEmpty())) {
    int id = 0;
    if (absl::SimpleAtoi(part, &id)) out.push_back(id);
  }
  return out;
}

}  // namespace

absl::Status NotificationOutbox::AboutConfirmedSubstitution(PgConnection& tx, int substitution_id, int actor_id) {
  ASSIGN_OR_RETURN(const PgResult s,
                   tx.Query(kSubstitutionToTell, {std::to_string(substitution_id), std::to_string(actor_id)}));
  if (s.Rows() == 0) return absl::OkStatus();
  return AddNotification(tx, kProducer,
                         {"substitution.confirmed",
                          {s.Int(0, 0)},
                          {{"employeeFullName", s.Text(0, 1)},
                           {"fromDate", s.Text(0, 2)},
                           {"toDate", s.Text(0, 3)},
                           {"actorFullName", s.Text(0, 4)}},
                          "/substitutions/my"},
                         actor_id);
}

absl::Status NotificationOutbox::AboutRequest(PgConnection& tx, int request_id, const std::string& kind,
                                              NotifiedAbout whom, int actor_id, absl::CivilDay today) {
  ASSIGN_OR_RETURN(const PgResult r,
                   tx.Query(kRequestToTell, {std::to_string(request_id), FormatDate(today), std::to_string(actor_id)}));
  if (r.Rows() == 0) return absl::OkStatus();
  const RequestTypeInfo* type = FindRequestType(r.Int(0, 0));
  std::map<std::string, std::string> params = {
      {"requestNo", r.Text(0, 1)},        {"requestTypeCode", type == nullptr ? "" : type->code},
      {"employeeFullName", r.Text(0, 3)}, {"fromDate", r.Text(0, 4)},
      {"toDate", r.Text(0, 5)},           {"actorFullName", r.Text(0, 9)}};
  if (const std::string deadline = r.Text(0, 6); !deadline.empty()) params["verificationDeadline"] = deadline;
  if (whom == NotifiedAbout::kApplicant) {
    return AddNotification(tx, kProducer,
                           {kind, {r.Int(0, 2)}, params, absl::StrCat("/leave-requests/my/", request_id)}, actor_id);
  }
  // The supervisor opens the team's request; a substitute decides from their substitutions page.
  if (const int supervisor = r.Int(0, 7); supervisor != 0) {
    RETURN_IF_ERROR(AddNotification(
        tx, kProducer, {kind, {supervisor}, params, absl::StrCat("/leave-requests/team/", request_id)}, actor_id));
  }
  return AddNotification(tx, kProducer, {kind, IdsOf(r.Text(0, 8)), params, "/substitutions/my"}, actor_id);
}

}  // namespace kadry::absences
