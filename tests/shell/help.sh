#!/bin/bash
# desc: perf help: our man pages (perf help CMD, perf CMD --help), plain text without man
set -u
fail() { echo "$*"; exit 1; }
d=$(mktemp -d) && trap 'rm -rf "$d"' EXIT
src=$TESTS_DIR/..

# -h stays the option summary
"$PERF" stat -h 2>&1 | grep -q -- '--event' || fail "stat -h shows no options"

# A plain-text rendering of Documentation/perf-CMD.txt where there are no man pages: a copy
# of perf beside a Documentation/ with the AsciiDoc sources only.
mkdir -p "$d/plain/Documentation"
cp "$PERF" "$d/plain/perf" && cp "$src"/Documentation/*.txt "$d/plain/Documentation/"
out=$(MANPATH=/nonexistent "$d/plain/perf" help record) || fail "help record (plain) failed"
echo "$out" | head -1 | grep -qx 'PERF-RECORD(1)' || fail "plain: title: $(echo "$out" | head -3)"
echo "$out" | grep -qx '       perf-record - sample a command, some tasks or the whole system into perf.data' ||
	fail "plain: no NAME line"
echo "$out" | grep -qx 'SYNOPSIS' || fail "plain: no SYNOPSIS heading"
echo "$out" | grep -q -e '====' -e '^-----*$' -e '\[verse\]' && fail "plain: AsciiDoc markup left: $(echo "$out" | grep -e '====' -e '^----' -e '\[verse\]' | head -3)"
echo "$out" | grep -qx "       perf record \[-e EVENT\].*" || fail "plain: synopsis keeps its quotes"
[ "$(MANPATH=/nonexistent "$d/plain/perf" record --help)" = "$out" ] || fail "record --help differs from help record"

# With man pages built (make doc, part of make when asciidoctor is installed): man shows ours
# (MANPATH set to our pages only), in the build tree and in an installed layout.
if ! command -v asciidoctor >/dev/null; then
	echo "asciidoctor not installed: man pages not built"
	exit 2
fi
[ -f "$src/Documentation/man/man1/perf-stat.1" ] || fail "asciidoctor is installed but make built no man pages"
command -v man >/dev/null || { echo "no man(1) installed"; exit 2; }
mkdir -p "$d/inst/bin" "$d/inst/share/man/man1"
cp "$PERF" "$d/inst/bin/perf" && cp "$src"/Documentation/man/man1/*.1 "$d/inst/share/man/man1/"
for p in "$PERF" "$d/inst/bin/perf"; do
	out=$(MANPAGER=cat MANWIDTH=200 "$p" help stat 2>&1) || fail "$p help stat failed: $out"
	echo "$out" | head -1 | grep -q '^PERF-STAT(1) .*perf Manual' || fail "$p help stat: not a man page: $(echo "$out" | head -2)"
	echo "$out" | grep -q 'perf-stat - Count performance events of a command, of running tasks or of whole CPUs' ||
		fail "$p help stat: not our page"
	[ "$(MANPAGER=cat MANWIDTH=200 "$p" stat --help 2>&1)" = "$out" ] || fail "$p stat --help differs from help stat"
done
# " -- " is two dashes in the man page, not an em dash
MANPAGER=cat MANWIDTH=200 "$PERF" help record | grep -q 'OPTIONS\] -- COMMAND' || fail "man page: -- became an em dash"
exit 0
