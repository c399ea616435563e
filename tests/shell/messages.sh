#!/bin/bash
# desc: messages as Linux perf words them: record's quiet cycles fallback, report's "try perf record" hint, no "No symbols found" for memfd code
set -u
fail() { echo "$*"; exit 1; }
d=$(mktemp -d) && trap 'rm -rf "$d"' EXIT
cd "$d" || exit 1

# perf report/script without perf.data: Linux perf's line with its hint, for the default file only
out=$("$PERF" report 2>&1); rc=$?
[ $rc -ne 0 ] || fail "report without perf.data: exit 0"
[ "$out" = "failed to open perf.data: No such file or directory  (try 'perf record' first)" ] ||
	fail "report without perf.data: '$out'"
out=$("$PERF" script 2>&1)
[ "$out" = "failed to open perf.data: No such file or directory  (try 'perf record' first)" ] ||
	fail "script without perf.data: '$out'"
out=$("$PERF" report -i other.data 2>&1)
[ "$out" = "failed to open other.data: No such file or directory" ] || fail "report -i other.data: '$out'"

# record without -e: cycles, or cpu-clock where there is no PMU, said at -v only
"$PERF" record -o p.data -- true > out 2>&1 || fail "record failed: $(cat out)"
grep -q 'cycles event is not supported' out && fail "record says the cycles fallback without -v: $(cat out)"
"$PERF" record -v -o p.data -- true > out 2>&1 || fail "record -v failed: $(cat out)"
if "$PERF" report -i p.data --header-only | grep -q '^# event : name = cpu-clock'; then
	grep -qx 'The cycles event is not supported, trying to fall back to cpu-clock-ticks' out ||
		fail "record -v fell back to cpu-clock without saying so: $(cat out)"
else
	grep -q 'cycles event is not supported' out && fail "record -v: fallback message but cycles recorded"
fi
# code in a memfd (JITs map theirs so): no file a debug package could bring, so report says
# nothing by default and Linux perf's "was updated" at -v, not "No symbols found ... debug package"
JIT=$TESTS_DIR/progs/jit
[ -x "$JIT" ] || fail "$JIT not built (make test-progs)"
if [ "$(uname -m)" = x86_64 ]; then
	"$PERF" record -q -e cpu-clock -F 500 -o memfd.data -- "$JIT" 0.3 memfd > out 2>&1 || fail "record of the memfd code failed: $(cat out)"
	"$PERF" report -i memfd.data --stdio --sort dso 2>/dev/null | grep -q '%  memfd:perf-test-jit (deleted)' ||
		fail "no samples in memfd:perf-test-jit: $("$PERF" report -i memfd.data --stdio --sort dso 2>&1)"
	"$PERF" report -i memfd.data --stdio > /dev/null 2> err || fail "report of the memfd code failed: $(cat err)"
	[ -s err ] && fail "report said for memfd code: $(cat err)"
	"$PERF" report -v -i memfd.data --stdio 2>&1 > /dev/null | grep memfd > err
	[ "$(cat err)" = "/memfd:perf-test-jit was updated (is prelink enabled?). Restart the long running apps that use it!" ] ||
		fail "report -v said for memfd code: $(cat err)"
else
	echo "part skipped: memfd code: the JIT test program knows only x86_64 code"
fi
exit 0
