#!/bin/bash
# desc: perf record killed with SIGKILL at once, early and in mid-run, then report and script of what it left, as Linux perf
#
# A recording is cut short by kill -9 (the OOM killer, a CI timeout): at once (as soon as
# a file appears in the directory: perf is still starting), just after the workload
# started, and after the file holds more than 300 kB of samples. Each perf
# records; the files left in the directory are compared, and each file is read by both
# perfs. Ours keeps the header's data size current, so its file reads to the last write:
# both perfs must print the same report rows (hot_a on top in mid-run) and exit statuses
# for report and script. Linux perf writes the data size only at the end: its file reads
# as empty, by both, and each reader must say that the file was not finished (Linux
# perf's script then fails on it, its report does not: that status is not compared).
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need
private_prog

size() { stat -c %s "$1" 2>/dev/null || echo 0; }
for side in linux ours; do
	for when in at-once early middle; do
		d=$when.$side
		mkdir $d && cd $d || fail "mkdir"
		"$(perf_of $side)" record -F 10000 -- "$WL" hot 30 >/dev/null 2>/dev/null &
		rpid=$!
		BG_PIDS=$rpid
		if [ $when = at-once ]; then
			# a busy wait of shell builtins: the kill lands within microseconds
			end=$((SECONDS + 20))
			while ! compgen -G 'perf.data*' >/dev/null && [ $SECONDS -lt $end ]; do :; done
		elif [ $when = early ]; then
			wait_for '[ -n "$(pid_of "$WL hot")" ]' 20 || fail "$d: the workload did not start"
		else
			wait_for '[ "$(size perf.data)" -gt 300000 ]' 30 || fail "$d: record wrote too little"
		fi
		kill -9 $rpid
		wait $rpid 2>/dev/null
		wl=$(pid_of "$WL hot")
		[ -n "$wl" ] && kill -9 "$wl"
		wait_for '[ -z "$(pid_of "$WL hot")" ]' 10
		cd .. || fail "cd"
		echo "files: $(ls -A $d | sed 's/\.[A-Za-z0-9]\{6\}$/.XXXXXX/' | tr '\n' ' ')" >$d.txt
		for reader in linux ours; do
			R=$(perf_of $reader)
			(cd $d && "$R" report --stdio --sort sym >../rep.$reader 2>../rep.err.$reader)
			echo "report: exit $?" >$d.by-$reader
			strip_tips <rep.$reader | grep '%' >>$d.by-$reader
			if [ $side = ours ]; then
				(cd $d && "$R" script >/dev/null 2>&1)
				echo "script: exit $?" >>$d.by-$reader
			else
				echo "says it is unfinished: $(grep -ciE 'terminated|finished|killed' rep.err.$reader)" >>$d.by-$reader
			fi
		done
		differ_files "$side's file killed $when: reading it" $d.by-ours $d.by-linux
		[ $side = ours ] && [ $when = middle ] && [ "$(grep -m1 '%' $d.by-ours | awk '{ print $NF }')" != hot_a ] &&
			{ cat $d.by-ours; fail "$d: hot_a is not the top row"; }
	done
done
for when in at-once early middle; do
	differ_files "files left by perf record killed $when" $when.ours.txt $when.linux.txt
done
finish "SIGKILL"
