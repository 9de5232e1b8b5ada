#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/civil_time.h"
#include "absl/time/time.h"
#include "services/common/pg.h"

namespace kadry::work_times {

// The advisory lock of one month of working time, in PostgreSQL's two-key form (this class,
// and the month as year × 12 + month − 1): closing and reopening a month take it alone; the
// clock and payroll's read of a closed month share it.
inline constexpr int kMonthLockClass = 0x574B;
inline int MonthLockKey(absl::CivilDay day) { return static_cast<int>(day.year()) * 12 + day.month() - 1; }

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
  // added, changed, removed (a record); overtime_approved, overtime_withdrawn,
  // undertime_compensated, undertime_withdrawn (the day's approvals, no record)
  std::string action;
  std::string before_kind;
  std::optional<absl::Time> before_start, before_end;
  std::string after_kind;
  std::optional<absl::Time> after_start, after_end;
  std::string reason;
  int corrected_by = 0;
  std::string corrected_by_name;
  absl::Time corrected_at;
  int seconds = 0;  // an approval's amount: approved, or taken back
};

// A supervisor's decision on a day's overtime (art. 151 §1) or undertime (a shortfall
// excused as settled): the amount approved, or what was approved taken back.
enum class ApprovedTime { kOvertime, kUndertime };
struct Approval {
  ApprovedTime time = ApprovedTime::kOvertime;
  int seconds = 0;  // added to what is approved; when withdrawing, the amount taken back
  bool withdraw = false;
  std::string comment;
};

// Art. 129 and 151⁷ terms of a person from one day on; defaults where no row holds.
struct TermsRecord {
  std::string working_time_system = "basic";
  int settlement_months = 1;
  int settlement_first_month = 1;  // the month (1..12) the periods follow each other from
  int night_start_hour = 22;
  int yearly_overtime_limit = 150 * 3600;
  int part_time_limit_numerator = 0;  // art. 151 §5; 0/0 without the clause
  int part_time_limit_denominator = 0;
  int equivalent_hours = 12;             // art. 135–137: the equivalent system's longest day
  int sunday_start_hour = 6;             // art. 151⁹ §2
  std::vector<int> free_weekdays = {6};  // ISO weekdays free under the five-day week
  absl::CivilDay valid_from{1900, 1, 1};
  std::optional<absl::CivilDay> valid_to;  // the last day; none: until further notice
  std::string changed_by_name;
  std::optional<absl::Time> changed_at;
};

// The system a terms row names ("basic", "equivalent").
inline bool IsEquivalentSystem(const TermsRecord& t) { return t.working_time_system == "equivalent"; }

// One person's terms over time, by valid_from; the rows never overlap.
struct TermsHistory {
  std::vector<TermsRecord> rows;
  // The row that holds on `day`, or the defaults.
  const TermsRecord& On(absl::CivilDay day) const;
};

// The terms of `employee_id` that hold on `day` (the defaults where none is stored).
const TermsRecord& TermsOn(const std::map<int, TermsHistory>& terms, int employee_id, absl::CivilDay day);

// A day of the schedule given off for work on another (art. 151³, 151¹¹ §1).
struct DayOffGivenRow {
  int employee_id = 0;
  absl::CivilDay given_on;
  absl::CivilDay for_day;
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
  absl::StatusOr<std::map<int, TermsHistory>> Terms(const std::vector<int>& employee_ids);
  // The terms hold from terms.valid_from to terms.valid_to; what held on those days before gives
  // way (a row that began earlier ends the day before, one that ends later begins the day after).
  absl::Status SaveTerms(int employee_id, const TermsRecord& terms, const Author& by);
  // The versions of what each person's months are evaluated from (migration 0004), from the month
  // of `from` to that of `to` and the terms, as text ("2026-10-01:3 1900-01-01:1 "), by person:
  // a month's result computed after reading these stands while they do.
  absl::StatusOr<std::map<int, std::string>> EvaluationVersions(const std::vector<int>& employee_ids,
                                                                absl::CivilDay from, absl::CivilDay to);
  // The days off given on, or for work on, a day from `from` to `to`.
  absl::StatusOr<std::vector<DayOffGivenRow>> DaysOffGiven(const std::vector<int>& employee_ids, absl::CivilDay from,
                                                           absl::CivilDay to);

  // The parts of a supervisor's correction or approval, each inside the caller's transaction
  // (docs/work-times.md "Corrections"): the open day locked first (FAILED_PRECONDITION when
  // it is locked), then the records around it, then the change and its audit row.
  static absl::Status LockOpenDay(PgConnection& tx, int workday_id);
  // The person's records of the days from `from` to `to`, by start.
  static absl::StatusOr<std::vector<RecordRow>> RecordsAround(PgConnection& tx, int employee_id, absl::CivilDay from,
                                                              absl::CivilDay to);
  static absl::StatusOr<long long> AddRecord(PgConnection& tx, int workday_id, const RecordChange& change,
                                             const Author& by);
  // NOT_FOUND for a record of another day.
  static absl::Status UpdateRecord(PgConnection& tx, int workday_id, long long record_id, const RecordChange& change,
                                   const Author& by);
  static absl::Status RemoveRecord(PgConnection& tx, int workday_id, long long record_id, const std::string& reason,
                                   const Author& by);
  // The day (locked open by LockOpenDay) becomes the day off given for work on `for_day`, its
  // schedule kept for WithdrawDayOff. ALREADY_EXISTS when `for_day` has its day off already or
  // the day is one given for another.
  static absl::Status GiveDayOff(PgConnection& tx, int workday_id, absl::CivilDay for_day, const Author& by);
  // The day's schedule as it was before its day off was given; NOT_FOUND when none was.
  static absl::Status WithdrawDayOff(PgConnection& tx, int workday_id);
  // Adds to the approved overtime or the compensated undertime of the day (sets it to 0 when
  // withdrawn) and writes the decision in the day's history.
  static absl::Status Approve(PgConnection& tx, int workday_id, const Approval& approval, const Author& by);

  // Closing and reopening a month, each in the caller's transaction under the month's lock, so that a
  // close and a reopen at the same moment end in one state: the days locked with the frozen
  // evaluation payroll reads, or the days open without it. ABORTED when another close or
  // reopen of the month holds the lock past a few seconds.
  //
  // Close: locks every day of the people in the month, then stores what `evaluate()` gives
  // (run inside the transaction, while the days' changes wait) as each person's frozen month.
  // Answers the days whose state changed.
  using Evaluations = std::vector<std::pair<int, std::string>>;  // employee id, evaluation JSON
  static absl::StatusOr<int> CloseMonth(PgConnection& tx, const std::vector<int>& employee_ids, absl::CivilDay month,
                                        const Author& by, const std::function<absl::StatusOr<Evaluations>()>& evaluate);
  // Reopen: opens the days and moves each frozen evaluation to the reopenings with who, when
  // and `reason`. PERMISSION_DENIED unless `may_reopen_read` when payroll has read one of them.
  static absl::StatusOr<int> ReopenMonth(PgConnection& tx, const std::vector<int>& employee_ids, absl::CivilDay month,
                                         const Author& by, const std::string& reason, bool may_reopen_read);

  // Payroll's read of a closed month, by person; each evaluation read is marked as read.
  struct ClosedMonthsPage {
    int total = 0;
    std::vector<std::string> evaluations;
  };
  absl::StatusOr<ClosedMonthsPage> ReadClosedMonths(absl::CivilDay month, int64_t offset, int limit);
  // The reopenings of a month, by person and time.
  struct Reopening {
    int employee_id = 0;
    absl::CivilDay month;
    absl::Time closed_at;
    std::optional<absl::Time> read_by_payroll_at;
    absl::Time reopened_at;
    std::string reopened_by_name;
    std::string reason;
  };
  absl::StatusOr<std::vector<Reopening>> Reopenings(absl::CivilDay month);

 private:
  PgPool& pool_;
};

}  // namespace kadry::work_times
