#!/bin/bash
# Benchmark: a JIT runtime's jitdump of 175,000 functions (bench/jitdump-gen.c: it writes
# them, announces them in jit-PID.dump with source lines, and runs them round-robin),
# recorded by Linux perf with -k mono; then our `perf report`, which reads the dump
# directly, against Linux perf 6.1's `perf inject --jit` (one ELF file per function) and its
# `perf report` of the injected file, each bounded by `timeout 600`, measured with
# /usr/bin/time -v (wall time, peak RSS). Our `perf inject --jit` is measured too, and the
# top rows of both reports compared. Targets: our report in at most 30 s and 1 GB.
#
#   bench/jitdump-175k.sh [NR_FUNCTIONS] [SECONDS]   (from the repository root, as root)
#
# Measured 2026-12-06 on a shared 2-CPU VM (load average 11-21 from others' work; under
# nice -n 19): 175,000 functions, a 43 MB dump, 65K samples (56,450 of them in 48,347 of the
# functions), `nice -n 19 bench/jitdump-175k.sh`, three runs (wall s, peak RSS MB):
#                                        run 1          run 2          run 3
#   ours: report (from the dump)         2.2   132      5.1   131      1.4   132
#   Linux perf: inject --jit           520.3  2918    >600  2917     >600  2917   (timeout)
#   Linux perf: report of its output   124.7   201       -              -
#   ours: inject --jit                    -            391.3   131    205.8   131
#   Linux perf: report of our output      -            186.2   201     12.6   201
# Our report: well inside 30 s and 1 GB. Run 1: the top 20 rows of Linux perf's report of
# its own inject's output agree with ours; runs 2 and 3: those of its report of our inject's
# (run 3: the same 48,347 functions named, with the same 56,450 samples). Both injects wait
# on the kernel creating 175,000 files (ext4's inode search, recently_deleted, in a profile
# of ours): ours took 0.3-1.6 s of user time for 30,000 functions (3 runs, 30-297 s wall).
set -e
REF=${PERF_REF:-/usr/bin/perf}
OURS=${PERF_OURS:-$(pwd)/perf}
NR=${1:-175000}
SECS=${2:-15}
SRC=$(cd "$(dirname "$0")" && pwd)/jitdump-gen.c
# (not under /tmp/perf-*: Linux perf takes such paths for JIT maps)
W=${BENCH_DIR:-/tmp/jitdump-bench}
mkdir -p "$W"
cd "$W"
# Linux perf's build-id cache ($HOME/.debug) gets the injected files: one of its own here
export HOME=$W

gcc -O2 -o jitdump-gen "$SRC"
if [ ! -s perf.data ] || [ ! -f nr ] || [ "$(cat nr)" != "$NR $SECS" ]; then
	find . -maxdepth 1 \( -name 'jit-*.dump' -o -name 'jitted-*.so' \) -delete
	rm -f perf.data
	"$REF" record -q -k mono -F 10000 -o perf.data -- ./jitdump-gen "$NR" "$SECS"
	echo "$NR $SECS" >nr
fi
dump=$(ls jit-*.dump)
echo "dump: $dump, $(stat -c %s "$dump") bytes, $NR functions;" \
	"$("$REF" report -i perf.data --stdio --sort sym 2>/dev/null | sed -n 's/^# Samples: \([^ ]*\).*/\1/p' | head -1) samples"

# measure NAME CMD...: wall seconds and max RSS (MB) of CMD, its exit status
measure() {
	local name=$1
	shift
	/usr/bin/time -v -o time.txt "$@" >"$name.out" 2>"$name.err" && rc=0 || rc=$?
	wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' time.txt |
		awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')
	rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' time.txt)
	printf '%-34s %8.1f s %8d MB   exit %s\n' "$name" "$wall" $((rss / 1024)) "$rc"
}
rows() { grep -v '^#' | grep '%' | head -20; }
# the JIT functions a report names, and their share of the samples
named() {
	awk '/\[\.\] JS:\*fn/ { n++; s += $2 } END { printf "  %d JIT functions named, %d samples in them\n", n, s }' "$1"
}

measure "ours: report --sort sym" "$OURS" report -i perf.data --stdio --sort sym -F overhead,sample,sym
rows <"ours: report --sort sym.out" >ours.txt
named "ours: report --sort sym.out"
find . -maxdepth 1 -name 'jitted-*.so' -delete
measure "Linux perf: inject --jit" timeout 600 "$REF" inject --jit -i perf.data -o ref.data
echo "  $(ls | grep -c '^jitted-.*\.so$') files written"
if [ -s ref.data ]; then
	measure "Linux perf: report of that" timeout 600 "$REF" report -i ref.data --stdio --sort sym -F overhead,sample,sym
	rows <"Linux perf: report of that.out" >ref.txt
	named "Linux perf: report of that.out"
	cmp -s ours.txt ref.txt && echo "  the top 20 rows agree" ||
		{ echo "  the top rows differ:"; diff ours.txt ref.txt | head; }
fi
find . -maxdepth 1 -name 'jitted-*.so' -delete
measure "ours: inject --jit" "$OURS" inject --jit -i perf.data -o ours.data
echo "  $(ls | grep -c '^jitted-.*\.so$') files written"
measure "Linux perf: report of ours" timeout 600 "$REF" report -i ours.data --stdio --sort sym -F overhead,sample,sym
rows <"Linux perf: report of ours.out" >lp-ours.txt
named "Linux perf: report of ours.out"
cmp -s ours.txt lp-ours.txt && echo "  the top 20 rows agree with our report" ||
	{ echo "  the top rows differ:"; diff ours.txt lp-ours.txt | head; }
find . -maxdepth 1 -name 'jitted-*.so' -delete
