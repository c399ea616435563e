#!/bin/bash
# desc: record -g, perf script | stackcollapse-style folding (a flame graph's input), perf report -g folded, as Linux perf
#
# Someone makes a flame graph: `perf record -g`, `perf script | stackcollapse-perf.pl`
# (FlameGraph's rule, tests/shell/lib/fold.sh) and, without FlameGraph, `perf report -g
# folded`. Each perf records record_prog chain (main -> chain_outer -> chain_middle ->
# chain_leaf); each recording's script output is folded from both perfs' script, and must
# fold to the same stacks with the same counts; report -g folded prints the same lines
# with both. Across the recordings, the hottest stack is the same (nearly all of the
# 1000-odd samples: no spread can change it).
. "$TESTS_DIR/scenarios/lib/scenario.sh"
. "$TESTS_DIR/shell/lib/fold.sh"
need

for side in linux ours; do
	"$(perf_of $side)" record -q -g -F 1000 -o $side.data -- "$PROG" chain 0.5 >/dev/null 2>&1 ||
		fail "$side: record -g failed"
	for reader in linux ours; do
		"$(perf_of $reader)" script -i $side.data 2>/dev/null | fold >folded.$reader
		"$(perf_of $reader)" report --stdio -g folded --no-children -q -i $side.data 2>/dev/null |
			strip_tips >report-folded.$reader
	done
	grep -q 'chain_outer;chain_middle;chain_leaf' folded.ours ||
		{ head folded.ours; fail "$side's recording: no chain_outer;chain_middle;chain_leaf stack"; }
	differ_files "perf script | fold of $side's recording" folded.ours folded.linux
	differ_files "perf report -g folded of $side's recording" report-folded.ours report-folded.linux
	sort -k2 -n -r folded.ours | head -1 | sed 's/ [0-9]*$//' >top.$side
done
differ_files "the hottest stack of each recording" top.ours top.linux
finish "flame graph input"
