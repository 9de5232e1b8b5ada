#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "services/bonus-declarations/domain/campaign_rules.h"

namespace kadry::bonus_declarations {

// The ZFŚS rules of the declaration (docs/bonus-declarations.md "Income and tiers").
inline constexpr int kMinMembers = 1;
inline constexpr int kMaxMembers = 20;
inline constexpr int kMaxNameLength = 200;
// 100 000 000 zł: far above any real income, low enough that 20 people's sums fit int64.
inline constexpr int64_t kMaxAmountGrosze = 10'000'000'000;

// One household member's income components of the tax year, in grosze.
struct MemberIncome {
  std::string full_name;
  std::string relationship;  // declarant, spouse, partner, child, other
  int64_t income = 0;
  int64_t costs_of_obtaining = 0;
  int64_t social_insurance = 0;
  int64_t tax_due = 0;
  int64_t alimony_paid = 0;
  int64_t child_relief_refund = 0;
  int64_t tax_overpayment = 0;
};

struct DraftInput {
  int tax_year = 0;
  std::vector<MemberIncome> members;
  bool statement_data_true = false;
  bool statement_documents_on_demand = false;
  bool statement_information_clause = false;
};

// What the rule computes of a draft under a campaign's table.
struct IncomeFigures {
  int members_count = 0;
  int64_t annual_income_grosze = 0;
  int64_t monthly_income_per_member_grosze = 0;
  int64_t tier_amount_grosze = 0;
  bool over_tax_free_limit = false;
};

// Every problem of a draft at once: 1..20 members, the first the declarant, names 1..200
// characters, each amount 0..kMaxAmountGrosze, the tax year the campaign's or its
// alternative, all three statements given.
std::vector<FieldProblem> ValidateDraft(const DraftInput& d, int income_tax_year, int alternative_income_tax_year);

// Household income after deductions (ZFŚS regulations, income per person in the household):
// sum of income - costs of obtaining - social insurance - tax due - alimony paid
// + child-relief refund + tax overpayment.
int64_t AnnualHouseholdIncome(const std::vector<MemberIncome>& members);

// annual / 12 / members in grosze, rounded half up (towards +infinity, also for a negative
// income, which is kept as it is and falls in the first band).
int64_t MonthlyIncomePerMember(int64_t annual, int members);

// The first band whose bound is >= monthly (inclusive), else the open band; 0 without tiers.
int64_t TierAmount(const std::vector<TierBandRule>& tiers, int64_t monthly);

// The whole computation of a valid draft.
IncomeFigures ComputeFigures(const std::vector<MemberIncome>& members, const std::vector<TierBandRule>& tiers,
                             int64_t tax_free_limit_grosze);

}  // namespace kadry::bonus_declarations
