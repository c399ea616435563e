#!/bin/bash
# Benchmark: Linux perf's and our `perf script` (default output, to a file) on the perf.data
# files of bench/report.sh (~100k and ~1M samples, flat and -g; recorded by Linux perf).
#
#   bench/script.sh [--quick] [--runs N]      (run from the repository root, as root)
#
# Prints per file: median wall time and peak RSS of each perf over N interleaved runs, the
# ratios, and how many output lines differ between the two (symbol resolution differences;
# 0 when both resolve every object alike).
set -e
REF=${PERF_REF:-/usr/bin/perf}
OURS=${PERF_OURS:-$(pwd)/perf}
RUNS=5
. "$(dirname "$0")/lib.sh"
bench_options 3 "$@"
bench_recordings flat g

measure() { # perf file out -> "seconds maxrss_kb"
	/usr/bin/time -f '%e %M' "$1" script -i "$2" > "$3" 2> "$3.time" || true
	tail -1 "$3.time"
}

printf '%-20s %9s %8s %8s %8s %8s %8s %s\n' file lines ref_s ours_s speedup ref_MB ours_MB \
	differing_lines
for n in $SIZES; do
	for kind in flat g; do
		f=$kind-$n.data
		: > ref.t; : > ours.t
		for r in $(seq "$RUNS"); do
			measure "$REF" "$f" script-ref.out >> ref.t
			measure "$OURS" "$f" script-ours.out >> ours.t
		done
		rs=$(cut -d' ' -f1 ref.t | median); os=$(cut -d' ' -f1 ours.t | median)
		rm_=$(cut -d' ' -f2 ref.t | median); om=$(cut -d' ' -f2 ours.t | median)
		lines=$(wc -l < script-ours.out)
		ndiff=$(diff script-ref.out script-ours.out | grep -c '^>' || true)
		printf '%-20s %9s %8s %8s %7.1fx %8.1f %8.1f %s\n' "$f" "$lines" "$rs" "$os" \
			"$(awk -v a="$rs" -v b="$os" 'BEGIN { print (b > 0 ? a / b : 0) }')" \
			"$(awk -v m="$rm_" 'BEGIN { print m / 1024 }')" \
			"$(awk -v m="$om" 'BEGIN { print m / 1024 }')" "$ndiff"
	done
done
rm -f script-ref.out script-ours.out script-ref.out.time script-ours.out.time
