#!/bin/bash
# perf trace overhead: a syscall-heavy program (dd copying one byte at a time: a read and a
# write per byte, 2 x COUNT calls) alone, under our perf trace, Linux perf 6.1's and strace,
# each tracing every call and writing its lines to /dev/null. Prints each one's wall time
# (best of RUNS) and its slowdown over the program alone.
#
#   bench/trace.sh [COUNT] [RUNS] [OUR_PERF] [LINUX_PERF]
set -e
COUNT=${1:-200000}
RUNS=${2:-3}
here=$(cd "$(dirname "$0")/.." && pwd)
OURS=${3:-$here/perf}
LINUX=${4:-/usr/bin/perf}
[ -x "$OURS" ] || { echo "bench/trace.sh: $OURS not built (run make)" >&2; exit 1; }
work=(dd if=/dev/zero of=/dev/null bs=1 count="$COUNT" status=none)

# the best wall time of RUNS runs of "$@", in ms
best_ms() {
	local best= t0 t1 ms
	for ((i = 0; i < RUNS; i++)); do
		t0=$(date +%s%N)
		"$@" >/dev/null 2>&1
		t1=$(date +%s%N)
		ms=$(((t1 - t0) / 1000000))
		[ -z "$best" ] || [ "$ms" -lt "$best" ] && best=$ms
	done
	echo "$best"
}

base=$(best_ms "${work[@]}")
row() {
	local name=$1 ms
	shift
	ms=$(best_ms "$@")
	printf '%-34s %10d %10s\n' "$name" "$ms" "$(awk -v a="$ms" -v b="$base" 'BEGIN { printf "%.2fx", a / b }')"
}
printf 'dd bs=1 count=%d (%d system calls), best of %d runs\n\n' "$COUNT" $((2 * COUNT)) "$RUNS"
printf '%-34s %10s %10s\n' "" "wall (ms)" "slowdown"
printf '%-34s %10d %10s\n' "alone" "$base" "1.00x"
row "perf trace (ours)" "$OURS" trace -o /dev/null -- "${work[@]}"
[ -x "$LINUX" ] && row "perf trace (Linux perf, $LINUX)" "$LINUX" trace -o /dev/null -- "${work[@]}"
command -v strace >/dev/null && row "strace -f" strace -f -o /dev/null -- "${work[@]}"
exit 0
