#!/usr/bin/env bash
# The team time evaluation: manager 1003's month for her whole team (about 200
# people) through the gateway with wrk, at 100 000 and 1 000 000 clock records in the table;
# then the ratio between the sizes. The team's own records are the same at both sizes: the
# rest belongs to people outside any team, so what grows is only the table around them. It
# grows the demo organisation while it runs and puts the default demo back at the end.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
. "$here/lib.sh"
month="$(date +%Y-%m)"
# A month's evaluation of a whole team is a report, not a click: 8 supervisors at once, not 32.
connections="${KADRY_BENCH_WT_CONNECTIONS:-8}"
# 1 530 people: manager 1003 leads 13 directly and 2001's eighth of the rest, about 200.
people=1530

"$root/build/services/absences/absences" seed --employees "$people" >/dev/null 2>&1
"$root/build/services/work-times/work-times" seed --employees "$people" >/dev/null 2>&1
# Only the team keeps its records: everything else in the table is padding of a known size.
psql_kadry -c "DELETE FROM work_times.records WHERE workday_id IN (SELECT workday_id FROM work_times.workdays
  WHERE employee_id NOT IN (SELECT employee_id FROM absences.employee_ancestors WHERE ancestor_id = 1003))" >/dev/null
team="$(psql_kadry -c "SELECT count(*) FROM absences.employee_ancestors WHERE ancestor_id = 1003")"
team_records="$(psql_kadry -c "SELECT count(*) FROM work_times.records r JOIN work_times.workdays w USING (workday_id)
  WHERE w.employee_id IN (SELECT employee_id FROM absences.employee_ancestors WHERE ancestor_id = 1003)")"
echo "== manager 1003's team: $team people, $team_records clock records of theirs"

# pad_to <records>: records of people outside every team (ids from 900 000, a working day
# each, 08:00-16:00 with a break) until the table holds about that many.
pad_to() {
  local want="$1" have
  have="$(psql_kadry -c "SELECT count(*) FROM work_times.records")"
  [ "$have" -ge "$want" ] && return
  local days=$(( (want - have) / 2 )) first
  first="$(psql_kadry -c "SELECT coalesce(max(employee_id) + 1, 900000) FROM work_times.workdays WHERE employee_id >= 900000")"
  psql_kadry -c "
    WITH d AS (SELECT $first + i / 250 AS id, date '2020-01-01' + i % 250 AS day FROM generate_series(0, $days - 1) i),
    w AS (INSERT INTO work_times.workdays (employee_id, day, planned_start, planned_end, scheduled_seconds)
          SELECT id, day, (day + time '08:00') AT TIME ZONE 'Europe/Warsaw', (day + time '16:00') AT TIME ZONE 'Europe/Warsaw', 28800
          FROM d ON CONFLICT DO NOTHING RETURNING workday_id, employee_id, day, planned_start)
    INSERT INTO work_times.records (workday_id, employee_id, day, kind, start_at, end_at, source)
    SELECT workday_id, employee_id, day, 'work', planned_start, planned_start + interval '8 hours', 'terminal' FROM w
    UNION ALL SELECT workday_id, employee_id, day, 'break', planned_start + interval '4 hours', planned_start + interval '4 hours 20 minutes', 'terminal' FROM w" >/dev/null
}

table_header gw wt
for size in 100k 1m; do
  if [ "$size" = 100k ]; then pad_to 100000; else pad_to 1000000; fi
  psql_kadry -c "VACUUM ANALYZE work_times.records" -c "VACUUM ANALYZE work_times.workdays" >/dev/null
  total="$(psql_kadry -c "SELECT count(*) FROM work_times.records")"
  echo "== $total clock records"
  manager_token="$("$here/token.sh" manager)"
  measure "teameval-$size" "GET time-evaluation/team ($team people, month)" "$manager_token" \
    "/work-times/api/time-evaluation/team?month=$month&page=1&page-size=$team" work-times
  measure "teamdays-$size" "GET workdays/team (10 rows of the month)" "$manager_token" \
    "/work-times/api/workdays/team?month=$month&page=1&page-size=10" work-times
done
echo "== ratio 1 000 000 / 100 000"
for key in teameval teamdays; do
  printf '    %-44s req/s %5s   p99 %5s\n' "${LABEL[$key-1m]}" "$(ratio "${RPS[$key-1m]}" "${RPS[$key-100k]}")" \
    "$(ratio "${P99[$key-1m]}" "${P99[$key-100k]}")"
done

# Back to the default demo organisation (the demo people's records are seeded again).
psql_kadry -c "DELETE FROM work_times.records WHERE workday_id IN (SELECT workday_id FROM work_times.workdays WHERE employee_id >= 900000);
  DELETE FROM work_times.workdays WHERE employee_id >= 900000;
  DELETE FROM work_times.records WHERE workday_id IN (SELECT workday_id FROM work_times.workdays WHERE employee_id > 2139);
  DELETE FROM work_times.workdays WHERE employee_id > 2139; DELETE FROM work_times.employee_terms WHERE employee_id > 2139;
  DELETE FROM work_times.on_call_duties WHERE employee_id > 2139;
  DELETE FROM absences.requests WHERE employee_id > 2139; DELETE FROM absences.employees WHERE employee_id > 2139" >/dev/null
"$root/build/services/absences/absences" seed >/dev/null 2>&1
"$root/build/services/work-times/work-times" seed >/dev/null 2>&1
echo "== demo data restored"
