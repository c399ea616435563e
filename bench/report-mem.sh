#!/bin/bash
# Benchmark: how much peak memory perf report with call graphs takes per sample, on
# bench/report.sh's -g recordings of ~100k and ~1M samples (made first when missing).
#
#   bench/report-mem.sh [--runs N] [--goal BYTES]     (from the repository root)
#
# For each way of showing call graphs (--children, the default on these files, and
# --no-children, each also with another -g order or -G) prints the median peak RSS of N runs of
# `perf report --stdio --sort comm,dso,sym` on both files and the growth per sample:
# (RSS_1M - RSS_100k) / (samples_1M - samples_100k), what each further sample costs once
# the fixed costs (symbol tables, buffers, the call-graph trees of a workload) are paid.
# The goal (issue 32): at most 40 bytes per -g sample. Exits 1 when a mode is over it.
set -e
RUNS=3
GOAL=40
. "$(dirname "$0")/lib.sh"
args=()
while [ $# -gt 0 ]; do
	case $1 in
	--goal) GOAL=$2; shift ;;
	*) args+=("$1") ;;
	esac
	shift
done
bench_options "$RUNS" "${args[@]}"
# (both sizes, --quick or not: read by bench_recordings)
# shellcheck disable=SC2034
SIZES="100000 1000000"
bench_recordings g

nr_samples() { # file -> its number of samples
	"$OURS" report -i "$1" --stats 2>/dev/null | awk '/SAMPLE events/ { print $3; exit }'
}
# (the recordings' directory is shared: our own files go elsewhere)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
rss() { # file, report options... -> median peak RSS in KB
	local f=$1
	shift
	: > "$T/mem.t"
	for _ in $(seq "$RUNS"); do
		/usr/bin/time -f '%M' -o "$T/mem.1" "$OURS" report -i "$f" --stdio \
			--sort comm,dso,sym "$@" > /dev/null 2>&1
		cat "$T/mem.1" >> "$T/mem.t"
	done
	median < "$T/mem.t"
}

s1=$(nr_samples g-100000.data)
s2=$(nr_samples g-1000000.data)
printf '%-22s %12s %12s %14s %s\n' mode "100k_MB" "1M_MB" bytes/sample "goal $GOAL"
fail=0
for mode in --children --no-children "--children -g callee" "--no-children -G"; do
	# (word splitting of $mode wanted: each is one option or none)
	# shellcheck disable=SC2086
	a=$(rss g-100000.data $mode)
	# shellcheck disable=SC2086
	b=$(rss g-1000000.data $mode)
	per=$(awk -v a="$a" -v b="$b" -v s1="$s1" -v s2="$s2" \
		'BEGIN { printf "%.1f", (b - a) * 1024 / (s2 - s1) }')
	ok=$(awk -v p="$per" -v g="$GOAL" 'BEGIN { print (p <= g ? "ok" : "OVER") }')
	[ "$ok" = ok ] || fail=1
	printf '%-22s %12.1f %12.1f %14s %s\n' "$mode" \
		"$(awk -v m="$a" 'BEGIN { print m / 1024 }')" \
		"$(awk -v m="$b" 'BEGIN { print m / 1024 }')" "$per" "$ok"
done
echo "samples: $s1 and $s2"
exit $fail
