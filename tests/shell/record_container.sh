#!/bin/bash
# desc: a program in a container (its own root, mount and pid namespaces): record keeps its file open, its build-id and copy are recorded, both perfs name its functions after it is gone
#
# Issue 28. A static program at /opt/ct/prog in a root of its own (unshare --root): the host
# has no such file. Recorded as a workload, it is gone when record collects the build-ids,
# and so is its root: record opened the file through /proc/PID/root when its MMAP2 came,
# reads its build-id from that and copies it into the build-id cache, where both perfs'
# reports find it. Linux perf 6.1 reads the host's /opt/ct/prog, which does not exist: its own
# recording shows raw addresses (quoted, not asserted). Then the same program recorded with
# -p while it runs (the MMAP2 records synthesized from /proc, which name the file by its path
# on the host), reported after it ended.
. "$(dirname "$0")/lib/record_lib.sh"
require root mountns
command -v unshare >/dev/null && unshare --help 2>&1 | grep -q -- '--root' ||
	{ echo "no unshare --root (util-linux)"; exit 2; }
[ -e /opt/ct/prog ] && { echo "/opt/ct/prog exists on this host: the test needs the path free"; exit 2; }
cat >ct.c <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static volatile unsigned long sink;
__attribute__((noinline)) void container_hot(void) { for (int i = 0; i < 1000; i++) sink += i * 3; }
__attribute__((noinline)) void container_warm(void) { for (int i = 0; i < 300; i++) sink += i; }
int main(int argc, char **argv)
{
	double secs = argc > 1 ? atof(argv[1]) : 0.5;
	struct timespec s, n;

	clock_gettime(CLOCK_MONOTONIC, &s);
	do {
		container_hot();
		container_warm();
		clock_gettime(CLOCK_MONOTONIC, &n);
	} while ((n.tv_sec - s.tv_sec) + (n.tv_nsec - s.tv_nsec) / 1e9 < secs);
	printf("%lu\n", sink);
	return 0;
}
C
gcc -O1 -static -o ct ct.c 2>gcc.err || { cat gcc.err; echo "no static C library to build the container's program (libc6-dev)"; exit 2; }
# the root: not under /tmp/perf-* (this test's directory), which Linux perf takes for JIT maps
# (-p's MMAP2 records, from /proc/PID/maps, name the file by its path on the host)
root=$(mktemp -d /tmp/container-test.XXXXXX) || fail "mktemp"
trap 'rm -rf "$root"; cleanup' EXIT
mkdir -p "$root/opt/ct" && cp ct "$root/opt/ct/prog" || fail "cp"
unshare -m -p -f --root="$root" /opt/ct/prog 0.01 >/dev/null 2>&1 || { echo "unshare --root: cannot run a program in its own root"; exit 2; }
bid=$(readelf -n ct | awk '/Build ID/ { print $3 }')
[ -n "$bid" ] || fail "no build-id in the program"

named() { # FILE PERF: the share of the program's samples its report names (not 0x...: a stray
	# sample or two in code without a symbol may be)
	"$2" report -i "$1" --stdio --sort dso,sym 2>/dev/null |
		awk '/ prog +\[\.\] / { all += $1; if ($NF !~ /^0x/) s += $1 }
			END { printf "%d", all ? 100 * s / all : 0 }'
}
rows() { "$2" report -i "$1" --stdio --sort dso,sym 2>/dev/null | grep -v '^#' | grep '%'; }
# Linux perf 6.1 takes no PERF_BUILDID_DIR: its cache is $HOME/.debug, here the test's
mkdir -p lhome && ln -s "$PERF_BUILDID_DIR" lhome/.debug || fail "lhome"
lperf() { HOME=$PWD/lhome "$LPERF" "$@"; }

# --- the workload: gone at the end
$PERF record -q -F 1000 -o w.data -- unshare -m -p -f --root="$root" /opt/ct/prog 0.5 >/dev/null 2>record.err ||
	{ cat record.err; fail "perf record of the program in its root failed"; }
$PERF buildid-list -i w.data >bids.txt 2>&1
grep -qx "$bid /opt/ct/prog" bids.txt || { cat bids.txt; fail "no build-id of the container's /opt/ct/prog"; }
share=$(named w.data "$PERF")
echo "ours: $share% of the program's samples named"
[ "$share" -ge 95 ] || { rows w.data "$PERF"; fail "only $share% of the samples named"; }
if have linux-perf; then
	rows w.data lperf >lin.txt
	rows w.data "$PERF" >ours.txt
	cmp -s lin.txt ours.txt || { diff lin.txt ours.txt; fail "Linux perf's report of our recording differs"; }
	rows w.data "$PERF" | grep -q 'prog .*container_hot' || { rows w.data "$PERF"; fail "no samples in container_hot"; }
	lperf record -q -F 1000 -o lw.data -- unshare -m -p -f --root="$root" /opt/ct/prog 0.5 >/dev/null 2>&1
	echo "Linux perf's own recording: $(named lw.data lperf)% of the program's samples named by Linux perf, $(named lw.data "$PERF")% by ours"
else
	skip_part "Linux perf's report of our recording"
fi

# --- -p of the program while it runs, reported after it ended
unshare -m -p -f --root="$root" /opt/ct/prog 30 >/dev/null 2>&1 &
us=$!
BG_PIDS=$us
cp=
for _ in $(seq 100); do
	cp=$(pgrep -P $us -x prog)
	[ -n "$cp" ] && break
	sleep 0.05
done
[ -n "$cp" ] || fail "the program in its root did not start"
BG_PIDS="$us $cp"
$PERF record -q -F 1000 -p "$cp" -o p.data -- sleep 0.5 2>record.err || { cat record.err; fail "perf record -p failed"; }
kill -9 "$cp" "$us" 2>/dev/null
wait 2>/dev/null
share=$(named p.data "$PERF")
[ "$share" -ge 95 ] || { rows p.data "$PERF"; fail "-p: only $share% of the program's samples named"; }
rows p.data "$PERF" | grep -q 'prog .*container_hot' || { rows p.data "$PERF"; fail "-p: no samples in container_hot"; }
if have linux-perf; then
	rows p.data lperf >lin.txt
	rows p.data "$PERF" >ours.txt
	cmp -s lin.txt ours.txt || { diff lin.txt ours.txt; fail "-p: Linux perf's report of our recording differs"; }
fi
echo ok
