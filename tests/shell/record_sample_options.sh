#!/bin/bash
# desc: perf record -k, -D, --filter, --exclude-perf, --namespaces, --switch-events, -n, -P, --sample-cpu, --group, --strict-freq, --no-timestamp: the files Linux perf reads as ours
#
# The attrs these options set are checked against Linux perf's in record_attr_parity.sh;
# here, what the recordings hold: the clock's header features and times, the synthesized
# and kernel NAMESPACES and SWITCH records (their -D and script --show-*-events text equal
# for both perfs), no samples with -n, the period and cpu fields, one group, and the
# refusals.
. "$(dirname "$0")/lib/record_lib.sh"
need

# both perfs print the same for: ARGS...
same() {
	"$LPERF" "$@" >lin.out 2>/dev/null
	"$PERF" "$@" >our.out 2>/dev/null
	cmp -s lin.out our.out || { diff lin.out our.out | head -10; fail "perf $*: differs from Linux perf's"; }
	[ -s our.out ] || fail "perf $*: printed nothing"
}

# --- -k: the samples' clock, in the header (CLOCKID, CLOCK_DATA) and in the times
$PERF record -q -k realtime -e cpu-clock -o k.data -- "$PROG" hot 0.1 2>err.txt || { cat err.txt; fail "record -k realtime"; }
check_readable k.data
$LPERF report --header-only -i k.data 2>/dev/null | grep '^# clockid' >lin.txt
$PERF report --header-only -i k.data 2>/dev/null | grep '^# clockid' >our.txt
grep -q '^# clockid: realtime (0)$' lin.txt || { cat lin.txt; fail "-k realtime: Linux perf sees no clockid"; }
grep -q '^# clockid frequency: [0-9]* MHz$' lin.txt || { cat lin.txt; fail "-k: no clock resolution"; }
cmp -s lin.txt our.txt || { diff lin.txt our.txt; fail "-k: our clockid lines differ"; }
# realtime stamps are seconds since 1970, the default clock's since boot
now=$(date +%s)
t=$($LPERF script -F time -i k.data 2>/dev/null | head -1 | tr -d ' :')
awk -v t="$t" -v now="$now" 'BEGIN { exit !(t > now - 600 && t <= now + 1) }' ||
	fail "-k realtime: sample time $t is not near the wall clock $now"
$PERF record -q -k mono -e cpu-clock -o km.data -- "$PROG" hot 0.05 2>/dev/null || fail "record -k mono"
$LPERF report --header-only -i km.data 2>/dev/null | grep -q '^# clockid: monotonic (1)$' || fail "-k mono"
for bad in foo 4x 99; do
	rm -f bad.data
	$PERF record -k $bad -o bad.data -- true >out.txt 2>err.txt && fail "-k $bad accepted"
	[ "$(wc -l <err.txt)" = 1 ] || { cat err.txt; fail "-k $bad: not one error line"; }
	grep -q "clockid" err.txt || { cat err.txt; fail "-k $bad: the error does not name the clockid"; }
	[ -e bad.data ] && fail "-k $bad left a file"
done

# --- --namespaces: the tasks' namespaces, synthesized for the workload as Linux perf does
$PERF record -q --namespaces -e cpu-clock -o ns.data -- "$PROG" hot 0.05 2>/dev/null || fail "record --namespaces"
check_readable ns.data
$LPERF report -D -i ns.data 2>/dev/null | grep -A2 'PERF_RECORD_NAMESPACES' >ns.txt
grep -q 'nr_namespaces: 7' ns.txt || { head ns.txt; fail "--namespaces: no NAMESPACES record"; }
ino=$(printf '%#x' "$(stat -L -c %i /proc/self/ns/net)")
grep -q "0/net: [0-9]*/$ino," ns.txt || { head -3 ns.txt; fail "--namespaces: the net namespace is not $ino"; }
same report -D -i ns.data
same script --show-namespace-events -i ns.data

# --- --switch-events: the workload's context switches (it sleeps), and system wide
$PERF record -q --switch-events -e cpu-clock -o sw.data -- sh -c 'sleep 0.02; sleep 0.02' 2>/dev/null ||
	fail "record --switch-events"
check_readable sw.data
$LPERF script --show-switch-events -i sw.data 2>/dev/null | grep -q 'PERF_RECORD_SWITCH OUT' ||
	fail "--switch-events: no SWITCH OUT record"
same script --show-switch-events -i sw.data
same report -D -i sw.data
if have system-wide; then
	$PERF record -q -a --switch-events -e cpu-clock -o swa.data -- sleep 0.05 2>/dev/null ||
		fail "record -a --switch-events"
	$LPERF script --show-switch-events -i swa.data 2>/dev/null | grep -q 'SWITCH_CPU_WIDE OUT *next pid/tid:' ||
		fail "-a --switch-events: no SWITCH_CPU_WIDE record"
	same script --show-switch-events -i swa.data
	same script --show-switch-events -F comm,tid,time -i swa.data
else
	skip_part "-a --switch-events"
fi

# --- -n: the side band, no samples
$PERF record -q -n -e cpu-clock -o n.data -- "$PROG" hot 0.05 2>/dev/null || fail "record -n"
$LPERF report -D -i n.data 2>/dev/null >n.txt
grep -q 'PERF_RECORD_COMM exec' n.txt || fail "-n: no COMM exec record"
grep -q 'PERF_RECORD_SAMPLE' n.txt && fail "-n: samples recorded"

# --- -P: every sample has its period, -c's too; --sample-cpu: and its cpu
$PERF record -q -P --sample-cpu -c 100000 -e cpu-clock -o p.data -- "$PROG" hot 0.05 2>/dev/null || fail "record -P"
check_readable p.data
$LPERF script -F period,cpu -i p.data 2>/dev/null | awk '{ print $2 }' | sort -u >periods
[ "$(cat periods)" = 100000 ] || { head -3 periods; fail "-P -c 100000: periods $(head -3 periods)"; }
same script -F period,cpu -i p.data

# --- --no-timestamp: no times, still read by both
$PERF record -q --no-timestamp -e cpu-clock -o nt.data -- "$PROG" hot 0.05 2>/dev/null || fail "record --no-timestamp"
check_readable nt.data
# the rows (Linux perf's tip line varies)
"$LPERF" report --stdio --sort comm,dso -i nt.data 2>/dev/null | grep -v '^#' >lin.out
"$PERF" report --stdio --sort comm,dso -i nt.data 2>/dev/null | grep -v '^#' >our.out
grep -q record_prog our.out || fail "--no-timestamp: no record_prog row"
cmp -s lin.out our.out || { diff lin.out our.out; fail "--no-timestamp: the rows differ from Linux perf's"; }

# --- --group: one group of all the events
$PERF record -q --group -e cpu-clock -e task-clock -o g.data -- "$PROG" hot 0.05 2>/dev/null || fail "record --group"
check_readable g.data
$LPERF report --header-only -i g.data 2>/dev/null | grep -q '^# group: {cpu-clock,task-clock}$' ||
	fail "--group: Linux perf sees no {cpu-clock,task-clock} group"

# --- -D: the events wait; windows switch them on and off, the last one ends the session
$PERF record -D 60 -e cpu-clock -o d.data -- "$PROG" hot 0.2 >/dev/null 2>err.txt || { cat err.txt; fail "record -D 60"; }
[ "$(grep -c '^Events \(dis\|en\)abled$' err.txt)" = 2 ] || { cat err.txt; fail "-D 60: not 'Events disabled', 'Events enabled'"; }
check_readable d.data
$LPERF script --show-task-events -F comm,time,event -i d.data 2>/dev/null >d.txt
# the times as printed (awk's print of a number keeps 6 digits only)
exec_t=$(grep 'PERF_RECORD_COMM exec' d.txt | head -1 | awk '{ sub(":", "", $2); print $2 }')
first_t=$(grep 'cpu-clock' d.txt | head -1 | awk '{ sub(":", "", $2); print $2 }')
awk -v e="$exec_t" -v f="$first_t" 'BEGIN { exit !(e > 0 && f - e >= 0.05) }' ||
	fail "-D 60: the first sample at $first_t, the exec at $exec_t"
$PERF record -q -D 10-40,90-120 -e cpu-clock -o dr.data -- "$PROG" hot 2 2>/dev/null
[ $? = 143 ] || fail "-D ranges: the session did not end with its workload terminated (143)"
# the 50 ms between the windows has no sample (a loaded machine may add other gaps), and
# nothing is sampled after the second window
$LPERF script -F time -i dr.data 2>/dev/null | awk '{ t = $1 + 0; if (p && t - p > 0.04) gaps++; if (!f) f = t; p = t }
	END { exit !(gaps >= 1 && p - f < 0.3) }' || fail "-D 10-40,90-120: not two windows of samples"
$PERF record -D -1 -e cpu-clock -o dn.data -- "$PROG" hot 0.05 >/dev/null 2>err.txt || fail "record -D -1"
grep -q '^Events disabled$' err.txt || { cat err.txt; fail "-D -1: no 'Events disabled'"; }
$LPERF report -D -i dn.data 2>/dev/null | grep -q 'PERF_RECORD_SAMPLE' && fail "-D -1: samples without an enable"
for bad in x 30-10 10-20,15-30 -5; do
	$PERF record -D $bad -o bad.data -- true >/dev/null 2>err.txt && fail "-D $bad accepted"
	[ "$(wc -l <err.txt)" = 1 ] || { cat err.txt; fail "-D $bad: not one error line"; }
done

# --- --filter / --exclude-perf: tracepoint filters set in the kernel
if have tracefs system-wide; then
	# the workload's own switches (it sleeps: at least one), however busy the machine
	$PERF record -q -a -e sched:sched_switch --filter 'prev_comm == "sleep"' -o f.data -- sleep 0.05 2>/dev/null ||
		fail "record --filter"
	check_readable f.data
	$LPERF script -F trace -i f.data 2>/dev/null | awk '{ print $1 }' | sort -u >f.txt
	[ "$(cat f.txt)" = "prev_comm=sleep" ] || { head -3 f.txt; fail "--filter 'prev_comm == \"sleep\"': other switches recorded"; }
	for x in "" --exclude-perf; do
		# perf's own pid (other perfs may run meanwhile: their switches stay)
		# shellcheck disable=SC2086
		$PERF record -q -a -e sched:sched_switch $x -o x.data -- sleep 0.05 2>/dev/null &
		pp=$!
		wait "$pp" || fail "record -e sched:sched_switch $x"
		n=$($LPERF script -F pid -i x.data 2>/dev/null | awk -v p="$pp" '$1 == p' | wc -l)
		if [ -n "$x" ]; then
			[ "$n" = 0 ] || fail "--exclude-perf: $n switches of perf itself recorded"
		else
			[ "$n" -gt 0 ] || fail "without --exclude-perf: no switch of perf itself (the check above means nothing)"
		fi
	done
	rm -f bad.data
	$PERF record -e sched:sched_switch --filter 'bogus ==' -o bad.data -- true >/dev/null 2>err.txt &&
		fail "a bad filter accepted"
	[ "$(wc -l <err.txt)" = 1 ] && grep -q 'filter' err.txt || { cat err.txt; fail "a bad filter: not one line"; }
	[ -e bad.data ] && fail "a bad filter left a file"
else
	skip_part "--filter, --exclude-perf"
fi
for args in "--filter x" "-e cpu-clock --filter x" "-e cpu-clock --exclude-perf"; do
	# shellcheck disable=SC2086
	$PERF record $args -o bad.data -- true >/dev/null 2>err.txt && fail "record $args accepted"
	[ "$(wc -l <err.txt)" = 1 ] || { cat err.txt; fail "record $args: not one error line"; }
done

# --- refusals: one line, a non-zero exit, no file
max=$(cat /proc/sys/kernel/perf_event_max_sample_rate)
rm -f sf.data
$PERF record --strict-freq -F $((max + 1000)) -o sf.data -- true >/dev/null 2>err.txt && fail "--strict-freq over the maximum accepted"
[ "$(wc -l <err.txt)" = 1 ] && grep -q 'strict-freq' err.txt || { cat err.txt; fail "--strict-freq: not one clear line"; }
[ -e sf.data ] && fail "--strict-freq left a file"
$PERF record -q --strict-freq -F 100 -e cpu-clock -o sf.data -- true 2>/dev/null || fail "--strict-freq -F 100 refused"
$PERF record --all-kernel --all-user -o ak.data -- true >/dev/null 2>err.txt && fail "--all-kernel --all-user accepted"
[ "$(wc -l <err.txt)" = 1 ] || { cat err.txt; fail "--all-kernel --all-user: not one line"; }
echo ok
