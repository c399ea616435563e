#!/bin/bash
# desc: perf script -s runs Linux perf 6.1's own Python scripts (syscall-counts, failed-syscalls-by-pid, futex-contention, stackcollapse, event_analyzing_sample, ...) on Linux perf's recordings and prints what Linux perf prints; report NAME, -g python, -l; a script's errors
# slow: about 1 min (Linux perf records five files, each script runs with both perfs)
#
# The recordings are made by Linux perf, then each script runs with Linux perf and with ours
# and the outputs must be equal. The only masking: nothing varies between two of Linux perf's
# own runs of these scripts on one file, except event_analyzing_sample's database in
# /dev/shm, which accumulates over runs (each run gets a private /dev/shm: unshare -m).
. "$(dirname "$0")/lib/record_lib.sh"
need system-wide tracefs python mountns
S=/usr/lib/perf-core/scripts/python
# under ASan (PERF=build-san/perf): what libpython keeps at Py_FinalizeEx is not ours
printf 'leak:libpython3\n' >lsan.supp
export LSAN_OPTIONS=suppressions=$TMPD/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}
[ -d "$S/Perf-Trace-Util" ] || { echo "Linux perf's scripts are not installed in $S (linux-perf)"; exit 2; }

# same output, same exit status: both perfs, script $1 (and its arguments) on file $2
same() {
	local f=$1 sc=$2
	shift 2
	"$LPERF" script -i "$f" -s "$sc" "$@" >ref.out 2>ref.err
	local lrc=$?
	$PERF script -i "$f" -s "$sc" "$@" >ours.out 2>ours.err
	local orc=$?
	[ $lrc = 0 ] || { cat ref.err; fail "$(basename "$sc"): Linux perf exited $lrc"; }
	[ $orc = 0 ] || { cat ours.err; fail "$(basename "$sc"): ours exited $orc"; }
	cmp -s ref.out ours.out || {
		diff ref.out ours.out | head -20
		fail "$(basename "$sc") on $f: our output differs from Linux perf's"
	}
}

# the same, or, where Linux perf's run of the script fails on the data (its handler raises:
# Linux perf aborts), ours fails with the same exception: exit 1, not a crash
same_or_fails_alike() {
	local f=$1 sc=$2
	"$LPERF" script -i "$f" -s "$sc" >ref.out 2>ref.err
	local lrc=$?
	if [ $lrc = 0 ]; then
		same "$f" "$sc"
		return
	fi
	$PERF script -i "$f" -s "$sc" >ours.out 2>ours.err
	local orc=$?
	[ $orc = 1 ] || fail "$(basename "$sc"): Linux perf failed ($lrc), ours exited $orc"
	local lexc oexc
	lexc=$(grep -E '^[A-Za-z]+(Error|Exception)' ref.err | tail -1)
	oexc=$(grep -E '^[A-Za-z]+(Error|Exception)' ours.err | tail -1)
	[ -n "$lexc" ] && [ "$lexc" = "$oexc" ] || fail "$(basename "$sc"): Linux perf failed with '$lexc', ours with '$oexc'"
}

# workloads: syscalls, some of them failing (cat of a missing file); futex waits
work() { sh -c 'for i in 1 2 3; do ls / >/dev/null; cat /nonexistent 2>/dev/null; done; true'; }
futex() {
	python3 -c '
import threading
l = threading.Lock()
def f():
    for i in range(300):
        with l: pass
t = [threading.Thread(target=f) for i in range(4)]
[x.start() for x in t]; [x.join() for x in t]'
}

"$LPERF" record -q -o sc.data -e raw_syscalls:sys_enter -e raw_syscalls:sys_exit -- sh -c "$(declare -f work); work" 2>/dev/null ||
	fail "Linux perf cannot record raw_syscalls"
"$LPERF" record -q -o fut.data -e syscalls:sys_enter_futex -e syscalls:sys_exit_futex -- sh -c "$(declare -f futex); futex" 2>/dev/null ||
	fail "Linux perf cannot record the futex syscalls"
"$LPERF" record -q -o cyc.data -e cpu-clock -F 2000 -g -- sh -c "$(declare -f work); work" 2>/dev/null ||
	fail "Linux perf cannot record cpu-clock -g"

same sc.data $S/syscall-counts.py
grep -q "syscall events" ours.out || fail "syscall-counts.py printed no table"
[ "$(grep -c '^[a-z_0-9]* *[0-9]*$' ours.out)" -gt 3 ] || fail "syscall-counts.py counted no syscalls: $(head -20 ours.out)"
same sc.data $S/syscall-counts.py sh
same sc.data $S/syscall-counts-by-pid.py
same sc.data $S/failed-syscalls-by-pid.py
grep -q "cat" ours.out || fail "failed-syscalls-by-pid.py: cat's failed open is missing"
same fut.data $S/futex-contention.py
same cyc.data $S/stackcollapse.py
grep -q ';' ours.out || fail "stackcollapse.py: no stacks"
same cyc.data $S/stackcollapse.py -- --include-pid --kernel
same cyc.data $S/flamegraph.py -- -f json -o -
grep -q '"n": "all"' ours.out || fail "flamegraph.py printed no JSON tree"
"$LPERF" record -q -o net.data -e skb:kfree_skb -e skb:consume_skb -e net:net_dev_xmit -e net:netif_receive_skb \
	-e net:net_dev_queue -e napi:napi_poll -e irq:irq_handler_entry -e irq:irq_handler_exit \
	-e irq:softirq_entry -e irq:softirq_exit -e irq:softirq_raise -a -- \
	sh -c 'ping -c 3 -i 0.2 127.0.0.1 >/dev/null 2>&1; sleep 0.2' 2>/dev/null ||
	fail "Linux perf cannot record the net tracepoints"
same_or_fails_alike net.data $S/net_dropmonitor.py
same_or_fails_alike net.data $S/netdev-times.py

# event_analyzing_sample.py keeps its database in /dev/shm/perf.db: a private /dev/shm each
shm() { unshare -m sh -c 'mount -t tmpfs none /dev/shm && exec "$@"' sh "$@"; }
shm "$LPERF" script -i cyc.data -s $S/event_analyzing_sample.py >ref.out 2>ref.err || fail "Linux perf: event_analyzing_sample.py failed"
shm $PERF script -i cyc.data -s $S/event_analyzing_sample.py >ours.out 2>ours.err || { cat ours.err; fail "event_analyzing_sample.py failed with ours"; }
cmp -s ref.out ours.out || { diff ref.out ours.out | head; fail "event_analyzing_sample.py: outputs differ"; }
grep -q "records in gen_events table" ours.out || fail "event_analyzing_sample.py: no table"

# the handlers' arguments, typed as Linux perf passes them: sys.argv, sys.path[0], str,
# int (a negative int field unsigned, as Linux perf), bytearray, the context functions
cat >handler_args.py <<'PY'
import sys, os
print("argv", sys.argv[1:], os.path.basename(sys.path[0]) == os.path.basename(os.getcwd()))
from perf_trace_context import *
n = 0
def trace_begin():
    print("begin")
def raw_syscalls__sys_enter(event_name, context, common_cpu, common_secs, common_nsecs,
                            common_pid, common_comm, common_callchain, id, args, perf_sample_dict):
    global n
    n += 1
    if n <= 50:
        print(event_name, common_cpu, common_secs, common_nsecs, common_pid, common_comm,
              id, type(args).__name__, len(args), args.hex(), common_pc(context), common_flags(context),
              common_lock_depth(context))
        d = dict(perf_sample_dict)
        print(d['ev_name'], d['comm'], sorted(d), {k: v for k, v in d['sample'].items()}, d['raw_buf'].hex())
def trace_unhandled(event_name, context, event_fields_dict, perf_sample_dict):
    global n
    n += 1
    if n <= 50:
        print("unhandled", event_name, sorted(event_fields_dict.items(), key=lambda kv: kv[0])[:12])
def trace_end():
    print("end", n)
PY
same sc.data handler_args.py one two
[ "$(grep -c '^raw_syscalls__sys_enter ' ours.out)" -gt 0 ] || fail "handler_args.py: no sys_enter handled: $(head -5 ours.out)"
grep -q "^unhandled raw_syscalls__sys_exit .*('ret'" ours.out || fail "handler_args.py: trace_unhandled did not get sys_exit's fields"
grep -q "^argv \['one', 'two'\] True" ours.out || fail "handler_args.py: sys.argv or sys.path[0] unlike Linux perf's: $(head -1 ours.out)"

# process_event's dict and the frames of its callchain
cat >events.py <<'PY'
def process_event(d):
    s = d['sample']
    print(d['ev_name'], d['comm'], d.get('dso'), d.get('symbol'), d.get('symoff'), s['pid'], s['tid'],
          s['ip'], s['time'], s['period'], s['cpumode'], s['datasrc_decode'], s['values'], len(d['attr']))
    for f in d['callchain']:
        print("   ", f['ip'], f.get('sym', {}).get('name'), f.get('sym_off'), f.get('dso'))
PY
same cyc.data events.py

# perf script report NAME through Linux perf's wrapper (bin/NAME-report runs "perf script")
"$LPERF" script report syscall-counts -i sc.data >ref.out 2>&1 || fail "Linux perf: report syscall-counts failed"
$PERF script report syscall-counts -i sc.data >ours.out 2>&1 || { cat ours.out; fail "report syscall-counts failed"; }
cmp -s ref.out ours.out || { diff ref.out ours.out | head; fail "report syscall-counts: outputs differ"; }
"$LPERF" script report syscall-counts ls -i sc.data >ref.out 2>&1 || fail "Linux perf: report syscall-counts ls failed"
$PERF script report syscall-counts ls -i sc.data >ours.out 2>&1 || { cat ours.out; fail "report syscall-counts ls failed"; }
cmp -s ref.out ours.out || { diff ref.out ours.out | head; fail "report syscall-counts ls: outputs differ"; }
# perf script record NAME: the wrapper's perf record is ours, with the options after NAME
# (the wrapper passes its arguments on unquoted: a workload without spaces in its words)
$PERF script record syscall-counts -o rec.data -- ls -l / >/dev/null 2>&1 ||
	fail "perf script record syscall-counts failed"
$PERF evlist -i rec.data 2>/dev/null | grep -q "sys_enter" || fail "record syscall-counts: rec.data has no sys_enter event"
same rec.data $S/syscall-counts.py
$PERF script report no-such-script >out 2>&1 && fail "report of an unknown script succeeded"
grep -q "no such script" out || fail "report of an unknown script: $(cat out)"

# -l: the scripts of the directory with their arguments and description
$PERF script -l >out || fail "perf script -l failed"
head -1 out | grep -q "^List of available trace scripts:" || fail "-l: no title: $(head -1 out)"
grep -q "^  syscall-counts \[comm\] .*system-wide syscall counts$" out || fail "-l: syscall-counts is missing: $(cat out)"

# -g python: Linux perf's skeleton and ours run alike; ours runs on the file it was made from
"$LPERF" script -i sc.data -g python >/dev/null 2>&1 && mv perf-script.py lp-skel.py || fail "Linux perf -g python failed"
same sc.data lp-skel.py
$PERF script -i sc.data -g python 2>err || fail "-g python failed: $(cat err)"
grep -q "^def raw_syscalls__sys_enter(.*" perf-script.py || fail "-g python: no handler for sys_enter"
$PERF script -i sc.data -s perf-script.py >out 2>err || { cat err; fail "the generated script failed"; }
grep -q "^raw_syscalls__sys_enter .* id=" out || fail "the generated script printed no sys_enter"
grep -q "in trace_end" out || fail "the generated script did not reach trace_end"

# perf_sample_srcline(): the line of each sample's address as Linux perf's (the file of
# code inlined from a header differs: Linux perf names the including file there)
printf 'from perf_trace_context import *\ndef process_event(d):\n    print(perf_sample_srcline(perf_script_context), d.get("symbol"))\n' >srcline.py
"$LPERF" script -i cyc.data -s srcline.py 2>/dev/null | sed 's/^(.*, \([0-9]*\))/\1/' >ref.out
$PERF script -i cyc.data -s srcline.py 2>ours.err | sed 's/^(.*, \([0-9]*\))/\1/' >ours.out
cmp -s ref.out ours.out || { diff ref.out ours.out | head; fail "perf_sample_srcline(): lines differ from Linux perf's"; }

# Perf-Trace-Util's modules import without the sys.path line Linux perf's scripts carry
# (Linux perf 6.1 needs that line: there this script fails)
printf 'from Core import *\nfrom Util import *\nfrom perf_trace_context import *\nprint("imported", nsecs(1, 5))\n' >core.py
$PERF script -i cyc.data -s core.py >out 2>err || { cat err; fail "from Core import * failed"; }
grep -qx "imported 1000000005" out || fail "Core's nsecs(): $(cat out)"

# errors: a traceback and a non-zero exit, never a crash
printf 'def process_event(d):\n    raise ValueError("boom")\n' >raise.py
$PERF script -i cyc.data -s raise.py >out 2>err
rc=$?
[ $rc = 1 ] || fail "a script that raises: exit $rc, want 1"
grep -q "^ValueError: boom" err || fail "a script that raises: no traceback: $(cat err)"
grep -q 'File "raise.py", line 2, in process_event' err || fail "the traceback lacks the script's line: $(cat err)"
printf 'import no_such_module\n' >imp.py
$PERF script -i cyc.data -s imp.py >out 2>err && fail "a script whose import fails succeeded"
grep -q "ModuleNotFoundError" err || fail "a failing import: $(cat err)"
$PERF script -i cyc.data -s missing.py >out 2>err && fail "a missing script succeeded"
[ "$(wc -l <err)" = 1 ] && grep -q 'missing.py' err || fail "a missing script: $(cat err)"
$PERF script -i cyc.data -s $S/syscall-counts.py >out 2>err && fail "syscall-counts.py on a file without syscalls succeeded"
grep -q "handles none of the recording's events" err || fail "a script for other events: $(cat err)"
printf 'def trace_end():\n    raise KeyError("end")\n' >end.py
$PERF script -i cyc.data -s end.py >out 2>err && fail "a trace_end that raises succeeded"
grep -q "KeyError" err || fail "trace_end's traceback: $(cat err)"

# the print formats' symbolic and flag values reach Core's define_*() functions: the
# skeleton Linux perf writes for sched_switch (flag_str of prev_state), softirq_entry
# (symbol_str of vec) and hrtimer_start runs alike; check-perf-trace.py on irq events
"$LPERF" record -q -o fl.data -e sched:sched_switch -e irq:softirq_entry -e timer:hrtimer_start -a -- sleep 0.2 2>/dev/null ||
	fail "Linux perf cannot record sched_switch, softirq_entry, hrtimer_start"
"$LPERF" script -i fl.data -g python >/dev/null 2>&1 && mv perf-script.py fl-skel.py || fail "Linux perf -g python on fl.data failed"
grep -q 'flag_str("sched__sched_switch", "prev_state"' fl-skel.py || fail "Linux perf's skeleton has no flag_str for prev_state"
same fl.data fl-skel.py
grep -q "prev_state=R\|prev_state=S" ours.out || fail "flag_str: no prev_state named: $(grep -m1 prev_state ours.out)"
"$LPERF" record -q -o irq.data -e 'irq:*' -a -- sleep 0.3 2>/dev/null || fail "Linux perf cannot record irq:*"
same irq.data $S/check-perf-trace.py
grep -q "vec=[A-Z]" ours.out || fail "check-perf-trace.py: symbol_str named no softirq: $(head -4 ours.out)"

# intel-pt-events.py on other events (its perf_set_itrace_options, perf_script_context as a
# global, context_switch() with --all-switch-events); the instruction bytes and source code
# of samples (perf_sample_insn, perf_sample_srccode: the file of code inlined from a header
# masked, as for perf_sample_srcline)
"$LPERF" record -q -o sw.data --switch-events -g -- sh -c "$(declare -f work); work" 2>/dev/null ||
	fail "Linux perf cannot record --switch-events"
same sw.data $S/intel-pt-events.py
same sw.data $S/intel-pt-events.py -- --all-switch-events
grep -q "Switch out" ours.out || fail "intel-pt-events.py: no switch printed"
cat >insn.py <<'PY'
from perf_trace_context import *
def trace_begin():
    print("itrace", perf_set_itrace_options(perf_script_context, "bepwxI"))
def process_event(d):
    i = perf_sample_insn(perf_script_context)
    f, l, t = perf_sample_srccode(perf_script_context)
    print(d.get('symbol'), i.hex() if i else i, l, t)
PY
# (a loop in the shell, so that most samples are in user space, whose code bytes the file
# has: work's ls and cat runs are mostly exec and page faults, and under load had fewer than
# the 5 user samples asked for below)
"$LPERF" record -q -o insn.data -- sh -c 'i=0; while [ $i -lt 30000 ]; do i=$((i + 1)); done' 2>/dev/null ||
	fail "Linux perf cannot record a shell loop"
same insn.data insn.py
[ "$(grep -c ' [0-9a-f]\{2,\} ' ours.out)" -gt 5 ] || fail "perf_sample_insn(): no instruction bytes: $(head -5 ours.out)"

# perf stat record files: perf script prints each round's counts, a script's stat__EVENT()
# and stat__interval() get them as Linux perf hands them over (aggregated: the sum's change
# since the last round; -A, --per-thread: each count's, with its CPU or thread)
cat >stat.py <<'PY'
def stat__cs(*a): print("cs", a)
def stat__faults(*a): print("faults", a)
def stat__interval(*a): print("interval", a)
def trace_end(): print("end")
PY
"$LPERF" stat record -o st-i.data -e cs,faults -I 100 -- sh -c "$(declare -f work); work; sleep 0.25" >/dev/null 2>&1 ||
	fail "Linux perf stat record -I failed"
"$LPERF" stat record -o st-a.data -e cs,faults -a -A -I 100 -- sleep 0.25 >/dev/null 2>&1 ||
	fail "Linux perf stat record -a -A failed"
sleep 2 &
spid=$!
"$LPERF" stat record -o st-t.data -e cs,faults --per-thread -p $spid,$$ -- sleep 0.2 >/dev/null 2>&1 ||
	fail "Linux perf stat record --per-thread failed"
kill $spid 2>/dev/null
$PERF stat record -o st-ours.data -e cs,faults -a -I 100 -- sleep 0.25 >/dev/null 2>&1 ||
	fail "perf stat record -a -I failed"
for f in st-i st-a st-t st-ours; do
	same $f.data stat.py
	[ "$(grep -c '^interval' ours.out)" -ge 1 ] || fail "stat.py on $f.data: no stat__interval: $(cat ours.out)"
	"$LPERF" script -i $f.data >ref.out 2>&1
	$PERF script -i $f.data >ours.out 2>&1
	cmp -s ref.out ours.out || { diff ref.out ours.out | head; fail "perf script of $f.data: the counts differ from Linux perf's"; }
done
grep -q "^cs (1, -1, " <($PERF script -i st-a.data -s stat.py 2>/dev/null) || fail "stat.py on -A: no count of CPU 1"
"$LPERF" stat record -o st-cpi.data -e cycles,instructions -I 100 -- sleep 0.25 >/dev/null 2>&1 ||
	fail "Linux perf stat record of cycles,instructions failed"
same st-cpi.data $S/stat-cpi.py
grep -q "cpi" ours.out || fail "stat-cpi.py printed nothing: $(cat ours.out)"

# export-to-sqlite.py (the db-export protocol): script_db_export.sh
exit 0
