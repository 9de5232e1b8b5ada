#pragma once

#include "kadry/absences/v1/absences_service.grpc.pb.h"
#include "services/absences/caller.h"
#include "services/absences/request_workflows.h"
#include "services/absences/store/employee_store.h"
#include "services/absences/store/idempotency_store.h"
#include "services/absences/store/request_store.h"
#include "services/common/clock.h"
#include "services/common/pg.h"
#include "services/common/rpc.h"
#include "services/common/token_verifier.h"

namespace kadry::absences {

// The absences API: handlers parse, authorise rows, call the stores and the rules of
// domain/, and map errors. Rows out of the caller's scope do not exist for them.
class AbsencesServiceImpl final : public v1::AbsencesService::Service {
 public:
  AbsencesServiceImpl(TokenVerifier& verifier, PgPool& pool, Clock clock = SystemClock())
      : verifier_(verifier), pool_(pool), clock_(std::move(clock)), employees_(pool), requests_(pool),
        idempotent_(pool), workflows_(pool, employees_, requests_, idempotent_) {}

  grpc::Status GetEmployee(grpc::ServerContext*, const v1::GetEmployeeRequest*, v1::EmployeeResponse*) override;
  grpc::Status SearchEmployees(grpc::ServerContext*, const v1::SearchEmployeesRequest*, v1::EmployeeList*) override;
  grpc::Status SearchSupervisors(grpc::ServerContext*, const v1::SearchEmployeesRequest*, v1::EmployeeList*) override;
  grpc::Status GetSupervisor(grpc::ServerContext*, const v1::GetEmployeeRequest*, v1::EmployeeResponse*) override;
  grpc::Status ListBenefits(grpc::ServerContext*, const v1::EmployeeRef*, v1::BenefitList*) override;
  grpc::Status ListEmploymentContracts(grpc::ServerContext*, const v1::EmployeeRef*, v1::EmploymentContractList*) override;
  grpc::Status GetEmployeeAbilities(grpc::ServerContext*, const v1::EmployeeRef*, v1::AbilitiesResponse*) override;
  grpc::Status ListTimesheets(grpc::ServerContext*, const v1::TimesheetsRequest*, v1::TimesheetList*) override;
  grpc::Status ListHolidays(grpc::ServerContext*, const v1::HolidaysRequest*, v1::HolidayList*) override;
  grpc::Status GetMyCalendar(grpc::ServerContext*, const v1::CalendarRequest*, v1::CalendarResponse*) override;
  grpc::Status GetTeamCalendar(grpc::ServerContext*, const v1::CalendarRequest*, v1::CalendarResponse*) override;
  grpc::Status ListRequestTypes(grpc::ServerContext*, const v1::Empty*, v1::RequestTypeList*) override;
  grpc::Status ListMyRequests(grpc::ServerContext*, const v1::ListRequestsRequest*, v1::RequestList*) override;
  grpc::Status ListTeamRequests(grpc::ServerContext*, const v1::ListRequestsRequest*, v1::RequestList*) override;
  grpc::Status ListRequestsReport(grpc::ServerContext*, const v1::ListRequestsRequest*, v1::RequestList*) override;
  grpc::Status ExportRequestsReport(grpc::ServerContext*, const v1::ExportRequestsReportRequest*,
                                    grpc::ServerWriter<common::v1::FileChunk>*) override;
  grpc::Status GetRequest(grpc::ServerContext*, const v1::RequestRef*, v1::RequestDetailsResponse*) override;
  grpc::Status PreviewRequest(grpc::ServerContext*, const v1::CreateRequestRequest*, v1::PreviewRequestResponse*) override;
  grpc::Status CreateRequest(grpc::ServerContext*, const v1::CreateRequestRequest*, v1::RequestDetailsResponse*) override;
  grpc::Status CancelRequest(grpc::ServerContext*, const v1::RequestDecision*, v1::RequestDetailsResponse*) override;
  grpc::Status ApproveRequest(grpc::ServerContext*, const v1::RequestDecision*, v1::RequestDetailsResponse*) override;
  grpc::Status RejectRequest(grpc::ServerContext*, const v1::RequestDecision*, v1::RequestDetailsResponse*) override;
  grpc::Status RequestCancellation(grpc::ServerContext*, const v1::RequestDecision*, v1::RequestDetailsResponse*) override;
  grpc::Status AcceptCancellation(grpc::ServerContext*, const v1::RequestDecision*, v1::RequestDetailsResponse*) override;
  grpc::Status RejectCancellation(grpc::ServerContext*, const v1::RequestDecision*, v1::RequestDetailsResponse*) override;
  grpc::Status TakeOverByHr(grpc::ServerContext*, const v1::RequestDecision*, v1::RequestDetailsResponse*) override;
  grpc::Status ResumeProcessing(grpc::ServerContext*, const v1::RequestDecision*, v1::RequestDetailsResponse*) override;
  grpc::Status ListMyLimits(grpc::ServerContext*, const v1::LimitsRequest*, v1::LimitList*) override;
  grpc::Status GetLimitsReport(grpc::ServerContext*, const v1::LimitsReportRequest*, v1::LimitsReportResponse*) override;
  grpc::Status ListApprovedAbsences(grpc::ServerContext*, const v1::ApprovedAbsencesRequest*,
                                    v1::ApprovedAbsenceList*) override;

 private:
  absl::StatusOr<Caller> CallerFrom(grpc::ServerContext* context);
  // Every handler: ServeCall with this service's caller.
  template <typename Body>
  grpc::Status Serve(grpc::ServerContext* context, Body&& body) {
    return ServeCall(context, [this](grpc::ServerContext* c) { return CallerFrom(c); }, std::forward<Body>(body));
  }
  absl::Status Details(const Caller& caller, int request_id, v1::RequestDetails* out);
  // The business day in Poland by the injected clock.
  // The criteria of the caller's colleagues: everyone under the caller's own supervisor (the
  // caller alone at the top of the organisation).
  absl::StatusOr<EmployeeCriteria> ColleaguesOf(const Caller& caller);
  absl::CivilDay Today() const;

  TokenVerifier& verifier_;
  PgPool& pool_;
  const Clock clock_;
  EmployeeStore employees_;
  RequestStore requests_;
  IdempotentWrites idempotent_;
  RequestWorkflows workflows_;
};

}  // namespace kadry::absences
