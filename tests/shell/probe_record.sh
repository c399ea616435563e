#!/bin/bash
# desc: perf probe: perf record -g on a uprobe, perf report shows the callers
# lock: uprobes
. "$TESTS_DIR/shell/lib/probe.sh"
probe_setup

$PERF probe -q -x "$BIN" 'probe_work n it->len' || fail "add failed"
$PERF record -q -e "$GROUP:probe_work" -g -o "$TMPD/perf.data" -- "$BIN" 5 > /dev/null 2> "$TMPD/rec" ||
	{ cat "$TMPD/rec"; fail "perf record failed"; }
$PERF report -i "$TMPD/perf.data" --stdio > "$TMPD/report" 2>&1 || { cat "$TMPD/report"; fail "perf report failed"; }
grep -q "Samples: 5 .*of event '$GROUP:probe_work'" "$TMPD/report" || { head -20 "$TMPD/report"; fail "not 5 samples"; }
# at the entry of probe_work the frame-pointer chain continues from its caller's frame:
# caller_a and main must be there
for f in probe_work caller_a main; do
	grep -q "\b$f\b" "$TMPD/report" || { cat "$TMPD/report"; fail "report lacks $f in the call chains"; }
done
# the arguments' values are in the samples
for i in 0 1 2 3 4; do
	grep -q "n=$i len=$((10 * i))" "$TMPD/report" || { cat "$TMPD/report"; fail "no sample with n=$i"; }
done
exit 0
