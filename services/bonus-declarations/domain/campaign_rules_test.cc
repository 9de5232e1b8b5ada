#include "services/bonus-declarations/domain/campaign_rules.h"

#include "gtest/gtest.h"

namespace kadry::bonus_declarations {
namespace {

absl::TimeZone Warsaw() {
  absl::TimeZone zone;
  EXPECT_TRUE(absl::LoadTimeZone("Europe/Warsaw", &zone));
  return zone;
}

absl::Time Utc(int y, int m, int d, int hh, int mm, int ss) {
  return absl::FromCivil(absl::CivilSecond(y, m, d, hh, mm, ss), absl::UTCTimeZone());
}

CampaignRules Demo2026() {
  CampaignRules c;
  c.year = 2026;
  c.dates = {absl::CivilDay(2026, 6, 1), absl::CivilDay(2026, 7, 15), absl::CivilDay(2026, 6, 30),
             absl::CivilDay(2026, 7, 15)};
  c.income_tax_year = 2025;
  c.tiers = {{350000, 90000}, {450000, 80000}, {550000, 70000}, {0, 60000}};
  c.tax_free_limit_grosze = 100000;
  return c;
}

bool HasProblem(const std::vector<FieldProblem>& problems, const std::string& field) {
  for (const auto& p : problems) {
    if (p.field == field) return true;
  }
  return false;
}

TEST(CampaignRules, TheDemoCampaignIsValid) { EXPECT_TRUE(ValidateCampaign(Demo2026()).empty()); }

TEST(CampaignRules, DatesMustBeInOrder) {
  CampaignRules c = Demo2026();
  c.dates.can_place_end_on = absl::CivilDay(2026, 5, 31);
  EXPECT_TRUE(HasProblem(ValidateCampaign(c), "canPlaceEndOn"));
  c = Demo2026();
  c.dates.end_on = absl::CivilDay(2026, 6, 29);
  EXPECT_TRUE(HasProblem(ValidateCampaign(c), "endOn"));
  c = Demo2026();
  c.dates.consideration_on = absl::CivilDay(2026, 5, 31);
  EXPECT_TRUE(HasProblem(ValidateCampaign(c), "considerationOn"));
  // The same day for every date is allowed.
  c = Demo2026();
  c.dates = {absl::CivilDay(2026, 6, 1), absl::CivilDay(2026, 6, 1), absl::CivilDay(2026, 6, 1),
             absl::CivilDay(2026, 6, 1)};
  EXPECT_TRUE(ValidateCampaign(c).empty());
}

TEST(CampaignRules, TiersAscendWithTheLastBandOpen) {
  CampaignRules c = Demo2026();
  c.tiers = {{450000, 90000}, {350000, 80000}, {0, 60000}};
  EXPECT_TRUE(HasProblem(ValidateCampaign(c), "tiers[1].incomeUpToGrosze"));
  c.tiers = {{350000, 90000}, {450000, 80000}};
  EXPECT_TRUE(HasProblem(ValidateCampaign(c), "tiers[1].incomeUpToGrosze"));
  c.tiers = {{0, 90000}, {0, 80000}};
  EXPECT_TRUE(HasProblem(ValidateCampaign(c), "tiers[0].incomeUpToGrosze"));
  c.tiers = {};
  EXPECT_TRUE(HasProblem(ValidateCampaign(c), "tiers"));
  c.tiers = {{0, 0}};
  EXPECT_TRUE(HasProblem(ValidateCampaign(c), "tiers[0].amountGrosze"));
  c.tiers = {{0, 60000}};
  EXPECT_TRUE(ValidateCampaign(c).empty());
}

TEST(CampaignRules, TaxYearsAreChecked) {
  CampaignRules c = Demo2026();
  c.income_tax_year = 2027;
  EXPECT_TRUE(HasProblem(ValidateCampaign(c), "incomeTaxYear"));
  c = Demo2026();
  c.alternative_income_tax_year = 2025;
  EXPECT_TRUE(HasProblem(ValidateCampaign(c), "alternativeIncomeTaxYear"));
  c.alternative_income_tax_year = 2024;
  EXPECT_TRUE(ValidateCampaign(c).empty());
}

TEST(CampaignRules, AvailabilityIncludesBothEnds) {
  const CampaignDates d = Demo2026().dates;
  EXPECT_FALSE(IsAvailable(d, absl::CivilDay(2026, 5, 31)));
  EXPECT_TRUE(IsAvailable(d, absl::CivilDay(2026, 6, 1)));
  EXPECT_TRUE(IsAvailable(d, absl::CivilDay(2026, 7, 15)));
  EXPECT_FALSE(IsAvailable(d, absl::CivilDay(2026, 7, 16)));
  EXPECT_FALSE(IsDeadlinePassed(d, absl::CivilDay(2026, 6, 30)));
  EXPECT_TRUE(IsDeadlinePassed(d, absl::CivilDay(2026, 7, 1)));
}

// Summer (CEST, UTC+2): 21:59:59Z is still 31 May in Warsaw, 22:00:00Z is 1 June.
TEST(CampaignRules, TheDayTurnsAtWarsawMidnightInSummer) {
  const absl::TimeZone warsaw = Warsaw();
  const CampaignDates d = Demo2026().dates;  // starts 1 June
  EXPECT_EQ(BusinessDay(Utc(2026, 5, 31, 21, 59, 59), warsaw), absl::CivilDay(2026, 5, 31));
  EXPECT_EQ(BusinessDay(Utc(2026, 5, 31, 22, 0, 0), warsaw), absl::CivilDay(2026, 6, 1));
  EXPECT_FALSE(IsAvailable(d, BusinessDay(Utc(2026, 5, 31, 21, 59, 59), warsaw)));
  EXPECT_TRUE(IsAvailable(d, BusinessDay(Utc(2026, 5, 31, 22, 0, 0), warsaw)));
  // The deadline (30 June) passes at 22:00Z on 30 June, not at midnight UTC.
  EXPECT_FALSE(IsDeadlinePassed(d, BusinessDay(Utc(2026, 6, 30, 21, 59, 59), warsaw)));
  EXPECT_TRUE(IsDeadlinePassed(d, BusinessDay(Utc(2026, 6, 30, 22, 0, 0), warsaw)));
}

// Winter (CET, UTC+1): the day turns at 23:00Z.
TEST(CampaignRules, TheDayTurnsAtWarsawMidnightInWinter) {
  const absl::TimeZone warsaw = Warsaw();
  CampaignDates d{absl::CivilDay(2026, 1, 10), absl::CivilDay(2026, 2, 28), absl::CivilDay(2026, 1, 31),
                  absl::CivilDay(2026, 2, 28)};
  EXPECT_EQ(BusinessDay(Utc(2026, 1, 31, 22, 59, 59), warsaw), absl::CivilDay(2026, 1, 31));
  EXPECT_FALSE(IsDeadlinePassed(d, BusinessDay(Utc(2026, 1, 31, 22, 59, 59), warsaw)));
  EXPECT_TRUE(IsDeadlinePassed(d, BusinessDay(Utc(2026, 1, 31, 23, 0, 0), warsaw)));
  EXPECT_FALSE(IsAvailable(d, BusinessDay(Utc(2026, 1, 9, 22, 59, 59), warsaw)));
  EXPECT_TRUE(IsAvailable(d, BusinessDay(Utc(2026, 1, 9, 23, 0, 0), warsaw)));
}

TEST(CampaignRules, TheCurrentCampaignHoldsTodayElseTheLatestStartedElseTheNext) {
  const CampaignDates last_year{absl::CivilDay(2025, 6, 1), absl::CivilDay(2025, 7, 15), absl::CivilDay(2025, 6, 30),
                                absl::CivilDay(2025, 7, 15)};
  const CampaignDates this_year = Demo2026().dates;
  const CampaignDates next_year{absl::CivilDay(2027, 6, 1), absl::CivilDay(2027, 7, 15), absl::CivilDay(2027, 6, 30),
                                absl::CivilDay(2027, 7, 15)};
  const std::vector<CampaignDates> all = {next_year, last_year, this_year};
  EXPECT_EQ(CurrentCampaign(all, absl::CivilDay(2026, 6, 10)), 2u);
  EXPECT_EQ(CurrentCampaign(all, absl::CivilDay(2026, 12, 1)), 2u);          // latest started
  EXPECT_EQ(CurrentCampaign({next_year}, absl::CivilDay(2026, 12, 1)), 0u);  // the next one
  EXPECT_EQ(CurrentCampaign({}, absl::CivilDay(2026, 12, 1)), std::nullopt);
}

// The demo campaign considers declarations on 15 July 2026: a notice ending employment on
// 14 July leaves the person out, one ending on 15 July still counts (employed that day),
// as does someone hired on 15 July; someone hired on 16 July is not yet employed.
TEST(CampaignRules, OnlyPeopleEmployedOnTheConsiderationDayQualify) {
  const absl::CivilDay consideration = absl::CivilDay(2026, 7, 15);
  const absl::CivilDay hired = absl::CivilDay(2019, 3, 1);
  EXPECT_TRUE(IsEmployedOn({hired, std::nullopt}, consideration));
  EXPECT_FALSE(IsEmployedOn({hired, absl::CivilDay(2026, 7, 14)}, consideration));
  EXPECT_TRUE(IsEmployedOn({hired, absl::CivilDay(2026, 7, 15)}, consideration));
  EXPECT_TRUE(IsEmployedOn({absl::CivilDay(2026, 7, 15), std::nullopt}, consideration));
  EXPECT_FALSE(IsEmployedOn({absl::CivilDay(2026, 7, 16), std::nullopt}, consideration));
}

}  // namespace
}  // namespace kadry::bonus_declarations
