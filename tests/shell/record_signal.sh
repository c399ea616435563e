#!/bin/bash
# desc: perf record: SIGINT/SIGTERM/SIGHUP end with a complete file; kill -9 at any moment leaves a readable one and the previous one, no temporary file
. "$(dirname "$0")/lib/record_lib.sh"
need

# SIGHUP: a closed terminal or ssh session ends the session as Ctrl-C does. The exit
# status, as Linux perf's: SIGINT or SIGTERM to perf alone ends the workload with SIGTERM,
# and perf exits as it did (143); SIGHUP gives 129, Linux perf dying of it.
for sig in INT TERM HUP; do
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
	want=143
	[ $sig = HUP ] && want=129
	[ $rc = $want ] || fail "SIG$sig: exit $rc, not $want"
	grep -q 'Captured and wrote' err.txt || fail "SIG$sig: no final message"
	check_readable s.data
	"$PERF" report --stdio -i s.data 2>/dev/null | grep -q hot_a || fail "SIG$sig: our report finds no hot_a"
	$LPERF report --header-only -i s.data 2>/dev/null | grep -q '^# hostname' || fail "SIG$sig: features not written"
	[ "$(nr_samples s.data)" -gt 100 ] || fail "SIG$sig: too few samples"
	# the workload was ended with the session
	wait_for "! pgrep -f \"$PROG hot 60\" >/dev/null" 10 || fail "SIG$sig: the workload survived"
done

# A workload that catches the SIGTERM and exits: perf exits as the signal it got (130)
# (the signal goes once the trap is set: the workload says so; before, it dies of it: 143)
rm -f trap-set
$PERF record -q -o s.data -- sh -c 'trap "exit 5" TERM; : >trap-set; while :; do :; done' 2>err.txt &
rpid=$!
BG_PIDS="$rpid"
wait_for "[ -s s.data ] && [ -e trap-set ]" || fail "record (a workload catching SIGTERM) did not start"
kill -INT $rpid
wait $rpid
rc=$?
[ $rc = 130 ] || fail "SIGINT, the workload exiting 5 on SIGTERM: exit $rc, not 130"

# The ssh session closed: SIGHUP, and standard error a pipe nobody reads any more. The final
# messages fail to be written; the file is complete all the same.
exec 4> >(exit 0)
wait $! 2>/dev/null # the reader is gone
rm -f s.data
$PERF record -o s.data -- "$PROG" hot 60 2>&4 &
rpid=$!
BG_PIDS="$rpid"
exec 4>&-
wait_for "[ -s s.data ]" || fail "record (stderr a broken pipe) did not start"
kill -HUP $rpid
wait $rpid
rc=$?
[ $rc = 129 ] || fail "SIGHUP with stderr a broken pipe: exit $rc, not 129 (128 + SIGHUP)"
check_readable s.data
$LPERF report --header-only -i s.data 2>/dev/null | grep -q '^# hostname' ||
	fail "SIGHUP with stderr a broken pipe: features not written"

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

# kill -9 at any moment of the start: the previous file is kept (as ks.data or ks.data.old),
# anything else left is a file Linux perf reads, and no temporary file is left behind
"$PERF" record -q -o ks.data -- "$PROG" hot 0.1 >/dev/null 2>&1 || fail "record ks.data failed"
prev=$(cksum <ks.data)
# which file has the previous recording; the others must read
check_killed() { # WHEN
	local f kept= left
	left=$(ls | grep '^ks\.data' | grep -v -x -e ks.data -e ks.data.old)
	[ -z "$left" ] || fail "kill -9 $1 left $left"
	for f in ks.data ks.data.old; do
		[ -e $f ] || continue
		if [ "$(cksum <$f)" = "$prev" ]; then
			kept=$f
		else
			"$LPERF" report --stdio -i $f >/dev/null 2>err.txt ||
				{ cat err.txt; fail "kill -9 $1: Linux perf cannot read $f"; }
		fi
	done
	[ -n "$kept" ] || fail "kill -9 $1: the previous recording is lost"
	# the next try starts from it again
	[ "$kept" = ks.data ] || mv ks.data.old ks.data
	rm -f ks.data.old
}
# (the moment of the kill is what varies here: a sleep, not a wait for a condition)
for t in 0 0.01 0.02 0.05 0.1 0.2 0.3 0.5; do
	$PERF record -q -o ks.data -- "$PROG" hot 60 >/dev/null 2>&1 &
	rpid=$!
	BG_PIDS="$rpid"
	sleep $t
	kill -9 $rpid
	wait $rpid 2>/dev/null
	check_killed "after ${t}s"
done
# and while the file is being started, before the session runs: each of perf's writes to it
# held for 2 s by strace, so that the kill falls there whatever the machine's speed
if command -v strace >/dev/null && strace --seccomp-bpf -e trace=pwrite64 \
	-e inject=pwrite64:delay_enter=1 -o /dev/null true 2>/dev/null; then
	strace -f -o /dev/null --seccomp-bpf -e trace=pwrite64 -e inject=pwrite64:delay_enter=2000000 \
		"$PERF" record -q -o ks.data -- "$PROG" hot 60 >/dev/null 2>&1 &
	spid=$!
	BG_PIDS="$spid"
	# perf has its new file open (an unnamed one in this directory)
	wait_for "p=\$(pgrep -P $spid -x perf) && ls -l /proc/\$p/fd | grep -q '$TMPD/'" ||
		fail "record under strace did not create its file"
	kill -9 "$p"
	wait $spid 2>/dev/null
	check_killed "while the file was being started"
	[ "$(cksum <ks.data)" = "$prev" ] || fail "the session had started: the kill came too late"
else
	echo "part skipped: kill -9 while the file is being started: no strace with --seccomp-bpf and delay injection"
fi
wait_for "! pgrep -f \"$PROG hot 60\" >/dev/null" 10 || fail "kill -9: the workload survived"

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
