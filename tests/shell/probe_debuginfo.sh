#!/bin/bash
# desc: perf probe: -V variables, -L source lines, -F functions, line probes
# lock: uprobes
. "$TESTS_DIR/shell/lib/probe.sh"
probe_setup

# as Linux perf sorts them: by type, then name
$PERF probe -x "$BIN" -V probe_work > "$TMPD/v" || fail "-V failed"
printf 'Available variables at probe_work\n\t@<probe_work+0>\n\t\tint\tn\n\t\tstruct item*\tit\n' > "$TMPD/want"
diff -u "$TMPD/want" "$TMPD/v" || fail "-V output differs"
if have linux-perf; then
	/usr/bin/perf probe -x "$BIN" -V probe_work 2>&1 | diff -u - "$TMPD/v" || fail "-V differs from Linux perf's"
else
	skip_part "-V beside Linux perf's"
fi
# at %return the frame is gone: no variable of it is listed (probe_work has no static one)
$PERF probe -x "$BIN" -V 'probe_work%return' > "$TMPD/v" || fail "-V %return failed"
printf 'Available variables at probe_work%%return\n\t@<probe_work+0>\n\t\t(No matched variables)\n' |
	diff -u - "$TMPD/v" ||
	fail "-V %return lists variables a %return probe cannot fetch"

$PERF probe -x "$BIN" -L caller_b > "$TMPD/l" || fail "-L failed"
head -1 "$TMPD/l" | grep -q '^<caller_b@.*probeprog.c:0>$' || fail "-L header: $(head -1 "$TMPD/l")"
grep -q '^      0  __attribute__((noinline)) long caller_b(int i)$' "$TMPD/l" || fail "-L: line 0"
# the line calling probe_work has code, numbered relative to the function
rel=$(grep -n 'return probe_work(i, &it);' "$TMPD/l" | cut -d: -f1)
ln=$(sed -n "${rel}p" "$TMPD/l" | awk '{print $1}')
[ -n "$ln" ] && [ "$ln" -gt 0 ] 2>/dev/null || fail "-L: the call line has no number: $(cat "$TMPD/l")"

$PERF probe -x "$BIN" -F | grep -qx probe_work || fail "-F lacks probe_work"
$PERF probe -x "$BIN" -F 'caller_*' > "$TMPD/f"
printf 'caller_a\ncaller_b\n' | diff -u - "$TMPD/f" || fail "-F filter"

# a probe on that source line fetches the local struct by member
$PERF probe -q -x "$BIN" "atcall=caller_b:$ln i it.len" || fail "line probe failed"
trace_run 3
for i in 0 1 2; do
	grep -q " atcall: ([^)]*) i=$i len=$((10 * i))\$" "$TMPD/trace" ||
		{ cat "$TMPD/trace"; fail "line probe: call $i"; }
done
# a struct by value: its first 64 bits (it.len, 10 * i), in hex, and a note that it is cut
$PERF probe -x "$BIN" "whole=caller_b:$ln it" >/dev/null 2>"$TMPD/err" || fail "struct probe: $(cat "$TMPD/err")"
grep -q "^'it' has 192 bits: its first 64 are fetched\$" "$TMPD/err" || fail "no note of the cut: $(cat "$TMPD/err")"
trace_run 3
for i in 0 1 2; do
	grep -q " whole: ([^)]*) it=0x$(printf %x $((10 * i)))\$" "$TMPD/trace" ||
		{ cat "$TMPD/trace"; fail "struct probe: call $i"; }
done
# a lazy pattern lands on the same line
$PERF probe -x "$BIN" -D 'caller_b;return*' > "$TMPD/d" || fail "lazy pattern"
grep -q "^p:$GROUP/caller_b $BIN:0x" "$TMPD/d" || fail "lazy: $(cat "$TMPD/d")"

# a stripped copy: its DWARF from a separate debug file found by build-id under --symfs
# (as perf report finds symbols), and not without it
if command -v objcopy >/dev/null && command -v readelf >/dev/null; then
	bid=$(readelf -n "$BIN" | sed -n 's/^ *Build ID: *//p')
	sym=$TMPD/symfs
	mkdir -p "$sym/usr/lib/debug/.build-id/${bid:0:2}"
	objcopy --only-keep-debug "$BIN" "$sym/usr/lib/debug/.build-id/${bid:0:2}/${bid:2}.debug"
	objcopy --strip-debug "$BIN" "$TMPD/stripped"
	$PERF probe -x "$TMPD/stripped" -V probe_work >/dev/null 2>&1 &&
		fail "-V on a stripped copy found variables without its debug file"
	$PERF probe -x "$TMPD/stripped" --symfs "$sym" -V probe_work >"$TMPD/v" 2>&1 ||
		{ cat "$TMPD/v"; fail "--symfs: -V did not find the debug file by build-id"; }
	grep -q 'struct item\*.it$' "$TMPD/v" || { cat "$TMPD/v"; fail "--symfs: -V lacks it"; }
else
	skip_part "--symfs: no objcopy/readelf"
fi
exit 0
