#!/bin/bash
# desc: messages as Linux perf words them: record's quiet cycles fallback, report's "try perf record" hint
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
exit 0
