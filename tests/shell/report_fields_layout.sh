#!/bin/bash
# desc: perf report -F and -g none on call-graph data: columns, titles and row order as Linux perf; --sort comm says nothing of missing symbols
#
# Issue 12 item 8. On a file with call chains: -F's columns sort the rows in -F's order
# (--sort's keys alone when both are given, -F's keys grouping after them); an "overhead"
# that -F names is titled Overhead, never Self; -g none hides the graphs but keeps the
# Children column.
. "$(dirname "$0")/lib/record_lib.sh"
need
$LPERF record -q -g -e cpu-clock -F 999 -o chain.data -- "$PROG" chain 0.3 >/dev/null 2>&1 ||
	fail "Linux perf record -g failed"
while read -r args; do
	# shellcheck disable=SC2086
	$LPERF report -i chain.data --stdio $args 2>/dev/null | grep -v '^# (' >ref.txt
	# shellcheck disable=SC2086
	$PERF report -i chain.data --stdio $args 2>/dev/null | grep -v '^# (' >ours.txt
	cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head -20; fail "report $args differs from Linux perf's"; }
done <<'CASES'
-F overhead,sym
-F overhead,sym --no-children
-F overhead,sym -g none
-F sym,overhead
-F overhead,overhead_children,sym
-F overhead_children,sym
-F overhead,sample,period,sym -g none
-F sym,dso --sort dso
-F overhead,dso --sort sym
-F overhead,comm --sort sym -g none
-g none
--sort dso -g none
-g none --no-children
CASES
# --sort comm: no row shows a symbol, so no line about missing ones (the fixture's libc and
# kernel have none under --symfs); with symbols in the rows they are said
data=$TESTS_DIR/data
$PERF report -i "$data/cpu.data" --symfs "$data/symfs" --stdio --sort comm >/dev/null 2>err.txt
[ -s err.txt ] && { cat err.txt; fail "report --sort comm printed messages"; }
$PERF report -i "$data/cpu.data" --symfs "$data/symfs" --stdio --sort comm,dso,sym >/dev/null 2>err.txt
grep -q "continuing without symbols" err.txt || { cat err.txt; fail "report --sort sym: no word of the missing symbols"; }
echo ok
