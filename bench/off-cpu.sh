#!/bin/bash
# record --off-cpu's cost on a workload that switches ~10,000 times a second.
#   bench/off-cpu.sh [ROUNDS] [RUNS]
# The workload (tests/progs/offcpu switches ROUNDS 20000 20000): ROUNDS rounds of a fixed
# loop and a 20 us nanosleep. Our --off-cpu against our plain record -g (the overhead it
# adds), and Linux perf's own way to see the switches, a sched:sched_switch tracepoint with
# call chains, against its plain record -g. Two measures, the best and the median of RUNS
# runs (default 5) taken round by round: the wall time, and the workload's own CPU time
# (user + system, which holds the kernel's work for the events done in its context: steadier
# than the wall time on a shared, loaded machine). Also the samples written.
set -u
cd "$(dirname "$0")/.." || exit 1
OURS=${PERF:-./perf}
LINUX=${LPERF:-/usr/bin/perf}
PROG=tests/progs/offcpu
ROUNDS=${1:-20000}
RUNS=${2:-5}
TMP=$(mktemp -d /tmp/perf-bench-offcpu.XXXXXX)
trap 'rm -rf "$TMP"' EXIT
export PERF_BUILDID_DIR=$TMP/debug
W="$PROG switches $ROUNDS 20000 20000"

[ -x "$OURS" ] && [ -x "$PROG" ] || { echo "build first: make"; exit 1; }
[ -x "$LINUX" ] || { echo "$LINUX missing"; exit 1; }

# "wall cpu wlcpu" seconds of a command (cpu: user + sys of it and its children; wlcpu: the
# workload's own, as it prints it)
wall() {
	local TIMEFORMAT='%R %U %S'
	{ time "$@" >"$TMP/wl.out" 2>/dev/null; } 2>&1 | awk '{ printf "%s %s ", $1, $2 + $3 }'
	awk '/^cpu / { print $2 }' "$TMP/wl.out"
}

LABELS=("workload alone" "ours record -g" "ours record -g --off-cpu" "linux record -g"
	"linux record -g -e cycles -e sched:sched_switch")
# configuration i, run once: "wall cpu wlcpu" appended to $TMP/runs.i
run_once() {
	local f=$TMP/out$1.data
	# shellcheck disable=SC2086
	case $1 in
	0) wall $W ;;
	1) wall "$OURS" record -o "$f" -g -- $W ;;
	2) wall "$OURS" record -o "$f" -g --off-cpu -- $W ;;
	3) wall "$LINUX" record -o "$f" -g -- $W ;;
	4) wall "$LINUX" record -o "$f" -g -e cycles -e sched:sched_switch -- $W ;;
	esac >>"$TMP/runs.$1"
}

# Round by round, every configuration once in each: the load of a shared machine drifts, and
# so weighs on all of them alike.
for ((r = 0; r < RUNS; r++)); do
	for i in 0 1 2 3 4; do run_once $i; done
done
# column $2 of $TMP/runs.$1: its lowest and its median
low() { sort -n -k"$2" "$TMP/runs.$1" | head -1 | cut -d' ' -f"$2"; }
med() { sort -n -k"$2" "$TMP/runs.$1" | awk -v c="$2" '{ v[NR] = $c } END { print v[int((NR + 1) / 2)] }'; }

# shellcheck disable=SC2086
switches=$($LINUX stat -x, -e context-switches -- $W 2>&1 >/dev/null | awk -F, '/context-switches/ { print $1 }')
printf "workload: %s context switches, %.0f/s alone (best wall); load: %s; %d rounds\n\n" \
	"$switches" "$(awk -v n="$switches" -v t="$(low 0 1)" 'BEGIN { print n / t }')" \
	"$(cut -d' ' -f1-3 /proc/loadavg)" "$RUNS"
printf "%-46s %8s %8s %10s %10s %8s\n" "(-F 4000 default event)" "wall best" "median" \
	"wl cpu best" "median" "samples"
for i in 0 1 2 3 4; do
	n=-
	[ $i -gt 0 ] && n=$($LINUX report -D -i "$TMP/out$i.data" 2>/dev/null | grep -c PERF_RECORD_SAMPLE)
	printf "%-46s %8.3f %8.3f %10.3f %10.3f %8s\n" "${LABELS[$i]}" "$(low $i 1)" "$(med $i 1)" \
		"$(low $i 3)" "$(med $i 3)" "$n"
done
pct() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%+.1f%%", 100 * (a / b - 1) }'; }
echo
echo "--off-cpu adds to our record -g: $(pct "$(low 2 1)" "$(low 1 1)") wall (best), $(pct "$(med 2 1)" "$(med 1 1)") (median); workload cpu $(pct "$(low 2 3)" "$(low 1 3)") (best), $(pct "$(med 2 3)" "$(med 1 3)") (median)"
echo "sched:sched_switch adds to Linux perf's record -g: $(pct "$(low 4 1)" "$(low 3 1)") wall (best), $(pct "$(med 4 1)" "$(med 3 1)") (median); workload cpu $(pct "$(low 4 3)" "$(low 3 3)") (best), $(pct "$(med 4 3)" "$(med 3 3)") (median)"
