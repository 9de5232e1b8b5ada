#!/usr/bin/env bash
# Request lists at two data sizes (issue 4): my requests (employee 1002) and team requests
# (manager 1003, whose team holds an eighth of the organisation) through the gateway with
# wrk, at 100 000 and 1 000 000 requests; then the ratio between the sizes and the plans.
# It replaces the absences demo data while it runs and puts the default demo back at the end.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
gateway="http://127.0.0.1:${KADRY_GATEWAY_PORT:-8080}"
pg_port="${KADRY_PG_PORT:-55432}"
connections=32
seconds=10
psql_kadry() { psql -h 127.0.0.1 -p "$pg_port" -U kadry -d kadry -qAt "$@"; }

employee_token="$("$here/token.sh" employee)"
manager_token="$("$here/token.sh" manager)"

measure() {  # measure <label> <token> <path>
  local out; out="$(wrk -t2 -c"$connections" -d"${seconds}s" --latency -H "Authorization: Bearer $2" "$gateway$3")"
  local rps p50 p99 errors
  rps="$(echo "$out" | awk '/Requests\/sec/ {print $2}')"
  p50="$(echo "$out" | awk '$1 == "50%" {print $2}')"
  p99="$(echo "$out" | awk '$1 == "99%" {print $2}')"
  errors="$(echo "$out" | awk '/Non-2xx/ {print $NF}')"
  printf '    %-34s %10s req/s   p50 %-9s p99 %-9s %s\n' "$1" "$rps" "$p50" "$p99" "${errors:+non-2xx: $errors}" >&2
  echo "$rps"
}

seed_to() {  # seed_to <employees>: every employee without requests gets 12 years x 24 slots (about 20 land on working days)
  "$root/build/services/absences/absences" seed --employees "$1" --years 12 --requests-per-year 24 >/dev/null
}

declare -A RESULT
for size in 100k 1m; do
  if [ "$size" = 100k ]; then
    psql_kadry -c "DELETE FROM absences.requests"
    seed_to 500
  else
    seed_to 5000
  fi
  total="$(psql_kadry -c "SELECT count(*) FROM absences.requests")"
  team="$(psql_kadry -c "SELECT count(*) FROM absences.requests r JOIN absences.employee_ancestors a ON a.employee_id = r.employee_id AND a.ancestor_id = 1003")"
  echo "== $total requests seeded ($team in manager 1003's team)"
  RESULT[my-$size]="$(measure "GET requests/my (10 rows)" "$employee_token" "/absences/api/requests/my?page=1&page-size=10")"
  RESULT[team-$size]="$(measure "GET requests/team (10 rows)" "$manager_token" "/absences/api/requests/team?page=1&page-size=10")"
done
echo "== ratio 1 000 000 / 100 000 (requests/s)"
awk -v a="${RESULT[my-1m]}" -v b="${RESULT[my-100k]}" 'BEGIN {printf "    my requests:   %.2f\n", a/b}'
awk -v a="${RESULT[team-1m]}" -v b="${RESULT[team-100k]}" 'BEGIN {printf "    team requests: %.2f\n", a/b}'

echo "== plans at 1 000 000 requests (the service's SQL)"
cols="r.request_id, r.request_no, r.submitted_at, e.full_name"
from="FROM absences.requests r JOIN absences.employees e ON e.employee_id = r.employee_id LEFT JOIN absences.employees s ON s.employee_id = e.supervisor_id LEFT JOIN absences.employees h ON h.employee_id = r.handled_by_hr_id"
echo "-- my requests"
psql_kadry -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) SELECT $cols $from WHERE r.employee_id = 1002 ORDER BY r.submitted_at DESC, r.request_id DESC LIMIT 10 OFFSET 0"
echo "-- team requests"
psql_kadry -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) SELECT $cols $from WHERE r.employee_id IN (SELECT employee_id FROM absences.employee_ancestors WHERE ancestor_id = 1003) ORDER BY r.submitted_at DESC, r.request_id DESC LIMIT 10 OFFSET 0"
echo "-- team requests, total"
psql_kadry -c "EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) SELECT count(*) FROM absences.requests r WHERE r.employee_id IN (SELECT employee_id FROM absences.employee_ancestors WHERE ancestor_id = 1003)"

# Back to the default demo organisation.
psql_kadry -c "DELETE FROM absences.requests; DELETE FROM absences.employees WHERE employee_id > 2139"
"$root/build/services/absences/absences" seed >/dev/null
echo "== demo data restored"
