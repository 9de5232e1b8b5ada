#include "services/bonus-declarations/domain/campaign_rules.h"

#include "absl/strings/str_cat.h"

namespace kadry::bonus_declarations {

std::vector<FieldProblem> ValidateCampaign(const CampaignRules& c) {
  std::vector<FieldProblem> out;
  const CampaignDates& d = c.dates;
  if (c.year < 2000 || c.year > 2100)
    out.push_back({"year", "field.range", "year must be between 2000 and 2100", {{"min", 2000}, {"max", 2100}}});
  if (d.can_place_end_on < d.start_on) {
    out.push_back({"canPlaceEndOn", "campaign.deadline-before-start",
                   "the last day to place a declaration cannot be before the start"});
  }
  if (d.end_on < d.can_place_end_on) {
    out.push_back({"endOn", "campaign.end-before-deadline",
                   "the campaign cannot end before the last day to place a declaration"});
  }
  if (d.consideration_on < d.start_on) {
    out.push_back(
        {"considerationOn", "campaign.consideration-before-start", "the consideration day cannot be before the start"});
  }
  if (c.income_tax_year < 2000 || c.income_tax_year > c.year) {
    out.push_back({"incomeTaxYear",
                   "field.range",
                   "the income tax year must be between 2000 and the campaign's year",
                   {{"min", 2000}, {"max", c.year}}});
  }
  if (c.alternative_income_tax_year != 0 &&
      (c.alternative_income_tax_year < 2000 || c.alternative_income_tax_year > c.year ||
       c.alternative_income_tax_year == c.income_tax_year)) {
    out.push_back({"alternativeIncomeTaxYear",
                   "campaign.alternative-tax-year",
                   "the alternative tax year is 0 or another year up to the campaign's",
                   {{"max", c.year}}});
  }
  if (c.tax_free_limit_grosze < 0)
    out.push_back({"taxFreeLimitGrosze", "field.min", "the tax-free limit cannot be negative", {{"min", 0}}});
  if (c.tiers.empty()) out.push_back({"tiers", "field.required", "at least one band is required"});
  for (size_t i = 0; i < c.tiers.size(); ++i) {
    const TierBandRule& t = c.tiers[i];
    const std::string at = absl::StrCat("tiers[", i, "]");
    const bool last = i + 1 == c.tiers.size();
    if (t.amount_grosze <= 0) out.push_back({at + ".amountGrosze", "field.positive", "the benefit must be positive"});
    if (last && t.income_up_to_grosze != 0) {
      out.push_back(
          {at + ".incomeUpToGrosze", "campaign.last-band-open", "the last band is open: its bound must be 0"});
    } else if (!last && t.income_up_to_grosze <= 0) {
      out.push_back({at + ".incomeUpToGrosze", "campaign.band-bound-positive",
                     "only the last band is open: the bound must be positive"});
    } else if (!last && i > 0 && t.income_up_to_grosze <= c.tiers[i - 1].income_up_to_grosze) {
      out.push_back({at + ".incomeUpToGrosze", "campaign.bands-ascending", "bounds must be ascending"});
    }
  }
  return out;
}

absl::CivilDay BusinessDay(absl::Time now, const absl::TimeZone& zone) { return absl::ToCivilDay(now, zone); }

bool IsAvailable(const CampaignDates& c, absl::CivilDay today) { return c.start_on <= today && today <= c.end_on; }

bool IsDeadlinePassed(const CampaignDates& c, absl::CivilDay today) { return today > c.can_place_end_on; }

std::optional<size_t> CurrentCampaign(const std::vector<CampaignDates>& campaigns, absl::CivilDay today) {
  std::optional<size_t> holding, started, next;
  for (size_t i = 0; i < campaigns.size(); ++i) {
    const CampaignDates& c = campaigns[i];
    if (IsAvailable(c, today)) {
      if (!holding || campaigns[*holding].start_on < c.start_on) holding = i;
    } else if (c.start_on <= today) {
      if (!started || campaigns[*started].start_on < c.start_on) started = i;
    } else if (!next || c.start_on < campaigns[*next].start_on) {
      next = i;
    }
  }
  return holding ? holding : started ? started : next;
}

bool IsEmployedOn(const Employment& e, absl::CivilDay day) { return e.since <= day && (!e.until || *e.until >= day); }

}  // namespace kadry::bonus_declarations
