#!/usr/bin/env python3
# perfdata_features.py IN OUT [FEAT=SPEC ...]: a copy of the little-endian perf.data file IN
# whose feature sections are rewritten: FEAT (a number) gets the payload SPEC, "FEAT=-"
# removes it. A SPEC is a comma-separated list of items: u32:N, u64:N (N may be 0x..) and
# s:TEXT (a perf_header_string, NUL padded to 64 bytes; write "\c" for a comma in TEXT).
# The features are laid out again after the data section. Used by tests/shell/header-*.sh to
# show both perfs payloads that this machine cannot record (hybrid CPUs, PMU capabilities).
import struct
import sys


def payload(spec):
    out = b''
    items = spec.replace('\\c', '\0c').split(',') if spec else []
    for it in items:
        it = it.replace('\0c', ',')
        kind, _, val = it.partition(':')
        if kind == 'u32':
            out += struct.pack('<I', int(val, 0))
        elif kind == 'u64':
            out += struct.pack('<Q', int(val, 0))
        elif kind == 's':
            raw = val.encode() + b'\0'
            size = (len(raw) + 63) // 64 * 64
            out += struct.pack('<I', size) + raw + bytes(size - len(raw))
        else:
            sys.exit('bad item ' + it)
    return out


src, dst = sys.argv[1], sys.argv[2]
b = bytes(open(src, 'rb').read())
if b[:8] != b'PERFILE2':
    sys.exit('not a little-endian perf.data file')
d_off, d_size = struct.unpack_from('<QQ', b, 40)
feat = int.from_bytes(b[72:72 + 32], 'little')
tab = d_off + d_size
secs = {}
for i, f in enumerate(f for f in range(256) if feat >> f & 1):
    off, size = struct.unpack_from('<QQ', b, tab + 16 * i)
    secs[f] = b[off:off + size]
for arg in sys.argv[3:]:
    f, _, spec = arg.partition('=')
    if spec == '-':
        secs.pop(int(f), None)
    else:
        secs[int(f)] = payload(spec)
feat = 0
for f in secs:
    feat |= 1 << f
order = sorted(secs)
head = bytearray(b[:tab])
head[72:72 + 32] = feat.to_bytes(32, 'little')
at = tab + 16 * len(order)
table = b''
body = b''
for f in order:
    table += struct.pack('<QQ', at + len(body), len(secs[f]))
    body += secs[f]
open(dst, 'wb').write(bytes(head) + table + body)
