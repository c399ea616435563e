#!/bin/bash
# desc: perf daemon: start, list (plain, -v, -x:), ping, signal (switch-output files), reconfig, lock, stop
. "$(dirname "$0")/lib/record_lib.sh"

base=$TMPD/base
cfg=$TMPD/daemon.conf
printf '[daemon]\nbase=%s\n\n[session-a]\nrun = -e cpu-clock -m 1 --switch-output sleep 60\n\n[session-b]\nrun = -e task-clock -m 1 sleep 60\n' \
	"$base" > "$cfg"

stop_daemon() {
	local pid
	pid=$(cat "$base/lock" 2>/dev/null)
	$PERF daemon stop --config "$cfg" >/dev/null 2>&1
	[ -n "$pid" ] && wait_for "[ ! -d /proc/$pid ]" 20
}
trap 'stop_daemon; cleanup' EXIT

ping_state() {
	$PERF daemon ping --config "$cfg" --session "$1" 2>/dev/null | awk '{ print $1 }'
}

$PERF daemon start --config "$cfg" || fail "start failed"
dpid=$(cat "$base/lock")
[ -d "/proc/$dpid" ] || fail "no daemon process (lock says '$dpid')"
wait_for '[ "$(ping_state a)" = OK ] && [ "$(ping_state b)" = OK ]' 30 || fail "sessions do not answer ping"
$PERF daemon ping --config "$cfg" --session nosuch | grep -qx 'FAIL nosuch (not found)' || fail "ping of an unknown session"

# the list: plain, verbose, fields
$PERF daemon --config "$cfg" > list.txt || fail "list failed"
cat list.txt
grep -qx "\[$dpid:daemon\] base: $base" list.txt || fail "plain list: daemon line"
grep -qE "^\[[0-9]+:a\] perf record -e cpu-clock -m 1 --switch-output sleep 60$" list.txt || fail "plain list: session a"
$PERF daemon --config "$cfg" -v | grep -qx "  control: $base/session-b/control" || fail "verbose list: control"
$PERF daemon --config "$cfg" -x: > fields.txt
[ "$(sed -n 1p fields.txt)" = "$dpid:daemon:$base:$base/output:$base/lock:0" ] || fail "fields: daemon line: $(sed -n 1p fields.txt)"
line=$(sed -n 3p fields.txt)
bpid=${line%%:*}
[ "$line" = "$bpid:b:-e task-clock -m 1 sleep 60:$base/session-b:$base/session-b/output:$base/session-b/control:$base/session-b/ack:0" ] ||
	fail "fields: session b: $line"
[ -d "/proc/$bpid" ] || fail "session b's pid $bpid is not running"
[ -p "$base/session-b/control" ] && [ -p "$base/session-b/ack" ] || fail "no control/ack FIFOs"

# a second daemon over the same base fails with Linux perf's words
$PERF daemon start --config "$cfg" 2> second.txt && fail "a second daemon started"
grep -q "^failed: another perf daemon (pid $dpid) owns $base" second.txt || fail "lock message: $(cat second.txt)"

# signal: session a (--switch-output) dumps a file per signal
$PERF daemon signal --config "$cfg" --session a | grep -q "signal 12 sent to session 'a \[" || fail "signal output"
wait_for '[ $(ls $base/session-a | grep -c "^perf.data.[0-9]\{16\}$") -eq 1 ]' 20 || fail "no perf.data.<timestamp> after a signal"
f=$(ls $base/session-a/perf.data.* | head -1)
$LPERF report --header-only -i "$f" >/dev/null 2>&1 || fail "Linux perf cannot read $f"

# reconfig: b's run changes (restarted with a new pid), a stays
apid=$(sed -n 2p fields.txt | cut -d: -f1)
sed -i 's/-e task-clock -m 1 sleep 60/-e cpu-clock -m 1 sleep 60/' "$cfg"
wait_for '[ ! -d /proc/'"$bpid"' ]' 20 || fail "reconfig: the old session b still runs"
wait_for '[ "$(ping_state b)" = OK ]' 30 || fail "reconfig: b not restarted"
$PERF daemon --config "$cfg" -x: | sed -n 3p | grep -q ":b:-e cpu-clock -m 1 sleep 60:" || fail "reconfig: b's new run not listed"
[ "$($PERF daemon --config "$cfg" -x: | sed -n 2p | cut -d: -f1)" = "$apid" ] || fail "reconfig: a was restarted"

# stop: the sessions, then the daemon
$PERF daemon stop --config "$cfg" || fail "stop failed"
wait_for "[ ! -d /proc/$dpid ]" 20 || fail "the daemon survived stop"
[ -d "/proc/$apid" ] && fail "session a survived stop"
# a's last data is dumped at its end too
[ "$(ls $base/session-a | grep -c '^perf.data.[0-9]\{16\}$')" -eq 2 ] || fail "a's files: $(ls $base/session-a)"
$PERF daemon --config "$cfg" 2>err.txt && fail "list succeeded without a daemon"
grep -q "perf daemon: cannot connect" err.txt || fail "no-daemon message: $(cat err.txt)"
echo "daemon OK"
exit 0
