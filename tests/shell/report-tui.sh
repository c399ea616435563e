#!/bin/bash
# desc: perf report: the interactive browser in a real terminal (tmux)
#
# Records record_prog (flat: hot_a 60% hot_b 30% hot_c 10%; -g: main -> chain_outer ->
# chain_middle -> chain_leaf) and browses the files in a tmux pane: the hot function is on
# the first row, Enter expands its call graph, d/t zoom and / filter change the rows, the
# help and header views open and close, a shows perf annotate's view of the hot function
# (its disassembly with percentages), q leaves the alternate screen and the prompt
# comes back; the same at 80x24. Not on a terminal, the output is --stdio's byte for byte.
. "$(dirname "$0")/lib/tmux_lib.sh"
. "$(dirname "$0")/lib/record_lib.sh"
[ -x "$PROG" ] || fail "$PROG not built (make test-progs)"
tmux_ok || { echo "tmux is not installed (apt-get install tmux)"; exit 2; }
trap 'tmux_stop; cleanup' EXIT

"$PERF" record -q -F 2000 -o flat.data -- "$PROG" hot 0.6 >/dev/null 2>rec.err ||
	{ cat rec.err; fail "perf record failed"; }
"$PERF" record -q -g -F 2000 -o g.data -- "$PROG" chain 0.6 >/dev/null 2>rec.err ||
	{ cat rec.err; fail "perf record -g failed"; }

# not a terminal: exactly today's --stdio output
for f in flat.data g.data; do
	"$PERF" report -i $f >pipe.txt 2>/dev/null
	"$PERF" report --stdio -i $f >stdio.txt 2>/dev/null
	cmp -s pipe.txt stdio.txt || fail "perf report -i $f into a pipe differs from --stdio"
done

quit_and_check() {
	tmux_keys q
	tmux_until '[ "$(tmux_alt)" = 0 ]' 10 || fail "q did not leave the alternate screen"
	tmux_until 'tmux_screen | grep -v "^$" | tail -1 | grep -q "^PERFTEST\\$ *$"' 10 ||
		{ tmux_screen; fail "no shell prompt after q"; }
}

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

# / filter: only hot_c's row
tmux_keys / ; tmux_wait "Symbol filter:" 10 || fail "no filter prompt"
tmux_keys "hot_c" Enter
tmux_wait "Symbol: hot_c" 10 || { tmux_screen; fail "the filter is not in the title"; }
tmux_row 2 | grep -q 'hot_c' || { tmux_screen; fail "filtered: hot_c not first"; }
tmux_screen | grep -q 'hot_a' && { tmux_screen; fail "filtered: hot_a still shown"; }
tmux_keys Escape
tmux_wait "hot_a" 10 || { tmux_screen; fail "Esc did not clear the filter"; }

# d: zoom into record_prog's DSO: only its rows remain (no [kernel.kallsyms], no libc)
tmux_keys d
tmux_wait "DSO: record_prog" 10 || { tmux_screen; fail "d did not zoom into the DSO"; }
rows=$(tmux_screen | sed -n '3,39p' | grep '%')
echo "$rows" | grep -qv 'record_prog  *\[\.\]' && { tmux_screen; fail "a row of another DSO while zoomed"; }
tmux_keys d
tmux_until '! tmux_screen | grep -q "DSO: record_prog"' 10 || fail "d did not zoom out"

# t: zoom into the thread
tmux_keys t
tmux_wait "Thread: record_prog [0-9]+" 10 || { tmux_screen; fail "t did not zoom into the thread"; }
tmux_keys t
tmux_until '! tmux_screen | grep -q "Thread: "' 10 || fail "t did not zoom out"

# s: another order (symbol names): hot_a hot_b hot_c stay in that order, but the title stays
tmux_keys s
tmux_wait "sorted by samples" 10 || fail "s did not sort"

# help and header views
tmux_keys '?'
tmux_wait "Keys of the hist browser" 10 || fail "? did not show the help"
tmux_keys q
tmux_wait "^Samples: " 10 || fail "q did not leave the help"
tmux_keys i
tmux_wait "# hostname|hostname" 10 || { tmux_screen; fail "i did not show the header"; }
tmux_keys q
tmux_wait "^Samples: " 10 || fail "q did not leave the header view"

# a: perf annotate of the selected entry (a hot_ function after the zooms and filter above)
tmux_keys a
tmux_wait "Source code & Disassembly of record_prog" 20 || { tmux_screen; fail "a did not annotate"; }
tmux_screen | grep -Eq "<hot_[abc]>:|hot_[abc]\(\)" || { tmux_screen; fail "a did not annotate a hot_ function"; }
tmux_screen | grep -Eq '^ +[0-9]+\.[0-9]+ : +[0-9a-f]+: ' || { tmux_screen; fail "no annotated instruction"; }
tmux_screen | grep -q "^Samples: " || tmux_keys q
quit_and_check
[ -e pager.log ] && fail "the pager was started for the browser"

# the call graph: chain_leaf first, Enter shows its callers, c turns it round, Enter hides it.
# A stray sample can make chain_middle a row of its own ("[.] chain_middle"): only the
# other lines that name it are the call graph.
graph_shown() { tmux_screen | grep chain_middle | grep -vq '\[\.\] *chain_middle'; }
tmux_keys "$PERF report --no-children -i g.data" Enter
tmux_wait "^Samples: " 30 || { tmux_screen; fail "the browser did not open g.data"; }
tmux_row 2 | grep -q '^+.*chain_leaf' || { tmux_screen; fail "chain_leaf is not on the first row with a +"; }
graph_shown && { tmux_screen; fail "a call graph shown before Enter"; }
tmux_keys Enter
tmux_until graph_shown 10 || { tmux_screen; fail "Enter did not expand the call graph"; }
tmux_screen | grep chain_outer | grep -vq '\[\.\] *chain_outer' || fail "the expanded graph lacks chain_outer"
tmux_row 2 | grep -q '^-.*chain_leaf' || fail "the expanded entry is not marked -"
# c: the other order, as --stdio -g caller prints it (outermost caller after the ---)
want=$("$PERF" report --stdio --no-children -g caller -i g.data 2>/dev/null |
	grep -A3 ' chain_leaf *$' | grep -m1 -- '---' | sed 's/^ *//')
[ -n "$want" ] || fail "no caller-first graph in --stdio -g caller"
tmux_screen | grep -qF -- "$want" && fail "the graph is caller first before c"
tmux_keys c
tmux_wait "call graphs: caller first" 10 || { tmux_screen; fail "c did not switch the order"; }
tmux_screen | grep -qF -- "$want" || { tmux_screen; fail "after c: no '$want' line"; }
tmux_keys c
tmux_until "! tmux_screen | grep -qF -- '$want'" 10 || fail "c did not switch back"
tmux_keys Enter
tmux_until '! graph_shown' 10 || fail "Enter did not collapse"
tmux_keys E
tmux_until graph_shown 10 || fail "E did not expand all"
tmux_keys C
tmux_until '! graph_shown' 10 || fail "C did not collapse all"
quit_and_check

# two events: Tab goes to the second one's rows
"$PERF" record -q -e cpu-clock,task-clock -F 2000 -o two.data -- "$PROG" hot 0.3 >/dev/null 2>rec.err ||
	{ cat rec.err; fail "perf record -e cpu-clock,task-clock failed"; }
tmux_keys "$PERF report -i two.data" Enter
tmux_wait "^Samples: .*'cpu-clock'.*\[1/2, Tab: next\]" 30 || { tmux_screen; fail "no first event"; }
tmux_keys Tab
tmux_wait "^Samples: .*'task-clock'.*\[2/2, Tab: next\]" 10 || { tmux_screen; fail "Tab did not show the second event"; }
tmux_row 2 | grep -q 'hot_a' || { tmux_screen; fail "task-clock: hot_a is not on the first row"; }
quit_and_check
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
