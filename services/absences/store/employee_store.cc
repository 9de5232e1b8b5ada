#include "services/absences/store/employee_store.h"

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "services/common/paging.h"
#include "services/common/sql_list.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/common/problem.h"

namespace kadry::absences {
namespace {

constexpr char kEmployeeColumns[] =
    "e.employee_id, e.sap_number, e.first_name, e.last_name, e.full_name, e.position, e.gender_id, "
    "e.hr_area_id, e.employment_sub_group_id, e.employment_sub_group_name, e.department_name, "
    "e.location_id, e.location_name, coalesce(e.supervisor_id, 0), coalesce(s.full_name, ''), "
    "e.fraction_numerator, e.fraction_denominator, e.company_email, e.private_email, "
    "e.private_phone_number, e.company_phone_number, e.street, e.house_number, e.flat_number, "
    "e.postal_code, e.city, e.employed_since::text, array_to_string(e.abilities, ','), e.education, "
    "coalesce(e.employed_until::text, '')";
// After the employee's columns: whether the caller reaches the row through the line of
// supervision (EmployeeRecord::in_line), then a list query's window count.
constexpr int kInLineColumn = 30;
constexpr int kCountColumn = 31;
constexpr char kEmployeesFrom[] =
    " FROM absences.employees e LEFT JOIN absences.employees s ON s.employee_id = e.supervisor_id";
constexpr char kEmployments[] = R"sql(
    SELECT employee_id, employed_since::text, coalesce(employed_until::text, ''), first_name || ' ' || last_name,
      fraction_numerator, fraction_denominator
    FROM absences.employees WHERE employee_id = ANY($1::int[]) ORDER BY employee_id)sql";
constexpr char kIsAbove[] = "SELECT 1 FROM absences.employee_ancestors WHERE ancestor_id = $1 AND employee_id = $2";
constexpr char kContracts[] = R"sql(
    SELECT employment_contract_id, contract_type_name, start_on::text, coalesce(end_on::text, ''),
    fraction_numerator, fraction_denominator, position, with_this_employer
    FROM absences.employment_contracts WHERE employee_id = $1 ORDER BY start_on DESC)sql";
constexpr char kBenefits[] = R"sql(
    SELECT benefit_id, name, start_on::text, coalesce(end_on::text, '')
    FROM absences.benefits WHERE employee_id = $1 ORDER BY start_on DESC, benefit_id)sql";
// Every contract's period as "from/to" (to empty while it lasts), for seniority.
constexpr char kLimitInputs[] = R"sql(
    SELECT employed_since::text, coalesce(employed_until::text, ''), education,
    fraction_numerator, fraction_denominator, first_job, extra_leave_days,
    (SELECT coalesce(string_agg(c.start_on::text || '/' || coalesce(c.end_on::text, ''), ','), '')
     FROM absences.employment_contracts c WHERE c.employee_id = e.employee_id),
    coalesce(opening_balance_year, 0), opening_carried_over_days
    FROM absences.employees e WHERE employee_id = $1)sql";

absl::StatusOr<EmployeeRecord> ReadEmployee(const PgResult& r, int i) {
  EmployeeRecord e;
  e.employee_id = r.Int(i, 0);
  e.sap_number = r.Text(i, 1);
  e.first_name = r.Text(i, 2);
  e.last_name = r.Text(i, 3);
  e.full_name = r.Text(i, 4);
  e.position = r.Text(i, 5);
  e.gender_id = r.Int(i, 6);
  e.hr_area_id = r.Int(i, 7);
  e.employment_sub_group_id = r.Int(i, 8);
  e.employment_sub_group_name = r.Text(i, 9);
  e.department_name = r.Text(i, 10);
  e.location_id = r.Int(i, 11);
  e.location_name = r.Text(i, 12);
  e.supervisor_id = r.Int(i, 13);
  e.supervisor_full_name = r.Text(i, 14);
  e.working_time_numerator = r.Int(i, 15);
  e.working_time_denominator = r.Int(i, 16);
  e.company_email = r.Text(i, 17);
  e.private_email = r.Text(i, 18);
  e.private_phone_number = r.Text(i, 19);
  e.company_phone_number = r.Text(i, 20);
  e.address = {r.Text(i, 21), r.Text(i, 22), r.Text(i, 23), r.Text(i, 24), r.Text(i, 25)};
  ASSIGN_OR_RETURN(e.employed_since, DayAt(r, i, 26));
  e.abilities = absl::StrSplit(r.Text(i, 27), ',', absl::SkipEmpty());
  e.education = r.Text(i, 28);
  ASSIGN_OR_RETURN(e.employed_until, OptionalDayAt(r, i, 29));
  e.in_line = r.Bool(i, kInLineColumn);
  return e;
}

absl::StatusOr<std::vector<EmployeeRecord>> ReadEmployees(const PgResult& r) { return ReadAll(r, ReadEmployee); }

// Sort keys of the employee lists.
const std::map<std::string, std::string>& EmployeeSortColumns() {
  // Names sort as a Polish reader expects (Ł after L, Ś after S), not by byte.
  static const std::map<std::string, std::string> kEmployeeColumns = {
      {"full-name", Polish("e.last_name") + ", " + Polish("e.first_name")},
      {"last-name", Polish("e.last_name") + ", " + Polish("e.first_name")},
      {"sap-number", "e.sap_number"},
      {"position", Polish("e.position")},
      {"department-name", Polish("e.department_name")},
      {"employee-full-name", Polish("e.last_name") + ", " + Polish("e.first_name")},
      {"employee-sap-number", "e.sap_number"},
      {"supervisor-full-name", Polish("s.last_name") + ", " + Polish("s.first_name")}};
  return kEmployeeColumns;
}

}  // namespace

std::string ScopeCondition(const std::string& column, const EmployeeScope& scope, std::vector<PgParam>& params) {
  if (scope.everyone) return "true";
  const std::string me = AddParam(params, std::to_string(scope.self_id));
  std::string condition =
      absl::StrCat("(", column, " = ", me, " OR EXISTS (SELECT 1 FROM absences.employee_ancestors a ",
                   "WHERE a.ancestor_id = ", me, " AND a.employee_id = ", column, ")");
  if (scope.location_id != 0) {
    absl::StrAppend(&condition, " OR ", column,
                    " IN (SELECT l.employee_id FROM absences.employees l WHERE l.location_id = ",
                    AddParam(params, std::to_string(scope.location_id)), ")");
  }
  return absl::StrCat(condition, ")");
}

absl::StatusOr<EmployeeRecord> EmployeeStore::Get(int employee_id, const EmployeeScope& scope) {
  std::vector<PgParam> params = {std::to_string(employee_id)};
  const std::string in_line = ScopeCondition("e.employee_id", scope.Line(), params);
  const std::string sql =
      absl::StrCat("SELECT ", kEmployeeColumns, ", ", in_line, kEmployeesFrom, " WHERE e.employee_id = $1 AND ",
                   ScopeCondition("e.employee_id", scope, params));
  auto rows = pool_.Query(sql, params);
  if (!rows.ok()) return rows.status();
  if (rows->Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "employee.not-found", "no such employee");
  return ReadEmployee(*rows, 0);
}

absl::StatusOr<WorkingTimeFraction> EmployeeStore::WorkingTimeOf(int employee_id, const EmployeeScope& scope) {
  std::vector<PgParam> params = {std::to_string(employee_id)};
  const std::string sql = absl::StrCat(
      "SELECT e.fraction_numerator, e.fraction_denominator FROM absences.employees e WHERE e.employee_id = $1 AND ",
      ScopeCondition("e.employee_id", scope, params));
  ASSIGN_OR_RETURN(const PgResult rows, pool_.Query(sql, params));
  if (rows.Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "employee.not-found", "no such employee");
  return WorkingTimeFraction{rows.Int(0, 0), rows.Int(0, 1)};
}

absl::StatusOr<EmployeePage> EmployeeStore::Search(const EmployeeCriteria& c, const EmployeeScope& scope) {
  std::vector<PgParam> params;
  std::string where = ScopeCondition("e.employee_id", scope, params);
  absl::StrAppend(&where, SearchCondition(params, c.search, {"e.full_name", "e.sap_number", "e.company_email"}));
  if (c.employee_id != 0)
    absl::StrAppend(&where, " AND e.employee_id = ", AddParam(params, std::to_string(c.employee_id)));
  if (!c.employee_ids.empty()) {
    absl::StrAppend(&where, " AND e.employee_id = ANY(", AddParam(params, IntArrayParam(c.employee_ids)), "::int[])");
  }
  if (c.supervisor_id != 0) {
    const std::string p = AddParam(params, std::to_string(c.supervisor_id));
    absl::StrAppend(
        &where, c.whole_team
                    ? absl::StrCat(" AND EXISTS (SELECT 1 FROM absences.employee_ancestors a WHERE a.ancestor_id = ", p,
                                   " AND a.employee_id = e.employee_id)")
                    : absl::StrCat(" AND e.supervisor_id = ", p));
  }
  if (c.hr_area_id != 0)
    absl::StrAppend(&where, " AND e.hr_area_id = ", AddParam(params, std::to_string(c.hr_area_id)));
  if (c.location_id != 0)
    absl::StrAppend(&where, " AND e.location_id = ", AddParam(params, std::to_string(c.location_id)));
  if (c.supervisors_only) {
    absl::StrAppend(&where, " AND EXISTS (SELECT 1 FROM absences.employees r WHERE r.supervisor_id = e.employee_id)");
  }
  return PageOfMatches(where, std::move(params), c.sort, scope, c.window);
}

absl::StatusOr<EmployeePage> EmployeeStore::PageOfMatches(const std::string& where, std::vector<PgParam> params,
                                                          const std::vector<std::string>& sort,
                                                          const EmployeeScope& scope, const PageWindow& window) {
  auto order = OrderBy(sort, EmployeeSortColumns(), "",
                       Polish("e.last_name") + ", " + Polish("e.first_name") + ", e.employee_id");
  if (!order.ok()) return order.status();
  const size_t where_params = params.size();
  const std::string limit = AddParam(params, std::to_string(window.size));
  const std::string offset = AddParam(params, std::to_string(window.Offset()));
  const std::string in_line = ScopeCondition("e.employee_id", scope.Line(), params);
  auto rows = pool_.Query(absl::StrCat("SELECT ", kEmployeeColumns, ", ", in_line, ", count(*) OVER ()", kEmployeesFrom,
                                       " WHERE ", where, " ORDER BY ", *order, " LIMIT ", limit, " OFFSET ", offset),
                          params);
  if (!rows.ok()) return rows.status();
  EmployeePage out;
  ASSIGN_OR_RETURN(out.employees, ReadEmployees(*rows));
  if (rows->Rows() > 0) {
    out.total = rows->Int(0, kCountColumn);
  } else if (window.page > 1) {
    // Past the last page: the total still tells the app how many there are.
    params.resize(where_params);
    auto count = pool_.Query(absl::StrCat("SELECT count(*)", kEmployeesFrom, " WHERE ", where), params);
    if (count.ok()) out.total = count->Int(0, 0);
  }
  return out;
}

absl::StatusOr<std::vector<int>> EmployeeStore::WithinScope(const std::vector<int>& ids, const EmployeeScope& scope) {
  std::vector<PgParam> params = {IntArrayParam(ids)};
  ASSIGN_OR_RETURN(
      const PgResult rows,
      pool_.Query(
          absl::StrCat("SELECT e.employee_id FROM absences.employees e WHERE e.employee_id = ANY($1::int[]) AND ",
                       ScopeCondition("e.employee_id", scope, params)),
          params));
  std::vector<int> out;
  for (int i = 0; i < rows.Rows(); ++i) out.push_back(rows.Int(i, 0));
  return out;
}

absl::StatusOr<std::vector<EmploymentRecord>> EmployeeStore::Employments(const std::vector<int>& ids) {
  ASSIGN_OR_RETURN(const PgResult rows, pool_.Query(kEmployments, {IntArrayParam(ids)}));
  return ReadAll(rows, [](const PgResult& r, int i) -> absl::StatusOr<EmploymentRecord> {
    EmploymentRecord e;
    e.employee_id = r.Int(i, 0);
    ASSIGN_OR_RETURN(e.since, DayAt(r, i, 1));
    ASSIGN_OR_RETURN(e.until, OptionalDayAt(r, i, 2));
    e.full_name = r.Text(i, 3);
    e.fraction_numerator = r.Int(i, 4);
    e.fraction_denominator = r.Int(i, 5);
    return e;
  });
}

absl::StatusOr<bool> EmployeeStore::IsAbove(int ancestor_id, int employee_id) {
  auto rows = pool_.Query(kIsAbove, {std::to_string(ancestor_id), std::to_string(employee_id)});
  if (!rows.ok()) return rows.status();
  return rows->Rows() > 0;
}

absl::StatusOr<bool> EmployeeStore::IsAboveIn(PgConnection& tx, int ancestor_id, int employee_id) {
  auto rows = tx.Query(kIsAbove, {std::to_string(ancestor_id), std::to_string(employee_id)});
  if (!rows.ok()) return rows.status();
  return rows->Rows() > 0;
}

namespace {
// Every row `sql` answers for one employee, each read into a record by `read` (which may
// refuse a malformed stored date).
template <typename Record, typename Read>
absl::StatusOr<std::vector<Record>> RowsOfEmployee(PgPool& pool, const char* sql, int employee_id, Read&& read) {
  ASSIGN_OR_RETURN(const PgResult rows, pool.Query(sql, {std::to_string(employee_id)}));
  std::vector<Record> out(rows.Rows());
  for (int i = 0; i < rows.Rows(); ++i) RETURN_IF_ERROR(read(rows, i, out[i]));
  return out;
}
}  // namespace

absl::StatusOr<std::vector<EmploymentContractRecord>> EmployeeStore::Contracts(int employee_id) {
  return RowsOfEmployee<EmploymentContractRecord>(
      pool_, kContracts, employee_id, [](const PgResult& rows, int i, EmploymentContractRecord& c) -> absl::Status {
        c.id = rows.Int(i, 0);
        c.contract_type_name = rows.Text(i, 1);
        ASSIGN_OR_RETURN(c.start_on, DayAt(rows, i, 2));
        ASSIGN_OR_RETURN(c.end_on, OptionalDayAt(rows, i, 3));
        c.working_time_numerator = rows.Int(i, 4);
        c.working_time_denominator = rows.Int(i, 5);
        c.position = rows.Text(i, 6);
        c.with_this_employer = rows.Bool(i, 7);
        return absl::OkStatus();
      });
}

absl::StatusOr<std::vector<BenefitRecord>> EmployeeStore::Benefits(int employee_id) {
  return RowsOfEmployee<BenefitRecord>(pool_, kBenefits, employee_id,
                                       [](const PgResult& rows, int i, BenefitRecord& b) -> absl::Status {
                                         b.id = rows.Int(i, 0);
                                         b.name = rows.Text(i, 1);
                                         ASSIGN_OR_RETURN(b.start_on, DayAt(rows, i, 2));
                                         ASSIGN_OR_RETURN(b.end_on, OptionalDayAt(rows, i, 3));
                                         return absl::OkStatus();
                                       });
}

absl::StatusOr<LimitInputs> EmployeeStore::LimitInputsOf(int employee_id) {
  auto rows = pool_.Query(kLimitInputs, {std::to_string(employee_id)});
  if (!rows.ok()) return rows.status();
  if (rows->Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "employee.not-found", "no such employee");
  EntitlementFacts facts;
  auto since = ParseDate(rows->Text(0, 0));
  const auto education = EducationFromCode(rows->Text(0, 2));
  if (!since.ok() || !education) return absl::InternalError("bad employment dates or education");
  for (absl::string_view job : absl::StrSplit(rows->Text(0, 7), ',', absl::SkipEmpty())) {
    const std::pair<std::string, std::string> dates = absl::StrSplit(job, '/');
    auto from = ParseDate(dates.first);
    if (!from.ok()) return absl::InternalError("bad contract dates");
    EmploymentPeriod period{*from, std::nullopt};
    if (!dates.second.empty()) {
      auto to = ParseDate(dates.second);
      if (!to.ok()) return absl::InternalError("bad contract dates");
      period.to = *to;
    }
    facts.employments.push_back(period);
  }
  facts.employed_since = *since;
  facts.education = *education;
  if (!rows->Text(0, 1).empty()) {
    auto until = ParseDate(rows->Text(0, 1));
    if (until.ok()) facts.employed_until = *until;
  }
  facts.fraction_numerator = rows->Int(0, 3);
  facts.fraction_denominator = rows->Int(0, 4);
  facts.first_job = rows->Bool(0, 5);
  facts.extra_days = rows->Int(0, 6);
  if (rows->Int(0, 8) > 0) facts.opening = OpeningBalance{rows->Int(0, 8), rows->Int(0, 9)};
  LimitInputs in = LimitInputsFrom(facts);
  return in;
}

absl::StatusOr<EmployeePage> EmployeeStore::Page(const EmployeeScope& scope, const std::string& search,
                                                 const std::vector<std::string>& sort, const PageWindow& window) {
  std::vector<PgParam> params;
  std::string where = ScopeCondition("e.employee_id", scope, params);
  absl::StrAppend(&where, SearchCondition(params, search, {"e.full_name", "e.sap_number"}));
  return PageOfMatches(where, std::move(params), sort, scope, window);
}

}  // namespace kadry::absences
