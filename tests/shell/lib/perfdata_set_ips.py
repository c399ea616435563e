#!/usr/bin/env python3
# perfdata_set_ips.py IN OUT DSO:VADDR...: a copy of the one-event perf.data file IN
# (little-endian, no callchains) whose user-space samples land, one after the other, on the
# given addresses: VADDR (hex, as in the ELF file DSO) placed where the file's MMAP2 records
# mapped DSO, in the task that mapped it. Samples beyond the list keep their ips; prints
# "OUT: N samples placed". Used by tests/shell/report_system_symbols.sh to ask both perfs
# what they name each address (PLT entries, asm labels) without having to hit it.
import struct
import subprocess
import sys

src, dst, wanted = sys.argv[1], sys.argv[2], sys.argv[3:]
b = bytearray(open(src, 'rb').read())
magic, hsize, attr_size = struct.unpack_from('<8sQQ', b, 0)
if magic != b'PERFILE2':
    sys.exit('not a little-endian perf.data file')
a_off, a_size, d_off, d_size = struct.unpack_from('<QQQQ', b, 24)
sample_type, = struct.unpack_from('<Q', b, a_off + 24)
if a_size != attr_size or sample_type & (1 << 5) or not sample_type & 1:
    sys.exit('need one event with IP and without callchains')
ip_at = 8 * (1 if sample_type & (1 << 16) else 0)  # IDENTIFIER comes before IP
tid_at = ip_at + 8


def sections(path):
    # (addr, offset, size) of each section, from readelf
    out = subprocess.run(['readelf', '-SW', path], capture_output=True, text=True).stdout
    secs = []
    for line in out.splitlines():
        f = line.replace('[ ', '[').split()
        if len(f) > 6 and f[0].startswith('[') and f[0] != '[Nr]':
            try:
                secs.append((int(f[3], 16), int(f[4], 16), int(f[5], 16)))
            except ValueError:
                pass
    return secs


def file_offset(path, vaddr):
    for addr, off, size in sections(path):
        if addr and addr <= vaddr < addr + size:
            return vaddr - addr + off
    sys.exit('%s: no section holds 0x%x' % (path, vaddr))


maps = {}  # path -> [(pid, start, len, pgoff)] of its executable mappings
pos = d_off
while pos + 8 <= d_off + d_size:
    typ, misc, size = struct.unpack_from('<IHH', b, pos)
    if size < 8:
        sys.exit('bad record size')
    if typ == 10:  # MMAP2
        pid, tid, start, length, pgoff = struct.unpack_from('<IIQQQ', b, pos + 8)
        prot, = struct.unpack_from('<I', b, pos + 8 + 56)
        name = bytes(b[pos + 8 + 64:pos + size]).split(b'\0')[0].decode()
        if prot & 4:
            maps.setdefault(name, []).append((pid, start, length, pgoff))
    pos += size

targets = []  # (pid, runtime address)
for w in wanted:
    path, vaddr = w.rsplit(':', 1)
    if path not in maps:
        sys.exit('%s is not mapped executable in %s' % (path, src))
    off = file_offset(path, int(vaddr, 16))
    holders = [m for m in maps[path] if m[3] <= off < m[3] + m[2]]
    if not holders:
        sys.exit('%s:%s is outside its executable mappings' % (path, vaddr))
    pid, start, length, pgoff = holders[-1]
    targets.append((pid, start + off - pgoff))

pos, n = d_off, 0
while pos + 8 <= d_off + d_size and n < len(targets):
    typ, misc, size = struct.unpack_from('<IHH', b, pos)
    if typ == 9 and (misc & 7) == 2:  # a user-space sample
        pid, = struct.unpack_from('<I', b, pos + 8 + tid_at)
        if pid == targets[n][0]:
            struct.pack_into('<Q', b, pos + 8 + ip_at, targets[n][1])
            n += 1
    pos += size
if n < len(targets):
    sys.exit('only %d user samples for %d addresses' % (n, len(targets)))
open(dst, 'wb').write(b)
print('%s: %d samples placed' % (dst, n))
