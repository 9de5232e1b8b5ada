#include "services/work-times/demo_data.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "services/common/log.h"
#include "services/common/polish_calendar.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/work-times/demo_plans.h"

namespace kadry::work_times {
namespace {

// $1 the number of generated people (ids 2001..); the queries' own parameters follow.
constexpr char kPeople[] =
    "WITH ids AS (SELECT generate_series(1001, 1013) AS id UNION ALL SELECT generate_series(2001, 2000 + $1::int)) ";

constexpr char kTerms[] = R"sql(
    INSERT INTO work_times.employee_terms (employee_id, working_time_system, settlement_months)
    SELECT id, CASE WHEN id >= 2007 AND id % 10 = 7 THEN 'equivalent' ELSE 'basic' END,
    CASE WHEN id >= 2007 AND id % 10 = 7 THEN 3 ELSE 1 END FROM ids ON CONFLICT (employee_id, valid_from) DO NOTHING)sql";

// Who is who in the demo, for planning: the equivalent system as kTerms gives it, the working-time
// fraction as the absences seed gives it (a hash of the id), and the on-call duty.
constexpr char kDemoPeople[] = R"sql(
    SELECT id, (id >= 2007 AND id % 10 = 7), f.numerator, f.denominator, (id % 5 = 1 OR id IN (1002, 1003))
    FROM ids, LATERAL (SELECT CASE WHEN id < 2001 THEN -1 ELSE abs(hashtext('kadry' || id)) % 10 END AS h) x,
      LATERAL (SELECT CASE h WHEN 0 THEN 1 WHEN 1 THEN 3 WHEN 2 THEN 4 ELSE 1 END AS numerator,
                      CASE h WHEN 0 THEN 2 WHEN 1 THEN 4 WHEN 2 THEN 5 ELSE 1 END AS denominator) f
    ORDER BY id)sql";

constexpr char kPlans[] = R"sql(
    INSERT INTO work_times.workdays (employee_id, day, day_kind, day_off_kind, planned_start, planned_end,
      scheduled_seconds)
    SELECT e, d, k, o, to_timestamp(s), to_timestamp(f), c
    FROM unnest($1::int[], $2::date[], $3::text[], $4::text[], $5::bigint[], $6::bigint[], $7::int[]) AS t(e, d, k, o, s, f, c)
    ON CONFLICT (employee_id, day) DO NOTHING)sql";

constexpr char kDuties[] = R"sql(
    INSERT INTO work_times.on_call_duties (employee_id, start_at, end_at, place)
    SELECT e, to_timestamp(s), to_timestamp(f), CASE WHEN e % 2 = 0 THEN 'home' ELSE 'workplace' END
    FROM unnest($1::int[], $2::bigint[], $3::bigint[]) AS t(e, s, f)
    WHERE NOT EXISTS (SELECT 1 FROM work_times.on_call_duties o WHERE o.employee_id = t.e
                      AND o.start_at = to_timestamp(t.s)))sql";

// The seeded months stand as published by HR on the last day they could
// have been with a week's notice.
constexpr char kPublications[] = R"sql(
    INSERT INTO work_times.schedule_publications (employee_id, month, published_by, published_by_name, published_at)
    SELECT id, m, 1004, 'Dział Kadr', (m - 7)::timestamp AT TIME ZONE 'Europe/Warsaw'
    FROM ids, generate_series($2::date, $3::date, interval '1 month') AS g(t), LATERAL (SELECT g.t::date AS m) mm
    ON CONFLICT (employee_id, month) DO NOTHING)sql";

// The shifts a planner starts from.
constexpr char kShiftTemplates[] = R"sql(
    INSERT INTO work_times.shift_templates (name, from_minute, to_minute, created_by) VALUES
      ('Dzienna 8–16', 480, 960, 1004), ('I zmiana 6–14', 360, 840, 1004), ('II zmiana 14–22', 840, 1320, 1004),
      ('III zmiana 22–6', 1320, 360, 1004), ('Dyżurna 7–19', 420, 1140, 1004), ('Nocna 19–7', 1140, 420, 1004)
    ON CONFLICT (name) DO NOTHING)sql";

// Past working days without records get a day's records from a hash of (person, day): about
// 1 day in 50 with nothing (unexcused), arrivals from 10 minutes early to 20 late, overtime
// on 1 day in 11 (2 h) and 1 in 17 (into the night), a private exit 1 day in 23, a
// forgotten clock-out 1 day in 89; a 30-minute break in every day.
constexpr char kWorkRecords[] =
    ", days AS ("
    " SELECT w.workday_id, w.employee_id, w.day, w.planned_start, w.planned_end, "
    "  abs(hashtext(w.employee_id || ':' || w.day)) AS h "
    " FROM work_times.workdays w WHERE w.employee_id IN (SELECT id FROM ids) AND w.day BETWEEN $2 AND $3 "
    " AND w.day < $4::date AND w.day_kind = 'working' "
    " AND NOT EXISTS (SELECT 1 FROM work_times.records r WHERE r.workday_id = w.workday_id)"
    "), present AS (SELECT * FROM days WHERE h % 50 <> 0) "
    "INSERT INTO work_times.records (workday_id, employee_id, day, kind, start_at, end_at, source) "
    "SELECT workday_id, employee_id, day, 'work', planned_start + ((h % 31) - 10) * interval '1 minute', "
    " CASE WHEN h % 89 = 0 THEN NULL WHEN h % 17 = 0 THEN planned_end + interval '5 hours 30 minutes' "
    "      WHEN h % 11 = 0 THEN planned_end + interval '2 hours' ELSE planned_end + (h % 9) * interval '1 minute' END, "
    " 'terminal' FROM present "
    "UNION ALL SELECT workday_id, employee_id, day, 'break', planned_start + interval '4 hours', "
    " planned_start + interval '4 hours 30 minutes', 'terminal' FROM present "
    "UNION ALL SELECT workday_id, employee_id, day, 'private_exit', planned_start + interval '2 hours', "
    " planned_start + interval '3 hours', 'terminal' FROM present WHERE h % 23 = 0";

// Today everyone already in (the demo sign-ins excepted, whose day is theirs to start) has
// clocked in, and those whose day has ended have clocked out, so attendance shows a live day.
constexpr char kToday[] =
    ", today AS ("
    " SELECT w.workday_id, w.employee_id, w.day, w.planned_start + ((h % 21) - 5) * interval '1 minute' AS came, "
    "  w.planned_end, h "
    " FROM work_times.workdays w, LATERAL (SELECT abs(hashtext(w.employee_id || ':' || w.day)) AS h) x "
    " WHERE w.employee_id IN (SELECT id FROM ids) AND w.employee_id NOT BETWEEN 1001 AND 1012 AND w.day = $4::date "
    " AND $4::date BETWEEN $2::date AND $3::date"
    " AND w.day_kind = 'working' AND h % 50 <> 0 "
    " AND NOT EXISTS (SELECT 1 FROM work_times.records r WHERE r.workday_id = w.workday_id)"
    ") INSERT INTO work_times.records (workday_id, employee_id, day, kind, start_at, end_at, source) "
    "SELECT workday_id, employee_id, day, 'work', came, CASE WHEN planned_end + (h % 9) * interval '1 minute' <= now() "
    " THEN planned_end + (h % 9) * interval '1 minute' END, 'terminal' FROM today WHERE came <= now()";

// Some basic-system people work 09:00-13:00 on the first Sunday of each month.
constexpr char kSundayWork[] = R"sql(
    INSERT INTO work_times.records (workday_id, employee_id, day, kind, start_at, end_at, source)
    SELECT w.workday_id, w.employee_id, w.day, 'work', (w.day + time '09:00') AT TIME ZONE 'Europe/Warsaw',
     (w.day + time '13:00') AT TIME ZONE 'Europe/Warsaw', 'terminal' FROM work_times.workdays w
    WHERE w.employee_id IN (SELECT id FROM ids) AND w.day BETWEEN $2 AND $3 AND w.day < $4::date
     AND w.day_kind = 'sunday' AND extract(day from w.day) <= 7 AND (w.employee_id % 5 = 0 OR w.employee_id = 1002)
     AND NOT EXISTS (SELECT 1 FROM work_times.records r WHERE r.workday_id = w.workday_id))sql";

// Every other duty had an intervention an hour into it.
constexpr char kInterventions[] = R"sql(
    INSERT INTO work_times.interventions (duty_id, start_at, end_at, description)
    SELECT duty_id, start_at + interval '1 hour', start_at + interval '2 hours 30 minutes',
     (ARRAY['Awaria serwera pocztowego','Zgłoszenie klienta kluczowego','Restart systemu magazynowego'])[1 + duty_id
    % 3]
    FROM work_times.on_call_duties d WHERE duty_id % 2 = 0 AND start_at >= $1::date AND start_at < $2::date + 1
     AND NOT EXISTS (SELECT 1 FROM work_times.interventions i WHERE i.duty_id = d.duty_id))sql";

std::string WithPeople(const char* sql) { return std::string(kPeople) + sql; }

// Columns of the plans and duties written at once (unnest), a few thousand rows a statement.
struct Rows {
  std::vector<std::string> ids, days, kinds, day_off_kinds, starts, ends, seconds;
  std::vector<std::string> duty_ids, duty_starts, duty_ends;
};

std::string ArrayOf(const std::vector<std::string>& items) { return absl::StrCat("{", absl::StrJoin(items, ","), "}"); }

std::string EpochOrNull(const std::optional<absl::Time>& t) {
  return t ? std::to_string(absl::ToUnixSeconds(*t)) : "NULL";
}

absl::Status Write(PgPool& pool, Rows& rows) {
  if (!rows.ids.empty()) {
    RETURN_IF_ERROR(
        pool.Query(kPlans, {ArrayOf(rows.ids), ArrayOf(rows.days), ArrayOf(rows.kinds), ArrayOf(rows.day_off_kinds),
                            ArrayOf(rows.starts), ArrayOf(rows.ends), ArrayOf(rows.seconds)})
            .status());
  }
  if (!rows.duty_ids.empty()) {
    RETURN_IF_ERROR(
        pool.Query(kDuties, {ArrayOf(rows.duty_ids), ArrayOf(rows.duty_starts), ArrayOf(rows.duty_ends)}).status());
  }
  rows = Rows();
  return absl::OkStatus();
}

// Every settlement period touching [from, to], planned by PlanDemoPeriod and refused when the
// planner's checks find anything: the demo obeys the rules it shows.
absl::Status SeedPlans(PgPool& pool, const std::string& generated, absl::CivilDay from, absl::CivilDay to,
                       absl::CivilDay today) {
  ASSIGN_OR_RETURN(const PgResult people, pool.Query(WithPeople(kDemoPeople), {generated}));
  std::vector<absl::CivilDay> holidays;
  for (int year = static_cast<int>(from.year()) - 1; year <= to.year() + 1; ++year) {
    for (const PublicHoliday& h : PublicHolidays(year)) holidays.push_back(h.day);
  }
  Rows rows;
  for (int i = 0; i < people.Rows(); ++i) {
    const DemoPerson person{people.Int(i, 0), people.Bool(i, 1), people.Int(i, 2), people.Int(i, 3), people.Bool(i, 4)};
    const int months = person.equivalent ? 3 : 1;
    for (Period p = SettlementPeriodOf(from, months); p.start <= to; p = SettlementPeriodOf(p.end + 1, months)) {
      const std::vector<PlannedDayRecord> plan = PlanDemoPeriod(person, p, holidays);
      const std::vector<PlannedOnCall> duties = DemoDuties(person, plan, today);
      const std::vector<PlanBreach> breaches = CheckDemoPlan(person, p, holidays, plan, duties);
      if (!breaches.empty()) {
        return absl::InternalError(absl::StrCat("the demo plan of ", person.employee_id, " breaks ",
                                                PlanBreachCode(breaches[0].kind), " on ", FormatDate(breaches[0].day)));
      }
      // The days of a longer period outside [from, to] stay unwritten, as they have no records.
      for (const PlannedDayRecord& d : plan) {
        if (d.day < from || d.day > to) continue;
        rows.ids.push_back(std::to_string(person.employee_id));
        rows.days.push_back(FormatDate(d.day));
        rows.kinds.push_back(d.kind);
        rows.day_off_kinds.push_back(d.day_off_kind.empty() ? "\"\"" : d.day_off_kind);
        rows.starts.push_back(EpochOrNull(d.start));
        rows.ends.push_back(EpochOrNull(d.end));
        rows.seconds.push_back(d.start ? std::to_string(absl::ToInt64Seconds(*d.end - *d.start)) : "0");
      }
      for (const PlannedOnCall& duty : duties) {
        rows.duty_ids.push_back(std::to_string(person.employee_id));
        rows.duty_starts.push_back(std::to_string(absl::ToUnixSeconds(duty.start)));
        rows.duty_ends.push_back(std::to_string(absl::ToUnixSeconds(duty.end)));
      }
    }
    if (rows.ids.size() >= 20000) RETURN_IF_ERROR(Write(pool, rows));
  }
  return Write(pool, rows);
}

}  // namespace

absl::Status SeedDemoData(PgPool& pool, int employees, absl::CivilDay today) {
  const absl::CivilDay from(absl::CivilMonth(today) - 2);
  const absl::CivilDay to = absl::CivilDay(absl::CivilMonth(today) + 1) - 1;
  const std::string generated = std::to_string(std::max(0, employees - 11));
  RETURN_IF_ERROR(pool.Query(WithPeople(kTerms), {generated}).status());
  RETURN_IF_ERROR(SeedPlans(pool, generated, from, to, today));
  RETURN_IF_ERROR(pool.Query(WithPeople(kPublications), {generated, FormatDate(from), FormatDate(to)}).status());
  RETURN_IF_ERROR(pool.Query(kShiftTemplates).status());
  const std::vector<PgParam> range = {generated, FormatDate(from), FormatDate(to), FormatDate(today)};
  RETURN_IF_ERROR(pool.Query(WithPeople(kWorkRecords), range).status());
  RETURN_IF_ERROR(pool.Query(WithPeople(kToday), range).status());
  RETURN_IF_ERROR(pool.Query(WithPeople(kSundayWork), range).status());
  RETURN_IF_ERROR(pool.Query(kInterventions, {FormatDate(from), FormatDate(to)}).status());
  LogInfo("demo data seeded", {{"employees", employees}, {"from", FormatDate(from)}, {"to", FormatDate(to)}});
  return absl::OkStatus();
}

}  // namespace kadry::work_times
