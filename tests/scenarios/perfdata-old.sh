#!/bin/bash
# desc: record twice in one directory (perf.data.old), perf diff without arguments, a failed start, as Linux perf
#
# Someone records `record_prog hot`, then `record_prog chain`, then looks at what changed
# with a bare `perf diff` (perf.data.old against perf.data) and a bare `perf report`, then
# records a third time. Each perf does it in its own directory; compared: the files there
# after each step and which recording each holds (its command line), the diff (both perfs
# reading the same pair: the same rows) and the report. A start that fails (no such
# command) is the documented difference: Linux perf has already moved perf.data to
# perf.data.old and left a new, empty session; ours leaves both files as they were (README,
# perf record).
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need

# state: the files of the directory and the workload each was recorded from
state() {
	for f in $(ls -A | sort); do
		echo "$f: $("$LPERF" report --header-only -i "$f" 2>/dev/null |
			sed -n 's/^# cmdline : .* -- \(.*[^ ]\) *$/\1/p' | sed "s|$PROG|PROG|")"
	done
}

for side in linux ours; do
	P=$(perf_of $side)
	mkdir $side && cd $side || fail "mkdir"
	{
		"$P" record -q -F 1000 -- "$PROG" hot 0.3 >/dev/null 2>&1
		echo "first record: exit $?"
		state
		"$P" record -q -F 1000 -- "$PROG" chain 0.3 >/dev/null 2>&1
		echo "second record: exit $?"
		state
		"$P" report --stdio --sort sym 2>/dev/null | strip_tips | grep -m1 '%' | awk '{ print "report:", $NF }'
		"$P" record -q -F 1000 -- "$PROG" hot 0.2 >/dev/null 2>&1
		echo "third record: exit $?"
		state
	} >../$side.txt
	"$P" record -q -F 1000 -- ./no-such-command >/dev/null 2>&1
	state >../$side.failed
	cd .. || fail "cd"
done
differ_files "record, record, report, record" ours.txt linux.txt

# perf diff with no arguments: perf.data.old (hot) against perf.data (chain), ours' files
cd ours || fail "cd"
"$PERF" record -q -F 1000 -- "$PROG" chain 0.3 >/dev/null 2>&1
"$PERF" diff 2>/dev/null | strip_tips >../diff.ours
"$LPERF" diff 2>/dev/null | strip_tips >../diff.linux
cd .. || fail "cd"
grep -q hot_a diff.ours && grep -q chain_leaf diff.ours || { cat diff.ours; fail "perf diff: not hot_a and chain_leaf"; }
differ_files "perf diff (perf.data.old perf.data)" diff.ours diff.linux

# the failed start: ours leaves the directory as it was
cat ours.failed
grep -q '^perf.data: PROG hot 0.2$' ours.failed && grep -q '^perf.data.old: PROG chain 0.3$' ours.failed ||
	fail "a failed start changed perf.data or perf.data.old"
finish "perf.data.old"
