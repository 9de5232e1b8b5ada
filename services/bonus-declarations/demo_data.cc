#include "services/bonus-declarations/demo_data.h"

#include <set>

#include "absl/time/clock.h"
#include "services/bonus-declarations/store/campaign_store.h"
#include "services/bonus-declarations/store/declaration_store.h"
#include "services/common/status_macros.h"

namespace kadry::bonus_declarations {
namespace {

constexpr int kDemoEmployee = 1002;  // "employee", Jan Kowalski (the identity's demo users)

// The benefit table of the demo (ZFŚS regulations of the demo employer), in grosze.
CampaignRules DemoCampaign(absl::CivilDay today, int years_back) {
  auto shift = [&](int days) {
    const absl::CivilDay d = today + days;
    return absl::CivilDay(d.year() - years_back, d.month(), d.day());  // 29 Feb -> 1 Mar
  };
  CampaignRules c;
  c.year = static_cast<int>(today.year()) - years_back;
  c.dates.start_on = shift(-14);
  c.dates.can_place_end_on = shift(14);
  c.dates.end_on = shift(30);
  c.dates.consideration_on = c.dates.end_on;
  c.income_tax_year = c.year - 1;
  c.alternative_income_tax_year = 0;
  c.tiers = {{350000, 90000}, {450000, 80000}, {550000, 70000}, {0, 60000}};
  c.tax_free_limit_grosze = 100000;
  return c;
}

}  // namespace

absl::Status SeedDemoData(PgPool& pool, absl::CivilDay today) {
  CampaignStore campaigns(pool);
  ASSIGN_OR_RETURN(const std::vector<CampaignRecord> existing, campaigns.List());
  std::set<int> years;
  int last_year_id = 0;
  const int last_year = static_cast<int>(today.year()) - 1;
  for (const CampaignRecord& c : existing) {
    years.insert(c.rules.year);
    if (c.rules.year == last_year) last_year_id = c.campaign_id;
  }
  for (int back : {1, 0}) {
    const CampaignRules rules = DemoCampaign(today, back);
    if (years.count(rules.year)) continue;
    ASSIGN_OR_RETURN(const int id, campaigns.Insert(rules));
    if (back == 1) last_year_id = id;
  }

  // Last year's declaration of the demo employee: 48 000 zł alone -> 4 000 zł a month -> 800 zł.
  ASSIGN_OR_RETURN(const CampaignRecord closed, campaigns.Get(last_year_id));
  DeclarationRecord d;
  d.campaign_id = closed.campaign_id;
  d.user_id = kDemoEmployee;
  d.full_name = "Jan Kowalski";
  d.sap_number = "00001002";
  d.draft.tax_year = closed.rules.income_tax_year;
  MemberIncome me;
  me.full_name = "Jan Kowalski";
  me.relationship = "declarant";
  me.income = 6000000;
  me.costs_of_obtaining = 300000;
  me.social_insurance = 600000;
  me.tax_due = 300000;
  d.draft.members = {me};
  d.draft.statement_data_true = d.draft.statement_documents_on_demand = d.draft.statement_information_clause = true;
  d.figures = ComputeFigures(d.draft.members, closed.rules.tiers, closed.rules.tax_free_limit_grosze);
  d.added_at = absl::FromCivil(absl::CivilSecond(closed.rules.dates.start_on + 2) + 9 * 3600, absl::UTCTimeZone());
  const auto inserted = DeclarationStore(pool).Insert(d);
  if (!inserted.ok() && inserted.status().code() != absl::StatusCode::kAlreadyExists) return inserted.status();
  return absl::OkStatus();
}

}  // namespace kadry::bonus_declarations
