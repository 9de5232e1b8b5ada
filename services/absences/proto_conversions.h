#pragma once

#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "kadry/absences/v1/absences_service.pb.h"
#include "nlohmann/json.hpp"
#include "services/absences/domain/leave_limits.h"
#include "services/absences/domain/request_conflicts.h"
#include "services/absences/domain/request_types.h"
#include "services/absences/people_import_workflow.h"
#include "services/absences/request_workflows.h"
#include "services/absences/store/employee_store.h"
#include "services/absences/store/people_store.h"
#include "services/absences/store/agreement_store.h"
#include "services/absences/store/request_store.h"
#include "services/absences/store/substitution_store.h"
#include "services/absences/week_report_export.h"

// Between the API messages and the domain's and stores' types: parsed dates, addresses,
// filters, records. The one place of the service that maps to and from the API.
namespace kadry::absences {

// The most employees one ListApprovedAbsences or ListAbsenceVersions call asks about: a big
// team's page of a work-times screen, with one query's array parameter kept small.
inline constexpr int kMaxApprovedAbsenceEmployees = 1000;

// A yyyy-MM-dd field, or 400 naming it.
absl::StatusOr<absl::CivilDay> RequiredDate(const std::string& text, const char* field);
// dateFrom..dateTo of a calendar or timesheet: ordered, at most 366 days.
absl::StatusOr<std::pair<absl::CivilDay, absl::CivilDay>> Period(const std::string& from, const std::string& to);

// Whose approved absence days, over which period.
struct ApprovedAbsencesQuery {
  std::vector<int> employee_ids;
  absl::CivilDay from;
  absl::CivilDay to;
};
// The request checked: a Period() and at most 1 000 ids.
absl::StatusOr<ApprovedAbsencesQuery> ApprovedAbsencesQueryOf(const v1::ApprovedAbsencesRequest& request);

nlohmann::json AddressJson(const v1::Address& a);
// Street and city are what make an address usable.
bool HasAddress(const v1::Address& a);

// With the first day such a request may start when filed on `today`.
void ToProto(const RequestTypeInfo& t, absl::CivilDay today, v1::RequestType* out);
void ToProto(const ExistingRequest& r, v1::ConflictingRequest* out);
void ToProto(const LimitFigures& f, v1::LimitRow* out);
// The one annual-leave figure every screen shows, as of `today`.
void ToProto(const AnnualLeaveSummary& s, absl::CivilDay today, v1::AnnualLeaveBalance* out);

// What any colleague may see of a person (names, position, where they work, how to
// reach them at work): the directory card. Home address, private contacts, education,
// SAP number, contract and access data stay with the person, their supervisors and HR.
v1::Employee ColleagueCard(const v1::Employee& full);
// What a location manager reads of someone at their location outside their line of
// supervision: the card, and the working-time fraction their attendance is measured by.
v1::Employee LocationCard(const v1::Employee& full);

// The search form (page and sort included) as the store's criteria.
EmployeeCriteria CriteriaOf(const v1::SearchEmployeesRequest& request, bool supervisors_only);
// A list's filter with its page; 400 on a date that is not yyyy-MM-dd.
absl::StatusOr<RequestFilter> FilterOf(const v1::ListRequestsRequest& request);
// The report file's filter: the list's, every row.
absl::StatusOr<RequestFilter> FilterOf(const v1::ExportRequestsReportRequest& request);

// The full employee record, with the access flags its abilities give.
void ToProto(const EmployeeRecord& e, v1::Employee* out);
void ToProto(const EmployeePage& page, v1::EmployeeList* out);
void ToProto(const std::vector<EmploymentContractRecord>& contracts, v1::EmploymentContractList* out);
void ToProto(const std::vector<BenefitRecord>& benefits, v1::BenefitList* out);
// The employee's annual-leave figures as a row of the limits report.
void ToProto(const EmployeeRecord& e, const AnnualLeaveSummary& s, v1::LimitsReportRow* out);

void ToProto(const RequestRecord& r, v1::RequestRow* out);
void ToProto(const RequestPage& page, v1::RequestList* out);

// Remote work agreements.
AgreementDraft AgreementDraftOf(const v1::HomeOfficeAgreementDraft& draft);
// The list's filter: at most five status ids, each 1..5 (400 otherwise).
absl::StatusOr<AgreementFilter> AgreementFilterOf(const v1::ListHomeOfficeAgreementsRequest& request);
// The agreement as `actor` sees it on `today`, with the steps they may take now (the record says
// whether they are above the employee).
void ToProto(const AgreementRecord& a, AgreementActor actor, absl::CivilDay today, v1::HomeOfficeAgreement* out);
void ToProto(const AgreementPage& page, const AgreementActor& actor, absl::CivilDay today,
             v1::HomeOfficeAgreementList* out);

// The week report of a team for the week starting on `monday`.
void ToProto(absl::CivilDay monday, const EmployeeRecord& supervisor, const std::vector<WeekReportPerson>& people,
             v1::WeekReport* out);

// Substitutions.
SubstitutionInput SubstitutionInputOf(const v1::SubstitutionDraft& draft);
// The list's filter: statuses 1..4 (at most four), an ordered period of dates, the side of my list.
absl::StatusOr<SubstitutionFilter> SubstitutionFilterOf(const v1::ListSubstitutionsRequest& request);
absl::StatusOr<SubstitutionFilter> SubstitutionFilterOf(const v1::ExportSubstitutionsRequest& request);
// The substitution as `actor` sees it on `today`, with the steps they may take (the record says
// whether they are above the away person).
void ToProto(const SubstitutionRecord& s, SubstitutionActor actor, absl::CivilDay today, v1::Substitution* out);
void ToProto(const SubstitutionPage& page, const SubstitutionActor& actor, absl::CivilDay today,
             v1::SubstitutionList* out);
// Without allowed_actions: what the caller may do is the handler's to say.
void ToProto(const RequestDetailsRecord& d, v1::RequestDetails* out);
// The request as an event of a calendar.
void ToProto(const RequestInPeriod& r, v1::CalendarEvent* out);
// The days with their request type's code, name and whether it is remote work.
void ToProto(const std::vector<ApprovedAbsenceDayRecord>& days, v1::ApprovedAbsenceList* out);

// The new-request form as the rules read it, every problem found (`today` judges the dates).
ParsedDraft ParseDraft(const v1::RequestDraft& d, absl::CivilDay today);
// The force-majeure / carer's reason as stored with the request.
nlohmann::json ReasonJson(const v1::RequestReason& r);
void ToProto(const RequestPreview& p, v1::PreviewRequestResponse* out);

// Every has_access_to_* field of the employee record, as HasAccess decides from its abilities.
void SetAccessFlags(v1::Employee* e);
// Every access flag a person may hold (the has_access_to_* of the employee record, and the
// full timesheet's server ability).
std::vector<std::string> AccessFlagNames();

// One person of an import, with what is wrong in their dates and codes.
PersonToImport PersonToImportOf(const v1::ImportedPerson& p);
void ToProto(const std::vector<ImportOutcome>& outcomes, v1::ImportPeopleResponse* out);
void ToProto(const ImportOutcome& o, v1::ImportedPersonResult* out);
// A stored person as the import states them, and their latest changes.
void ToProto(const StoredPerson& person, const std::vector<EmployeeChangeRecord>& changes,
             v1::EmployeeRecordResponse* out);
// The same flags by their JSON names (hasAccessTo...), for the user's access facts.
void SetAccessFlags(const std::vector<std::string>& abilities, v1::AbilitiesResponse* out);

}  // namespace kadry::absences
