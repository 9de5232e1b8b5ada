#include "services/bonus-declarations/store/campaign_store.h"

#include <map>

#include "absl/strings/str_cat.h"
#include "services/common/pg_rows.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/common/problem.h"

namespace kadry::bonus_declarations {
namespace {

constexpr char kCampaignColumns[] = R"sql(
    SELECT campaign_id, year, start_on::text, end_on::text, can_place_end_on::text, consideration_on::text,
    income_tax_year, alternative_income_tax_year, tax_free_limit_grosze, extract(epoch from added_at)::bigint,
    coalesce(extract(epoch from edited_at)::bigint, 0) FROM bonus_declarations.campaigns)sql";
constexpr char kTiers[] = R"sql(
    SELECT campaign_id, income_up_to_grosze, amount_grosze FROM bonus_declarations.tier_bands
    ORDER BY campaign_id, position)sql";
constexpr char kInsertCampaign[] = R"sql(
    INSERT INTO bonus_declarations.campaigns (year, start_on, end_on, can_place_end_on, consideration_on,
    income_tax_year, alternative_income_tax_year, tax_free_limit_grosze)
    VALUES ($1, $2::date, $3::date, $4::date, $5::date, $6, $7, $8) RETURNING campaign_id)sql";
constexpr char kUpdateCampaign[] = R"sql(
    UPDATE bonus_declarations.campaigns SET year = $2, start_on = $3::date, end_on = $4::date,
    can_place_end_on = $5::date, consideration_on = $6::date, income_tax_year = $7,
    alternative_income_tax_year = $8, tax_free_limit_grosze = $9, edited_at = now() WHERE campaign_id = $1)sql";
constexpr char kDeleteTiers[] = "DELETE FROM bonus_declarations.tier_bands WHERE campaign_id = $1";
constexpr char kInsertTier[] = R"sql(
    INSERT INTO bonus_declarations.tier_bands (campaign_id, position, income_up_to_grosze, amount_grosze)
    VALUES ($1, $2, $3, $4))sql";

absl::StatusOr<CampaignRecord> ReadCampaign(const PgResult& r, int i) {
  CampaignRecord c;
  c.campaign_id = r.Int(i, 0);
  c.rules.year = r.Int(i, 1);
  ASSIGN_OR_RETURN(c.rules.dates.start_on, DayAt(r, i, 2));
  ASSIGN_OR_RETURN(c.rules.dates.end_on, DayAt(r, i, 3));
  ASSIGN_OR_RETURN(c.rules.dates.can_place_end_on, DayAt(r, i, 4));
  ASSIGN_OR_RETURN(c.rules.dates.consideration_on, DayAt(r, i, 5));
  c.rules.income_tax_year = r.Int(i, 6);
  c.rules.alternative_income_tax_year = r.Int(i, 7);
  c.rules.tax_free_limit_grosze = r.Int64(i, 8);
  c.added_at = absl::FromUnixSeconds(r.Int64(i, 9));
  if (r.Int64(i, 10) != 0) c.edited_at = absl::FromUnixSeconds(r.Int64(i, 10));
  return c;
}

std::vector<PgParam> RuleParams(const CampaignRules& c) {
  return {std::to_string(c.year),
          FormatDate(c.dates.start_on),
          FormatDate(c.dates.end_on),
          FormatDate(c.dates.can_place_end_on),
          FormatDate(c.dates.consideration_on),
          std::to_string(c.income_tax_year),
          std::to_string(c.alternative_income_tax_year),
          std::to_string(c.tax_free_limit_grosze)};
}

absl::Status WriteTiers(PgConnection& tx, int campaign_id, const std::vector<TierBandRule>& tiers) {
  RETURN_IF_ERROR(tx.Query(kDeleteTiers, {std::to_string(campaign_id)}).status());
  for (size_t i = 0; i < tiers.size(); ++i) {
    RETURN_IF_ERROR(
        tx.Query(kInsertTier, {std::to_string(campaign_id), std::to_string(i),
                               std::to_string(tiers[i].income_up_to_grosze), std::to_string(tiers[i].amount_grosze)})
            .status());
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<std::vector<CampaignRecord>> CampaignStore::List() {
  ASSIGN_OR_RETURN(const PgResult rows, pool_.Query(absl::StrCat(kCampaignColumns, " ORDER BY year DESC")));
  ASSIGN_OR_RETURN(std::vector<CampaignRecord> out, ReadAll(rows, ReadCampaign));
  ASSIGN_OR_RETURN(const PgResult tiers, pool_.Query(kTiers));
  std::map<int, CampaignRecord*> by_id;
  for (CampaignRecord& c : out) by_id[c.campaign_id] = &c;
  for (int i = 0; i < tiers.Rows(); ++i) {
    auto it = by_id.find(tiers.Int(i, 0));
    if (it != by_id.end()) it->second->rules.tiers.push_back({tiers.Int64(i, 1), tiers.Int64(i, 2)});
  }
  return out;
}

absl::StatusOr<CampaignRecord> CampaignStore::Get(int campaign_id) {
  ASSIGN_OR_RETURN(const std::vector<CampaignRecord> all, List());
  for (const CampaignRecord& c : all) {
    if (c.campaign_id == campaign_id) return c;
  }
  return Refusal(absl::StatusCode::kNotFound, "campaign.not-found", "no such campaign");
}

absl::StatusOr<int> CampaignStore::Insert(const CampaignRules& rules) {
  int id = 0;
  RETURN_IF_ERROR(pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    ASSIGN_OR_RETURN(id, Insert(tx, rules));
    return absl::OkStatus();
  }));
  return id;
}

absl::Status CampaignStore::Update(int campaign_id, const CampaignRules& rules) {
  return pool_.InTransaction([&](PgConnection& tx) { return Update(tx, campaign_id, rules); });
}

absl::StatusOr<int> CampaignStore::Insert(PgConnection& tx, const CampaignRules& rules) {
  const absl::StatusOr<PgResult> r = tx.Query(kInsertCampaign, RuleParams(rules));
  if (r.status().code() == absl::StatusCode::kAlreadyExists) {
    return Refusal(absl::StatusCode::kAlreadyExists, "campaign.year-taken",
                   absl::StrCat("a campaign for ", rules.year, " already exists"), {{"year", rules.year}});
  }
  RETURN_IF_ERROR(r.status());
  const int id = r->Int(0, 0);
  RETURN_IF_ERROR(WriteTiers(tx, id, rules.tiers));
  return id;
}

absl::Status CampaignStore::Update(PgConnection& tx, int campaign_id, const CampaignRules& rules) {
  std::vector<PgParam> params = RuleParams(rules);
  params.insert(params.begin(), std::to_string(campaign_id));
  const absl::StatusOr<PgResult> r = tx.Query(kUpdateCampaign, params);
  if (r.status().code() == absl::StatusCode::kAlreadyExists) {
    return Refusal(absl::StatusCode::kAlreadyExists, "campaign.year-taken",
                   absl::StrCat("a campaign for ", rules.year, " already exists"), {{"year", rules.year}});
  }
  RETURN_IF_ERROR(r.status());
  if (r->Affected() == 0) return Refusal(absl::StatusCode::kNotFound, "campaign.not-found", "no such campaign");
  return WriteTiers(tx, campaign_id, rules.tiers);
}

}  // namespace kadry::bonus_declarations
