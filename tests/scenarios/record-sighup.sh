#!/bin/bash
# desc: the terminal of a running perf record is closed (SIGHUP): the file left is complete; Linux perf's is not
#
# Someone records in a terminal (an ssh session, a tmux window) that goes away while perf
# record runs: the shell and its foreground job get SIGHUP. The recording made so far must
# be a complete perf.data, as after Ctrl-C: Linux perf reads it without a warning, its
# header has the features (hostname, cmdline) and the build-ids of the sampled programs,
# hot_a heads the report, and the workload is gone. Linux perf 6.1 dies of the SIGHUP
# instead, leaving a file whose header says the data is empty; that is shown, not
# compared: here ours must do better.
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need
private_prog

for side in linux ours; do
	term_start 120 30
	term_use $side
	term_type "\$P record -F 1000 -o $TMPD/hup.$side.data -- $WL hot 30"
	wait_cpu "$WL hot" 100 || fail "$side: the workload did not run 1 s"
	# the terminal goes away
	tmux_stop
	wait_for '! pgrep -f "record -F 1000 -o $TMPD/hup.$side.data" >/dev/null' 20 ||
		fail "$side: perf record still runs 20 s after SIGHUP"
	{
		leftovers . | head -1
		"$LPERF" report --stdio --sort sym -i hup.$side.data >rep.txt 2>rep.err
		echo "Linux perf's report: exit $?, $(grep -ciE 'warn|error|terminated' rep.err) warnings"
		echo "top function: $(grep -m1 '%' rep.txt | awk '{ print $NF }')"
		"$LPERF" report --header-only -i hup.$side.data 2>/dev/null | grep -o -E '^# (hostname|cmdline) ' | sort -u
		echo "build-ids: $("$LPERF" buildid-list -i hup.$side.data 2>/dev/null | grep -c "$WLCOMM")"
	} >$side.txt
	echo "--- $side:"
	cat $side.txt
done
cat >want.txt <<EOW
workload: gone
Linux perf's report: exit 0, 0 warnings
top function: hot_a
# cmdline 
# hostname 
build-ids: 1
EOW
cmp -s ours.txt want.txt || { diff want.txt ours.txt; fail "ours: not a complete file after SIGHUP"; }
echo "perf record's file after SIGHUP: complete"
