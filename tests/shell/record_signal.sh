#!/bin/bash
# desc: perf record: SIGINT/SIGTERM end with a complete file; kill -9 leaves a readable one
. "$(dirname "$0")/lib/record_lib.sh"
need

for sig in INT TERM; do
	rm -f s.data
	$PERF record -o s.data -- "$PROG" hot 60 2>err.txt &
	rpid=$!
	BG_PIDS="$rpid"
	wait_for "[ -s s.data ]" || fail "record did not start"
	sleep 0.5
	kill -$sig $rpid
	wait $rpid
	rc=$?
	cat err.txt
	[ $rc != 0 ] || fail "SIG$sig: exit 0 though the session was interrupted"
	grep -q 'Captured and wrote' err.txt || fail "SIG$sig: no final message"
	check_readable s.data
	$LPERF report --header-only -i s.data 2>/dev/null | grep -q '^# hostname' || fail "SIG$sig: features not written"
	[ "$(nr_samples s.data)" -gt 100 ] || fail "SIG$sig: too few samples"
	# the workload was ended with the session
	wait_for "! pgrep -f \"$PROG hot 60\" >/dev/null" 10 || fail "SIG$sig: the workload survived"
done

# kill -9 of perf: the file holds every round written so far
$PERF record -F 10000 -o k.data -- "$PROG" hot 60 2>err.txt &
rpid=$!
BG_PIDS="$rpid"
wait_for "[ \$(stat -c %s k.data 2>/dev/null || echo 0) -gt 200000 ]" 30 || fail "record wrote too little"
kill -9 $rpid
wait $rpid 2>/dev/null
n=$(nr_samples k.data)
echo "samples after kill -9: $n"
[ "$n" -gt 1000 ] || fail "kill -9 left a file with $n samples"
$LPERF report -i k.data --stdio --sort symbol 2>/dev/null | grep -q hot_a || fail "kill -9 left a file Linux perf cannot report"
$LPERF script -i k.data >/dev/null 2>err.txt || fail "perf script failed on the killed session's file"

# a stopped perf cannot drain: the kernel drops samples, and says so in LOST records
$PERF record -m 1 -o lost.data -- "$PROG" threads 2 60 >/dev/null 2>err.txt &
rpid=$!
BG_PIDS="$rpid"
wait_for "[ -s lost.data ]" || fail "record -m 1 did not start"
kill -STOP $rpid
sleep 1
kill -CONT $rpid
sleep 0.5
kill -INT $rpid
wait $rpid
cat err.txt
lost=$($LPERF report -D -i lost.data 2>/dev/null | awk '/PERF_RECORD_LOST:/ { n++; sub("lost:", "", $NF); s += $NF } END { print n + 0, s + 0 }')
echo "LOST records, samples: $lost"
[ "${lost% *}" -gt 0 ] || fail "no LOST record kept though perf was stopped for 1 s"
grep -q "dropped ${lost#* } samples (${lost% *} LOST records)" err.txt ||
	fail "the lost count was not reported as the file has it ($lost)"
$LPERF report --stdio -i lost.data 2>&1 | grep -q "lost ${lost% *} chunks" ||
	fail "Linux perf does not see the LOST records"

echo "record signals: ok"
exit 0
