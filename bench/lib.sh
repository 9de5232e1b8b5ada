# Sourced by every bench script (after setting `root`): the stack's addresses from the same
# variables as ./kadry (so a second stack on other ports is measured, not the default one), wrk
# and pgbench runs, CPU per request from /proc, ratios and targets.
export KADRY_GATEWAY_PORT="${KADRY_GATEWAY_PORT:-8080}"
export KADRY_IDENTITY_PORT="${KADRY_IDENTITY_PORT:-8081}"
export KADRY_PG_PORT="${KADRY_PG_PORT:-55432}"
export KADRY_IDENTITY_ISSUER="${KADRY_IDENTITY_ISSUER:-http://localhost:$KADRY_IDENTITY_PORT}"
export KADRY_PUBLIC_URL="${KADRY_PUBLIC_URL:-http://localhost:$KADRY_GATEWAY_PORT}"
export KADRY_PG_DSN="${KADRY_PG_DSN:-host=127.0.0.1 port=$KADRY_PG_PORT dbname=kadry user=kadry password=kadry}"
# The benches seed large organisations by running the services' binaries themselves, as the
# database's owner (a member of every service's role), not as a serving service.
export KADRY_ABSENCES_PG_DSN="${KADRY_ABSENCES_PG_DSN:-$KADRY_PG_DSN}"
export KADRY_WORK_TIMES_PG_DSN="${KADRY_WORK_TIMES_PG_DSN:-$KADRY_PG_DSN}"
psql_kadry() { psql -h 127.0.0.1 -p "$KADRY_PG_PORT" -U kadry -d kadry -qAt "$@"; }
connections="${KADRY_BENCH_CONNECTIONS:-32}"
seconds="${KADRY_BENCH_SECONDS:-10}"
warmup="${KADRY_BENCH_WARMUP:-2}"
gateway="http://127.0.0.1:$KADRY_GATEWAY_PORT"
pg_port="$KADRY_PG_PORT"
run_dir="$root/.data/run"
pgbin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
clock_ticks="$(getconf CLK_TCK)"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

declare -A LABEL RPS P50 P99 ERR GWCPU ABSCPU PGCPU

# pgbench_tps: `pgbench -S -M prepared` on its own database (made once, scale 10).
pgbench_tps() {
  as_pg "$pgbin/psql" -h 127.0.0.1 -p "$pg_port" -U postgres -d postgres -qAtc \
    "SELECT 1 FROM pg_database WHERE datname='kadry_bench'" | grep -q 1 ||
    { as_pg "$pgbin/createdb" -h 127.0.0.1 -p "$pg_port" -U postgres kadry_bench &&
      as_pg "$pgbin/pgbench" -h 127.0.0.1 -p "$pg_port" -U postgres -i -q -s 10 kadry_bench >/dev/null 2>&1; }
  (cd /tmp && as_pg "$pgbin/pgbench" -h 127.0.0.1 -p "$pg_port" -U postgres -S -M prepared \
    -c "$connections" -j 2 -T "$seconds" kadry_bench 2>/dev/null) |
    awk -F'= ' '/^tps/ {split($2, a, " "); printf "%.0f\n", a[1]}'
}

# A wrk latency ("850.00us", "1.20ms", "1.03s") in milliseconds.
to_ms() {
  awk -v v="$1" 'BEGIN {
    n = v + 0
    if (v ~ /us$/) n /= 1000; else if (v ~ /ms$/) n = n; else if (v ~ /m$/) n *= 60000; else if (v ~ /s$/) n *= 1000
    printf "%.2f", n }'
}

# CPU time (utime + stime) of a process in clock ticks; 0 when it is not running.
pid_ticks() {
  local ticks
  # Fields after "pid (comm) ": utime and stime are the 12th and 13th.
  ticks="$(sed 's/^.*) //' "/proc/${1:-none}/stat" 2>/dev/null | awk '{print $12 + $13}')"
  echo "${ticks:-0}"
}

# The same for PostgreSQL: the postmaster and every backend it started.
pg_ticks() {
  local postmaster pid total=0
  postmaster="$(head -1 "$root/.data/pg/postmaster.pid" 2>/dev/null)" || { echo 0; return; }
  for pid in "$postmaster" $(ps --ppid "$postmaster" -o pid= 2>/dev/null); do
    total=$((total + $(pid_ticks "$pid")))
  done
  echo "$total"
}

# Microseconds of CPU per request from a difference of ticks.
per_request() { awk -v d="$1" -v t="$clock_ticks" -v n="$2" 'BEGIN {printf "%.0f", (n > 0 ? d / t * 1e6 / n : 0)}'; }

# wrk_run <url> [token]: a warm-up, then the measured run; its output on stdout.
wrk_run() {
  local auth=()
  [ -n "${2:-}" ] && auth=(-H "Authorization: Bearer $2")
  wrk -t2 -c"$connections" -d"${warmup}s" "${auth[@]}" "$1" >/dev/null
  wrk -t2 -c"$connections" -d"${seconds}s" --timeout 10s --latency "${auth[@]}" "$1"
}

# keep <key> <label> <wrk output>: the run's requests/s, p50, p99 and errors under <key>,
# and how many requests it made in KEPT_REQUESTS.
keep() {
  local key="$1" out="$3"
  LABEL[$key]="$2"
  RPS[$key]="$(echo "$out" | awk '/Requests\/sec/ {printf "%.0f", $2}')"
  P50[$key]="$(to_ms "$(echo "$out" | awk '$1 == "50%" {print $2}')")"
  P99[$key]="$(to_ms "$(echo "$out" | awk '$1 == "99%" {print $2}')")"
  ERR[$key]="$(echo "$out" | awk '/Non-2xx|Socket errors/ {print}' | tr -s ' ' | tr '\n' ';')"
  KEPT_REQUESTS="$(echo "$out" | awk '/requests in/ {print $1}')"
}

# table_header <front> <backend>: the column titles of measure's and measure_floor's rows.
table_header() {
  printf '    %-44s %9s %9s %9s %10s %10s %10s %s\n' path "req/s" p50 p99 "$1 CPU" "$2 CPU" "pg CPU" ""
}

# measure_processes <key> <label> <url> <token> <front pid> <back pid>: wrk on <url> with the
# CPU of the two processes and of PostgreSQL read before and after. Prints a row; keeps the
# figures under <key>.
measure_processes() {
  local key="$1" label="$2" url="$3" token="$4" front="$5" back="$6" out requests
  local f0 b0 pg0 f1 b1 pg1
  f0="$(pid_ticks "$front")"; b0="$(pid_ticks "$back")"; pg0="$(pg_ticks)"
  out="$(wrk_run "$url" "$token")"
  f1="$(pid_ticks "$front")"; b1="$(pid_ticks "$back")"; pg1="$(pg_ticks)"
  keep "$key" "$label" "$out"; requests="$KEPT_REQUESTS"
  GWCPU[$key]="$(per_request $((f1 - f0)) "$requests")"
  ABSCPU[$key]="$(per_request $((b1 - b0)) "$requests")"
  PGCPU[$key]="$(per_request $((pg1 - pg0)) "$requests")"
  printf '    %-44s %9s %7s ms %6s ms %7s us %7s us %7s us %s\n' "$label" "${RPS[$key]}" "${P50[$key]}" "${P99[$key]}" \
    "${GWCPU[$key]}" "${ABSCPU[$key]}" "${PGCPU[$key]}" "${ERR[$key]:+ERRORS: ${ERR[$key]}}"
}

# measure <key> <label> <token> <path> [service]: through nginx and the gateway, with the CPU
# of the gateway and of the service (absences unless named).
measure() {
  measure_processes "$1" "$2" "$gateway$4" "$3" "$(cat "$run_dir/gateway.pid" 2>/dev/null)" \
    "$(cat "$run_dir/${5:-absences}.pid" 2>/dev/null)"
}

# measure_floor <key> <label> <path>: bench/floor.cc's front (FLOOR_FRONT, as the gateway) and
# backend (FLOOR_BACKEND, as the service), called directly.
measure_floor() { measure_processes "$1" "$2" "$floor_url$3" "" "$FLOOR_FRONT" "$FLOOR_BACKEND"; }

ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", (b > 0 ? a / b : 0)}'; }

# target <what> <value> <limit> <ge|lt|le> [errors]: one PASS/FAIL line; any error fails.
target() {
  local verdict
  verdict="$(awk -v v="$2" -v l="$3" -v op="$4" 'BEGIN {
    ok = (op == "ge" && v >= l) || (op == "lt" && v < l) || (op == "le" && v <= l)
    print ok ? "PASS" : "FAIL" }')"
  [ -n "${5:-}" ] && verdict=FAIL
  printf '    %-4s %-46s %s (limit %s)%s\n' "$verdict" "$1" "$2" "$3" "${5:+ with errors: $5}"
}
