#!/bin/bash
# desc: record -g, report -s dso,sym -g caller (and callee, --children, -G, --percent-limit), by both perfs, as Linux perf
#
# Someone records call graphs of record_prog chain and reads them several ways: by DSO and
# symbol, caller first (-g caller), callee first, with and without the children column,
# -G (caller-based graphs, as -g caller with children), and only the big entries. Each perf records;
# both perfs report each recording and must print the same text (Linux perf's random tip
# aside); in each recording the graph caller first goes main -> chain_outer -> chain_middle
# -> chain_leaf.
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need

for side in linux ours; do
	"$(perf_of $side)" record -q -g -F 1000 -o $side.data -- "$PROG" chain 0.5 >/dev/null 2>&1 ||
		fail "$side: record -g failed"
	for opts in "-s dso,sym -g caller" "-s dso,sym -g callee --no-children" "-s dso,sym -G" \
		"-s sym -g caller --percent-limit 5"; do
		for reader in linux ours; do
			# shellcheck disable=SC2086
			"$(perf_of $reader)" report --stdio $opts -i $side.data 2>/dev/null | strip_tips >rep.$reader
		done
		differ_files "report $opts of $side's recording" rep.ours rep.linux
	done
	"$PERF" report --stdio -s sym -g caller --no-children -i $side.data 2>/dev/null |
		grep -A8 'chain_leaf *$' | grep -q -- '---.*main' ||
		{ "$PERF" report --stdio -s sym -g caller --no-children -i $side.data | head -30
		  fail "$side's recording: the caller-first graph of chain_leaf does not start at main"; }
done
finish "call graph reports"
