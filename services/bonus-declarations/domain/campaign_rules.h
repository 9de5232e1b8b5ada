#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/time/civil_time.h"
#include "absl/time/time.h"
#include "services/common/problem.h"

namespace kadry::bonus_declarations {

// One band of the tier table: the benefit for a monthly income per member up to and
// including `income_up_to_grosze`; 0 there marks the last, open band.
struct TierBandRule {
  int64_t income_up_to_grosze = 0;
  int64_t amount_grosze = 0;
};

// A campaign's dates (docs/bonus-declarations.md "Campaigns").
struct CampaignDates {
  absl::CivilDay start_on;
  absl::CivilDay end_on;
  absl::CivilDay can_place_end_on;
  absl::CivilDay consideration_on;
};

// What a campaign is made of, as HR saves it.
struct CampaignRules {
  int year = 0;
  CampaignDates dates;
  int income_tax_year = 0;
  int alternative_income_tax_year = 0;  // 0: none
  std::vector<TierBandRule> tiers;
  int64_t tax_free_limit_grosze = 0;
};

// Every problem of a campaign at once (docs/bonus-declarations.md "Campaigns"):
// start_on <= can_place_end_on <= end_on, consideration_on >= start_on, a year in range,
// tiers ascending by bound with positive amounts and the last band open.
std::vector<FieldProblem> ValidateCampaign(const CampaignRules& c);

// The business day of `now` in `zone` (Europe/Warsaw for Kadry, docs/architecture.md §4).
absl::CivilDay BusinessDay(absl::Time now, const absl::TimeZone& zone);

// Declarations are available from start_on to end_on, both days included.
bool IsAvailable(const CampaignDates& c, absl::CivilDay today);
// Placing or editing a declaration ends after can_place_end_on.
bool IsDeadlinePassed(const CampaignDates& c, absl::CivilDay today);

// A person's employment as the people directory knows it.
struct Employment {
  absl::CivilDay since;
  std::optional<absl::CivilDay> until;  // none while open-ended
};

// The benefit is for people still employed on the campaign's consideration day (the fund's
// rules, docs/bonus-declarations.md "Employed on the consideration day"): hired by then and
// not gone before it.
bool IsEmployedOn(const Employment& e, absl::CivilDay day);

// The current campaign among `campaigns` (any order): the one whose [start_on, end_on]
// holds today (the latest start if several), else the latest that has started, else the
// next one to start; nullopt when there is none. Answers an index into `campaigns`.
std::optional<size_t> CurrentCampaign(const std::vector<CampaignDates>& campaigns, absl::CivilDay today);

}  // namespace kadry::bonus_declarations
