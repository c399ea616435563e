#!/bin/bash
# desc: perf stat: -p counts every thread of a process, -t only those named
# four-threads runs 4 spinning threads and prints "pid P tids T0 T1 T2 T3".
PROG="$TESTS_DIR/progs/four-threads"
[ -x "$PROG" ] || { echo "FAIL: $PROG not built (make test-progs)"; exit 1; }

tmp=$(mktemp -d)
trap 'kill $prog_pid 2>/dev/null; wait 2>/dev/null; rm -rf "$tmp"' EXIT

"$PROG" 120 > "$tmp/ids" &
prog_pid=$!
for _ in $(seq 200); do
	[ -s "$tmp/ids" ] && break
	sleep 0.05
done
read -r _ pid _ t0 t1 t2 t3 < "$tmp/ids"
[ "$pid" = "$prog_pid" ] || { cat "$tmp/ids"; echo "FAIL: four-threads did not start"; exit 1; }

fail() { cat "$tmp/out"; echo "FAIL: $*"; exit 1; }

# -p: the four threads, one line each with --per-thread
"$PERF" stat --per-thread -x, -p "$pid" -e task-clock -- sleep 0.5 > "$tmp/out" 2>&1 ||
	fail "perf stat -p exited $?"
n=$(grep -c ',task-clock,' "$tmp/out")
[ "$n" -eq 4 ] || fail "-p $pid --per-thread printed $n threads, expected 4"
for tid in $t0 $t1 $t2 $t3; do
	line=$(grep -- "-$tid,[0-9.]*,msec,task-clock," "$tmp/out") || fail "thread $tid missing"
	case "$line" in
	four-threads-$tid,*) ;;
	*) fail "thread $tid line does not start with its comm: $line" ;;
	esac
	val=$(echo "$line" | cut -d, -f2)
	awk -v v="$val" 'BEGIN { exit !(v > 0) }' || fail "thread $tid counted $val"
done

# -t: the one thread named, nothing of the others
"$PERF" stat --per-thread -x, -t "$t2" -e task-clock -- sleep 0.3 > "$tmp/out" 2>&1 ||
	fail "perf stat -t exited $?"
n=$(grep -c ',task-clock,' "$tmp/out")
[ "$n" -eq 1 ] || fail "-t $t2 printed $n threads, expected 1"
grep -q -- "^four-threads-$t2,[0-9.]*,msec,task-clock," "$tmp/out" || fail "-t $t2 line missing"

# -t with two threads
"$PERF" stat --per-thread -x, -t "$t1,$t3" -e task-clock -- sleep 0.3 > "$tmp/out" 2>&1
[ "$(grep -c ',task-clock,' "$tmp/out")" -eq 2 ] || fail "-t $t1,$t3 did not print 2 threads"
grep -q -- "-$t1," "$tmp/out" && grep -q -- "-$t3," "$tmp/out" || fail "-t $t1,$t3 wrong threads"

# -p aggregated: one line, the header names the process, about the four threads together
"$PERF" stat -p "$pid" -e task-clock -- sleep 0.5 > "$tmp/out" 2>&1 || fail "perf stat -p exited $?"
grep -q "Performance counter stats for process id '$pid':" "$tmp/out" || fail "no -p header"
grep -Eq '^ +[0-9.,]+ msec task-clock +# +[0-9.]+ CPUs utilized' "$tmp/out" ||
	fail "no aggregated task-clock line"

# -t header
"$PERF" stat -t "$t1" -e task-clock -- sleep 0.1 > "$tmp/out" 2>&1
grep -q "Performance counter stats for thread id '$t1':" "$tmp/out" || fail "no -t header"

# the process ends while perf counts it without a workload: perf stops and prints
"$PERF" stat -p "$pid" -e task-clock > "$tmp/out" 2>&1 &
perf_pid=$!
sleep 0.3
kill "$prog_pid"
for _ in $(seq 100); do
	kill -0 "$perf_pid" 2>/dev/null || break
	sleep 0.05
done
if kill -0 "$perf_pid" 2>/dev/null; then
	kill -INT "$perf_pid"
	fail "perf stat -p did not stop when the process exited"
fi
wait "$perf_pid" || fail "perf stat -p exited $? after its target exited"
grep -q 'task-clock' "$tmp/out" || fail "no counts after the target exited"
echo ok
