#!/bin/bash
# desc: perf top --call-graph dwarf: live user stacks through libc's qsort, unwound as report does
#
# tests/progs/dwarf_qsort spends its time in cmp_slow, a callback of libc's qsort (Debian's
# libc has no frame pointers). perf top --call-graph dwarf,SIZE,folded -p on it must show
# cmp_slow first, and every chain shown under it must go cmp_slow <- msort_with_tmp... <-
# qsort <- sort_many <- main (callee first: --no-children), covering most of its samples.
# Sizes out of Linux perf's range and modes this machine lacks are refused in one line.
. "$(dirname "$0")/lib/record_lib.sh"
Q=$TESTS_DIR/progs/dwarf_qsort
[ -x "$Q" ] || fail "$Q not built (make test-progs)"

"$Q" 60 >/dev/null &
pid=$!
BG_PIDS="$pid"

"$PERF" top --stdio -p $pid --call-graph dwarf,4096,folded --no-children -d 1 --refreshes 2 -E 1 \
	>t.txt 2>t.err || { cat t.err; fail "perf top --call-graph dwarf failed"; }
[ "$(grep -c 'PerfTop:' t.txt)" = 2 ] || { cat t.txt; fail "not 2 refreshes"; }
# the second refresh: its first entry and the folded chains under it
awk '/PerfTop:/ { r++ } r == 2' t.txt >last.txt
grep -m1 -E '^ +[0-9.]+%' last.txt | grep -q '\[\.\] cmp_slow$' ||
	{ cat last.txt; fail "cmp_slow is not the first entry"; }
grep -E '^[0-9.]+% ' last.txt >chains.txt
[ -s chains.txt ] || { cat last.txt; fail "no call chains under cmp_slow"; }
re='^[0-9.]+% cmp_slow(;msort_with_tmp[^;]*)+;[^;]*qsort[^;]*;sort_many;main;'
grep -vE "$re" chains.txt && { cat last.txt; fail "a chain of cmp_slow does not go through qsort, sort_many and main"; }
sum=$(awk '{ s += $1 } END { printf "%d", s }' chains.txt)
echo "$(wc -l <chains.txt) chains through qsort, sort_many and main: $sum% of cmp_slow's samples"
[ "$sum" -ge 80 ] || { cat last.txt; fail "the chains shown cover only $sum% of cmp_slow's samples"; }

# the size is checked as record checks it; lbr is not on this machine
"$PERF" top --stdio -p $pid --call-graph dwarf,70000 --refreshes 1 >/dev/null 2>big.err &&
	fail "--call-graph dwarf,70000 was accepted"
grep -q "^perf top: --call-graph: 'dwarf,70000': the stack dump size must be 8 to 65528" big.err ||
	{ cat big.err; fail "dwarf,70000: not the size error"; }
"$PERF" top --stdio -p $pid --call-graph lbr --refreshes 1 >/dev/null 2>lbr.err &&
	fail "--call-graph lbr was accepted"
grep -q "^perf top: --call-graph: 'lbr': lbr needs" lbr.err || { cat lbr.err; fail "lbr: no clear error"; }
"$PERF" top -h 2>&1 | grep -q 'dwarf\[,SIZE\]' || fail "perf top -h does not mention dwarf[,SIZE]"
exit 0
