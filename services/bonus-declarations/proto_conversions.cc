#include "services/bonus-declarations/proto_conversions.h"

#include "absl/strings/str_join.h"
#include "nlohmann/json.hpp"
#include "services/common/rpc.h"
#include "services/common/warsaw_time.h"
#include "services/common/problem.h"

namespace kadry::bonus_declarations {
namespace {

std::string Moment(const std::optional<absl::Time>& t) { return t ? FormatWarsawTimestamp(*t) : ""; }

void ToProto(const MemberIncome& m, v1::HouseholdMember* out) {
  out->set_full_name(m.full_name);
  out->set_relationship(m.relationship);
  out->set_income_grosze(m.income);
  out->set_costs_of_obtaining_grosze(m.costs_of_obtaining);
  out->set_social_insurance_grosze(m.social_insurance);
  out->set_tax_due_grosze(m.tax_due);
  out->set_alimony_paid_grosze(m.alimony_paid);
  out->set_child_relief_refund_grosze(m.child_relief_refund);
  out->set_tax_overpayment_grosze(m.tax_overpayment);
}

void AddTiers(const std::vector<TierBandRule>& tiers, google::protobuf::RepeatedPtrField<v1::TierBand>* out) {
  for (const TierBandRule& t : tiers) {
    v1::TierBand* band = out->Add();
    band->set_income_up_to_grosze(t.income_up_to_grosze);
    band->set_amount_grosze(t.amount_grosze);
  }
}

}  // namespace

void ToProto(const CampaignRecord& c, v1::Campaign* out) {
  const CampaignRules& r = c.rules;
  out->set_campaign_id(c.campaign_id);
  out->set_year(r.year);
  out->set_start_on(FormatDate(r.dates.start_on));
  out->set_end_on(FormatDate(r.dates.end_on));
  out->set_can_place_end_on(FormatDate(r.dates.can_place_end_on));
  out->set_consideration_on(FormatDate(r.dates.consideration_on));
  out->set_income_tax_year(r.income_tax_year);
  out->set_alternative_income_tax_year(r.alternative_income_tax_year);
  AddTiers(r.tiers, out->mutable_tiers());
  out->set_tax_free_limit_grosze(r.tax_free_limit_grosze);
  out->set_added_date(FormatWarsawTimestamp(c.added_at));
  out->set_edited_date(Moment(c.edited_at));
}

absl::StatusOr<CampaignRules> CampaignRulesOf(const v1::Campaign& c) {
  CampaignRules r;
  std::vector<FieldProblem> problems;
  auto day = [&](const std::string& text, const char* field, absl::CivilDay& into) {
    auto parsed = ParseDate(text);
    if (parsed.ok())
      into = *parsed;
    else
      problems.push_back({field, "field.date", "a date yyyy-MM-dd is required"});
  };
  day(c.start_on(), "startOn", r.dates.start_on);
  day(c.end_on(), "endOn", r.dates.end_on);
  day(c.can_place_end_on(), "canPlaceEndOn", r.dates.can_place_end_on);
  day(c.consideration_on(), "considerationOn", r.dates.consideration_on);
  if (!problems.empty()) return InvalidFields(problems);
  r.year = c.year();
  r.income_tax_year = c.income_tax_year();
  r.alternative_income_tax_year = c.alternative_income_tax_year();
  for (const v1::TierBand& t : c.tiers()) r.tiers.push_back({t.income_up_to_grosze(), t.amount_grosze()});
  r.tax_free_limit_grosze = c.tax_free_limit_grosze();
  return r;
}

void ToConfiguration(const CampaignRecord& c, absl::CivilDay today, v1::BonusDeclarationConfiguration* out) {
  const CampaignDates& d = c.rules.dates;
  out->set_start_on(FormatDate(d.start_on));
  out->set_end_on(FormatDate(d.end_on));
  out->set_can_place_end_on(FormatDate(d.can_place_end_on));
  out->set_consideration_on(FormatDate(d.consideration_on));
  out->set_bonus_declarations_available(IsAvailable(d, today));
  out->set_bonus_declarations_deadline_passed(IsDeadlinePassed(d, today));
  out->set_campaign_id(c.campaign_id);
  out->set_income_tax_year(c.rules.income_tax_year);
  out->set_alternative_income_tax_year(c.rules.alternative_income_tax_year);
  AddTiers(c.rules.tiers, out->mutable_tiers());
  out->set_tax_free_limit_grosze(c.rules.tax_free_limit_grosze);
}

void ToProto(const LogRecord& l, v1::BonusDeclarationLog* out) {
  out->set_bonus_declaration_log_id(l.log_id);
  out->set_date(FormatWarsawTimestamp(l.at));
  out->set_bonus_declaration_log_type_id(l.type_id);
  out->set_user_id(l.user_id);
}

DraftInput DraftOf(const v1::DeclarationDraft& d) {
  DraftInput in;
  in.tax_year = d.tax_year();
  for (const v1::HouseholdMember& m : d.household_members()) {
    in.members.push_back({m.full_name(), m.relationship(), m.income_grosze(), m.costs_of_obtaining_grosze(),
                          m.social_insurance_grosze(), m.tax_due_grosze(), m.alimony_paid_grosze(),
                          m.child_relief_refund_grosze(), m.tax_overpayment_grosze()});
  }
  in.statement_data_true = d.statement_data_true();
  in.statement_documents_on_demand = d.statement_documents_on_demand();
  in.statement_information_clause = d.statement_information_clause();
  return in;
}

void ToProto(const DeclarationRecord& d, absl::CivilDay today, std::optional<bool> employed,
             v1::BonusDeclaration* out) {
  out->set_bonus_declaration_id(d.declaration_id);
  out->set_campaign_id(d.campaign_id);
  out->set_campaign_year(d.campaign_year);
  out->set_user_id(d.user_id);
  out->set_full_name(d.full_name);
  out->set_sap_number(d.sap_number);
  out->set_tax_year(d.draft.tax_year);
  for (const MemberIncome& m : d.draft.members) ToProto(m, out->add_household_members());
  out->set_household_members_count(d.figures.members_count);
  out->set_monthly_income_per_member_grosze(d.figures.monthly_income_per_member_grosze);
  out->set_tier_amount_grosze(d.figures.tier_amount_grosze);
  out->set_over_tax_free_limit(d.figures.over_tax_free_limit);
  out->set_statement_data_true(d.draft.statement_data_true);
  out->set_statement_documents_on_demand(d.draft.statement_documents_on_demand);
  out->set_statement_information_clause(d.draft.statement_information_clause);
  out->set_added_date(FormatWarsawTimestamp(d.added_at));
  out->set_edited_date(Moment(d.edited_at));
  out->set_editable(today <= d.can_place_end_on);
  if (employed) out->set_employed_on_consideration_date(*employed);
}

void ToProto(const IncomeFigures& f, v1::DeclarationPreview* out) {
  out->set_household_members_count(f.members_count);
  out->set_annual_income_grosze(f.annual_income_grosze);
  out->set_monthly_income_per_member_grosze(f.monthly_income_per_member_grosze);
  out->set_tier_amount_grosze(f.tier_amount_grosze);
  out->set_over_tax_free_limit(f.over_tax_free_limit);
}

void ToProto(const Person& p, v1::NonDeclarant* out) {
  out->set_user_id(p.employee_id);
  out->set_full_name(p.full_name);
  out->set_sap_number(p.sap_number);
  out->set_department_name(p.department_name);
  out->set_supervisor_full_name(p.supervisor_full_name);
}

void ToProto(int campaign_id, const std::vector<TierTotalRecord>& tiers, v1::DeclarationsSummary* out) {
  out->set_campaign_id(campaign_id);
  int declarations = 0;
  int64_t total = 0;
  for (const TierTotalRecord& t : tiers) {
    declarations += t.declarations;
    total += t.amount_grosze * t.declarations;
    v1::TierTotal* tier = out->add_tiers();
    tier->set_amount_grosze(t.amount_grosze);
    tier->set_declarations(t.declarations);
  }
  out->set_declarations(declarations);
  out->set_benefit_total_grosze(total);
}

}  // namespace kadry::bonus_declarations
