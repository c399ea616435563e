#!/bin/bash
# desc: perf stat: duration_time, user_time, system_time (tool events) in Linux perf's layouts
set -u
fail() { echo "$*"; cat "$d/out" 2>/dev/null; exit 1; }
d=$(mktemp -d) && trap 'rm -rf "$d"' EXIT
BUSY=$TESTS_DIR/progs/busy-loop
ev=duration_time,user_time,system_time

"$PERF" stat -e $ev -- "$BUSY" 100 > "$d/out" 2>&1 || fail "perf stat -e $ev failed"
# the values: duration_time is the elapsed time, user_time/system_time the workload's
# rusage, exactly the figures of the "seconds" lines (in ns, a zero one "<not counted>")
secs() { awk -v w="$1" '$2 == "seconds" && $3 == w { split($1, a, "."); printf "%d\n", (a[1] a[2]) + 0 }' "$d/out"; }
val() { awk -v e="$1" '$3 == e { print ($1 == "<not" ? "nc" : $1) }' "$d/out"; }
grep -Eq '^ {5,}[0-9]+ ns   duration_time {20,}$' "$d/out" || fail "duration_time line layout"
[ "$(val duration_time)" = "$(secs time)" ] || fail "duration_time $(val duration_time) != elapsed $(secs time)"
for t in user sys; do
	e=${t/sys/system}_time
	want=$(secs "$t")
	if [ "$want" = 0 ]; then
		grep -Eq "^     <not counted> ns   $e +\$" "$d/out" || fail "$e of 0 is not '<not counted>'"
	else
		[ "$(val "$e")" = "$want" ] || fail "$e $(val "$e") != $t $want"
	fi
done

# -x: value,unit,event,runtime,100.00,,
"$PERF" stat -x, -e duration_time -- "$BUSY" 50 > "$d/out" 2>&1 || fail "-x failed"
grep -Eq '^([0-9]+),ns,duration_time,\1,100\.00,,$' "$d/out" || fail "-x layout"
# -j: one object, ns unit, "(null)" metric unit as Linux perf prints it
"$PERF" stat -j -e duration_time -- "$BUSY" 50 > "$d/out" 2>&1 || fail "-j failed"
grep -Eq '^\{"counter-value" : "[0-9]+\.000000", "unit" : "ns", "event" : "duration_time", "event-runtime" : [0-9]+, "pcnt-running" : 100\.00, "metric-value" : 0\.000000, "metric-unit" : "\(null\)"\}$' "$d/out" ||
	fail "-j layout"
# with task-clock, duration_time gets a rate per task-clock second as other counts do
"$PERF" stat -e duration_time,task-clock -- "$BUSY" 50 > "$d/out" 2>&1 || fail "with task-clock failed"
grep -Eq '^ +[0-9]+ ns   duration_time +# +[0-9.]+ [KMG]?/sec' "$d/out" || fail "no rate on duration_time"
# listed as tool events, and completed
"$PERF" list sw | grep -Eq '^  duration_time +\[Tool event\]$' || fail "perf list sw lacks duration_time"
"$PERF" list --raw-dump | tr ' ' '\n' | grep -qx user_time || fail "raw-dump lacks user_time"
# -I: each interval's duration (the interval's length, about 100 ms)
"$PERF" stat -I 100 -x, -e duration_time -- "$BUSY" 250 > "$d/out" 2>&1 || fail "-I failed"
n=$(awk -F, '$4 == "duration_time" && $2 >= 90000000 && $2 <= 150000000' "$d/out" | wc -l)
[ "$n" -ge 2 ] || fail "-I: intervals of about 100ms: $n"
exit 0
