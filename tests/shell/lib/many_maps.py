#!/usr/bin/env python3
# A process with N executable anonymous mappings, each its own line in /proc/PID/maps (they
# alternate with read-only pages, so the kernel cannot merge them); prints "ready" and then
# sleeps SECONDS. For record --proc-map-timeout: a maps file that takes long to read.
# Usage: many_maps.py N SECONDS
import ctypes
import sys
import time

PAGE = 4096
libc = ctypes.CDLL(None, use_errno=True)
libc.mmap.restype = ctypes.c_void_p
libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int,
                      ctypes.c_int, ctypes.c_long]
libc.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
PROT_READ, PROT_EXEC = 1, 4
MAP_PRIVATE, MAP_ANONYMOUS = 0x02, 0x20

n = int(sys.argv[1])
base = libc.mmap(None, 2 * n * PAGE, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
if base in (None, ctypes.c_void_p(-1).value):
    sys.exit("mmap failed")
for i in range(n):
    if libc.mprotect(base + 2 * i * PAGE, PAGE, PROT_READ | PROT_EXEC):
        sys.exit("mprotect failed (vm.max_map_count?)")
print("ready", flush=True)
time.sleep(float(sys.argv[2]))
