#!/usr/bin/env python3
# perfdata_edit_chains.py IN OUT: a copy of the one-event perf.data file IN (little-endian,
# callchains) whose samples' chains are damaged the ways real ones are:
#   sample 3k+1: the last entry is 0xffffffffffffffff (a chain ending in -1)
#   sample 3k+2: the last user frame is a junk address in the kernel half (0xffffffff80001234)
# The records keep their sizes. Used by tests/shell/report_chain_contexts.sh.
import struct
import sys

CONTEXT_MAX = (1 << 64) - 4095
CONTEXT_USER = (1 << 64) - 512
src, dst = sys.argv[1], sys.argv[2]
b = bytearray(open(src, 'rb').read())
magic, hsize, attr_size = struct.unpack_from('<8sQQ', b, 0)
if magic != b'PERFILE2':
    sys.exit('not a little-endian perf.data file')
a_off, a_size, d_off, d_size = struct.unpack_from('<QQQQ', b, 24)
if a_size != attr_size:
    sys.exit('not a one-event file')
sample_type, = struct.unpack_from('<Q', b, a_off + 24)
if not sample_type & (1 << 5):
    sys.exit('no callchains')
# the u64 words before CALLCHAIN: IDENTIFIER IP TID TIME ADDR ID STREAM_ID CPU PERIOD
words = sum(1 for bit in (16, 0, 1, 2, 3, 6, 9, 7, 8) if sample_type & (1 << bit))
if sample_type & (1 << 4):
    sys.exit('READ before the callchain: not handled')
pos, n, edited = d_off, 0, [0, 0]
while pos + 8 <= d_off + d_size:
    typ, misc, size = struct.unpack_from('<IHH', b, pos)
    if size < 8:
        sys.exit('bad record size')
    if typ == 9:
        cc = pos + 8 + 8 * words
        nr, = struct.unpack_from('<Q', b, cc)
        ips = list(struct.unpack_from('<%dQ' % nr, b, cc + 8))
        if n % 3 == 1 and nr >= 3:
            ips[-1] = (1 << 64) - 1
            edited[0] += 1
        elif n % 3 == 2 and CONTEXT_USER in ips and ips[-1] < CONTEXT_MAX:
            ips[-1] = 0xffffffff80001234
            edited[1] += 1
        struct.pack_into('<%dQ' % nr, b, cc + 8, *ips)
        n += 1
    pos += size
open(dst, 'wb').write(b)
print('%d samples, %d chains ending in -1, %d with a junk user frame' % (n, edited[0], edited[1]))
