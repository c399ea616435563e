#!/bin/bash
# desc: perf record -e: tracepoints with -R, breakpoints, several events in one session
# lock: hwbp
. "$(dirname "$0")/lib/record_lib.sh"
need

# --- several events: every sample maps to its event
$PERF record -e cpu-clock,task-clock -o two.data -- "$PROG" hot 0.5 2>err.txt || { cat err.txt; fail "record of two events failed"; }
check_readable two.data
# equal sample types: the id at the same place in each (PERF_SAMPLE_ID), as Linux perf
$LPERF report --header-only -i two.data 2>/dev/null | grep -cE 'sample_type = ([A-Z_]+\|)*ID[|,]' | grep -qx 2 ||
	fail "two events without PERF_SAMPLE_ID"
$LPERF script -F event -i two.data 2>/dev/null | sort | uniq -c >ev.txt
cat ev.txt
grep -q 'cpu-clock' ev.txt && grep -q 'task-clock' ev.txt || fail "samples of both events not found"

# --- a tracepoint system wide with raw data
if ! have tracefs system-wide; then
	skip_part "sched:sched_switch -a -R"
else
	$PERF record -e sched:sched_switch -a -R -o tp.data -- sleep 0.5 2>err.txt || { cat err.txt; fail "record of sched:sched_switch failed"; }
	check_readable tp.data
	$LPERF report --header-only -i tp.data 2>/dev/null | grep -q 'sample_type = .*RAW' || fail "no PERF_SAMPLE_RAW"
	$LPERF script -i tp.data 2>/dev/null >tp.txt
	grep -qE 'sched:sched_switch: prev_comm=.* prev_pid=[0-9]+ .*==> next_comm=' tp.txt || {
		head -5 tp.txt
		fail "perf script does not decode the sched_switch fields"
	}
fi

# --- a hardware breakpoint on a variable of the workload
if ! have hwbp; then
	skip_part "mem:counter:w"
else
	$PERF record -e mem:counter:w -o bp.data -- "$PROG" counter 0.3 2>err.txt || { cat err.txt; fail "record -e mem:counter:w failed"; }
	check_readable bp.data
	$LPERF report --header-only -i bp.data 2>/dev/null | grep -q 'bp_type = 2' || fail "no write breakpoint in the attr"
	addr=$(nm "$PROG" | awk '$3 == "counter" { print $1 }' | sed 's/^0*//')
	$LPERF report --header-only -i bp.data 2>/dev/null | grep -q "bp_addr, config1 } = 0x$addr" ||
		fail "breakpoint not at counter (0x$addr)"
	$LPERF script -i bp.data 2>/dev/null | grep -q 'record_prog .*mem:counter:w' || fail "perf script shows no breakpoint samples"
fi

echo "record events: ok"
exit 0
