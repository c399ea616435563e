#!/usr/bin/env python3
# nested_symbols.py ELF [MAX]: the addresses (hex, as in ELF) to ask a perf's symbol lookup
# about where ELF's symbols nest: each symbol (a function, a label) that starts inside an
# earlier-starting function's range, at its start and one byte in, and that function's
# start; MAX (default 200) at most. Code symbols only: functions and labels (NOTYPE) of
# executable sections.
import subprocess
import sys

path = sys.argv[1]
most = int(sys.argv[2]) if len(sys.argv) > 2 else 200
out = subprocess.run(['readelf', '-SW', '-sW', path], capture_output=True, text=True).stdout
code = set()  # indexes of executable sections
syms = {}  # start -> (size, name), the biggest of each start
for line in out.splitlines():
    f = line.replace('[ ', '[').split()
    if len(f) > 7 and f[0].startswith('[') and f[0][1:-1].isdigit() and 'X' in f[-4]:
        code.add(f[0][1:-1])
    elif len(f) == 8 and f[0].endswith(':') and f[6] in code and f[3] in ('FUNC', 'NOTYPE'):
        start, size = int(f[1], 16), int(f[2], 0)
        if start and size >= syms.get(start, (0, ''))[0]:
            syms[start] = (size, f[7])
addrs, reach, holder = [], 0, 0
for start in sorted(syms):
    size = syms[start][0]
    if start < reach and len(addrs) + 3 <= most:
        addrs += [holder, start, start + 1]
    if start + size > reach:
        reach, holder = start + size, start
seen = set()
print(' '.join('%s:%x' % (path, a) for a in addrs if not (a in seen or seen.add(a))))
