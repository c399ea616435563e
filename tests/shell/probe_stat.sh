#!/bin/bash
# desc: perf probe: perf stat counts a uprobe's hits exactly
# lock: uprobes
. "$TESTS_DIR/shell/lib/probe.sh"
probe_setup

$PERF probe -q -x "$BIN" probe_work || fail "add failed"
for n in 1 13; do
	$PERF stat -e "$GROUP:probe_work" -- "$BIN" $n > /dev/null 2> "$TMPD/stat" ||
		{ cat "$TMPD/stat"; fail "perf stat -e $GROUP:probe_work failed"; }
	got=$(awk -v ev="$GROUP:probe_work" '$2 == ev { gsub(",", "", $1); print $1 }' "$TMPD/stat")
	[ "$got" = "$n" ] || { cat "$TMPD/stat"; fail "counted '$got' calls, want $n"; }
done
exit 0
