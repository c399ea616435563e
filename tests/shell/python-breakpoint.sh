#!/bin/bash
# desc: python: a hardware breakpoint (bp_type/bp_addr/bp_len) counts writes to a variable
# lock: hwbp
# The variable is a ctypes long of this python process: writes to it are counted, writes
# to its neighbour are not, reads are not counted by a write breakpoint.
set -u
. "$TESTS_DIR/shell/lib/python.sh"
require hwbp

py - <<'PYEOF'
import ctypes, sys, threading
import perf

def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)

class Pair(ctypes.Structure):
    _fields_ = [("watched", ctypes.c_long), ("other", ctypes.c_long)]

p = Pair()
addr = ctypes.addressof(p) + Pair.watched.offset
me = perf.thread_map(tid=threading.get_native_id())
bp = perf.evsel(type=perf.TYPE_BREAKPOINT, config=0, bp_type=perf.HW_BREAKPOINT_W,
                bp_addr=addr, bp_len=perf.HW_BREAKPOINT_LEN_8, exclude_kernel=1,
                exclude_hv=1)
if bp.type != perf.TYPE_BREAKPOINT:
    fail("evsel.type is %d" % bp.type)
# the capability probe opened and counted one: this one must open too
bp.open(threads=me)

N = 1000
for i in range(N):
    p.other = i
base = bp.read(-1, me[0]).val
if base != 0:
    fail("%d hits counted for writes to the neighbouring variable" % base)
for i in range(N):
    p.watched = i
hits = bp.read(-1, me[0]).val
if not (N <= hits <= N + 10):
    fail("%d hits counted for %d writes" % (hits, N))
x = 0
for i in range(N):
    x += p.watched
after = bp.read(-1, me[0]).val
if after != hits:
    fail("reads counted by a write breakpoint: %d -> %d" % (hits, after))
bp.close()
try:
    bp.read(-1, me[0])
    fail("read() of a closed evsel did not raise")
except ValueError:
    pass
print("ok: %d hits for %d writes at %#x" % (hits, N, addr))
PYEOF
