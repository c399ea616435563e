#!/bin/bash
# desc: perf diff on a terminal: the browser in a real terminal (tmux), key by key, its rows --stdio's
#
# Two -g recordings of tests/progs/regress_prog (A: regress_prog 1, B: regress_prog 3, where
# regress() does 3x the work, as diff_view.sh makes them) compared by perf diff in a tmux
# pane, as a person does: the browser opens on the alternate screen with the table's
# columns (Baseline, Delta Abs, Shared Object, Symbol; -c ratio -p: Ratio and the periods),
# regress's row is the line perf diff --stdio prints for it, coloured as --stdio colours
# it; the first row is selected, Down, j, k, Up, End, Home move the selection; ? the keys;
# /regress leaves regress's row alone; Enter shows its call graph under each file's name,
# its caller main in both; q goes back, q quits and the shell's prompt is back. Without
# call chains (recordings without -g) the view says so for each file. Off a terminal, and
# with --stdio on one (through the pager), the output is the table's; --tui without a
# terminal is refused.
. "$(dirname "$0")/lib/tmux_lib.sh"
. "$(dirname "$0")/lib/record_lib.sh"
REGRESS=$TESTS_DIR/progs/regress_prog
[ -x "$REGRESS" ] || fail "$REGRESS not built (make test-progs)"
tmux_ok || { echo "tmux is not installed (apt-get install tmux)"; exit 2; }
trap 'tmux_stop; cleanup' EXIT

tui_record A.data regress -g -e cpu-clock -- "$REGRESS" 1 ||
	{ cat tui_record.err; fail "perf record -g (A) failed"; }
tui_record B.data regress -g -e cpu-clock -- "$REGRESS" 3 ||
	{ cat tui_record.err; fail "perf record -g (B) failed"; }
tui_record FA.data regress -e cpu-clock -- "$REGRESS" 1 ||
	{ cat tui_record.err; fail "perf record (FA) failed"; }
tui_record FB.data regress -e cpu-clock -- "$REGRESS" 3 ||
	{ cat tui_record.err; fail "perf record (FB) failed"; }

# not a terminal: the table, byte for byte; --tui there is refused, saying why
"$PERF" diff A.data B.data >pipe.txt 2>/dev/null || fail "perf diff into a pipe failed"
"$PERF" diff --stdio A.data B.data >stdio.txt 2>/dev/null || fail "perf diff --stdio failed"
cmp -s pipe.txt stdio.txt || fail "perf diff into a pipe differs from --stdio"
grep -q '^# Baseline  Delta Abs' stdio.txt || { cat stdio.txt; fail "perf diff --stdio: no table"; }
"$PERF" diff --tui A.data B.data >tui.txt 2>tui.err </dev/null && fail "perf diff --tui off a terminal: exit 0"
grep -q 'needs a terminal' tui.err || { cat tui.err; fail "perf diff --tui off a terminal: no reason given"; }
[ -s tui.txt ] && fail "perf diff --tui off a terminal printed on stdout"

# the rows as --stdio -q prints them (the browser's must be these lines)
"$PERF" diff --stdio -q A.data B.data 2>/dev/null | sed 's/ *$//' >rows.txt
regress_row=$(grep '\[\.\] regress$' rows.txt)
[ -n "$regress_row" ] || { cat rows.txt; fail "no regress row in perf diff --stdio"; }
nrows=$(wc -l <rows.txt)

# the screen row (0-based) showing the row of symbol SYM, or nothing
row_of() {
	tmux_screen | grep -n "\[\.\] $1\( \|\$\)" | head -1 | cut -d: -f1 | awk '{ print $1 - 1 }'
}

# --stdio on a terminal: the table through the pager, as before the browser
cat >pager.sh <<EOS
#!/bin/sh
echo started >>$TMPD/pager.log
cat >$TMPD/paged.txt
EOS
chmod +x pager.sh
tmux_start 120 40 || fail "tmux did not start"
tmux_keys "cd $TMPD && P=$PERF" Enter
tmux_keys 'PERF_PAGER=$PWD/pager.sh $P diff --stdio A.data B.data' Enter
tmux_until '[ -s pager.log ] && grep -q regress paged.txt 2>/dev/null' 30 ||
	{ tmux_screen; fail "perf diff --stdio on a terminal: not through the pager"; }
grep -q '^# Baseline  Delta Abs' paged.txt || { cat paged.txt; fail "perf diff --stdio on a terminal: no table"; }
[ "$(tmux_alt)" = 0 ] || fail "perf diff --stdio took the alternate screen"
rm -f pager.log

# the browser (never under the pager)
tmux_keys 'PERF_PAGER=$PWD/pager.sh $P diff A.data B.data' Enter
tmux_wait "^Baseline: A\.data \([0-9]+ samples\), New: B\.data \([0-9]+ samples\), event 'cpu-clock'" 30 ||
	{ tmux_screen; fail "the browser did not open"; }
[ "$(tmux_alt)" = 1 ] || fail "the browser is not on the alternate screen"
[ -e pager.log ] && fail "the pager started under the browser"
tmux_row 1 | grep -Eq '^  Baseline  Delta Abs  Shared Object +Symbol *$' ||
	{ tmux_screen; fail "the header is not the table's (Baseline, Delta Abs, Shared Object, Symbol)"; }
r=$(row_of regress)
[ -n "$r" ] || { tmux_screen; fail "no regress row on the first screen"; }
[ "$(tmux_row_text "$r")" = "$regress_row" ] ||
	{ tmux_screen; echo "--stdio: '$regress_row'"; fail "regress's row is not perf diff --stdio's"; }
# every row of the first screen is --stdio's, in its order
height=37
shown=$((nrows < height ? nrows : height))
for i in $(seq 1 $shown); do
	[ "$(tmux_row_text $((i + 1)))" = "$(sed -n "${i}p" rows.txt | cut -c1-119 | sed 's/ *$//')" ] ||
		{ tmux_screen; fail "row $i is not perf diff --stdio's: '$(sed -n "${i}p" rows.txt)'"; }
done
# the colours of the table: deltas of 5 points and more in red (SGR 31), on a row not selected
s=$(row_of steady)
[ -n "$s" ] || { tmux_screen; fail "no steady row on the first screen"; }
[ "$s" = 2 ] && s=$r
tmux_t capture-pane -t main -e -p | sed -n "$((s + 1))p" | grep -qE $'\e\\[([0-9]+;)*31m *[-+][0-9]+\\.[0-9]+%' ||
	{ tmux_t capture-pane -t main -e -p | sed -n "$((s + 1))p" | cat -v; fail "the large delta is not red"; }

# moving: the first row is selected from the start
[ "$(tmux_selected)" = 2 ] || { tmux_screen; fail "the first row is not selected at start"; }
last=$((nrows < height ? nrows + 1 : height + 1))
key_sel Down 3 "Down"
key_sel k 2 "k"
key_sel j 3 "j"
key_sel Up 2 "Up"
key_sel End $last "End"
[ "$(tmux_selected_text)" = "$(tail -1 rows.txt)" ] || { tmux_screen; fail "End: not on the last row"; }
key_sel Home 2 "Home"
[ "$(tmux_selected_text)" = "$(head -1 rows.txt)" ] || { tmux_screen; fail "Home: not on the first row"; }

# ?: the keys
key_wait '?' "ENTER +the call graph of the selected row" "? did not show the help"
key_wait q "^Baseline: A\.data" "the help did not go back to the rows"

# /regress: only regress's row, selected; said in the status line
key_wait / "Filter symbols" "no filter prompt"
tmux_keys "regress" Enter
tmux_wait "containing 'regress'" 10 || { tmux_screen; fail "the filter is not in the status line"; }
[ "$(tmux_row_text 2)" = "$regress_row" ] || { tmux_screen; fail "/regress: regress's row is not the first"; }
tmux_screen | grep -q '\[\.\] steady' && { tmux_screen; fail "/regress: steady still shown"; }
[ "$(tmux_selected)" = 2 ] || { tmux_screen; fail "/regress: regress's row is not selected"; }

# Enter: regress's call graph in A then in B, each with its caller main
tmux_keys Enter
tmux_wait "^Call graph of regress: baseline A\.data, new B\.data" 10 || { tmux_screen; fail "Enter did not show regress's call graph"; }
tmux_screen >graph.txt
awk '{ sub(/ +$/, "") } /^Baseline: A\.data, [0-9.]+%/ { s = 1; next } /^New: B\.data, [0-9.]+%/ { if (s == 2) s = 3; next }
	/^ +(---)?main$/ || /[-|] main$/ { if (s == 1) s = 2; else if (s == 3) s = 4 }
	END { exit s == 4 ? 0 : 1 }' graph.txt ||
	{ cat graph.txt; fail "the call graph does not show main under both files"; }
grep -q "no call chains" graph.txt && { cat graph.txt; fail "-g recordings: the view says there are no call chains"; }
key_wait q "^Baseline: A\.data" "q did not go back from the call graph"
# Esc: every row again, the selection still on regress
tmux_keys Escape
tmux_until 'tmux_screen | grep -q "\[\.\] steady"' 10 || { tmux_screen; fail "Esc did not drop the filter"; }
tmux_until 'tmux_selected_text | grep -q "\[\.\] regress$"' 10 || { tmux_screen; fail "after Esc: regress is not selected"; }
quit_and_check

# -c ratio -p: the browser's columns follow the options
tmux_keys '$P diff -c ratio -p A.data B.data' Enter
tmux_wait "^Baseline: A\.data" 30 || { tmux_screen; fail "the browser did not open with -c ratio -p"; }
tmux_row 1 | grep -Eq '^  Baseline +Base period +Ratio +Period  Shared Object +Symbol *$' ||
	{ tmux_screen; fail "-c ratio -p: the header is not the table's"; }
ratio_row=$("$PERF" diff --stdio -q -c ratio -p A.data B.data 2>/dev/null | sed 's/ *$//' | grep '\[\.\] regress$')
r=$(row_of regress)
[ -n "$r" ] && [ "$(tmux_row_text "$r")" = "$ratio_row" ] ||
	{ tmux_screen; echo "--stdio: '$ratio_row'"; fail "-c ratio -p: regress's row is not --stdio's"; }
quit_and_check

# recordings without call chains: the view says so for each file, not an empty screen
tmux_keys '$P diff FA.data FB.data' Enter
tmux_wait "^Baseline: FA\.data" 30 || { tmux_screen; fail "the browser did not open for FA/FB"; }
tmux_keys Enter
tmux_wait "^Call graph of " 10 || { tmux_screen; fail "Enter did nothing (FA/FB)"; }
[ "$(tmux_screen | grep -c 'no call chains in this file: record with -g')" = 2 ] ||
	{ tmux_screen; fail "without call chains: the view does not say so for both files"; }
tmux_screen | grep -q '^Baseline: FA\.data' && tmux_screen | grep -q '^New: FB\.data' ||
	{ tmux_screen; fail "without call chains: the files are not named"; }
key_wait q "^Baseline: FA\.data" "q did not go back (FA/FB)"
quit_and_check
tmux_stop

# 80x24: the first rows are --stdio's, cut to the width
tmux_start 80 24 || fail "tmux did not start"
tmux_keys "cd $TMPD && P=$PERF" Enter
tmux_keys '$P diff A.data B.data' Enter
tmux_wait "^Baseline: A\.data" 30 || { tmux_screen; fail "the browser did not open at 80x24"; }
[ "$(tmux_row_text 2)" = "$(head -1 rows.txt | cut -c1-79 | sed 's/ *$//')" ] ||
	{ tmux_screen; fail "80x24: the first row is not --stdio's"; }
tmux_row 23 | grep -q "Press '?' for help" || { tmux_screen; fail "80x24: no status line"; }
quit_and_check
exit 0
