# Sourced by every bench script (after setting `root`): the stack's addresses from the same
# variables as ./kadry (so a second stack on other ports is measured, not the default one), wrk
# and pgbench runs, CPU per request from /proc, ratios and targets.
export KADRY_GATEWAY_PORT="${KADRY_GATEWAY_PORT:-8080}"
export KADRY_IDENTITY_PORT="${KADRY_IDENTITY_PORT:-8081}"
export KADRY_PG_PORT="${KADRY_PG_PORT:-55432}"
export KADRY_IDENTITY_ISSUER="${KADRY_IDENTITY_ISSUER:-http://localhost:$KADRY_IDENTITY_PORT}"
export KADRY_PUBLIC_URL="${KADRY_PUBLIC_URL:-http://localhost:$KADRY_GATEWAY_PORT}"
export KADRY_PG_DSN="${KADRY_PG_DSN:-host=127.0.0.1 port=$KADRY_PG_PORT dbname=kadry user=kadry password=kadry}"
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

declare -A LABEL RPS P50 P99 ERR GWCPU ABSCPU

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

# CPU time (utime + stime) of a supervised process in clock ticks; 0 when it is not running.
cpu_ticks() {
  local pid
  pid="$(cat "$run_dir/$1.pid" 2>/dev/null)" || { echo 0; return; }
  # Fields after "pid (comm) ": utime and stime are the 12th and 13th.
  sed 's/^.*) //' "/proc/$pid/stat" 2>/dev/null | awk '{print $12 + $13}' || echo 0
}

# measure <key> <label> <token> <path> [service]: a warm-up, then wrk with the CPU of the
# gateway and of the service (absences unless named) read before and after. Prints a row;
# keeps the figures under <key>.
measure() {
  local key="$1" label="$2" token="$3" path="$4" service="${5:-absences}" out
  wrk -t2 -c"$connections" -d"${warmup}s" -H "Authorization: Bearer $token" "$gateway$path" >/dev/null
  local gw0 abs0 gw1 abs1
  gw0="$(cpu_ticks gateway)"; abs0="$(cpu_ticks "$service")"
  out="$(wrk -t2 -c"$connections" -d"${seconds}s" --timeout 10s --latency -H "Authorization: Bearer $token" "$gateway$path")"
  gw1="$(cpu_ticks gateway)"; abs1="$(cpu_ticks "$service")"
  local requests
  requests="$(echo "$out" | awk '/requests in/ {print $1}')"
  LABEL[$key]="$label"
  RPS[$key]="$(echo "$out" | awk '/Requests\/sec/ {printf "%.0f", $2}')"
  P50[$key]="$(to_ms "$(echo "$out" | awk '$1 == "50%" {print $2}')")"
  P99[$key]="$(to_ms "$(echo "$out" | awk '$1 == "99%" {print $2}')")"
  ERR[$key]="$(echo "$out" | awk '/Non-2xx|Socket errors/ {print}' | tr -s ' ' | tr '\n' ';')"
  GWCPU[$key]="$(awk -v d="$((gw1 - gw0))" -v t="$clock_ticks" -v n="$requests" 'BEGIN {printf "%.0f", d / t * 1e6 / n}')"
  ABSCPU[$key]="$(awk -v d="$((abs1 - abs0))" -v t="$clock_ticks" -v n="$requests" 'BEGIN {printf "%.0f", d / t * 1e6 / n}')"
  printf '    %-44s %9s %7s ms %6s ms %7s us %7s us %s\n' "$label" "${RPS[$key]}" "${P50[$key]}" "${P99[$key]}" \
    "${GWCPU[$key]}" "${ABSCPU[$key]}" "${ERR[$key]:+ERRORS: ${ERR[$key]}}"
}

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
