#!/bin/bash
# desc: python: examples/twatch.py shows a child's fork, comm and exit (and mmap only when asked)
# twatch watches every CPU; a shell forks a child that execs sleep. Its fork (pid, ppid),
# comm ("sleep") and exit lines must appear with the right pids in the record and in the
# sample_id prefix; without --mmap no mmap line may appear, with --mmap the exec maps sleep.
set -u
. "$TESTS_DIR/shell/lib/python.sh"
# twatch watches every task on every CPU
require system-wide

twatch=$root/examples/twatch.py
tmp=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT

# wait_for FILE PATTERN SECONDS: until an extended regex matches a line of FILE
wait_for() {
	local end=$((SECONDS + $3))

	while [ $SECONDS -lt $end ]; do
		grep -Eq "$2" "$1" 2>/dev/null && return 0
		sleep 0.1
	done
	return 1
}

# run_once NAME [twatch options]: twatch in the background, then the workload
run_once() {
	local out=$tmp/$1.out err=$tmp/$1.err
	shift
	"${PY[@]}" "$twatch" -t 60 --pages 256 "$@" >"$out" 2>"$err" &
	pid=$!
	if ! wait_for "$err" "watching" 30; then
		cat "$err"
		echo "twatch did not start"
		exit 1
	fi
	# the shell forks a child that execs sleep; both print their pids first
	sh -c 'echo "parent $$"; /bin/sleep 0.01 & echo "child $!"; wait' >"$tmp/pids"
	P=$(awk '/^parent/ {print $2}' "$tmp/pids")
	C=$(awk '/^child/ {print $2}' "$tmp/pids")
	if ! wait_for "$out" "type: exit, pid: $P, " 30; then
		kill "$pid" 2>/dev/null
		tail -5 "$out"; cat "$err"
		echo "no exit of the shell $P in twatch's output"
		exit 1
	fi
	# (SIGINT is ignored by background jobs of a script)
	kill "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
	pid=
	OUT=$out
}

check() {
	if ! grep -Eq "$1" "$OUT"; then
		grep -E "pid: *($P|$C)\b" "$OUT" | head -20
		echo "FAIL: no line matching '$1' ($2)"
		exit 1
	fi
}

run_once plain
check "^cpu: +[0-9]+, pid: +[0-9]+, tid: +[0-9]+ \{ type: fork, pid: $C, ppid: $P, tid: $C, ptid: $P, time: [0-9]+\}$" "fork of the child"
check "^cpu: +[0-9]+, pid: +$C, tid: +$C \{ type: comm, pid: $C, tid: $C, comm: sleep \}$" "comm of the child's exec"
check "^cpu: +[0-9]+, pid: +$C, tid: +$C \{ type: exit, pid: $C, ppid: $P, tid: $C, ptid: $P, time: [0-9]+\}$" "exit of the child"
check "^cpu: +[0-9]+, pid: +$P, tid: +$P \{ type: fork, pid: $C, ppid: $P" "fork seen from the parent"
if grep -q "type: mmap" "$OUT"; then
	grep "type: mmap" "$OUT" | head -3
	echo "FAIL: mmap records without mmap=1"
	exit 1
fi
ncpu=$(py -c 'import perf; print(len(perf.cpu_map()))')
if grep -Ev "^cpu: +[0-9]+, pid: +-?[0-9]+, tid: +-?[0-9]+ \{ type: (fork|exit|comm|lost)" "$OUT" | grep -q .; then
	grep -Ev "^cpu: +[0-9]+, pid: +-?[0-9]+, tid: +-?[0-9]+ \{ type: (fork|exit|comm|lost)" "$OUT" | head -3
	echo "FAIL: unexpected lines in twatch's output"
	exit 1
fi
if awk -v n="$ncpu" '{ c = $2 + 0; if (c < 0 || c >= n) bad = 1 } END { exit !bad }' "$OUT"; then
	echo "FAIL: a cpu outside 0..$((ncpu - 1)) in twatch's output"
	exit 1
fi

run_once mmap --mmap
check "^cpu: +[0-9]+, pid: +$C, tid: +$C \{ type: mmap, pid: $C, tid: $C, start: 0x[0-9a-f]+, length: 0x[0-9a-f]+, offset: (0|0x[0-9a-f]+), filename: .*/sleep \}$" "mmap of /bin/sleep with --mmap"
check "type: comm, pid: $C, tid: $C, comm: sleep" "comm with --mmap"
echo "ok: fork/comm/exit of $C (parent $P), mmap records only with --mmap"
