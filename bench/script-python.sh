#!/bin/bash
# Benchmark: a Python script that only counts samples, run by Linux perf's perf script -s
# and by ours, on the perf.data files of bench/report.sh (~100k and ~1M samples, flat and
# -g; recorded by Linux perf).
#
#   bench/script-python.sh [--quick] [--runs N]      (run from the repository root, as root)
#
# Prints per file: the samples counted (both must agree), median wall time of each perf
# over N interleaved runs, samples per second, and the ratio.
set -e
RUNS=3
. "$(dirname "$0")/lib.sh" # REF, OURS: PERF_REF, PERF_OURS or Linux perf and ./perf
bench_options 1 "$@"
bench_recordings flat g

cat >count.py <<'PY'
n = 0
def process_event(param_dict):
    global n
    n += 1
def trace_end():
    print(n)
PY

measure() { # perf file -> "seconds count"
	/usr/bin/time -f '%e' -o time.out "$1" script -i "$2" -s count.py > count.out 2>/dev/null || true
	echo "$(tail -1 time.out) $(tail -1 count.out)"
}

printf '%-20s %9s %9s %8s %8s %12s %12s %8s\n' file ref_n ours_n ref_s ours_s ref_samples/s ours_samples/s speedup
for n in $SIZES; do
	for kind in flat g; do
		f=$kind-$n.data
		: > ref.t; : > ours.t
		for r in $(seq "$RUNS"); do
			measure "$REF" "$f" >> ref.t
			measure "$OURS" "$f" >> ours.t
		done
		rs=$(cut -d' ' -f1 ref.t | median); os=$(cut -d' ' -f1 ours.t | median)
		rn=$(tail -1 ref.t | cut -d' ' -f2); on=$(tail -1 ours.t | cut -d' ' -f2)
		printf '%-20s %9s %9s %8s %8s %12.0f %12.0f %7.1fx\n' "$f" "$rn" "$on" "$rs" "$os" \
			"$(awk -v n="$rn" -v s="$rs" 'BEGIN { print (s > 0 ? n / s : 0) }')" \
			"$(awk -v n="$on" -v s="$os" 'BEGIN { print (s > 0 ? n / s : 0) }')" \
			"$(awk -v a="$rs" -v b="$os" 'BEGIN { print (b > 0 ? a / b : 0) }')"
	done
done
rm -f count.py count.out time.out ref.t ours.t
