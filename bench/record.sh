#!/bin/bash
# Record overhead side by side: our perf and Linux perf (/usr/bin/perf).
#   bench/record.sh [ROUNDS]
# For a CPU-bound workload of fixed work (tests/progs/record_prog work ROUNDS) run alone,
# under each perf's record
# at -F 10000 without and with -g, and the same compressed (-z, zstd level 1, the file's
# bytes per sample are then compressed ones): the slowdown (wall time / time alone), samples,
# lost samples and bytes per sample (data section size / samples); then the fixed cost of
# `record -- /bin/true` (best of 5). Times are the best of 3 runs: the machine may be shared.
set -u
cd "$(dirname "$0")/.." || exit 1
OURS=${PERF:-./perf}
LINUX=${LPERF:-/usr/bin/perf}
PROG=tests/progs/record_prog
ROUNDS=${1:-400}
TMP=$(mktemp -d /tmp/perf-bench-record.XXXXXX)
trap 'rm -rf "$TMP"' EXIT
export PERF_BUILDID_DIR=$TMP/debug

[ -x "$OURS" ] && [ -x "$PROG" ] || { echo "build first: make"; exit 1; }
[ -x "$LINUX" ] || { echo "$LINUX missing"; exit 1; }

# "wall cpu" seconds of a command (cpu: user + sys of it and its children)
wall() {
	local TIMEFORMAT='%R %U %S'
	{ time "$@" >/dev/null 2>&1; } 2>&1 | awk '{ print $1, $2 + $3 }'
}

# "samples lost bytes" of a perf.data, as Linux perf reads it
stats() {
	local f=$1 n lost size
	n=$($LINUX report -D -i "$f" 2>/dev/null | grep -c PERF_RECORD_SAMPLE)
	lost=$($LINUX report -D -i "$f" 2>/dev/null | awk '/PERF_RECORD_LOST /{ for (i = 1; i <= NF; i++) if ($i == "lost:") s += $(i + 1) } END { print s + 0 }')
	size=$($LINUX report --header-only -i "$f" 2>/dev/null | awk '/# data size/ { print $NF }')
	echo "$n $lost $size"
}

# best of 3 (by wall time) "wall cpu" of a command
best3() {
	for i in 1 2 3; do wall "$@"; done | sort -n | head -1
}

read -r base basecpu < <(best3 $PROG work "$ROUNDS")
printf "workload alone: %.3f s wall, %.3f s cpu (record_prog work %s); load: %s\n\n" \
	"$base" "$basecpu" "$ROUNDS" "$(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-22s %8s %9s %8s %9s %9s %6s %12s\n" "perf record -F 10000" "wall s" "slowdown" \
	"cpu s" "cpu ratio" "samples" "lost" "bytes/sample"
for g in "" "-g" "-z" "-g -z"; do
	for who in linux ours; do
		bin=$LINUX
		[ $who = ours ] && bin=$OURS
		f=$TMP/$who${g// /}.data
		# shellcheck disable=SC2086
		read -r t cpu < <(best3 $bin record -F 10000 $g -o "$f" -- $PROG work "$ROUNDS")
		read -r n lost size < <(stats "$f")
		printf "%-22s %8.3f %8.3fx %8.3f %8.3fx %9d %6d %12.1f\n" "$who ${g:-flat}" "$t" \
			"$(awk -v t="$t" -v b="$base" 'BEGIN { print t / b }')" "$cpu" \
			"$(awk -v t="$cpu" -v b="$basecpu" 'BEGIN { print t / b }')" "$n" "$lost" \
			"$(awk -v s="$size" -v n="$n" 'BEGIN { print s / (n ? n : 1) }')"
	done
done

echo
printf "%-22s %10s\n" "record -- /bin/true" "best of 5"
for who in linux ours; do
	bin=$LINUX
	[ $who = ours ] && bin=$OURS
	best=999
	for i in 1 2 3 4 5; do
		read -r t _ < <(wall $bin record -o "$TMP/true.data" -- /bin/true)
		best=$(awk -v t="$t" -v b="$best" 'BEGIN { print (t < b) ? t : b }')
	done
	printf "%-22s %10.3f s\n" "$who" "$best"
done
