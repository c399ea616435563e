#!/bin/sh
# Runs inside the test guest (busybox sh, root, kernel with kprobe events and hardware
# breakpoints). /test/perf is the perf under test. One line per check, "ok" or "FAIL name:
# why"; the exit status is the number of failures.
PERF=/test/perf
T=/sys/kernel/tracing
fails=0
ok() { echo "ok   $1"; }
bad() { echo "FAIL $1: $2"; fails=$((fails + 1)); }
# count EVENT FILE: the count perf stat printed for EVENT
count() { awk -v ev="$1" '$2 == ev { gsub(",", "", $1); print $1; exit }' "$2"; }

uname -r
[ -e $T/kprobe_events ] || { echo "FAIL guest: no kprobe_events"; exit 1; }

# --- a kprobe: add, list, record with call chains, report, delete ---
if $PERF probe mmap_out=perf_event_mmap_output > /tmp/out 2> /tmp/err; then
	if grep -qx '  probe:mmap_out       (on perf_event_mmap_output)' /tmp/err &&
	   grep -qx '	perf record -e probe:mmap_out -aR sleep 1' /tmp/err; then
		ok "kprobe add message"
	else
		bad "kprobe add message" "$(cat /tmp/err)"
	fi
else
	bad "kprobe add" "$(cat /tmp/err)"
fi
# the kernel lists kretprobes as r<maxactive>: and may drop a +0 offset
grep -qE '^p:probe/mmap_out perf_event_mmap_output(\+0)?$' $T/kprobe_events &&
	ok "kprobe definition" || bad "kprobe definition" "$(cat $T/kprobe_events)"
$PERF probe -l > /tmp/list 2>&1
grep -qx '  probe:mmap_out       (on perf_event_mmap_output)' /tmp/list &&
	ok "kprobe list" || bad "kprobe list" "$(cat /tmp/list)"
if $PERF record -e probe:mmap_out -g -a -o /tmp/k.data -- /test/probeprog 3 > /tmp/rec 2>&1; then
	if $PERF report -i /tmp/k.data --stdio > /tmp/rep 2>&1 && grep -q mmap_region /tmp/rep; then
		ok "kprobe record -g: call chains reach mmap_region"
	else
		bad "kprobe report" "no mmap_region in the call chains: $(head -30 /tmp/rep)"
	fi
else
	bad "kprobe record -g" "$(tail -3 /tmp/rec)"
fi
$PERF probe -d probe:mmap_out > /tmp/out 2> /tmp/err
grep -qx 'Removed event: probe:mmap_out' /tmp/err && ! grep -q mmap_out $T/kprobe_events &&
	ok "kprobe delete" || bad "kprobe delete" "$(cat /tmp/err)"

# --- a kprobe with a register argument, and %return with $retval ---
$PERF probe -q 'openat=do_sys_openat2 dfd=%di:s32' || bad "kprobe with register arg" "add failed"
$PERF probe -q 'do_sys_openat2%return $retval' || bad "kretprobe" "add failed"
grep -qE '^p:probe/openat do_sys_openat2(\+0)? dfd=%di:s32$' $T/kprobe_events &&
grep -qE '^r[0-9]*:probe/do_sys_openat2__return do_sys_openat2(\+0)? arg1=\$retval$' $T/kprobe_events &&
	ok "kprobe arg and %return definitions" || bad "kprobe definitions" "$(cat $T/kprobe_events)"
I=$T/instances/probetest
mkdir $I && echo 1 > $I/events/probe/enable
cat /test/run.sh > /dev/null
echo 0 > $I/events/probe/enable
grep -v '^#' $I/trace > /tmp/trace
rmdir $I
grep -q ' openat: ([^)]*) dfd=-100$' /tmp/trace &&
	ok "kprobe register arg value (AT_FDCWD)" || bad "kprobe register arg" "$(head -5 /tmp/trace)"
grep -q ' do_sys_openat2__return: ([^)]*) arg1=0x[0-9a-f]*$' /tmp/trace &&
	ok "kretprobe \$retval" || bad "kretprobe" "$(head -5 /tmp/trace)"
if $PERF stat -e probe:openat -- cat /test/run.sh > /dev/null 2> /tmp/stat; then
	n=$(count probe:openat /tmp/stat)
	[ -n "$n" ] && [ "$n" -ge 1 ] && ok "perf stat on a kprobe ($n)" ||
		bad "perf stat on a kprobe" "$(cat /tmp/stat)"
else
	bad "perf stat on a kprobe" "$(tail -3 /tmp/stat)"
fi
$PERF probe -q -d 'probe:*'
grep -q '^[pr]:probe/' $T/kprobe_events && bad "kprobe delete glob" "$(cat $T/kprobe_events)" ||
	ok "kprobe delete glob"

# --- a uprobe counted exactly ---
if $PERF probe -q -x /test/probeprog probe_work &&
   $PERF stat -e probe_probeprog:probe_work -- /test/probeprog 4 > /dev/null 2> /tmp/stat; then
	n=$(count probe_probeprog:probe_work /tmp/stat)
	[ "$n" = 4 ] && ok "uprobe count" || bad "uprobe count" "got '$n', want 4: $(cat /tmp/stat)"
else
	bad "uprobe count" "$(tail -3 /tmp/stat 2>/dev/null)"
fi
$PERF probe -q -d 'probe_probeprog:*'

# --- hardware breakpoints on kernel data (symbols from kallsyms) ---
if $PERF stat -e mem:jiffies:w -a -- sleep 1 > /dev/null 2> /tmp/stat; then
	n=$(count mem:jiffies:w /tmp/stat)
	[ -n "$n" ] && [ "$n" -gt 0 ] && ok "mem:jiffies:w counts ($n)" ||
		bad "mem:jiffies:w" "$(cat /tmp/stat)"
else
	bad "mem:jiffies:w" "$(tail -3 /tmp/stat)"
fi
if $PERF stat -e mem:pid_max:rw -a -- cat /proc/sys/kernel/pid_max > /dev/null 2> /tmp/stat; then
	n=$(count mem:pid_max:rw /tmp/stat)
	[ -n "$n" ] && [ "$n" -gt 0 ] && ok "mem:pid_max:rw counts ($n)" ||
		bad "mem:pid_max:rw" "$(cat /tmp/stat)"
else
	bad "mem:pid_max:rw" "$(tail -3 /tmp/stat)"
fi
# the short form names the event memory-readwrite:SYMBOL
if $PERF stat -e rw:pid_max -a -- cat /proc/sys/kernel/pid_max > /dev/null 2> /tmp/stat; then
	n=$(count memory-readwrite:pid_max /tmp/stat)
	[ -n "$n" ] && [ "$n" -gt 0 ] && ok "rw:pid_max counts ($n)" ||
		bad "rw:pid_max" "$(cat /tmp/stat)"
else
	bad "rw:pid_max" "$(tail -3 /tmp/stat)"
fi
# a breakpoint on kernel data recorded, with the writer's symbol in the report
if $PERF record -q -e mem:jiffies:w -a -o /tmp/bp.data -- sleep 1 > /dev/null 2> /tmp/rec &&
	$PERF report -i /tmp/bp.data --stdio --sort sym 2> /dev/null | grep -q '\[k\] '; then
	ok "mem:jiffies:w recorded and reported"
else
	bad "mem:jiffies:w record" "$(tail -3 /tmp/rec)"
fi

# --- perf ftrace: none in this guest. Under qemu's software emulation its kernel locked up
# around tracefs: the function tracers (soft lockups of both CPUs: function_graph 3 times in
# about 20 runs, the function tracer once), and, on 2026-12-06, the error checks alone (a CPU
# stuck for 800 s in perf's writes of set_graph_function and the settings around it, no tracer
# on), which failed make test-vm. tests/shell/ftrace.sh runs all of them, the error paths and
# the traces, on hosts whose kernel allows the function tracer.
echo "skipped: perf ftrace: tracefs writes lock this emulated guest's kernel up now and then (tests/shell/ftrace.sh runs them on the host)"

echo "$fails failed"
[ $fails -gt 100 ] && fails=100
exit $fails
