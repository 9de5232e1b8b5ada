#include "services/absences/store/notification_outbox.h"

#include "services/absences/domain/request_types.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

constexpr char kRequestType[] = "SELECT request_type_id FROM absences.requests WHERE request_id = $1";
// $1 request, $2 kind, $3 recipients' role (supervisor | substitutes | applicant), $4 actor,
// $5 today, $6 the request type's code.
constexpr char kAboutRequest[] = R"sql(
    WITH r AS (
      SELECT r.request_id, r.request_no, r.employee_id, r.from_date, r.to_date, r.manual_verification_deadline_on,
        e.full_name, e.supervisor_id
      FROM absences.requests r JOIN absences.employees e ON e.employee_id = r.employee_id
      WHERE r.request_id = $1),
    whom AS (
      SELECT array(
        SELECT r.employee_id WHERE $3 = 'applicant'
        UNION SELECT r.supervisor_id WHERE $3 = 'supervisor' AND r.supervisor_id IS NOT NULL
        UNION SELECT s.substitute_id FROM absences.substitutions s
          WHERE $3 = 'substitutes' AND s.employee_id = r.supervisor_id AND s.status_id = 2
            AND $5::date BETWEEN s.from_date AND s.to_date
        EXCEPT SELECT $4::int) AS ids
      FROM r)
    INSERT INTO absences.notification_outbox (kind, recipient_ids, params, link)
    SELECT $2, whom.ids,
      jsonb_strip_nulls(jsonb_build_object('requestNo', r.request_no, 'requestTypeCode', $6::text,
        'employeeFullName', r.full_name, 'fromDate', r.from_date::text, 'toDate', r.to_date::text,
        'verificationDeadline', r.manual_verification_deadline_on::text,
        'actorFullName', coalesce((SELECT full_name FROM absences.employees WHERE employee_id = $4::int), ''))),
      CASE $3 WHEN 'applicant' THEN '/leave-requests/my/' || r.request_id
              WHEN 'supervisor' THEN '/leave-requests/team/' || r.request_id
              ELSE '/substitutions/my' END
    FROM r, whom WHERE cardinality(whom.ids) > 0)sql";

constexpr char kAboutConfirmedSubstitution[] = R"sql(
    INSERT INTO absences.notification_outbox (kind, recipient_ids, params, link)
    SELECT 'substitution.confirmed', ARRAY[s.substitute_id],
      jsonb_build_object('employeeFullName', e.full_name, 'fromDate', s.from_date::text, 'toDate', s.to_date::text,
        'actorFullName', coalesce((SELECT full_name FROM absences.employees WHERE employee_id = $2::int), '')),
      '/substitutions/my'
    FROM absences.substitutions s JOIN absences.employees e ON e.employee_id = s.employee_id
    WHERE s.substitution_id = $1 AND s.status_id = 2 AND s.substitute_id <> $2::int)sql";

}  // namespace

absl::Status NotificationOutbox::AboutConfirmedSubstitution(PgConnection& tx, int substitution_id, int actor_id) {
  return tx.Query(kAboutConfirmedSubstitution, {std::to_string(substitution_id), std::to_string(actor_id)}).status();
}

absl::Status NotificationOutbox::AboutRequest(PgConnection& tx, int request_id, const std::string& kind,
                                              NotifiedAbout whom, int actor_id, absl::CivilDay today) {
  ASSIGN_OR_RETURN(const PgResult type, tx.Query(kRequestType, {std::to_string(request_id)}));
  if (type.Rows() == 0) return absl::OkStatus();
  const RequestTypeInfo* info = FindRequestType(type.Int(0, 0));
  const std::string code = info == nullptr ? "" : info->code;
  const std::vector<const char*> roles = whom == NotifiedAbout::kApplicant
                                             ? std::vector<const char*>{"applicant"}
                                             : std::vector<const char*>{"supervisor", "substitutes"};
  for (const char* role : roles) {
    RETURN_IF_ERROR(tx.Query(kAboutRequest, {std::to_string(request_id), kind, std::string(role),
                                             std::to_string(actor_id), FormatDate(today), code})
                        .status());
  }
  return absl::OkStatus();
}

}  // namespace kadry::absences
