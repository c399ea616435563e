#!/bin/sh
# desc: perf report --html and perf script report flamegraph: the page works in headless Chromium
#
# The page is self-contained (no URL to load anything from) and, opened in Debian's
# chromium through the DevTools protocol (lib/devtools.py), draws the hot function's
# frame, zooms on a click, highlights search matches, sorts its table, filters by thread
# and CPU, draws the timeline and logs no console error.
. "$(dirname "$0")/lib/export_lib.sh"
export_setup report-html
export_record 0.5
(cd "$tmp" && $PERF report -q -i cg.data --html=cg.html) || { echo "perf report --html failed"; exit 1; }
$PERF report -q -i "$data/system-a.data" --symfs "$data/symfs" --html "$tmp/sa.html" ||
	{ echo "perf report --html (fixture) failed"; exit 1; }
(cd "$tmp" && $PERF script -i cg.data report flamegraph 2>"$tmp/err") || { cat "$tmp/err"; echo "perf script report flamegraph failed"; exit 1; }
[ -s "$tmp/flamegraph.html" ] || { echo "no flamegraph.html"; exit 1; }
cmp -s "$tmp/flamegraph.html" "$tmp/cg.html" || { echo "flamegraph.html is not perf report --html's page"; fail=1; }
for f in cg sa; do
	# nothing fetched: no URL in a src/href attribute, no import, no fetch
	if grep -nE '(src|href)=|@import|fetch\(|XMLHttpRequest|https?://' "$tmp/$f.html" | grep -v '^[0-9]*:<!--' | head -3 | grep .; then
		echo "$f.html refers to something outside itself"
		fail=1
	fi
	grep -q '"chain_leaf"\|"spin"' "$tmp/$f.html" || { echo "$f.html: no hot function in the data"; fail=1; }
done
if ! command -v chromium >/dev/null 2>&1; then
	[ $fail = 0 ] || exit 1
	echo "skip: chromium is not installed (apt-get install chromium; make deps): the page was not opened"
	exit 2
fi
python3 "$lib/devtools.py" check "$tmp/cg.html" chain_leaf || fail=1
python3 "$lib/devtools.py" check "$tmp/sa.html" spin || fail=1
[ $fail = 0 ] || exit 1
echo "HTML report: ok"
exit 0
