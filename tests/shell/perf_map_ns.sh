#!/bin/bash
# desc: JIT code of a task in a container (its own pid and mount namespaces): its perf map and its jitdump, read through /proc/PID/root
# The perf map is /tmp/perf-NSPID.map in the task's root, as Linux perf 6.12 reads it.
# tests/progs/jit, pid 1 of a new pid namespace with its own /tmp (a tmpfs in a new mount
# namespace), names its code in /tmp/perf-1.map there: the host has no such file. Recorded
# with -p for half a second and reported while it runs, its samples (hundreds at 1 kHz, ~all
# in the named loop: we ask for 90%) are jit_spin_map, read through /proc/PID/root. Then the
# same program announces a jitdump in its /tmp (the MMAP names /tmp/jit-1.dump): recorded
# from its start with -k mono for a second (the recorded command ends, the program runs on),
# its samples are jit_spin_loop from the dump in its root.
. "$(dirname "$0")/lib/record_lib.sh"
JIT=$TESTS_DIR/progs/jit
[ -x "$JIT" ] || fail "$JIT not built (make test-progs)"
[ "$(uname -m)" = x86_64 ] || { echo "the JIT test program knows only x86_64 code"; exit 2; }
require root mountns
unshare -m -p -f true 2>/dev/null || { echo "unshare -m -p -f: no private pid and mount namespaces"; exit 2; }
# the program from outside /tmp, which the namespaces' own tmpfs hides (a tree cloned under
# /tmp, say)
shm=$(mktemp -d /dev/shm/perf-test-jitns.XXXXXX) || fail "mktemp in /dev/shm"
trap 'rm -rf "$shm"; cleanup' EXIT
cp "$JIT" "$shm/jit" || fail "cp $JIT"
JIT=$shm/jit

unshare -m -p -f sh -c 'mount -t tmpfs tmpfs /tmp && exec "$0" 30 perfmap' "$JIT" &
us=$!
BG_PIDS=$us
jp=
for _ in $(seq 100); do
	jp=$(pgrep -P $us -x jit)
	[ -n "$jp" ] && [ -e "/proc/$jp/root/tmp/perf-1.map" ] && break
	sleep 0.1
done
[ -n "$jp" ] && [ -e "/proc/$jp/root/tmp/perf-1.map" ] || fail "the program in the namespaces wrote no /tmp/perf-1.map"
BG_PIDS="$us $jp"
[ "$(awk '/^NStgid:/ { print $NF }' /proc/$jp/status)" = 1 ] || fail "the program is not pid 1 of its namespace"

$PERF record -q -F 1000 -p "$jp" -o ns.data -- sleep 0.5 2>record.err || { cat record.err; fail "perf record -p failed"; }
$PERF report -i ns.data --stdio --sort dso,sym 2>report.err | grep -v '^#' | grep '%' >ours.txt
share=$(awk '/\[JIT\] tid [0-9]+ +\[\.\] jit_spin_map/ { s += $1 } END { printf "%d", s }' ours.txt)
[ "$share" -ge 90 ] || { cat ours.txt report.err; fail "$share% of the samples named jit_spin_map"; }
kill -9 $jp $us 2>/dev/null
wait 2>/dev/null

# the jitdump: the program pid 1 of its namespaces (their init: the recorded shell must not be)
$PERF record -q -k mono -F 1000 -o dump.data -- sh -c 'unshare -m -p -f sh -c \
	"mount -t tmpfs tmpfs /tmp && cd /tmp && exec \"$0\" 30 jitdump" "$0" & sleep 1' "$JIT" \
	2>record.err || { cat record.err; fail "perf record -k mono of the program in namespaces failed"; }
jp=$(pgrep -x -f "$JIT 30 jitdump")
BG_PIDS="$jp"
[ -n "$jp" ] && [ -e "/proc/$jp/root/tmp/jit-1.dump" ] || fail "the program in the namespaces wrote no /tmp/jit-1.dump"
[ -e /tmp/jit-1.dump ] && fail "/tmp/jit-1.dump on the host: this test needs it only in the container"
$PERF report -i dump.data --stdio --sort dso,sym 2>report.err | grep -v '^#' | grep '%' >ours.txt
share=$(awk '/jit-1\.dump +\[\.\] jit_spin_loop/ { s += $1 } END { printf "%d", s }' ours.txt)
# (a second of its run, its start a few ms)
[ "$share" -ge 90 ] || { cat ours.txt report.err; fail "$share% of the samples named jit_spin_loop from the container's dump"; }
echo ok
