#!/bin/bash
# desc: perf record -p/-t/-a: exactly the tasks asked for, later threads included
. "$(dirname "$0")/lib/record_lib.sh"
need

# A process with 4 spinning threads besides main: 5 tasks.
"$PROG" threads 4 60 >prog.out &
pid=$!
BG_PIDS="$pid"
wait_for "grep -q ready prog.out" || fail "test program did not start"
wait_for "[ \$(task_count $pid) = 5 ]" || fail "test program does not have 5 tasks"
tids=$(ls /proc/$pid/task | sort -n)

# --- -p: all 5 tasks, nothing else
$PERF record -p "$pid" -o p.data -- sleep 1.5 >out.txt 2>err.txt || { cat err.txt; fail "record -p failed"; }
cat err.txt
grep -q '/proc/-1' err.txt && fail "a /proc/-1 message"
check_readable p.data
sample_tids p.data >tids.txt
cat tids.txt
for t in $tids; do
	grep -q "^$t " tids.txt || fail "no samples from thread $t of the -p process"
done
awk '{ print $1 }' tids.txt | while read -r t; do
	echo "$tids" | grep -qx "$t" || fail "samples from task $t, not a thread of $pid"
done || exit 1
# the comm of every task came from synthesis before the samples
$LPERF report -i p.data --stdio --sort comm 2>/dev/null | grep -q record_prog ||
	fail "the -p samples are not attributed to comm record_prog"

# --- -p: a thread made after recording started is followed (inherit)
$PERF record -p "$pid" -o late.data -- sleep 2 2>err.txt &
rpid=$!
wait_for "[ -s late.data ]" || fail "record -p did not start"
kill -USR1 "$pid"
wait_for "[ \$(task_count $pid) = 6 ]" 5 || fail "the late thread did not start"
late=$(ls /proc/$pid/task | sort -n | grep -vxF "$tids")
wait $rpid || { cat err.txt; fail "record -p (late thread) failed"; }
sample_tids late.data >tids.txt
cat tids.txt
echo "late thread: $late"
grep -q "^$late " tids.txt || fail "no samples from the thread created during the session"
$LPERF report -D -i late.data 2>/dev/null | grep -q "PERF_RECORD_FORK($pid:$late" ||
	fail "no FORK record for the late thread"

# --- -t: one thread only
one=$(echo "$tids" | sed -n 3p)
$PERF record -t "$one" -o t.data -- sleep 1 2>err.txt || { cat err.txt; fail "record -t failed"; }
grep -q '/proc/-1' err.txt && fail "a /proc/-1 message"
check_readable t.data
sample_tids t.data >tids.txt
cat tids.txt
[ "$(awk '{ print $1 }' tids.txt)" = "$one" ] || fail "-t $one gave samples from other tasks"

# --- -p with two pids
"$PROG" threads 1 60 >prog2.out &
pid2=$!
BG_PIDS="$pid $pid2"
wait_for "grep -q ready prog2.out" || fail "second test program did not start"
$PERF record -p "$pid,$pid2" -o pp.data -- sleep 1 2>err.txt || { cat err.txt; fail "record -p A,B failed"; }
sample_tids pp.data >tids.txt
grep -q "^$pid2 " tids.txt || fail "no samples from the second pid"
grep -q "^$pid " tids.txt || fail "no samples from the first pid"

# --- -p alone ends when the process exits
"$PROG" threads 1 3 >prog3.out &
pid3=$!
wait_for "grep -q ready prog3.out" || fail "third test program did not start"
timeout 30 $PERF record -p "$pid3" -o exit.data 2>err.txt || { cat err.txt; fail "record -p did not end with its process"; }
[ "$(nr_samples exit.data)" -gt 0 ] || fail "no samples recorded until the process exited"

# --- -a (and -C): samples from other tasks, with the cpu
if ! have system-wide; then
	skip_part "-a and -C"
else
	$PERF record -a -o a.data -- sleep 1 2>err.txt || { cat err.txt; fail "record -a failed"; }
	grep -q '/proc/-1' err.txt && fail "a /proc/-1 message"
	check_readable a.data
	grep -q "^$pid " <(sample_tids a.data) || fail "-a missed the running test program"
	$PERF record -C 0 -o c0.data -- sleep 0.5 2>err.txt || { cat err.txt; fail "record -C 0 failed"; }
	$LPERF script -F cpu -i c0.data 2>/dev/null | sort -u | grep -v '^ *\[000\]' | grep -q . &&
		fail "-C 0 recorded samples on another cpu"
	check_readable c0.data
fi

# --- -i: no inheritance: a workload's child is not followed
$PERF record -i -o i.data -- sh -c "$PROG hot 0.5; true" 2>err.txt || fail "record -i failed"
$LPERF report -i i.data --stdio --sort comm 2>/dev/null | grep -q record_prog &&
	fail "-i still sampled the workload's child"
$PERF record -o ni.data -- sh -c "$PROG hot 0.5; true" 2>err.txt || fail "record of sh -c failed"
$LPERF report -i ni.data --stdio --sort comm 2>/dev/null | grep -q record_prog ||
	fail "the workload's child was not sampled"

echo "record tasks: ok"
exit 0
