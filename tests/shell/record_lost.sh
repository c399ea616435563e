#!/bin/bash
# desc: perf record: the samples the kernel dropped are in the file (LOST_SAMPLES), reported as Linux perf reports them
# lock: all
#
# A one-page ring (-m 1) per CPU, a sample every 20 us of CPU time (50 kHz per CPU) with call
# chains, and three spinning threads on this machine's CPUs: the rings fill faster than perf
# drains them, and the kernel drops samples (LOST records in the rings, and each event's lost
# count, which perf record writes at the end as PERF_RECORD_LOST_SAMPLES, as Linux perf does).
. "$(dirname "$0")/lib/record_lib.sh"
need

lost_records() { # FILE: "number sum" of the LOST records, from Linux perf's dump
	"$LPERF" report -D -i "$1" 2>/dev/null |
		awk '/PERF_RECORD_LOST:/ { n++; sub("lost:", "", $NF); s += $NF } END { print n + 0, s + 0 }'
}
total_lost() { # PERF ARGS...: the "Total Lost Samples" of its report
	"$1" report --stdio "${@:2}" 2>/dev/null | sed -n 's/^# Total Lost Samples: //p'
}
record() { # ARGS...: the forced-loss recording (the workload prints "ready" on stdout)
	"$PERF" record -q -e cpu-clock -c 20000 -g -m 1 "$@" -- "$PROG" threads 3 1 2>rec.err ||
		{ cat rec.err; fail "perf record $* failed"; }
}

# a machine fast enough to drain even this: tried three times before saying so
for try in 1 2 3; do
	record -o lost.data >/dev/null
	chunks=$(lost_records lost.data)
	[ "${chunks% *}" -gt 0 ] && break
done
if [ "${chunks% *}" = 0 ]; then
	echo "the kernel dropped no samples in 3 tries (-m 1, 50 kHz per CPU, -g, 3 busy threads): nothing to count"
	exit 2
fi
echo "LOST records, samples: $chunks"

# Total Lost Samples: the LOST_SAMPLES counts, at least what the LOST records said (a loss
# after the last record written has no LOST record), the same in both perfs
ours=$(total_lost "$PERF" -i lost.data)
theirs=$(total_lost "$LPERF" -i lost.data)
echo "Total Lost Samples: ours $ours, Linux perf $theirs"
[ -n "$theirs" ] && [ "$theirs" -ge "${chunks#* }" ] && [ "$theirs" -gt 0 ] ||
	fail "Linux perf's Total Lost Samples is '$theirs' for ${chunks#* } samples lost in LOST records"
[ "$ours" = "$theirs" ] || fail "our Total Lost Samples $ours, Linux perf's $theirs"
# the warning above 5% lost, and the LOST chunks one, as Linux perf prints them. (Not the
# "N out of order events recorded" one: on a recording this lossy Linux perf 6.1 now and
# then counts one such event where ours counts none, a difference still to explain; it is
# not what this test is about.)
lost_warnings() {
	"$@" report --stdio -i lost.data 2>&1 >/dev/null | grep -A1 '^Warning:' |
		awk '/out of order events recorded/ { drop = 1 } { lines[NR] = $0 }
		END { for (i = 1; i <= NR; i++) if (!drop || (lines[i + 1] !~ /out of order/ &&
			lines[i] !~ /out of order/)) print lines[i] }' | sed '/^--$/d'
}
lost_warnings "$PERF" >ours.txt
lost_warnings "$LPERF" >theirs.txt
cmp -s ours.txt theirs.txt || { diff ours.txt theirs.txt; fail "report's warnings differ from Linux perf's"; }

# --stats: the LOST_SAMPLES lines, aggregated and per event, as Linux perf prints them
"$PERF" report --stats -i lost.data >ours.txt 2>/dev/null || fail "perf report --stats failed"
"$LPERF" report --stats -i lost.data >theirs.txt 2>/dev/null || fail "Linux perf report --stats failed"
[ "$(grep -c 'LOST_SAMPLES events:' theirs.txt)" = 2 ] ||
	{ cat theirs.txt; fail "Linux perf's --stats has no aggregated and per-event LOST_SAMPLES lines"; }
cmp -s ours.txt theirs.txt || { diff ours.txt theirs.txt; fail "report --stats differs from Linux perf's"; }

# two events: each fd's count goes to its own event (the records carry its id)
record -e task-clock -o two.data >/dev/null
"$PERF" report --stats -i two.data >ours.txt 2>/dev/null || fail "perf report --stats of two events failed"
"$LPERF" report --stats -i two.data >theirs.txt 2>/dev/null || fail "Linux perf report --stats of two events failed"
cmp -s ours.txt theirs.txt || { diff ours.txt theirs.txt; fail "report --stats of two events differs from Linux perf's"; }

# a stream has them too, at its end
record -o - >lost.stream
for p in "$PERF" "$LPERF"; do
	n=$(total_lost "$p" -i - <lost.stream)
	[ -n "$n" ] && [ "$n" -gt 0 ] || fail "$p report of the stream: Total Lost Samples '$n'"
done
echo ok
