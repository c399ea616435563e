#!/bin/bash
# desc: record -a -- workload, then report --sort comm,dso and --sort cpu, by both perfs, as Linux perf
#
# Someone records the whole machine while a workload runs (`perf record -a -- prog`), then
# looks at who used the CPUs. Each perf records record_prog hot 0.5 (a copy with a comm
# of its own: other tests may run record_prog meanwhile) system wide at 1000 Hz; both perfs report each recording and must print the same rows (--sort comm,dso and
# --sort cpu). In each recording the workload's comm has its 0.5 s of CPU time: 500
# samples expected, more than 350 and fewer than 650 required (the timer samples each CPU
# at 1000 Hz; the bounds allow for a loaded machine's scheduling, far beyond the count's
# spread); and every online CPU has samples.
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need system-wide
private_prog

ncpu=$(getconf _NPROCESSORS_ONLN)
for side in linux ours; do
	"$(perf_of $side)" record -q -a -F 1000 -o $side.data -- "$WL" hot 0.5 >/dev/null 2>&1 ||
		fail "$side: record -a failed"
	for keys in comm,dso cpu; do
		for reader in linux ours; do
			"$(perf_of $reader)" report --stdio --sort $keys -i $side.data 2>/dev/null |
				strip_tips >rep.$reader
		done
		differ_files "report --sort $keys of $side's recording" rep.ours rep.linux
	done
	n=$("$PERF" report --stdio -n --sort comm --comms $WLCOMM -i $side.data 2>/dev/null |
		awk '$1 ~ /%$/ && $3 == "'$WLCOMM'" { print $2 }')
	echo "$side: the workload has ${n:-no} samples"
	[ "${n:-0}" -gt 350 ] && [ "$n" -lt 650 ] || fail "$side's recording: the workload has ${n:-no} samples, not about 500"
	cpus=$("$PERF" report --stdio --sort cpu -i $side.data 2>/dev/null | grep -c '%')
	[ "$cpus" = "$ncpu" ] || fail "$side's recording: samples on $cpus CPUs of $ncpu"
done
finish "system-wide record"
