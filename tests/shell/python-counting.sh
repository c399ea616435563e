#!/bin/bash
# desc: python: perf.cpu_map, perf.thread_map and counting with perf.evsel
# A software event (task-clock, page-faults) opened on this python's threads is read back
# after known work; the maps behave as sequences.
set -u
. "$TESTS_DIR/shell/lib/python.sh"
# its events count the kernel too
require kernel-events

SYSTEM_WIDE=1
have system-wide || { skip_part "per-CPU counting"; SYSTEM_WIDE=0; }
SYSTEM_WIDE=$SYSTEM_WIDE py - <<'PYEOF'
import mmap, os, sys, threading, time
import perf

def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)

# cpu_map: the online CPUs by default, or a list
online = perf.cpu_map()
if len(online) < 1 or list(online) != sorted(list(online)):
    fail("cpu_map(): %r" % list(online))
if len(online) > os.cpu_count():
    fail("cpu_map() has %d cpus, os.cpu_count() %d" % (len(online), os.cpu_count()))
m = perf.cpu_map("0")
if list(m) != [0] or m[0] != 0 or m[-1] != 0:
    fail("cpu_map('0') gave %r" % list(m))
try:
    m[1]
    fail("cpu_map index past the end did not raise IndexError")
except IndexError:
    pass

# thread_map: every thread of a pid, one tid, or -1
t = threading.Thread(target=time.sleep, args=(5,), daemon=True)
t.start()
tm = perf.thread_map(os.getpid())
tids = sorted(int(x) for x in os.listdir("/proc/%d/task" % os.getpid()))
if sorted(tm) != tids or len(tm) != len(tids) or len(tm) < 2:
    fail("thread_map(pid) %r, /proc says %r" % (list(tm), tids))
if list(perf.thread_map()) != [-1]:
    fail("thread_map() is %r, not [-1]" % list(perf.thread_map()))
if list(perf.thread_map(tid=t.native_id)) != [t.native_id]:
    fail("thread_map(tid=%d) is %r" % (t.native_id, list(perf.thread_map(tid=t.native_id))))

# task-clock of this thread after ~0.3 s of CPU work
me = perf.thread_map(tid=threading.get_native_id())
clk = perf.evsel(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_TASK_CLOCK)
clk.open(threads=me)
start = time.thread_time_ns()
while time.thread_time_ns() - start < 300_000_000:
    pass
spent = time.thread_time_ns() - start
c = clk.read(-1, me[0])
if not (spent * 0.8 <= c.val <= spent * 1.5 + 50_000_000):
    fail("task-clock %d ns for %d ns of thread CPU time" % (c.val, spent))
if c.ena < c.run or c.run == 0:
    fail("task-clock ena %d run %d" % (c.ena, c.run))
c2 = clk.read(-1, me[0])
if c2.val < c.val:
    fail("task-clock went backwards: %d then %d" % (c.val, c2.val))

# page-faults: touching N fresh pages of a shared anonymous map faults each once
pf = perf.evsel(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_PAGE_FAULTS)
pf.open(threads=me)
N = 2000
buf = mmap.mmap(-1, N * mmap.PAGESIZE)
before = pf.read(-1, me[0]).val
for off in range(0, N * mmap.PAGESIZE, mmap.PAGESIZE):
    buf[off] = 1
faults = pf.read(-1, me[0]).val - before
if not (N <= faults <= N + 200):
    fail("page-faults counted %d for %d pages touched" % (faults, N))

# a disabled event counts nothing until enabled
d = perf.evsel(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_PAGE_FAULTS, disabled=1)
d.open(threads=me)
buf2 = mmap.mmap(-1, 100 * mmap.PAGESIZE)
for off in range(0, 100 * mmap.PAGESIZE, mmap.PAGESIZE):
    buf2[off] = 1
if d.read(-1, me[0]).val != 0:
    fail("a disabled event counted %d" % d.read(-1, me[0]).val)
d.enable()
buf3 = mmap.mmap(-1, 100 * mmap.PAGESIZE)
for off in range(0, 100 * mmap.PAGESIZE, mmap.PAGESIZE):
    buf3[off] = 1
d.disable()
if d.read(-1, me[0]).val < 100:
    fail("enabled event counted %d faults for 100 pages" % d.read(-1, me[0]).val)

# per-CPU counting: cpu-clock on each online CPU, any task
if os.environ["SYSTEM_WIDE"] == "1":
    cc = perf.evsel(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_CPU_CLOCK)
    any_task = perf.thread_map()
    cc.open(cpus=online, threads=any_task)
    time.sleep(0.2)
    for cpu in online:
        v = cc.read(cpu, -1)
        if v.val < 100_000_000 or v.ena < 100_000_000:
            fail("cpu-clock on cpu %d: %r after 0.2 s" % (cpu, v))
print("ok: task-clock %d ns, page-faults %d, %d cpus" % (c.val, faults, len(online)))
PYEOF
