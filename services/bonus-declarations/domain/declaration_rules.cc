#include "services/bonus-declarations/domain/declaration_rules.h"

#include <algorithm>
#include <set>

#include "absl/strings/str_cat.h"

namespace kadry::bonus_declarations {
namespace {

// Characters as a person counts them: UTF-8 continuation bytes start none.
int CharacterCount(const std::string& text) {
  return static_cast<int>(
      std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

}  // namespace

std::vector<FieldProblem> ValidateDraft(const DraftInput& d, int income_tax_year, int alternative_income_tax_year) {
  static const std::set<std::string> kRelationships = {"declarant", "spouse", "partner", "child", "other"};
  std::vector<FieldProblem> out;
  if (d.tax_year == 0 || (d.tax_year != income_tax_year &&
                          (alternative_income_tax_year == 0 || d.tax_year != alternative_income_tax_year))) {
    if (alternative_income_tax_year == 0) {
      out.push_back({"taxYear",
                     "declaration.tax-year",
                     absl::StrCat("the income must be from tax year ", income_tax_year),
                     {{"year", income_tax_year}}});
    } else {
      out.push_back(
          {"taxYear",
           "declaration.tax-years",
           absl::StrCat("the income must be from tax year ", income_tax_year, " or ", alternative_income_tax_year),
           {{"year", income_tax_year}, {"alternativeYear", alternative_income_tax_year}}});
    }
  }
  const int n = static_cast<int>(d.members.size());
  if (n < kMinMembers || n > kMaxMembers) {
    out.push_back({"householdMembers",
                   "field.count",
                   absl::StrCat("a household has ", kMinMembers, " to ", kMaxMembers, " members"),
                   {{"min", kMinMembers}, {"max", kMaxMembers}}});
  }
  for (int i = 0; i < n && i < kMaxMembers; ++i) {
    const MemberIncome& m = d.members[i];
    const std::string at = absl::StrCat("householdMembers[", i, "].");
    const int length = CharacterCount(m.full_name);
    if (length < 1 || length > kMaxNameLength) {
      out.push_back({at + "fullName",
                     "field.length",
                     absl::StrCat("the name has 1 to ", kMaxNameLength, " characters"),
                     {{"min", 1}, {"max", kMaxNameLength}}});
    }
    if (i == 0 && m.relationship != "declarant") {
      out.push_back({at + "relationship", "declaration.first-member", "the first member is the declarant"});
    } else if (i > 0 && (m.relationship == "declarant" || !kRelationships.count(m.relationship))) {
      out.push_back({at + "relationship",
                     "field.one-of",
                     "spouse, partner, child or other",
                     {{"allowed", "spouse, partner, child, other"}}});
    }
    const std::pair<const char*, int64_t> amounts[] = {{"incomeGrosze", m.income},
                                                       {"costsOfObtainingGrosze", m.costs_of_obtaining},
                                                       {"socialInsuranceGrosze", m.social_insurance},
                                                       {"taxDueGrosze", m.tax_due},
                                                       {"alimonyPaidGrosze", m.alimony_paid},
                                                       {"childReliefRefundGrosze", m.child_relief_refund},
                                                       {"taxOverpaymentGrosze", m.tax_overpayment}};
    for (const auto& [name, value] : amounts) {
      if (value < 0 || value > kMaxAmountGrosze) {
        out.push_back({at + name,
                       "field.amount",
                       "an amount is 0 to 100 000 000 zł (in grosze)",
                       {{"min", 0}, {"max", kMaxAmountGrosze}}});
      }
    }
  }
  if (!d.statement_data_true) out.push_back({"statementDataTrue", "field.statement", "this statement is required"});
  if (!d.statement_documents_on_demand)
    out.push_back({"statementDocumentsOnDemand", "field.statement", "this statement is required"});
  if (!d.statement_information_clause)
    out.push_back({"statementInformationClause", "field.statement", "this statement is required"});
  return out;
}

int64_t AnnualHouseholdIncome(const std::vector<MemberIncome>& members) {
  int64_t sum = 0;
  for (const MemberIncome& m : members) {
    sum += m.income - m.costs_of_obtaining - m.social_insurance - m.tax_due - m.alimony_paid + m.child_relief_refund +
           m.tax_overpayment;
  }
  return sum;
}

int64_t MonthlyIncomePerMember(int64_t annual, int members) {
  if (members <= 0) return 0;
  const int64_t divisor = 12 * static_cast<int64_t>(members);
  // floor((2 * annual + divisor) / (2 * divisor)): half up, also below zero.
  const int64_t numerator = 2 * annual + divisor;
  const int64_t denominator = 2 * divisor;
  int64_t q = numerator / denominator;
  if (numerator % denominator != 0 && numerator < 0) --q;
  return q;
}

int64_t TierAmount(const std::vector<TierBandRule>& tiers, int64_t monthly) {
  for (const TierBandRule& t : tiers) {
    if (t.income_up_to_grosze == 0 || monthly <= t.income_up_to_grosze) return t.amount_grosze;
  }
  return tiers.empty() ? 0 : tiers.back().amount_grosze;
}

IncomeFigures ComputeFigures(const std::vector<MemberIncome>& members, const std::vector<TierBandRule>& tiers,
                             int64_t tax_free_limit_grosze) {
  IncomeFigures f;
  f.members_count = static_cast<int>(members.size());
  f.annual_income_grosze = AnnualHouseholdIncome(members);
  f.monthly_income_per_member_grosze = MonthlyIncomePerMember(f.annual_income_grosze, f.members_count);
  f.tier_amount_grosze = TierAmount(tiers, f.monthly_income_per_member_grosze);
  f.over_tax_free_limit = f.tier_amount_grosze > tax_free_limit_grosze;
  return f;
}

}  // namespace kadry::bonus_declarations
