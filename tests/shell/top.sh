#!/bin/bash
# desc: perf top: --stdio shows the hot function, the browser in tmux, bounded memory
#
# record_prog hot spins in hot_a (60%), hot_b (30%), hot_c (10%). perf top --stdio -p on it
# must show hot_a first within two refreshes; system wide (-a, the default), among the rows.
# In a tmux pane the browser shows hot_a on its first row, a its disassembly with live
# percentages (q back to the table), and q gives the shell back. With
# thousands of short-lived processes, the machine never holds more exited tasks than its
# limit (PERF_TOP_MAX_DEAD, lowered here) plus one refresh's worth: generations renew it.
. "$(dirname "$0")/lib/tmux_lib.sh"
. "$(dirname "$0")/lib/record_lib.sh"
[ -x "$PROG" ] || fail "$PROG not built (make test-progs)"
trap 'tmux_stop 2>/dev/null; cleanup' EXIT

"$PROG" hot 60 >/dev/null &
pid=$!
BG_PIDS="$pid"

# -p: the first row within two refreshes (the first may be short of samples on a busy host)
"$PERF" top --stdio -p $pid -d 1 --refreshes 2 -E 5 >p.txt 2>p.err ||
	{ cat p.err; fail "perf top --stdio -p failed"; }
n=$(grep -c 'PerfTop:' p.txt)
[ "$n" = 2 ] || fail "$n refreshes instead of 2"
awk '/PerfTop:/ { r++; row = 0 } /^ +[0-9.]+%/ { if (++row == 1) first[r] = $0 } END { print first[2] }' p.txt |
	grep -q 'hot_a' || { cat p.txt; fail "hot_a is not the first row of the second refresh"; }

# -a (the default): hot_a among the rows of two refreshes
"$PERF" top --stdio -d 1 --refreshes 2 -E 40 >a.txt 2>a.err ||
	{ cat a.err; fail "perf top --stdio -a failed"; }
grep -q 'record_prog  *\[\.\] hot_a' a.txt || { cat a.txt; fail "perf top -a did not show hot_a"; }

# -z: each refresh shows only its own interval; with -K no kernel rows
"$PERF" top --stdio -p $pid -z -K -d 0.5 --refreshes 2 -E 20 >z.txt 2>z.err ||
	{ cat z.err; fail "perf top -z -K failed"; }
grep -q '\[k\]' z.txt && { cat z.txt; fail "-K showed kernel symbols"; }
grep -q 'hot_a' z.txt || { cat z.txt; fail "-z: no hot_a"; }

# the browser
if tmux_ok; then
	tmux_start 120 40 || fail "tmux did not start"
	tmux_keys "$PERF top -v -p $pid -d 1 2>v.err" Enter
	tmux_wait "^Samples: " 30 || { tmux_screen; fail "the top browser did not open"; }
	tmux_until 'tmux_row 2 | grep -q hot_a' 30 || { tmux_screen; fail "hot_a is not on the first row"; }
	# a: hot_a's disassembly with the live percentages, following the refreshes; q: back
	tmux_keys a
	tmux_wait "Source code & Disassembly of record_prog for cpu-clock" 20 ||
		{ tmux_screen; fail "a did not annotate"; }
	tmux_screen | grep -Eq "<hot_a>:" || { tmux_screen; fail "a did not show hot_a's code"; }
	# hot_a's loop holds its samples: some instruction has more than 5% of them
	tmux_screen | grep -Eq '^ +([5-9]|[1-9][0-9])\.[0-9]+ : +[0-9a-f]+: ' ||
		{ tmux_screen; fail "no hot instruction in the annotation"; }
	# the event is cpu-clock:ppp (Linux perf's name for the default), or cpu-clock
	nr_of_screen() { tmux_screen | sed -n 's/.*cpu-clock[:a-zA-Z]* (\([0-9]*\) samples.*/\1/p'; }
	nr1=$(nr_of_screen)
	[ -n "$nr1" ] || { tmux_screen; fail "annotate: no sample count in the title"; }
	tmux_until '[ "$(nr_of_screen)" != "$nr1" ]' 10 ||
		{ tmux_screen; fail "the annotation did not follow the samples ($nr1 samples)"; }
	tmux_keys q
	tmux_wait "^Samples: " 10 || { tmux_screen; fail "q did not return from annotate to the table"; }
	tmux_until 'tmux_row 2 | grep -q hot_a' 10 || { tmux_screen; fail "back from annotate: no hot_a row"; }
	tmux_keys q
	tmux_until '[ "$(tmux_alt)" = 0 ]' 10 || fail "q did not leave the alternate screen"
	tmux_until 'tmux_screen | grep -v "^$" | tail -1 | grep -q "^PERFTEST\\$ *$"' 10 ||
		{ tmux_screen; fail "no shell prompt after q"; }
	# the addresses counted for annotate: there, and aged (hot_a..c's loops: a few dozen)
	n=$(sed -n 's/.*entries, \([0-9]*\) addresses$/\1/p' v.err | sort -n | tail -1)
	[ -n "$n" ] && [ "$n" -gt 0 ] && [ "$n" -lt 2000 ] ||
		{ tail v.err; fail "browser: ${n:-no} addresses counted"; }
	# --stdio on a terminal: the table, and q quits with the terminal as it was
	tmux_keys clear Enter
	# (the header line wraps at 120 columns: the event is cpu-clock:ppp, as in Linux perf top)
	tmux_keys "$PERF top --stdio -p $pid -d 1 -E 5" Enter
	tmux_wait "PerfTop:.*target_pid:" 30 || { tmux_screen; fail "no --stdio table in the terminal"; }
	tmux_wait "hot_a" 30 || { tmux_screen; fail "--stdio in the terminal: no hot_a"; }
	tmux_keys q
	tmux_until 'tmux_screen | grep -v "^$" | tail -1 | grep -q "^PERFTEST\$ *$"' 10 ||
		{ tmux_screen; fail "--stdio: no shell prompt after q"; }
	tmux_keys "stty -a | grep -o ' icanon\| echo ' | tr -d ' ' | sort | tr '\n' ,; echo" Enter
	tmux_wait "^echo,icanon,$" 10 || { tmux_screen; fail "--stdio: the terminal was not restored (icanon, echo)"; }
	tmux_stop
else
	echo "part skipped: the browser and --stdio on a terminal: tmux is not installed"
fi

# many short-lived processes: the exited tasks stay bounded
(for _ in $(seq 4000); do /bin/true; done) &
spawner=$!
BG_PIDS="$BG_PIDS $spawner"
PERF_TOP_MAX_DEAD=300 "$PERF" top --stdio -v -d 0.5 --refreshes 12 -E 3 >m.txt 2>m.err ||
	{ tail m.err; fail "perf top under many processes failed"; }
kill $spawner 2>/dev/null
gens=$(grep -c 'new generation' m.err)
max=$(sed -n 's/.*refresh [0-9]*: [0-9]* tasks, \([0-9]*\) exited.*/\1/p' m.err | sort -n | tail -1)
[ -n "$max" ] || { tail m.err; fail "no refresh statistics with -v"; }
# per refresh (0.5 s) this host starts a few hundred processes at most
[ "$max" -le 3000 ] || fail "$max exited tasks held (limit 300)"
[ "$gens" -ge 1 ] || { tail m.err; fail "no new generation after thousands of exits"; }
exit 0
