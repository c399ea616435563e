#!/bin/bash
# desc: perf report's browser and annotate view as Linux perf's: the same keys, the same screen
#
# Records tui_prog with -g (five entries whose call graphs branch at their callers) and
# drives Linux perf 6.1's `perf report --no-children` and ours in a 120x30 tmux pane with
# the same keys: moving (the first move key only shows the selection), expanding and
# collapsing call graphs (+, e, c, E), zooming (d, t, k, Esc) and the annotate view (a:
# the hottest line, Tab, shift-Tab, Enter on a jump or a call, q). After the keys, a last
# one whose effect shows that every key before it was read (H hides the column headers,
# t shows the annotate view's periods), then the screens must be equal but for the bottom
# row (Linux perf's tips) and the last column (its scroll bar), and the same row selected.
. "$(dirname "$0")/lib/tmux_lib.sh"
. "$(dirname "$0")/lib/record_lib.sh"
TUI_PROG=$TESTS_DIR/progs/tui_prog
[ -x "$TUI_PROG" ] || fail "$TUI_PROG not built (make test-progs)"
require linux-perf
tmux_ok || { echo "tmux is not installed (apt-get install tmux)"; exit 2; }
trap 'tmux_stop; cleanup' EXIT

tui_record g.data work_a -g -F 2000 -- "$TUI_PROG" 1 ||
	{ cat tui_record.err; fail "perf record -g failed"; }

# screen OUT PERF VIEW KEYS...: the selected row and the screen after KEYS into OUT (VIEW:
# list or annotate, the view the keys end in, which says the last key)
screen() {
	local out=$1 perf=$2 view=$3 k
	shift 3
	tmux_start 120 30 || fail "tmux did not start"
	# its standard error kept, and its exit status: a perf that leaves early says why
	tmux_keys "cd $TMPD && $perf report --no-children -i g.data 2>report.err; echo \"exit \$?\" >>report.err" Enter
	tmux_wait "^Samples: " 30 || { tmux_screen; fail "$perf: the browser did not open"; }
	for k in "$@"; do
		tmux_keys "$k"
		# an Esc and the key after it, read together, are one key (Alt-key) to both
		# perfs: the next one goes once the Esc's change shows
		if [ "$k" = Escape ]; then
			tmux_until "! tmux_screen | grep -q 'DSO: '" 10 ||
				{ tmux_screen; fail "$perf, keys $*: Esc did not zoom out"; }
		fi
	done
	if [ "$view" = list ]; then
		tmux_keys H
		tmux_until '! tmux_row 1 | grep -q "Overhead"' 20 ||
			{ tmux_screen; cat report.err; fail "$perf, keys $*: H did not hide the headers"; }
	else
		tmux_keys t
		tmux_until 'tmux_row 2 | grep -q "^Period"' 20 ||
			{ tmux_screen; cat report.err; fail "$perf, keys $*: t did not show the periods"; }
	fi
	{
		echo "selected: $(tmux_selected)"
		tmux_screen | sed '$d' | cut -c1-119 | sed 's/ *$//'
	} >"$out"
	tmux_stop
}

failed=0
same() {
	local view=$1
	shift
	screen linux.txt "$LPERF" "$view" "$@"
	screen ours.txt "$PERF" "$view" "$@"
	if ! cmp -s linux.txt ours.txt; then
		echo "keys '$*': the screens differ (< Linux perf, > ours):"
		diff linux.txt ours.txt | head -30
		failed=1
	fi
}

# moving: the first key shows the first row, the others move (a page only when there is one)
same list Down
same list Down Down Down
same list x Down Down
same list Up Down Down
same list Down End
same list Down End Up Up
same list Down End Home
same list Down End PPage
same list NPage
same list Down Down Down NPage
# call graphs: the entry the keys select is the one expanded, frame rows fold level by level
same list Down Down Down +
same list + Down Down
same list Down + Down + Down + Down Down +
same list Down Down Down + Down + Down e
same list Down E Down c e
same list Down Down e e
same list Down + Down + c
# zooms fold everything again and select the first row
same list Down + d
same list Down t
same list Down d Escape
# (k with no kernel samples zooms nowhere, and the Esc after it asks whether to quit)
"$PERF" report --stdio -q -i g.data 2>/dev/null | grep -q '\[k\]' && same list Down k Escape
# the annotate view (Linux perf's needs objdump)
if command -v objdump >/dev/null; then
	same annotate Down Down Down + a
	same annotate Down a Down
	same annotate Down a Tab Tab
	same annotate Down a Down BTab BTab
	same annotate Down a Home Tab
	same annotate Down a Down Down Down Down Enter
	same annotate Down a Down Down Down Down Down Enter
	same annotate Down a Down Up Up Up Up Up Up Up Enter
	# the call at the end (ret, pop, call): Enter annotates a function without samples
	same annotate Down a Down End Up Up Enter
	same list Down Down a q
else
	echo "part skipped: the annotate view: no objdump (binutils), which Linux perf's annotate runs"
fi
[ $failed = 0 ] || fail "some keys did not give Linux perf's screen"
exit 0
