#!/bin/bash
# desc: perf report's browser at 80x24 on hundreds of rows: Down, PgDn, End, Home, / filter, / clear, Esc and Enter to exit, as Linux perf's
#
# Someone browses a big profile (a python3 program: some 450 rows) in a small terminal:
# Down shows the cursor on the first row, PgDn goes a page down, End to the last row, Home
# back; / opens the symbol filter, "sre_" and Enter keeps the matching rows, / and Enter
# on an empty line clears it; Esc asks whether to exit, Enter says yes. Both perfs read the
# same file at 80x24 and each step's screen is compared with Linux perf's: the highlighted
# row (black on yellow) and the lines of the screen (blanks squeezed; not the last column,
# Linux perf's scroll bar, nor the last line, its random tips). The two dialogs (/'s prompt,
# Esc's question) are boxes whose words are ours, not Linux perf's (we do not copy its text),
# and whose size differs with them: there what is compared is that a box is up over the same
# selection, title and headers; what the box does (the filter applied, cleared, the browser
# left) is compared on the screens that follow.
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need
require python

# A dialog over the browser: the selection, title and headers under it, and that a box is up
# (its bottom border, as tmux prints the line-drawing characters: mqqq...j)
BOX='mqqqq*j'
dialog_screen() {
	browser_screen | sed -n 1,3p
	tmux_screen | grep -q "$BOX" && echo "a dialog box" || echo "no dialog box"
}

"$PERF" record -q -F 4000 -o py.data -- python3 -c '
import json, re
d = [{"a": i, "b": str(i)} for i in range(20000)]
for _ in range(6):
    s = json.dumps(d); json.loads(s); re.findall(r"\d+", s)
' >/dev/null 2>&1 || fail "record of python3 failed"
n=$("$PERF" report --stdio -i py.data 2>/dev/null | grep -c '%')
[ "$n" -gt 60 ] || fail "only $n rows: not a big profile"

term_start 80 24
for side in linux ours; do
	term_use $side
	term_type '$P report -i py.data'
	TUI_WAIT=15 tui_step $side open 'tmux_screen | grep -q "^Samples: "' browser_screen
	tui_step $side down 'term_selected | grep -q "^2:"' browser_screen Down
	tui_step $side pgdn 'term_selected | grep -q .' browser_screen PageDown
	tui_step $side end 'term_selected | grep -q "^2[0-9]:"' browser_screen End
	tui_step $side home 'term_selected | grep -q "^2:"' browser_screen Home
	tui_step $side slash 'tmux_screen | grep -q "$BOX"' dialog_screen /
	tui_step $side filter 'tmux_screen | grep -q "sre_" && ! tmux_screen | grep -q "_PyUnicode"' browser_screen sre_ Enter
	tui_step $side unfilter 'tmux_screen | grep -q "_PyUnicode"' browser_screen / Enter
	tui_step $side esc 'tmux_screen | grep -q "$BOX"' dialog_screen Escape
	tui_step $side quit browser_gone tmux_alt Enter
	term_done 10 || { tmux_keys q; term_done 10 || fail "$side: the browser did not end"; }
	echo "$TERM_STATUS" >status.$side
	term_run clear
done
for step in open down pgdn end home slash filter unfilter esc quit; do
	differ_files "step $step" $step.ours $step.linux
done
differ "exit status" "$(cat status.ours)" "$(cat status.linux)"
finish "report browser navigation"
