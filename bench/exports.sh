#!/bin/bash
# Benchmark: perf data convert's formats and perf report --html against perf report --stdio
# on the same -g recordings (bench/report.sh's files of ~100k and ~1M samples, recorded by
# Linux perf from its generated program; made first when missing).
#
#   bench/exports.sh [--quick] [--runs N]     (run from the repository root, as root)
#
# Prints per file and format: median wall time and peak RSS over N runs, the ratio to
# perf report --stdio's time (the goal: at most 2x), the output's size, and for the HTML
# page the time headless Chromium takes to open and draw it (goal: under 2 s, page < 5 MB).
set -e
OURS=${PERF_OURS:-$(pwd)/perf}
ROOT=$(pwd)
RUNS=3
. "$(dirname "$0")/lib.sh"
bench_options 1 "$@"
bench_recordings g

printf '%-16s %-16s %8s %8s %7s %10s\n' file format secs MB ratio output
for n in $SIZES; do
	f=g-$n.data
	: > base.t
	for r in $(seq "$RUNS"); do
		/usr/bin/time -f '%e %M' -o t.1 "$OURS" report -i "$f" --stdio > /dev/null 2>&1
		cat t.1 >> base.t
	done
	base=$(cut -d' ' -f1 base.t | median)
	printf '%-16s %-16s %8s %8.0f %7s %10s\n' "$f" "report --stdio" "$base" \
		"$(cut -d' ' -f2 base.t | median | awk '{ print $1 / 1024 }')" 1.0x -
	for fmt in json pprof firefox speedscope folded html; do
		: > fmt.t
		for r in $(seq "$RUNS"); do
			rm -f out.$fmt
			if [ $fmt = html ]; then
				/usr/bin/time -f '%e %M' -o t.1 "$OURS" report -q -i "$f" --html=out.$fmt > /dev/null 2>&1
			else
				/usr/bin/time -f '%e %M' -o t.1 "$OURS" data convert -q -i "$f" --to-$fmt out.$fmt > /dev/null 2>&1
			fi
			cat t.1 >> fmt.t
		done
		s=$(cut -d' ' -f1 fmt.t | median)
		printf '%-16s %-16s %8s %8.0f %6.2fx %9.1fM\n' "$f" "$fmt" "$s" \
			"$(cut -d' ' -f2 fmt.t | median | awk '{ print $1 / 1024 }')" \
			"$(awk -v a="$s" -v b="$base" 'BEGIN { print (b > 0 ? a / b : 0) }')" \
			"$(stat -c %s out.$fmt | awk '{ print $1 / 1048576 }')"
	done
	if command -v chromium > /dev/null; then
		echo "$f: HTML in headless Chromium: $(python3 "$ROOT/tests/shell/lib/devtools.py" time out.html)"
	fi
done
