#!/bin/bash
# perf stat start-up cost: `perf stat -e task-clock,page-faults,context-switches -- /bin/true`
# run N times (default 100) with Linux perf (/usr/bin/perf) and with ours, beside /bin/true
# alone. Prints the mean wall time per run of each and the overhead over /bin/true alone.
#
#   bench/stat.sh [N] [OUR_PERF] [LINUX_PERF]
set -e
N=${1:-100}
here=$(cd "$(dirname "$0")/.." && pwd)
OURS=${2:-$here/perf}
LINUX=${3:-/usr/bin/perf}
EVENTS=task-clock,page-faults,context-switches

[ -x "$OURS" ] || { echo "bench/stat.sh: $OURS not built (run make)" >&2; exit 1; }

# Runs "$@" N times; prints the mean wall time per run in microseconds.
mean_us() {
	local t0 t1
	"$@" > /dev/null 2>&1 # warm the page cache
	t0=$(date +%s%N)
	for ((i = 0; i < N; i++)); do
		"$@" > /dev/null 2>&1
	done
	t1=$(date +%s%N)
	echo $(((t1 - t0) / N / 1000))
}

base=$(mean_us /bin/true)
ours=$(mean_us "$OURS" stat -e $EVENTS -- /bin/true)
if [ -x "$LINUX" ]; then
	linux=$(mean_us "$LINUX" stat -e $EVENTS -- /bin/true)
else
	linux=
fi

printf '%d runs of: perf stat -e %s -- /bin/true\n\n' "$N" "$EVENTS"
printf '%-30s %14s %14s\n' "" "mean/run (us)" "overhead (us)"
printf '%-30s %14d %14s\n' "/bin/true alone" "$base" "-"
if [ -n "$linux" ]; then
	printf '%-30s %14d %14d\n' "Linux perf ($LINUX)" "$linux" $((linux - base))
fi
printf '%-30s %14d %14d\n' "ours ($(basename "$OURS"))" "$ours" $((ours - base))
if [ -n "$linux" ] && [ $((linux - base)) -gt 0 ]; then
	awk -v o=$((ours - base)) -v l=$((linux - base)) \
		'BEGIN { printf "\nours adds %.1f%% of Linux perf'"'"'s overhead (target: at most 33%%)\n", 100 * o / l }'
fi
