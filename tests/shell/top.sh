#!/bin/bash
# desc: perf top: --stdio shows the hot function, the browser in tmux, bounded memory
#
# record_prog hot spins in hot_a (60%), hot_b (30%), hot_c (10%). perf top --stdio -p on it
# must show hot_a first within two refreshes; system wide (-a, the default), among the rows.
# In a tmux pane the browser shows Linux perf top's title (Hz, lost samples) and hot_a on its
# first row; the first Down selects it, the next one hot_b, whose annotate view a opens with
# live percentages (q back to the table, hot_b still selected), and q gives the shell back. With
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
# the running kernel is [kernel] in perf top, as in Linux perf's ([kernel.kallsyms]: a file's)
grep -q 'kernel\.kallsyms' a.txt && { cat a.txt; fail "perf top named the kernel [kernel.kallsyms], not [kernel]"; }

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
	# the title as Linux perf top's: the frequency, the lost samples
	tmux_row 0 | grep -Eq "^Samples: [0-9]+[KMG ] of event 'cpu-clock[:a-z]*', [0-9]+ Hz, Event count \(approx\.\): [0-9]+ lost: [0-9]+/[0-9]+ drop: 0/0" ||
		{ tmux_screen; fail "the title is not Linux perf top's"; }
	tmux_until 'tmux_row 2 | grep -q hot_a' 30 || { tmux_screen; fail "hot_a is not on the first row"; }
	tmux_until 'tmux_row 3 | grep -q hot_b' 30 || { tmux_screen; fail "hot_b is not on the second row"; }
	# the first Down shows the selection on the first row, the next one moves it (the
	# selection stays on its entry across refreshes)
	[ -z "$(tmux_selected)" ] || { tmux_screen; fail "a row is selected before any key"; }
	tmux_keys Down
	tmux_until 'tmux_selected_text | grep -q hot_a' 10 || { tmux_screen; fail "the first Down: hot_a is not selected"; }
	tmux_keys Down
	tmux_until 'tmux_selected_text | grep -q hot_b' 10 || { tmux_screen; fail "Down: hot_b is not selected"; }
	# a: hot_b's annotate view with the live percentages, following the refreshes; q: back
	tmux_keys a
	tmux_wait "^hot_b  .*record_prog \[Percent: local period\]" 20 ||
		{ tmux_screen; fail "a did not annotate hot_b"; }
	# hot_b's loop holds its samples: some instruction has more than 5% of them
	tmux_until "tmux_screen | grep -Eq '^ +([5-9]|[1-9][0-9])\.[0-9]+ (x|│) '" 10 ||
		{ tmux_screen; fail "no hot instruction in the annotation"; }
	count_of_screen() { tmux_row 0 | sed -n 's/.*Event count (approx\.): \([0-9]*\).*/\1/p'; }
	nr1=$(count_of_screen)
	[ -n "$nr1" ] || { tmux_screen; fail "annotate: no event count in the title"; }
	tmux_until '[ "$(count_of_screen)" != "$nr1" ]' 10 ||
		{ tmux_screen; fail "the annotation did not follow the samples (event count $nr1)"; }
	tmux_keys q
	tmux_wait "^Overhead" 10 || { tmux_screen; fail "q did not return from annotate to the table"; }
	tmux_until 'tmux_selected_text | grep -q hot_b' 10 || { tmux_screen; fail "back from annotate: hot_b is not selected"; }
	tmux_keys q
	tmux_until '[ "$(tmux_alt)" = 0 ]' 10 || fail "q did not leave the alternate screen"
	tmux_until 'tmux_screen | grep -v "^$" | tail -1 | grep -q "^PERFTEST\\$ *$"' 10 ||
		{ tmux_screen; fail "no shell prompt after q"; }
	# the addresses counted for annotate: there, and aged (hot_a..c's loops: a few dozen)
	n=$(sed -n 's/.*entries, \([0-9]*\) addresses$/\1/p' v.err | sort -n | tail -1)
	[ -n "$n" ] && [ "$n" -gt 0 ] && [ "$n" -lt 2000 ] ||
		{ tail v.err; fail "browser: ${n:-no} addresses counted"; }
	# without -v, as Linux perf top's: no fold-mark columns without -g, the key columns as
	# wide as their rows (record_prog, [kernel]), the header cut to that
	tmux_keys clear Enter
	tmux_keys "$PERF top -p $pid -d 1" Enter
	tmux_until 'tmux_row 2 | grep -q hot_a' 30 || { tmux_screen; fail "perf top: hot_a is not on the first row"; }
	tmux_row 1 | grep -q '^Overhead  Shared Obje  Symbol' ||
		{ tmux_screen; fail "the header is not Linux perf top's (Shared Obje)"; }
	tmux_keys q
	tmux_until '[ "$(tmux_alt)" = 0 ]' 10 || fail "q did not leave perf top's browser"
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
