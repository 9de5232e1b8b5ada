#pragma once

#include <map>
#include <string>

#include "kadry/absences/v1/absences_service.grpc.pb.h"
#include "services/absences/agreement_workflows.h"
#include "services/absences/caller.h"
#include "services/absences/store/calendar_feed_store.h"
#include "services/common/icalendar.h"
#include "services/absences/identity_accounts.h"
#include "services/absences/people_import_workflow.h"
#include "services/absences/request_workflows.h"
#include "services/absences/substitution_workflows.h"
#include "services/absences/week_report_export.h"
#include "services/absences/store/employee_store.h"
#include "services/absences/store/request_store.h"
#include "services/common/clock.h"
#include "services/common/idempotent_writes.h"
#include "services/common/pg.h"
#include "services/common/rpc.h"
#include "services/common/token_verifier.h"

namespace kadry::absences {

// The calendar feed's words in one language (docs/calendar-feed.md).
struct CalendarFeedTexts {
  std::string name;                          // the calendar's name
  std::string away;                          // a team member's absence, with {{name}}
  std::string substitution;                  // with {{substitute}} and {{person}}
  std::map<std::string, std::string> types;  // request type names by code (RequestTypeNames)
};
// For `lang` among the web's languages (pl when none is given).
const CalendarFeedTexts& CalendarFeedTextsOf(absl::string_view lang);

// The absences API: handlers parse, authorise rows, call the stores and the rules of
// domain/, and map errors. Rows out of the caller's scope do not exist for them.
class AbsencesServiceImpl final : public v1::AbsencesService::CallbackService,
                                  public CallerHandlers<AbsencesServiceImpl> {
 public:
  // `identity`: the channel to the identity provider, which keeps imported people's accounts
  // (none: the import writes people and says their accounts could not be written).
  AbsencesServiceImpl(TokenVerifier& verifier, PgPool& pool, Clock clock = SystemClock(),
                      std::shared_ptr<grpc::ChannelInterface> identity = nullptr)
      : verifier_(verifier),
        pool_(pool),
        clock_(std::move(clock)),
        employees_(pool),
        requests_(pool),
        idempotent_(pool, "absences"),
        substitutions_(pool),
        feeds_(pool),
        workflows_(pool, employees_, requests_, substitutions_, idempotent_),
        agreements_(pool),
        agreement_workflows_(employees_, idempotent_),
        substitution_workflows_(employees_, idempotent_),
        accounts_(identity ? std::make_unique<IdentityAccounts>(std::move(identity)) : nullptr),
        imports_(pool, accounts_.get()) {}

  grpc::ServerUnaryReactor* GetEmployee(grpc::CallbackServerContext*, const v1::GetEmployeeRequest*,
                                        v1::EmployeeResponse*) override;
  grpc::ServerUnaryReactor* SearchEmployees(grpc::CallbackServerContext*, const v1::SearchEmployeesRequest*,
                                            v1::EmployeeList*) override;
  grpc::ServerUnaryReactor* SearchSupervisors(grpc::CallbackServerContext*, const v1::SearchEmployeesRequest*,
                                              v1::EmployeeList*) override;
  grpc::ServerUnaryReactor* GetSupervisor(grpc::CallbackServerContext*, const v1::GetEmployeeRequest*,
                                          v1::EmployeeResponse*) override;
  grpc::ServerUnaryReactor* ListBenefits(grpc::CallbackServerContext*, const v1::EmployeeRef*,
                                         v1::BenefitList*) override;
  grpc::ServerUnaryReactor* ListEmploymentContracts(grpc::CallbackServerContext*, const v1::EmployeeRef*,
                                                    v1::EmploymentContractList*) override;
  grpc::ServerUnaryReactor* GetEmployeeAbilities(grpc::CallbackServerContext*, const v1::EmployeeRef*,
                                                 v1::AbilitiesResponse*) override;
  grpc::ServerUnaryReactor* ListTimesheets(grpc::CallbackServerContext*, const v1::TimesheetsRequest*,
                                           v1::TimesheetList*) override;
  grpc::ServerUnaryReactor* ListHolidays(grpc::CallbackServerContext*, const v1::HolidaysRequest*,
                                         v1::HolidayList*) override;
  grpc::ServerUnaryReactor* GetMyCalendar(grpc::CallbackServerContext*, const v1::CalendarRequest*,
                                          v1::CalendarResponse*) override;
  grpc::ServerUnaryReactor* GetTeamCalendar(grpc::CallbackServerContext*, const v1::CalendarRequest*,
                                            v1::CalendarResponse*) override;
  grpc::ServerUnaryReactor* ListRequestTypes(grpc::CallbackServerContext*, const v1::Empty*,
                                             v1::RequestTypeList*) override;
  grpc::ServerUnaryReactor* ListMyRequests(grpc::CallbackServerContext*, const v1::ListRequestsRequest*,
                                           v1::RequestList*) override;
  grpc::ServerUnaryReactor* ListTeamRequests(grpc::CallbackServerContext*, const v1::ListRequestsRequest*,
                                             v1::RequestList*) override;
  grpc::ServerUnaryReactor* ListRequestsReport(grpc::CallbackServerContext*, const v1::ListRequestsRequest*,
                                               v1::RequestList*) override;
  grpc::ServerWriteReactor<common::v1::FileChunk>* ExportRequestsReport(
      grpc::CallbackServerContext*, const v1::ExportRequestsReportRequest*) override;
  grpc::ServerUnaryReactor* GetRequest(grpc::CallbackServerContext*, const v1::RequestRef*,
                                       v1::RequestDetailsResponse*) override;
  grpc::ServerUnaryReactor* PreviewRequest(grpc::CallbackServerContext*, const v1::CreateRequestRequest*,
                                           v1::PreviewRequestResponse*) override;
  grpc::ServerUnaryReactor* CreateRequest(grpc::CallbackServerContext*, const v1::CreateRequestRequest*,
                                          v1::RequestDetailsResponse*) override;
  grpc::ServerUnaryReactor* CancelRequest(grpc::CallbackServerContext*, const v1::RequestDecision*,
                                          v1::RequestDetailsResponse*) override;
  grpc::ServerUnaryReactor* ApproveRequest(grpc::CallbackServerContext*, const v1::RequestDecision*,
                                           v1::RequestDetailsResponse*) override;
  grpc::ServerUnaryReactor* RejectRequest(grpc::CallbackServerContext*, const v1::RequestDecision*,
                                          v1::RequestDetailsResponse*) override;
  grpc::ServerUnaryReactor* RequestCancellation(grpc::CallbackServerContext*, const v1::RequestDecision*,
                                                v1::RequestDetailsResponse*) override;
  grpc::ServerUnaryReactor* AcceptCancellation(grpc::CallbackServerContext*, const v1::RequestDecision*,
                                               v1::RequestDetailsResponse*) override;
  grpc::ServerUnaryReactor* RejectCancellation(grpc::CallbackServerContext*, const v1::RequestDecision*,
                                               v1::RequestDetailsResponse*) override;
  grpc::ServerUnaryReactor* TakeOverByHr(grpc::CallbackServerContext*, const v1::RequestDecision*,
                                         v1::RequestDetailsResponse*) override;
  grpc::ServerUnaryReactor* ResumeProcessing(grpc::CallbackServerContext*, const v1::RequestDecision*,
                                             v1::RequestDetailsResponse*) override;
  grpc::ServerUnaryReactor* ListMyHomeOfficeAgreements(grpc::CallbackServerContext*,
                                                       const v1::ListHomeOfficeAgreementsRequest*,
                                                       v1::HomeOfficeAgreementList*) override;
  grpc::ServerUnaryReactor* ListTeamHomeOfficeAgreements(grpc::CallbackServerContext*,
                                                         const v1::ListHomeOfficeAgreementsRequest*,
                                                         v1::HomeOfficeAgreementList*) override;
  grpc::ServerUnaryReactor* ListHomeOfficeAgreements(grpc::CallbackServerContext*,
                                                     const v1::ListHomeOfficeAgreementsRequest*,
                                                     v1::HomeOfficeAgreementList*) override;
  grpc::ServerUnaryReactor* GetHomeOfficeAgreement(grpc::CallbackServerContext*, const v1::HomeOfficeAgreementRef*,
                                                   v1::HomeOfficeAgreementResponse*) override;
  grpc::ServerUnaryReactor* CreateHomeOfficeAgreement(grpc::CallbackServerContext*,
                                                      const v1::CreateHomeOfficeAgreementRequest*,
                                                      v1::HomeOfficeAgreementResponse*) override;
  grpc::ServerUnaryReactor* WithdrawHomeOfficeAgreement(grpc::CallbackServerContext*,
                                                        const v1::HomeOfficeAgreementStep*,
                                                        v1::HomeOfficeAgreementResponse*) override;
  grpc::ServerUnaryReactor* GiveHomeOfficeAgreementOpinion(grpc::CallbackServerContext*,
                                                           const v1::HomeOfficeAgreementStep*,
                                                           v1::HomeOfficeAgreementResponse*) override;
  grpc::ServerUnaryReactor* ApproveHomeOfficeAgreement(grpc::CallbackServerContext*, const v1::HomeOfficeAgreementStep*,
                                                       v1::HomeOfficeAgreementResponse*) override;
  grpc::ServerUnaryReactor* RejectHomeOfficeAgreement(grpc::CallbackServerContext*, const v1::HomeOfficeAgreementStep*,
                                                      v1::HomeOfficeAgreementResponse*) override;
  grpc::ServerUnaryReactor* EndHomeOfficeAgreement(grpc::CallbackServerContext*, const v1::HomeOfficeAgreementStep*,
                                                   v1::HomeOfficeAgreementResponse*) override;
  grpc::ServerUnaryReactor* GetHomeOfficeWeekReport(grpc::CallbackServerContext*, const v1::WeekReportRequest*,
                                                    v1::WeekReport*) override;
  grpc::ServerWriteReactor<common::v1::FileChunk>* ExportHomeOfficeWeekReport(
      grpc::CallbackServerContext*, const v1::ExportWeekReportRequest*) override;
  grpc::ServerUnaryReactor* GetMyCalendarFeed(grpc::CallbackServerContext*, const v1::Empty*,
                                              v1::CalendarFeedInfo*) override;
  grpc::ServerUnaryReactor* RenewMyCalendarFeed(grpc::CallbackServerContext*, const v1::Empty*,
                                                v1::CalendarFeedInfo*) override;
  grpc::ServerUnaryReactor* DeleteMyCalendarFeed(grpc::CallbackServerContext*, const v1::Empty*, v1::Empty*) override;
  grpc::ServerWriteReactor<common::v1::FileChunk>* GetCalendarFeed(grpc::CallbackServerContext*,
                                                                   const v1::CalendarFeedRef*) override;
  grpc::ServerUnaryReactor* ListMySubstitutions(grpc::CallbackServerContext*, const v1::ListSubstitutionsRequest*,
                                                v1::SubstitutionList*) override;
  grpc::ServerUnaryReactor* ListTeamSubstitutions(grpc::CallbackServerContext*, const v1::ListSubstitutionsRequest*,
                                                  v1::SubstitutionList*) override;
  grpc::ServerUnaryReactor* ListSubstitutionsReport(grpc::CallbackServerContext*, const v1::ListSubstitutionsRequest*,
                                                    v1::SubstitutionList*) override;
  grpc::ServerWriteReactor<common::v1::FileChunk>* ExportSubstitutionsReport(
      grpc::CallbackServerContext*, const v1::ExportSubstitutionsRequest*) override;
  grpc::ServerUnaryReactor* ListRequestsToDecideAsSubstitute(grpc::CallbackServerContext*,
                                                             const v1::ListRequestsRequest*, v1::RequestList*) override;
  grpc::ServerUnaryReactor* PreviewSubstitution(grpc::CallbackServerContext*, const v1::PreviewSubstitutionRequest*,
                                                v1::PreviewSubstitutionResponse*) override;
  grpc::ServerUnaryReactor* CreateSubstitution(grpc::CallbackServerContext*, const v1::CreateSubstitutionRequest*,
                                               v1::SubstitutionResponse*) override;
  grpc::ServerUnaryReactor* ConfirmSubstitution(grpc::CallbackServerContext*, const v1::SubstitutionStep*,
                                                v1::SubstitutionResponse*) override;
  grpc::ServerUnaryReactor* RejectSubstitution(grpc::CallbackServerContext*, const v1::SubstitutionStep*,
                                               v1::SubstitutionResponse*) override;
  grpc::ServerUnaryReactor* CancelSubstitution(grpc::CallbackServerContext*, const v1::SubstitutionStep*,
                                               v1::SubstitutionResponse*) override;
  grpc::ServerUnaryReactor* ListMyLimits(grpc::CallbackServerContext*, const v1::LimitsRequest*,
                                         v1::LimitList*) override;
  grpc::ServerUnaryReactor* GetLimitsReport(grpc::CallbackServerContext*, const v1::LimitsReportRequest*,
                                            v1::LimitsReportResponse*) override;
  grpc::ServerUnaryReactor* ListEmployments(grpc::CallbackServerContext*, const v1::EmploymentsRequest*,
                                            v1::EmploymentList*) override;
  grpc::ServerUnaryReactor* ListAbsenceVersions(grpc::CallbackServerContext*, const v1::AbsenceVersionsRequest*,
                                                v1::AbsenceVersionList*) override;
  grpc::ServerUnaryReactor* ListApprovedAbsences(grpc::CallbackServerContext*, const v1::ApprovedAbsencesRequest*,
                                                 v1::ApprovedAbsenceList*) override;
  grpc::ServerUnaryReactor* ImportPeople(grpc::CallbackServerContext*, const v1::ImportPeopleRequest*,
                                         v1::ImportPeopleResponse*) override;
  grpc::ServerUnaryReactor* GetEmployeeRecord(grpc::CallbackServerContext*, const v1::EmployeeRef*,
                                              v1::EmployeeRecordResponse*) override;
  grpc::ServerUnaryReactor* CorrectEmployeeRecord(grpc::CallbackServerContext*, const v1::CorrectEmployeeRecordRequest*,
                                                  v1::ImportedPersonResult*) override;

 private:
  friend class CallerHandlers<AbsencesServiceImpl>;
  absl::StatusOr<Caller> CallerFrom(grpc::ServerContextBase* context);
  // The HR system (scope people.import) or an HR or Admin user; anyone else is refused.
  absl::StatusOr<ImportActor> ImporterFrom(grpc::ServerContextBase* context);
  absl::Status Details(const Caller& caller, int request_id, v1::RequestDetails* out);
  // One decision on request `req->id()`: the workflow's step `action`, answered with the details.
  grpc::ServerUnaryReactor* Decide(grpc::CallbackServerContext* ctx, const v1::RequestDecision* req,
                                   v1::RequestDetailsResponse* res, RequestAction action);
  // The agreement as the caller sees it; NOT_FOUND outside their sight.
  absl::Status AgreementOf(const Caller& caller, int agreement_id, v1::HomeOfficeAgreement* out);
  // One of the three agreement lists: the caller's own, the team below them, everyone's.
  grpc::ServerUnaryReactor* ListAgreements(grpc::CallbackServerContext* ctx,
                                           const v1::ListHomeOfficeAgreementsRequest* req,
                                           v1::HomeOfficeAgreementList* res, AgreementListKind kind);
  // One step on agreement `req->id()`, answered with the agreement.
  grpc::ServerUnaryReactor* StepAgreement(grpc::CallbackServerContext* ctx, const v1::HomeOfficeAgreementStep* req,
                                          v1::HomeOfficeAgreementResponse* res, AgreementAction action);
  // The week report of a team: its week, its supervisor and a page of its people's days.
  struct WeekReportPage {
    absl::CivilDay monday;
    EmployeeRecord supervisor;
    std::vector<WeekReportPerson> people;
    int total = 0;
  };
  // The week report of the team below `supervisor_id` (0: the caller) for the week of `week`
  // ("": this one): Admin and HR analysts any team, others their own or one below them.
  absl::StatusOr<WeekReportPage> WeekReportOf(const Caller& caller, int supervisor_id, const std::string& week,
                                              EmployeeCriteria people);
  // The events of `owner`'s calendar feed: their own whole-day absences by type, and for a
  // supervisor the team's (who, not why) and the team's confirmed substitutions.
  absl::StatusOr<std::vector<AllDayEvent>> FeedEventsOf(int owner, const CalendarFeedTexts& texts);
  // The substitution as the caller sees it; NOT_FOUND outside their sight.
  absl::Status SubstitutionOf(const Caller& caller, int substitution_id, v1::Substitution* out);
  // One of the three substitution lists: the caller's own, their team's, everyone's (HR).
  grpc::ServerUnaryReactor* ListSubstitutions(grpc::CallbackServerContext* ctx, const v1::ListSubstitutionsRequest* req,
                                              v1::SubstitutionList* res, SubstitutionListKind kind);
  // One step on substitution `req->id()`, answered with the substitution.
  grpc::ServerUnaryReactor* StepSubstitution(grpc::CallbackServerContext* ctx, const v1::SubstitutionStep* req,
                                             v1::SubstitutionResponse* res, SubstitutionAction action);
  // The criteria of the caller's colleagues: everyone under the caller's own supervisor (the
  // caller alone at the top of the organisation).
  absl::StatusOr<EmployeeCriteria> ColleaguesOf(const Caller& caller);
  // The business day in Poland by the injected clock.
  absl::CivilDay Today() const;

  TokenVerifier& verifier_;
  PgPool& pool_;
  const Clock clock_;
  EmployeeStore employees_;
  RequestStore requests_;
  IdempotentWrites idempotent_;
  SubstitutionStore substitutions_;
  CalendarFeedStore feeds_;
  RequestWorkflows workflows_;
  AgreementStore agreements_;
  AgreementWorkflows agreement_workflows_;
  SubstitutionWorkflows substitution_workflows_;
  std::unique_ptr<IdentityAccounts> accounts_;
  PeopleImportWorkflow imports_;
};

}  // namespace kadry::absences
