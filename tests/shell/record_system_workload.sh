#!/bin/bash
# desc: perf record -a -- PROG: the workload is named perf-exec until its exec, the exec is recorded, --sort comm shows the program
#
# Issue 12 item 1: with -a the events run before the workload starts; the COMM exec record
# the kernel writes at its exec is what names its samples. Linux perf names the child
# perf-exec until then.
. "$(dirname "$0")/lib/record_lib.sh"
need
$PERF record -q -a -F 500 -o a.data -- "$PROG" hot 0.3 >out.txt 2>err.txt &
rpid=$!
wait $rpid || { cat err.txt; fail "record -a failed"; }
check_readable a.data
$LPERF script -i a.data --show-task-events 2>/dev/null >tasks.txt
# the workload is the child of this perf record (other suites may run record_prog meanwhile)
pid=$(sed -n "s/.*PERF_RECORD_FORK(\([0-9]*\):[0-9]*):($rpid:$rpid)\$/\1/p" tasks.txt | head -1)
[ -n "$pid" ] || { grep FORK tasks.txt | tail -5; fail "no FORK record of perf record $rpid's workload"; }
grep -q "PERF_RECORD_COMM exec: record_prog:$pid/$pid" tasks.txt ||
	{ grep "$pid" tasks.txt | head -5; fail "no COMM exec record for the workload $pid"; }
grep -q "PERF_RECORD_COMM: perf-exec:$pid/$pid" tasks.txt ||
	{ grep "$pid" tasks.txt | head -5; fail "the workload $pid is not named perf-exec before its exec"; }
# its samples are under its name, in our report and in Linux perf's
for p in "$PERF" "$LPERF"; do
	$p report -i a.data --stdio --sort comm 2>/dev/null | grep -qE '%  record_prog *$' ||
		fail "$p report --sort comm: no record_prog row"
done
echo ok
