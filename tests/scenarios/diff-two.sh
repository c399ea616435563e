#!/bin/bash
# desc: perf diff of a before/after pair of recordings (delta, ratio, wdiff, -s sym), by both perfs, as Linux perf
#
# Someone records a program before and after a change (record_prog hot, then record_prog
# chain: hot_a..c gone, chain_leaf new) and compares the two with perf diff, as is and with
# -c ratio, -c wdiff:1,1, -s sym and --order 1. Each perf records its pair; each pair is
# diffed by both perfs, which must print the same rows; the two pairs must show the same
# functions appearing and disappearing.
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need

for side in linux ours; do
	W=$(perf_of $side)
	"$W" record -q -F 1000 -o before.$side.data -- "$PROG" hot 0.3 >/dev/null 2>&1 ||
		fail "$side: record failed"
	"$W" record -q -F 1000 -o after.$side.data -- "$PROG" chain 0.3 >/dev/null 2>&1 ||
		fail "$side: record failed"
	for opts in "" "-c ratio" "-c wdiff:1,1" "-s sym" "--order 1"; do
		for reader in linux ours; do
			# shellcheck disable=SC2086
			"$(perf_of $reader)" diff $opts before.$side.data after.$side.data 2>/dev/null |
				strip_tips >diff.$reader
		done
		grep -q '%' diff.ours || fail "perf diff $opts: no rows"
		differ_files "perf diff $opts of $side's recordings" diff.ours diff.linux
	done
	# which functions the pair shows: in the baseline only (no delta), in the new one only;
	# those with 1% or more (a function hit once in 0.3 s, chain_done, is there or not by luck)
	"$LPERF" diff -s sym before.$side.data after.$side.data 2>/dev/null | strip_tips |
		awk '/%/ {
			m = 0
			for (i = 1; i < NF; i++)
				if ($i ~ /%$/) { v = $i; gsub(/[-+%]/, "", v); if (v + 0 > m) m = v + 0 }
			if (m >= 1)
				print ($2 ~ /%/ ? "both" : "one"), $NF
		}' | grep -E 'hot_|chain_' | sort >shape.$side
done
cat shape.ours
differ_files "the functions before and after" shape.ours shape.linux
finish "perf diff"
