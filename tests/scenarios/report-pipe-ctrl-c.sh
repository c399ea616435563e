#!/bin/bash
# desc: Ctrl-C to perf report reading a pipe whose writer stalls after the stream, and record | script | head, as Linux perf
#
# Two pipelines a person builds. (1) A saved stream fed to report by a writer that then
# hangs: `(cat s.stream; sleep 60) | perf report -i - --stdio`; once report has read the
# whole stream (all written, the pipe empty), Ctrl-C. Compared: the exit statuses and the files
# left; ours prints the report of what it read (its reader ignores SIGINT on a pipe: the
# stream's end comes when the writer dies with the same Ctrl-C), Linux perf's report dies
# with nothing printed, a deliberate difference (tests/scenarios/pipe-ctrl-c.sh). (2)
# `perf record -F 10000 -o - -- prog | perf script -i - | head -5`: head leaves after five lines,
# script and record meet a closed pipe. Compared: whether the pipeline ends by itself
# (within 20 s; else a Ctrl-C ends it), the exit statuses, the five lines and that no file
# is left (not the workload: Linux perf's record dies of the SIGPIPE, and its workload runs
# on, orphaned).
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need
private_prog

"$PERF" record -q -F 1000 -o - -- "$PROG" hot 0.3 >s.stream 2>/dev/null || fail "record -o - failed"
# Report has read the whole stream when the writer has written it all (it leaves a mark
# file after cat) and the pipe on report's stdin holds nothing (FIONREAD on the pipe
# opened through /proc). Not report's rchar: that counts every read, and a sanitizer's
# start-up alone reads more than the stream.
drained() {
	[ -e "$2" ] && python3 -c '
import fcntl, os, struct, sys, termios
fd = os.open("/proc/%s/fd/0" % sys.argv[1], os.O_RDONLY | os.O_NONBLOCK)
n = struct.unpack("i", fcntl.ioctl(fd, termios.FIONREAD, b"\0\0\0\0"))[0]
sys.exit(0 if n == 0 else 1)' "$1" 2>/dev/null
}

term_start 160 40
for side in linux ours; do
	term_use $side
	mkdir stall.$side
	term_run "cd stall.$side"
	term_type "(cat ../s.stream; : >../stall.$side.wrote; sleep 60) | \$P report -i - --stdio --sort sym >../stall.$side.rep 2>../stall.$side.err"
	wait_for '[ -n "$(pgrep -f "report -i - --stdio --sort sym")" ]' 20 || fail "$side: report did not start"
	rp=$(pgrep -f "report -i - --stdio --sort sym" | head -1)
	wait_for "drained $rp stall.$side.wrote" 20 || fail "$side: report did not read the stream"
	term_ctrl_c
	term_done 20 || { tmux_screen; fail "$side: the pipeline did not end after Ctrl-C"; }
	st=$TERM_STATUS
	term_run "cd .."
	{
		echo "exit statuses: $st"
		echo "files: $(ls -A stall.$side | tr '\n' ' ')"
	} >stall.$side.txt
	if [ $side = ours ]; then
		[ "$(grep -m1 '%' stall.ours.rep | awk '{ print $NF }')" = hot_a ] ||
			{ cat stall.ours.rep stall.ours.err; fail "ours: no report of the stream read before Ctrl-C"; }
	fi

	mkdir head.$side
	term_run "cd head.$side"
	term_type "\$P record -F 10000 -o - -- $WL hot 30 | \$P script -i - -F comm,sym | head -5 >../head.$side.out"
	wait_for '[ "$(wc -l <head.$side.out 2>/dev/null)" = 5 ]' 20 || fail "$side: head got no five lines"
	if term_done 20; then
		ended="by itself"
	else
		ended="only by a Ctrl-C"
		term_ctrl_c
		term_done 20 || fail "$side: record | script | head did not end after Ctrl-C"
	fi
	st=$TERM_STATUS
	term_run "cd .."
	{
		echo "the pipeline ended $ended, exit statuses: $st"
		sed "s/$WLCOMM/PROG/" head.$side.out | squeeze
		echo "files: $(ls -A head.$side | tr '\n' ' ')"
	} >head.$side.txt
	# Linux perf's record dies of the SIGPIPE and leaves its workload running: not compared
	wl=$(pid_of "$WL hot")
	[ -n "$wl" ] && kill "$wl"
	wait_for '[ -z "$(pid_of "$WL hot")" ]' 10 || fail "$side: the workload does not end"
	term_run clear
done
differ_files "Ctrl-C to report reading a stalled pipe" stall.ours.txt stall.linux.txt
differ_files "record | script | head -5" head.ours.txt head.linux.txt
finish "report of a pipe, Ctrl-C and head"
