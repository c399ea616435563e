#!/bin/bash
# desc: perf annotate FUNC in a terminal: its browser, the instructions' percentages, Tab, q, as Linux perf
#
# Someone records record_prog hot and runs `perf annotate hot_b` in a 120x40 terminal:
# Linux perf opens its annotate browser (the alternate screen) on the function's code with
# each instruction's share of its samples, the hottest one highlighted; Tab moves to the
# next hot instruction; q gives the shell back. Both perfs read the same file; compared:
# whether the view is a browser, its title (the samples of hot_b and their event count),
# the percentages shown (largest first: both read the same
# samples), the highlighted row at start and after Tab (its percentage and instruction's
# mnemonic), the exit status.
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need

"$PERF" record -q -F 2000 -o a.data -- "$PROG" hot 0.5 >/dev/null 2>&1 || fail "record failed"
# the highlighted row's percentage and mnemonic
selected() {
	term_selected | awk '{ for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+$/ && $i != "x") { print $2, $i; exit } }'
}
shown() { annotate_percents | grep -q .; }
view() {
	echo "browser (alternate screen): $(tmux_alt)"
	# (with a symbol named, Linux perf counts only its samples)
	echo "title: $(tmux_row 0 | sed 's/ *$//')"
	echo "selected: $(selected)"
	annotate_percents
}

term_start 120 40
for side in linux ours; do
	term_use $side
	term_type '$P annotate -i a.data hot_b'
	TUI_WAIT=15 tui_step $side open shown view
	tui_step $side tab 'term_selected | grep -q .' view Tab
	# (a perf that printed its text and ended gets no q: it would wait on the shell's line)
	[ "$(tmux_alt)" = 1 ] && tmux_keys q
	term_done 10 || fail "$side: q did not end perf annotate"
	echo "exit status: $TERM_STATUS" >status.$side
	term_run clear
done
differ_files "the annotate view of hot_b" open.ours open.linux
differ_files "Tab: the next hot instruction" tab.ours tab.linux
differ "exit status" "$(cat status.ours)" "$(cat status.linux)"
finish "annotate in a terminal"
