#pragma once

#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "kadry/bonus_declarations/v1/bonus_declarations_service.pb.h"
#include "services/bonus-declarations/domain/campaign_rules.h"
#include "services/bonus-declarations/domain/declaration_rules.h"
#include "services/bonus-declarations/people_directory.h"
#include "services/bonus-declarations/store/campaign_store.h"
#include "services/bonus-declarations/store/declaration_store.h"
#include "services/bonus-declarations/store/log_store.h"

// Every proto <-> record mapping of the service (docs/architecture.md §2).
namespace kadry::bonus_declarations {

void ToProto(const CampaignRecord& c, v1::Campaign* out);
// The campaign as HR sent it; a malformed date is INVALID_ARGUMENT naming its field.
absl::StatusOr<CampaignRules> CampaignRulesOf(const v1::Campaign& c);
// What GET /api/configuration carries of the current campaign on `today`.
void ToConfiguration(const CampaignRecord& c, absl::CivilDay today, v1::BonusDeclarationConfiguration* out);

void ToProto(const LogRecord& l, v1::BonusDeclarationLog* out);

DraftInput DraftOf(const v1::DeclarationDraft& d);
// `today` decides whether it can still be edited; `employed` is whether the declarant is
// employed on the campaign's consideration day (none: the directory did not say).
void ToProto(const DeclarationRecord& d, absl::CivilDay today, std::optional<bool> employed, v1::BonusDeclaration* out);
void ToProto(const IncomeFigures& f, v1::DeclarationPreview* out);

void ToProto(const Person& p, v1::NonDeclarant* out);
void ToProto(int campaign_id, const std::vector<TierTotalRecord>& tiers, v1::DeclarationsSummary* out);

}  // namespace kadry::bonus_declarations
