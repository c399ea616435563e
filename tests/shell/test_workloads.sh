#!/bin/bash
# desc: perf test -w NAME: Linux perf's test workloads (noploop, thloop, leafloop, sqrtloop, brstack, datasym)
. "$(dirname "$0")/lib/record_lib.sh"
need

# each timed one lasts its SECONDS (default 1) and exits 0
for w in noploop thloop leafloop sqrtloop; do
	s=$(date +%s.%N)
	$PERF test -w $w 1 || fail "perf test -w $w failed"
	e=$(date +%s.%N)
	awk -v s="$s" -v e="$e" 'BEGIN { d = e - s; exit !(d > 0.9 && d < 5) }' ||
		fail "perf test -w $w 1 did not last about a second"
done
$PERF test -w brstack || fail "perf test -w brstack failed"
$PERF test -w nosuch 2>err.txt && fail "an unknown workload ran"
grep -qx 'No workload found: nosuch' err.txt || fail "unknown workload: $(cat err.txt)"

# thloop: two threads; datasym runs until killed
$PERF test -w thloop 2 &
p=$!
BG_PIDS="$p"
wait_for "[ \$(task_count $p) = 2 ]" 5 || fail "thloop does not have 2 threads"
wait $p || fail "thloop 2 failed"
$PERF test -w datasym &
p=$!
BG_PIDS="$p"
sleep 0.5
kill -0 $p 2>/dev/null || fail "datasym ended by itself"
kill $p

# leafloop: the samples in leaf, called from parent (frame-pointer call graph), read by Linux perf
$PERF record -g -e cpu-clock -o leaf.data -- $PERF test -w leafloop 1 >/dev/null 2>&1 || fail "record of leafloop failed"
$LPERF report -i leaf.data --stdio --no-children -q -g caller,0.5,callee --sort sym 2>/dev/null >leaf.txt
head -1 leaf.txt | grep -q '\] leaf$' || { head -20 leaf.txt; fail "leafloop: leaf is not the top symbol"; }
$LPERF script -i leaf.data -F ip,sym 2>/dev/null | grep -A1 -m1 ' leaf$' | grep -q ' parent$' ||
	fail "leafloop: leaf's caller is not parent in the call chains"
exit 0
