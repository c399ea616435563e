#!/bin/bash
# desc: perf daemon: start, list (plain, -v, -x:), ping, signal (switch-output files), reconfig, lock, stop, session names kept inside the base
. "$(dirname "$0")/lib/record_lib.sh"

base=$TMPD/base
cfg=$TMPD/daemon.conf
printf '[daemon]\nbase=%s\n\n[session-a]\nrun = -e cpu-clock -m 1 --switch-output sleep 60\n\n[session-b]\nrun = -e task-clock -m 1 sleep 60\n' \
	"$base" > "$cfg"

# the clients need only the base: a stop that works whatever $cfg holds when a check fails
printf '[daemon]\nbase=%s\n' "$base" > stop.conf
stop_daemon() {
	local pid
	pid=$(cat "$base/lock" 2>/dev/null)
	$PERF daemon stop --config stop.conf >/dev/null 2>&1
	[ -n "$pid" ] && wait_for "[ ! -d /proc/$pid ]" 20
}
trap 'stop_daemon; cleanup' EXIT

ping_state() {
	$PERF daemon ping --config "$cfg" --session "$1" 2>/dev/null | awk '{ print $1 }'
}

# a session name that walks out of the base is refused, nothing created outside it
mkdir -p "$base/session-a"
printf '[daemon]\nbase=%s\n\n[session-a/../../escaped]\nrun = -e cpu-clock -m 1 sleep 60\n' "$base" > bad.conf
$PERF daemon start --config bad.conf 2> bad.txt && fail "started with the session 'a/../../escaped'"
grep -qx "perf daemon: bad config file line 4 in $TMPD/bad.conf: .*" bad.txt || fail "bad name message: $(cat bad.txt)"
[ -e "$TMPD/escaped" ] && fail "a session directory was created outside the base"
rm -rf "$base"

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

# a reconfig with a name out of the base is not applied: the running sessions stay
cp "$cfg" good.conf
printf '\n[session-a/../../escaped]\nrun = -e cpu-clock -m 1 sleep 60\n' >> "$cfg"
wait_for 'grep -q "reconfig: bad config file line 10 in $cfg" "$base/output"' 20 || fail "reconfig: the bad name not logged: $(cat "$base/output")"
[ -e "$TMPD/escaped" ] && fail "reconfig: a session directory was created outside the base"
[ "$($PERF daemon --config "$cfg" -x: 2>/dev/null | wc -l)" -eq 0 ] || fail "list took a bad config"
[ "$($PERF daemon --config good.conf -x: | sed -n 2p | cut -d: -f1)" = "$apid" ] || fail "reconfig: a was restarted by a bad config"
cp good.conf "$cfg"

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
