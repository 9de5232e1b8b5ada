#pragma once

#include <optional>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "services/bonus-declarations/domain/campaign_rules.h"
#include "services/common/pg.h"

namespace kadry::bonus_declarations {

// A stored campaign and its tier table.
struct CampaignRecord {
  int campaign_id = 0;
  CampaignRules rules;
  absl::Time added_at;
  std::optional<absl::Time> edited_at;
};

// bonus_declarations.campaigns and their tier_bands.
class CampaignStore final {
 public:
  explicit CampaignStore(PgPool& pool) : pool_(pool) {}

  // Every campaign, the newest year first (a few rows: one a year).
  absl::StatusOr<std::vector<CampaignRecord>> List();
  absl::StatusOr<CampaignRecord> Get(int campaign_id);
  // The new campaign's id; ALREADY_EXISTS when its year has one.
  // ALREADY_EXISTS when the year has a campaign. In a transaction of its own, or the caller's
  // (an idempotent write).
  absl::StatusOr<int> Insert(const CampaignRules& rules);
  static absl::StatusOr<int> Insert(PgConnection& tx, const CampaignRules& rules);
  // NOT_FOUND when there is no such campaign; ALREADY_EXISTS when the year is another's.
  absl::Status Update(int campaign_id, const CampaignRules& rules);
  static absl::Status Update(PgConnection& tx, int campaign_id, const CampaignRules& rules);

 private:
  PgPool& pool_;
};

}  // namespace kadry::bonus_declarations
