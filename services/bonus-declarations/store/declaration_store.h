#pragma once

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "absl/time/time.h"
#include "services/bonus-declarations/domain/declaration_rules.h"
#include "services/common/paging.h"
#include "services/common/pg.h"

namespace kadry::bonus_declarations {

// A filed declaration with its household and the figures computed when it was saved.
struct DeclarationRecord {
  int declaration_id = 0;
  int campaign_id = 0;
  int campaign_year = 0;
  int user_id = 0;
  std::string full_name;
  std::string sap_number;
  DraftInput draft;  // members are read only by Get and Search
  IncomeFigures figures;
  absl::Time added_at;
  std::optional<absl::Time> edited_at;
  absl::CivilDay can_place_end_on;  // of its campaign
  absl::CivilDay consideration_on;  // of its campaign
};

struct DeclarationFilter {
  int campaign_id = 0;             // 0: every campaign
  int user_id = 0;                 // 0: everyone's
  std::string search;              // name or SAP number fragment
  int64_t tier_amount_grosze = 0;  // 0: any tier
  std::vector<std::string> sort;
  PageWindow window;
};

// How many declarations of a campaign fall in one amount of the tier table.
struct TierTotalRecord {
  int64_t amount_grosze = 0;
  int declarations = 0;
};

struct DeclarationPage {
  int total = 0;
  std::vector<DeclarationRecord> rows;
};

// bonus_declarations.declarations and household_members.
class DeclarationStore final {
 public:
  explicit DeclarationStore(PgPool& pool) : pool_(pool) {}

  // The new id; ALREADY_EXISTS when the user has declared in the campaign.
  // ALREADY_EXISTS when the person declared in the campaign. In a transaction of its own, or the
  // caller's (an idempotent write).
  absl::StatusOr<int> Insert(const DeclarationRecord& d);
  static absl::StatusOr<int> Insert(PgConnection& tx, const DeclarationRecord& d);
  // Replaces the draft and figures; NOT_FOUND when there is no such declaration.
  absl::Status Update(int declaration_id, const DraftInput& draft, const IncomeFigures& figures, absl::Time at);
  static absl::Status Update(PgConnection& tx, int declaration_id, const DraftInput& draft,
                             const IncomeFigures& figures, absl::Time at);
  absl::StatusOr<DeclarationRecord> Get(int declaration_id);
  // INVALID_ARGUMENT for an unknown sort key.
  absl::StatusOr<DeclarationPage> Search(const DeclarationFilter& f);
  // Every row of the filter (no paging), without the household members: the export.
  absl::Status ForEach(const DeclarationFilter& f, const std::function<absl::Status(const DeclarationRecord&)>& row);
  // Who has declared in the campaign.
  absl::StatusOr<std::set<int>> DeclarantIds(int campaign_id);
  // The campaign's declarations counted per tier amount, highest amount first.
  absl::StatusOr<std::vector<TierTotalRecord>> TierTotals(int campaign_id);

 private:
  absl::Status LoadMembers(std::vector<DeclarationRecord>& rows);
  PgPool& pool_;
};

}  // namespace kadry::bonus_declarations
