#!/bin/bash
# desc: kill -INT from another terminal to one stage of `record -o - | inject | report -i -`: record's as Linux perf, inject and report keep the stream whole
#
# A profiling pipeline runs in a terminal; from another one, someone sends `kill -INT` to
# one of its stages once the workload has used 0.5 s of CPU. To record, the usual way to
# end a recording early (record_prog hot 30): compared with Linux perf, whether the
# pipeline ends within 5 s (not with the workload), every stage's exit status, that report printed its table headed by
# hot_a, that the workload is gone and no file is left. To inject or report: ours' readers
# of a pipe ignore SIGINT (so that a terminal's Ctrl-C to the whole pipeline ends the
# stream at record and the report of all of it follows: tests/scenarios/pipe-ctrl-c.sh),
# so the pipeline runs on to the workload's end (record_prog hot 3) and reports it whole,
# every stage exiting 0; Linux perf's inject or report stops and the report is lost or cut (not compared).
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need
private_prog

term_start 200 40
for side in linux ours; do
	term_use $side
	stages="record inject report"
	[ $side = linux ] && stages=record
	for stage in $stages; do
		d=$stage.$side
		mkdir $d
		term_run "cd $d"
		secs=3
		[ $stage = record ] && secs=30
		term_type "\$P record -F 1000 -o - -- $WL hot $secs | \$P inject | \$P report -i - --stdio --sort sym >rep.txt 2>err.txt"
		wait_cpu "$WL hot" 50 || fail "$d: the workload did not run 0.5 s"
		case $stage in
		record) pid=$(pgrep -f "^$(perf_of $side) record -F 1000 -o - -- $WL hot") ;;
		inject) pid=$(pgrep -f "^$(perf_of $side) inject$") ;;
		report) pid=$(pgrep -f "^$(perf_of $side) report -i - --stdio --sort sym$") ;;
		esac
		[ -n "$pid" ] || fail "$d: no $stage process"
		kill -INT $pid
		if term_done 5; then
			ended="the pipeline ended within 5 s, "
		else
			ended="the pipeline ended with the workload, "
			term_done 40 || fail "$d: the pipeline did not end"
		fi
		[ $stage = record ] || ended=
		st=$TERM_STATUS
		term_run "cd .."
		{
			echo "SIGINT to $stage: ${ended}exit statuses: $st"
			echo "report's top row: $(grep -m1 '%' $d/rep.txt | awk '{ print $NF }')"
			leftovers $d | sed 's/err.txt rep.txt //'
		} >$d.txt
		term_run clear
	done
done
for stage in inject report; do
	printf '%s\n' "SIGINT to $stage: exit statuses: 0 0 0" \
		"report's top row: hot_a" "workload: gone" "files: " >want.txt
	cmp -s $stage.ours.txt want.txt || fail "SIGINT to our $stage: the stream was not reported whole"
done
differ_files "SIGINT to record" record.ours.txt record.linux.txt
finish "SIGINT to one stage"
