#!/bin/bash
# desc: python: no memory leaked per evsel.read() (RSS over 100k reads; valgrind on 1000)
# Each read creates a counts object: a leak of even one small allocation per read shows
# as RSS growth over 100k reads, and as "definitely lost" bytes growing with the number
# of reads under valgrind --leak-check.
set -u
. "$TESTS_DIR/shell/lib/python.sh"

cat > "${TMPDIR:-/tmp}/perf-py-leak.$$.py" <<'PYEOF'
import os, sys, threading
import perf

def rss_kb():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1])

n = int(sys.argv[1])
me = perf.thread_map(tid=threading.get_native_id())
e = perf.evsel(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_TASK_CLOCK)
e.open(threads=me)
tid = me[0]
for i in range(min(n, 1000)):  # warm up caches and the allocator
    e.read(-1, tid)
start = rss_kb()
for i in range(n):
    c = e.read(-1, tid)
    if c.val == 0:
        print("FAIL: task-clock read 0")
        sys.exit(1)
    repr(c)
grown = rss_kb() - start
print("rss grew %d kB over %d reads" % (grown, n))
if n >= 100000 and grown > 1024:
    print("FAIL: RSS grew %d kB over %d reads" % (grown, n))
    sys.exit(1)
PYEOF
script=${TMPDIR:-/tmp}/perf-py-leak.$$.py
trap 'rm -f "$script" "$script".vg*' EXIT

py "$script" 100000 || exit 1

if ! command -v valgrind >/dev/null; then
	echo "valgrind not installed (apt-get install valgrind): RSS check only"
	exit 0
fi
if [ -n "${PY_PRELOAD:-}" ]; then
	echo "ASan build: the RSS check ran under ASan; valgrind runs with the normal build"
	exit 0
fi
# definitely lost bytes after n reads (PYTHONMALLOC=malloc: every object is a malloc)
lost() {
	PYTHONMALLOC=malloc PYTHONPATH=$PY_MODDIR valgrind --leak-check=full \
		--log-file="$script.vg$1" "$PYTHON" "$script" "$1" >/dev/null || return 1
	sed -n 's/.*definitely lost: \([0-9,]*\) bytes.*/\1/p' "$script.vg$1" | tr -d , | tail -1
}
few=$(lost 10) || { echo "python under valgrind failed"; cat "$script.vg10"; exit 1; }
many=$(lost 1000) || { echo "python under valgrind failed"; cat "$script.vg1000"; exit 1; }
few=${few:-0}
many=${many:-0}
echo "valgrind: definitely lost $few bytes after 10 reads, $many after 1000"
if [ $((many - few)) -gt 1024 ]; then
	grep -A12 "definitely lost in" "$script.vg1000" | head -60
	echo "FAIL: $((many - few)) more bytes definitely lost after 1000 reads than after 10"
	exit 1
fi
echo "ok: no leak per read"
