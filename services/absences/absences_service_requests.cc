// The request RPCs of AbsencesServiceImpl: types, lists, details, filing and decisions.
#include "services/absences/absences_service.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/time/clock.h"
#include "nlohmann/json.hpp"
#include "services/absences/domain/leave_limits.h"
#include "services/common/polish_calendar.h"
#include "services/absences/domain/request_conflicts.h"
#include "services/absences/domain/request_lifecycle.h"
#include "services/absences/domain/request_types.h"
#include "services/absences/domain/request_validation.h"
#include "services/absences/domain/timesheet.h"
#include "services/absences/proto_conversions.h"
#include "services/absences/report_export.h"
#include "services/common/file_chunks.h"
#include "services/common/grpc_server.h"
#include "services/common/grpc_status.h"
#include "services/common/log.h"
#include "services/common/paging.h"
#include "services/common/warsaw_time.h"
#include "services/common/problem.h"

namespace kadry::absences {

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListRequestTypes(grpc::CallbackServerContext* ctx, const v1::Empty*,
                                                                v1::RequestTypeList* res) {
  return Serve(ctx, [=, this](const Caller&) -> absl::Status {
    const absl::CivilDay today = Today();
    for (const auto& t : RequestTypes()) ToProto(t, today, res->add_data());
    CountWholeList(res);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListMyRequests(grpc::CallbackServerContext* ctx,
                                                              const v1::ListRequestsRequest* req,
                                                              v1::RequestList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const RequestFilter filter, FilterOf(*req));
    ASSIGN_OR_RETURN(const RequestPage page, requests_.List(filter, ListKind::kOwn, caller.user_id));
    ToProto(page, res);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListTeamRequests(grpc::CallbackServerContext* ctx,
                                                                const v1::ListRequestsRequest* req,
                                                                v1::RequestList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    // Admin decides for everyone; a supervisor for the whole chain below.
    const ListKind kind = caller.is_admin ? ListKind::kAll : ListKind::kTeam;
    ASSIGN_OR_RETURN(const RequestFilter filter, FilterOf(*req));
    ASSIGN_OR_RETURN(const RequestPage page, requests_.List(filter, kind, caller.user_id));
    ToProto(page, res);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListRequestsReport(grpc::CallbackServerContext* ctx,
                                                                  const v1::ListRequestsRequest* req,
                                                                  v1::RequestList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(caller.HrOnly("the requests report is for HR and administration"));
    ASSIGN_OR_RETURN(const RequestFilter filter, FilterOf(*req));
    ASSIGN_OR_RETURN(const RequestPage page, requests_.List(filter, ListKind::kAll, caller.user_id));
    ToProto(page, res);
    return absl::OkStatus();
  });
}

grpc::ServerWriteReactor<common::v1::FileChunk>* AbsencesServiceImpl::ExportRequestsReport(
    grpc::CallbackServerContext* ctx, const v1::ExportRequestsReportRequest* req) {
  return ServeFile<common::v1::FileChunk>(
      ctx, [=, this](const Caller& caller, StreamWriter<common::v1::FileChunk>& writer) -> absl::Status {
        // The report's own rule and rows (ListRequestsReport): every row of the filter, no cap.
        RETURN_IF_ERROR(caller.HrOnly("the requests report is for HR and administration"));
        auto format = ParseExportFormat(req->format());
        if (!format.ok()) return format.status();
        ASSIGN_OR_RETURN(const RequestFilter filter, FilterOf(*req));

        auto send = FileChunkSink(ctx, writer, ExportFileName(*format, req->lang(), FormatDate(Today())),
                                  std::string(ExportContentType(*format)));
        auto file = NewReportFileWriter(*format, req->lang(), send);
        if (!file.ok()) return file.status();
        absl::Status walked = requests_.ForEach(filter, ListKind::kAll, caller.user_id,
                                                [&](const RequestRecord& row) { return (*file)->Add(row); });
        if (walked.ok()) walked = (*file)->Finish();
        return walked;
      });
}

absl::Status AbsencesServiceImpl::Details(const Caller& caller, int request_id, v1::RequestDetails* out) {
  ASSIGN_OR_RETURN(const RequestReach reach, workflows_.ReachOf(caller, request_id, true, Today()));
  ASSIGN_OR_RETURN(const RequestDetailsRecord d, requests_.Get(request_id, reach.scope));
  ToProto(d, out);
  for (auto& a : AllowedActions(reach.state, caller.AsActor(reach.supervises))) {
    // A substitute only decides: what else a supervisor may do stays theirs.
    const auto action = ActionByName(a);
    if (reach.on_behalf_of != 0 && !(action && IsDecision(*action))) continue;
    out->add_allowed_actions(std::move(a));
  }
  return absl::OkStatus();
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::GetRequest(grpc::CallbackServerContext* ctx, const v1::RequestRef* req,
                                                          v1::RequestDetailsResponse* res) {
  return Serve(
      ctx, [=, this](const Caller& caller) -> absl::Status { return Details(caller, req->id(), res->mutable_data()); });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::PreviewRequest(grpc::CallbackServerContext* ctx,
                                                              const v1::CreateRequestRequest* req,
                                                              v1::PreviewRequestResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    const v1::RequestDraft& d = req->request();
    const absl::CivilDay today = Today();
    ASSIGN_OR_RETURN(const RequestPreview preview,
                     workflows_.Preview(caller, d.employee_id() == 0 ? caller.user_id : d.employee_id(),
                                        ParseDraft(d, today), today));
    ToProto(preview, res);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::CreateRequest(grpc::CallbackServerContext* ctx,
                                                             const v1::CreateRequestRequest* req,
                                                             v1::RequestDetailsResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    const v1::RequestDraft& d = req->request();
    Filing filing;
    filing.employee_id = d.employee_id() == 0 ? caller.user_id : d.employee_id();
    filing.draft = ParseDraft(d, Today());
    filing.address_json = AddressJson(d.address()).dump();
    filing.reason_json = ReasonJson(d.request_reason()).dump();
    filing.cancel_conflicting = d.cancel_conflicting();
    filing.operation = OperationOf("CreateRequest", req->SerializeAsString());
    ASSIGN_OR_RETURN(const int created, workflows_.File(caller, filing, Today()));
    return Details(caller, created, res->mutable_data());
  });
}

// Every decision on a request is one workflow step (domain/request_lifecycle.h): the RPCs differ
// only in the action they ask for.
grpc::ServerUnaryReactor* AbsencesServiceImpl::Decide(grpc::CallbackServerContext* ctx, const v1::RequestDecision* req,
                                                      v1::RequestDetailsResponse* res, RequestAction action) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(workflows_.Decide(caller, req->id(), action, req->comment(), Today()));
    return Details(caller, req->id(), res->mutable_data());
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::CancelRequest(grpc::CallbackServerContext* ctx,
                                                             const v1::RequestDecision* req,
                                                             v1::RequestDetailsResponse* res) {
  return Decide(ctx, req, res, RequestAction::kCancel);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::ApproveRequest(grpc::CallbackServerContext* ctx,
                                                              const v1::RequestDecision* req,
                                                              v1::RequestDetailsResponse* res) {
  return Decide(ctx, req, res, RequestAction::kApprove);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::RejectRequest(grpc::CallbackServerContext* ctx,
                                                             const v1::RequestDecision* req,
                                                             v1::RequestDetailsResponse* res) {
  return Decide(ctx, req, res, RequestAction::kReject);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::RequestCancellation(grpc::CallbackServerContext* ctx,
                                                                   const v1::RequestDecision* req,
                                                                   v1::RequestDetailsResponse* res) {
  return Decide(ctx, req, res, RequestAction::kRequestCancellation);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::AcceptCancellation(grpc::CallbackServerContext* ctx,
                                                                  const v1::RequestDecision* req,
                                                                  v1::RequestDetailsResponse* res) {
  return Decide(ctx, req, res, RequestAction::kAcceptCancellation);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::RejectCancellation(grpc::CallbackServerContext* ctx,
                                                                  const v1::RequestDecision* req,
                                                                  v1::RequestDetailsResponse* res) {
  return Decide(ctx, req, res, RequestAction::kRejectCancellation);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::TakeOverByHr(grpc::CallbackServerContext* ctx,
                                                            const v1::RequestDecision* req,
                                                            v1::RequestDetailsResponse* res) {
  return Decide(ctx, req, res, RequestAction::kTakeOver);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::ResumeProcessing(grpc::CallbackServerContext* ctx,
                                                                const v1::RequestDecision* req,
                                                                v1::RequestDetailsResponse* res) {
  return Decide(ctx, req, res, RequestAction::kResumeProcessing);
}

}  // namespace kadry::absences
