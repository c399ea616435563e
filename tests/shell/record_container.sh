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
. "$TESTS_DIR/shell/lib/container_lib.sh"
# the root: not under /tmp/perf-* (this test's directory), which Linux perf takes for JIT maps
# (-p's MMAP2 records, from /proc/PID/maps, name the file by its path on the host)
root=$(mktemp -d /tmp/container-test.XXXXXX) || fail "mktemp"
trap 'rm -rf "$root"; cleanup' EXIT
mkdir -p "$root/opt/ct" && cp prog "$root/opt/ct/prog" || fail "cp"
unshare -m -p -f --root="$root" /opt/ct/prog 0.01 >/dev/null 2>&1 || { echo "unshare --root: cannot run a program in its own root"; exit 2; }
bid=$(readelf -n prog | awk '/Build ID/ { print $3 }')
[ -n "$bid" ] || fail "no build-id in the program"


# --- the workload: gone at the end
$PERF record -q -F 1000 -o w.data -- unshare -m -p -f --root="$root" /opt/ct/prog 0.5 >/dev/null 2>record.err ||
	{ cat record.err; fail "perf record of the program in its root failed"; }
$PERF buildid-list -i w.data >bids.txt 2>&1
grep -qx "$bid /opt/ct/prog" bids.txt || { cat bids.txt; fail "no build-id of the container's /opt/ct/prog"; }
check_named w.data "the workload"
if have linux-perf; then
	lperf record -q -F 1000 -o lw.data -- unshare -m -p -f --root="$root" /opt/ct/prog 0.5 >/dev/null 2>&1
	echo "Linux perf's own recording: $(named lw.data lperf)% of the program's samples named by Linux perf, $(named lw.data "$PERF")% by ours"
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
check_named p.data "-p"
echo ok
