#!/bin/bash
# desc: perf top -p on a busy program in a terminal, the hot functions appear, q quits and the terminal is as before, as Linux perf
#
# Someone runs `perf top -p PID -d 1` on a program that burns CPU (record_prog hot: hot_a
# 60%, hot_b 30%, hot_c 10%) in a 120x30 terminal, waits for the table, reads it, and
# presses q. Compared with Linux perf: the table's column header, its first three rows'
# functions once both have shown hot_c (the order holds after the first few hundred
# samples: hot_b's 30% is three times hot_c's), the exit status, the alternate screen
# left, and the terminal's modes afterwards (icanon and echo, as stty prints them).
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need
private_prog

"$WL" hot 60 >/dev/null &
wl=$!
BG_PIDS=$wl
rows3() { tmux_screen | grep -E '^ +[0-9.]+%' | head -3 | awk '{ print $NF }' | tr '\n' ' '; }
term_start 120 30
for side in linux ours; do
	term_use $side
	term_run "stty -a | grep -o ' icanon\| echo ' | tr -d ' ' | sort | tr '\n' , >stty.before"
	term_type "\$P top -p $wl -d 1"
	tmux_until 'rows3 | grep -q "hot_a hot_b hot_c"' 20 || tmux_until 'rows3 | grep -q hot_c' 10 ||
		{ tmux_screen; fail "$side: perf top did not show hot_c"; }
	{
		echo "alternate screen: $(tmux_alt)"
		echo "header: $(tmux_screen | grep -m1 'Overhead' | squeeze)"
		echo "rows: $(rows3)"
	} >$side.txt
	tmux_keys q
	term_done 10 || { tmux_screen; fail "$side: q did not end perf top"; }
	{
		echo "exit status: $TERM_STATUS"
		echo "alternate screen after q: $(tmux_alt)"
	} >>$side.txt
	term_run "stty -a | grep -o ' icanon\| echo ' | tr -d ' ' | sort | tr '\n' , >stty.after"
	cmp -s stty.before stty.after || fail "$side: the terminal's modes changed: $(cat stty.before) -> $(cat stty.after)"
	term_run clear
done
differ_files "perf top, then q" ours.txt linux.txt
finish "perf top in a terminal"
