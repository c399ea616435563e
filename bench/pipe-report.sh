#!/bin/bash
# Benchmark: `perf report -i -` of a stream (pipe mode) against `perf report -i FILE` of the
# same recording, ours and Linux perf's, on bench/report.sh's files of ~1M samples (flat and
# -g; recorded by Linux perf, made by bench/report.sh when missing).
#
#   bench/pipe-report.sh [--quick] [--runs N]     (run from the repository root, as root)
#
# The stream is the file through `perf inject -i FILE -o -` (ours), saved once; each run
# pipes it with cat into report. Prints per file and perf: median wall time and peak RSS of
# report on the file and on the stream, the pipe/file ratios, the stream's size (the memory
# a reader keeping it all would need), and whether the two reports print the same rows.
# Targets: pipe/file time at most 1.3x; the stream's peak RSS well below its size.
set -e
REF=${PERF_REF:-/usr/bin/perf}
OURS=${PERF_OURS:-$(pwd)/perf}
RUNS=5
SIZES="1000000"
while [ $# -gt 0 ]; do
	case $1 in
	--quick) SIZES="100000"; RUNS=3 ;;
	--runs) RUNS=$2; shift ;;
	esac
	shift
done
W=${BENCH_DIR:-/tmp/report-bench}
for n in $SIZES; do
	[ -s "$W/flat-$n.data" ] && [ -s "$W/g-$n.data" ] && continue
	# bench/report.sh makes the workload and the files (one run of its own measures)
	BENCH_DIR=$W "$(dirname "$0")/report.sh" --runs 1 >/dev/null
done
cd "$W"

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# perf input out: "seconds maxrss_kb" of report on a file, or on a stream through a pipe
measure_file() {
	/usr/bin/time -f '%e %M' "$1" report -i "$2" --stdio --sort comm,dso,sym >"$3" 2>"$3.time" || true
	tail -1 "$3.time"
}
measure_pipe() {
	cat "$2" | /usr/bin/time -f '%e %M' "$1" report -i - --stdio --sort comm,dso,sym >"$3" \
		2>"$3.time" || true
	tail -1 "$3.time"
}
rows() { grep -E '^ +[0-9]+\.[0-9]+%' "$1" | sed 's/[[:space:]]\+/ /g'; }

printf '%-18s %-5s %8s %8s %6s %9s %9s %6s %9s %s\n' file perf file_s pipe_s ratio \
	file_MB pipe_MB ratio stream_MB rows
for n in $SIZES; do
	for kind in flat g; do
		f=$kind-$n.data
		s=$kind-$n.stream
		[ -s "$s" ] && [ "$s" -nt "$f" ] || "$OURS" inject -i "$f" -o - >"$s"
		smb=$(awk -v b="$(stat -c %s "$s")" 'BEGIN { printf "%.1f", b / 1048576 }')
		for who in ours ref; do
			p=$OURS
			[ $who = ref ] && p=$REF
			: >file.t
			: >pipe.t
			for _ in $(seq "$RUNS"); do
				measure_file "$p" "$f" file.out >>file.t
				measure_pipe "$p" "$s" pipe.out >>pipe.t
			done
			fs=$(cut -d' ' -f1 file.t | median)
			ps=$(cut -d' ' -f1 pipe.t | median)
			fm=$(cut -d' ' -f2 file.t | median)
			pm=$(cut -d' ' -f2 pipe.t | median)
			if [ "$(rows file.out)" = "$(rows pipe.out)" ] && [ -n "$(rows file.out)" ]; then
				same=same
			else
				same=DIFFER
			fi
			printf '%-18s %-5s %8s %8s %5.2fx %9.1f %9.1f %5.2fx %9s %s\n' "$f" $who "$fs" "$ps" \
				"$(awk -v a="$ps" -v b="$fs" 'BEGIN { print (b > 0 ? a / b : 0) }')" \
				"$(awk -v m="$fm" 'BEGIN { print m / 1024 }')" \
				"$(awk -v m="$pm" 'BEGIN { print m / 1024 }')" \
				"$(awk -v a="$pm" -v b="$fm" 'BEGIN { print (b > 0 ? a / b : 0) }')" "$smb" $same
		done
	done
done
