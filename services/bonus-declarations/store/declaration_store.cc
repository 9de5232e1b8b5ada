#include "services/bonus-declarations/store/declaration_store.h"

#include <map>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "services/common/pg_rows.h"
#include "services/common/sql_list.h"
#include "services/common/status_macros.h"
#include "services/common/problem.h"

namespace kadry::bonus_declarations {
namespace {

constexpr char kDeclarationColumns[] =
    "d.declaration_id, d.campaign_id, c.year, d.user_id, d.full_name, d.sap_number, d.tax_year, d.members_count, "
    "d.annual_income_grosze, d.monthly_income_per_member_grosze, d.tier_amount_grosze, d.over_tax_free_limit, "
    "d.statement_data_true, d.statement_documents_on_demand, d.statement_information_clause, "
    "extract(epoch from d.added_at)::bigint, coalesce(extract(epoch from d.edited_at)::bigint, 0), "
    "c.can_place_end_on::text, c.consideration_on::text";
constexpr int kCountColumn = 19;
constexpr char kFrom[] =
    " FROM bonus_declarations.declarations d JOIN bonus_declarations.campaigns c USING (campaign_id)";
constexpr char kInsertDeclaration[] = R"sql(
    INSERT INTO bonus_declarations.declarations (campaign_id, user_id, full_name, sap_number, tax_year,
    members_count, annual_income_grosze, monthly_income_per_member_grosze, tier_amount_grosze, over_tax_free_limit,
    statement_data_true, statement_documents_on_demand, statement_information_clause, added_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, to_timestamp($14)) RETURNING declaration_id)sql";
constexpr char kUpdateDeclaration[] = R"sql(
    UPDATE bonus_declarations.declarations SET tax_year = $2, members_count = $3, annual_income_grosze = $4,
    monthly_income_per_member_grosze = $5, tier_amount_grosze = $6, over_tax_free_limit = $7,
    statement_data_true = $8, statement_documents_on_demand = $9, statement_information_clause = $10,
    edited_at = to_timestamp($11) WHERE declaration_id = $1)sql";
constexpr char kDeleteMembers[] = "DELETE FROM bonus_declarations.household_members WHERE declaration_id = $1";
constexpr char kInsertMember[] = R"sql(
    INSERT INTO bonus_declarations.household_members (declaration_id, position, full_name, relationship,
    income_grosze, costs_of_obtaining_grosze, social_insurance_grosze, tax_due_grosze, alimony_paid_grosze,
    child_relief_refund_grosze, tax_overpayment_grosze) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11))sql";
constexpr char kMembers[] = R"sql(
    SELECT declaration_id, full_name, relationship, income_grosze, costs_of_obtaining_grosze,
    social_insurance_grosze, tax_due_grosze, alimony_paid_grosze, child_relief_refund_grosze,
    tax_overpayment_grosze FROM bonus_declarations.household_members
    WHERE declaration_id = ANY($1::int[]) ORDER BY declaration_id, position)sql";
constexpr char kDeclarants[] = "SELECT user_id FROM bonus_declarations.declarations WHERE campaign_id = $1";
constexpr char kTierTotals[] = R"sql(
    SELECT tier_amount_grosze, count(*) FROM bonus_declarations.declarations WHERE campaign_id = $1
    GROUP BY tier_amount_grosze ORDER BY tier_amount_grosze DESC)sql";

std::string Bool(bool b) { return b ? "true" : "false"; }

absl::StatusOr<DeclarationRecord> ReadDeclaration(const PgResult& r, int i) {
  DeclarationRecord d;
  d.declaration_id = r.Int(i, 0);
  d.campaign_id = r.Int(i, 1);
  d.campaign_year = r.Int(i, 2);
  d.user_id = r.Int(i, 3);
  d.full_name = r.Text(i, 4);
  d.sap_number = r.Text(i, 5);
  d.draft.tax_year = r.Int(i, 6);
  d.figures.members_count = r.Int(i, 7);
  d.figures.annual_income_grosze = r.Int64(i, 8);
  d.figures.monthly_income_per_member_grosze = r.Int64(i, 9);
  d.figures.tier_amount_grosze = r.Int64(i, 10);
  d.figures.over_tax_free_limit = r.Bool(i, 11);
  d.draft.statement_data_true = r.Bool(i, 12);
  d.draft.statement_documents_on_demand = r.Bool(i, 13);
  d.draft.statement_information_clause = r.Bool(i, 14);
  d.added_at = absl::FromUnixSeconds(r.Int64(i, 15));
  if (r.Int64(i, 16) != 0) d.edited_at = absl::FromUnixSeconds(r.Int64(i, 16));
  ASSIGN_OR_RETURN(d.can_place_end_on, DayAt(r, i, 17));
  ASSIGN_OR_RETURN(d.consideration_on, DayAt(r, i, 18));
  return d;
}

const std::map<std::string, std::string>& SortColumns() {
  static const std::map<std::string, std::string> kSort = {
      {"full-name", Polish("d.full_name")},
      {"sap-number", "d.sap_number"},
      {"monthly-income-per-member-grosze", "d.monthly_income_per_member_grosze"},
      {"tier-amount-grosze", "d.tier_amount_grosze"},
      {"added-date", "d.added_at"},
      {"edited-date", "d.edited_at"},
  };
  return kSort;
}

std::string Condition(const DeclarationFilter& f, std::vector<PgParam>& params) {
  std::string where = " WHERE true";
  if (f.campaign_id != 0)
    absl::StrAppend(&where, " AND d.campaign_id = ", AddParam(params, std::to_string(f.campaign_id)));
  if (f.user_id != 0) absl::StrAppend(&where, " AND d.user_id = ", AddParam(params, std::to_string(f.user_id)));
  if (f.tier_amount_grosze != 0) {
    absl::StrAppend(&where, " AND d.tier_amount_grosze = ", AddParam(params, std::to_string(f.tier_amount_grosze)));
  }
  absl::StrAppend(&where, SearchCondition(params, f.search, {"d.full_name", "d.sap_number"}));
  return where;
}

absl::Status WriteMembers(PgConnection& tx, int declaration_id, const std::vector<MemberIncome>& members) {
  RETURN_IF_ERROR(tx.Query(kDeleteMembers, {std::to_string(declaration_id)}).status());
  for (size_t i = 0; i < members.size(); ++i) {
    const MemberIncome& m = members[i];
    RETURN_IF_ERROR(tx.Query(kInsertMember, {std::to_string(declaration_id), std::to_string(i), m.full_name,
                                             m.relationship, std::to_string(m.income),
                                             std::to_string(m.costs_of_obtaining), std::to_string(m.social_insurance),
                                             std::to_string(m.tax_due), std::to_string(m.alimony_paid),
                                             std::to_string(m.child_relief_refund), std::to_string(m.tax_overpayment)})
                        .status());
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<int> DeclarationStore::Insert(const DeclarationRecord& d) {
  int id = 0;
  RETURN_IF_ERROR(pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    ASSIGN_OR_RETURN(id, Insert(tx, d));
    return absl::OkStatus();
  }));
  return id;
}

absl::Status DeclarationStore::Update(int declaration_id, const DraftInput& draft, const IncomeFigures& figures,
                                      absl::Time at) {
  return pool_.InTransaction([&](PgConnection& tx) { return Update(tx, declaration_id, draft, figures, at); });
}

absl::StatusOr<int> DeclarationStore::Insert(PgConnection& tx, const DeclarationRecord& d) {
  const absl::StatusOr<PgResult> r = tx.Query(
      kInsertDeclaration,
      {std::to_string(d.campaign_id), std::to_string(d.user_id), d.full_name, d.sap_number,
       std::to_string(d.draft.tax_year), std::to_string(d.figures.members_count),
       std::to_string(d.figures.annual_income_grosze), std::to_string(d.figures.monthly_income_per_member_grosze),
       std::to_string(d.figures.tier_amount_grosze), Bool(d.figures.over_tax_free_limit),
       Bool(d.draft.statement_data_true), Bool(d.draft.statement_documents_on_demand),
       Bool(d.draft.statement_information_clause), std::to_string(absl::ToUnixSeconds(d.added_at))});
  if (r.status().code() == absl::StatusCode::kAlreadyExists) {
    return Refusal(absl::StatusCode::kAlreadyExists, "declaration.already-filed",
                   "already declared: one declaration per person in a campaign; edit the one you filed");
  }
  RETURN_IF_ERROR(r.status());
  const int id = r->Int(0, 0);
  RETURN_IF_ERROR(WriteMembers(tx, id, d.draft.members));
  return id;
}

absl::Status DeclarationStore::Update(PgConnection& tx, int declaration_id, const DraftInput& draft,
                                      const IncomeFigures& figures, absl::Time at) {
  ASSIGN_OR_RETURN(
      const PgResult r,
      tx.Query(kUpdateDeclaration,
               {std::to_string(declaration_id), std::to_string(draft.tax_year), std::to_string(figures.members_count),
                std::to_string(figures.annual_income_grosze), std::to_string(figures.monthly_income_per_member_grosze),
                std::to_string(figures.tier_amount_grosze), Bool(figures.over_tax_free_limit),
                Bool(draft.statement_data_true), Bool(draft.statement_documents_on_demand),
                Bool(draft.statement_information_clause), std::to_string(absl::ToUnixSeconds(at))}));
  if (r.Affected() == 0) return Refusal(absl::StatusCode::kNotFound, "declaration.not-found", "no such declaration");
  return WriteMembers(tx, declaration_id, draft.members);
}

absl::StatusOr<DeclarationRecord> DeclarationStore::Get(int declaration_id) {
  ASSIGN_OR_RETURN(const PgResult r,
                   pool_.Query(absl::StrCat("SELECT ", kDeclarationColumns, kFrom, " WHERE d.declaration_id = $1"),
                               {std::to_string(declaration_id)}));
  if (r.Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "declaration.not-found", "no such declaration");
  ASSIGN_OR_RETURN(std::vector<DeclarationRecord> rows, ReadAll(r, ReadDeclaration));
  RETURN_IF_ERROR(LoadMembers(rows));
  return rows.front();
}

absl::StatusOr<DeclarationPage> DeclarationStore::Search(const DeclarationFilter& f) {
  std::vector<PgParam> params;
  const std::string where = Condition(f, params);
  ASSIGN_OR_RETURN(const std::string order, OrderBy(f.sort, SortColumns(), "d.added_at DESC", "d.declaration_id DESC"));
  const std::string sql = absl::StrCat("SELECT ", kDeclarationColumns, ", count(*) OVER ()", kFrom, where, " ORDER BY ",
                                       order, " LIMIT ", AddParam(params, std::to_string(f.window.size)), " OFFSET ",
                                       AddParam(params, std::to_string(f.window.Offset())));
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(sql, params));
  DeclarationPage page;
  ASSIGN_OR_RETURN(page.rows, ReadAll(r, ReadDeclaration));
  if (r.Rows() > 0) {
    page.total = r.Int(0, kCountColumn);
  } else if (f.window.page > 1) {
    std::vector<PgParam> count_params;
    ASSIGN_OR_RETURN(const PgResult c,
                     pool_.Query(absl::StrCat("SELECT count(*)", kFrom, Condition(f, count_params)), count_params));
    page.total = c.Int(0, 0);
  }
  RETURN_IF_ERROR(LoadMembers(page.rows));
  return page;
}

absl::Status DeclarationStore::ForEach(const DeclarationFilter& f,
                                       const std::function<absl::Status(const DeclarationRecord&)>& row) {
  std::vector<PgParam> params;
  const std::string where = Condition(f, params);
  ASSIGN_OR_RETURN(const std::string order, OrderBy(f.sort, SortColumns(), Polish("d.full_name"), "d.declaration_id"));
  return ForEachRow(pool_, absl::StrCat("SELECT ", kDeclarationColumns, kFrom, where, " ORDER BY ", order), params,
                    [&](const PgResult& rows, int i) -> absl::Status {
                      ASSIGN_OR_RETURN(const DeclarationRecord d, ReadDeclaration(rows, i));
                      return row(d);
                    });
}

absl::StatusOr<std::set<int>> DeclarationStore::DeclarantIds(int campaign_id) {
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(kDeclarants, {std::to_string(campaign_id)}));
  std::set<int> ids;
  for (int i = 0; i < r.Rows(); ++i) ids.insert(r.Int(i, 0));
  return ids;
}

absl::StatusOr<std::vector<TierTotalRecord>> DeclarationStore::TierTotals(int campaign_id) {
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(kTierTotals, {std::to_string(campaign_id)}));
  std::vector<TierTotalRecord> totals;
  for (int i = 0; i < r.Rows(); ++i) totals.push_back({r.Int64(i, 0), r.Int(i, 1)});
  return totals;
}

absl::Status DeclarationStore::LoadMembers(std::vector<DeclarationRecord>& rows) {
  if (rows.empty()) return absl::OkStatus();
  std::vector<std::string> ids;
  std::map<int, DeclarationRecord*> by_id;
  for (DeclarationRecord& d : rows) {
    ids.push_back(std::to_string(d.declaration_id));
    by_id[d.declaration_id] = &d;
  }
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(kMembers, {absl::StrCat("{", absl::StrJoin(ids, ","), "}")}));
  for (int i = 0; i < r.Rows(); ++i) {
    MemberIncome m;
    m.full_name = r.Text(i, 1);
    m.relationship = r.Text(i, 2);
    m.income = r.Int64(i, 3);
    m.costs_of_obtaining = r.Int64(i, 4);
    m.social_insurance = r.Int64(i, 5);
    m.tax_due = r.Int64(i, 6);
    m.alimony_paid = r.Int64(i, 7);
    m.child_relief_refund = r.Int64(i, 8);
    m.tax_overpayment = r.Int64(i, 9);
    by_id.at(r.Int(i, 0))->draft.members.push_back(std::move(m));
  }
  return absl::OkStatus();
}

}  // namespace kadry::bonus_declarations
