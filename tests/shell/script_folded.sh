#!/bin/bash
# desc: perf script's call chains fold to the same stacks as Linux perf's (stackcollapse-perf.pl's rule, and Linux perf's own stackcollapse.py); perf script report stackcollapse as Linux perf's
#
# FlameGraph's stackcollapse-perf.pl is not packaged in Debian 12; its rule is implemented
# in awk (lib/fold.sh) and applied to both perfs' `perf script` output of the
# call-graph fixtures. With py=1 the same folder follows Linux perf's stackcollapse.py
# (unknown symbols stay [unknown], spaces of the comm become '_'): its output on Linux perf's
# script output must be what `/usr/bin/perf script report stackcollapse` prints, which
# checks the folder against Linux perf's own collapser where that one runs. Our built-in
# `perf script report stackcollapse` must print what Linux perf's does, with each option.
. "$(dirname "$0")/lib/record_lib.sh"
. "$(dirname "$0")/lib/fold.sh"
need
data=$TESTS_DIR/data
fixture_symbols

n=0
# not perf-burn-2ev-g: Linux perf 6.1 leaves the frames of /tmp/perf-data-fixtures/burn
# [unknown] even when that file (same build-id) is there, and we name them (burn_a)
for b in system-g cxx-g cpu-g; do
	f=$data/$b.data
	"$LPERF" script -i "$f" 2>/dev/null | fold >ref.txt
	"$PERF" script -i "$f" 2>/dev/null | fold >ours.txt
	[ -s ref.txt ] || fail "$b: no folded stacks from Linux perf's script output"
	grep -q ';.*;' ref.txt || fail "$b: Linux perf's stacks have no depth"
	cmp -s ref.txt ours.txt || {
		diff ref.txt ours.txt | head -20
		fail "$b: folded stacks of perf script differ from Linux perf's"
	}
	n=$((n + 1))
	# the folder against Linux perf's own collapser (it needs Linux perf's python)
	if "$LPERF" script report stackcollapse -i "$f" >py.txt 2>/dev/null && [ -s py.txt ]; then
		LC_ALL=C sort py.txt >py.sorted
		"$LPERF" script -i "$f" 2>/dev/null | fold 1 >awk-py.txt
		cmp -s py.sorted awk-py.txt || {
			diff py.sorted awk-py.txt | head -10
			fail "$b: the awk folder (py=1) and Linux perf's stackcollapse.py disagree"
		}
		"$PERF" script -i "$f" 2>/dev/null | fold 1 >ours-py.txt
		cmp -s py.sorted ours-py.txt || fail "$b: our script output folds unlike stackcollapse.py's"
	else
		echo "part skipped: $b: /usr/bin/perf script report stackcollapse did not run"
	fi
done
# our built-in stackcollapse, with each of its options (cpu.data: samples without chains)
if "$LPERF" script report stackcollapse -i "$data/cpu-g.data" >/dev/null 2>&1; then
	for b in system-g cxx-g cpu-g cpu; do
		f=$data/$b.data
		for o in "" "--include-pid" "--include-tid" "--include-pid --include-tid" "--no-comm" \
			 "--kernel" "--tidy-java"; do
			# shellcheck disable=SC2086
			"$LPERF" script report stackcollapse -i "$f" -- $o >py.txt 2>/dev/null
			# shellcheck disable=SC2086
			"$PERF" script report stackcollapse -i "$f" -- $o >ours-sc.txt 2>/dev/null
			[ -s py.txt ] || fail "$b: Linux perf's stackcollapse $o printed nothing"
			cmp -s py.txt ours-sc.txt || {
				diff py.txt ours-sc.txt | head
				fail "$b: perf script report stackcollapse $o differs from Linux perf's"
			}
			n=$((n + 1))
		done
	done
else
	echo "part skipped: /usr/bin/perf script report stackcollapse did not run"
fi
echo "$n outputs equal"
# the options stackcollapse.py refuses
"$PERF" script report stackcollapse -i "$data/cpu-g.data" -- --no-comm --include-pid \
	>/dev/null 2>&1 && fail "--no-comm --include-pid accepted"
"$PERF" script report stackcollapse -i "$data/cpu-g.data" -- --bogus >/dev/null 2>&1 &&
	fail "--bogus accepted"
echo ok
