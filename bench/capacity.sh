#!/usr/bin/env bash
# bench/run capacity: the CPU each process spends on the reads of a working day's start and on
# a sign-in, and from them the CPU and the replicas each process needs at the peak of a
# company of 10 000, 100 000 and 1 000 000 employees (docs/operations.md "Capacity").
# About 2 minutes.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
. "$here/lib.sh"

# The peak: at the start of the working day, within its busiest 15 minutes, this share of the
# employees signs in once and opens what the morning needs (the calls below, each once).
peak_share="${KADRY_BENCH_PEAK_SHARE:-0.5}"
peak_seconds=900
# A replica's CPU request per process in the prod overlay, and the autoscalers' target
# utilisation of it (deploy/k8s/overlays/prod/resources.yaml, scaling.yaml).
declare -A REPLICA_CORES
while read -r name cores; do REPLICA_CORES[$name]="$cores"; done < <(awk '
  /^metadata: \{name: / { name = $3; sub(/\}$/, "", name) }
  /requests: \{cpu: / { v = $0; sub(/.*cpu: "?/, "", v); sub(/"?,.*/, "", v)
                        if (v ~ /m$/) v = substr(v, 1, length(v) - 1) / 1000
                        print name, v }' "$root/deploy/k8s/overlays/prod/resources.yaml")
target_utilisation=0.7

processes=(gateway identity absences work-times bonus-declarations)
process_pid() { cat "$run_dir/$1.pid" 2>/dev/null || echo none; }
declare -A CPU_US   # "<call> <process>" -> µs of CPU per call
declare -A MORNING  # process -> µs of CPU per employee's morning

declare -A IDLE_TICKS  # process -> clock ticks per second it spends with nothing to do

# ticks_of <process>: its CPU so far in clock ticks (PostgreSQL: the postmaster and backends).
ticks_of() { if [ "$1" = postgres ]; then pg_ticks; else pid_ticks "$(process_pid "$1")"; fi; }

# What each process spends idle (timers, subscriptions, autovacuum), measured over 5 s and taken
# off every call's figures: it matters for the sign-ins, 40 calls over several seconds.
measure_idle() {
  local p; declare -A before
  for p in "${processes[@]}" postgres; do before[$p]="$(ticks_of "$p")"; done
  sleep 5
  for p in "${processes[@]}" postgres; do
    IDLE_TICKS[$p]="$(awk -v d=$(($(ticks_of "$p") - ${before[$p]})) 'BEGIN {printf "%.3f", d / 5}')"
  done
}

# cpu_of <call> <command...>: runs the command, then keeps each process's CPU during it, less
# what it would have spent idle meanwhile, in µs; per_call divides it by the calls it made.
cpu_of() {
  local call="$1" p started elapsed; shift
  declare -A before
  for p in "${processes[@]}" postgres; do before[$p]="$(ticks_of "$p")"; done
  started="$(date +%s.%N)"
  "$@"
  elapsed="$(awk -v s="$started" -v e="$(date +%s.%N)" 'BEGIN {print e - s}')"
  for p in "${processes[@]}" postgres; do
    CPU_US["$call $p"]="$(awk -v d=$(($(ticks_of "$p") - ${before[$p]})) -v idle="${IDLE_TICKS[$p]:-0}" -v s="$elapsed" \
      -v t="$clock_ticks" 'BEGIN {d -= idle * s; if (d < 0) d = 0; printf "%.3f", d / t * 1e6}')"
  done
}

per_call() {  # per_call <call> <count>
  local p
  for p in "${processes[@]}" postgres; do
    CPU_US["$1 $p"]="$(awk -v us="${CPU_US["$1 $p"]}" -v n="$2" 'BEGIN {printf "%.0f", (n > 0 ? us / n : 0)}')"
  done
}

# read_call <name> <token> <path> [JSON body]: wrk on the path through nginx and the gateway
# (a POST when a body is given), the warm-up outside the measured CPU; prints its row.
read_call() {
  local name="$1" token="$2" path="$3" body="${4:-}" script="" lua=()
  local auth=(-H "Authorization: Bearer $token")
  if [ -n "$body" ]; then
    script="$(mktemp --suffix=.lua)"
    printf 'wrk.method = "POST"\nwrk.body = [[%s]]\nwrk.headers["Content-Type"] = "application/json"\n' "$body" >"$script"
    lua=(-s "$script")
  fi
  wrk -t2 -c"$connections" -d"${warmup}s" "${auth[@]}" "${lua[@]}" "$gateway$path" >/dev/null
  wrk_measured() { KEPT_OUT="$(wrk -t2 -c"$connections" -d"${seconds}s" --timeout 10s --latency "${auth[@]}" "${lua[@]}" "$gateway$path")"; }
  cpu_of "$name" wrk_measured
  [ -n "$script" ] && rm -f "$script"
  keep "$name" "$name" "$KEPT_OUT"
  per_call "$name" "$KEPT_REQUESTS"
  print_row "$name" "${RPS[$name]}" "${P99[$name]} ms" "${ERR[$name]:+ERRORS: ${ERR[$name]}}"
}

print_row() {  # print_row <call> <req/s> <p99> [note]
  local call="$1" p
  printf '    %-34s %8s %10s' "$call" "$2" "$3"
  for p in "${processes[@]}" postgres; do printf ' %9s' "${CPU_US["$call $p"]}"; done
  printf ' %s\n' "${4:-}"
}

header() {
  local p
  printf '    %-34s %8s %10s' call "req/s" p99
  for p in "${processes[@]}" postgres; do printf ' %9s' "${p:0:9}"; done
  printf '\n'
}

employee_token="$("$here/token.sh" employee)"
month="$(date +%Y-%m)"
first="$(date +%Y-%m-01)"
from="$(date -d "$first -$(( $(date -d "$first" +%u) - 1 )) days" +%F)"
to="$(date -d "$from +41 days" +%F)"

# The morning's calls, through nginx and the gateway, as the employee's first screens make them.
calls=(
  "dashboard limits|/absences/api/limits/my"
  "my requests|/absences/api/requests/my?page=1&page-size=10"
  "my calendar|/absences/api/calendar/my?date-from=$from&date-to=$to"
  "current workday|/work-times/api/current-workday"
  "my workdays|/work-times/api/workdays/my?month=$month"
  "ZFŚS announcement check|/api/bonus-declarations/logs/search|{\"page\":1,\"pageSize\":1,\"userId\":1002,\"bonusDeclarationLogTypeId\":3,\"dateFrom\":\"$(date -d 'last monday' +%F)T00:00:00+01:00\"}"
)

measure_idle
echo "== a working day's first reads (wrk -c$connections, ${seconds}s each after ${warmup}s), and sign-ins;"
echo "   µs of CPU per call of each process (utime+stime from /proc)"
header
for entry in "${calls[@]}"; do
  IFS='|' read -r name path body <<<"$entry"
  read_call "$name" "$employee_token" "$path" "$body"
done

# Sign-ins through the real form (authorize, login with argon2id, code, token), two at a time,
# spread over the demo accounts so that no account's attempt limit is reached.
sign_ins=40
users=(employee manager hr admin hrpreview administration hranalyst locationmanager)
sign_in_all() {
  local i
  for i in $(seq 1 "$sign_ins"); do echo "${users[$((i % ${#users[@]}))]}"; done |
    xargs -P2 -I{} "$here/token.sh" {} >/dev/null
}
started="$(date +%s.%N)"
cpu_of "sign-in" sign_in_all
per_call "sign-in" "$sign_ins"
rate="$(awk -v n="$sign_ins" -v s="$started" -v e="$(date +%s.%N)" 'BEGIN {printf "%.0f", n / (e - s)}')"
print_row "sign-in" "$rate" "-" "($sign_ins sign-ins, 2 at a time)"

# One employee's morning: one sign-in and each call once.
for p in "${processes[@]}" postgres; do
  MORNING[$p]="${CPU_US["sign-in $p"]}"
  for entry in "${calls[@]}"; do MORNING[$p]=$((${MORNING[$p]} + ${CPU_US["${entry%%|*} $p"]})); done
done

echo "== the peak: $peak_share of the employees sign in within ${peak_seconds}s and make these calls once;"
echo "   cores = employees x $peak_share x CPU per morning / ${peak_seconds}s; replicas (r) of the prod"
echo "   overlay's CPU request, ${target_utilisation} of it used (the autoscalers' target)"
printf '    %-12s' employees
for p in "${processes[@]}" postgres; do printf ' %18s' "$p"; done
printf '\n    %-12s' "CPU/morning"
for p in "${processes[@]}" postgres; do printf ' %15s µs' "${MORNING[$p]}"; done
printf '\n    %-12s' "replica CPU"
for p in "${processes[@]}"; do printf ' %15s   ' "${REPLICA_CORES[$p]:-?}"; done
printf '\n'
for employees in 10000 100000 1000000; do
  printf '    %-12s' "$employees"
  for p in "${processes[@]}" postgres; do
    awk -v e="$employees" -v s="$peak_share" -v us="${MORNING[$p]}" -v t="$peak_seconds" \
      -v c="${REPLICA_CORES[$p]:-1}" -v u="$target_utilisation" -v pg="$([ "$p" = postgres ] && echo 1 || echo 0)" 'BEGIN {
        cores = e * s * us / 1e6 / t
        if (pg) { printf " %12.2f cores", cores; exit }
        r = cores / (c * u); n = int(r); if (n < r) n++; if (n < 1) n = 1
        printf " %6.2f cores %3d r", cores, n }'
  done
  printf '\n'
done
