#!/bin/bash
# desc: perf evlist: names, -F, -v, -g, --trace-fields of Linux perf's files and ours, as Linux perf lists them
#
# Every fixture of tests/data (Linux perf's recordings: groups, tracepoints, breakpoints,
# period terms, -a's dummy:HG, the other byte order) and files our record writes with the
# attrs -v must spell out (dwarf registers, wakeups, clockid, breakpoints), under each
# option and the combinations Linux perf joins.
. "$TESTS_DIR/shell/lib/parity_tmp.sh"

n=0
files=("$TESTS_DIR"/data/*.data)
"$PERF" record -q --call-graph dwarf -I -k mono --no-buffering -o dwarf.data -- true 2>/dev/null ||
	{ echo "FAIL: record dwarf"; exit 1; }
"$PERF" record -q -e '{cpu-clock,task-clock}' --switch-events -o group.data -- true 2>/dev/null ||
	{ echo "FAIL: record a group"; exit 1; }
files+=(dwarf.data group.data)
for f in "${files[@]}"; do
	for o in "" "-v" "-F" "-g" "--trace-fields" "-v -F" "-F --trace-fields" "-v --trace-fields"; do
		# shellcheck disable=SC2086
		"$REF" evlist -i "$f" $o >ref.out 2>/dev/null
		# shellcheck disable=SC2086
		"$PERF" evlist -i "$f" $o >our.out 2>/dev/null
		if ! cmp -s ref.out our.out; then
			echo "FAIL: evlist $o of ${f##*/} differs from Linux perf's:"
			diff ref.out our.out | head -6
			fail=1
		fi
		n=$((n + 1))
	done
done
# what the comparisons compared
"$PERF" evlist -g -i group.data | grep -qx '{cpu-clock,task-clock}' || { echo "FAIL: -g shows no group"; fail=1; }
"$PERF" evlist -v -i dwarf.data | grep -q 'sample_regs_user: 0xff0fff, sample_stack_user: 8192, clockid: 1' ||
	{ echo "FAIL: -v lacks the dwarf attrs"; fail=1; }
"$PERF" evlist --trace-fields -i "$TESTS_DIR/data/tp.data" | grep -q 'sched:sched_process_exit: trace_fields: comm,pid,prio' ||
	{ echo "FAIL: --trace-fields lists no fields"; fail=1; }
# errors: one line, non-zero
"$PERF" evlist -i nosuch.data >out 2>err && { echo "FAIL: a missing file listed"; fail=1; }
[ "$(wc -l <err)" = 1 ] || { cat err; echo "FAIL: a missing file: not one line"; fail=1; }
"$PERF" evlist -g -v -i group.data >out 2>err && { echo "FAIL: -g -v accepted"; fail=1; }
[ "$(wc -l <err)" = 1 ] || { cat err; echo "FAIL: -g -v: not one line"; fail=1; }
echo "$n listings equal to Linux perf's"
exit $fail
