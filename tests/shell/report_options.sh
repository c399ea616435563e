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
# the same rows at the same depths (siblings: ours in pid order; Linux perf's order follows
# its thread table, which differs from run to run)
diff <(sort lt.txt) <(sort ot.txt) || fail "--tasks rows differ from Linux perf's"
# every row below its parent: a row of depth d follows a row of depth d-1 whose tid is its ppid
awk -F'|' 'NR > 1 { d = match($2, /[^ ]/) - 1; split($1, f, " "); seen[d] = f[2]
	if (d > 0 && seen[d - 1] != f[3]) { print "misplaced: " $0; bad = 1 } }
	END { exit bad }' ot.txt || fail "--tasks: a task not under its parent"
$PERF report -i t.data --task | diff - ot.txt || fail "--task is not --tasks"

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
