// The substitution RPCs of AbsencesServiceImpl: the lists, naming a substitute, its steps, the
// report's file, and what a substitute decides.
#include <map>

#include "services/absences/absences_service.h"
#include "services/absences/domain/week_report.h"
#include "services/absences/proto_conversions.h"
#include "services/absences/substitution_export.h"
#include "services/common/file_chunks.h"
#include "services/common/grpc_server.h"
#include "services/common/paging.h"
#include "services/common/idempotent_writes.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

// The report's file holds every row of the filter up to this many (a year of a large company's
// substitutions is far fewer).
constexpr int kMaxSubstitutionRows = 100000;

}  // namespace

absl::Status AbsencesServiceImpl::SubstitutionOf(const Caller& caller, int substitution_id, v1::Substitution* out) {
  ASSIGN_OR_RETURN(const SubstitutionRecord s, substitutions_.Get(substitution_id, caller.user_id, caller.reads_all));
  ToProto(s, caller.AsSubstitutionActor(), Today(), out);
  return absl::OkStatus();
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListSubstitutions(grpc::CallbackServerContext* ctx,
                                                                 const v1::ListSubstitutionsRequest* req,
                                                                 v1::SubstitutionList* res, SubstitutionListKind kind) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    if (kind == SubstitutionListKind::kAll) RETURN_IF_ERROR(caller.HrOnly("the substitutions report is for HR"));
    ASSIGN_OR_RETURN(const SubstitutionFilter filter, SubstitutionFilterOf(*req));
    ASSIGN_OR_RETURN(const SubstitutionPage page, substitutions_.List(filter, kind, caller.user_id));
    ToProto(page, caller.AsSubstitutionActor(), Today(), res);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListMySubstitutions(grpc::CallbackServerContext* ctx,
                                                                   const v1::ListSubstitutionsRequest* req,
                                                                   v1::SubstitutionList* res) {
  return ListSubstitutions(ctx, req, res, SubstitutionListKind::kMine);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::ListTeamSubstitutions(grpc::CallbackServerContext* ctx,
                                                                     const v1::ListSubstitutionsRequest* req,
                                                                     v1::SubstitutionList* res) {
  return ListSubstitutions(ctx, req, res, SubstitutionListKind::kTeam);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::ListSubstitutionsReport(grpc::CallbackServerContext* ctx,
                                                                       const v1::ListSubstitutionsRequest* req,
                                                                       v1::SubstitutionList* res) {
  return ListSubstitutions(ctx, req, res, SubstitutionListKind::kAll);
}

grpc::ServerWriteReactor<common::v1::FileChunk>* AbsencesServiceImpl::ExportSubstitutionsReport(
    grpc::CallbackServerContext* ctx, const v1::ExportSubstitutionsRequest* req) {
  return ServeFile<common::v1::FileChunk>(
      ctx, [=, this](const Caller& caller, StreamWriter<common::v1::FileChunk>& writer) -> absl::Status {
        RETURN_IF_ERROR(caller.HrOnly("the substitutions report is for HR"));
        ASSIGN_OR_RETURN(const ExportFormat format, ParseExportFormat(req->format()));
        ASSIGN_OR_RETURN(const SubstitutionFilter filter, SubstitutionFilterOf(*req));
        ASSIGN_OR_RETURN(const auto rows, substitutions_.All(filter, kMaxSubstitutionRows));
        auto send = FileChunkSink(ctx, writer, SubstitutionsFileName(format, req->lang(), FormatDate(Today())),
                                  std::string(ExportContentType(format)));
        ASSIGN_OR_RETURN(auto file, NewSubstitutionFileWriter(format, req->lang(), send));
        for (const SubstitutionRecord& s : rows) RETURN_IF_ERROR(file->Add(s));
        return file->Finish();
      });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::ListRequestsToDecideAsSubstitute(grpc::CallbackServerContext* ctx,
                                                                                const v1::ListRequestsRequest* req,
                                                                                v1::RequestList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(RequestFilter filter, FilterOf(*req));
    const absl::CivilDay today = Today();
    ASSIGN_OR_RETURN(const auto stand_ins, substitutions_.StandInsOf(caller.user_id, today));
    filter.below_any_of = StoodInForOn(stand_ins, caller.user_id, today);
    if (filter.below_any_of.empty()) {
      CountWholeList(res);
      return absl::OkStatus();
    }
    filter.except_employee_id = caller.user_id;
    // What waits for a decision: pending requests and cancellations asked for.
    if (filter.status_ids.empty())
      filter.status_ids = {static_cast<int>(RequestStatus::kPending),
                           static_cast<int>(RequestStatus::kCancellationRequested)};
    ASSIGN_OR_RETURN(const RequestPage page, requests_.List(filter, ListKind::kAll, caller.user_id));
    ToProto(page, res);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::PreviewSubstitution(grpc::CallbackServerContext* ctx,
                                                                   const v1::PreviewSubstitutionRequest* req,
                                                                   v1::PreviewSubstitutionResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const auto period, Period(req->from_date(), req->to_date()));
    const auto [from, to] = period;
    int substitute = req->substitute_id();
    if (substitute == 0) {
      ASSIGN_OR_RETURN(const auto suggestion, substitutions_.SuggestionFor(caller.user_id, from, to));
      if (!suggestion) return absl::OkStatus();
      substitute = suggestion->employee_id;
      res->set_existing_substitution_id(suggestion->substitution_id);
    }
    // Anyone may be named: the card says only the name, and the days only that they are away.
    ASSIGN_OR_RETURN(const EmployeeRecord person, employees_.Get(substitute, EmployeeScope{true, 0}));
    res->set_substitute_id(person.employee_id);
    res->set_substitute_full_name(person.full_name);
    ASSIGN_OR_RETURN(const auto away, requests_.ApprovedDays({substitute}, from, to, EmployeeScope{true, 0}));
    // Away as the week report counts a day (domain/week_report.h): remote work is work, hours off
    // leave most of the day, a day off needs nobody.
    std::map<absl::CivilDay, std::vector<ApprovedOnDay>> by_day;
    for (const auto& d : away) by_day[d.day].push_back({d.request_type_id, d.hours});
    for (const auto& [day, approved] : by_day) {
      if (WorkplaceOn(day, approved).place == Workplace::kAbsent) res->add_substitute_away_days(FormatDate(day));
    }
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::CreateSubstitution(grpc::CallbackServerContext* ctx,
                                                                  const v1::CreateSubstitutionRequest* req,
                                                                  v1::SubstitutionResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const int created, substitution_workflows_.Create(
                                            caller, SubstitutionInputOf(req->substitution()),
                                            OperationOf("CreateSubstitution", req->SerializeAsString()), Today()));
    return SubstitutionOf(caller, created, res->mutable_data());
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::StepSubstitution(grpc::CallbackServerContext* ctx,
                                                                const v1::SubstitutionStep* req,
                                                                v1::SubstitutionResponse* res,
                                                                SubstitutionAction action) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(substitution_workflows_.Step(caller, req->id(), action, req->comment(), Today()));
    return SubstitutionOf(caller, req->id(), res->mutable_data());
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::ConfirmSubstitution(grpc::CallbackServerContext* ctx,
                                                                   const v1::SubstitutionStep* req,
                                                                   v1::SubstitutionResponse* res) {
  return StepSubstitution(ctx, req, res, SubstitutionAction::kConfirm);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::RejectSubstitution(grpc::CallbackServerContext* ctx,
                                                                  const v1::SubstitutionStep* req,
                                                                  v1::SubstitutionResponse* res) {
  return StepSubstitution(ctx, req, res, SubstitutionAction::kReject);
}
grpc::ServerUnaryReactor* AbsencesServiceImpl::CancelSubstitution(grpc::CallbackServerContext* ctx,
                                                                  const v1::SubstitutionStep* req,
                                                                  v1::SubstitutionResponse* res) {
  return StepSubstitution(ctx, req, res, SubstitutionAction::kCancel);
}

}  // namespace kadry::absences
