#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "absl/time/time.h"
#include "services/common/pg.h"

namespace kadry::work_times {

// One day of one person as stored: the schedule, the lock and the approvals.
struct WorkdayRecord {
  int workday_id = 0;
  int employee_id = 0;
  absl::CivilDay day;
  std::string day_kind = "working";  // working, day_off, sunday, holiday
  bool has_schedule = true;
  std::optional<absl::Time> planned_start;
  std::optional<absl::Time> planned_end;
  int scheduled_seconds = 0;
  std::string lock_state = "open";
  std::string locked_by_name;
  std::optional<absl::Time> locked_at;
  int approved_overtime = 0;
  int compensated_undertime = 0;
  std::string approved_by_name;
};

// One clock record as stored.
struct RecordRow {
  long long record_id = 0;
  int workday_id = 0;
  std::string kind;  // work, break, private_exit
  absl::Time start;
  std::optional<absl::Time> end;
  std::string source;
  bool corrected = false;
};

// A supervisor's change of a record (the audit).
struct CorrectionRow {
  long long correction_id = 0;
  long long record_id = 0;
  std::string action;  // added, changed, removed
  std::string before_kind;
  std::optional<absl::Time> before_start, before_end;
  std::string after_kind;
  std::optional<absl::Time> after_start, after_end;
  std::string reason;
  int corrected_by = 0;
  std::string corrected_by_name;
  absl::Time corrected_at;
};

// Art. 129 and 151⁷ terms of a person; defaults when they have no row.
struct TermsRecord {
  std::string working_time_system = "basic";
  int settlement_months = 1;
  int night_start_hour = 22;
  int yearly_overtime_limit = 150 * 3600;
};

// Who changes something, for the audit.
struct Author {
  int user_id = 0;
  std::string full_name;
};

// A record as a supervisor writes it.
struct RecordChange {
  std::string kind;
  absl::Time start;
  std::optional<absl::Time> end;
  std::string reason;
};

// work_times.workdays, records, corrections and employee_terms.
class WorkdayStore final {
 public:
  explicit WorkdayStore(PgPool& pool) : pool_(pool) {}

  // The days of `employee_ids` from `from` to `to` (inclusive), in no particular order.
  absl::StatusOr<std::vector<WorkdayRecord>> InRange(const std::vector<int>& employee_ids, absl::CivilDay from,
                                                     absl::CivilDay to);
  // Their records (by the day they belong to), by start.
  absl::StatusOr<std::vector<RecordRow>> RecordsInRange(const std::vector<int>& employee_ids, absl::CivilDay from,
                                                        absl::CivilDay to);
  absl::StatusOr<WorkdayRecord> Get(int workday_id);  // NOT_FOUND
  absl::StatusOr<std::vector<RecordRow>> RecordsOf(int workday_id);
  absl::StatusOr<std::vector<CorrectionRow>> CorrectionsOf(int workday_id);
  absl::StatusOr<std::map<int, TermsRecord>> Terms(const std::vector<int>& employee_ids);

  // A supervisor's correction and its audit row, in one transaction on an open day
  // (FAILED_PRECONDITION when the day is locked, NOT_FOUND for another day's record).
  absl::StatusOr<long long> AddRecord(int workday_id, const RecordChange& change, const Author& by);
  absl::Status UpdateRecord(int workday_id, long long record_id, const RecordChange& change, const Author& by);
  absl::Status RemoveRecord(int workday_id, long long record_id, const std::string& reason, const Author& by);
  // Sets the approved overtime or the compensated undertime of an open day.
  absl::Status Approve(int workday_id, std::optional<int> overtime, std::optional<int> undertime, const Author& by);
  // Locks (or opens) every day of the people in the range; the days whose state changed.
  absl::StatusOr<int> SetLock(const std::vector<int>& employee_ids, absl::CivilDay from, absl::CivilDay to, bool lock,
                              const Author& by);

  // The frozen evaluations of a locked month (JSON, the service's mapping): replaced on lock,
  // removed on unlock, read by payroll by person.
  absl::Status SaveClosedMonths(absl::CivilDay month, const std::vector<std::pair<int, std::string>>& evaluations);
  absl::Status RemoveClosedMonths(absl::CivilDay month, const std::vector<int>& employee_ids);
  struct ClosedMonthsPage {
    int total = 0;
    std::vector<std::string> evaluations;
  };
  absl::StatusOr<ClosedMonthsPage> ClosedMonths(absl::CivilDay month, int offset, int limit);

 private:
  PgPool& pool_;
};

}  // namespace kadry::work_times
