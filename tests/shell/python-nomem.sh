#!/bin/bash
# desc: python: an allocation failure in the util library is a MemoryError, the interpreter lives on
# The module's _fail_allocations(n) hook makes every util allocation after the next n fail.
# For each n from 0 up, the whole cpu_map/thread_map/evsel/evlist/open/mmap/read sequence
# runs with the hook set: it must either raise MemoryError (never exit, crash or raise
# anything else) or, once n is past every allocation it makes, complete. Afterwards, with
# the hook off, the same sequence works and counts.
set -u
. "$TESTS_DIR/shell/lib/python.sh"

py - <<'PYEOF'
import os, sys
import perf

def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)

def session():
    cpus = perf.cpu_map()
    threads = perf.thread_map(os.getpid())
    clock = perf.evsel(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_TASK_CLOCK,
                       sample_period=100000, sample_type=perf.SAMPLE_TID | perf.SAMPLE_IP,
                       disabled=1, wakeup_events=1)
    alone = perf.evsel(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_TASK_CLOCK)
    alone.open(threads=threads)
    evlist = perf.evlist(cpus, threads)
    evlist.add(clock)
    evlist.open()
    evlist.mmap(pages=4)
    evlist.enable()
    sum(range(200000))
    evlist.disable()
    for cpu in cpus:
        evlist.read_on_cpu(cpu)
    return alone.read(-1, os.getpid())

raised = completed = 0
for n in range(0, 400):
    perf._fail_allocations(n)
    try:
        session()
        completed = n
        perf._fail_allocations(-1)
        break
    except MemoryError:
        raised += 1
    except Exception as e:
        perf._fail_allocations(-1)
        fail("_fail_allocations(%d): %s: %s, expected MemoryError" % (n, type(e).__name__, e))
    finally:
        perf._fail_allocations(-1)
else:
    fail("the session still failed after 400 allocations")
# n = 0 fails the first allocation: at least that one must have been a MemoryError
if raised == 0:
    fail("no MemoryError at all: the hook does not reach the util library")
if raised != completed:
    fail("%d MemoryErrors for the first %d allocation counts" % (raised, completed))
count = session()
if count.val <= 0:
    fail("after the hook was cleared, the event counted %d" % count.val)
print("MemoryError for each of the first %d allocations; then the session completed" % raised)
PYEOF
