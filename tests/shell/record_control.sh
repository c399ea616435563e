#!/bin/bash
# desc: perf record --control (fifo and fd: enable/disable/ping/snapshot/stop, acks) and --switch-output (signal, size, snapshot)
. "$(dirname "$0")/lib/record_lib.sh"
need

mkfifo ctl ack
# fifo: ping is acked, disable/enable say so, stop ends the session and its workload
$PERF record -e cpu-clock -o c.data --control=fifo:ctl,ack -- "$PROG" hot 60 2>err.txt &
rpid=$!
BG_PIDS="$rpid"
exec 3<>ack
wait_for "[ -s c.data ]" || fail "record did not start"
echo ping > ctl
timeout 10 head -c 5 <&3 | od -An -c | tr -d ' ' > ack.txt
[ "$(cat ack.txt)" = 'ack\n\0' ] || fail "ping: ack was '$(cat ack.txt)'"
echo disable > ctl
timeout 10 head -c 5 <&3 >/dev/null || fail "disable not acked"
echo enable > ctl
timeout 10 head -c 5 <&3 >/dev/null || fail "enable not acked"
echo stop > ctl
wait_for "[ ! -d /proc/$rpid ]" 20 || fail "stop did not end record"
wait $rpid
rc=$?
cat err.txt
[ $rc = 0 ] || fail "stop: exit $rc"
grep -q '^Events disabled$' err.txt && grep -q '^Events enabled$' err.txt || fail "no enable/disable messages"
wait_for "! pgrep -f \"$PROG hot 60\" >/dev/null" 10 || fail "the workload survived stop"
check_readable c.data
[ "$(nr_samples c.data)" -gt 0 ] || fail "no samples"

# fd: the control as an inherited descriptor; snapshot without --switch-output is refused
$PERF record -e cpu-clock -o f.data --control=fd:5,6 -- "$PROG" hot 60 5<>ctl 6<>ack 2>err2.txt &
rpid=$!
BG_PIDS="$rpid"
wait_for "[ -s f.data ]" || fail "record (fd) did not start"
echo snapshot > ctl
echo stop > ctl
wait $rpid || fail "fd: exit $?"
timeout 10 head -c 5 <&3 >/dev/null || fail "fd: stop not acked"
grep -q "'snapshot' needs --switch-output" err2.txt || fail "snapshot without --switch-output: $(cat err2.txt)"

# --switch-output (signal): SIGUSR2 dumps perf.data.<timestamp>, the end dumps the last one
mkdir sw && cd sw || exit 1
$PERF record -e cpu-clock -o perf.data --switch-output --control=fifo:../ctl,../ack -- "$PROG" hot 60 2>err.txt &
rpid=$!
BG_PIDS="$rpid"
wait_for "[ -s perf.data ]" || fail "switch-output: record did not start"
sleep 0.3
kill -USR2 $rpid
wait_for '[ $(ls | grep -c "^perf.data.[0-9]\{16\}$") -eq 1 ]' 20 || fail "no file after SIGUSR2"
echo snapshot > ../ctl
wait_for '[ $(ls | grep -c "^perf.data.[0-9]\{16\}$") -eq 2 ]' 20 || fail "no file after snapshot"
kill -INT $rpid
wait $rpid
cat err.txt
[ "$(ls | grep -c '^perf.data.[0-9]\{16\}$')" -eq 3 ] || fail "files: $(ls)"
[ -e perf.data ] && fail "perf.data left beside the dumps"
[ "$(grep -c '^\[ perf record: Dump perf.data.[0-9]\{16\} \]$' err.txt)" -eq 3 ] || fail "Dump messages"
for f in perf.data.*; do
	check_readable "$f"
	[ "$(nr_samples "$f")" -gt 0 ] || fail "$f has no samples"
	# each file stands alone: the workload's comm is in it
	$LPERF report --stdio --sort comm -i "$f" 2>/dev/null | grep -q record_prog || fail "$f: no record_prog samples"
done
cd ..

# --switch-output=SIZE
mkdir sz && cd sz || exit 1
$PERF record -e cpu-clock -F 5000 -o perf.data --switch-output=20K -- "$PROG" hot 1 2>err.txt || fail "size: exit $?"
[ "$(ls | grep -c '^perf.data.[0-9]\{16\}$')" -ge 2 ] || fail "size: files: $(ls)"
cd ..

# errors
$PERF record --control=pipe:x -- true 2>e.txt && fail "bad --control accepted"
grep -q "invalid --control 'pipe:x'" e.txt || fail "bad --control message: $(cat e.txt)"
$PERF record --switch-output=10X -- true 2>e.txt && fail "bad --switch-output accepted"
grep -q "invalid --switch-output '10X'" e.txt || fail "bad --switch-output message: $(cat e.txt)"
$PERF record --switch-output -o - -- true 2>e.txt >/dev/null && fail "--switch-output on a stream accepted"
grep -q "switch-output needs a file" e.txt || fail "stream message: $(cat e.txt)"
echo "record control OK"
exit 0
