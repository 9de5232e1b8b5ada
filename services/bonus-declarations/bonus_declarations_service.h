#pragma once

#include <map>

#include "kadry/bonus_declarations/v1/bonus_declarations_service.grpc.pb.h"
#include "services/bonus-declarations/caller.h"
#include "services/bonus-declarations/people_directory.h"
#include "services/bonus-declarations/store/campaign_store.h"
#include "services/bonus-declarations/store/declaration_store.h"
#include "services/bonus-declarations/store/log_store.h"
#include "services/common/clock.h"
#include "services/common/idempotent_writes.h"
#include "services/common/pg.h"
#include "services/common/rpc.h"
#include "services/common/token_verifier.h"

namespace kadry::bonus_declarations {

// The ZFŚS benefit API (docs/bonus-declarations.md): handlers parse, authorise, call the
// stores and the rules of domain/, and map. A person's declarations and logs are theirs;
// HR, Admin and HRPreview read everyone's; only HR and Admin change campaigns.
class BonusDeclarationsServiceImpl final : public v1::BonusDeclarationsService::CallbackService,
                                           public CallerHandlers<BonusDeclarationsServiceImpl> {
 public:
  BonusDeclarationsServiceImpl(TokenVerifier& verifier, PgPool& pool, PeopleDirectory& people,
                               Clock clock = SystemClock())
      : verifier_(verifier),
        people_(people),
        clock_(std::move(clock)),
        campaigns_(pool),
        logs_(pool),
        declarations_(pool),
        idempotent_(pool, "bonus_declarations") {}

  grpc::ServerUnaryReactor* GetConfiguration(grpc::CallbackServerContext*, const v1::GetConfigurationRequest*,
                                             v1::BonusDeclarationConfiguration*) override;
  grpc::ServerUnaryReactor* AddLog(grpc::CallbackServerContext*, const v1::AddLogRequest*, v1::LogResponse*) override;
  grpc::ServerUnaryReactor* SearchLogs(grpc::CallbackServerContext*, const v1::SearchLogsRequest*,
                                       v1::LogList*) override;
  grpc::ServerUnaryReactor* SearchDeclarations(grpc::CallbackServerContext*, const v1::SearchDeclarationsRequest*,
                                               v1::DeclarationList*) override;
  grpc::ServerUnaryReactor* PreviewDeclaration(grpc::CallbackServerContext*, const v1::PreviewDeclarationRequest*,
                                               v1::DeclarationPreview*) override;
  grpc::ServerUnaryReactor* CreateDeclaration(grpc::CallbackServerContext*, const v1::CreateDeclarationRequest*,
                                              v1::DeclarationResponse*) override;
  grpc::ServerUnaryReactor* UpdateDeclaration(grpc::CallbackServerContext*, const v1::UpdateDeclarationRequest*,
                                              v1::DeclarationResponse*) override;
  grpc::ServerUnaryReactor* SearchNonDeclarants(grpc::CallbackServerContext*, const v1::SearchNonDeclarantsRequest*,
                                                v1::NonDeclarantList*) override;
  grpc::ServerUnaryReactor* SummarizeDeclarations(grpc::CallbackServerContext*, const v1::DeclarationsSummaryRequest*,
                                                  v1::DeclarationsSummary*) override;
  grpc::ServerWriteReactor<common::v1::FileChunk>* ExportDeclarations(grpc::CallbackServerContext*,
                                                                      const v1::ExportDeclarationsRequest*) override;
  grpc::ServerUnaryReactor* ListCampaigns(grpc::CallbackServerContext*, const v1::ListCampaignsRequest*,
                                          v1::CampaignList*) override;
  grpc::ServerUnaryReactor* CreateCampaign(grpc::CallbackServerContext*, const v1::SaveCampaignRequest*,
                                           v1::CampaignResponse*) override;
  grpc::ServerUnaryReactor* UpdateCampaign(grpc::CallbackServerContext*, const v1::SaveCampaignRequest*,
                                           v1::CampaignResponse*) override;

 private:
  friend class CallerHandlers<BonusDeclarationsServiceImpl>;
  absl::StatusOr<Caller> CallerFrom(grpc::ServerContextBase* context);
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
  // Each of `user_ids` the directory tells the caller about, with their employment. Nobody
  // when the directory does not answer: a list then leaves the flag out instead of failing.
  std::map<int, Employment> EmploymentsOf(const Caller& caller, const std::vector<int>& user_ids);

  TokenVerifier& verifier_;
  PeopleDirectory& people_;
  const Clock clock_;
  CampaignStore campaigns_;
  LogStore logs_;
  DeclarationStore declarations_;
  IdempotentWrites idempotent_;
};

}  // namespace kadry::bonus_declarations
