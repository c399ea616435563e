#!/bin/bash
# desc: python: sampling through evlist.mmap/poll/read_on_cpu, samples tied to their evsel
# Two sampling events (cpu-clock every 1 ms, page-faults every 64) on this python's
# thread, one ring per CPU: the samples must carry this pid/tid, their period, an ip, a
# CPU of the map, increasing times, and point back to the evsel that took them.
set -u
. "$TESTS_DIR/shell/lib/python.sh"
# its events count the kernel too
require kernel-events

py - <<'PYEOF'
import mmap, os, select, sys, threading, time
import perf

def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)

tid = threading.get_native_id()
cpus = perf.cpu_map()
threads = perf.thread_map(tid=tid)
st = (perf.SAMPLE_IP | perf.SAMPLE_TID | perf.SAMPLE_TIME | perf.SAMPLE_CPU |
      perf.SAMPLE_PERIOD | perf.SAMPLE_IDENTIFIER)
clock = perf.evsel(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_CPU_CLOCK,
                   sample_period=1000000, sample_type=st, disabled=1,
                   wakeup_events=1)
# without SAMPLE_PERIOD: with it, the kernel writes a sample per software event (period 1)
faults = perf.evsel(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_PAGE_FAULTS,
                    sample_period=64, sample_type=st & ~perf.SAMPLE_PERIOD, disabled=1,
                    wakeup_events=1)
evlist = perf.evlist(cpus, threads)
evlist.add(clock)
evlist.add(faults)
evlist.open()
evlist.mmap(pages=64)
if len(evlist.get_pollfd()) != 2 * len(cpus):
    fail("get_pollfd() has %d files for %d fds" % (len(evlist.get_pollfd()), 2 * len(cpus)))
files = evlist.get_pollfd()
if not all(isinstance(f.fileno(), int) and f.fileno() >= 0 for f in files):
    fail("get_pollfd() files without fds")

evlist.enable()
start = time.thread_time()
buf = mmap.mmap(-1, 6400 * mmap.PAGESIZE)
for off in range(0, len(buf), mmap.PAGESIZE):
    buf[off] = 1
while time.thread_time() - start < 0.3:
    pass
evlist.disable()
if evlist.poll(timeout=1000) < 1:
    fail("poll() saw nothing ready after sampling")

got = {clock: 0, faults: 0}
last_time = {}
for cpu in cpus:
    while True:
        ev = evlist.read_on_cpu(cpu)
        if ev is None:
            break
        if ev.type != perf.RECORD_SAMPLE:
            continue
        if not isinstance(ev, perf.sample_event) or repr(ev) != "{ type: sample }":
            fail("a sample is %r of %s" % (ev, type(ev)))
        if ev.sample_pid != os.getpid() or ev.sample_tid != tid:
            fail("sample of pid %d tid %d, not %d/%d" % (ev.sample_pid, ev.sample_tid,
                                                        os.getpid(), tid))
        if ev.sample_cpu != cpu:
            fail("sample with cpu %d in the ring of cpu %d" % (ev.sample_cpu, cpu))
        if ev.sample_ip == 0:
            fail("sample without ip")
        if ev.sample_time < last_time.get(cpu, 0):
            fail("sample times go backwards on cpu %d" % cpu)
        last_time[cpu] = ev.sample_time
        if ev.evsel is None or ev.evsel not in got:
            fail("sample with evsel %r" % ev.evsel)
        # without SAMPLE_PERIOD a sample stands for the event's fixed period, as in Linux perf
        want = 1000000 if ev.evsel is clock else 64
        if ev.sample_period != want:
            fail("%s sample with period %d" % (ev.evsel.name, ev.sample_period))
        got[ev.evsel] += 1
if got[clock] < 100:
    fail("%d cpu-clock samples for 0.3 s at 1 kHz" % got[clock])
# one counter per CPU, each with its own count towards the period: a thread that moved
# between CPUs leaves up to 63 faults uncounted on each, one sample fewer per extra CPU
if not (6400 // 64 - (len(cpus) - 1) <= got[faults] <= 6400 // 64 * 2):
    fail("%d page-fault samples for 6400 faults every 64" % got[faults])
for cpu in cpus:
    if evlist.read_on_cpu(cpu) is not None:
        fail("read_on_cpu(%d) not empty after draining" % cpu)
try:
    evlist.read_on_cpu(4096)
    fail("read_on_cpu of a cpu without a ring did not raise")
except ValueError:
    pass
evlist.close()

# per-thread ring (cpus None): a COMM record from renaming this thread, read on cpu -1
import ctypes
libc = ctypes.CDLL(None)
d = perf.evsel(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_DUMMY, comm=1,
               sample_type=perf.SAMPLE_TID | perf.SAMPLE_CPU)
pt = perf.evlist(None, threads)
pt.add(d)
pt.open()
pt.mmap(pages=8)
libc.prctl(15, b"py-sample-test", 0, 0, 0)  # PR_SET_NAME
ev = pt.read_on_cpu(-1)
if (not isinstance(ev, perf.comm_event) or ev.comm != "py-sample-test" or ev.tid != tid
        or ev.sample_tid != tid or ev.evsel is not d):
    fail("per-thread ring gave %r (tid %s)" % (ev, getattr(ev, "sample_tid", None)))
if pt.read_on_cpu(-1) is not None:
    fail("a second record after one rename")
print("ok: %d cpu-clock and %d page-fault samples" % (got[clock], got[faults]))
PYEOF
