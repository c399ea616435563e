#!/bin/bash
# desc: record -a while another perf session records with --buildid-mmap: the right build-ids, a file Linux perf reads
# lock: all
#
# Two people profile one machine: the first runs `perf record -a -- prog`, the second
# starts `perf record -a --buildid-mmap` meanwhile (before prog maps its objects). The
# kernel then marks the first session's MMAP2 records as carrying build-ids while they hold
# the device and inode (util/machine.c says more). The first session's file must name each
# sampled object by its own build-id (readelf's), and Linux perf must read it: report exit
# 0 with hot_a on top. The second session is Linux perf's. Linux perf as the first session
# is shown, not compared (its readers, its record too, trust the flag and die of it:
# SIGABRT, "stack smashing detected").
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need system-wide
private_prog
bid=$(readelf -n "$WL" 2>/dev/null | sed -n 's/.*Build ID: \([0-9a-f]*\).*/\1/p')
[ -n "$bid" ] || { echo "readelf cannot read $WL's build-id (binutils)"; exit 2; }

for side in ours linux; do
	rm -f go
	("$(perf_of $side)" record -q -a -F 1000 -o first.$side.data -- \
		sh -c "while [ ! -e go ]; do sleep 0.05; done; exec $WL hot 0.5" >/dev/null 2>first.$side.err) 2>/dev/null &
	first=$!
	BG_PIDS=$first
	wait_for '[ -s first.'$side'.data ]' 20 || fail "$side: the first session did not start"
	# the second session's workload runs once its events are enabled: then the first's starts
	"$LPERF" record -q -a --buildid-mmap -o second.data -- sh -c "touch go; sleep 1.5" >/dev/null 2>&1 ||
		fail "Linux perf record -a --buildid-mmap failed"
	wait $first 2>/dev/null
	st=$?
	{
		echo "first session: exit $st"
		echo "its build-id for the program: $("$PERF" buildid-list -i first.$side.data 2>/dev/null |
			awk -v p="$WL" '$2 == p { print ($1 == "'"$bid"'" ? "the program'"'"'s own" : "another: " $1) }')"
		# (the shell that sees it die says "Aborted" on its stderr: a subshell's, here)
		st=$( ("$LPERF" report --stdio --sort sym --comms $WLCOMM -i first.$side.data >rep.txt 2>rep.err
		       echo $?) 2>/dev/null)
		echo "Linux perf's report: exit $st"
		echo "top function: $(grep -m1 '%' rep.txt | awk '{ print $NF }')"
	} >$side.txt 2>&1
	echo "--- $side as the first session:"
	cat $side.txt
done
printf '%s\n' "first session: exit 0" "its build-id for the program: the program's own" \
	"Linux perf's report: exit 0" "top function: hot_a" >want.txt
cmp -s ours.txt want.txt || { diff want.txt ours.txt; fail "our recording beside a --buildid-mmap session"; }
echo "record -a beside a --buildid-mmap session: right build-ids, read by Linux perf"
