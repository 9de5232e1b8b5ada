#include "services/work-times/store/clock_store.h"

#include "absl/strings/str_cat.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/work-times/store/workday_store.h"
#include "services/common/problem.h"

namespace kadry::work_times {
namespace {

constexpr char kClaimEvent[] = R"sql(
    INSERT INTO work_times.clock_events (event_id, employee_id, action, occurred_at, source, terminal_id, outcome)
    VALUES ($1, $2, $3, to_timestamp($4), $5, $6, 'pending') ON CONFLICT (event_id) DO NOTHING RETURNING event_id)sql";
constexpr char kEarlierOutcome[] =
    "SELECT outcome, employee_id, reason FROM work_times.clock_events WHERE event_id = $1";
constexpr char kSetOutcome[] = "UPDATE work_times.clock_events SET outcome = $2, reason = $3 WHERE event_id = $1";
// A night shift is closed the next morning: the open work of yesterday or today is the day's.
constexpr char kOpenWorkday[] = R"sql(
    SELECT w.workday_id FROM work_times.records r JOIN work_times.workdays w ON w.workday_id = r.workday_id
    WHERE w.employee_id = $1 AND r.kind = 'work' AND r.end_at IS NULL AND w.day BETWEEN $2::date - 1 AND $2::date
    ORDER BY r.start_at DESC LIMIT 1)sql";
// A day the clock opens in a closed month is closed with it.
constexpr char kEnsureWorkday[] = R"sql(
    INSERT INTO work_times.workdays (employee_id, day, day_kind, has_schedule, lock_state)
    SELECT $1, $2, $3, false, CASE WHEN EXISTS (SELECT 1 FROM work_times.workdays WHERE employee_id = $1
    AND date_trunc('month', day) = date_trunc('month', $2::date) AND lock_state = 'locked')
    THEN 'locked' ELSE 'open' END ON CONFLICT (employee_id, day) DO NOTHING)sql";
constexpr char kWorkdayOf[] =
    "SELECT workday_id, lock_state FROM work_times.workdays WHERE employee_id = $1 AND day = $2 FOR UPDATE";
constexpr char kLockWorkday[] =
    "SELECT workday_id, lock_state FROM work_times.workdays WHERE workday_id = $1 FOR UPDATE";
constexpr char kDayRecords[] = R"sql(
    SELECT record_id, kind, extract(epoch from start_at)::bigint, extract(epoch from end_at)::bigint
    FROM work_times.records WHERE workday_id = $1 ORDER BY start_at, record_id)sql";
constexpr char kClose[] = R"sql(
    UPDATE work_times.records SET end_at = to_timestamp($2) WHERE record_id = $1 AND end_at IS NULL
    AND start_at < to_timestamp($2))sql";
// A record closed in the second it was opened (two quick presses) lasted nothing: it goes.
constexpr char kDropEmpty[] =
    "DELETE FROM work_times.records WHERE record_id = $1 AND end_at IS NULL AND start_at >= to_timestamp($2)";
constexpr char kOpen[] = R"sql(
    INSERT INTO work_times.records (workday_id, employee_id, day, kind, start_at, source)
    SELECT workday_id, employee_id, day, $2, to_timestamp($3), $4 FROM work_times.workdays WHERE workday_id = $1)sql";

}  // namespace

absl::StatusOr<ClockOutcome> ClockStore::Record(const ClockEventInput& e) {
  const std::optional<ClockAction> action = ParseClockAction(e.action);
  if (!action) return Refusal(absl::StatusCode::kInvalidArgument, "clock.unknown-action", "unknown clock action");
  const std::string at = std::to_string(absl::ToUnixSeconds(e.occurred_at));
  ClockOutcome out;
  RETURN_IF_ERROR(pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    // A close or reopen of the event's month (or of yesterday's, whose night shift it may end)
    // finishes first, so a day the clock opens in a closed month is closed with it.
    RETURN_IF_ERROR(tx.Query(absl::StrCat("SELECT pg_advisory_xact_lock_shared(", kMonthLockClass,
                                          ", $1::int), "
                                          "pg_advisory_xact_lock_shared(",
                                          kMonthLockClass, ", $2::int)"),
                             {std::to_string(MonthLockKey(e.day - 1)), std::to_string(MonthLockKey(e.day))})
                        .status());
    ASSIGN_OR_RETURN(const PgResult claimed, tx.Query(kClaimEvent, {e.event_id, std::to_string(e.employee_id), e.action,
                                                                    at, e.source, e.terminal_id}));
    if (claimed.Rows() == 0) {
      ASSIGN_OR_RETURN(const PgResult earlier, tx.Query(kEarlierOutcome, {e.event_id}));
      // Another person's event id is not theirs to repeat; the same person's is a retry.
      if (earlier.Rows() == 0 || earlier.Int(0, 1) != e.employee_id) {
        return Refusal(absl::StatusCode::kAlreadyExists, "clock.event-id-reused",
                       "this event id belongs to another event");
      }
      // A retry gets the first answer: a refusal stays a refusal, with its reason.
      if (earlier.Text(0, 0) == "rejected") {
        out.outcome = "rejected";
        out.reason = earlier.Text(0, 2);
      } else {
        out.outcome = "duplicate";
        out.reason = earlier.Text(0, 0);
      }
      return absl::OkStatus();
    }
    ASSIGN_OR_RETURN(const PgResult open, tx.Query(kOpenWorkday, {std::to_string(e.employee_id), FormatDate(e.day)}));
    PgResult day(nullptr);
    if (open.Rows() > 0) {
      ASSIGN_OR_RETURN(day, tx.Query(kLockWorkday, {open.Text(0, 0)}));
    } else {
      RETURN_IF_ERROR(
          tx.Query(kEnsureWorkday, {std::to_string(e.employee_id), FormatDate(e.day), e.day_kind}).status());
      ASSIGN_OR_RETURN(day, tx.Query(kWorkdayOf, {std::to_string(e.employee_id), FormatDate(e.day)}));
    }
    out.workday_id = day.Int(0, 0);
    const std::string workday = std::to_string(out.workday_id);
    auto reject = [&](const std::string& reason) {
      out.outcome = "rejected";
      out.reason = reason;
      return tx.Query(kSetOutcome, {e.event_id, "rejected", reason}).status();
    };
    if (day.Text(0, 1) != "open") return reject("the day is locked; it cannot be changed");

    ASSIGN_OR_RETURN(const PgResult rows, tx.Query(kDayRecords, {workday}));
    std::vector<OpenableRecord> records;
    for (int i = 0; i < rows.Rows(); ++i) {
      OpenableRecord r{rows.Int64(i, 0), ParseRecordKind(rows.Text(i, 1)).value_or(RecordKind::kWork),
                       absl::FromUnixSeconds(rows.Int64(i, 2)), std::nullopt};
      if (!rows.IsNull(i, 3)) r.end = absl::FromUnixSeconds(rows.Int64(i, 3));
      if (r.start > e.occurred_at && !r.end) return reject("the event is earlier than the open record's start");
      records.push_back(r);
    }
    const absl::StatusOr<ClockChange> change = Apply(records, *action);
    if (!change.ok()) return reject(std::string(change.status().message()));
    for (long long id : change->close_record_ids) {
      RETURN_IF_ERROR(tx.Query(kClose, {std::to_string(id), at}).status());
      RETURN_IF_ERROR(tx.Query(kDropEmpty, {std::to_string(id), at}).status());
    }
    if (change->open) {
      RETURN_IF_ERROR(tx.Query(kOpen, {workday, RecordKindName(*change->open), at, e.source}).status());
    }
    out.outcome = "recorded";
    return tx.Query(kSetOutcome, {e.event_id, "recorded", ""}).status();
  }));
  return out;
}

}  // namespace kadry::work_times
