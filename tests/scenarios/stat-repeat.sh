#!/bin/bash
# desc: perf stat -r 3 (default events, a failing command, -x, CSV) of a CPU-bound program, as Linux perf
#
# Someone measures a program three times for the mean and its spread: default events,
# then a command that exits 3, then CSV for a spreadsheet. tests/progs/busy-loop 100 spins
# 100 ms of its own CPU time each run. Compared with Linux perf: the exit statuses, the
# header, the events in order, the shape of the task-clock and elapsed-time lines (numbers
# aside: "( +- N% )" is there), the CSV lines' shapes. task-clock's mean must be 100 ms
# within 10% where Linux perf's is (CPU time, so the machine's load hardly changes it;
# start-up adds about a millisecond; under CI's sanitizer runs both have measured 111-117
# ms: the machine's, not ours to fail).
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need
BUSY=$TESTS_DIR/progs/busy-loop
[ -x "$BUSY" ] || fail "$BUSY not built (make test-progs)"

# numbers aside, and the spread's spacing ("( +- 8.88% )", "( +-100.00% )")
numbers() { sed -e 's/[0-9][0-9.,]*/N/g' -e 's/+- */+- /g' | squeeze; }
for side in linux ours; do
	P=$(perf_of $side)
	{
		"$P" stat -r 3 -- "$BUSY" 100 >/dev/null 2>a.err
		echo "default events: exit $?"
		grep "Performance counter stats" a.err | sed "s|$BUSY|BUSY|"
		awk '/^ +[0-9<]/ && !/elapsed/ { print "event:", ($1 == "<not" ? $3 : $2 == "msec" ? $3 : $2) }' a.err
		grep -E 'task-clock|elapsed' a.err | numbers
		ms=$(awk '/msec task-clock/ { print $1 }' a.err)
		# (the value apart: both sides off under a heavy load is the machine, not a
		# difference; which side was off, and by how much, is in $side.ms)
		echo "$ms" >$side.ms
		awk -v ms="$ms" 'BEGIN { exit !(ms >= 90 && ms <= 110) }' ||
			echo "task-clock: not 100 msec within 10%"

		"$P" stat -r 3 -e task-clock -- "$BUSY" 10 3 >/dev/null 2>b.err
		echo "a command exiting 3: exit $?"
		grep -E 'task-clock|elapsed|runs' b.err | sed "s|$BUSY|BUSY|" | numbers

		"$P" stat -r 3 -x, -e task-clock,page-faults -- "$BUSY" 10 >/dev/null 2>c.err
		echo "CSV: exit $?"
		sed "s/[0-9][0-9.]*/N/g" c.err
	} >$side.txt 2>&1
done
differ_files "perf stat -r 3" ours.txt linux.txt ||
	echo "task-clock means: ours $(cat ours.ms) msec, Linux perf's $(cat linux.ms) msec"
finish "stat -r 3"
