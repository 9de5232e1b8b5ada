#include "services/bonus-declarations/proto_conversions.h"

#include "gtest/gtest.h"

namespace kadry::bonus_declarations {
namespace {

CampaignRecord Campaign() {
  CampaignRecord c;
  c.campaign_id = 7;
  c.rules.year = 2026;
  c.rules.dates = {absl::CivilDay(2026, 6, 1), absl::CivilDay(2026, 7, 15), absl::CivilDay(2026, 6, 30),
                   absl::CivilDay(2026, 7, 15)};
  c.rules.tiers = {{350000, 90000}, {0, 60000}};
  c.rules.income_tax_year = 2025;
  c.rules.tax_free_limit_grosze = 100000;
  return c;
}

TEST(ProtoConversions, TheConfigurationCarriesTheDatesAndTheFlagsOfTheDay) {
  v1::BonusDeclarationConfiguration open, late;
  ToConfiguration(Campaign(), absl::CivilDay(2026, 6, 30), &open);
  EXPECT_EQ(open.start_on(), "2026-06-01");
  EXPECT_EQ(open.can_place_end_on(), "2026-06-30");
  EXPECT_EQ(open.campaign_id(), 7);
  EXPECT_TRUE(open.bonus_declarations_available());
  EXPECT_FALSE(open.bonus_declarations_deadline_passed());
  // Every user's announcement shows the campaign's tax year, tier table and tax-free limit.
  EXPECT_EQ(open.income_tax_year(), Campaign().rules.income_tax_year);
  ASSERT_EQ(open.tiers_size(), static_cast<int>(Campaign().rules.tiers.size()));
  EXPECT_EQ(open.tiers(0).amount_grosze(), Campaign().rules.tiers[0].amount_grosze);
  EXPECT_EQ(open.tax_free_limit_grosze(), Campaign().rules.tax_free_limit_grosze);
  ToConfiguration(Campaign(), absl::CivilDay(2026, 7, 1), &late);
  EXPECT_TRUE(late.bonus_declarations_available());
  EXPECT_TRUE(late.bonus_declarations_deadline_passed());
}

TEST(ProtoConversions, ACampaignRoundTripsAndABadDateNamesItsField) {
  v1::Campaign proto;
  ToProto(Campaign(), &proto);
  auto back = CampaignRulesOf(proto);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->dates.consideration_on, absl::CivilDay(2026, 7, 15));
  ASSERT_EQ(back->tiers.size(), 2u);
  EXPECT_EQ(back->tiers[1].amount_grosze, 60000);
  EXPECT_EQ(proto.edited_date(), "");

  proto.set_end_on("15.07.2026");
  auto bad = CampaignRulesOf(proto);
  EXPECT_EQ(bad.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(bad.status().message().find("endOn"), std::string::npos);
}

TEST(ProtoConversions, ADeclarationIsEditableUntilItsCampaignsDeadline) {
  DeclarationRecord d;
  d.can_place_end_on = absl::CivilDay(2026, 6, 30);
  d.figures.tier_amount_grosze = 90000;
  v1::BonusDeclaration on_time, late;
  ToProto(d, absl::CivilDay(2026, 6, 30), true, &on_time);
  ToProto(d, absl::CivilDay(2026, 7, 1), std::nullopt, &late);
  EXPECT_TRUE(on_time.editable());
  EXPECT_FALSE(late.editable());
  EXPECT_EQ(on_time.tier_amount_grosze(), 90000);
  // Unknown to the directory: the field is left out, not said to be false.
  EXPECT_TRUE(on_time.has_employed_on_consideration_date());
  EXPECT_FALSE(late.has_employed_on_consideration_date());
}

}  // namespace
}  // namespace kadry::bonus_declarations
