#!/bin/sh
# tests/data/kwork.data and what Linux perf 6.1's `perf kwork` prints for it.
#
# kwork.data was recorded here (2 CPUs, kernel 6.18) by Linux perf 6.1 as
#   perf kwork record -o kwork.data -- sh WORKLOAD
# with WORKLOAD the `workload` function below (`make-kwork-references.sh record` does it
# again): direct disk writes (virtio irqs, BLOCK softirqs, block work items), a TCP
# exchange over loopback (NET_RX), and timers and RCU from the rest of the machine.
# kwork.kallsyms holds the lines of that kernel's /proc/kallsyms the file's work items
# name (and _text, _stext): put in a build-id cache as that kernel's kallsyms, it gives
# the same names where another kernel runs.
#
# Then each line of kwork-cases, NAME ARGS, gives kwork-ref/NAME.gz: the stdout of
# `perf kwork ARGS -i kwork.data`. tests/shell/kwork.sh compares ours with them.
set -e
perf=${PERF_REF:-/usr/bin/perf}
data=$(cd "$(dirname "$0")" && pwd)
cd "$data"

workload() {
	dd if=/dev/zero of=kwork.tmp bs=64k count=4 oflag=direct 2>/dev/null
	python3 -c '
import socket, threading
s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(1)
def serve():
    c, _ = s.accept()
    while c.recv(65536): pass
t = threading.Thread(target=serve); t.start()
c = socket.create_connection(s.getsockname())
for i in range(20): c.sendall(b"x" * 4096)
c.close(); t.join()
'
	rm -f kwork.tmp
	sleep 0.1
}

if [ "$1" = record ]; then
	type workload | tail -n +2 >kwork-workload.sh
	$perf kwork record -o kwork.data -- sh -c ". ./kwork-workload.sh; workload"
	rm -f kwork-workload.sh
	exit 0
fi

cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
bid=$($perf buildid-list -i kwork.data 2>/dev/null | awk '$2 == "[kernel.kallsyms]" { print $1 }')
mkdir -p "$cache/[kernel.kallsyms]/$bid"
cp kwork.kallsyms "$cache/[kernel.kallsyms]/$bid/kallsyms"
export PERF_BUILDID_DIR="$cache"
rm -rf kwork-ref && mkdir kwork-ref
grep -v '^#' kwork-cases | while read -r name args; do
	# shellcheck disable=SC2086
	$perf kwork $args -i kwork.data 2>/dev/null | gzip -9n >kwork-ref/$name.gz
done
# a recording of tracepoints none of which is kwork's: the empty tables
for c in report latency timehist; do
	$perf kwork $c -i perf-tp.data 2>/dev/null | gzip -9n >kwork-ref/none-$c.gz
done
