#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "kadry/absences/v1/absences_service.pb.h"
#include "services/absences/domain/leave_limits.h"
#include "services/common/pg.h"

namespace kadry::absences {

namespace v1 = ::kadry::absences::v1;

// Which employees a caller reaches (docs/architecture.md §3): everyone, or self and the team below.
struct EmployeeScope {
  bool everyone = false;
  int self_id = 0;
};

// The people directory in PostgreSQL.
class EmployeeStore final {
 public:
  explicit EmployeeStore(PgPool& pool) : pool_(pool) {}

  // NOT_FOUND when the employee does not exist or is outside the scope.
  absl::StatusOr<v1::Employee> Get(int employee_id, const EmployeeScope& scope);
  absl::StatusOr<v1::EmployeeList> Search(const v1::SearchEmployeesRequest& criteria,
                                          const EmployeeScope& scope, bool supervisors_only);
  absl::StatusOr<bool> IsAbove(int ancestor_id, int employee_id);
  absl::StatusOr<v1::EmploymentContractList> Contracts(int employee_id);
  absl::StatusOr<v1::BenefitList> Benefits(int employee_id);
  // What the leave counters need of one employee (KP art. 154-155¹).
  absl::StatusOr<LimitInputs> LimitInputsOf(int employee_id);
  // Employees of a report page for the limits report, in the scope.
  absl::StatusOr<std::pair<int, std::vector<v1::Employee>>> Page(const EmployeeScope& scope,
                                                                 const std::string& search,
                                                                 const google::protobuf::RepeatedPtrField<std::string>& sort,
                                                                 int limit, int64_t offset);

 private:
  PgPool& pool_;
};

// The scope as SQL: "$n" is the caller's id; matches self and everyone below.
std::string ScopeCondition(const std::string& employee_column, const EmployeeScope& scope,
                           std::vector<PgParam>& params);

}  // namespace kadry::absences
