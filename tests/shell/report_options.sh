#!/bin/bash
# desc: perf report --tasks, -T, --symbol-filter, --header-only -I as Linux perf prints them
. "$(dirname "$0")/lib/record_lib.sh"
need

$PERF record -e task-clock -o t.data -- sh -c "\"$PROG\" hot 0.3; \"$PROG\" threads 2 0.2 >/dev/null; true" \
	>/dev/null 2>err.txt || { cat err.txt; fail "record failed"; }

# --- --tasks: the task tree (and --task, its unique prefix, as scripts write it)
$LPERF report -i t.data --tasks >lt.txt 2>/dev/null
$PERF report -i t.data --tasks >ot.txt 2>err.txt || { cat err.txt; fail "report --tasks failed"; }
cat ot.txt
grep -q '^#      pid      tid     ppid  comm$' ot.txt || fail "--tasks: no header line"
grep -q '| *record_prog$' ot.txt || fail "--tasks: record_prog is not listed"
# the same rows in the same order: Linux perf 6.1 lists roots and siblings in the order of its
# thread table (by the tid's low byte, then the tid)
diff lt.txt ot.txt || fail "--tasks differs from Linux perf's"
# every row below its parent: a row of depth d follows a row of depth d-1 whose tid is its ppid
awk -F'|' 'NR > 1 { d = match($2, /[^ ]/) - 1; split($1, f, " "); seen[d] = f[2]
	if (d > 0 && seen[d - 1] != f[3]) { print "misplaced: " $0; bad = 1 } }
	END { exit bad }' ot.txt || fail "--tasks: a task not under its parent"
$PERF report -i t.data --task | diff - ot.txt || fail "--task is not --tasks"

# a workload whose pids straddle a multiple of 256 (the pid counter set just below one, where
# root can), and a system-wide recording: tasks with ppid 0 sit under the idle task
if [ -w /proc/sys/kernel/ns_last_pid ]; then
	for try in 1 2 3; do
		last=$(cat /proc/sys/kernel/ns_last_pid)
		echo $(((last / 256 + 2) * 256 - 3)) >/proc/sys/kernel/ns_last_pid
		$PERF record -a -e task-clock -o b.data -- \
			sh -c "for i in 1 2 3 4; do \"$PROG\" hot 0.05 & done; wait" >/dev/null 2>err.txt ||
			{ cat err.txt; fail "record -a failed"; }
		$PERF report -i b.data --tasks >ob.txt 2>err.txt || { cat err.txt; fail "report --tasks -a"; }
		# the workload's record_prog tasks: some in the last buckets, some in the first
		awk '/record_prog$/ { b = $2 % 256; if (b >= 250) hi = 1; if (b < 8) lo = 1 }
			END { exit !(hi && lo) }' ob.txt && break
	done
	$LPERF report -i b.data --tasks >lb.txt 2>/dev/null
	# a task the file knows only by an MMAP of its, not its COMM or FORK (one that started as
	# record did, a JIT runtime's anonymous map): ours lists it as ":PID", Linux perf 6.1
	# does not (why not is open); such rows are left out of the comparison
	unnamed='^ *[0-9]+ +[0-9]+ +-1 \| *:[0-9]+$'
	diff <(grep -Ev "$unnamed" lb.txt) <(grep -Ev "$unnamed" ob.txt) ||
		fail "--tasks of a system-wide recording across a pid wrap differs"
	grep -q '^ *1 *1 *0 | ' ob.txt || fail "--tasks -a: pid 1 is not under the idle task"
fi

# --- --symbol-filter: only the symbols whose name contains the string
$LPERF report -i t.data --stdio -q --symbol-filter=hot_ 2>/dev/null >lf.txt
$PERF report -i t.data --stdio -q --symbol-filter=hot_ 2>/dev/null >of.txt
cat of.txt
[ "$(grep -c 'hot_[abc]' of.txt)" = 3 ] || fail "--symbol-filter=hot_: not the 3 hot_ functions"
grep -v 'hot_' of.txt | grep -q . && fail "--symbol-filter=hot_ kept other symbols"
diff <(awk '{ print $1, $NF }' lf.txt) <(awk '{ print $1, $NF }' of.txt) ||
	fail "--symbol-filter rows or percentages differ from Linux perf's"

# --- --stats (Linux perf's name) and --stat (its prefix): the record counts
$PERF report -i t.data --stats >st1.txt 2>/dev/null || fail "report --stats failed"
grep -q 'TOTAL events:' st1.txt || fail "report --stats: no TOTAL events"
$PERF report -i t.data --stat 2>/dev/null | diff - st1.txt || fail "--stat is not --stats"

# --- -T without READ records (no record -s): the report, then the table's header alone, as Linux perf
$PERF report -i t.data --stdio -T 2>/dev/null | tail -1 >ot.txt
$LPERF report -i t.data --stdio -T 2>/dev/null | tail -1 >lt.txt
grep -qx '# PID  TID' lt.txt || fail "Linux perf's -T ends otherwise: $(cat lt.txt)"
cmp -s lt.txt ot.txt || fail "-T without READ records ends with '$(cat ot.txt)', Linux perf's with '$(cat lt.txt)'"

# --- -I: the header's details instead of "use -I to display"
$PERF report -i t.data --header-only >h.txt 2>&1 || fail "report --header-only failed"
$PERF report -i t.data --header-only -I >hi.txt 2>&1 || fail "report --header-only -I failed"
grep -q 'CPU_TOPOLOGY info available, use -I to display' h.txt || fail "no 'use -I to display' without -I"
grep -q 'use -I to display' hi.txt && fail "-I still says 'use -I to display'"
grep -q '^# sibling threads' hi.txt || fail "-I shows no CPU topology"
grep -q '^# sibling threads' h.txt && fail "the CPU topology without -I"
$PERF report -h 2>&1 | grep -q -- '-I, --show-info' || fail "report -h has no -I"
exit 0
