#!/bin/bash
# desc: record a shell script that forks, execs and exits, report --sort pid,comm and --tasks, as Linux perf
#
# Someone records ./forker.sh, a script that starts three record_prog in the background and
# one in a subshell (forks, then execs), waits, spins a little in the shell itself and then
# execs record_prog in its own process (the comm changes from forker.sh to record_prog in
# the same pid). Each perf records it; each file is reported by both perfs, which must print
# the same pid,comm table and task tree, and the two recordings must have the same shape:
# the same pids with the same comms (pids told by their place in the tree, not their
# numbers), the same tree and exit statuses.
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need
cat >forker.sh <<EOS
#!/bin/sh
for i in 1 2 3; do "$PROG" hot 0.2 & done
("$PROG" chain 0.2; true)
wait
i=0; while [ \$i -lt 50000 ]; do i=\$((i + 1)); done
exec "$PROG" hot 0.4
EOS
chmod +x forker.sh

rows() { "$1" report --stdio -i "$2" --sort pid,comm 2>/dev/null | strip_tips | grep '%'; }
tasks() { "$1" report --stdio -i "$2" --tasks 2>/dev/null; }
# the shape of a recording: each pid's comms (from the table's rows of 1% and more: the
# shell's loop has about 75 of the 1000-odd samples, a row of a few stray samples at a
# fork or an exit stays far below 10), and the task tree without numbers
shape() {
	rows "$LPERF" "$1" | awk '$1 + 0 >= 1 { split($2, id, ":"); print id[1], $3 }' | sort -u |
		awk '{ c[$1] = c[$1] " " $2 } END { for (i in c) print "pid with comms:" c[i] }' | sort
	tasks "$LPERF" "$1" | sed -e 's/[0-9-]\{1,\}/N/g' -e 's/^ *N *N *N //' | sort
}

for side in linux ours; do
	"$(perf_of $side)" record -q -F 1000 -o $side.data ./forker.sh >/dev/null 2>$side.err
	echo "exit status $?" >$side.status
	rows "$LPERF" $side.data >rows.linux
	rows "$PERF" $side.data >rows.ours
	differ_files "report --sort pid,comm of $side's recording" rows.ours rows.linux
	tasks "$LPERF" $side.data >tasks.linux
	tasks "$PERF" $side.data >tasks.ours
	differ_files "report --tasks of $side's recording" tasks.ours tasks.linux
	shape $side.data >shape.$side
done
grep -q 'pid with comms: forker.sh record_prog' shape.ours ||
	fail "our recording lacks the pid whose comm changed at exec"
differ_files "the recordings' pids, comms and task trees" shape.ours shape.linux
differ "record's exit status" "$(cat ours.status)" "$(cat linux.status)"
finish "fork and exec"
