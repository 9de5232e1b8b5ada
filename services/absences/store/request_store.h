#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "absl/time/civil_time.h"
#include "absl/time/time.h"
#include "services/absences/domain/leave_limits.h"
#include "services/absences/domain/request_conflicts.h"
#include "services/absences/domain/request_lifecycle.h"
#include "services/absences/store/employee_store.h"
#include "services/common/paging.h"
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
  absl::CivilDay filed_on;                   // business today: numbers run per year of filing
};

// A request as the lifecycle needs it, read under a row lock.
struct LockedRequest {
  int id = 0;
  RequestState state;
};

// Which requests a list shows.
enum class ListKind { kOwn, kTeam, kAll };

// What a request list narrows by; zero and empty fields narrow nothing.
struct RequestFilter {
  std::vector<std::string> sort;  // the API's sort keys (sql_list.h OrderBy)
  std::string search;             // number or applicant name
  std::vector<int> status_ids;
  std::vector<int> type_ids;
  std::optional<absl::CivilDay> from;  // requests that overlap [from, to]
  std::optional<absl::CivilDay> to;
  int employee_id = 0;
  int processing_status_id = 0;
  // Requests of people below any of these supervisors (a substitute's: docs/substitutions.md).
  std::vector<int> below_any_of;
  int except_employee_id = 0;  // not this person's own requests
  PageWindow window;           // PageOf the request's paging
};

// A request as a calendar or a timesheet shows it: its days, type, status and applicant.
// Calendars read only these, without a list's other columns and people, which cost the team
// calendar's statement a quarter of its time (bench/README.md).
struct RequestInPeriod {
  int id = 0;
  std::string request_no;
  absl::CivilDay from;
  absl::CivilDay to;
  int number_of_working_days = 0;
  int request_type_id = 0;
  int status_id = 0;
  int employee_id = 0;
  std::string applicant_full_name;
  int hours = 0;                    // hours off; 0 for day requests
  std::optional<int> start_minute;  // hours off: from midnight, Warsaw time
};

// One request of a list: the above, with its times and the names of the people around it.
struct RequestRecord : RequestInPeriod {
  absl::Time submitted_at;
  absl::Time status_changed_at;
  std::string applicant_sap_number;
  std::string supervisor_full_name;  // the applicant's supervisor
  std::string comment;
  bool requires_manual_verification = false;
  std::optional<absl::CivilDay> manual_verification_deadline;
  int processing_status_id = 0;  // 0 none, 1 processing, 2 exported, 3 error
  bool handled_by_hr = false;
  std::string handled_by_hr_full_name;
};

// One page of a request list and how many rows the whole filter holds.
struct RequestPage {
  std::vector<RequestRecord> rows;
  int total = 0;
  bool total_capped = false;  // a team's count stops at a cap; total is the cap
};

// The force-majeure / carer's reason stored with a request.
struct RequestReasonRecord {
  int type_id = 0;        // 1 illness, 2 accident
  std::string full_name;  // the person cared for
  std::optional<PostalAddress> address;
  int degree_of_kinship_id = 0;
  std::string purpose;
};

// One step of a request's history.
struct RequestEventRecord {
  absl::Time occurred_at;
  int actor_id = 0;
  std::string actor_full_name;
  std::string action;  // filed, cancelled, approved, rejected, ...
  std::string comment;
  std::string on_behalf_of_full_name;  // a substitute's decision: in whose stead
};

// A request with what only its own page shows.
struct RequestDetailsRecord {
  RequestRecord request;
  int number_of_days = 0;
  std::optional<PostalAddress> address;  // where the employee stays, when the type asks
  std::optional<RequestReasonRecord> reason;
  std::string decision_comment;
  std::vector<RequestEventRecord> history;  // oldest first
};

// One employee's day covered by an approved request (docs/absences-api.md, ListApprovedAbsences).
struct ApprovedAbsenceDayRecord {
  int employee_id = 0;
  absl::CivilDay day;
  int request_type_id = 0;
  int request_id = 0;
  int hours = 0;  // hours off (hourly types take one day); 0 for day requests
};

// How far a person's approved absences have changed (every write to their requests counts it
// up), and whether the caller sees their requests' types (in the line of supervision, or HR).
struct AbsenceVersionRecord {
  int employee_id = 0;
  long long version = 0;  // 0 before their first request
  bool in_line = false;
};

// Leave and other requests in PostgreSQL; writes happen on a transaction's connection.
class RequestStore final {
 public:
  explicit RequestStore(PgPool& pool) : pool_(pool) {}

  absl::StatusOr<RequestPage> List(const RequestFilter& filter, ListKind kind, int caller_id);
  // Every row of the list's filter (paging ignored), in its order, handed to `row` one by
  // one; a failing `row` stops the walk with its status.
  absl::Status ForEach(const RequestFilter& filter, ListKind kind, int caller_id,
                       const std::function<absl::Status(const RequestRecord&)>& row);
  // The details with history; NOT_FOUND outside the scope.
  absl::StatusOr<RequestDetailsRecord> Get(int request_id, const EmployeeScope& scope);
  absl::StatusOr<RequestState> StateOf(int request_id, const EmployeeScope& scope);
  // Requests starting from the year before `year` through `last_year`, for the counters.
  absl::StatusOr<std::vector<CountedRequest>> Counted(int employee_id, int year, int last_year);
  absl::StatusOr<std::vector<CountedRequest>> CountedForMany(const std::vector<int>& employee_ids, int year,
                                                             std::vector<int>& owners);
  // Every day of [from, to] each of `employee_ids` in the scope is away on an approved
  // request (or one whose cancellation awaits a decision), by employee, day and request.
  absl::StatusOr<std::vector<ApprovedAbsenceDayRecord>> ApprovedDays(const std::vector<int>& employee_ids,
                                                                     absl::CivilDay from, absl::CivilDay to,
                                                                     const EmployeeScope& scope);
  // The version of the absences of each of `employee_ids` in the scope.
  absl::StatusOr<std::vector<AbsenceVersionRecord>> AbsenceVersions(const std::vector<int>& employee_ids,
                                                                    const EmployeeScope& scope);
  // Requests of the period (any status), for calendars and timesheets.
  absl::StatusOr<std::vector<RequestInPeriod>> InPeriod(absl::CivilDay from, absl::CivilDay to, ListKind kind,
                                                        int caller_id, int employee_id);

  // --- inside a transaction
  // Serialises filings of one employee so two overlapping requests cannot both pass.
  static absl::Status LockEmployee(PgConnection& tx, int employee_id);
  // Counted() on the transaction's connection: a filing holds one connection only, so
  // concurrent filings cannot exhaust the pool while they wait for each other's lock.
  static absl::StatusOr<std::vector<CountedRequest>> CountedIn(PgConnection& tx, int employee_id, int year,
                                                               int last_year);
  static absl::StatusOr<std::vector<ExistingRequest>> Overlapping(PgConnection& tx, int employee_id,
                                                                  absl::CivilDay from, absl::CivilDay to);
  static absl::StatusOr<int> Insert(PgConnection& tx, const NewRequest& request);
  static absl::StatusOr<LockedRequest> Lock(PgConnection& tx, int request_id);
  static absl::Status Apply(PgConnection& tx, int request_id, const Transition& t, int actor_id, bool decision);
  static absl::Status SetHandledByHr(PgConnection& tx, int request_id, int hr_id);
  // `on_behalf_of_id`: a substitute's decision names the supervisor in whose stead (0: none).
  static absl::Status AddEvent(PgConnection& tx, int request_id, int actor_id, const std::string& action,
                               const std::string& comment, int on_behalf_of_id = 0);
  static absl::Status EnqueueExport(PgConnection& tx, int request_id, const std::string& event);
  // A failed payroll export goes back to the queue (HR's resume-processing).
  static absl::Status ResumeExport(PgConnection& tx, int request_id);

 private:
  // Managers whose team's newest page was not among everyone's newest requests (List), with
  // the team's number of people then: their pages are merged from each member's or planned
  // per call. A team that changes later is still answered correctly, only perhaps by a
  // slower way; the map holds at most one entry per manager.
  std::optional<int> SparseTeamMembers(int manager_id) const;
  void RememberSparseTeam(int manager_id, int members);

  PgPool& pool_;
  mutable absl::Mutex sparse_teams_mu_;
  absl::flat_hash_map<int, int> sparse_teams_ ABSL_GUARDED_BY(sparse_teams_mu_);
};

// Approved requests (also those with a pending cancellation) as the timesheet counts them.
std::vector<CountedRequest> ApprovedOf(const std::vector<RequestInPeriod>& rows);

}  // namespace kadry::absences
