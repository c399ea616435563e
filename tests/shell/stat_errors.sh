#!/bin/bash
# desc: perf stat: errors (bad event, pid, workload), exit status, refused events
# lock: hwbp
BUSY="$TESTS_DIR/progs/busy-loop"
WRITER="$TESTS_DIR/progs/counter-writer"
[ -x "$BUSY" ] && [ -x "$WRITER" ] || { echo "FAIL: test programs not built"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { cat "$tmp/out" 2>/dev/null; echo "FAIL: $*"; exit 1; }

# an unknown event: the grammar's error and the usage exit code
"$PERF" stat -e no-such-event -- true > "$tmp/out" 2>&1
rc=$?
[ $rc -eq 1 ] || fail "unknown event: exit $rc, expected 1"
grep -q "event syntax error: 'no-such-event'" "$tmp/out" || fail "unknown event: no syntax error"
grep -q 'Performance counter stats' "$tmp/out" && fail "unknown event: counted anyway"

# a process that does not exist
"$PERF" stat -p 999999 -e task-clock > "$tmp/out" 2>&1
rc=$?
[ $rc -eq 1 ] || fail "-p 999999: exit $rc, expected 1"
[ "$(cat "$tmp/out")" = "perf stat: no such process: 999999" ] || fail "-p 999999: message"
"$PERF" stat -t 999999 -e task-clock > "$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q '^perf stat: no such process: 999999$' "$tmp/out" || fail "-t 999999"
"$PERF" stat -p 12ab -e task-clock > "$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q "^perf stat: invalid pid list: '12ab'$" "$tmp/out" || fail "-p 12ab"

# a workload that cannot be started: 255 as Linux perf (as record), one line naming it and why
"$PERF" stat -e task-clock -- /no/such/program arg > "$tmp/out" 2>&1
rc=$?
[ $rc -eq 255 ] || fail "missing workload: exit $rc, expected 255"
[ "$(cat "$tmp/out")" = "perf stat: cannot run '/no/such/program': No such file or directory" ] ||
	fail "missing workload: message"
"$PERF" stat -e task-clock -- /etc/passwd > "$tmp/out" 2>&1
rc=$?
[ $rc -eq 255 ] && grep -q "^perf stat: cannot run '/etc/passwd': Permission denied$" "$tmp/out" ||
	fail "non-executable workload: exit $rc"
# without "--" too
"$PERF" stat -e task-clock no-such-command-xyz > "$tmp/out" 2>&1
[ $? -eq 255 ] && grep -q "cannot run 'no-such-command-xyz'" "$tmp/out" || fail "no -- form"

# the workload's exit status is perf's, and the counts are printed anyway
"$PERF" stat -e task-clock -- "$BUSY" 10 3 > "$tmp/out" 2>&1
rc=$?
[ $rc -eq 3 ] || fail "workload exit 3 became $rc"
grep -q 'task-clock' "$tmp/out" || fail "no counts for a failing workload"
"$PERF" stat -e task-clock -- sh -c 'kill -KILL $$' > "$tmp/out" 2>&1
rc=$?
[ $rc -eq 137 ] || fail "workload killed by SIGKILL: exit $rc, expected 137"

# default events: the software ones count; the hardware ones without a PMU say so (whether
# there is one, the capability probe says: never our perf)
. "$TESTS_DIR/shell/lib/caps.sh"
if ! have cycles; then
	"$PERF" stat -- true > "$tmp/out" 2>&1 || fail "default events: exit $?"
	for ev in cycles instructions branches branch-misses; do
		grep -Eq "^ +<not supported> +$ev +\$" "$tmp/out" || fail "no <not supported> for $ev"
	done
	grep -Eq '^ +[0-9.,]+ msec task-clock ' "$tmp/out" || fail "task-clock not counted"
	grep -Eq '^ +[0-9,]+ +page-faults ' "$tmp/out" || fail "page-faults not counted"
else
	"$PERF" stat -- true > "$tmp/out" 2>&1 || fail "default events: exit $?"
	grep -Eq '^ +[0-9,]+ +cycles ' "$tmp/out" || fail "cycles not counted, though this host's PMU counts it"
fi

# an event the kernel refuses (a 5th breakpoint: x86 has 4 slots) gets its reason, and the
# other events are still counted
if ! have hwbp; then
	skip_part "a 5th breakpoint refused beside counted ones"
else
	ev=mem:counter:w:u
	"$PERF" stat -x, -e $ev,$ev,$ev,$ev,$ev,task-clock -- "$WRITER" 100 > "$tmp/out" 2>&1
	rc=$?
	[ $rc -eq 0 ] || fail "refused 5th breakpoint: exit $rc"
	n_ok=$(grep -c "^100,,$ev," "$tmp/out")
	n_refused=$(grep -c "^<not supported>,,$ev," "$tmp/out")
	[ $((n_ok + n_refused)) -eq 5 ] && [ "$n_ok" -ge 1 ] || fail "breakpoints: $n_ok counted"
	if [ "$n_refused" -gt 0 ]; then
		grep -q "^Warning: $ev: no free hardware breakpoint" "$tmp/out" || fail "no reason given"
	fi
	grep -q '^[0-9.]*,msec,task-clock,' "$tmp/out" || fail "task-clock not counted beside it"
fi

# a kernel data symbol this kernel cannot resolve: one clear error line
"$PERF" stat -e rw:pid_max -- true > "$tmp/out" 2>&1
rc=$?
if [ $rc -ne 0 ]; then
	[ $rc -lt 128 ] || fail "rw:pid_max: perf died ($rc)"
	grep -q "pid_max" "$tmp/out" || fail "rw:pid_max: the error does not name the symbol"
fi

# usage errors
"$PERF" stat -A -e task-clock -- true > "$tmp/out" 2>&1
[ $? -eq 129 ] || fail "-A without -a accepted"
echo ok
