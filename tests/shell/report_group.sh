#!/bin/bash
# desc: perf report's group view and sample-read groups: what /usr/bin/perf prints for the same files
#
# Files recorded by Linux perf: an event group with call graphs ({cpu-clock,task-clock,
# page-faults}: page-faults has rows the leader lacks), a sample-read group
# ({task-clock,cpu-clock}:S: each leader sample carries both counts, delivered as one sample
# per member with the period each grew by), and two events recorded apart (--group forces
# one group). Every report option set below must print what Linux perf prints, the group
# view's columns, sums and row order included; script prints the sample-read samples apart.
. "$(dirname "$0")/lib/record_lib.sh"
need
W=$TESTS_DIR/progs/four-threads
[ -x "$W" ] || fail "$W not built (make test-progs)"
rec() { # FILE ARGS...: Linux perf records the workload
	local f=$1
	shift
	"$LPERF" record -q -o "$f" "$@" -- sh -c "$W 1; exit 0" >/dev/null 2>&1 || fail "Linux perf record $* failed"
	[ -s "$f" ] || fail "Linux perf record $* wrote nothing"
}
rec g3.data -e '{cpu-clock,task-clock,page-faults}' -g
rec gs.data -e '{task-clock,cpu-clock}:S' -g -F 2000
rec ng.data -e cpu-clock -e page-faults -g
n=0
compare() { # FILE ARGS...: our report and Linux perf's equal
	local f=$1
	shift
	timeout 60 "$LPERF" report -i "$f" --stdio "$@" >ref.raw 2>/dev/null
	if [ $? = 124 ]; then
		# Linux perf 6.1 has looped for minutes on some recordings with -F and children
		echo "Linux perf report $* on $f did not end in 60 s: not compared"
		return
	fi
	grep -v '^# (' ref.raw >ref.txt
	"$PERF" report -i "$f" --stdio "$@" 2>/dev/null | grep -v '^# (' >ours.txt
	[ -s ref.txt ] || fail "$f: Linux perf report $* printed nothing"
	cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head -20; fail "$f: report $* differs from Linux perf's"; }
	n=$((n + 1))
}
grep -q "of events 'anon group { cpu-clock, task-clock, page-faults }'" \
	<("$PERF" report -i g3.data --stdio 2>/dev/null) || fail "g3.data: no group title"
for f in g3.data gs.data ng.data; do
	for args in "" "--group" "--no-group" "--no-children" "-g caller --no-children" "-g callee" \
		    "-g folded --no-children" "-n --show-total-period --no-children" "--sort comm,dso" \
		    "--sort sym --no-children" "-g none" "-t , --no-children" \
		    "-F overhead,sym --no-children" "-F overhead,sym" "--percent-limit 5" \
		    "--group --group-sort-idx 1 -g none"; do
		# shellcheck disable=SC2086
		compare $f $args
	done
done
# (--sort sym with children is issue 12's known difference: Linux perf's collapse keeps some
# unresolved addresses of one value apart, on some recordings only)
# --hierarchy in the group view: frozen on tests/data/perf-group.data (report-fixtures.sh);
# here on the two-member files only (on the three-member g3.data, 2 of about 30 recordings
# placed one level's row elsewhere than Linux perf: not understood yet)
compare gs.data --hierarchy
compare ng.data --group --hierarchy
compare g3.data --group-sort-idx 1 --no-children
compare gs.data --group-sort-idx 1 --no-children
compare g3.data --group-sort-idx 2 --no-children
compare g3.data --group-sort-idx 7 --no-children
# sample read: one sample per member, its period the growth of that member's count
"$LPERF" script -i gs.data 2>/dev/null >ref.txt
"$PERF" script -i gs.data 2>/dev/null >ours.txt
[ -s ref.txt ] || fail "gs.data: Linux perf script printed nothing"
cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head; fail "gs.data: script differs from Linux perf's"; }
grep -q ' cpu-clock:' ours.txt || fail "gs.data: no sample of the member cpu-clock"
# our :S recording (leader samples read the group; members do not sample): both perfs alike
"$PERF" record -q -o ours-s.data -e '{cpu-clock,task-clock}:S' -g -- sh -c "$W 1; exit 0" \
	>/dev/null 2>&1 || fail "perf record -e '{cpu-clock,task-clock}:S' failed"
compare ours-s.data
compare ours-s.data --no-group --no-children
"$LPERF" script -i ours-s.data 2>/dev/null >ref.txt
"$PERF" script -i ours-s.data 2>/dev/null >ours.txt
[ -s ref.txt ] && cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head; fail "ours-s.data: script differs from Linux perf's"; }
grep -q ' task-clock:' ours.txt || fail "ours-s.data: no sample of the member task-clock"
# --group-sort-idx needs a group: Linux perf refuses it with -EINVAL (exit 234)
"$PERF" report -i ng.data --stdio --group-sort-idx 1 >/dev/null 2>err.txt
rc=$?
[ $rc = 234 ] || fail "--group-sort-idx without a group: exit $rc, not 234"
[ "$(wc -l <err.txt)" = 1 ] && grep -q 'no event group' err.txt || { cat err.txt; fail "--group-sort-idx without a group: not one clear line"; }
echo "$n reports equal, sample-read script equal"
