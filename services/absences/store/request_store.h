#pragma once

#include <functional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "kadry/absences/v1/absences_service.pb.h"
#include "services/absences/domain/leave_limits.h"
#include "services/absences/domain/request_conflicts.h"
#include "services/absences/domain/request_lifecycle.h"
#include "services/absences/store/employee_store.h"
#include "services/common/pg.h"

namespace kadry::absences {

// A new request, validated, with its counted days.
struct NewRequest {
  int employee_id = 0;
  int filed_by_id = 0;
  int request_type_id = 0;
  std::string type_code;
  absl::CivilDay from;
  absl::CivilDay to;
  int hours = 0;
  std::string start_time;  // "HH:MM" for hours off, "" otherwise
  int number_of_days = 0;
  int number_of_working_days = 0;
  std::string comment;
  std::string address_json;  // "" when none
  std::string reason_json;
  bool requires_manual_verification = false;
  std::string manual_verification_deadline;  // yyyy-MM-dd or ""
  absl::CivilDay filed_on;  // business today: numbers run per year of filing
};

// A request as the lifecycle needs it, read under a row lock.
struct LockedRequest {
  int id = 0;
  RequestState state;
};

// Which requests a list shows.
enum class ListKind { kOwn, kTeam, kAll };

// Leave and other requests in PostgreSQL; writes happen on a transaction's connection.
class RequestStore final {
 public:
  explicit RequestStore(PgPool& pool) : pool_(pool) {}

  absl::StatusOr<v1::RequestList> List(const v1::ListRequestsRequest& filter, ListKind kind,
                                       int caller_id);
  // Every row of the list's filter (paging ignored), in its order, handed to `row` one by
  // one; a failing `row` stops the walk with its status.
  absl::Status ForEach(const v1::ListRequestsRequest& filter, ListKind kind, int caller_id,
                       const std::function<absl::Status(const v1::RequestRow&)>& row);
  // The details with history; NOT_FOUND outside the scope.
  absl::StatusOr<v1::RequestDetails> Get(int request_id, const EmployeeScope& scope);
  absl::StatusOr<RequestState> StateOf(int request_id, const EmployeeScope& scope);
  // Requests of `year` and the year before, for the counters.
  absl::StatusOr<std::vector<CountedRequest>> Counted(int employee_id, int year);
  absl::StatusOr<std::vector<CountedRequest>> CountedForMany(const std::vector<int>& employee_ids, int year,
                                                             std::vector<int>& owners);
  // Requests of the period (any status), for calendars and timesheets.
  absl::StatusOr<std::vector<std::pair<int, v1::RequestRow>>> InPeriod(absl::CivilDay from, absl::CivilDay to,
                                                                       ListKind kind, int caller_id,
                                                                       int employee_id);

  // --- inside a transaction
  // Serialises filings of one employee so two overlapping requests cannot both pass.
  static absl::Status LockEmployee(PgConnection& tx, int employee_id);
  // Counted() on the transaction's connection: a filing holds one connection only, so
  // concurrent filings cannot exhaust the pool while they wait for each other's lock.
  static absl::StatusOr<std::vector<CountedRequest>> CountedIn(PgConnection& tx, int employee_id, int year);
  static absl::StatusOr<std::vector<ExistingRequest>> Overlapping(PgConnection& tx, int employee_id,
                                                                  absl::CivilDay from, absl::CivilDay to);
  static absl::StatusOr<int> Insert(PgConnection& tx, const NewRequest& request);
  static absl::StatusOr<LockedRequest> Lock(PgConnection& tx, int request_id);
  static absl::Status Apply(PgConnection& tx, int request_id, const Transition& t, int actor_id,
                            bool decision);
  static absl::Status SetHandledByHr(PgConnection& tx, int request_id, int hr_id);
  static absl::Status AddEvent(PgConnection& tx, int request_id, int actor_id, const std::string& action,
                               const std::string& comment);
  static absl::Status EnqueueExport(PgConnection& tx, int request_id, const std::string& event);
  // A failed payroll export goes back to the queue (HR's resume-processing).
  static absl::Status ResumeExport(PgConnection& tx, int request_id);

 private:
  PgPool& pool_;
};

}  // namespace kadry::absences
