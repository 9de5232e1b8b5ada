#pragma once

#include "kadry/bonus_declarations/v1/bonus_declarations_service.grpc.pb.h"
#include "services/bonus-declarations/caller.h"
#include "services/bonus-declarations/people_directory.h"
#include "services/bonus-declarations/store/campaign_store.h"
#include "services/bonus-declarations/store/declaration_store.h"
#include "services/bonus-declarations/store/log_store.h"
#include "services/common/clock.h"
#include "services/common/pg.h"
#include "services/common/rpc.h"
#include "services/common/token_verifier.h"

namespace kadry::bonus_declarations {

// The ZFŚS benefit API (docs/bonus-declarations.md): handlers parse, authorise, call the
// stores and the rules of domain/, and map. A person's declarations and logs are theirs;
// HR, Admin and HRPreview read everyone's; only HR and Admin change campaigns.
class BonusDeclarationsServiceImpl final : public v1::BonusDeclarationsService::Service {
 public:
  BonusDeclarationsServiceImpl(TokenVerifier& verifier, PgPool& pool, PeopleDirectory& people,
                               Clock clock = SystemClock())
      : verifier_(verifier), people_(people), clock_(std::move(clock)), campaigns_(pool), logs_(pool),
        declarations_(pool) {}

  grpc::Status GetConfiguration(grpc::ServerContext*, const v1::GetConfigurationRequest*,
                                v1::BonusDeclarationConfiguration*) override;
  grpc::Status AddLog(grpc::ServerContext*, const v1::AddLogRequest*, v1::LogResponse*) override;
  grpc::Status SearchLogs(grpc::ServerContext*, const v1::SearchLogsRequest*, v1::LogList*) override;
  grpc::Status SearchDeclarations(grpc::ServerContext*, const v1::SearchDeclarationsRequest*,
                                  v1::DeclarationList*) override;
  grpc::Status PreviewDeclaration(grpc::ServerContext*, const v1::PreviewDeclarationRequest*,
                                  v1::DeclarationPreview*) override;
  grpc::Status CreateDeclaration(grpc::ServerContext*, const v1::CreateDeclarationRequest*,
                                 v1::DeclarationResponse*) override;
  grpc::Status UpdateDeclaration(grpc::ServerContext*, const v1::UpdateDeclarationRequest*,
                                 v1::DeclarationResponse*) override;
  grpc::Status SearchNonDeclarants(grpc::ServerContext*, const v1::SearchNonDeclarantsRequest*,
                                   v1::NonDeclarantList*) override;
  grpc::Status ExportDeclarations(grpc::ServerContext*, const v1::ExportDeclarationsRequest*,
                                  grpc::ServerWriter<common::v1::FileChunk>*) override;
  grpc::Status ListCampaigns(grpc::ServerContext*, const v1::ListCampaignsRequest*, v1::CampaignList*) override;
  grpc::Status CreateCampaign(grpc::ServerContext*, const v1::SaveCampaignRequest*, v1::CampaignResponse*) override;
  grpc::Status UpdateCampaign(grpc::ServerContext*, const v1::SaveCampaignRequest*, v1::CampaignResponse*) override;

 private:
  absl::StatusOr<Caller> CallerFrom(grpc::ServerContext* context);
  template <typename Body>
  grpc::Status Serve(grpc::ServerContext* context, Body&& body) {
    return ServeCall(context, [this](grpc::ServerContext* c) { return CallerFrom(c); }, std::forward<Body>(body));
  }
  // The business day in Poland by the injected clock.
  absl::CivilDay Today() const;
  // The current campaign (campaign_rules.h), or NOT_FOUND when there is none.
  absl::StatusOr<CampaignRecord> CurrentCampaign();
  // `campaign_id`, or the current campaign when it is 0.
  absl::StatusOr<CampaignRecord> CampaignOrCurrent(int campaign_id);
  // Create (`create`) or update the campaign of `req`: HR and Admin only, validated.
  absl::Status SaveCampaign(const Caller& caller, const v1::SaveCampaignRequest& req, bool create,
                            v1::CampaignResponse* res);
  // The user whose rows a search reads: own unless the caller reads everyone's.
  absl::StatusOr<int> RowOwner(const Caller& caller, int requested_user_id) const;

  TokenVerifier& verifier_;
  PeopleDirectory& people_;
  const Clock clock_;
  CampaignStore campaigns_;
  LogStore logs_;
  DeclarationStore declarations_;
};

}  // namespace kadry::bonus_declarations
