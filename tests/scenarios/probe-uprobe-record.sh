#!/bin/bash
# desc: perf probe -x PROG FUNC, record -e on the uprobe, report and script, probe -d, as Linux perf
#
# Someone counts calls of a function: `perf probe -x ./prog hot_b` adds a uprobe,
# `perf record -e probe_prog:hot_b -- ./prog work 50` records one sample per call (record_prog
# work 50 calls hot_b exactly 50 times), report and script show them, `perf probe -d`
# removes the probe. Each perf does all of it on a copy of record_prog of this run's own
# (its group probe_rpXXXXXX clashes with no other test). Compared with Linux perf: each
# step's exit status, what probe -l and probe -d name, the sample count (exactly 50),
# the report's rows and script's lines (comm, event, symbol), and that no probe is left.
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need uprobes
private_prog
EV=probe_$WLCOMM:hot_b
trap '"$PERF" probe -q -d "probe_$WLCOMM:*" 2>/dev/null; tmux_stop 2>/dev/null; rm -rf "$WLDIR"; cleanup' EXIT

for side in linux ours; do
	P=$(perf_of $side)
	{
		"$P" probe -x "$WL" hot_b >/dev/null 2>add.err
		echo "probe -x PROG hot_b: exit $?"
		grep -o "$EV" add.err | sort -u | sed "s/$WLCOMM/PROG/"
		"$P" probe -l 2>/dev/null | grep -F "$EV" | awk '{ print "probe -l:", $1 }' | sed "s/$WLCOMM/PROG/"
		"$P" record -e "$EV" -o u.data -- "$WL" work 50 >/dev/null 2>rec.err
		echo "record -e $EV: exit $?" | sed "s/$WLCOMM/PROG/"
		echo "samples: $(nr_samples u.data)"
		"$P" report --stdio -n --sort comm,sym -i u.data 2>/dev/null | strip_tips | grep '%' |
			squeeze | sed "s/$WLCOMM/PROG/"
		"$P" script -F comm,event,ip,sym -i u.data 2>/dev/null | sed "s/ [0-9a-f]\{6,\} / /" | squeeze | sort | uniq -c | squeeze |
			sed "s/$WLCOMM/PROG/g"
		"$P" probe -d "$EV" >/dev/null 2>del.err
		echo "probe -d: exit $?"
		grep -o "$EV" del.err | sort -u | sed "s/$WLCOMM/PROG/"
		echo "left: $("$P" probe -l 2>/dev/null | grep -c "probe_$WLCOMM:")"
	} >$side.txt 2>&1
done
differ_files "uprobe session" ours.txt linux.txt
finish "uprobe"
