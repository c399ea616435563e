#!/bin/bash
# desc: perf record sets the events' attrs as Linux perf does: sample_type (ID or IDENTIFIER), read_format, tracking and group bits, for plain, -c, -F, two events, a group, -a (dummy:HG), -g, dwarf, -s, period=/freq=/name= terms (which -c and -F leave)
#
# slow: about 40 s under load; the second half of the table runs in record_attr_parity_2.sh
#
# Its --buildid-mmap commands run in record_attr_parity_buildid.sh, alone (its lock is all):
# such a session has the kernel flag every other session's MMAP2 records, and Linux perf 6.1
# aborts on them; the rest runs beside other tests. The other commands are split in two
# halves (odd and even rows: ATTR_PARITY_HALF=1 or 2, 1 by default), two tests that run at
# once.
#
# Each command records a tiny workload with both perfs; /usr/bin/perf evlist -v of the two
# files and the "# event" lines of report --header-only must be equal, once the values that
# depend on the machine or the moment (ids) are masked. Linux perf's rules: ids in
# read_format always, lost counts where the kernel has them, ksymbol and bpf_event on the
# tracking event; with several events PERF_SAMPLE_ID when all sample types are equal, else
# PERF_SAMPLE_IDENTIFIER; the tracking dummy:HG configured like the others but without
# PERIOD; group members neither disabled nor enabled on exec.
. "$(dirname "$0")/lib/record_lib.sh"
need
W=$TESTS_DIR/progs/busy-loop
[ -x "$W" ] || fail "$W not built (make test-progs)"

attrs() { # FILE: the attr lines of Linux perf's views, ids masked
	"$LPERF" evlist -v -i "$1" 2>/dev/null | grep -v '^#'
	"$LPERF" report --header-only -i "$1" 2>/dev/null | grep '^# event :' |
		sed -e 's/id = {[^}]*}, //'
}
n=0
row=0
while IFS='|' read -r name caps args; do
	[ -n "$name" ] || continue
	row=$((row + 1))
	# the --buildid-mmap commands only when run as record_attr_parity_buildid.sh, and only
	# they then
	case $name in
	buildid-mmap*) [ "${ATTR_PARITY_ONLY:-}" = buildid-mmap ] || continue ;;
	*) [ -z "${ATTR_PARITY_ONLY:-}" ] || continue
		[ $((row % 2 + 1)) = "${ATTR_PARITY_HALF:-1}" ] || continue ;;
	esac
	if [ -n "$caps" ] && ! have $caps; then
		skip_part "$name"
		continue
	fi
	# shellcheck disable=SC2086
	"$LPERF" record -q -o lin.data $args -- "$W" 50 >/dev/null 2>&1
	lrc=$?
	# shellcheck disable=SC2086
	"$PERF" record -q -o our.data $args -- "$W" 50 >/dev/null 2>&1
	orc=$?
	# -D's windows end the session: the workload then dies of SIGTERM (143), as in Linux
	# perf, unless it ended first (on a loaded machine, either)
	[ $lrc = 0 ] || [ $lrc = 143 ] || fail "$name: Linux perf record $args failed ($lrc)"
	[ $orc = 0 ] || [ $orc = 143 ] || fail "$name: perf record $args failed ($orc)"
	attrs lin.data >lin.txt
	attrs our.data >our.txt
	grep -q 'sample_type' lin.txt || fail "$name: Linux perf shows no attrs"
	cmp -s lin.txt our.txt || { diff lin.txt our.txt; fail "$name: perf record $args: attrs differ from Linux perf's"; }
	n=$((n + 1))
done <<'TABLE'
plain||-e cpu-clock
period||-e cpu-clock -c 100000
freq||-e cpu-clock -F 500
two||-e cpu-clock,task-clock
two-c||-c 100000 -e cpu-clock,task-clock
group||-e {cpu-clock,task-clock}
group-S||-e {cpu-clock,task-clock}:S
single-S||-e cpu-clock:S
stat||-s -e cpu-clock
no-inherit||--no-inherit -e cpu-clock
fp||-g -e cpu-clock
dwarf||--call-graph dwarf -e cpu-clock
system|system-wide|-a -e cpu-clock
system-c|system-wide|-a -c 100000 -e cpu-clock
system-g|system-wide|-a -g -e cpu-clock
system-dwarf|system-wide|-a --call-graph dwarf -e cpu-clock
tracepoint|tracefs|-e sched:sched_switch
term-period||-e cpu-clock/period=1000000/
term-freq||-e cpu-clock/freq=200/u
term-over-c||-c 5000 -e task-clock/period=2000000/,cpu-clock
term-over-F||-F 300 -e cpu-clock/period=1000000,name=tick/,task-clock
no-timestamp||--no-timestamp -e cpu-clock,task-clock
no-timestamp-a|system-wide|--no-timestamp -a -e cpu-clock
timestamp||-T -i -e cpu-clock
period-P||-P -c 100000 -e cpu-clock
period-P-a|system-wide|-a -P -c 10000 -e cpu-clock
sample-cpu||--sample-cpu -e cpu-clock
sample-identifier||--sample-identifier -e cpu-clock
sample-identifier-2||--sample-identifier -e cpu-clock,task-clock
no-samples||-n -e cpu-clock
no-samples-a|system-wide|-a -n -e cpu-clock
weight||-W -c 10000 -e cpu-clock
phys-data||--phys-data -e cpu-clock
page-sizes||--data-page-size --code-page-size -e cpu-clock,task-clock
running-time||--running-time -e cpu-clock
clockid||-k mono -e cpu-clock
clockid-raw||-k CLOCK_MONOTONIC_RAW -e cpu-clock
clockid-real||-k real -e cpu-clock
clockid-7||-k 7 -e cpu-clock
switch-events||--switch-events -e cpu-clock
namespaces||--namespaces -e cpu-clock
all-user||--all-user -e cpu-clock
all-kernel||--all-kernel -e cpu-clock,task-clock:u
all-user-a|system-wide|-a --all-user -W --phys-data --running-time -k mono
all-kernel-a|system-wide|-a --all-kernel --switch-events --namespaces
kernel-callchains||--kernel-callchains -g -e cpu-clock
kernel-callchains-no-g||--kernel-callchains -e cpu-clock
user-callchains-a|system-wide|-a --user-callchains -g -e cpu-clock
group-option||--group -e cpu-clock -e task-clock
group-one||--group -e cpu-clock
delay||-D 10 -e cpu-clock
delay-until-enabled||-D -1 -e cpu-clock
delay-ranges||-D 5-10,20-30 -e cpu-clock,task-clock
delay-a|system-wide|-a -D 10 -e cpu-clock
no-buffering||--no-buffering -e cpu-clock
per-thread||--per-thread -e cpu-clock
per-thread-T||--per-thread -T -e cpu-clock,task-clock
per-thread-a|system-wide|--per-thread -a -e cpu-clock
buildid-mmap||--buildid-mmap -e cpu-clock
buildid-mmap-a|system-wide|-a --buildid-mmap -e cpu-clock
TABLE
echo "$n commands: equal attrs"
echo ok
