#include "services/work-times/demo_data.h"

#include <string>

#include "services/common/log.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::work_times {
namespace {

// $1 first day, $2 last day, $3 the number of generated people (ids 2001..).
constexpr char kPeople[] =
    "WITH ids AS (SELECT generate_series(1001, 1013) AS id UNION ALL SELECT generate_series(2001, 2000 + $1::int)) ";

constexpr char kTerms[] = R"sql(
    INSERT INTO work_times.employee_terms (employee_id, working_time_system, settlement_months)
    SELECT id, CASE WHEN id >= 2007 AND id % 10 = 7 THEN 'equivalent' ELSE 'basic' END,
    CASE WHEN id >= 2007 AND id % 10 = 7 THEN 3 ELSE 1 END FROM ids ON CONFLICT (employee_id, valid_from) DO NOTHING)sql";

// Fixed-date public holidays (the evaluation reads every holiday from the absences calendar;
// the seed, run before any service serves, only keeps people from clocking in on these).
constexpr char kFixedHolidays[] =
    "(to_char(d, 'MM-DD') IN ('01-01','01-06','05-01','05-03','08-15','11-01','11-11','12-24','12-25','12-26'))";

// Basic: Monday to Friday 08:00-16:00. Equivalent: a 4-day cycle of a 12-hour day shift
// (07:00-19:00), a 12-hour night shift (19:00-07:00), two days off; Sundays off.
constexpr char kSchedules[] = R"sql(
    INSERT INTO work_times.workdays (employee_id, day, day_kind, day_off_kind, planned_start, planned_end,
      scheduled_seconds)
    SELECT id, d, kind, CASE WHEN kind = 'day_off' THEN 'five_day_week' ELSE '' END, CASE WHEN kind = 'working' THEN (d + start_time) AT TIME ZONE 'Europe/Warsaw' END,
    CASE WHEN kind = 'working' THEN (d + start_time + length) AT TIME ZONE 'Europe/Warsaw' END,
    CASE WHEN kind = 'working' THEN extract(epoch from length)::int ELSE 0 END FROM (
     SELECT id, d, equivalent,
      CASE WHEN HOLIDAY THEN 'holiday' WHEN extract(isodow from d) = 7 THEN 'sunday'
           WHEN equivalent AND (d - date '2000-01-03') % 4 >= 2 THEN 'day_off'
           WHEN NOT equivalent AND extract(isodow from d) = 6 THEN 'day_off' ELSE 'working' END AS kind,
      CASE WHEN equivalent AND (d - date '2000-01-03') % 4 = 1 THEN time '19:00'
           WHEN equivalent THEN time '07:00' ELSE time '08:00' END AS start_time,
      CASE WHEN equivalent THEN interval '12 hours' ELSE interval '8 hours' END AS length
     FROM (SELECT id, (id >= 2007 AND id % 10 = 7) AS equivalent FROM ids) p,
          generate_series($2::date, $3::date, interval '1 day') AS g(t), LATERAL (SELECT g.t::date AS d) dd
    ) s ON CONFLICT (employee_id, day) DO NOTHING)sql";

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

// Weekend on-call duty at home (Saturday 08:00 to Sunday 08:00) every third week for some,
// the demo employee included, with an intervention in every other duty.
constexpr char kDuties[] = R"sql(
    INSERT INTO work_times.on_call_duties (employee_id, start_at, end_at, place)
    SELECT id, (d + time '08:00') AT TIME ZONE 'Europe/Warsaw', (d + 1 + time '08:00') AT TIME ZONE 'Europe/Warsaw',
     CASE WHEN id % 2 = 0 THEN 'home' ELSE 'workplace' END
    FROM ids, generate_series($2::date, $3::date, interval '1 day') AS g(t), LATERAL (SELECT g.t::date AS d) dd
    WHERE extract(isodow from d) = 6 AND d < $4::date AND (id % 5 = 1 OR id IN (1002, 1003))
     AND ((d - date '2000-01-01') / 7 + id) % 3 = 0
     AND NOT EXISTS (SELECT 1 FROM work_times.on_call_duties o WHERE o.employee_id = ids.id
                     AND o.start_at >= $2::date AND o.start_at < $3::date + 1))sql";

constexpr char kInterventions[] = R"sql(
    INSERT INTO work_times.interventions (duty_id, start_at, end_at, description)
    SELECT duty_id, start_at + interval '12 hours', start_at + interval '14 hours 30 minutes',
     (ARRAY['Awaria serwera pocztowego','Zgłoszenie klienta kluczowego','Restart systemu magazynowego'])[1 + duty_id
    % 3]
    FROM work_times.on_call_duties d WHERE duty_id % 2 = 0 AND start_at >= $1::date AND start_at < $2::date + 1
     AND NOT EXISTS (SELECT 1 FROM work_times.interventions i WHERE i.duty_id = d.duty_id))sql";

std::string WithPeople(const char* sql) { return std::string(kPeople) + sql; }

}  // namespace

absl::Status SeedDemoData(PgPool& pool, int employees, absl::CivilDay today) {
  const absl::CivilDay from(absl::CivilMonth(today) - 2);
  const absl::CivilDay to = absl::CivilDay(absl::CivilMonth(today) + 1) - 1;
  const std::string generated = std::to_string(std::max(0, employees - 11));
  std::string schedules = WithPeople(kSchedules);
  schedules.replace(schedules.find("HOLIDAY"), 7, std::string(kFixedHolidays));
  RETURN_IF_ERROR(pool.Query(WithPeople(kTerms), {generated}).status());
  RETURN_IF_ERROR(pool.Query(schedules, {generated, FormatDate(from), FormatDate(to)}).status());
  RETURN_IF_ERROR(pool.Query(WithPeople(kPublications), {generated, FormatDate(from), FormatDate(to)}).status());
  RETURN_IF_ERROR(pool.Query(kShiftTemplates).status());
  const std::vector<PgParam> range = {generated, FormatDate(from), FormatDate(to), FormatDate(today)};
  RETURN_IF_ERROR(pool.Query(WithPeople(kWorkRecords), range).status());
  RETURN_IF_ERROR(pool.Query(WithPeople(kToday), range).status());
  RETURN_IF_ERROR(pool.Query(WithPeople(kSundayWork), range).status());
  RETURN_IF_ERROR(pool.Query(WithPeople(kDuties), range).status());
  RETURN_IF_ERROR(pool.Query(kInterventions, {FormatDate(from), FormatDate(to)}).status());
  LogInfo("demo data seeded", {{"employees", employees}, {"from", FormatDate(from)}, {"to", FormatDate(to)}});
  return absl::OkStatus();
}

}  // namespace kadry::work_times
