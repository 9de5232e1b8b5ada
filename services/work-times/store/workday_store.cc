#include "services/work-times/store/workday_store.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "nlohmann/json.hpp"
#include "services/common/pg_rows.h"
#include "services/common/rpc.h"
#include "services/common/sql_list.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/common/problem.h"

namespace kadry::work_times {
namespace {

constexpr char kWorkdayColumns[] =
    "w.workday_id, w.employee_id, w.day::text, w.day_kind, w.has_schedule, extract(epoch from "
    "w.planned_start)::bigint, "
    "extract(epoch from w.planned_end)::bigint, w.scheduled_seconds, w.lock_state, w.locked_by_name, "
    "extract(epoch from w.locked_at)::bigint, w.approved_overtime, w.compensated_undertime, w.approved_by_name";
constexpr char kRecordColumns[] =
    "r.record_id, r.workday_id, r.kind, extract(epoch from r.start_at)::bigint, extract(epoch from r.end_at)::bigint, "
    "r.source, r.corrected";

// Unordered: the callers index the days by person and date themselves (a year of a team is
// tens of thousands of rows, and sorting them was a third of the query).
constexpr char kInRange[] =
    " FROM work_times.workdays w WHERE w.employee_id = ANY($1::int[]) AND w.day BETWEEN $2 AND $3";
constexpr char kRecordsInRange[] = R"sql(
    FROM work_times.records r WHERE r.employee_id = ANY($1::int[]) AND r.day BETWEEN $2 AND $3
    ORDER BY r.workday_id, r.start_at, r.record_id)sql";
constexpr char kGet[] = " FROM work_times.workdays w WHERE w.workday_id = $1";
constexpr char kLockDay[] = "SELECT lock_state FROM work_times.workdays WHERE workday_id = $1 FOR UPDATE";
constexpr char kRecordsOf[] = " FROM work_times.records r WHERE r.workday_id = $1 ORDER BY r.start_at, r.record_id";
constexpr char kCorrectionsOf[] = R"sql(
    SELECT correction_id, record_id, action, before_kind, extract(epoch from before_start)::bigint,
    extract(epoch from before_end)::bigint, after_kind, extract(epoch from after_start)::bigint,
    extract(epoch from after_end)::bigint, reason, corrected_by, corrected_by_name,
    extract(epoch from corrected_at)::bigint, coalesce(seconds, 0) FROM work_times.corrections WHERE workday_id = $1
    ORDER BY corrected_at, correction_id)sql";
constexpr char kTerms[] = R"sql(
    SELECT employee_id, working_time_system, settlement_months, night_start_hour, yearly_overtime_limit,
      coalesce(part_time_limit_numerator, 0), coalesce(part_time_limit_denominator, 0), equivalent_hours,
      sunday_start_hour, array_to_string(free_weekdays, ','), valid_from::text, valid_to::text, changed_by_name,
      extract(epoch from changed_at)::bigint, settlement_first_month
    FROM work_times.employee_terms WHERE employee_id = ANY($1::int[]) ORDER BY employee_id, valid_from)sql";
// The person's rows, locked while their history is rewritten.
constexpr char kLockTerms[] =
    "SELECT valid_from FROM work_times.employee_terms WHERE employee_id = $1 ORDER BY valid_from FOR UPDATE";
// $2..$3: the new row's days ($3 NULL: open). Rows inside go; one reaching past the end begins
// the day after; one beginning before ends the day before.
constexpr char kMakeRoomForTerms[] = R"sql(
    WITH inside AS (
      DELETE FROM work_times.employee_terms WHERE employee_id = $1 AND valid_from >= $2::date
        AND ($3::date IS NULL OR coalesce(valid_to, date 'infinity') <= $3::date) RETURNING 1),
    later AS (
      UPDATE work_times.employee_terms SET valid_from = $3::date + 1 WHERE employee_id = $1 AND $3::date IS NOT NULL
        AND valid_from BETWEEN $2::date AND $3::date AND coalesce(valid_to, date 'infinity') > $3::date RETURNING 1)
    UPDATE work_times.employee_terms SET valid_to = $2::date - 1 WHERE employee_id = $1 AND valid_from < $2::date
      AND coalesce(valid_to, date 'infinity') >= $2::date)sql";
// A row that began before and reached past the new one's end resumes after it.
constexpr char kResumeTerms[] = R"sql(
    INSERT INTO work_times.employee_terms (employee_id, working_time_system, settlement_months, night_start_hour,
      yearly_overtime_limit, part_time_limit_numerator, part_time_limit_denominator, equivalent_hours,
      sunday_start_hour, free_weekdays, valid_from, valid_to, changed_by, changed_by_name, changed_at,
      settlement_first_month)
    SELECT employee_id, working_time_system, settlement_months, night_start_hour, yearly_overtime_limit,
      part_time_limit_numerator, part_time_limit_denominator, equivalent_hours, sunday_start_hour, free_weekdays,
      $3::date + 1, valid_to, changed_by, changed_by_name, changed_at, settlement_first_month
    FROM work_times.employee_terms WHERE employee_id = $1 AND valid_from < $2::date
      AND coalesce(valid_to, date 'infinity') > $3::date)sql";
constexpr char kSaveTerms[] = R"sql(
    INSERT INTO work_times.employee_terms (employee_id, working_time_system, settlement_months, night_start_hour,
      yearly_overtime_limit, part_time_limit_numerator, part_time_limit_denominator, equivalent_hours,
      sunday_start_hour, free_weekdays, valid_from, valid_to, changed_by, changed_by_name, settlement_first_month)
    VALUES ($1, $2, $3, $4, $5, nullif($6::int, 0), nullif($7::int, 0), $8, $9, string_to_array($10, ',')::int[],
      $11, $12, $13, $14, $15))sql";
constexpr char kEvaluationVersions[] = R"sql(
    SELECT employee_id, month::text, version FROM work_times.evaluation_versions WHERE employee_id = ANY($1::int[])
    AND (month BETWEEN date_trunc('month', $2::date) AND $3 OR month = date '1900-01-01') ORDER BY employee_id, month)sql";
constexpr char kDaysOffGiven[] = R"sql(
    SELECT employee_id, given_on::text, for_day::text FROM work_times.days_off_given
    WHERE employee_id = ANY($1::int[]) AND (given_on BETWEEN $2 AND $3 OR for_day BETWEEN $2 AND $3))sql";
constexpr char kDayOffTaken[] = R"sql(
    SELECT for_day::text, given_on::text FROM work_times.days_off_given g JOIN work_times.workdays w
    ON w.employee_id = g.employee_id WHERE w.workday_id = $1 AND (g.for_day = $2 OR g.given_on = w.day) LIMIT 1)sql";
// The day's schedule is kept with the day off, then the day becomes free.
constexpr char kGiveDayOff[] = R"sql(
    WITH kept AS (INSERT INTO work_times.days_off_given (employee_id, given_on, for_day, replaced_kind,
     replaced_start, replaced_end, replaced_seconds, given_by, given_by_name)
     SELECT employee_id, day, $2, day_kind, planned_start, planned_end, scheduled_seconds, $3, $4
     FROM work_times.workdays WHERE workday_id = $1 RETURNING employee_id, given_on)
    UPDATE work_times.workdays w SET day_kind = 'day_off', planned_start = NULL, planned_end = NULL,
     scheduled_seconds = 0 FROM kept WHERE w.employee_id = kept.employee_id AND w.day = kept.given_on)sql";
constexpr char kWithdrawDayOff[] = R"sql(
    WITH gone AS (DELETE FROM work_times.days_off_given g USING work_times.workdays w
     WHERE w.workday_id = $1 AND g.employee_id = w.employee_id AND g.given_on = w.day
     RETURNING g.employee_id, g.given_on, g.replaced_kind, g.replaced_start, g.replaced_end, g.replaced_seconds)
    UPDATE work_times.workdays w SET day_kind = gone.replaced_kind, planned_start = gone.replaced_start,
     planned_end = gone.replaced_end, scheduled_seconds = gone.replaced_seconds
    FROM gone WHERE w.employee_id = gone.employee_id AND w.day = gone.given_on)sql";
constexpr char kInsertRecord[] = R"sql(
    INSERT INTO work_times.records (workday_id, employee_id, day, kind, start_at, end_at, source, corrected)
    SELECT workday_id, employee_id, day, $2, to_timestamp($3), to_timestamp($4), 'correction', true
    FROM work_times.workdays WHERE workday_id = $1 RETURNING record_id)sql";
constexpr char kRecordForUpdate[] = R"sql(
    SELECT kind, extract(epoch from start_at)::bigint, extract(epoch from end_at)::bigint FROM work_times.records
    WHERE record_id = $1 AND workday_id = $2 FOR UPDATE)sql";
constexpr char kUpdateRecord[] = R"sql(
    UPDATE work_times.records SET kind = $2, start_at = to_timestamp($3), end_at = to_timestamp($4), corrected = true
    WHERE record_id = $1)sql";
constexpr char kDeleteRecord[] = "DELETE FROM work_times.records WHERE record_id = $1";
constexpr char kAudit[] = R"sql(
    INSERT INTO work_times.corrections (workday_id, record_id, action, before_kind, before_start, before_end,
    after_kind, after_start, after_end, reason, corrected_by, corrected_by_name)
    VALUES ($1, $2, $3, $4, to_timestamp($5), to_timestamp($6), $7, to_timestamp($8), to_timestamp($9), $10, $11,
    $12))sql";
// $2: the seconds added, or NULL to take back everything approved.
constexpr char kApproveOvertime[] = R"sql(
    UPDATE work_times.workdays SET approved_overtime = coalesce(approved_overtime + $2::int, 0),
    approved_by_name = $3 WHERE workday_id = $1)sql";
constexpr char kCompensateUndertime[] = R"sql(
    UPDATE work_times.workdays SET compensated_undertime = coalesce(compensated_undertime + $2::int, 0),
    approved_by_name = $3 WHERE workday_id = $1)sql";
constexpr char kApprovalHistory[] = R"sql(
    INSERT INTO work_times.corrections (workday_id, action, seconds, reason, corrected_by, corrected_by_name)
    VALUES ($1, $2, $3, $4, $5, $6))sql";
// Who closed a day and when is kept while it is closed; opening it again clears both.
constexpr char kSetLock[] = R"sql(
    UPDATE work_times.workdays SET lock_state = $4,
    locked_by = CASE WHEN $4 = 'locked' THEN $5::int END,
    locked_by_name = CASE WHEN $4 = 'locked' THEN $6 ELSE '' END,
    locked_at = CASE WHEN $4 = 'locked' THEN now() END
    WHERE employee_id = ANY($1::int[]) AND day BETWEEN $2 AND $3 AND lock_state <> $4)sql";
constexpr char kSaveClosed[] = R"sql(
    INSERT INTO work_times.closed_months (employee_id, month, evaluation) VALUES ($1, $2, $3::jsonb)
    ON CONFLICT (month, employee_id) DO UPDATE SET evaluation = excluded.evaluation, closed_at = now(),
    read_by_payroll_at = NULL)sql";
constexpr char kReadByPayroll[] = R"sql(
    SELECT 1 FROM work_times.closed_months WHERE month = $1 AND employee_id = ANY($2::int[])
    AND read_by_payroll_at IS NOT NULL LIMIT 1)sql";
// The frozen evaluations leave for the reopenings, with who, when and why.
constexpr char kMoveToReopenings[] = R"sql(
    WITH gone AS (DELETE FROM work_times.closed_months WHERE month = $1 AND employee_id = ANY($2::int[])
     RETURNING employee_id, month, closed_at, read_by_payroll_at, evaluation)
    INSERT INTO work_times.month_reopenings (employee_id, month, closed_at, read_by_payroll_at, evaluation,
     reopened_by, reopened_by_name, reason)
    SELECT employee_id, month, closed_at, read_by_payroll_at, evaluation, $3, $4, $5 FROM gone)sql";
// The page payroll reads, marked as read in the same statement.
constexpr char kReadClosed[] = R"sql(
    WITH page AS (SELECT employee_id, evaluation, count(*) OVER () AS total FROM work_times.closed_months
     WHERE month = $1 ORDER BY employee_id LIMIT $2 OFFSET $3),
    marked AS (UPDATE work_times.closed_months c SET read_by_payroll_at = now() FROM page
     WHERE c.month = $1 AND c.employee_id = page.employee_id AND c.read_by_payroll_at IS NULL)
    SELECT evaluation::text, total FROM page ORDER BY employee_id)sql";
constexpr char kReopenings[] = R"sql(
    SELECT employee_id, month::text, extract(epoch from closed_at)::bigint, extract(epoch from
    read_by_payroll_at)::bigint,
    extract(epoch from reopened_at)::bigint, reopened_by_name, reason FROM work_times.month_reopenings
    WHERE month = $1 ORDER BY employee_id, reopened_at, reopening_id)sql";
// A close or reopen of a month waits this long for another one of the same month, then gives up.
constexpr char kLockWait[] = "SET LOCAL lock_timeout = '5s'";

PgParam Epoch(const std::optional<absl::Time>& t) {
  if (!t) return std::nullopt;
  return std::to_string(absl::ToUnixSeconds(*t));
}

std::optional<absl::Time> OptionalTime(const PgResult& r, int row, int column) {
  if (r.IsNull(row, column)) return std::nullopt;
  return absl::FromUnixSeconds(r.Int64(row, column));
}

absl::StatusOr<WorkdayRecord> ReadWorkday(const PgResult& r, int i) {
  WorkdayRecord w;
  w.workday_id = r.Int(i, 0);
  w.employee_id = r.Int(i, 1);
  ASSIGN_OR_RETURN(w.day, DayAt(r, i, 2));
  w.day_kind = r.Text(i, 3);
  w.has_schedule = r.Bool(i, 4);
  w.planned_start = OptionalTime(r, i, 5);
  w.planned_end = OptionalTime(r, i, 6);
  w.scheduled_seconds = r.Int(i, 7);
  w.lock_state = r.Text(i, 8);
  w.locked_by_name = r.Text(i, 9);
  w.locked_at = OptionalTime(r, i, 10);
  w.approved_overtime = r.Int(i, 11);
  w.compensated_undertime = r.Int(i, 12);
  w.approved_by_name = r.Text(i, 13);
  return w;
}

absl::StatusOr<RecordRow> ReadRecord(const PgResult& r, int i) {
  RecordRow rec;
  rec.record_id = r.Int64(i, 0);
  rec.workday_id = r.Int(i, 1);
  rec.kind = r.Text(i, 2);
  rec.start = absl::FromUnixSeconds(r.Int64(i, 3));
  rec.end = OptionalTime(r, i, 4);
  rec.source = r.Text(i, 5);
  rec.corrected = r.Bool(i, 6);
  return rec;
}

// The day must be open: a locked day cannot change (docs/work-times.md "Locks").
absl::Status RequireOpen(PgConnection& tx, int workday_id) {
  ASSIGN_OR_RETURN(const PgResult r, tx.Query(kLockDay, {std::to_string(workday_id)}));
  if (r.Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "workday.not-found", "no such workday");
  if (r.Text(0, 0) != "open")
    return Refusal(absl::StatusCode::kFailedPrecondition, "workday.locked", "the day is locked; it cannot be changed");
  return absl::OkStatus();
}

struct Before {
  std::string kind;
  std::optional<absl::Time> start, end;
};

absl::StatusOr<Before> LockRecord(PgConnection& tx, int workday_id, long long record_id) {
  ASSIGN_OR_RETURN(const PgResult r,
                   tx.Query(kRecordForUpdate, {std::to_string(record_id), std::to_string(workday_id)}));
  if (r.Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "record.not-found", "no such record on this day");
  return Before{r.Text(0, 0), absl::FromUnixSeconds(r.Int64(0, 1)), OptionalTime(r, 0, 2)};
}

absl::Status Audit(PgConnection& tx, int workday_id, long long record_id, const char* action, const Before& before,
                   const Before& after, const std::string& reason, const Author& by) {
  return tx
      .Query(kAudit, {std::to_string(workday_id), std::to_string(record_id), std::string(action), before.kind,
                      Epoch(before.start), Epoch(before.end), after.kind, Epoch(after.start), Epoch(after.end), reason,
                      std::to_string(by.user_id), by.full_name})
      .status();
}

}  // namespace

absl::StatusOr<std::vector<WorkdayRecord>> WorkdayStore::InRange(const std::vector<int>& ids, absl::CivilDay from,
                                                                 absl::CivilDay to) {
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(absl::StrCat("SELECT ", kWorkdayColumns, kInRange),
                                                 {IntArrayParam(ids), FormatDate(from), FormatDate(to)}));
  return ReadAll(r, ReadWorkday);
}

absl::StatusOr<std::vector<RecordRow>> WorkdayStore::RecordsInRange(const std::vector<int>& ids, absl::CivilDay from,
                                                                    absl::CivilDay to) {
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(absl::StrCat("SELECT ", kRecordColumns, kRecordsInRange),
                                                 {IntArrayParam(ids), FormatDate(from), FormatDate(to)}));
  return ReadAll(r, ReadRecord);
}

absl::StatusOr<WorkdayRecord> WorkdayStore::Get(int workday_id) {
  ASSIGN_OR_RETURN(const PgResult r,
                   pool_.Query(absl::StrCat("SELECT ", kWorkdayColumns, kGet), {std::to_string(workday_id)}));
  if (r.Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "workday.not-found", "no such workday");
  return ReadWorkday(r, 0);
}

absl::StatusOr<std::vector<RecordRow>> WorkdayStore::RecordsOf(int workday_id) {
  ASSIGN_OR_RETURN(const PgResult r,
                   pool_.Query(absl::StrCat("SELECT ", kRecordColumns, kRecordsOf), {std::to_string(workday_id)}));
  return ReadAll(r, ReadRecord);
}

absl::StatusOr<std::vector<CorrectionRow>> WorkdayStore::CorrectionsOf(int workday_id) {
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(kCorrectionsOf, {std::to_string(workday_id)}));
  return ReadAll(r, [](const PgResult& r, int i) -> absl::StatusOr<CorrectionRow> {
    CorrectionRow c;
    c.correction_id = r.Int64(i, 0);
    c.record_id = r.Int64(i, 1);
    c.action = r.Text(i, 2);
    c.before_kind = r.Text(i, 3);
    c.before_start = OptionalTime(r, i, 4);
    c.before_end = OptionalTime(r, i, 5);
    c.after_kind = r.Text(i, 6);
    c.after_start = OptionalTime(r, i, 7);
    c.after_end = OptionalTime(r, i, 8);
    c.reason = r.Text(i, 9);
    c.corrected_by = r.Int(i, 10);
    c.corrected_by_name = r.Text(i, 11);
    c.corrected_at = absl::FromUnixSeconds(r.Int64(i, 12));
    c.seconds = r.Int(i, 13);
    return c;
  });
}

const TermsRecord& TermsHistory::On(absl::CivilDay day) const {
  static const TermsRecord* const kDefaults = new TermsRecord();
  for (const TermsRecord& t : rows) {
    if (t.valid_from <= day && (!t.valid_to || day <= *t.valid_to)) return t;
  }
  return *kDefaults;
}

const TermsRecord& TermsOn(const std::map<int, TermsHistory>& terms, int employee_id, absl::CivilDay day) {
  static const TermsHistory* const kNone = new TermsHistory();
  const auto it = terms.find(employee_id);
  return (it == terms.end() ? *kNone : it->second).On(day);
}

absl::StatusOr<std::map<int, TermsHistory>> WorkdayStore::Terms(const std::vector<int>& ids) {
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(kTerms, {IntArrayParam(ids)}));
  std::map<int, TermsHistory> out;
  for (int i = 0; i < r.Rows(); ++i) {
    TermsRecord t{r.Text(i, 1), r.Int(i, 2), r.Int(i, 14), r.Int(i, 3), r.Int(i, 4),
                  r.Int(i, 5),  r.Int(i, 6), r.Int(i, 7),  r.Int(i, 8)};
    t.free_weekdays.clear();
    for (const absl::string_view day : absl::StrSplit(r.Text(i, 9), ',', absl::SkipEmpty())) {
      int weekday = 0;
      if (absl::SimpleAtoi(day, &weekday)) t.free_weekdays.push_back(weekday);
    }
    ASSIGN_OR_RETURN(t.valid_from, DayAt(r, i, 10));
    ASSIGN_OR_RETURN(t.valid_to, OptionalDayAt(r, i, 11));
    t.changed_by_name = r.Text(i, 12);
    t.changed_at = absl::FromUnixSeconds(r.Int64(i, 13));
    out[r.Int(i, 0)].rows.push_back(std::move(t));
  }
  return out;
}

absl::Status WorkdayStore::SaveTerms(int employee_id, const TermsRecord& t, const Author& by) {
  const std::string id = std::to_string(employee_id);
  const PgParam from = FormatDate(t.valid_from);
  const PgParam to = t.valid_to ? PgParam(FormatDate(*t.valid_to)) : std::nullopt;
  return pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    RETURN_IF_ERROR(tx.Query(kLockTerms, {id}).status());
    if (to) RETURN_IF_ERROR(tx.Query(kResumeTerms, {id, from, to}).status());
    RETURN_IF_ERROR(tx.Query(kMakeRoomForTerms, {id, from, to}).status());
    return tx
        .Query(kSaveTerms,
               {id, t.working_time_system, std::to_string(t.settlement_months), std::to_string(t.night_start_hour),
                std::to_string(t.yearly_overtime_limit), std::to_string(t.part_time_limit_numerator),
                std::to_string(t.part_time_limit_denominator), std::to_string(t.equivalent_hours),
                std::to_string(t.sunday_start_hour), absl::StrJoin(t.free_weekdays, ","), from, to,
                std::to_string(by.user_id), by.full_name, std::to_string(t.settlement_first_month)})
        .status();
  });
}

absl::StatusOr<std::map<int, std::string>> WorkdayStore::EvaluationVersions(const std::vector<int>& ids,
                                                                            absl::CivilDay from, absl::CivilDay to) {
  ASSIGN_OR_RETURN(const PgResult r,
                   pool_.Query(kEvaluationVersions, {IntArrayParam(ids), FormatDate(from), FormatDate(to)}));
  std::map<int, std::string> out;
  for (int i = 0; i < r.Rows(); ++i) absl::StrAppend(&out[r.Int(i, 0)], r.Text(i, 1), ":", r.Text(i, 2), " ");
  return out;
}

absl::StatusOr<std::vector<DayOffGivenRow>> WorkdayStore::DaysOffGiven(const std::vector<int>& ids, absl::CivilDay from,
                                                                       absl::CivilDay to) {
  ASSIGN_OR_RETURN(const PgResult r,
                   pool_.Query(kDaysOffGiven, {IntArrayParam(ids), FormatDate(from), FormatDate(to)}));
  return ReadAll(r, [](const PgResult& r, int i) -> absl::StatusOr<DayOffGivenRow> {
    DayOffGivenRow d;
    d.employee_id = r.Int(i, 0);
    ASSIGN_OR_RETURN(d.given_on, DayAt(r, i, 1));
    ASSIGN_OR_RETURN(d.for_day, DayAt(r, i, 2));
    return d;
  });
}

absl::Status WorkdayStore::GiveDayOff(PgConnection& tx, int workday_id, absl::CivilDay for_day, const Author& by) {
  ASSIGN_OR_RETURN(const PgResult taken, tx.Query(kDayOffTaken, {std::to_string(workday_id), FormatDate(for_day)}));
  if (taken.Rows() > 0) {
    const bool same_work = taken.Text(0, 0) == FormatDate(for_day);
    return Refusal(
        absl::StatusCode::kAlreadyExists, "day-off.already-given",
        same_work ? absl::StrCat("the work of ", taken.Text(0, 0), " has its day off already, on ", taken.Text(0, 1))
                  : absl::StrCat("this day is already the day off for the work of ", taken.Text(0, 0)),
        {{"forDate", taken.Text(0, 0)}, {"givenOn", taken.Text(0, 1)}});
  }
  return tx
      .Query(kGiveDayOff, {std::to_string(workday_id), FormatDate(for_day), std::to_string(by.user_id), by.full_name})
      .status();
}

absl::Status WorkdayStore::WithdrawDayOff(PgConnection& tx, int workday_id) {
  ASSIGN_OR_RETURN(const PgResult r, tx.Query(kWithdrawDayOff, {std::to_string(workday_id)}));
  if (r.Affected() == 0)
    return Refusal(absl::StatusCode::kNotFound, "day-off.none", "this day is no day off given for other work");
  return absl::OkStatus();
}

absl::Status WorkdayStore::LockOpenDay(PgConnection& tx, int workday_id) { return RequireOpen(tx, workday_id); }

absl::StatusOr<std::vector<RecordRow>> WorkdayStore::RecordsAround(PgConnection& tx, int employee_id,
                                                                   absl::CivilDay from, absl::CivilDay to) {
  ASSIGN_OR_RETURN(const PgResult r, tx.Query(absl::StrCat("SELECT ", kRecordColumns, kRecordsInRange),
                                              {IntArrayParam({employee_id}), FormatDate(from), FormatDate(to)}));
  return ReadAll(r, ReadRecord);
}

absl::StatusOr<long long> WorkdayStore::AddRecord(PgConnection& tx, int workday_id, const RecordChange& change,
                                                  const Author& by) {
  ASSIGN_OR_RETURN(const PgResult r, tx.Query(kInsertRecord, {std::to_string(workday_id), change.kind,
                                                              Epoch(change.start), Epoch(change.end)}));
  const long long id = r.Int64(0, 0);
  RETURN_IF_ERROR(
      Audit(tx, workday_id, id, "added", Before{}, Before{change.kind, change.start, change.end}, change.reason, by));
  return id;
}

absl::Status WorkdayStore::UpdateRecord(PgConnection& tx, int workday_id, long long record_id,
                                        const RecordChange& change, const Author& by) {
  ASSIGN_OR_RETURN(const Before before, LockRecord(tx, workday_id, record_id));
  RETURN_IF_ERROR(
      tx.Query(kUpdateRecord, {std::to_string(record_id), change.kind, Epoch(change.start), Epoch(change.end)})
          .status());
  return Audit(tx, workday_id, record_id, "changed", before, Before{change.kind, change.start, change.end},
               change.reason, by);
}

absl::Status WorkdayStore::RemoveRecord(PgConnection& tx, int workday_id, long long record_id,
                                        const std::string& reason, const Author& by) {
  ASSIGN_OR_RETURN(const Before before, LockRecord(tx, workday_id, record_id));
  RETURN_IF_ERROR(tx.Query(kDeleteRecord, {std::to_string(record_id)}).status());
  return Audit(tx, workday_id, record_id, "removed", before, Before{}, reason, by);
}

absl::Status WorkdayStore::Approve(PgConnection& tx, int workday_id, const Approval& approval, const Author& by) {
  const bool overtime = approval.time == ApprovedTime::kOvertime;
  const PgParam added = approval.withdraw ? PgParam(std::nullopt) : PgParam(std::to_string(approval.seconds));
  RETURN_IF_ERROR(
      tx.Query(overtime ? kApproveOvertime : kCompensateUndertime, {std::to_string(workday_id), added, by.full_name})
          .status());
  const char* action = overtime ? (approval.withdraw ? "overtime_withdrawn" : "overtime_approved")
                                : (approval.withdraw ? "undertime_withdrawn" : "undertime_compensated");
  return tx
      .Query(kApprovalHistory, {std::to_string(workday_id), action, std::to_string(approval.seconds), approval.comment,
                                std::to_string(by.user_id), by.full_name})
      .status();
}

namespace {
// The month's lock: closing and reopening take it alone, the clock and payroll's read share it.
absl::Status LockMonthExclusively(PgConnection& tx, absl::CivilDay month) {
  RETURN_IF_ERROR(tx.Query(kLockWait).status());
  return tx
      .Query(absl::StrCat("SELECT pg_advisory_xact_lock(", kMonthLockClass, ", $1::int)"),
             {std::to_string(MonthLockKey(month))})
      .status();
}
}  // namespace

absl::StatusOr<int> WorkdayStore::CloseMonth(PgConnection& tx, const std::vector<int>& ids, absl::CivilDay month,
                                             const Author& by,
                                             const std::function<absl::StatusOr<Evaluations>()>& evaluate) {
  RETURN_IF_ERROR(LockMonthExclusively(tx, month));
  ASSIGN_OR_RETURN(const PgResult r, tx.Query(kSetLock, {IntArrayParam(ids), FormatDate(month),
                                                         FormatDate(absl::CivilDay(absl::CivilMonth(month) + 1) - 1),
                                                         "locked", std::to_string(by.user_id), by.full_name}));
  // The days' corrections and clock events now wait for this transaction: what the evaluation
  // reads cannot change before it is stored.
  ASSIGN_OR_RETURN(const Evaluations evaluations, evaluate());
  for (const auto& [employee_id, json] : evaluations) {
    RETURN_IF_ERROR(tx.Query(kSaveClosed, {std::to_string(employee_id), FormatDate(month), json}).status());
  }
  return r.Affected();
}

absl::StatusOr<int> WorkdayStore::ReopenMonth(PgConnection& tx, const std::vector<int>& ids, absl::CivilDay month,
                                              const Author& by, const std::string& reason, bool may_reopen_read) {
  RETURN_IF_ERROR(LockMonthExclusively(tx, month));
  ASSIGN_OR_RETURN(const PgResult read, tx.Query(kReadByPayroll, {FormatDate(month), IntArrayParam(ids)}));
  if (read.Rows() > 0 && !may_reopen_read) {
    return Refusal(absl::StatusCode::kPermissionDenied, "month.payroll-read",
                   "payroll has read this month; only HR reopens it");
  }
  RETURN_IF_ERROR(tx.Query(kMoveToReopenings,
                           {FormatDate(month), IntArrayParam(ids), std::to_string(by.user_id), by.full_name, reason})
                      .status());
  ASSIGN_OR_RETURN(const PgResult r, tx.Query(kSetLock, {IntArrayParam(ids), FormatDate(month),
                                                         FormatDate(absl::CivilDay(absl::CivilMonth(month) + 1) - 1),
                                                         "open", std::to_string(by.user_id), by.full_name}));
  return r.Affected();
}

absl::StatusOr<WorkdayStore::ClosedMonthsPage> WorkdayStore::ReadClosedMonths(absl::CivilDay month, int64_t offset,
                                                                              int limit) {
  ClosedMonthsPage page;
  RETURN_IF_ERROR(pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    // Shared with other reads, exclusive of a reopening: what payroll reads is marked read
    // before a reopening can move it.
    RETURN_IF_ERROR(tx.Query(absl::StrCat("SELECT pg_advisory_xact_lock_shared(", kMonthLockClass, ", $1::int)"),
                             {std::to_string(MonthLockKey(month))})
                        .status());
    ASSIGN_OR_RETURN(const PgResult r,
                     tx.Query(kReadClosed, {FormatDate(month), std::to_string(limit), std::to_string(offset)}));
    for (int i = 0; i < r.Rows(); ++i) {
      page.evaluations.push_back(r.Text(i, 0));
      page.total = r.Int(i, 1);
    }
    return absl::OkStatus();
  }));
  return page;
}

absl::StatusOr<std::vector<WorkdayStore::Reopening>> WorkdayStore::Reopenings(absl::CivilDay month) {
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(kReopenings, {FormatDate(month)}));
  return ReadAll(r, [](const PgResult& r, int i) -> absl::StatusOr<Reopening> {
    Reopening o;
    o.employee_id = r.Int(i, 0);
    ASSIGN_OR_RETURN(o.month, DayAt(r, i, 1));
    o.closed_at = absl::FromUnixSeconds(r.Int64(i, 2));
    o.read_by_payroll_at = OptionalTime(r, i, 3);
    o.reopened_at = absl::FromUnixSeconds(r.Int64(i, 4));
    o.reopened_by_name = r.Text(i, 5);
    o.reason = r.Text(i, 6);
    return o;
  });
}

}  // namespace kadry::work_times
