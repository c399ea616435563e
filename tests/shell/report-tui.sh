#!/bin/bash
# desc: perf report: the interactive browser in a real terminal (tmux), key by key
#
# Records record_prog (flat: hot_a 60% hot_b 30% hot_c 10%) and tui_prog with -g (work_a to
# work_e, each reached from two callers) and browses them in a tmux pane. As in Linux perf,
# no row is drawn selected (black on yellow) until the first move key, which only shows the
# first row; then Down, j, Ctrl-N, Up, Ctrl-P move one row, End, G, Home, g to the ends,
# PgDn, PgUp a page (only while there is one), and the keys act on the selected row: +
# (and e, c, E, C) fold its call graph in and out frame by frame, Enter opens its menu, d/t/k
# zoom (Esc zooms out), / filters, L limits, a opens the annotate view of its symbol (the
# hottest line selected, Tab to the next hot one, Enter on a jump to its target), P prints
# the rows to perf.hist.N, s lists the data files, i and ? show the header and the help.
# q leaves the alternate screen; the same at 80x24. Not on a terminal, the output is
# --stdio's byte for byte.
. "$(dirname "$0")/lib/tmux_lib.sh"
. "$(dirname "$0")/lib/record_lib.sh"
TUI_PROG=$TESTS_DIR/progs/tui_prog
[ -x "$PROG" ] || fail "$PROG not built (make test-progs)"
[ -x "$TUI_PROG" ] || fail "$TUI_PROG not built (make test-progs)"
tmux_ok || { echo "tmux is not installed (apt-get install tmux)"; exit 2; }
trap 'tmux_stop; cleanup' EXIT

tui_record flat.data hot_a -F 2000 -- "$PROG" hot 0.6 ||
	{ cat tui_record.err; fail "perf record failed"; }
tui_record g.data work_a -g -F 2000 -- "$TUI_PROG" 1 ||
	{ cat tui_record.err; fail "perf record -g failed"; }

# not a terminal: exactly today's --stdio output
for f in flat.data g.data; do
	"$PERF" report -i $f >pipe.txt 2>/dev/null
	"$PERF" report --stdio -i $f >stdio.txt 2>/dev/null
	cmp -s pipe.txt stdio.txt || fail "perf report -i $f into a pipe differs from --stdio"
done

# the pager (perf.c defers it for report): never under the browser, as usual for text
cat >pager.sh <<EOS
#!/bin/sh
echo started >>$TMPD/pager.log
cat >/dev/null
EOS
chmod +x pager.sh
tmux_start 120 40 || fail "tmux did not start"
tmux_keys "cd $TMPD && PERF_PAGER=$TMPD/pager.sh $PERF report --stdio -i flat.data" Enter
tmux_until '[ -s pager.log ]' 30 || { tmux_screen; fail "perf report --stdio on a terminal: no pager"; }
rm -f pager.log
tmux_keys "PERF_PAGER=$TMPD/pager.sh $PERF report -i flat.data" Enter
tmux_wait "^Samples: " 30 || { tmux_screen; fail "the browser did not open"; }
[ "$(tmux_alt)" = 1 ] || fail "the browser is not on the alternate screen"
tmux_row 2 | grep -q 'hot_a' || { tmux_screen; fail "hot_a is not on the first row"; }
tmux_row 3 | grep -q 'hot_b' || { tmux_screen; fail "hot_b is not on the second row"; }
# a flat profile: no columns for fold marks, the header at the left edge (as Linux perf)
tmux_row 1 | grep -q '^Overhead  Command' || { tmux_screen; fail "flat: the header is not at the left edge"; }
nrows=$("$PERF" report --stdio -q -i flat.data 2>/dev/null | grep -c '%')
# the last row's place on the screen: rows 2 to 38 of the 40 show the entries
height=37
last=$((nrows < height ? nrows + 1 : height + 1))

# moving: nothing selected before the first move key, which shows the first row only
[ -z "$(tmux_selected)" ] || { tmux_screen; fail "a row is selected before any key"; }
key_sel Down 2 "the first Down"
key_sel Down 3 "Down"
key_sel j 4 "j"
key_sel Up 3 "Up"
key_sel C-n 4 "Ctrl-N"
key_sel C-p 3 "Ctrl-P"
key_sel End $last "End"
tmux_selected_text | grep -q "$("$PERF" report --stdio -q -i flat.data 2>/dev/null | grep '%' | tail -1 | awk '{print $NF}')" ||
	{ tmux_screen; fail "End: not on the last entry"; }
key_sel Home 2 "Home"
key_sel G $last "G"
key_sel g 2 "g"
# every row on the screen: PgDn has no page to go to (as Linux perf), the selection stays
# (the Down after it says so); a busy host may have left more rows (then 120x10 below)
[ "$nrows" -le $height ] && key_sel NPage 2 "PgDn with every row shown"
key_sel Down 3 "Down"
tmux_selected_text | grep -q 'hot_b' || { tmux_screen; fail "the selected row is not hot_b's"; }

# a: the annotate view of the selected entry (hot_b), its hottest line selected at the first
# key, Tab to the next hot line; q back to the list, hot_b still selected
tmux_keys a
tmux_wait "^hot_b  .*record_prog \[Percent: local period\]" 20 ||
	{ tmux_screen; fail "a did not annotate hot_b"; }
pct_line='^ *[0-9]+\.[0-9]+ (x|│) '
tmux_screen | grep -Eq "$pct_line" || { tmux_screen; fail "annotate: no line with a percentage"; }
[ -z "$(tmux_selected)" ] || { tmux_screen; fail "annotate: a line selected before any key"; }
tmux_keys Down
tmux_until '[ -n "$(tmux_selected)" ]' 10 || { tmux_screen; fail "annotate: Down selected no line"; }
# (of lines equally hot, the last: Linux perf's order of hot lines puts an equal one after)
hottest=$(tmux_screen | grep -E "$pct_line" | awk '$1 + 0 >= max { max = $1 + 0; l = $0 } END { print l }' |
	sed 's/.$//; s/ *$//')
[ "$(tmux_selected_text)" = "$hottest" ] ||
	{ tmux_screen; fail "annotate: the hottest line ($hottest) is not the one selected"; }
# (the line gone to is put in the middle of the view, where the hottest was: the text says)
tmux_keys Tab
tmux_until '[ "$(tmux_selected_text)" != "$hottest" ]' 10 ||
	{ tmux_screen; fail "annotate: Tab did not go to another hot line"; }
tmux_selected_text | grep -Eq "$pct_line" || { tmux_screen; fail "annotate: Tab went to a cold line"; }
key_wait q "^Samples: " "q did not leave the annotate view"
tmux_until 'tmux_selected_text | grep -q hot_b' 10 || { tmux_screen; fail "back from annotate: hot_b is not selected"; }

# / filter: only hot_c's row; / with nothing: all of them again
key_wait / "Filter symbols" "no filter prompt"
tmux_keys "hot_c" Enter
# said in the status line: Linux perf's title does not name it either
tmux_wait "containing 'hot_c'" 10 || { tmux_screen; fail "the filter is not in the status line"; }
tmux_row 0 | grep -q 'hot_c' && { tmux_screen; fail "the filter is in the title"; }
tmux_row 2 | grep -q 'hot_c' || { tmux_screen; fail "filtered: hot_c not first"; }
tmux_screen | grep -q 'hot_a' && { tmux_screen; fail "filtered: hot_a still shown"; }
# the columns as wide as the rows shown need (as Linux perf): record_prog is narrower than
# its header
tmux_row 1 | grep -q 'Shared Object  Symbol' ||
	{ tmux_screen; fail "filtered: Shared Object is wider than the rows shown need"; }
key_wait / "Filter symbols" "no filter prompt"
key_wait Enter "hot_a" "/ with nothing did not clear the filter"

# d: zoom into record_prog's DSO: only its rows remain, without the Shared Object column
# (as Linux perf); Esc zooms out
tmux_keys g d
tmux_wait "DSO: record_prog" 10 || { tmux_screen; fail "d did not zoom into the DSO"; }
tmux_row 1 | grep -q 'Shared Object' && { tmux_screen; fail "zoomed into a DSO: its column is still shown"; }
tmux_screen | grep -q '\[k\]' && { tmux_screen; fail "a kernel row while zoomed"; }
tmux_keys Escape
tmux_until '! tmux_screen | grep -q "DSO: record_prog"' 10 || fail "Esc did not zoom out"

# t: zoom into the thread and out again
key_wait t "Thread: record_prog" "t did not zoom into the thread"
tmux_keys t
tmux_until '! tmux_screen | grep -q "Thread: "' 10 || fail "t did not zoom out"

# k: the kernel's rows (or, without kernel samples, a line saying so)
key_wait k "DSO: \[kernel|no samples in the kernel" "k did nothing"
tmux_screen | grep -q "DSO: \[kernel" && { tmux_keys Escape; tmux_until '! tmux_screen | grep -q "DSO: "' 10 || fail "Esc did not leave the kernel zoom"; }

# L: rows under 20% hidden (hot_c); a bad value said so
key_wait L "Minimum percentage" "no percent limit prompt"
tmux_keys 20 Enter
tmux_until '! tmux_screen | grep -q hot_c' 10 || { tmux_screen; fail "L 20 did not hide hot_c"; }
key_wait L "Minimum percentage" "no percent limit prompt"
tmux_keys x Enter
tmux_wait "L: 'x' is not a percentage" 10 || { tmux_screen; fail "L x: no message"; }
key_wait L "Minimum percentage" "no percent limit prompt"
tmux_keys 0 Enter
tmux_wait "hot_c" 10 || { tmux_screen; fail "L 0 did not show hot_c again"; }

# o (ours): another order
key_wait o "sorted by samples" "o did not sort"

# help and header views
key_wait '?' "zoom into the kernel" "? did not show the help"
key_wait q "^Samples: " "a key did not leave the help"
key_wait i "# hostname|hostname" "i did not show the header"
key_wait q "^Samples: " "q did not leave the header view"

# P: the rows into perf.hist.0, then perf.hist.1
key_wait P "perf.hist.0 written" "P: no perf.hist.0"
key_wait P "perf.hist.1 written" "P: no perf.hist.1"
grep -q 'hot_a' perf.hist.0 && [ "$(grep -c '%' perf.hist.0)" = "$nrows" ] ||
	{ cat perf.hist.0; fail "perf.hist.0 does not hold the $nrows rows"; }

# s: the data files of the directory in a menu; Esc leaves it
key_wait s "^flat.data" "s did not list the data files"
tmux_screen | grep -q '^g.data' || { tmux_screen; fail "s did not list g.data"; }
key_wait Escape "^Samples: " "Esc did not leave the file menu"
# Esc without a zoom: whether to quit; Esc says no
key_wait Escape "Nothing to zoom out of: quit" "Esc: no question"
tmux_keys Escape
tmux_until '! tmux_screen | grep -q "Nothing to zoom out of"' 10 || fail "Esc did not answer no"
quit_and_check
[ -e pager.log ] && fail "the pager was started for the browser"

# the call graphs (tui_prog: every entry has one, branching at its callers)
tmux_keys "$PERF report --no-children -i g.data" Enter
tmux_wait "^Samples: " 30 || { tmux_screen; fail "the browser did not open g.data"; }
third=$(tmux_row 4 | awk '{print $NF}')
case $third in work_?) ;; *) tmux_screen; fail "the third row is not a work_ function ($third)" ;; esac
tmux_row 4 | grep -q '^+' || { tmux_screen; fail "$third has no + before it"; }
# Down Down Down +: the third entry expands (its frames as rows below it), the others not
key_sel Down 2 "g.data: the first Down"
key_sel Down 3 "g.data: Down"
key_sel Down 4 "g.data: Down"
tmux_keys +
tmux_until "tmux_row 4 | grep -q '^-.*$third'" 10 || { tmux_screen; fail "+ did not expand $third"; }
tmux_row_text 5 | grep -Eq "^   \+ $third\$" || { tmux_screen; fail "$third's first frame is not the row below it"; }
tmux_screen | grep -c '^-' | grep -qx 1 || { tmux_screen; fail "another entry expanded"; }
[ "$(tmux_selected)" = 4 ] || { tmux_screen; fail "+ moved the selection"; }
# Down onto the frame row, + again: its callers, each with its share
key_sel Down 5 "Down to the call graph"
tmux_keys +
tmux_until "tmux_row 6 | grep -Eq '^      \\+ [0-9.]+% caller_'" 10 || { tmux_screen; fail "+ on the frame did not show the callers"; }
key_sel Down 6 "Down to a caller"
tmux_keys e
tmux_until "tmux_row 6 | grep -Eq '^      - [0-9.]+% caller_'" 10 || { tmux_screen; fail "e did not expand the caller"; }
tmux_row_text 7 | grep -Eq '^ +main$' || { tmux_screen; fail "the expanded caller's next frame is not main"; }
tmux_keys c
tmux_until "tmux_row 6 | grep -Eq '^      \\+ [0-9.]+% caller_'" 10 || { tmux_screen; fail "c did not collapse the caller"; }
# a on a caller: it has no samples of its own, so a says so; but an interrupt can land on a
# caller's own few instructions (CI saw one at caller_z's call of work_e): then a annotates
# it, as Linux perf does, and q comes back
caller=$(tmux_row_text 6 | grep -o 'caller_[a-z]')
if "$PERF" report --stdio --no-children -q -s sym -i g.data 2>/dev/null | grep -Eq "\] $caller *$"; then
	key_wait a "^$caller  .*tui_prog \[Percent" "a on $caller, which has samples of its own: no annotate view"
	key_wait q "^Samples: " "q did not leave the annotate view of $caller"
else
	key_wait a "no samples in $caller" "a on $caller: no message"
fi
# Enter: the menu of the selected row
key_wait Enter "^Zoom into tui_prog thread" "Enter did not open the menu"
key_wait Escape "^Samples: " "Esc did not leave the menu"
# I (ours): the graphs the other way round (caller first)
key_wait I "call graphs: caller first" "I did not turn the graphs round"
key_wait I "call graphs: callee first" "I did not turn them back"
# E: every graph, C: none
tmux_keys E
tmux_until '[ "$(tmux_screen | grep -c "^-")" -ge 5 ]' 10 || { tmux_screen; fail "E did not expand all"; }
tmux_keys C
tmux_until '! tmux_screen | grep -q "^-"' 10 || { tmux_screen; fail "C did not collapse all"; }
quit_and_check

# PgDn, PgUp: a page at a time while there is one more below (as Linux perf: a page is the
# terminal's rows but the title, the header and the status line; 7 at 120x10)
# (the entries in the browser's order: --stdio's with the same options, its rows only)
"$PERF" report --stdio --no-children -q -i g.data 2>/dev/null | grep -E '^ +[0-9.]+%  ' >rows.txt
n=$(wc -l <rows.txt)
# two pages and a row: 7 a page when there are entries enough (the kernel's vary with the
# machine's load), fewer in a shorter terminal otherwise; the five work_ entries at least
page=$(((n - 1) / 2))
[ $page -gt 7 ] && page=7
[ $page -ge 2 ] || fail "g.data has $n entries, too few for two pages"
tmux_stop
tmux_start 120 $((page + 3)) || fail "tmux did not start"
tmux_keys "cd $TMPD && P=$PERF" Enter
tmux_keys '$P report --no-children -i g.data' Enter
tmux_wait "^Samples: " 30 || { tmux_screen; fail "the browser did not open at 120x$((page + 3))"; }
key_sel Down 2 "120x$((page + 3)): the first Down"
# (the selection stays on the view's first row: the rows say when the key was read; the
# first entry of the second page, but for the fold mark in the first column)
next=$(sed -n "$((page + 1))p" rows.txt | cut -c2- | sed 's/ *$//')
tmux_keys NPage
tmux_until '[ "$(tmux_row_text 2 | cut -c2-)" = "$next" ]' 10 ||
	{ tmux_screen; fail "PgDn: entry $((page + 1)) is not at the top"; }
[ "$(tmux_selected)" = 2 ] || { tmux_screen; fail "PgDn: the selection is not on entry $((page + 1))"; }
first=$(head -1 rows.txt | cut -c2- | sed 's/ *$//')
tmux_keys PPage
tmux_until '[ "$(tmux_row_text 2 | cut -c2-)" = "$first" ]' 10 ||
	{ tmux_screen; fail "PgUp: the first page is not back"; }
[ "$(tmux_selected)" = 2 ] || { tmux_screen; fail "PgUp: the selection is not on the first entry"; }
quit_and_check

# two events: Tab goes to the second one's rows, shift-Tab back
tui_record two.data hot_a -e cpu-clock,task-clock -F 2000 -- "$PROG" hot 0.3 ||
	{ cat tui_record.err; fail "perf record -e cpu-clock,task-clock failed"; }
tmux_keys '$P report -i two.data' Enter
tmux_wait "^Samples: .*'cpu-clock'.*\[1/2, Tab: next\]" 30 || { tmux_screen; fail "no first event"; }
key_wait Tab "^Samples: .*'task-clock'.*\[2/2, Tab: next\]" "Tab did not show the second event"
tmux_row 2 | grep -q 'hot_a' || { tmux_screen; fail "task-clock: hot_a is not on the first row"; }
key_wait BTab "^Samples: .*'cpu-clock'.*\[1/2, Tab: next\]" "shift-Tab did not go back"
quit_and_check

# exactly 1000 samples (a tracepoint hit 1000 times): the title says 1000, as Linux perf's,
# which abbreviates a count only above 1000 (1001 is 1K) and leaves a blank for the unit
if ! have tracefs kernel-events; then
	skip_part "a title of 1000 samples"
else
	# the interpreter itself, not a shell script standing for it on PATH (pyenv)
	py=$(python3 -c 'import sys; print(sys.executable)')
	"$PERF" record -q -e syscalls:sys_enter_getppid -o tp.data -- "$py" -c 'import os
for i in range(1000):
	os.getppid()' >/dev/null 2>tp.err || { cat tp.err; fail "perf record -e syscalls:sys_enter_getppid failed"; }
	tmux_keys '$P report -i tp.data' Enter
	tmux_wait "^Samples: " 30 || { tmux_screen; fail "no browser for tp.data"; }
	tmux_row 0 | grep -q "^Samples: 1000  of event 'syscalls:sys_enter_getppid'" ||
		{ tmux_screen; fail "1000 samples: the title does not say 1000"; }
	quit_and_check
fi
tmux_stop

# 80x24: the same first row, the title cut to the width
tmux_start 80 24 || fail "tmux did not start"
# a short command line: a long one (a deep checkout's path) wraps at 80 columns and the
# prompt check after the resize would read the wrapped line
tmux_keys "cd $TMPD && P=$PERF" Enter
tmux_keys '$P report -i flat.data' Enter
tmux_wait "^Samples: " 30 || fail "the browser did not open at 80x24"
tmux_row 2 | grep -q 'hot_a' || { tmux_screen; fail "80x24: hot_a is not on the first row"; }
tmux_row 23 | grep -q "Press '?' for help" || { tmux_screen; fail "80x24: no status line"; }
tmux_t resize-window -t main -x 100 -y 30 2>/dev/null
tmux_wait "hot_a" 10 || fail "lost the rows after a resize"
quit_and_check
exit 0
