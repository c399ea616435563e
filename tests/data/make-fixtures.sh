#!/bin/sh
# Re-creates the perf report fixtures with Linux perf (/usr/bin/perf, 6.1) and the outputs it
# prints for them. Run as root from anywhere: tests/data/make-fixtures.sh
#
# How symbols resolve on any machine: the workloads are built and recorded at the fixed path
# /tmp/fixtures/<prog>, then stored in a Linux perf style build-id cache under
# tests/data/symfs/.debug (with the [vdso] the recording machine had). Every report, Linux
# perf's for the references and ours in the tests, runs with --symfs tests/data/symfs: perf
# then finds the workloads by build-id in symfs/.debug and looks for nothing else on the host,
# so libc and the kernel stay unresolved hex addresses here and on any other machine alike.
# (Do not record under /tmp/perf-*: Linux perf takes /tmp/perf-*.map style names for JIT maps.)
set -e
perf=${PERF_REF:-/usr/bin/perf}
data=$(cd "$(dirname "$0")" && pwd)
w=/tmp/fixtures
rm -rf $w && mkdir -p $w
cd $w
for p in cpu-loop threads bp; do
	gcc -O1 -g -fno-omit-frame-pointer -fno-inline -no-pie -pthread -o $p "$data/src/$p.c"
done
mount -t tracefs nodev /sys/kernel/tracing 2>/dev/null || true
rec="$perf --buildid-dir $w/cache record -q"

$rec -e cpu-clock -F 1000 -o cpu.data ./cpu-loop 0.4
$rec -e cpu-clock -F 1000 -g -o cpu-g.data ./cpu-loop 0.4
./threads 3 &
pid=$!
sleep 0.5
$rec -e cpu-clock -F 500 -p $pid -o threads-p.data -- sleep 0.6
tid=$(ls /proc/$pid/task | sed -n 2p)
$rec -e cpu-clock -F 500 -g -t $tid -o threads-t.data -- sleep 0.6
wait
./threads 1 &
$rec -e cpu-clock -F 200 -a -o system-a.data -- ./cpu-loop 0.3
wait
$rec -e mem:0x$(nm bp | awk '/ watched$/ {print $1}'):w -o bp.data ./bp
$rec -d -e mem:0x$(nm bp | awk '/ watched$/ {print $1}'):w -o bp-addr.data ./bp
$rec -e syscalls:sys_enter_getppid -e sched:sched_process_exit -o tp.data ./bp

cp *.data "$data/"
rm -rf "$data/symfs" && mkdir -p "$data/symfs/.debug"
for p in cpu-loop threads bp; do
	$perf --buildid-dir "$data/symfs/.debug" buildid-cache -a $w/$p
done
(cd cache && tar cf - '[vdso]' $(find .build-id -lname '*vdso*')) | (cd "$data/symfs/.debug" && tar xf -)
find "$data/symfs" -name probes -delete
rm -rf $w

"$data/make-references.sh"
"$data/make-script-references.sh"
