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
	# (a branch line is "--97.86%--chain_middle": a sample in chain_leaf's prologue, before
	# its frame pointer is set, skips chain_middle and makes a second branch)
	awk '/\[\.\] chain_leaf/ { on = 1; next }
	     on && /[a-z_]+/ { for (i = 1; i <= NF; i++) { sub(/^[|]?-*([0-9.]+%--)?/, "", $i); if ($i ~ /^[a-z_]+$/) print $i } }
	     on && /^$/ { exit }' rep.txt | grep -E '^(chain_middle|chain_outer|main)$' | head -3 | tr '\n' ' ' >path.txt
	echo "path: $(cat path.txt)"
	[ "$(cat path.txt)" = "chain_middle chain_outer main " ] || {
		head -30 rep.txt
		fail "$opt: chain_leaf's call path is not chain_middle <- chain_outer <- main"
	}
	# kernel frames too: the chains hold the PERF_CONTEXT markers Linux perf understands
	$LPERF script -i cg.data 2>/dev/null | grep -q 'chain_outer' || fail "$opt: perf script shows no chain"
done
# lbr needs hardware this machine lacks: one line naming it, non-zero exit
$PERF record --call-graph lbr -o x.data -- true 2>err.txt && fail "--call-graph lbr accepted"
[ "$(wc -l <err.txt)" = 1 ] && grep -q "^perf record: --call-graph 'lbr'" err.txt ||
	{ cat err.txt; fail "--call-graph lbr: not one line naming it"; }

# dwarf: the attr Linux perf sets (its registers, the stack size rounded up to 8)
for spec in "dwarf 8192" "dwarf,100 104" "dwarf,65528 65528" "dwarf,8 8"; do
	set -- $spec
	$PERF record -e cpu-clock --call-graph "$1" -o dw.data -- true 2>err.txt ||
		{ cat err.txt; fail "record --call-graph $1 failed"; }
	$LPERF evlist -v -i dw.data 2>/dev/null >ev.txt
	grep -q "sample_stack_user: $2\b" ev.txt || { cat ev.txt; fail "$1: stack size not $2"; }
	grep -q 'sample_regs_user: 0xff0fff' ev.txt || { cat ev.txt; fail "$1: regs mask"; }
	grep -q 'exclude_callchain_user: 1' ev.txt || { cat ev.txt; fail "$1: user chain not excluded"; }
	grep -q 'REGS_USER|STACK_USER' ev.txt || { cat ev.txt; fail "$1: sample_type"; }
done
for bad in dwarf,0 dwarf,65529 dwarf,x foo; do
	$PERF record -e cpu-clock --call-graph $bad -o x.data -- true 2>err.txt &&
		fail "--call-graph $bad accepted"
	grep -q "$bad" err.txt || { cat err.txt; fail "--call-graph $bad: no message naming it"; }
done
$PERF record -e cpu-clock --user-regs=ip,SP -o ur.data -- true 2>err.txt || { cat err.txt; fail "--user-regs"; }
$LPERF evlist -v -i ur.data 2>/dev/null | grep -q 'sample_regs_user: 0x180' || fail "--user-regs=ip,SP: mask not 0x180"

echo "record call graph: ok"
exit 0
