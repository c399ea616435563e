#!/usr/bin/env python3
# Makes junk-g.data from a Linux perf `record -g` file (IP|TID|TIME|PERIOD|CALLCHAIN samples):
# every other sample whose chain starts with the kernel context and has 5+ words gets its
# second kernel frame set to 0xdfdfdfdfdfdfdfdf (a junk frame, as fork-heavy recordings
# hold), 50 of them at most; the kernel's build-id is replaced by a value no host has, so
# every host reports the kernel alike (unresolved).
#   make-junk-fixture.py IN OUT KERNEL_BUILD_ID_HEX
import struct
import sys

src, dst, kbid = sys.argv[1], sys.argv[2], bytes.fromhex(sys.argv[3])
d = bytearray(open(src, 'rb').read())
doff, dsz = struct.unpack_from('<QQ', d, 40)  # perf_file_header's data section
KERNEL_CTX = (1 << 64) - 128
p, n, done = doff, 0, 0
while p < doff + dsz:
    typ, misc, size = struct.unpack_from('<IHH', d, p)
    if size == 0:
        sys.exit('a record of size 0')
    if typ == 9:  # PERF_RECORD_SAMPLE: ip, pid/tid, time, period, then the chain
        q = p + 8 + 8 + 8 + 8 + 8
        nr = struct.unpack_from('<Q', d, q)[0]
        q += 8
        ips = [struct.unpack_from('<Q', d, q + 8 * i)[0] for i in range(min(nr, 3))]
        if nr > 4 and ips[0] == KERNEL_CTX and ips[2] >> 63 and done < 50 and n % 2 == 0:
            struct.pack_into('<Q', d, q + 16, 0xdfdfdfdfdfdfdfdf)
            done += 1
        n += 1
    p += size
i = d.find(kbid)
if i < 0:
    sys.exit('the kernel build-id is not in the file')
d[i:i + len(kbid)] = bytes.fromhex('00112233445566778899aabbccddeeff00112233')[:len(kbid)]
open(dst, 'wb').write(d)
print(n, 'samples,', done, 'junk frames')
