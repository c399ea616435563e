#!/bin/bash
# desc: python: bad arguments raise TypeError/ValueError/OSError, never crash python
# Each misuse must raise the documented exception class with a message (OSError with its
# errno); the interpreter survives all of them and ends normally.
set -u
. "$TESTS_DIR/shell/lib/python.sh"
# its events count the kernel too
require kernel-events

py - <<'PYEOF'
import errno, os, sys
import perf

def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)

def raises(exc, fn, what, err=None):
    try:
        fn()
    except exc as e:
        if not str(e):
            fail("%s: %s without a message" % (what, exc.__name__))
        if err is not None and e.errno != err:
            fail("%s: errno %s, expected %d" % (what, e.errno, err))
        return
    except Exception as e:
        fail("%s: raised %s (%s), expected %s" % (what, type(e).__name__, e, exc.__name__))
    fail("%s: no exception, expected %s" % (what, exc.__name__))

# a pid that does not exist: the next free pids are unlikely to be taken right now
gone = os.fork()
if gone == 0:
    os._exit(0)
os.waitpid(gone, 0)
raises(OSError, lambda: perf.thread_map(gone), "thread_map(exited pid)", errno.ESRCH)
raises(OSError, lambda: perf.thread_map(tid=gone), "thread_map(tid=exited)", errno.ESRCH)
raises(ValueError, lambda: perf.thread_map(-5), "thread_map(-5)")
raises(TypeError, lambda: perf.thread_map("1"), "thread_map('1')")
raises(ValueError, lambda: perf.thread_map(2**40), "thread_map(2**40)")
raises(ValueError, lambda: perf.cpu_map("zero"), "cpu_map('zero')")
raises(ValueError, lambda: perf.cpu_map("3-1"), "cpu_map('3-1')")
raises(TypeError, lambda: perf.cpu_map(5), "cpu_map(5)")
raises(IndexError, lambda: perf.cpu_map()[1000], "cpu_map()[1000]")
raises(IndexError, lambda: perf.thread_map()[1], "thread_map()[1]")

raises(TypeError, lambda: perf.evsel(bogus=1), "evsel(bogus=)")
raises(TypeError, lambda: perf.evsel(1, 2), "evsel(positional)")
raises(TypeError, lambda: perf.evsel(config="x"), "evsel(config='x')")
raises(TypeError, lambda: perf.evsel(sample_period=1.5), "evsel(sample_period=1.5)")
raises(ValueError, lambda: perf.evsel(type=-1), "evsel(type=-1)")
raises(ValueError, lambda: perf.evsel(config=2**64), "evsel(config=2**64)")
raises(ValueError, lambda: perf.evsel(disabled=2), "evsel(disabled=2)")
raises(ValueError, lambda: perf.evsel(precise_ip=4), "evsel(precise_ip=4)")
raises(ValueError, lambda: perf.evsel(sample_freq=10, sample_period=10), "freq and period")
perf.evsel(config=2**64 - 1, precise_ip=3, bp_addr=2**64 - 1)  # the extremes are fine

sw = dict(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_TASK_CLOCK)
e = perf.evsel(**sw)
raises(ValueError, lambda: e.read(-1, -1), "read() before open()")
raises(ValueError, lambda: e.enable(), "enable() before open()")
raises(TypeError, lambda: e.open(cpus="0"), "open(cpus='0')")
raises(TypeError, lambda: e.open(threads=[1]), "open(threads=[1])")
# pid -1 and cpu -1 together: the kernel refuses with EINVAL
raises(OSError, lambda: e.open(), "open() on cpu -1, any task", errno.EINVAL)
raises(OSError, lambda: perf.evsel(type=perf.TYPE_SOFTWARE, config=10**6).open(
    threads=perf.thread_map(os.getpid())), "open(unknown software event)")
raises(OSError, lambda: perf.evsel(type=perf.TYPE_SOFTWARE, config=0, sample_type=1 << 62)
       .open(threads=perf.thread_map(os.getpid())), "open(bad sample_type)", errno.EINVAL)
raises(OSError, lambda: perf.evsel(type=perf.TYPE_BREAKPOINT, bp_type=perf.HW_BREAKPOINT_W,
       bp_addr=1, bp_len=3).open(threads=perf.thread_map(os.getpid())), "open(bad breakpoint)")
me = perf.thread_map(os.getpid())
e.open(threads=me)
raises(ValueError, lambda: e.read(0, me[0]), "read(cpu not in map)")
raises(ValueError, lambda: e.read(-1, 1), "read(thread not in map)")
raises(TypeError, lambda: e.read("a", 1), "read('a', 1)")
raises(TypeError, lambda: e.read(-1), "read(one argument)")
e.read(-1, me[0])

# objects made without __init__ must not crash
raw = perf.evsel.__new__(perf.evsel)
raises(ValueError, lambda: raw.open(), "uninitialized evsel.open()")
raises(ValueError, lambda: raw.read(0, 0), "uninitialized evsel.read()")
if len(perf.cpu_map.__new__(perf.cpu_map)) != 0 or len(perf.thread_map.__new__(perf.thread_map)) != 0:
    fail("uninitialized maps are not empty")
rawl = perf.evlist.__new__(perf.evlist)
raises(ValueError, lambda: rawl.add(perf.evsel(**sw)), "uninitialized evlist.add()")
raises(ValueError, lambda: rawl.mmap(), "uninitialized evlist.mmap()")
raises(ValueError, lambda: perf.evlist(perf.cpu_map.__new__(perf.cpu_map), me), "evlist(uninit map)")
raises(ValueError, lambda: perf.evsel(**sw).open(cpus=perf.cpu_map.__new__(perf.cpu_map), threads=me),
       "open(uninitialized cpu_map)")

# evlist misuse
raises(TypeError, lambda: perf.evlist(), "evlist()")
raises(TypeError, lambda: perf.evlist("0", me), "evlist('0', threads)")
cpus = perf.cpu_map()
anyt = perf.thread_map()
el = perf.evlist(cpus, anyt)
raises(TypeError, lambda: el.add(42), "evlist.add(42)")
raises(ValueError, lambda: el.mmap(), "mmap() with no open event")
raises(ValueError, lambda: el.poll(), "poll() before mmap()")
raises(ValueError, lambda: el.read_on_cpu(0), "read_on_cpu() before mmap()")
raises(ValueError, lambda: el.get_pollfd(), "get_pollfd() before mmap()")
d = perf.evsel(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_DUMMY, task=1)
if el.add(d) != 1 or len(el) != 1 or el[0] is not d:
    fail("evlist.add/len/index")
raises(ValueError, lambda: el.add(d), "adding an evsel twice")
raises(ValueError, lambda: perf.evlist(cpus, anyt).add(d), "adding an evsel to two evlists")
raises(IndexError, lambda: el[1], "evlist[1]")
raises(ValueError, lambda: el.mmap(pages=3), "mmap(pages=3)")
raises(ValueError, lambda: el.mmap(pages=0), "mmap(pages=0)")
raises(TypeError, lambda: el.mmap(pages="8"), "mmap(pages='8')")
other = perf.evsel(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_DUMMY)
other.open(cpus=perf.cpu_map("0"), threads=anyt)
el2 = perf.evlist(cpus, anyt)
el2.add(other)
if len(cpus) > 1:
    raises(ValueError, lambda: el2.mmap(), "mmap() of an evsel opened on other cpus")
del el2, other
el.open()
el.mmap(pages=4)
raises(ValueError, lambda: el.mmap(), "mmap() twice")
raises(ValueError, lambda: el.open(), "open() of an mmapped evlist")
raises(ValueError, lambda: d.close(), "evsel.close() of an mmapped evlist's event")
raises(ValueError, lambda: el.add(perf.evsel(**sw)), "add() after mmap()")
# closing the rings under a poll of another thread is refused, not a use-after-free
import threading, time
quiet = perf.evsel(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_DUMMY)
ql = perf.evlist(perf.cpu_map(), perf.thread_map(os.getpid()))
ql.add(quiet)
ql.open()
ql.mmap(pages=4)
started = threading.Event()
def poller():
    started.set()
    ql.poll(timeout=5000)
t = threading.Thread(target=poller)
t.start()
started.wait()
time.sleep(0.5)  # from started.set() into poll(2) is a few bytecodes
raises(ValueError, lambda: ql.close(), "close() while another thread polls")
raises(ValueError, lambda: ql.munmap(), "munmap() while another thread polls")
t.join()
ql.close()
# the evsel outlives its evlist
del el
d.close()
print("ok: every misuse raised the right exception")
PYEOF
