#!/bin/bash
# perf report's time on a record --off-cpu file against an on-CPU file of the same size.
#   bench/off-cpu-report.sh [SWITCHES] [RUNS]
# The workload (tests/progs/offcpu switches SWITCHES 100 1000) switches SWITCHES times
# (default 1,000,000). Recorded twice with -g: with --off-cpu (its off-CPU time folded into
# offcpu-time samples at the end, as Linux perf's BPF version writes them) and without;
# then perf report --stdio of each, RUNS times (default 5): the best and median wall times,
# the peak RSS, and the ratio (the target: at most 2x).
set -u
cd "$(dirname "$0")/.." || exit 1
OURS=${PERF:-./perf}
PROG=tests/progs/offcpu
N=${1:-1000000}
RUNS=${2:-5}
TMP=$(mktemp -d /tmp/perf-bench-offcpu-report.XXXXXX)
trap 'rm -rf "$TMP"' EXIT
export PERF_BUILDID_DIR=$TMP/debug

[ -x "$OURS" ] && [ -x "$PROG" ] || { echo "build first: make"; exit 1; }
"$OURS" record -q -g --off-cpu -o "$TMP/off.data" -- $PROG switches "$N" 100 1000 >/dev/null 2>&1 ||
	{ echo "record --off-cpu failed"; exit 1; }
"$OURS" record -q -g -o "$TMP/on.data" -- $PROG switches "$N" 100 1000 >/dev/null 2>&1 ||
	{ echo "record failed"; exit 1; }
# "wall maxrss" of a report, RUNS times
measure() {
	for _ in $(seq "$RUNS"); do
		/usr/bin/time -f "%e %M" "$OURS" report --stdio -i "$1" >/dev/null 2>>"$TMP/t.$2"
	done
	sort -n "$TMP/t.$2" | awk -v n="$RUNS" '{ w[NR] = $1; if ($2 > m) m = $2 }
		END { printf "%.3f %.3f %d", w[1], w[int((n + 1) / 2)], m }'
}
read -r ob om orss <<<"$(measure "$TMP/off.data" off)"
read -r nb nm nrss <<<"$(measure "$TMP/on.data" on)"
samples() { "$OURS" report --stats -i "$1" 2>/dev/null | awk '/^ +SAMPLE events:/ { print $3; exit }'; }
echo "workload: $N switches; load: $(cut -d' ' -f1-3 /proc/loadavg); $RUNS reports each"
printf '%-28s %10s %8s %8s %10s %8s\n' "" "bytes" samples "best s" "median s" "RSS KB"
printf '%-28s %10d %8s %8s %10s %8s\n' "record -g --off-cpu" "$(stat -c %s "$TMP/off.data")" \
	"$(samples "$TMP/off.data")" "$ob" "$om" "$orss"
printf '%-28s %10d %8s %8s %10s %8s\n' "record -g" "$(stat -c %s "$TMP/on.data")" \
	"$(samples "$TMP/on.data")" "$nb" "$nm" "$nrss"
awk -v a="$ob" -v b="$nb" -v c="$om" -v d="$nm" 'BEGIN {
	r1 = b > 0 ? a / b : 0; r2 = d > 0 ? c / d : 0
	printf "off-CPU report / on-CPU report: %.2fx (best), %.2fx (median); target at most 2x\n", r1, r2 }'
