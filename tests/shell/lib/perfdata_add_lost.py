#!/usr/bin/env python3
# perfdata_add_lost.py IN OUT N: a copy of the perf.data file IN with N PERF_RECORD_LOST
# records (lost 10, 11, ...) put first in its data section, the feature sections moved after
# them. Used by tests/shell/security-report-warnings.sh (sourced helpers live beside it).
import struct
import sys

src, dst, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
b = bytearray(open(src, 'rb').read())
magic, hsize, attr_size = struct.unpack_from('<8sQQ', b, 0)
if magic != b'PERFILE2':
    sys.exit('not a little-endian perf.data file')
a_off, a_size, d_off, d_size = struct.unpack_from('<QQQQ', b, 24)
feat = int.from_bytes(b[72:72 + 32], 'little')
attr = b[a_off:a_off + attr_size]
sample_type, = struct.unpack_from('<Q', attr, 24)
flags, = struct.unpack_from('<Q', attr, 40)
trailer = 0
if (flags >> 18) & 1:  # sample_id_all: TID TIME ID STREAM_ID CPU IDENTIFIER, zeroed
    for bit in (1 << 1, 1 << 2, 1 << 6, 1 << 9, 1 << 7, 1 << 16):
        if sample_type & bit:
            trailer += 8
rec = b''
for i in range(n):
    rec += struct.pack('<IHHQQ', 2, 0, 24 + trailer, 0, 10 + i) + bytes(trailer)
b[d_off:d_off] = rec
struct.pack_into('<Q', b, 48, d_size + len(rec))
tab = d_off + len(rec) + d_size
for i in range(bin(feat).count('1')):
    off, = struct.unpack_from('<Q', b, tab + 16 * i)
    struct.pack_into('<Q', b, tab + 16 * i, off + len(rec))
open(dst, 'wb').write(b)
