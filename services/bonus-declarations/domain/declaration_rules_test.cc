#include "services/bonus-declarations/domain/declaration_rules.h"

#include "gtest/gtest.h"

namespace kadry::bonus_declarations {
namespace {

const std::vector<TierBandRule> kTiers = {{350000, 90000}, {450000, 80000}, {550000, 70000}, {0, 60000}};

MemberIncome Declarant(int64_t income) {
  MemberIncome m;
  m.full_name = "Anna Nowak";
  m.relationship = "declarant";
  m.income = income;
  return m;
}

DraftInput ValidDraft() {
  DraftInput d;
  d.tax_year = 2025;
  d.members = {Declarant(5000000)};
  d.statement_data_true = d.statement_documents_on_demand = d.statement_information_clause = true;
  return d;
}

bool HasProblem(const std::vector<FieldProblem>& problems, const std::string& field) {
  for (const auto& p : problems) {
    if (p.field == field) return true;
  }
  return false;
}

TEST(IncomeFormula, SumsEveryComponentOfEveryMember) {
  MemberIncome a = Declarant(12000000);  // 120 000 zł
  a.costs_of_obtaining = 300000;
  a.social_insurance = 1600000;
  a.tax_due = 900000;
  a.alimony_paid = 200000;
  a.child_relief_refund = 111200;
  a.tax_overpayment = 50000;
  MemberIncome b;
  b.income = 3000000;
  b.tax_due = 100000;
  // 12 000 000 - 300 000 - 1 600 000 - 900 000 - 200 000 + 111 200 + 50 000 + 3 000 000 - 100 000
  EXPECT_EQ(AnnualHouseholdIncome({a, b}), 12061200);
  // / 12 / 2 = 502 550 grosze
  EXPECT_EQ(MonthlyIncomePerMember(12061200, 2), 502550);
}

TEST(IncomeFormula, MonthlyRoundsHalfUpToTheGrosz) {
  EXPECT_EQ(MonthlyIncomePerMember(6, 1), 1);    // 0.5 -> 1
  EXPECT_EQ(MonthlyIncomePerMember(5, 1), 0);    // 0.416 -> 0
  EXPECT_EQ(MonthlyIncomePerMember(18, 1), 2);   // 1.5 -> 2
  EXPECT_EQ(MonthlyIncomePerMember(17, 1), 1);   // 1.416 -> 1
  EXPECT_EQ(MonthlyIncomePerMember(100, 3), 3);  // 2.78 -> 3
  // Below zero: kept, still half up (towards +infinity).
  EXPECT_EQ(MonthlyIncomePerMember(-6, 1), 0);   // -0.5 -> 0
  EXPECT_EQ(MonthlyIncomePerMember(-7, 1), -1);  // -0.583 -> -1
  EXPECT_EQ(MonthlyIncomePerMember(-1200, 1), -100);
}

TEST(Tiers, EveryBoundaryIsInclusive) {
  EXPECT_EQ(TierAmount(kTiers, 350000), 90000);  // 3 500,00 zł -> 900 zł
  EXPECT_EQ(TierAmount(kTiers, 350001), 80000);  // 3 500,01 zł -> 800 zł
  EXPECT_EQ(TierAmount(kTiers, 450000), 80000);
  EXPECT_EQ(TierAmount(kTiers, 450001), 70000);
  EXPECT_EQ(TierAmount(kTiers, 550000), 70000);
  EXPECT_EQ(TierAmount(kTiers, 550001), 60000);
  EXPECT_EQ(TierAmount(kTiers, 100000000), 60000);
  EXPECT_EQ(TierAmount(kTiers, 0), 90000);
  EXPECT_EQ(TierAmount(kTiers, -5000), 90000);  // a negative income gets the top benefit
}

TEST(Tiers, TheWholeComputationAtTheBoundaries) {
  // One member: annual = monthly * 12.
  EXPECT_EQ(ComputeFigures({Declarant(350000 * 12)}, kTiers, 100000).tier_amount_grosze, 90000);
  EXPECT_EQ(ComputeFigures({Declarant(350001 * 12)}, kTiers, 100000).tier_amount_grosze, 80000);
  EXPECT_EQ(ComputeFigures({Declarant(550001 * 12)}, kTiers, 100000).tier_amount_grosze, 60000);
  const IncomeFigures f = ComputeFigures({Declarant(350001 * 12)}, kTiers, 100000);
  EXPECT_EQ(f.members_count, 1);
  EXPECT_EQ(f.annual_income_grosze, 4200012);
  EXPECT_EQ(f.monthly_income_per_member_grosze, 350001);
  EXPECT_FALSE(f.over_tax_free_limit);
}

TEST(Tiers, OverTheTaxFreeLimitIsFlagged) {
  EXPECT_FALSE(ComputeFigures({Declarant(0)}, kTiers, 100000).over_tax_free_limit);  // 900 <= 1000
  EXPECT_TRUE(ComputeFigures({Declarant(0)}, kTiers, 80000).over_tax_free_limit);    // 900 > 800
  EXPECT_FALSE(ComputeFigures({Declarant(0)}, kTiers, 90000).over_tax_free_limit);   // equal is not over
}

TEST(DraftValidation, AValidDraftHasNoProblem) { EXPECT_TRUE(ValidateDraft(ValidDraft(), 2025, 0).empty()); }

TEST(DraftValidation, EveryRuleNamesItsField) {
  DraftInput d = ValidDraft();
  d.tax_year = 2024;
  EXPECT_TRUE(HasProblem(ValidateDraft(d, 2025, 0), "taxYear"));
  EXPECT_TRUE(ValidateDraft(d, 2025, 2024).empty());  // the alternative year

  d = ValidDraft();
  d.members.clear();
  EXPECT_TRUE(HasProblem(ValidateDraft(d, 2025, 0), "householdMembers"));
  d.members.assign(21, Declarant(0));
  EXPECT_TRUE(HasProblem(ValidateDraft(d, 2025, 0), "householdMembers"));

  d = ValidDraft();
  d.members[0].relationship = "spouse";
  EXPECT_TRUE(HasProblem(ValidateDraft(d, 2025, 0), "householdMembers[0].relationship"));
  d = ValidDraft();
  d.members.push_back(Declarant(0));  // a second declarant
  EXPECT_TRUE(HasProblem(ValidateDraft(d, 2025, 0), "householdMembers[1].relationship"));

  d = ValidDraft();
  d.members[0].full_name = "";
  EXPECT_TRUE(HasProblem(ValidateDraft(d, 2025, 0), "householdMembers[0].fullName"));
  d.members[0].full_name = std::string(200, 'a');
  EXPECT_TRUE(ValidateDraft(d, 2025, 0).empty());
  d.members[0].full_name = std::string(100, 'a') + std::string(100, 'a') + "ł";  // 201 characters
  EXPECT_TRUE(HasProblem(ValidateDraft(d, 2025, 0), "householdMembers[0].fullName"));

  d = ValidDraft();
  d.members[0].tax_due = -1;
  EXPECT_TRUE(HasProblem(ValidateDraft(d, 2025, 0), "householdMembers[0].taxDueGrosze"));
  d.members[0].tax_due = kMaxAmountGrosze;
  EXPECT_TRUE(ValidateDraft(d, 2025, 0).empty());
  d.members[0].income = kMaxAmountGrosze + 1;
  EXPECT_TRUE(HasProblem(ValidateDraft(d, 2025, 0), "householdMembers[0].incomeGrosze"));

  d = ValidDraft();
  d.statement_data_true = d.statement_documents_on_demand = d.statement_information_clause = false;
  const auto problems = ValidateDraft(d, 2025, 0);
  EXPECT_TRUE(HasProblem(problems, "statementDataTrue"));
  EXPECT_TRUE(HasProblem(problems, "statementDocumentsOnDemand"));
  EXPECT_TRUE(HasProblem(problems, "statementInformationClause"));
}

}  // namespace
}  // namespace kadry::bonus_declarations
