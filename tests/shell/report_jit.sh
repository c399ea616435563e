#!/bin/bash
# desc: perf report: code in an anonymous executable mapping is the DSO "[JIT] tid PID", as in Linux perf
. "$(dirname "$0")/lib/record_lib.sh"
need
JIT=$TESTS_DIR/progs/jit
[ -x "$JIT" ] || fail "$JIT not built (make test-progs)"
[ "$(uname -m)" = x86_64 ] || { echo "the JIT test program knows only x86_64 code"; exit 2; }
$LPERF record -q -e cpu-clock -F 500 -o jit.data -- "$JIT" 0.3 >/dev/null 2>&1 || fail "Linux perf record failed"
pid=$($LPERF report -i jit.data --stdio --sort pid 2>/dev/null | sed -n 's/.* \([0-9]*\):jit *$/\1/p' | head -1)
[ -n "$pid" ] || fail "no samples of the jit program"
[ -e "/tmp/perf-$pid.map" ] && fail "/tmp/perf-$pid.map exists: this test needs no map file"
# the rows only: Linux perf's random "# (Tip: ...)" line may hold a '%' too
for sort in dso comm,dso,sym; do
	$LPERF report -i jit.data --stdio --sort $sort 2>/dev/null | grep -v '^#' | grep '%' >ref.txt
	$PERF report -i jit.data --stdio --sort $sort 2>/dev/null | grep -v '^#' | grep '%' >ours.txt
	grep -q "\[JIT\] tid $pid" ref.txt || fail "Linux perf names no [JIT] tid $pid"
	cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head; fail "report --sort $sort differs from Linux perf's"; }
done
echo ok
