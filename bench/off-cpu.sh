#!/bin/bash
# record --off-cpu's cost on a workload that switches ~10,000 times a second.
#   bench/off-cpu.sh [ROUNDS] [RUNS]
# The workload (tests/progs/offcpu switches ROUNDS 20000 20000): ROUNDS rounds of a fixed
# loop and a 20 us nanosleep. Our --off-cpu against our plain record -g (the overhead it
# adds), and Linux perf's own way to see the switches, a sched:sched_switch tracepoint with
# call chains, against its plain record -g. Two measures, each the best of RUNS runs
# (default 5): the wall time, and the workload's own CPU time (user + system, which holds the
# kernel's work for the events done in its context: steadier than the wall time on a shared,
# loaded machine). Also perf's CPU time with the workload's, and the samples written.
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

# the best wall time and the best workload CPU time of RUNS runs: "wall cpu wlcpu"
best() {
	for ((i = 0; i < RUNS; i++)); do wall "$@"; done >"$TMP/runs"
	echo "$(sort -n "$TMP/runs" | head -1 | cut -d' ' -f1,2) $(sort -n -k3 "$TMP/runs" | head -1 | cut -d' ' -f3)"
}

# shellcheck disable=SC2086
read -r base basecpu basewl < <(best $W)
# shellcheck disable=SC2086
switches=$($LINUX stat -x, -e context-switches -- $W 2>&1 >/dev/null | awk -F, '/context-switches/ { print $1 }')
printf "workload alone: %.3f s wall, %.3f s its cpu, %s context switches (%.0f/s); load: %s\n\n" \
	"$base" "$basewl" "$switches" "$(awk -v n="$switches" -v t="$base" 'BEGIN { print n / t }')" \
	"$(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-46s %7s %9s %9s %9s %11s %8s\n" "record (-F 4000 default event)" "wall s" "slowdown" \
	"wl cpu s" "cpu ratio" "perf+wl cpu" "samples"
run() { # label perf args...
	local label=$1 bin=$2 f=$TMP/out.data t cpu wl n
	shift 2
	# shellcheck disable=SC2086
	read -r t cpu wl < <(best "$bin" record -o "$f" "$@" -- $W)
	n=$($LINUX report -D -i "$f" 2>/dev/null | grep -c PERF_RECORD_SAMPLE)
	printf "%-46s %7.3f %8.3fx %9.3f %8.3fx %11.3f %8d\n" "$label" "$t" \
		"$(awk -v t="$t" -v b="$base" 'BEGIN { print t / b }')" "$wl" \
		"$(awk -v t="$wl" -v b="$basewl" 'BEGIN { print t / b }')" "$cpu" "$n"
	echo "$t $wl" >"$TMP/last"
}
run "ours record -g" "$OURS" -g
read -r ours_g ours_g_wl <"$TMP/last"
run "ours record -g --off-cpu" "$OURS" -g --off-cpu
read -r ours_off ours_off_wl <"$TMP/last"
run "linux record -g" "$LINUX" -g
read -r linux_g linux_g_wl <"$TMP/last"
run "linux record -g -e cycles -e sched:sched_switch" "$LINUX" -g -e cycles -e sched:sched_switch
read -r linux_sw linux_sw_wl <"$TMP/last"
pct() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%+.1f%%", 100 * (a / b - 1) }'; }
echo
echo "--off-cpu adds $(pct "$ours_off" "$ours_g") wall, $(pct "$ours_off_wl" "$ours_g_wl") workload cpu to our record -g"
echo "sched:sched_switch adds $(pct "$linux_sw" "$linux_g") wall, $(pct "$linux_sw_wl" "$linux_g_wl") workload cpu to Linux perf's record -g"
