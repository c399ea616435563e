#!/bin/bash
# desc: an ordinary user: stat refuses what the paranoid level forbids, record falls back to user space and says so, no :k count; perf.data of another user refused unless -f
# lock: all
. "$(dirname "$0")/lib/security_lib.sh"
PROG=$TESTS_DIR/progs/record_prog
[ -x "$PROG" ] || fail "$PROG not built (make test-progs)"
make_user || skip "$WHY"
mkdir -p other
chown "$OTHER" other
cd other || fail "cd"

# --- stat at perf_event_paranoid 2 (Debian's default; restored on exit when changed)
set_paranoid 2
refused() { # WHAT CMD...: non-zero, one line naming the paranoid level, no counts
	local what=$1
	shift
	as_other "$PERF" "$@" >out.txt 2>err.txt
	rc=$?
	echo "$what: exit $rc: $(cat err.txt)"
	# Linux perf's status for an event it may not open
	[ $rc = 255 ] || fail "$what: exit $rc, Linux perf's is 255"
	grep -q "not supported\|not counted" out.txt err.txt && fail "$what: printed rows"
	grep -q "Performance counter stats" out.txt err.txt && fail "$what: printed a result"
	[ "$(wc -l <err.txt)" = 1 ] || fail "$what: not one line"
	return 0
}
refused "stat -a" stat -a -- true
grep -q "perf_event_paranoid is 2.*system-wide" err.txt || fail "stat -a: the reason is not the paranoid level"
refused "stat -p 1" stat -p 1 -- sleep 0.1
refused "stat -e cpu-clock:k" stat -e cpu-clock:k -- true
grep -q "cpu-clock:k.*kernel" err.txt || fail "stat -e cpu-clock:k: the reason is not the kernel"
refused "stat -e task-clock:k" stat -e task-clock:k -a -- true
# Linux perf refuses the same
as_other "$LPERF" stat -e cpu-clock:k -- true >/dev/null 2>&1 && fail "Linux perf counts cpu-clock:k here: the test's premise is wrong"
# what is allowed still works, named for what it counts
as_other "$PERF" stat -e cpu-clock -- "$PROG" hot 0.05 >out.txt 2>err.txt || { cat err.txt; fail "stat -e cpu-clock failed"; }
grep -q "cpu-clock:u" err.txt || { cat err.txt; fail "stat -e cpu-clock: not named cpu-clock:u"; }
as_other "$PERF" stat -e cpu-clock:u -- true >out.txt 2>err.txt || { cat err.txt; fail "stat -e cpu-clock:u failed"; }
# named so from the start, as Linux perf names them, those this machine cannot count too
# (<not supported> cycles:u where there is no PMU): the names of -x, output, side by side
names() { sed -n 's/^[^,]*,[^,]*,\([^,]*\),.*/\1/p' "$1" | paste -sd' '; }
evs=cycles,instructions,cpu-clock,page-faults,cycles:G,instructions:u
as_other "$PERF" stat -x, -e $evs -- true >out.txt 2>err.txt || { cat err.txt; fail "stat -e $evs failed"; }
as_other "$LPERF" stat -x, -e $evs -- true >out.txt 2>ref.txt || { cat ref.txt; fail "Linux perf stat -e $evs failed"; }
[ "$(names err.txt)" = "$(names ref.txt)" ] || fail "stat -e $evs: names '$(names err.txt)', Linux perf's '$(names ref.txt)'"

# --- record at the same level: user space only, said in one line; :k refused
as_other "$PERF" record -o u.data -- "$PROG" hot 0.1 >out.txt 2>err.txt || { cat err.txt; fail "record as a user failed"; }
# the default event as Linux perf 6.1 names it there: user space only from the start (:u, the
# hypervisor not excluded: h), the highest precise level (ppp)
grep -q "perf_event_paranoid is 2: user space only (cpu-clock:uhppp)" err.txt || { cat err.txt; fail "record: no line saying it fell back to user space"; }
as_other "$PERF" report --stdio -i u.data 2>/dev/null | grep -q "of event 'cpu-clock:uhppp'" || fail "record: the event is not cpu-clock:uhppp"
as_other "$PERF" record -q -o k.data -e cpu-clock:k -- true >out.txt 2>err.txt
rc=$?
[ $rc = 255 ] || fail "record -e cpu-clock:k as a user: exit $rc, Linux perf's is 255"
grep -q "perf_event_paranoid is 2" err.txt || { cat err.txt; fail "record -e cpu-clock:k: the reason is not the paranoid level"; }
as_other "$PERF" top -a --stdio -d 1 </dev/null >out.txt 2>err.txt
rc=$?
[ $rc = 255 ] || fail "top -a as a user: exit $rc, Linux perf's is 255 ($(cat err.txt))"

# --- tracefs mounted but closed to the user: the error says so, not "not mounted"
if [ -d /sys/kernel/tracing/events ] && ! as_other test -r /sys/kernel/tracing/events; then
	as_other "$PERF" stat -e sched:sched_switch -- true >out.txt 2>err.txt && fail "tracepoint as a user: exit 0"
	cat err.txt
	grep -q "not mounted" err.txt && fail "tracepoint as a user: says tracefs is not mounted"
	grep -q "mounted at /sys/kernel/tracing but not readable" err.txt || fail "tracepoint as a user: the cause is not named"
	as_other "$PERF" probe -l >out.txt 2>err.txt && fail "probe -l as a user: exit 0"
	grep -q "mounted at /sys/kernel/tracing but not readable" err.txt || { cat err.txt; fail "probe -l as a user: the cause is not named"; }
else
	echo "part skipped: tracefs closed to users: /sys/kernel/tracing is not mounted, or readable by users here"
fi

# --- ownership: perf.data of another user
"$PERF" record -q -o "$TMPD/theirs.data" -- "$PROG" hot 0.1 >/dev/null 2>&1 || fail "record failed"
chmod 644 "$TMPD/theirs.data"
cp "$TMPD/theirs.data" "$TMPD/mine.data"
chown "$OTHER" "$TMPD/theirs.data"
for cmd in report script buildid-list "annotate --stdio" "data convert --to-folded=-"; do
	# shellcheck disable=SC2086
	"$PERF" $cmd -i "$TMPD/theirs.data" >out.txt 2>err.txt && fail "root: $cmd of another user's file: exit 0"
	cat err.txt
	[ "$(wc -l <err.txt)" = 1 ] && grep -q "theirs.data.*-f" err.txt || fail "root: $cmd: not one line naming the file and -f"
	[ -s out.txt ] && fail "root: $cmd printed output"
	case $cmd in data*) ;; *) # (Linux perf's data convert has no folded output)
	"$LPERF" $cmd -i "$TMPD/theirs.data" >/dev/null 2>&1 && fail "Linux perf $cmd reads it: the test's premise is wrong" ;;
	esac
	"$PERF" $cmd -f -i "$TMPD/theirs.data" >out.txt 2>err.txt || { cat err.txt; fail "root: $cmd -f failed"; }
	[ -s out.txt ] || fail "root: $cmd -f printed nothing"
	"$PERF" $cmd --force -i "$TMPD/theirs.data" >/dev/null 2>&1 || fail "root: $cmd --force failed"
done
"$PERF" diff "$TMPD/mine.data" "$TMPD/theirs.data" >out.txt 2>err.txt && fail "diff of another user's file: exit 0"
grep -q "theirs.data" err.txt || fail "diff: the refused file is not named"
"$PERF" diff -f "$TMPD/mine.data" "$TMPD/theirs.data" >/dev/null 2>&1 || fail "diff -f failed"
# the owner reads their own file, and a root-owned one, as Linux perf lets them
as_other "$PERF" report --stdio -i "$TMPD/theirs.data" >out.txt 2>err.txt || { cat err.txt; fail "the owner cannot read their file"; }
as_other "$PERF" report --stdio -i "$TMPD/mine.data" >out.txt 2>err.txt || { cat err.txt; fail "a user cannot read root's file"; }
echo "stat refuses, ownership checked"
exit 0
