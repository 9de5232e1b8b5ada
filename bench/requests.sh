#!/usr/bin/env bash
# Request lists and the team calendar at two data sizes: my requests
# (employee 1002), team requests and the team calendar (manager 1003, whose team holds an
# eighth of the organisation) through the gateway with wrk, at 100 000 and 1 000 000
# requests; then the ratio between the sizes and the plans.
#
# The organisation is the same at both sizes (5 000 people, 699 of them in the manager's
# team); the history grows tenfold, from one year to ten years of requests, as a company's
# table grows with time. The screens show the same rows at both sizes, so the ratio is the
# cost of the data's volume alone. (Until 2026-11-25 this script grew the organisation
# instead, so the team calendar showed ten times the requests: bench/README.md.)
# It replaces the absences demo data while it runs and puts the default demo back at the end.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
. "$here/lib.sh"
# Six weeks from the Monday on or before the first of this month (the month view).
first="$(date +%Y-%m-01)"
from="$(date -d "$first -$(( $(date -d "$first" +%u) - 1 )) days" +%F)"
to="$(date -d "$from +41 days" +%F)"

seed_years() {  # seed_years <years>: 5 000 employees, each with <years> x 24 slots (about 20 land on working days)
  "$root/build/services/absences/absences" seed --employees 5000 --years "$1" --requests-per-year 24 >/dev/null 2>&1
}

table_header gw abs
for size in 100k 1m; do
  psql_kadry -c "DELETE FROM absences.requests"
  if [ "$size" = 100k ]; then seed_years 1; else seed_years 10; fi
  # Both sizes measured on vacuumed, analysed tables (index-only scans need the visibility map,
  # and autovacuum of the new people would otherwise run during the measurement).
  psql_kadry -c "VACUUM ANALYZE absences.requests, absences.request_totals, absences.employees, absences.employee_ancestors"
  # The seed's gigabyte of dirty pages is written now, not by the checkpointer during the runs.
  as_pg "$pgbin/psql" -h 127.0.0.1 -p "$pg_port" -U postgres -d kadry -qAtc "CHECKPOINT"
  total="$(psql_kadry -c "SELECT count(*) FROM absences.requests")"
  team="$(psql_kadry -c "SELECT count(*) FROM absences.requests r JOIN absences.employee_ancestors a ON a.employee_id = r.employee_id AND a.ancestor_id = 1003")"
  echo "== $total requests seeded ($team in manager 1003's team)"
  # Tokens live 15 minutes: fresh ones for each size.
  employee_token="$("$here/token.sh" employee)"
  manager_token="$("$here/token.sh" manager)"
  measure "my-$size" "GET requests/my (10 rows, employee)" "$employee_token" "/absences/api/requests/my?page=1&page-size=10"
  measure "team-$size" "GET requests/team (10 rows, manager)" "$manager_token" "/absences/api/requests/team?page=1&page-size=10"
  measure "teamcal-$size" "GET calendar/team (6 weeks, manager)" "$manager_token" "/absences/api/calendar/team?date-from=$from&date-to=$to"
  rows="$(curl -s -H "Authorization: Bearer $manager_token" "$gateway/absences/api/calendar/team?date-from=$from&date-to=$to" |
    python3 -c 'import json,sys; d=json.load(sys.stdin)["data"]; print(sum(1 for e in d if e["kind"] == "request"))')"
  echo "    (the team calendar holds $rows requests of the team in these six weeks)"
done
echo "== ratio 1 000 000 / 100 000"
for key in my team teamcal; do
  printf '    %-44s req/s %5s   p99 %5s\n' "${LABEL[$key-1m]}" "$(ratio "${RPS[$key-1m]}" "${RPS[$key-100k]}")" \
    "$(ratio "${P99[$key-1m]}" "${P99[$key-100k]}")"
done
echo "== targets (bench/README.md)"
target "team list p99 at 1M <= 1.3 x at 100k" "$(ratio "${P99[team-1m]}" "${P99[team-100k]}")" 1.3 le "${ERR[team-1m]}${ERR[team-100k]}"
target "team calendar p99 at 1M <= 1.3 x at 100k" "$(ratio "${P99[teamcal-1m]}" "${P99[teamcal-100k]}")" 1.3 le "${ERR[teamcal-1m]}${ERR[teamcal-100k]}"

echo "== plans at 1 000 000 requests (the service's SQL)"
team="r.employee_id IN (SELECT employee_id FROM absences.employee_ancestors WHERE ancestor_id = 1003)"
echo "-- my requests: the page's ids from the person's index, its rows by key, its people and the person's kept total, one statement"
psql_kadry -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) SELECT r.request_id, e.full_name, s.full_name, (SELECT coalesce(sum(t.requests), 0) FROM absences.request_totals t WHERE t.employee_id = 1002) FROM (SELECT r.* FROM (SELECT r.request_id FROM absences.requests r WHERE r.employee_id = 1002 ORDER BY r.submitted_at DESC, r.request_id DESC LIMIT 10 OFFSET 0) ids CROSS JOIN LATERAL (SELECT * FROM absences.requests r WHERE r.request_id = ids.request_id OFFSET 0) r) r CROSS JOIN LATERAL (SELECT full_name, supervisor_id FROM absences.employees WHERE employee_id = r.employee_id OFFSET 0) e LEFT JOIN LATERAL (SELECT full_name FROM absences.employees WHERE employee_id = e.supervisor_id OFFSET 0) s ON true ORDER BY r.submitted_at DESC, r.request_id DESC"
echo "-- team requests: the newest page walked from everyone's newest requests (RequestStore::List)"
psql_kadry -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) SELECT r.request_id FROM (SELECT * FROM absences.requests r ORDER BY r.submitted_at DESC, r.request_id DESC LIMIT 300) r WHERE EXISTS (SELECT FROM absences.employee_ancestors a WHERE a.ancestor_id = 1003 AND a.employee_id = r.employee_id OFFSET 0) ORDER BY r.submitted_at DESC, r.request_id DESC LIMIT 10 OFFSET 0"
echo "-- team requests, filtered or sorted: the page's ids, planned per call"
psql_kadry -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) SELECT r.request_id FROM absences.requests r WHERE $team ORDER BY r.submitted_at DESC, r.request_id DESC LIMIT 10 OFFSET 0"
echo "-- team requests' total: the sum of the team's kept totals"
psql_kadry -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) SELECT coalesce(sum(r.requests), 0) FROM absences.request_totals r WHERE $team"
echo "-- team requests of one status: the total counted up to 10 001 rows"
psql_kadry -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) SELECT count(*) FROM (SELECT 1 FROM absences.requests r WHERE $team AND r.status_id = ANY('{2}'::int[]) LIMIT 10001) capped"
echo "-- team calendar: the team's requests in the six weeks"
psql_kadry -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) SELECT r.request_id FROM absences.requests r WHERE $team AND r.to_date >= (SELECT '$from'::date) AND r.from_date <= (SELECT '$to'::date) AND r.status_id IN (1, 2, 5) ORDER BY r.from_date, r.request_id LIMIT 5000"

# Back to the default demo organisation.
psql_kadry -c "DELETE FROM absences.requests; DELETE FROM absences.employees WHERE employee_id > 2139"
"$root/build/services/absences/absences" seed >/dev/null
# Compact again, as after ./kadry up: PostgreSQL chooses plans by the tables' size on disk as
# well, and a table that once held 5 000 people would change what a later bench/run measures.
psql_kadry -c "VACUUM (FULL, ANALYZE) absences.requests, absences.employees, absences.request_totals, absences.employee_ancestors"
echo "== demo data restored"
