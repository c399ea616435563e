#!/bin/bash
# desc: perf report -D / script -D print the records as Linux perf does: offsets, raw bytes, the cpu and time columns, per-sample lines, the order of delivery (FINISHED_ROUND), the stats
#
# Every fixture in tests/data, one stream read from a pipe, and a --call-graph dwarf
# recording made now (user registers, user stack, data_src), dumped by both perfs and
# compared whole. Differences by design, masked for the byte-swapped fixtures only: Linux
# perf 6.1 swaps sample fields and trailers in 64-bit words (its hex rows show the u32
# pairs pid/tid and cpu/res exchanged) and does not swap MMAP2's prot and flags (it prints
# "---p" for "r-xp"); we swap each field at its own width. The summary lines are compared. Not covered: sample-read groups (:S), whose
# samples Linux perf delivers once per group member (our report does not split them yet).
. "$(dirname "$0")/lib/record_lib.sh"
need
data=$TESTS_DIR/data
# the fixtures' workloads are resolved (dso lines) the same way by both: no build-id cache
mkdir -p home
export HOME=$TMPD/home

# mask_swapped: the raw bytes (Linux perf's u32 pairs stay exchanged) and MMAP2 protections
mask_swapped() {
	sed -e 's/^\.  [0-9a-f][0-9a-f][0-9a-f][0-9a-f]: .*/.  (masked)/' \
	    -e 's/\]: [-r][-w][-x][-sp] /]: (prot) /'
}

compare() { # NAME CMD...: Linux perf's and our output of CMD equal
	local name=$1
	shift
	"$LPERF" "$@" >ref.txt 2>/dev/null
	"$PERF" "$@" >ours.txt 2>/dev/null
	case $name in
	*-swapped*)
		mask_swapped <ref.txt >ref.m && mv ref.m ref.txt
		mask_swapped <ours.txt >ours.m && mv ours.m ours.txt
		;;
	esac
	grep -q 'PERF_RECORD_SAMPLE' ref.txt || fail "$name: Linux perf $* dumped no sample"
	cmp -s ref.txt ours.txt || {
		diff ref.txt ours.txt | head -20
		fail "$name: perf $* differs from Linux perf's"
	}
	n=$((n + 1))
}
n=0
for f in "$data"/*.data; do
	b=$(basename "$f" .data)
	compare "$b" report -D -i "$f"
done
# a stream: offsets count from after its header, "@pipe"
"$LPERF" report -D -i - <"$data/perf-pipe.data" >ref.txt 2>/dev/null
"$PERF" report -D -i - <"$data/perf-pipe.data" >ours.txt 2>/dev/null
grep -q '^0@pipe \[0x98\]: event: 64' ref.txt || fail "Linux perf's stream dump does not start at 0@pipe"
cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head; fail "perf-pipe.data on stdin: -D differs"; }
# script -D: the dump between the script lines; THREAD_MAP and CPU_MAP are script's records
for b in system-g cxx-g perf-tp period bp-addr; do
	compare "script-$b" script -D -i "$data/$b.data"
done
# registers, user stack and data_src lines: a dwarf recording by Linux perf
if $LPERF record -q -o dwarf.data --call-graph dwarf,1024 -e cpu-clock -c 1000000 \
	--user-regs=ax,bx -- "$TESTS_DIR/progs/busy-loop" >/dev/null 2>&1; then
	compare dwarf report -D -i dwarf.data
	grep -q '^\.\.\. ustack: size 1024, offset 0x' ours.txt || fail "dwarf: no ustack line"
	grep -q '^\.\.\.\. AX    0x' ours.txt || fail "dwarf: no register lines"
else
	echo "part skipped: Linux perf could not record --call-graph dwarf here"
fi
# a recording of ours (system wide when it can be: several tasks, the dummy:HG)
sw=
have system-wide && sw=-a
# shellcheck disable=SC2086
"$PERF" record -q $sw -g -o ours.data -e cpu-clock -- "$TESTS_DIR/progs/busy-loop" 50 >/dev/null 2>&1 ||
	fail "perf record $sw -g failed"
compare ours-record report -D -i ours.data
echo "$n dumps equal"
echo ok
