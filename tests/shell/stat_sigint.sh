#!/bin/bash
# desc: perf stat: Ctrl-C prints the counts so far; -p/-a (or no command) until Ctrl-C or a timer command
BUSY="$TESTS_DIR/progs/busy-loop"
[ -x "$BUSY" ] || { echo "FAIL: $BUSY not built (make test-progs)"; exit 1; }
tmp=$(mktemp -d)
trap 'kill $bg 2>/dev/null; rm -rf "$tmp"' EXIT
fail() { cat "$tmp/out" 2>/dev/null; echo "FAIL: $*"; exit 1; }
set -m # background jobs get their own process group, as a terminal's job would

# Waits until perf's workload child has exec'd busy-loop (found by its parent pid).
wait_workload() {
	local perf_pid=$1 f
	for _ in $(seq 200); do
		for f in /proc/[0-9]*/stat; do
			read -r _ comm _ ppid _ < "$f" 2>/dev/null || continue
			[ "$ppid" = "$perf_pid" ] && [ "$comm" = "(busy-loop)" ] && return 0
		done
		sleep 0.05
	done
	return 1
}

# Ctrl-C from a terminal: the whole job (perf and its workload) gets SIGINT
"$PERF" stat -e task-clock -- "$BUSY" 60000 > "$tmp/out" 2>&1 &
bg=$!
wait_workload $bg || fail "the workload did not start"
sleep 0.2
kill -INT -$bg
wait $bg
rc=$?
[ $rc -eq 130 ] || fail "Ctrl-C: exit $rc, expected 130 (SIGINT)"
grep -Eq '^ +[0-9.,]+ msec task-clock ' "$tmp/out" || fail "Ctrl-C: no counts printed"
grep -q 'seconds time elapsed' "$tmp/out" || fail "Ctrl-C: no elapsed time"

# SIGINT to perf alone: it passes it on to the workload, which ends, and prints
"$PERF" stat -x, -e task-clock -- "$BUSY" 60000 > "$tmp/out" 2>&1 &
bg=$!
wait_workload $bg || fail "the workload did not start"
kill -INT $bg
for _ in $(seq 100); do
	kill -0 $bg 2>/dev/null || break
	sleep 0.05
done
kill -0 $bg 2>/dev/null && { kill -KILL -$bg; fail "perf did not end after SIGINT"; }
wait $bg
grep -q ',msec,task-clock,' "$tmp/out" || fail "SIGINT to perf: no counts printed"

# -p without a workload: counts until SIGINT
"$BUSY" 60000 &
busy=$!
"$PERF" stat -e task-clock -p $busy > "$tmp/out" 2>&1 &
bg=$!
sleep 0.5
kill -INT $bg
wait $bg
rc=$?
kill $busy
wait $busy 2>/dev/null
[ $rc -eq 130 ] || fail "-p until SIGINT: exit $rc, expected 130"
grep -q "Performance counter stats for process id '$busy':" "$tmp/out" || fail "-p: no header"
grep -Eq '^ +[0-9.,]+ msec task-clock ' "$tmp/out" || fail "-p: no counts"

. "$TESTS_DIR/shell/lib/caps.sh"
if ! have system-wide; then
	skip_part "no command (system wide), -a, -A and -C"
	echo ok
	exit 0
fi
# neither a command nor a target: the whole system until Ctrl-C, as Linux perf
"$PERF" stat -e cpu-clock > "$tmp/out" 2>&1 &
bg=$!
sleep 0.5
kill -INT $bg
wait $bg
rc=$?
[ $rc -eq 130 ] || fail "no command, until SIGINT: exit $rc, expected 130"
grep -q "Performance counter stats for 'system wide':" "$tmp/out" || fail "no command: not system wide"
grep -Eq '^ +[0-9.,]+ msec cpu-clock +# +[0-9.]+ CPUs utilized' "$tmp/out" || fail "no command: no cpu-clock"

# -a with a command as the timer: system wide header, cpu-clock by default, exit 0
"$PERF" stat -a -- sleep 0.2 > "$tmp/out" 2>&1 || fail "-a sleep 0.2: exit $?"
grep -q "Performance counter stats for 'system wide':" "$tmp/out" || fail "-a header"
grep -Eq '^ +[0-9.,]+ msec cpu-clock +# +[0-9.]+ CPUs utilized' "$tmp/out" || fail "-a cpu-clock"
# -A: one line per online CPU
"$PERF" stat -a -A -x, -e cpu-clock -- sleep 0.1 > "$tmp/out" 2>&1 || fail "-a -A: exit $?"
ncpu=$(grep -c '^processor' /proc/cpuinfo)
[ "$(grep -c '^CPU[0-9]*,[0-9.]*,msec,cpu-clock,' "$tmp/out")" -eq "$ncpu" ] ||
	fail "-A did not print $ncpu CPUs"
# -C 0 --timeout: counts CPU 0 until the timeout
"$PERF" stat -C 0 -e cpu-clock --timeout 200 > "$tmp/out" 2>&1 || fail "-C 0 --timeout: exit $?"
grep -q "Performance counter stats for 'CPU(s) 0':" "$tmp/out" || fail "-C header"
echo ok
