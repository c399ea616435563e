#!/bin/bash
# Benchmark: perf data convert's formats and perf report --html against perf report --stdio
# on the same -g recordings (bench/report.sh's files of ~100k and ~1M samples, recorded by
# Linux perf from its generated program; made first when missing).
#
#   bench/exports.sh [--quick] [--runs N]     (run from the repository root, as root)
#
# Prints per file and format: median wall time, CPU time (user+sys) and peak RSS over N
# runs, the ratios of wall and of CPU time to perf report --stdio's (the goal: at most 2x;
# the CPU ratio is the steadier one on a loaded machine), the output's size, and for the
# HTML page the time headless Chromium takes to open and draw it (goal: under 2 s, page
# < 5 MB).
set -e
OURS=${PERF_OURS:-$(pwd)/perf}
ROOT=$(pwd)
RUNS=3
. "$(dirname "$0")/lib.sh"
bench_options 1 "$@"
bench_recordings g

printf '%-16s %-16s %8s %8s %8s %7s %7s %10s\n' file format secs cpu MB ratio cpu-rat output
# "wall cpu(user+sys) rss" lines of the runs
cpu_time() { /usr/bin/time -f '%e %U %S %M' -o t.1 "$@" > /dev/null 2>&1
	awk '{ printf "%s %.2f %s\n", $1, $2 + $3, $4 }' t.1; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { print (b > 0 ? a / b : 0) }'; }
for n in $SIZES; do
	f=g-$n.data
	: > base.t
	for r in $(seq "$RUNS"); do
		cpu_time "$OURS" report -i "$f" --stdio >> base.t
	done
	base=$(cut -d' ' -f1 base.t | median)
	base_cpu=$(cut -d' ' -f2 base.t | median)
	printf '%-16s %-16s %8s %8s %8.0f %7s %7s %10s\n' "$f" "report --stdio" "$base" \
		"$base_cpu" "$(cut -d' ' -f3 base.t | median | awk '{ print $1 / 1024 }')" \
		1.0x 1.0x -
	for fmt in json pprof firefox speedscope folded html; do
		: > fmt.t
		for r in $(seq "$RUNS"); do
			rm -f out.$fmt
			if [ $fmt = html ]; then
				cpu_time "$OURS" report -q -i "$f" --html=out.$fmt >> fmt.t
			else
				cpu_time "$OURS" data convert -q -i "$f" --to-$fmt out.$fmt >> fmt.t
			fi
		done
		s=$(cut -d' ' -f1 fmt.t | median)
		c=$(cut -d' ' -f2 fmt.t | median)
		printf '%-16s %-16s %8s %8s %8.0f %6.2fx %6.2fx %9.1fM\n' "$f" "$fmt" "$s" "$c" \
			"$(cut -d' ' -f3 fmt.t | median | awk '{ print $1 / 1024 }')" \
			"$(ratio "$s" "$base")" "$(ratio "$c" "$base_cpu")" \
			"$(stat -c %s out.$fmt | awk '{ print $1 / 1048576 }')"
	done
	if command -v chromium > /dev/null; then
		echo "$f: HTML in headless Chromium: $(python3 "$ROOT/tests/shell/lib/devtools.py" time out.html)"
	fi
done
