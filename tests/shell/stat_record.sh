#!/bin/bash
# desc: perf stat record / report: files and pipes, intervals, aggregation, byte order, both ways with Linux perf; <not supported> and task data as Linux perf reports them
. "$TESTS_DIR/shell/lib/caps.sh"
PROG="$TESTS_DIR/progs/busy-loop"
[ -x "$PROG" ] || { echo "FAIL: $PROG not built (make test-progs)"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { cat "$tmp/out" 2>/dev/null; echo "FAIL: $*"; exit 1; }
# the count lines: value and event of each
counts() { grep -E '^ *[0-9][0-9.,]* +(msec +)?(task-clock|page-faults|cpu-clock) ' "$1" | awk '{ print $1, ($2 == "msec" ? $3 : $2) }'; }

# a file: report prints what record printed, under the recording command line
"$PERF" stat record -o "$tmp/s.data" -e task-clock,page-faults -- "$PROG" 30 2> "$tmp/rec" ||
	fail "stat record exited $?"
"$PERF" stat report -i "$tmp/s.data" > "$tmp/out" 2>&1 || fail "stat report exited $?"
grep -q "Performance counter stats for '.*perf stat record -o $tmp/s.data .*busy-loop 30':" \
	"$tmp/out" || fail "report: no header with the recording command line"
[ "$(counts "$tmp/out" | wc -l)" -eq 2 ] || fail "report: not 2 counts"
diff <(counts "$tmp/rec") <(counts "$tmp/out") > /dev/null ||
	fail "report's counts differ from record's: $(counts "$tmp/rec" | paste -sd' ')"
grep "seconds time elapsed" "$tmp/rec" | cmp -s - <(grep "seconds time elapsed" "$tmp/out") ||
	fail "report's elapsed time differs from record's"

# an event the machine may not count (cycles without a PMU) is reported as the live run said
# it: the rows' markers or event names, line for line
rows() { sed -nE 's/^ *([0-9][0-9.,]*|<[a-z ]*>) +(msec +)?(cycles[a-z:]*|task-clock[a-z:]*) .*/\1 \3/p' "$1" | sed -E 's/^[0-9][0-9.,]* /N /'; }
"$PERF" stat record -o "$tmp/c.data" -e cycles,task-clock -- "$PROG" 10 2> "$tmp/rec" ||
	fail "stat record -e cycles,task-clock exited $?"
"$PERF" stat report -i "$tmp/c.data" > "$tmp/out" 2>&1 || fail "stat report exited $?"
[ "$(rows "$tmp/rec" | wc -l)" = 2 ] || fail "record -e cycles,task-clock: not 2 rows"
[ "$(rows "$tmp/rec")" = "$(rows "$tmp/out")" ] ||
	fail "report says '$(rows "$tmp/out" | paste -sd,)' where record said '$(rows "$tmp/rec" | paste -sd,)'"
# counts that followed a task on any CPU have no socket, core or CPU: Linux perf's warning and
# the recording's own rows
for aggr in --per-socket --per-core -A; do
	"$PERF" stat report $aggr -i "$tmp/c.data" > "$tmp/agg" 2>&1 || fail "report $aggr exited $?"
	[ "$(head -1 "$tmp/agg")" = "warning: processing task data, aggregation mode not set" ] ||
		fail "report $aggr of task data: no Linux perf warning: $(head -1 "$tmp/agg")"
	diff <(grep -v '^warning:' "$tmp/agg") "$tmp/out" > /dev/null ||
		{ diff <(grep -v '^warning:' "$tmp/agg") "$tmp/out"; fail "report $aggr of task data: not the recording's rows"; }
done

# a pipe: 'pipe' in the header; the same counts as the stream read back from a file
"$PERF" stat record -o - -e page-faults -- "$PROG" 10 2> "$tmp/rec" | tee "$tmp/p.data" |
	"$PERF" stat report -i - > "$tmp/out" 2>&1 || fail "pipe: record | report failed"
[ -s "$tmp/rec" ] && fail "pipe: record printed counts too"
grep -q "Performance counter stats for 'pipe':" "$tmp/out" || fail "pipe: no 'pipe' header"
counts "$tmp/out" | grep -q '^[1-9][0-9]* page-faults$' || fail "pipe: no page-faults count"
"$PERF" stat report -i "$tmp/p.data" > "$tmp/rec" 2>&1 || fail "pipe data as a file: report failed"
diff <(counts "$tmp/rec") <(counts "$tmp/out") > /dev/null || fail "pipe: counts differ"
# a pipe on stdin without -i, as Linux perf reads it
cat "$tmp/p.data" | "$PERF" stat report > "$tmp/rec" 2>&1 || fail "pipe without -i: report failed: $(cat "$tmp/rec")"
diff <(counts "$tmp/rec") <(counts "$tmp/out") > /dev/null || fail "pipe without -i: counts differ"

# intervals come back as intervals, with the values record printed
"$PERF" stat record -o "$tmp/i.data" -I 100 -e page-faults -- "$PROG" 250 2> "$tmp/rec" ||
	fail "record -I exited $?"
"$PERF" stat report -i "$tmp/i.data" > "$tmp/out" 2>&1 || fail "report of -I exited $?"
diff <(grep page-faults "$tmp/rec" | awk '{ print $1, $2 }') \
	<(grep page-faults "$tmp/out" | awk '{ print $1, $2 }') > /dev/null ||
	fail "report's intervals differ from record's"

# system wide per cpu, reported per core, socket or as recorded
if have system-wide; then
	"$PERF" stat record -o "$tmp/a.data" -a -A -e cpu-clock -- sleep 0.1 2> "$tmp/rec" ||
		fail "record -a -A exited $?"
	"$PERF" stat report -i "$tmp/a.data" > "$tmp/out" 2>&1 || fail "report of -a -A exited $?"
	diff <(grep '^CPU' "$tmp/rec" | awk '{ print $1, $2 }') \
		<(grep '^CPU' "$tmp/out" | awk '{ print $1, $2 }') > /dev/null ||
		fail "report -A: per cpu counts differ from record's"
	"$PERF" stat report --per-socket -i "$tmp/a.data" > "$tmp/out" 2>&1 || fail "report --per-socket"
	grep -q '^S[0-9]* *[0-9]* ' "$tmp/out" || fail "report --per-socket: no socket lines"
else
	skip_part "system-wide recording"
fi

# Linux perf reads ours and we read Linux perf's, files and pipes
if have linux-perf; then
	"$PERF" stat report -i "$tmp/s.data" > "$tmp/ours" 2>&1
	/usr/bin/perf stat report -i "$tmp/s.data" > "$tmp/out" 2>&1 ||
		fail "Linux perf cannot report our file"
	diff <(counts "$tmp/ours") <(counts "$tmp/out") > /dev/null ||
		fail "Linux perf reads other counts from our file"
	/usr/bin/perf stat record -o "$tmp/l.data" -e task-clock,page-faults -- "$PROG" 30 \
		2> "$tmp/rec" || fail "Linux perf stat record exited $?"
	"$PERF" stat report -i "$tmp/l.data" > "$tmp/out" 2>&1 || fail "we cannot report Linux perf's file"
	diff <(counts "$tmp/rec") <(counts "$tmp/out") > /dev/null ||
		fail "our report of Linux perf's file differs from what it printed"
	/usr/bin/perf stat record -o - -e page-faults -- "$PROG" 10 > "$tmp/lp.data" ||
		fail "Linux perf stat record -o - exited $?"
	/usr/bin/perf stat report -i - < "$tmp/lp.data" > "$tmp/rec" 2>&1
	"$PERF" stat report -i - < "$tmp/lp.data" > "$tmp/out" 2>&1 || fail "Linux perf's pipe: report failed"
	diff <(counts "$tmp/rec") <(counts "$tmp/out") > /dev/null || fail "Linux perf's pipe: counts differ"
	/usr/bin/perf stat report -i - < "$tmp/p.data" > "$tmp/out" 2>&1 || fail "our pipe: Linux perf failed"
	"$PERF" stat report -i "$tmp/p.data" > "$tmp/rec" 2>&1
	grep -q "for 'pipe'" "$tmp/out" && diff <(counts "$tmp/rec") <(counts "$tmp/out") > /dev/null ||
		fail "our pipe: Linux perf reads other counts"
else
	skip_part "interoperation with Linux perf"
fi

# a file of the other byte order (Linux perf reading it checks the conversion)
SWAP="$TESTS_DIR/tools/perf-data-swap"
[ -x "$SWAP" ] || fail "$SWAP not built"
"$SWAP" "$tmp/s.data" "$tmp/swapped.data" || fail "perf-data-swap failed"
"$PERF" stat report -i "$tmp/s.data" > "$tmp/rec" 2>&1
"$PERF" stat report -i "$tmp/swapped.data" > "$tmp/out" 2>&1 || fail "report of a swapped file failed"
diff <(counts "$tmp/rec") <(counts "$tmp/out") > /dev/null || fail "the swapped file gives other counts"
if have linux-perf; then
	/usr/bin/perf stat report -i "$tmp/swapped.data" > "$tmp/out" 2>&1 ||
		fail "Linux perf cannot report the swapped file"
	diff <(counts "$tmp/rec") <(counts "$tmp/out") > /dev/null ||
		fail "Linux perf reads other counts from the swapped file"
fi

# a truncated file: an error or what is there, never a crash
size=$(stat -c %s "$tmp/s.data")
for cut in 120 300 $((size / 2)); do
	head -c $cut "$tmp/s.data" > "$tmp/cut.data"
	"$PERF" stat report -i "$tmp/cut.data" > "$tmp/out" 2>&1
	rc=$?
	# 255: a header it refuses (Linux perf's status), not a signal
	[ $rc -lt 128 ] || [ $rc -eq 255 ] || fail "report of a file cut at $cut bytes crashed"
done
# a command that prints, into a pipe: its lines go to stderr, out of the stream, as Linux perf
"$PERF" stat record -o - -e task-clock -- sh -c 'for i in $(seq 20); do echo "printed line $i"; done' \
	2>"$tmp/prt.err" | "$PERF" stat report -i - >"$tmp/out" 2>&1 ||
	fail "stat record -o - of a printing command | stat report -i - failed"
[ "$(counts "$tmp/out" | wc -l)" -eq 1 ] || fail "printing command: no task-clock count"
[ "$(grep -c '^printed line' "$tmp/prt.err")" = 20 ] ||
	{ cat "$tmp/prt.err"; fail "printing command: its 20 lines are not on stderr"; }

# a file that cannot be created: a failed start, 255 as Linux perf
"$PERF" stat record -o "$tmp/no/such/dir/s.data" -e task-clock -- true > "$tmp/out" 2>&1
rc=$?
[ $rc = 255 ] || fail "stat record -o in a missing directory: exit $rc, Linux perf's is 255"
exit 0
