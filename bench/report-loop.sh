#!/bin/bash
# Benchmark: our `perf report --stdio --sort comm,dso,sym` of a flat ~5M-sample file against
# the floor, a bare C loop over the same file's records (bench/walk-loop.c: it maps the file
# and walks the records by size once, reading each sample's IP; ~22 instructions a record).
# The goal (issue 32): the report within 8x of the loop's time.
#
#   bench/report-loop.sh [--runs N] [--samples N]   (from the repository root, as root)
#
# The file is recorded by Linux perf as bench/report.sh records its files (same workload,
# flat-N.data in its directory), once. Prints the medians of N runs of each (wall, user+sys),
# the instructions each executes (callgrind, one run), and the ratios.
set -e
OURS=${PERF_OURS:-$(pwd)/perf}
ROOT=$(pwd)
RUNS=5
N=5000000
while [ $# -gt 0 ]; do
	case $1 in
	--runs) RUNS=$2; shift ;;
	--samples) N=$2; shift ;;
	esac
	shift
done
. "$(dirname "$0")/lib.sh"
W=${BENCH_DIR:-/tmp/report-bench}
mkdir -p "$W"
gcc -O2 -o "$W/walk-loop" "$ROOT/bench/walk-loop.c"
if [ ! -s "$W/flat-$N.data" ]; then
	# report.sh records the files of BENCH_SIZES (and benches them once, output dropped)
	BENCH_DIR=$W BENCH_SIZES=$N bash "$ROOT/bench/report.sh" --runs 1 --no-instructions >/dev/null
fi
cd "$W"
f=flat-$N.data
: > loop.t; : > ours.t
for r in $(seq "$RUNS"); do
	# (the loop times itself: /usr/bin/time counts hundredths. One walk, as a reader makes:
	# the pages mapped in too, from the page cache as for the report)
	./walk-loop "$f" > loop.out 2>> loop.t
	t0=$(date +%s%N)
	/usr/bin/time -f '%U %S' -o t.1 "$OURS" report -i "$f" --stdio --sort comm,dso,sym > ours.out 2>/dev/null
	t1=$(date +%s%N)
	awk -v w=$(((t1 - t0) / 1000)) '{ printf "%.6f %.2f\n", w / 1e6, $1 + $2 }' t.1 >> ours.t
done
lw=$(cut -d' ' -f1 loop.t | median); lc=$(cut -d' ' -f2 loop.t | median)
ow=$(cut -d' ' -f1 ours.t | median); oc=$(cut -d' ' -f2 ours.t | median)
insns() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
	sed -n 's/.*Collected : \([0-9]*\).*/\1/p' | tail -1; }
li=$(insns ./walk-loop "$f"); oi=$(insns "$OURS" report -i "$f" --stdio --sort comm,dso,sym)
echo "$f: $(cat loop.out)"
printf '%-28s %8s %8s %14s\n' "" wall_s cpu_s instructions
printf '%-28s %8s %8s %14s\n' "bare loop (walk-loop.c)" "$lw" "$lc" "$li"
printf '%-28s %8s %8s %14s\n' "perf report (ours)" "$ow" "$oc" "$oi"
awk -v a="$ow" -v b="$lw" -v c="$oc" -v d="$lc" -v e="$oi" -v f="$li" 'BEGIN {
	printf "report / loop: wall %.1fx, cpu %.1fx, instructions %.1fx (goal: within 8x)\n",
		a / b, (d > 0 ? c / d : 0), e / f }'
