#!/bin/bash
# desc: perf report's browser driven by keys in tmux (Down Down Down, Enter, Esc, a, q, q) as Linux perf's
#
# Someone records a program with call graphs and browses the report in a 120x40 terminal:
# the three hot functions of record_prog (hot_a 60%, hot_b 30%, hot_c 10% of 1000 samples:
# that order holds by far more than the counts' spread) head the browser_screen. Linux perf 6.1
# highlights no row until the first navigation key, which shows the cursor on row 1, so
# Down Down Down selects the third row (hot_c); Enter opens the menu of that entry; Esc
# closes it; a annotates the selected function; q goes back to the browser_screen and q quits. Both
# perfs read the same file in the same terminal and each step's screen is compared: the
# highlighted row (black on yellow), the lines of the screen (blanks squeezed; the last
# column is Linux perf's scroll bar, the last line its random tips) and, in the annotate view, which instructions hold
# which percentages. The menu's wording is our own, not Linux perf's (we do not copy its
# text): its ACTIONS are compared, read from each item's keywords (annotate SYMBOL, zoom into
# COMM's thread, zoom into DSO, expand [SYMBOL]'s call graph, the DSO's map, perf script on
# [SYMBOL]'s or every sample, another data file, exit), in order, and which is selected.
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need

# menu_actions: the actions of the menu on the screen (browser_screen's lines), one a line
menu_actions() {
	awk '
	function act(t, w, verb) {
		if (t ~ /^Annotate /) { split(t, w, " "); return "annotate " w[2] }
		if (t ~ /^Zoom (into|out of) .* thread/) {
			sub(/^Zoom (into|out of) /, "", t); sub(/ thread.*/, "", t)
			return "zoom thread " t
		}
		if (t ~ /^Zoom (into|out of) .* DSO/) {
			sub(/^Zoom (into|out of) /, "", t); sub(/ DSO.*/, "", t)
			return "zoom dso " t
		}
		if (t ~ /^(Expand|Collapse) \[[^]]*\]/) {
			verb = t; sub(/ .*/, "", verb); sub(/^[^[]*\[/, "", t); sub(/\].*/, "", t)
			return tolower(verb) " call graph of " t
		}
		if (t ~ /[Mm]ap/) return "map of the dso"
		if (t ~ /[Ss]cript/ && t ~ /\[[^]]*\]/) {
			sub(/^[^[]*\[/, "", t); sub(/\].*/, "", t)
			return "script on samples of " t
		}
		if (t ~ /[Ss]cript/) return "script on all samples"
		if (t ~ /data file/) return "another data file"
		if (t ~ /^(Exit|Quit)$/) return "exit"
		return "other: " t
	}
	sub(/^selected: [0-9]+: /, "") { print "selected: " act($0); next }
	/^selected:/ { print; next }
	{ print act($0) }'
}

"$PERF" record -q -g -F 2000 -o g.data -- "$PROG" hot 0.5 >/dev/null 2>rec.err ||
	{ cat rec.err; fail "perf record -g failed"; }

term_start 120 40
for side in linux ours; do
	term_use $side
	term_type '$P report --no-children -i g.data'
	TUI_WAIT=15 tui_step $side open 'tmux_screen | grep -q "hot_c"' browser_screen
	tui_step $side down3 'term_selected | grep -q hot_c' browser_screen Down Down Down
	tui_step $side enter 'tmux_screen | grep -q "Annotate hot_c"' 'browser_screen | menu_actions' Enter
	tui_step $side esc 'tmux_screen | grep -q "^Samples: "' browser_screen Escape
	tui_step $side annotate 'tmux_screen | grep -q "Percent"' annotate_percents a
	tui_step $side back 'tmux_screen | grep -q "^Samples: "' browser_screen q
	tui_step $side quit browser_gone 'tmux_alt' q
	term_done 10 || { tmux_screen; fail "$side: the browser did not end after q"; }
	echo "$TERM_STATUS" >status.$side
	term_run clear
done

differ_files "the screen when the browser opens" open.ours open.linux
differ_files "Down Down Down: the selection and the screen" down3.ours down3.linux
differ_files "Enter on the selected entry (its menu's actions)" enter.ours enter.linux
differ_files "Esc closes the menu" esc.ours esc.linux
differ_files "a: the selected function's annotation (percentages)" annotate.ours annotate.linux
differ_files "q: back from annotate to the table" back.ours back.linux
differ_files "q: the terminal back to the shell" quit.ours quit.linux
differ "exit status" "$(cat status.ours)" "$(cat status.linux)"
finish "report browser keys"
