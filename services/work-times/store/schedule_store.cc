#include "services/work-times/store/schedule_store.h"

#include "services/common/pg_rows.h"
#include "services/common/sql_list.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::work_times {
namespace {

// Each day query answers: person, day, kind, day off's kind, start and end (epoch seconds or NULL).
constexpr char kPlans[] = R"sql(
    SELECT employee_id, day::text, kind, day_off_kind, extract(epoch from start_at)::bigint,
      extract(epoch from end_at)::bigint
    FROM work_times.planned_days WHERE employee_id = ANY($1::int[]) AND day BETWEEN $2 AND $3
    ORDER BY employee_id, day)sql";

constexpr char kPublished[] = R"sql(
    SELECT employee_id, day::text, day_kind, day_off_kind, extract(epoch from planned_start)::bigint,
      extract(epoch from planned_end)::bigint
    FROM work_times.workdays WHERE employee_id = ANY($1::int[]) AND day BETWEEN $2 AND $3 AND has_schedule
    ORDER BY employee_id, day)sql";

constexpr char kPublications[] = R"sql(
    SELECT employee_id, month::text, published_by_name, extract(epoch from published_at)::bigint
    FROM work_times.schedule_publications
    WHERE employee_id = ANY($1::int[]) AND month BETWEEN date_trunc('month', $2::date) AND $3
    ORDER BY employee_id, month)sql";

constexpr char kChanges[] = R"sql(
    SELECT employee_id, day::text, before_kind, before_day_off_kind, extract(epoch from before_start)::bigint,
      extract(epoch from before_end)::bigint, after_kind, after_day_off_kind, extract(epoch from after_start)::bigint,
      extract(epoch from after_end)::bigint, reason, changed_by_name, extract(epoch from changed_at)::bigint
    FROM work_times.schedule_changes WHERE employee_id = ANY($1::int[]) AND day BETWEEN $2 AND $3
    ORDER BY employee_id, changed_at DESC, change_id DESC)sql";

constexpr char kSaveDay[] = R"sql(
    INSERT INTO work_times.planned_days (employee_id, day, kind, day_off_kind, start_at, end_at, planned_by)
    VALUES ($1, $2, $3, $4, to_timestamp($5), to_timestamp($6), $7)
    ON CONFLICT (employee_id, day) DO UPDATE SET kind = excluded.kind, day_off_kind = excluded.day_off_kind,
      start_at = excluded.start_at, end_at = excluded.end_at, planned_by = excluded.planned_by, planned_at = now())sql";
constexpr char kClearDay[] = "DELETE FROM work_times.planned_days WHERE employee_id = $1 AND day = $2";

// The month's days as published, locked while this publishing writes them.
constexpr char kLockPublished[] = R"sql(
    SELECT employee_id, day::text, day_kind, day_off_kind, extract(epoch from planned_start)::bigint,
      extract(epoch from planned_end)::bigint, has_schedule, lock_state
    FROM work_times.workdays WHERE employee_id = $1 AND day BETWEEN $2 AND $3 ORDER BY day FOR UPDATE)sql";

constexpr char kRecordPublication[] = R"sql(
    INSERT INTO work_times.schedule_publications (employee_id, month, published_by, published_by_name)
    VALUES ($1, $2, $3, $4) ON CONFLICT (employee_id, month) DO NOTHING)sql";

constexpr char kWriteDay[] = R"sql(
    INSERT INTO work_times.workdays (employee_id, day, day_kind, day_off_kind, has_schedule, planned_start, planned_end,
      scheduled_seconds)
    VALUES ($1, $2, $3, $4, true, to_timestamp($5), to_timestamp($6),
      coalesce(extract(epoch from to_timestamp($6) - to_timestamp($5))::int, 0))
    ON CONFLICT (employee_id, day) DO UPDATE SET day_kind = excluded.day_kind, day_off_kind = excluded.day_off_kind,
      has_schedule = true, planned_start = excluded.planned_start, planned_end = excluded.planned_end,
      scheduled_seconds = excluded.scheduled_seconds)sql";

constexpr char kRecordChange[] = R"sql(
    INSERT INTO work_times.schedule_changes (employee_id, day, before_kind, before_day_off_kind, before_start,
      before_end, after_kind, after_day_off_kind, after_start, after_end, reason, changed_by, changed_by_name)
    VALUES ($1, $2, $3, $4, to_timestamp($5), to_timestamp($6), $7, $8, to_timestamp($9), to_timestamp($10), $11,
      $12, $13))sql";

constexpr char kClaimItem[] = R"sql(
    INSERT INTO work_times.imported_items (item_id, kind, employee_id) VALUES ($1, $2, $3)
    ON CONFLICT (item_id) DO NOTHING)sql";
constexpr char kReleaseItem[] = "DELETE FROM work_times.imported_items WHERE item_id = $1";

constexpr char kTemplates[] =
    "SELECT template_id, name, from_minute, to_minute FROM work_times.shift_templates ORDER BY name, template_id";
constexpr char kAddTemplate[] = R"sql(
    INSERT INTO work_times.shift_templates (name, from_minute, to_minute, created_by) VALUES ($1, $2, $3, $4))sql";
constexpr char kRemoveTemplate[] = "DELETE FROM work_times.shift_templates WHERE template_id = $1";

std::optional<absl::Time> MomentAt(const PgResult& r, int row, int column) {
  if (r.IsNull(row, column)) return std::nullopt;
  return absl::FromUnixSeconds(r.Int64(row, column));
}

PgParam SecondsParam(const std::optional<absl::Time>& t) {
  if (!t) return std::nullopt;
  return std::to_string(absl::ToUnixSeconds(*t));
}

// A day from the columns from `first` on: day, kind, day off's kind, start, end.
absl::StatusOr<PlannedDayRecord> DayAt(const PgResult& r, int row, int day_column, int first) {
  PlannedDayRecord d;
  ASSIGN_OR_RETURN(d.day, kadry::DayAt(r, row, day_column));
  d.kind = r.Text(row, first);
  d.day_off_kind = r.Text(row, first + 1);
  d.start = MomentAt(r, row, first + 2);
  d.end = MomentAt(r, row, first + 3);
  return d;
}

absl::StatusOr<std::map<int, std::vector<PlannedDayRecord>>> DaysByPerson(PgPool& pool, const char* sql,
                                                                          const std::vector<int>& ids,
                                                                          absl::CivilDay from, absl::CivilDay to) {
  ASSIGN_OR_RETURN(const PgResult r, pool.Query(sql, {IntArrayParam(ids), FormatDate(from), FormatDate(to)}));
  std::map<int, std::vector<PlannedDayRecord>> out;
  for (int i = 0; i < r.Rows(); ++i) {
    ASSIGN_OR_RETURN(PlannedDayRecord d, DayAt(r, i, 1, 2));
    out[r.Int(i, 0)].push_back(std::move(d));
  }
  return out;
}

std::vector<PgParam> DayParams(int employee_id, const PlannedDayRecord& d) {
  return {std::to_string(employee_id), FormatDate(d.day),  d.kind, d.day_off_kind,
          SecondsParam(d.start),       SecondsParam(d.end)};
}

}  // namespace

absl::StatusOr<std::map<int, std::vector<PlannedDayRecord>>> ScheduleStore::Plans(const std::vector<int>& ids,
                                                                                  absl::CivilDay from,
                                                                                  absl::CivilDay to) {
  return DaysByPerson(pool_, kPlans, ids, from, to);
}

absl::StatusOr<std::map<int, std::vector<PlannedDayRecord>>> ScheduleStore::Published(const std::vector<int>& ids,
                                                                                      absl::CivilDay from,
                                                                                      absl::CivilDay to) {
  return DaysByPerson(pool_, kPublished, ids, from, to);
}

absl::StatusOr<std::map<int, std::vector<PublicationRecord>>> ScheduleStore::Publications(const std::vector<int>& ids,
                                                                                          absl::CivilDay from,
                                                                                          absl::CivilDay to) {
  ASSIGN_OR_RETURN(const PgResult r,
                   pool_.Query(kPublications, {IntArrayParam(ids), FormatDate(from), FormatDate(to)}));
  std::map<int, std::vector<PublicationRecord>> out;
  for (int i = 0; i < r.Rows(); ++i) {
    PublicationRecord p;
    p.employee_id = r.Int(i, 0);
    ASSIGN_OR_RETURN(p.month, kadry::DayAt(r, i, 1));
    p.published_by_name = r.Text(i, 2);
    p.published_at = absl::FromUnixSeconds(r.Int64(i, 3));
    out[p.employee_id].push_back(std::move(p));
  }
  return out;
}

absl::StatusOr<std::map<int, std::vector<ScheduleChangeRecord>>> ScheduleStore::Changes(const std::vector<int>& ids,
                                                                                        absl::CivilDay from,
                                                                                        absl::CivilDay to) {
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(kChanges, {IntArrayParam(ids), FormatDate(from), FormatDate(to)}));
  std::map<int, std::vector<ScheduleChangeRecord>> out;
  for (int i = 0; i < r.Rows(); ++i) {
    ScheduleChangeRecord c;
    c.employee_id = r.Int(i, 0);
    ASSIGN_OR_RETURN(c.before, DayAt(r, i, 1, 2));
    ASSIGN_OR_RETURN(c.after, DayAt(r, i, 1, 6));
    c.reason = r.Text(i, 10);
    c.changed_by_name = r.Text(i, 11);
    c.changed_at = absl::FromUnixSeconds(r.Int64(i, 12));
    out[c.employee_id].push_back(std::move(c));
  }
  return out;
}

absl::Status ScheduleStore::SavePlan(int employee_id, const std::vector<PlannedDayRecord>& days, const Author& by) {
  return pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    for (const PlannedDayRecord& d : days) {
      if (d.kind.empty()) {
        RETURN_IF_ERROR(tx.Query(kClearDay, {std::to_string(employee_id), FormatDate(d.day)}).status());
        continue;
      }
      std::vector<PgParam> params = DayParams(employee_id, d);
      params.push_back(std::to_string(by.user_id));
      RETURN_IF_ERROR(tx.Query(kSaveDay, params).status());
    }
    return absl::OkStatus();
  });
}

absl::StatusOr<int> ScheduleStore::Publish(int employee_id, absl::CivilDay month,
                                           const std::vector<PlannedDayRecord>& days, bool first,
                                           const std::string& reason, const Author& by) {
  int changed = 0;
  const absl::CivilDay last = absl::CivilDay(absl::CivilMonth(month) + 1) - 1;
  RETURN_IF_ERROR(pool_.InTransaction([&](PgConnection& tx) -> absl::Status {
    changed = 0;
    const std::string who = std::to_string(by.user_id);
    ASSIGN_OR_RETURN(const PgResult recorded,
                     tx.Query(kRecordPublication, {std::to_string(employee_id), FormatDate(month), who, by.full_name}));
    if (first && recorded.Affected() == 0) return absl::AlreadyExistsError("the month was published meanwhile");
    ASSIGN_OR_RETURN(const PgResult r,
                     tx.Query(kLockPublished, {std::to_string(employee_id), FormatDate(month), FormatDate(last)}));
    std::map<absl::CivilDay, std::pair<PlannedDayRecord, bool>> stored;  // the day, and whether it is locked
    for (int i = 0; i < r.Rows(); ++i) {
      ASSIGN_OR_RETURN(PlannedDayRecord d, DayAt(r, i, 1, 2));
      if (!r.Bool(i, 6)) d = PlannedDayRecord{d.day, "", "", std::nullopt, std::nullopt};
      const bool locked = r.Text(i, 7) != "open";
      stored[d.day] = {std::move(d), locked};
    }
    for (const PlannedDayRecord& d : days) {
      const auto it = stored.find(d.day);
      const PlannedDayRecord before =
          it == stored.end() ? PlannedDayRecord{d.day, "", "", std::nullopt, std::nullopt} : it->second.first;
      if (before.SameAs(d)) continue;
      if (it != stored.end() && it->second.second)
        return absl::FailedPreconditionError("a day the publishing changes is locked: " + FormatDate(d.day));
      RETURN_IF_ERROR(tx.Query(kWriteDay, DayParams(employee_id, d)).status());
      ++changed;
      if (first) continue;
      std::vector<PgParam> params = DayParams(employee_id, before);
      const std::vector<PgParam> after = DayParams(employee_id, d);
      params.insert(params.end(), after.begin() + 2, after.end());
      params.insert(params.end(), {reason, who, by.full_name});
      RETURN_IF_ERROR(tx.Query(kRecordChange, params).status());
    }
    return absl::OkStatus();
  }));
  return changed;
}

absl::StatusOr<bool> ScheduleStore::ClaimImportItem(const std::string& item_id, const std::string& kind,
                                                    int employee_id) {
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(kClaimItem, {item_id, kind, std::to_string(employee_id)}));
  return r.Affected() == 1;
}

absl::Status ScheduleStore::ReleaseImportItem(const std::string& item_id) {
  return pool_.Query(kReleaseItem, {item_id}).status();
}

absl::StatusOr<std::vector<ShiftTemplateRecord>> ScheduleStore::Templates() {
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(kTemplates));
  std::vector<ShiftTemplateRecord> out;
  for (int i = 0; i < r.Rows(); ++i) out.push_back({r.Int(i, 0), r.Text(i, 1), r.Int(i, 2), r.Int(i, 3)});
  return out;
}

absl::Status ScheduleStore::AddTemplate(const ShiftTemplateRecord& t, const Author& by) {
  return pool_
      .Query(kAddTemplate,
             {t.name, std::to_string(t.from_minute), std::to_string(t.to_minute), std::to_string(by.user_id)})
      .status();
}

absl::Status ScheduleStore::RemoveTemplate(int template_id) {
  ASSIGN_OR_RETURN(const PgResult r, pool_.Query(kRemoveTemplate, {std::to_string(template_id)}));
  if (r.Affected() == 0) return absl::NotFoundError("no such shift template");
  return absl::OkStatus();
}

}  // namespace kadry::work_times
