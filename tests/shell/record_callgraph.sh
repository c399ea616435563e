#!/bin/bash
# desc: perf record -g: frame-pointer call chains Linux perf shows as the real call path
. "$(dirname "$0")/lib/record_lib.sh"
need

for opt in -g "--call-graph fp"; do
	# shellcheck disable=SC2086
	$PERF record $opt -o cg.data -- "$PROG" chain 1 2>err.txt || { cat err.txt; fail "record $opt failed"; }
	check_readable cg.data
	$LPERF report --header-only -i cg.data 2>/dev/null | grep -q 'sample_type = .*CALLCHAIN' ||
		fail "$opt: no PERF_SAMPLE_CALLCHAIN in the attr"
	$LPERF report -i cg.data --stdio --no-children --sort symbol 2>/dev/null >rep.txt
	# the callee-first chain under chain_leaf: chain_middle, chain_outer, main, in order
	awk '/\[\.\] chain_leaf/ { on = 1; next }
	     on && /[a-z_]+/ { for (i = 1; i <= NF; i++) if ($i ~ /^[a-z_]+$/ || $i ~ /---/) { gsub("---", "", $i); if ($i != "") print $i } }
	     on && /^$/ { exit }' rep.txt | grep -E '^(chain_middle|chain_outer|main)$' | head -3 | tr '\n' ' ' >path.txt
	echo "path: $(cat path.txt)"
	[ "$(cat path.txt)" = "chain_middle chain_outer main " ] || {
		head -30 rep.txt
		fail "$opt: chain_leaf's call path is not chain_middle <- chain_outer <- main"
	}
	# kernel frames too: the chains hold the PERF_CONTEXT markers Linux perf understands
	$LPERF script -i cg.data 2>/dev/null | grep -q 'chain_outer' || fail "$opt: perf script shows no chain"
done
$PERF record --call-graph dwarf -o x.data -- true 2>err.txt && fail "--call-graph dwarf accepted"
grep -q 'dwarf' err.txt || fail "--call-graph dwarf: no message naming it"

echo "record call graph: ok"
exit 0
