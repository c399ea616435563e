#!/bin/bash
# desc: Ctrl-C to perf record in a terminal, as soon as the workload runs and in mid-run, as Linux perf's
#
# Someone runs `perf record -- prog` in a terminal and presses Ctrl-C: the terminal sends
# SIGINT to the whole foreground group, perf and its workload. Once right after the
# workload started (it may not have been sampled yet), once after it has used 1 s of CPU
# (about 1000 samples at -F 1000; both perfs must keep more than half: a tolerance far
# beyond the counts' spread, and no less than what a SIGINT-sized loss at the end could be).
# Compared with Linux perf: the shell's exit status, the final "Captured and wrote" line,
# the files left in the directory, that Linux perf reads the file without complaint and
# that the workload is gone; in mid-run, that hot_a is the top function.
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need
private_prog

term_start 120 40
for side in linux ours; do
	term_use $side
	for when in start middle; do
		term_interrupt $when.$side "\$P record -F 1000 -- $WL hot 30" $when
		{
			echo "exit status: $TERM_STATUS"
			echo "final line: $(tmux_screen | grep -c 'perf record: Captured and wrote')"
			leftovers $when.$side
			if "$LPERF" report --stdio -i $when.$side/perf.data >rep.txt 2>rep.err; then
				echo "Linux perf reads it: yes$(grep -i -m1 -E 'warning|error|corrupt|invalid' rep.err)"
			else
				echo "Linux perf reads it: no: $(head -1 rep.err)"
			fi
			[ $when = middle ] && echo "top function: $(grep -m1 '%' rep.txt | awk '{ print $NF }')"
		} >$when.$side.txt
		n=$(nr_samples $when.$side/perf.data)
		echo "$side, Ctrl-C at $when: $n samples"
		[ $when = middle ] && [ "$n" -lt 500 ] && fail "$side: only $n samples after 1 s of CPU at 1000 Hz"
		term_run clear
	done
done

for when in start middle; do
	differ_files "Ctrl-C at $when" $when.ours.txt $when.linux.txt
done
finish "record Ctrl-C"
