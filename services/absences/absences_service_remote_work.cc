// The remote work RPCs of AbsencesServiceImpl: agreements on regular remote work and their steps.
#include "services/absences/absences_service.h"
#include "services/absences/proto_conversions.h"
#include "services/common/grpc_server.h"
#include "services/common/idempotent_writes.h"
#include "services/common/status_macros.h"

namespace kadry::absences {

absl::Status AbsencesServiceImpl::AgreementOf(const Caller& caller, int agreement_id, v1::HomeOfficeAgreement* out) {
  ASSIGN_OR_RETURN(const AgreementRecord a, agreements_.Get(agreement_id, caller.user_id, caller.ReadsAllAgreements()));
  ToProto(a, caller.AsAgreementActor(), out);
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
    ToProto(page, caller.AsAgreementActor(), res);
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

}  // namespace kadry::absences
