// The bonus-declarations stores and demo data against the real PostgreSQL of `./kadry test`.
#include "absl/time/clock.h"
#include "gtest/gtest.h"
#include "services/bonus-declarations/demo_data.h"
#include "services/bonus-declarations/store/campaign_store.h"
#include "services/bonus-declarations/store/declaration_store.h"
#include "services/bonus-declarations/store/log_store.h"
#include "services/common/migrations.h"
#include "services/common/test_database.h"
#include "services/common/warsaw_time.h"

namespace kadry::bonus_declarations {
namespace {

// A year no demo campaign uses; its rows are removed before each test.
constexpr int kTestYear = 2091;
constexpr int kTestUser = 990001;

class BonusStoreTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { ASSERT_NO_FATAL_FAILURE(OpenMigratedTestDatabase(pool_, "bonus_declarations")); }
  void SetUp() override {
    for (const char* sql : {"DELETE FROM bonus_declarations.declarations WHERE campaign_id IN "
                            "(SELECT campaign_id FROM bonus_declarations.campaigns WHERE year >= 2090)",
                            "DELETE FROM bonus_declarations.campaigns WHERE year >= 2090",
                            "DELETE FROM bonus_declarations.logs WHERE user_id = 990001"}) {
      ASSERT_TRUE(pool_->Query(sql).ok());
    }
  }
  static CampaignRules Rules(int year) {
    CampaignRules c;
    c.year = year;
    c.dates = {absl::CivilDay(year, 6, 1), absl::CivilDay(year, 7, 15), absl::CivilDay(year, 6, 30),
               absl::CivilDay(year, 7, 15)};
    c.income_tax_year = year - 1;
    c.tiers = {{350000, 90000}, {450000, 80000}, {550000, 70000}, {0, 60000}};
    c.tax_free_limit_grosze = 100000;
    return c;
  }
  static DeclarationRecord Declaration(int campaign_id, int64_t income) {
    DeclarationRecord d;
    d.campaign_id = campaign_id;
    d.user_id = kTestUser;
    d.full_name = "Zofia Testowa";
    d.sap_number = "99000001";
    d.draft.tax_year = kTestYear - 1;
    MemberIncome me{"Zofia Testowa", "declarant", income, 100, 200, 300, 0, 50, 0};
    MemberIncome child{"Ola Testowa", "child", 0, 0, 0, 0, 0, 0, 0};
    d.draft.members = {me, child};
    d.draft.statement_data_true = d.draft.statement_documents_on_demand = d.draft.statement_information_clause = true;
    d.figures = ComputeFigures(d.draft.members, Rules(kTestYear).tiers, 100000);
    d.added_at = absl::FromUnixSeconds(4000000000);
    return d;
  }
  static PgPool* pool_;
};
PgPool* BonusStoreTest::pool_ = nullptr;

TEST_F(BonusStoreTest, ACampaignRoundTripsWithItsTiersAndTheYearIsUnique) {
  CampaignStore campaigns(*pool_);
  auto id = campaigns.Insert(Rules(kTestYear));
  ASSERT_TRUE(id.ok()) << id.status();
  auto back = campaigns.Get(*id);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->rules.dates.can_place_end_on, absl::CivilDay(kTestYear, 6, 30));
  ASSERT_EQ(back->rules.tiers.size(), 4u);
  EXPECT_EQ(back->rules.tiers[1].income_up_to_grosze, 450000);
  EXPECT_EQ(back->rules.tiers[3].income_up_to_grosze, 0);
  EXPECT_FALSE(back->edited_at.has_value());

  EXPECT_EQ(campaigns.Insert(Rules(kTestYear)).status().code(), absl::StatusCode::kAlreadyExists);

  CampaignRules changed = Rules(kTestYear);
  changed.tiers = {{0, 50000}};
  ASSERT_TRUE(campaigns.Update(*id, changed).ok());
  back = campaigns.Get(*id);
  ASSERT_EQ(back->rules.tiers.size(), 1u);
  EXPECT_TRUE(back->edited_at.has_value());
  EXPECT_EQ(campaigns.Update(-1, changed).code(), absl::StatusCode::kNotFound);
}

TEST_F(BonusStoreTest, OneDeclarationPerPersonAndCampaign) {
  CampaignStore campaigns(*pool_);
  DeclarationStore declarations(*pool_);
  auto campaign = campaigns.Insert(Rules(kTestYear));
  ASSERT_TRUE(campaign.ok());
  auto id = declarations.Insert(Declaration(*campaign, 8400000));
  ASSERT_TRUE(id.ok()) << id.status();

  auto again = declarations.Insert(Declaration(*campaign, 100));
  EXPECT_EQ(again.status().code(), absl::StatusCode::kAlreadyExists);
  EXPECT_NE(again.status().message().find("already declared"), std::string::npos);

  // Another campaign takes the same person's declaration.
  auto next_year = campaigns.Insert(Rules(kTestYear + 1));
  ASSERT_TRUE(next_year.ok());
  EXPECT_TRUE(declarations.Insert(Declaration(*next_year, 100)).ok());
}

TEST_F(BonusStoreTest, ADeclarationRoundTripsAndItsUpdateIsDated) {
  CampaignStore campaigns(*pool_);
  DeclarationStore declarations(*pool_);
  auto campaign = campaigns.Insert(Rules(kTestYear));
  ASSERT_TRUE(campaign.ok());
  auto id = declarations.Insert(Declaration(*campaign, 8400000));
  ASSERT_TRUE(id.ok());
  auto back = declarations.Get(*id);
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->campaign_year, kTestYear);
  EXPECT_EQ(back->can_place_end_on, absl::CivilDay(kTestYear, 6, 30));
  ASSERT_EQ(back->draft.members.size(), 2u);
  EXPECT_EQ(back->draft.members[0].costs_of_obtaining, 100);
  EXPECT_EQ(back->draft.members[1].relationship, "child");
  // (8 400 000 - 100 - 200 - 300 + 50) / 12 / 2 = 349 977.08 -> 349 977: 900 zł
  EXPECT_EQ(back->figures.monthly_income_per_member_grosze, 349977);
  EXPECT_EQ(back->figures.tier_amount_grosze, 90000);
  EXPECT_FALSE(back->edited_at.has_value());

  DeclarationRecord changed = Declaration(*campaign, 24000000);
  changed.draft.members.pop_back();
  ASSERT_TRUE(declarations.Update(*id, changed.draft, changed.figures, absl::FromUnixSeconds(4000000100)).ok());
  back = declarations.Get(*id);
  ASSERT_EQ(back->draft.members.size(), 1u);
  EXPECT_EQ(back->figures.tier_amount_grosze, changed.figures.tier_amount_grosze);
  ASSERT_TRUE(back->edited_at.has_value());
  EXPECT_EQ(*back->edited_at, absl::FromUnixSeconds(4000000100));

  DeclarationFilter mine;
  mine.user_id = kTestUser;
  mine.campaign_id = *campaign;
  auto page = declarations.Search(mine);
  ASSERT_TRUE(page.ok()) << page.status();
  ASSERT_EQ(page->total, 1);
  EXPECT_EQ(page->rows[0].draft.members.size(), 1u);
  auto declared = declarations.DeclarantIds(*campaign);
  ASSERT_TRUE(declared.ok());
  EXPECT_EQ(*declared, std::set<int>{kTestUser});

  int walked = 0;
  ASSERT_TRUE(declarations
                  .ForEach(mine,
                           [&](const DeclarationRecord&) {
                             ++walked;
                             return absl::OkStatus();
                           })
                  .ok());
  EXPECT_EQ(walked, 1);
  mine.sort = {"no-such-key"};
  EXPECT_EQ(declarations.Search(mine).status().code(), absl::StatusCode::kInvalidArgument);
}

TEST_F(BonusStoreTest, LogsAreSearchedNewestFirstFromAMoment) {
  LogStore logs(*pool_);
  auto AddLog = [&](int type, absl::Time at) {
    return pool_->InTransaction([&](PgConnection& tx) { return LogStore::Add(tx, kTestUser, type, at).status(); });
  };
  const absl::Time t = absl::FromUnixSeconds(1780000000);
  ASSERT_TRUE(AddLog(1, t).ok());
  ASSERT_TRUE(AddLog(2, t + absl::Minutes(1)).ok());
  ASSERT_TRUE(AddLog(3, t + absl::Minutes(2)).ok());
  LogFilter f;
  f.user_id = kTestUser;
  auto all = logs.Search(f);
  ASSERT_TRUE(all.ok()) << all.status();
  ASSERT_EQ(all->total, 3);
  EXPECT_EQ(all->rows[0].type_id, 3);
  f.from = t + absl::Minutes(1);
  EXPECT_EQ(logs.Search(f)->total, 2);
  f.type_id = 2;
  EXPECT_EQ(logs.Search(f)->total, 1);
}

TEST_F(BonusStoreTest, SeedingTwiceKeepsTheCampaignsAsTheyAre) {
  const absl::CivilDay today = WarsawDay(absl::Now());
  ASSERT_TRUE(SeedDemoData(*pool_, today).ok());
  auto first = CampaignStore(*pool_).List();
  ASSERT_TRUE(first.ok());
  // A later day must not move the dates of the campaigns already there.
  ASSERT_TRUE(SeedDemoData(*pool_, today + 3).ok());
  auto second = CampaignStore(*pool_).List();
  ASSERT_TRUE(second.ok());
  ASSERT_EQ(first->size(), second->size());
  for (size_t i = 0; i < first->size(); ++i) {
    EXPECT_EQ((*first)[i].rules.dates.start_on, (*second)[i].rules.dates.start_on);
  }
  DeclarationFilter employee;
  employee.user_id = 1002;
  auto declared = DeclarationStore(*pool_).Search(employee);
  ASSERT_TRUE(declared.ok());
  EXPECT_GE(declared->total, 1);
}

}  // namespace
}  // namespace kadry::bonus_declarations
