#!/bin/bash
# desc: perf stat -I 200 in a terminal (a workload, and -a alone), stopped with Ctrl-C after three intervals, as Linux perf
#
# Someone watches counts go by every 200 ms and presses Ctrl-C: once with a workload
# (`perf stat -I 200 -e task-clock -- prog`), once system wide with no command (`perf stat
# -I 200 -a -e cpu-clock`, which only Ctrl-C ends). Compared with Linux perf: the exit
# status, the shapes of the lines on the screen (numbers aside: the header, the interval
# lines, any summary after the Ctrl-C), and for the workload that it is gone. At least the
# three intervals waited for are on the screen.
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need
private_prog

# the screen after the command line, numbers replaced, each shape once
shapes() {
	tmux_screen | sed -n '2,$p' | grep -v '^PERFTEST' | grep -v '^$' |
		sed -e 's/[0-9][0-9.,]*/N/g' | squeeze | sort -u
}
intervals() { tmux_screen | grep -cE '^ +[0-9]+\.[0-9]+ +[0-9.,]+ +msec (task|cpu)-clock'; }

term_start 160 50
for side in linux ours; do
	term_use $side
	for how in workload system; do
		cmd="\$P stat -I 200 -e task-clock -- $WL hot 30"
		[ $how = system ] && cmd="\$P stat -I 200 -a -e cpu-clock"
		term_run clear
		term_type "$cmd"
		tmux_until '[ "$(intervals)" -ge 3 ]' 20 || { tmux_screen; fail "$side: no three intervals"; }
		term_ctrl_c
		term_done 20 || { tmux_screen; fail "$side: perf stat -I did not end after Ctrl-C"; }
		st=$TERM_STATUS
		# Linux perf's, with a workload: 0 when it reaps the workload the Ctrl-C killed
		# before its own SIGINT is seen (it then exits as the workload, whose death by a
		# signal it counts as 0), 130 otherwise: its race. Ours: 130 (perf-stat.txt).
		[ $side = linux ] && [ $how = workload ] && [ "$st" = 0 ] && st=130
		{
			echo "exit status: $st"
			shapes
			[ $how = workload ] && leftovers . | head -1
		} >$how.$side
		echo "$side, $how: $(intervals) intervals"
	done
done
for how in workload system; do
	differ_files "stat -I with a $how, then Ctrl-C" $how.ours $how.linux
done
finish "stat -I and Ctrl-C"
