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
#
# tests/data/make-fixtures.sh system records only the fixtures of issue 12 (system-g, period,
# cxx-g: a system-wide -g recording with several processes, events with period terms, a C++
# program on libc, ld.so and libstdc++), adds their workloads to the symfs and remakes the
# references. Their outputs against this machine's own libraries are not frozen: tests
# (tests/shell/report_system_fixtures.sh) ask /usr/bin/perf for them at test time.
set -e
perf=${PERF_REF:-/usr/bin/perf}
data=$(cd "$(dirname "$0")" && pwd)
w=/tmp/fixtures

system_fixtures() {
	gcc -O1 -g -fno-omit-frame-pointer -fno-inline -no-pie -pthread -o cpu-loop "$data/src/cpu-loop.c"
	gcc -O1 -g -fno-omit-frame-pointer -fno-inline -no-pie -pthread -o threads "$data/src/threads.c"
	g++ -O2 -g -fno-omit-frame-pointer -o cxx-loop "$data/src/cxx-loop.cc"
	./threads 1 &
	./cpu-loop 0.5 &
	$rec -e cpu-clock -F 150 -a -g -o system-g.data -- ./cpu-loop 0.3
	wait
	$rec -e task-clock/period=2000000/ -e cpu-clock/period=1000000/ -o period.data ./cpu-loop 0.3
	$rec -e cpu-clock -F 500 -g -o cxx-g.data ./cxx-loop 300
	cp system-g.data period.data cxx-g.data "$data/"
	for p in cpu-loop threads cxx-loop; do
		$perf --buildid-dir "$data/symfs/.debug" buildid-cache -a $w/$p
	done
	find "$data/symfs" -name probes -delete
}

if [ "$1" = system ]; then
	rm -rf $w && mkdir -p $w
	cd $w
	rec="$perf --buildid-dir $w/cache record -q"
	system_fixtures
	rm -rf $w
	"$data/make-references.sh"
	"$data/make-script-references.sh"
	exit 0
fi
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
system_fixtures
rm -rf $w

"$data/make-references.sh"
"$data/make-script-references.sh"
