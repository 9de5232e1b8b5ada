#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "services/absences/domain/leave_limits.h"
#include "services/common/paging.h"
#include "services/common/pg.h"
#include "services/common/pg_rows.h"

namespace kadry::absences {

struct PostalAddress {
  std::string street;
  std::string house_number;
  std::string flat_number;
  std::string postal_code;
  std::string city;
};

// One person of the directory, with their supervisor's name.
struct EmployeeRecord {
  int employee_id = 0;
  std::string sap_number;
  std::string first_name;
  std::string last_name;
  std::string full_name;
  std::string position;
  int gender_id = 0;
  int hr_area_id = 0;
  int employment_sub_group_id = 0;
  std::string employment_sub_group_name;
  std::string department_name;
  int location_id = 0;
  std::string location_name;
  int supervisor_id = 0;  // 0 for the top of the organisation
  std::string supervisor_full_name;
  int working_time_numerator = 0;
  int working_time_denominator = 0;
  std::string company_email;
  std::string private_email;
  std::string private_phone_number;
  std::string company_phone_number;
  PostalAddress address;
  absl::CivilDay employed_since;
  std::optional<absl::CivilDay> employed_until;  // none while employment is open-ended
  std::vector<std::string> abilities;            // docs/product.md §6 server abilities
  std::string education;
  // The caller reaches the record as the person, through the line of supervision or as a
  // reader of everyone; false when only a location manager's location rule reaches it, which
  // opens the person's card and attendance, not their personnel data (docs/security.md).
  bool in_line = true;
};

// When a person is employed (the people directory's dates).
struct EmploymentRecord {
  int employee_id = 0;
  absl::CivilDay since;
  std::optional<absl::CivilDay> until;  // none while employed
  std::string full_name;
  int fraction_numerator = 1;
  int fraction_denominator = 1;
};

// One page of employees and how many the whole search finds.
struct EmployeePage {
  std::vector<EmployeeRecord> employees;
  int total = 0;
};

// What an employee search narrows by; zero and empty fields narrow nothing.
struct EmployeeCriteria {
  std::string search;  // name, SAP number or e-mail fragment
  int employee_id = 0;
  std::vector<int> employee_ids;  // exactly these; empty narrows nothing
  int supervisor_id = 0;
  bool whole_team = false;  // with supervisor_id: every level below, not only direct reports
  int hr_area_id = 0;
  int location_id = 0;
  bool supervisors_only = false;
  std::vector<std::string> sort;  // the API's sort keys (sql_list.h OrderBy)
  PageWindow window;              // PageOf the request's paging
};

struct EmploymentContractRecord {
  int id = 0;
  std::string contract_type_name;
  absl::CivilDay start_on;
  std::optional<absl::CivilDay> end_on;  // none: open-ended
  int working_time_numerator = 0;
  int working_time_denominator = 0;
  std::string position;
  bool with_this_employer = false;  // false: earlier employment counted for seniority
};

struct BenefitRecord {
  int id = 0;
  std::string name;
  absl::CivilDay start_on;
  std::optional<absl::CivilDay> end_on;  // none: open-ended
};

// Which employees a caller reaches (docs/architecture.md §3): everyone, or self and the team
// below, and for a location manager also everyone at their location.
struct EmployeeScope {
  bool everyone = false;
  int self_id = 0;
  int location_id = 0;  // 0: no location rule
  // The same scope without the location rule: self and the line of supervision.
  EmployeeScope Line() const { return EmployeeScope{everyone, self_id, 0}; }
};

// An employee's working time as a fraction of full time ("wymiar etatu": 1/1, 1/2, 3/4 ...).
struct WorkingTimeFraction {
  int numerator = 0;
  int denominator = 0;
};

// The people directory in PostgreSQL.
class EmployeeStore final {
 public:
  explicit EmployeeStore(PgPool& pool) : pool_(pool) {}

  // NOT_FOUND when the employee does not exist or is outside the scope.
  absl::StatusOr<EmployeeRecord> Get(int employee_id, const EmployeeScope& scope);
  // Get's working time alone, read on every calendar and timesheet; NOT_FOUND as Get.
  absl::StatusOr<WorkingTimeFraction> WorkingTimeOf(int employee_id, const EmployeeScope& scope);
  absl::StatusOr<EmployeePage> Search(const EmployeeCriteria& criteria, const EmployeeScope& scope);
  absl::StatusOr<bool> IsAbove(int ancestor_id, int employee_id);
  // IsAbove on a transaction's connection.
  static absl::StatusOr<bool> IsAboveIn(PgConnection& tx, int ancestor_id, int employee_id);
  // Those of `employee_ids` that `scope` reaches.
  absl::StatusOr<std::vector<int>> WithinScope(const std::vector<int>& employee_ids, const EmployeeScope& scope);
  // The employment dates of those of `employee_ids` the directory knows.
  absl::StatusOr<std::vector<EmploymentRecord>> Employments(const std::vector<int>& employee_ids);
  // Newest first.
  absl::StatusOr<std::vector<EmploymentContractRecord>> Contracts(int employee_id);
  absl::StatusOr<std::vector<BenefitRecord>> Benefits(int employee_id);
  // What the leave counters need of one employee (KP art. 154-155¹).
  absl::StatusOr<LimitInputs> LimitInputsOf(int employee_id);
  // Employees of a report page for the limits report, in the scope.
  absl::StatusOr<EmployeePage> Page(const EmployeeScope& scope, const std::string& search,
                                    const std::vector<std::string>& sort, const PageWindow& window);

 private:
  // The page `window` of those matching `where` (over `params`) in the order of `sort`, each
  // with whether `scope`'s line reaches them, and the count of every match (PageResponse.total,
  // asked for apart past the last page).
  absl::StatusOr<EmployeePage> PageOfMatches(const std::string& where, std::vector<PgParam> params,
                                             const std::vector<std::string>& sort, const EmployeeScope& scope,
                                             const PageWindow& window);

  PgPool& pool_;
};

// The scope as SQL over an employee id column: self, everyone below and, with a location,
// everyone at it. An id column only, so request rows use it as employee rows do.
std::string ScopeCondition(const std::string& employee_column, const EmployeeScope& scope,
                           std::vector<PgParam>& params);

}  // namespace kadry::absences
