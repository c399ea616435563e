#!/bin/bash
# desc: python: no memory leaked per evsel.read() or per record read (RSS over 100k; valgrind)
# slow: about 20 s (100k reads, then valgrind)
# Each read creates a counts object, each record read from a ring an event object: a leak
# of even one small allocation per read shows as RSS growth over 100k reads, and as
# "definitely lost" bytes growing with the number of reads under valgrind --leak-check.
# The records are COMM records this thread makes by renaming itself (prctl PR_SET_NAME).
set -u
. "$TESTS_DIR/shell/lib/python.sh"
# its events count the kernel too
require kernel-events

cat > "${TMPDIR:-/tmp}/perf-py-leak.$$.py" <<'PYEOF'
import ctypes, os, sys, threading
import perf

def rss_kb():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1])

def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)

mode, n = sys.argv[1], int(sys.argv[2])
tid = threading.get_native_id()
me = perf.thread_map(tid=tid)

if mode == "read":
    e = perf.evsel(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_TASK_CLOCK)
    e.open(threads=me)
    def step(count):
        for i in range(count):
            c = e.read(-1, tid)
            if c.val == 0:
                fail("task-clock read 0")
            repr(c)
else:
    libc = ctypes.CDLL(None, use_errno=True)
    names = [b"leak-%d" % i for i in range(8)]
    cpus = perf.cpu_map()
    e = perf.evsel(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_DUMMY, comm=1,
                   sample_id_all=1, sample_type=perf.SAMPLE_TID | perf.SAMPLE_TIME)
    evlist = perf.evlist(cpus, me)
    evlist.add(e)
    evlist.open()
    evlist.mmap(pages=64)
    def step(count):
        done = 0
        while done < count:
            batch = min(1000, count - done)
            for i in range(batch):
                libc.prctl(15, names[i % 8], 0, 0, 0)  # PR_SET_NAME: one COMM record
            got = 0
            for cpu in cpus:
                while True:
                    ev = evlist.read_on_cpu(cpu)
                    if ev is None:
                        break
                    if ev.type == perf.RECORD_COMM:
                        got += 1
                        if ev.sample_tid != tid or not ev.comm.startswith("leak-"):
                            fail("comm record %r tid %d" % (ev, ev.sample_tid))
                        repr(ev)
                        ev.evsel
            if got != batch:
                fail("%d COMM records for %d renames" % (got, batch))
            done += batch

step(min(n, 1000))  # warm up caches and the allocator
start = rss_kb()
step(n)
grown = rss_kb() - start
print("%s: rss grew %d kB over %d reads" % (mode, grown, n))
if n >= 100000 and grown > 1024:
    fail("RSS grew %d kB over %d %s reads" % (grown, n, mode))
PYEOF
script=${TMPDIR:-/tmp}/perf-py-leak.$$.py
trap 'rm -f "$script" "$script".vg*' EXIT

# ASan keeps freed memory in quarantine: that would be RSS growth without any leak
[ -n "${PY_PRELOAD:-}" ] && export ASAN_OPTIONS=$ASAN_OPTIONS:quarantine_size_mb=0:thread_local_quarantine_size_kb=0
py "$script" read 100000 || exit 1
py "$script" events 100000 || exit 1

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
		--log-file="$script.vg$1$2" "$PYTHON" "$script" "$1" "$2" >/dev/null || return 1
	sed -n 's/.*definitely lost: \([0-9,]*\) bytes.*/\1/p' "$script.vg$1$2" | tr -d , | tail -1
}
for mode in read events; do
	few=$(lost $mode 10) || { cat "$script.vg${mode}10"; echo "python under valgrind failed"; exit 1; }
	many=$(lost $mode 1000) || { cat "$script.vg${mode}1000"; echo "python under valgrind failed"; exit 1; }
	few=${few:-0}
	many=${many:-0}
	echo "valgrind, $mode: definitely lost $few bytes after 10 reads, $many after 1000"
	if [ $((many - few)) -gt 1024 ]; then
		grep -A12 "definitely lost in" "$script.vg${mode}1000" | head -60
		echo "FAIL: $((many - few)) more bytes definitely lost after 1000 $mode than after 10"
		exit 1
	fi
done
echo "ok: no leak per read"
