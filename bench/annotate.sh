#!/bin/bash
# Benchmark: Linux perf's and our `perf annotate --stdio` of the 10 hottest symbols of a
# perf.data of ~1M samples (bench/report.sh's flat-1000000.data: a generated program with
# thousands of functions in its executable and a shared library, recorded by Linux perf).
#
#   bench/annotate.sh [--quick] [--runs N]     (run from the repository root, as root)
#
# Linux perf 6.1 takes one SYMBOL per run: it annotates the 10 symbols in 10 runs; ours
# takes them all in one run (and, for comparison, in 10 runs too). Prints the median over N
# rounds of the total wall and CPU (user+sys, objdump included) seconds, the largest peak RSS,
# the speedups, and whether the hot instructions (percent, address) of both agree.
set -e
REF=${PERF_REF:-/usr/bin/perf}
OURS=${PERF_OURS:-$(pwd)/perf}
RUNS=3
. "$(dirname "$0")/lib.sh"
bench_options 1 "$@"
N=${SIZES##* } # 1M, or 100k with --quick
SIZES=$N
bench_recordings flat
f=flat-$N.data
syms=$("$OURS" report -i "$f" --stdio --sort sym 2>/dev/null | grep -E '^ +[0-9.]+%' |
	grep -v '\[k\]' | head -10 | awk '{ print $NF }')
echo "file $f, symbols:" $syms

one() { # perf out symbols... -> "wall cpu maxrss_kb" appended to out.times
	local p=$1 out=$2
	shift 2
	/usr/bin/time -f '%e %U %S %M' "$p" annotate -i "$f" --stdio "$@" >> "$out" 2> "$out.time" || true
	tail -1 "$out.time" >> "$out.times"
}
measure() { # perf out each|all -> "wall cpu maxrss_kb" of the whole job
	: > "$2"
	: > "$2.times"
	if [ "$3" = each ]; then
		for s in $syms; do one "$1" "$2" "$s"; done
	else
		# shellcheck disable=SC2086
		one "$1" "$2" $syms
	fi
	awk '{ w += $1; c += $2 + $3; if ($4 > m) m = $4 } END { print w, c, m }' "$2.times"
}
: > ref.t; : > ours.t; : > ours1.t
for r in $(seq "$RUNS"); do
	measure "$REF" ref.ann each >> ref.t
	measure "$OURS" ours.ann all >> ours.t
	measure "$OURS" ours1.ann each >> ours1.t
done
col() { cut -d' ' -f"$2" "$1" | median; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1fx", (b > 0 ? a / b : 0) }'; }
# the hot instructions: percent and address of each line with samples, in order
hot() { grep -E '^ +[0-9]+\.[0-9]+ :' "$1" | awk '$1 > 0 { print $1, $3 }'; }
printf '%-28s %8s %8s %8s %8s %8s\n' "" wall_s cpu_s wall_x cpu_x max_MB
for t in ref ours ours1; do
	case $t in
	ref) name="Linux perf, 10 runs" ;;
	ours) name="ours, 1 run of 10 symbols" ;;
	ours1) name="ours, 10 runs" ;;
	esac
	printf '%-28s %8s %8s %8s %8s %8.1f\n' "$name" "$(col $t.t 1)" "$(col $t.t 2)" \
		"$(ratio "$(col ref.t 1)" "$(col $t.t 1)")" "$(ratio "$(col ref.t 2)" "$(col $t.t 2)")" \
		"$(awk -v m="$(col $t.t 3)" 'BEGIN { print m / 1024 }')"
done
if [ "$(hot ref.ann)" = "$(hot ours1.ann)" ]; then
	echo "hot instructions: the same ($(hot ours1.ann | wc -l) lines)"
else
	echo "hot instructions: DIFFER"
	diff <(hot ref.ann) <(hot ours1.ann) | head -10
fi
