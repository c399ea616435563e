#!/bin/bash
# desc: perf report/script/diff --time, script --reltime/--deltatime: the samples of time ranges and slices, and their times, as Linux perf prints them
#
# A recording of Linux perf's, reported by both perfs with --time as ranges (seconds, open
# ends, several) and as slices (A%/N, A%-B%); the rows, the header's "(time slices: ...)"
# and script's samples must be equal. Bad strings and slices of a stream (no sample times)
# are one error line and a non-zero exit.
. "$TESTS_DIR/shell/lib/parity_tmp.sh"

"$REF" record -q -F 2000 -e cpu-clock -o t.data -- "$TESTS_DIR/progs/record_prog" hot 0.4 2>/dev/null ||
	{ echo "FAIL: Linux perf record"; exit 1; }
"$REF" record -q -F 2000 -e cpu-clock -o t2.data -- "$TESTS_DIR/progs/record_prog" hot 0.2 2>/dev/null ||
	{ echo "FAIL: Linux perf record"; exit 1; }
first=$("$REF" script -F time -i t.data 2>/dev/null | head -1 | tr -d ' :')
last=$("$REF" script -F time -i t.data 2>/dev/null | tail -1 | tr -d ' :')
mid=$(awk -v f="$first" -v l="$last" 'BEGIN { printf "%.6f", (f + l) / 2 }')
q=$(awk -v f="$first" -v l="$last" 'BEGIN { printf "%.6f", f + (l - f) / 4 }')
# a window counted from the first sample (--reltime) that holds samples whatever the load:
# from the quarter of them to the half, by their own times
rel=$("$REF" script -F time -i t.data 2>/dev/null | tr -d ' :' |
	awk '{ t[NR] = $1 } END { printf "%.6f,%.6f", t[int(NR / 4)] - t[1], t[int(NR / 2)] - t[1] }')

n=0
for t in "$mid," ",$mid" "$q,$mid" "$first,$q $mid," "$first,$first" "," "10%/2" "0%-10%" \
	"10%/1,10%/2" "0%-10%,30%-40%" "50%" "33.3%/3" "25%/4" "0%-100%" "99%-100%"; do
	# the rows and headers (Linux perf's closing tip line varies)
	"$REF" report -i t.data --stdio --time "$t" 2>/dev/null | grep -v '^# (Tip' >ref.out
	"$PERF" report -i t.data --stdio --time "$t" 2>/dev/null | grep -v '^# (' >our.out
	grep -v '^# (' ref.out >ref2.out
	cmp -s ref2.out our.out || { echo "FAIL: report --time '$t' differs:"; diff ref2.out our.out | head; fail=1; }
	"$REF" script -i t.data --time "$t" >ref.out 2>/dev/null
	"$PERF" script -i t.data --time "$t" >our.out 2>/dev/null
	cmp -s ref.out our.out || { echo "FAIL: script --time '$t' differs:"; diff ref.out our.out | head -5; fail=1; }
	"$REF" diff t.data t2.data --time "$t" >ref.out 2>/dev/null
	"$PERF" diff t.data t2.data --time "$t" >our.out 2>/dev/null
	cmp -s ref.out our.out || { echo "FAIL: diff --time '$t' differs:"; diff ref.out our.out | head -5; fail=1; }
	n=$((n + 1))
done
# the slices kept a part of the samples: the comparisons above compared something
all=$("$PERF" script -i t.data 2>/dev/null | wc -l)
part=$("$PERF" script -i t.data --time 10%/2 2>/dev/null | wc -l)
[ "$part" -gt 0 ] && [ "$part" -lt "$all" ] || { echo "FAIL: --time 10%/2 kept $part of $all samples"; fail=1; }
"$PERF" report -i t.data --stdio --time 10%/2 2>/dev/null | grep -q "^# Samples: .* (time slices: 10%/2)$" ||
	{ echo "FAIL: no '(time slices: 10%/2)' in the header"; fail=1; }
# diff: a list for each file
"$REF" diff t.data t2.data --time "$mid,:," >ref.out 2>/dev/null
"$PERF" diff t.data t2.data --time "$mid,:," >our.out 2>/dev/null
cmp -s ref.out our.out || { echo "FAIL: diff --time 'A:B' differs:"; diff ref.out our.out | head -5; fail=1; }
# script --reltime / --deltatime: times since the first record printed, or the previous one;
# with --reltime, START,STOP count from the first sample (slices and open ends: see below)
for o in "--reltime" "--deltatime" "--reltime --show-task-events --show-mmap-events" \
	"--deltatime --show-task-events" "--reltime --ns" "--deltatime -F time,ip" \
	"--reltime --time $rel" "--reltime --time ,0.01" "--deltatime --time $q,$mid"; do
	# shellcheck disable=SC2086
	"$REF" script -i t.data $o >ref.out 2>/dev/null
	# shellcheck disable=SC2086
	"$PERF" script -i t.data $o >our.out 2>/dev/null
	cmp -s ref.out our.out || { echo "FAIL: script $o differs:"; diff ref.out our.out | head -5; fail=1; }
	[ -s our.out ] || { echo "FAIL: script $o printed nothing"; fail=1; }
done
# Linux perf 6.1 shifts slices and open ends by the first sample's time too, and keeps
# nothing: ours keeps what the string says
[ "$("$PERF" script -i t.data --reltime --time 10%/2 2>/dev/null | wc -l)" = "$part" ] ||
	{ echo "FAIL: --reltime --time 10%/2 is not the second tenth"; fail=1; }
"$PERF" script -i t.data --reltime --deltatime >out 2>err && { echo "FAIL: --reltime --deltatime accepted"; fail=1; }
[ "$(wc -l <err)" = 1 ] || { cat err; echo "FAIL: --reltime --deltatime: not one line"; fail=1; }

# nothing in the range: Linux perf's error, exit 0
"$PERF" report -i t.data --stdio --time "1,2" >out 2>err || { echo "FAIL: an empty range is not exit 0"; fail=1; }
grep -q "^The t.data data has no samples!$" err || { cat err; echo "FAIL: no 'has no samples' for an empty range"; fail=1; }

for t in abc "$mid" "$last,$first" 10%/11 "1,2,3"; do
	for c in "report --stdio" script; do
		# shellcheck disable=SC2086
		"$PERF" $c -i t.data --time "$t" >out 2>err && { echo "FAIL: $c --time '$t' accepted"; fail=1; }
		[ "$(wc -l <err)" = 1 ] && grep -q -- "--time" err || { cat err; echo "FAIL: $c --time '$t': not one line"; fail=1; }
	done
done
"$REF" record -q -e cpu-clock -o - -- "$TESTS_DIR/progs/record_prog" hot 0.05 2>/dev/null >pipe.data
"$PERF" report -i pipe.data --stdio --time 10%/1 >out 2>err && { echo "FAIL: slices of a stream accepted"; fail=1; }
grep -q "sample times" err || { cat err; echo "FAIL: slices of a stream: no reason given"; fail=1; }
echo "$n --time strings: same samples as Linux perf"
exit $fail
