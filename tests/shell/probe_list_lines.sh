#!/bin/bash
# desc: perf probe -l: a probe on a source line is listed as FUNC:N@file, as Linux perf lists it
# lock: uprobes
# On a copy of tests/progs/readme_prog-O0: func:3 (a line with several addresses), the
# function's entry and func+8 (an address no line starts at) as Linux perf 6.1 names them.
. "$TESTS_DIR/shell/lib/probe.sh"
probe_setup
cp "$TESTS_DIR/progs/readme_prog-O0" "$BIN"

$PERF probe -q -x "$BIN" -a "$GROUP:a=func:3" -a "$GROUP:b=func+8" -a "$GROUP:c=func" \
	2>"$TMPD/err" || { cat "$TMPD/err"; fail "add failed"; }
$PERF probe -l "$GROUP:*" > "$TMPD/list" 2>&1 || { cat "$TMPD/list"; fail "perf probe -l failed"; }
src=tests/progs/readme_prog.c
n=$(grep -c "^  $GROUP:a  *(on func:3@$src in $BIN)\$" "$TMPD/list")
[ "$n" -ge 1 ] || { cat "$TMPD/list"; fail "func:3 is not listed as func:3@$src"; }
[ "$n" = "$(grep -c "^p:$GROUP/a " "$TRACEFS/uprobe_events")" ] || fail "not every address of func:3 listed as func:3"
grep -q "^  $GROUP:b  *(on func+8@$src in $BIN)\$" "$TMPD/list" || { cat "$TMPD/list"; fail "func+8"; }
grep -q "^  $GROUP:c  *(on func@$src in $BIN)\$" "$TMPD/list" || { cat "$TMPD/list"; fail "func"; }
exit 0
