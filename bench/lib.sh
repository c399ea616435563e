# The set-up shared by the bench scripts that read bench/report.sh's recordings (Linux
# perf's, of its generated program: ~100k and ~1M samples, flat-N.data and g-N.data).
# Sourced after setting RUNS (the default number of runs):
#
#	bench_options QUICK_RUNS "$@"    # --quick (100k files, QUICK_RUNS runs), --runs N
#	bench_recordings flat g           # the files, recorded when missing; then cd "$W"
#	... $(cut -d' ' -f1 times | median) ...
BENCH_LIB_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# the two perfs (a script may have set them before)
REF=${REF:-${PERF_REF:-/usr/bin/perf}}
OURS=${OURS:-${PERF_OURS:-$(pwd)/perf}}
SIZES="100000 1000000"
QUICK=
W=${BENCH_DIR:-/tmp/report-bench}

bench_options() {
	local quick_runs=$1
	shift
	while [ $# -gt 0 ]; do
		case $1 in
		--quick) SIZES="100000"; RUNS=$quick_runs; QUICK=--quick ;;
		--runs) RUNS=$2; shift ;;
		esac
		shift
	done
}

bench_recordings() {
	local n kind
	for n in $SIZES; do
		for kind in "$@"; do
			[ -s "$W/$kind-$n.data" ] && continue
			# bench/report.sh builds the workload and records the files (and benches
			# report once)
			BENCH_DIR=$W bash "$BENCH_LIB_DIR/report.sh" $QUICK --runs 1 --no-instructions \
				>/dev/null
			break 2
		done
	done
	cd "$W"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
