// The remote work RPCs of AbsencesServiceImpl: agreements on regular remote work and their steps.
#include <map>

#include "services/absences/absences_service.h"
#include "services/absences/proto_conversions.h"
#include "services/absences/week_report_export.h"
#include "services/common/file_chunks.h"
#include "services/common/warsaw_time.h"
#include "services/common/grpc_server.h"
#include "services/common/idempotent_writes.h"
#include "services/common/status_macros.h"

namespace kadry::absences {

absl::Status AbsencesServiceImpl::AgreementOf(const Caller& caller, int agreement_id, v1::HomeOfficeAgreement* out) {
  ASSIGN_OR_RETURN(const AgreementRecord a, agreements_.Get(agreement_id, caller.user_id, caller.ReadsAllAgreements()));
  ToProto(a, caller.AsAgreementActor(), Today(), out);
  return absl::OkStatus();
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListAgreements(grpc::CallbackServerContext* ctx,
                                                              const v1::ListHomeOfficeAgreementsRequest* req,
                                                              v1::HomeOfficeAgreementList* res,
                                                              AgreementListKind kind) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(AgreementFilter filter, AgreementFilterOf(*req));
    // Everyone's list is for Admin and the opinion-givers (the gateway's ability says the same);
    // Admin decides for everyone, so their team list is everyone's too.
    if (kind == AgreementListKind::kAll && !caller.ReadsAllAgreements())
      return Refusal(absl::StatusCode::kPermissionDenied, "access.agreements-list",
                     "the agreements list is for Admin and the opinion-givers");
    const AgreementListKind rows = kind == AgreementListKind::kTeam && caller.is_admin ? AgreementListKind::kAll : kind;
    if (kind == AgreementListKind::kOwn) filter.employee_id = 0;
    ASSIGN_OR_RETURN(const AgreementPage page, agreements_.List(filter, rows, caller.user_id));
    ToProto(page, caller.AsAgreementActor(), Today(), res);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListMyHomeOfficeAgreements(
    grpc::CallbackServerContext* ctx, const v1::ListHomeOfficeAgreementsRequest* req,
    v1::HomeOfficeAgreementList* res) {
  return ListAgreements(ctx, req, res, AgreementListKind::kOwn);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::ListTeamHomeOfficeAgreements(
    grpc::CallbackServerContext* ctx, const v1::ListHomeOfficeAgreementsRequest* req,
    v1::HomeOfficeAgreementList* res) {
  return ListAgreements(ctx, req, res, AgreementListKind::kTeam);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::ListHomeOfficeAgreements(grpc::CallbackServerContext* ctx,
                                                                        const v1::ListHomeOfficeAgreementsRequest* req,
                                                                        v1::HomeOfficeAgreementList* res) {
  return ListAgreements(ctx, req, res, AgreementListKind::kAll);
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::GetHomeOfficeAgreement(grpc::CallbackServerContext* ctx,
                                                                      const v1::HomeOfficeAgreementRef* req,
                                                                      v1::HomeOfficeAgreementResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    return AgreementOf(caller, req->id(), res->mutable_data());
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::CreateHomeOfficeAgreement(
    grpc::CallbackServerContext* ctx, const v1::CreateHomeOfficeAgreementRequest* req,
    v1::HomeOfficeAgreementResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(
        const int created,
        agreement_workflows_.Apply(caller, AgreementDraftOf(req->agreement()),
                                   OperationOf("CreateHomeOfficeAgreement", req->SerializeAsString()), Today()));
    return AgreementOf(caller, created, res->mutable_data());
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::StepAgreement(grpc::CallbackServerContext* ctx,
                                                             const v1::HomeOfficeAgreementStep* req,
                                                             v1::HomeOfficeAgreementResponse* res,
                                                             AgreementAction action) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(agreement_workflows_.Step(caller, req->id(), action, req->positive(), req->comment()));
    return AgreementOf(caller, req->id(), res->mutable_data());
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::WithdrawHomeOfficeAgreement(grpc::CallbackServerContext* ctx,
                                                                           const v1::HomeOfficeAgreementStep* req,
                                                                           v1::HomeOfficeAgreementResponse* res) {
  return StepAgreement(ctx, req, res, AgreementAction::kWithdraw);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::GiveHomeOfficeAgreementOpinion(grpc::CallbackServerContext* ctx,
                                                                              const v1::HomeOfficeAgreementStep* req,
                                                                              v1::HomeOfficeAgreementResponse* res) {
  return StepAgreement(ctx, req, res, AgreementAction::kOpinion);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::ApproveHomeOfficeAgreement(grpc::CallbackServerContext* ctx,
                                                                          const v1::HomeOfficeAgreementStep* req,
                                                                          v1::HomeOfficeAgreementResponse* res) {
  return StepAgreement(ctx, req, res, AgreementAction::kApprove);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::RejectHomeOfficeAgreement(grpc::CallbackServerContext* ctx,
                                                                         const v1::HomeOfficeAgreementStep* req,
                                                                         v1::HomeOfficeAgreementResponse* res) {
  return StepAgreement(ctx, req, res, AgreementAction::kReject);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::EndHomeOfficeAgreement(grpc::CallbackServerContext* ctx,
                                                                      const v1::HomeOfficeAgreementStep* req,
                                                                      v1::HomeOfficeAgreementResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(agreement_workflows_.End(caller, req->id(), req->last_day(), req->comment(), Today()));
    return AgreementOf(caller, req->id(), res->mutable_data());
  });
}

// ---------------------------------------------------------------- the week report

absl::StatusOr<AbsencesServiceImpl::WeekReportPage> AbsencesServiceImpl::WeekReportOf(const Caller& caller,
                                                                                      int supervisor_id,
                                                                                      const std::string& week,
                                                                                      EmployeeCriteria people) {
  WeekReportPage page;
  absl::CivilDay day = Today();
  if (!week.empty()) {
    ASSIGN_OR_RETURN(day, RequiredDate(week, "weekStart"));
  }
  page.monday = MondayOf(day);
  const int supervisor = supervisor_id == 0 ? caller.user_id : supervisor_id;
  if (!caller.is_admin && !caller.is_hr_analyst && supervisor != caller.user_id) {
    ASSIGN_OR_RETURN(const bool above, employees_.IsAbove(caller.user_id, supervisor));
    if (!above) return Refusal(absl::StatusCode::kNotFound, "employee.not-found", "no such team");
  }
  const EmployeeScope everyone{true, 0};
  ASSIGN_OR_RETURN(page.supervisor, employees_.Get(supervisor, everyone));
  people.supervisor_id = supervisor;
  people.whole_team = true;
  ASSIGN_OR_RETURN(const EmployeePage team, employees_.Search(people, everyone));
  page.total = team.total;
  std::vector<int> ids;
  for (const EmployeeRecord& e : team.employees) ids.push_back(e.employee_id);
  std::map<std::pair<int, absl::CivilDay>, std::vector<ApprovedOnDay>> approved;
  if (!ids.empty()) {
    ASSIGN_OR_RETURN(const auto days, requests_.ApprovedDays(ids, page.monday, page.monday + 6, everyone));
    for (const auto& d : days) approved[{d.employee_id, d.day}].push_back({d.request_type_id, d.hours});
  }
  for (const EmployeeRecord& e : team.employees) {
    WeekReportPerson p{e.employee_id, e.full_name, e.position, {}};
    for (int i = 0; i < 7; ++i) {
      const absl::CivilDay d = page.monday + i;
      auto it = approved.find({e.employee_id, d});
      p.days.push_back(WorkplaceOn(d, it == approved.end() ? std::vector<ApprovedOnDay>{} : it->second));
    }
    page.people.push_back(std::move(p));
  }
  return page;
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::GetHomeOfficeWeekReport(grpc::CallbackServerContext* ctx,
                                                                       const v1::WeekReportRequest* req,
                                                                       v1::WeekReport* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    EmployeeCriteria people;
    people.search = req->paging().search();
    people.sort.assign(req->paging().sort().begin(), req->paging().sort().end());
    people.window = PageOf(*req);
    ASSIGN_OR_RETURN(const WeekReportPage page, WeekReportOf(caller, req->supervisor_id(), req->week_start(), people));
    ToProto(page.monday, page.supervisor, page.people, res);
    res->mutable_paging()->set_total(page.total);
    return absl::OkStatus();
  });
}

grpc::ServerWriteReactor<common::v1::FileChunk>* AbsencesServiceImpl::ExportHomeOfficeWeekReport(
    grpc::CallbackServerContext* ctx, const v1::ExportWeekReportRequest* req) {
  return ServeFile<common::v1::FileChunk>(
      ctx, [=, this](const Caller& caller, StreamWriter<common::v1::FileChunk>& writer) -> absl::Status {
        ASSIGN_OR_RETURN(const ExportFormat format, ParseExportFormat(req->format()));
        EmployeeCriteria people;
        people.search = req->search();
        people.sort.assign(req->sort().begin(), req->sort().end());
        people.window = PageOf(0, 0, true);  // the whole team, up to the page limit
        ASSIGN_OR_RETURN(const WeekReportPage page,
                         WeekReportOf(caller, req->supervisor_id(), req->week_start(), people));
        auto send = FileChunkSink(ctx, writer, WeekReportFileName(format, req->lang(), page.monday),
                                  std::string(ExportContentType(format)));
        ASSIGN_OR_RETURN(auto file, NewWeekReportFileWriter(format, req->lang(), page.monday, send));
        for (const WeekReportPerson& p : page.people) RETURN_IF_ERROR(file->Add(p));
        return file->Finish();
      });
}

}  // namespace kadry::absences
