#!/bin/sh
# desc: perf data convert --to-folded, --to-speedscope, --to-firefox: formats and totals; perf script report gecko
#
# On fixtures recorded by Linux perf and a -g recording of our own: the folded stacks hold
# every sample of the first event (perf report's count) and the call path; speedscope's
# file and the Firefox Profiler's Gecko profile pass the structure checks of
# lib/check_formats.py (speedscope's schema, the Gecko tables) with the same totals, and
# the Gecko profile has the COMM and EXIT markers of the recorded task.
. "$(dirname "$0")/lib/export_lib.sh"
export_setup data-formats
export_record 0.3

# $1 perf.data, $2 extra options, $3 expected folded path (root first, after the comm)
check() {
	name=$(basename "$1")
	# shellcheck disable=SC2086
	$PERF report -i "$1" $2 --stdio --sort comm -n -g none --no-children 2>/dev/null >"$tmp/comm.txt"
	# the first event's samples and period (the exports show the first event with samples)
	samples=$(awk '/^# Samples:/ { if (seen++) exit } /^ +[0-9.]+%/ { n += $2 } END { print n + 0 }' "$tmp/comm.txt")
	period=$(sed -n 's/^# Event count (approx.): //p' "$tmp/comm.txt" | head -1)
	# shellcheck disable=SC2086
	$PERF data convert -q -f -i "$1" $2 --to-folded "$tmp/f.txt" || { echo "$name: --to-folded failed"; return 1; }
	sum=$(awk '{ n += $NF } END { print n + 0 }' "$tmp/f.txt")
	[ "$sum" = "$samples" ] || { echo "$name: folded counts sum to $sum, perf report has $samples samples"; return 1; }
	bad=$(grep -cvE '^[^;]+(;[^;]+)* [0-9]+$' "$tmp/f.txt")
	[ "$bad" = 0 ] || { echo "$name: $bad malformed folded lines"; grep -vE '^[^;]+(;[^;]+)* [0-9]+$' "$tmp/f.txt" | head -3; return 1; }
	grep -q ";$3 [0-9]*$" "$tmp/f.txt" || { echo "$name: no folded stack ending in $3"; head -5 "$tmp/f.txt"; return 1; }
	echo "$name: folded: $(wc -l < "$tmp/f.txt") stacks, $sum samples, $3 present"
	# shellcheck disable=SC2086
	$PERF data convert -q -f -i "$1" $2 --to-speedscope "$tmp/s.json" || { echo "$name: --to-speedscope failed"; return 1; }
	python3 "$lib/check_formats.py" speedscope "$tmp/s.json" "$period" || return 1
	# shellcheck disable=SC2086
	$PERF data convert -q -f -i "$1" $2 --to-firefox "$tmp/g.json" || { echo "$name: --to-firefox failed"; return 1; }
	python3 "$lib/check_formats.py" firefox "$tmp/g.json" "$samples" || return 1
}

check "$data/cpu-g.data" "--symfs $data/symfs" "main;middle;leaf" || fail=1
check "$data/threads-p.data" "--symfs $data/symfs" "spin" || fail=1
check "$tmp/cg.data" "" "main;chain_outer;chain_middle;chain_leaf" || fail=1
# the Firefox profile marks the task's exec (COMM) and its EXIT
python3 - "$tmp/g.json" <<'PY' || fail=1
import json, sys
t = json.load(open(sys.argv[1]))["threads"][0]
kinds = [(t["stringTable"][m[0]], m[5].get("comm")) for m in t["markers"]["data"]]
if ("comm", "record_prog") not in kinds or ("exit", None) not in kinds:
    print("Firefox markers: %s, not a comm record_prog and an exit" % kinds)
    sys.exit(1)
print("Firefox markers: %s" % kinds)
PY
# stdout
$PERF data convert -q -i "$tmp/cg.data" --to-folded - | grep -q 'chain_leaf' || { echo "--to-folded - wrote nothing to stdout"; fail=1; }
# perf script report gecko (Linux perf's gecko.py, built in): the same profile, into a file
# (--save-only) or onto stdout, with the categories' colours asked for; on a terminal
# without --save-only, and for a colour the profiler lacks, one line and exit 1
$PERF data convert -q -f -i "$tmp/cg.data" --to-firefox "$tmp/ff.json" || fail=1
$PERF script -i "$tmp/cg.data" report gecko -- --save-only "$tmp/gk.json" --kernel-color red 2>"$tmp/gk.err" ||
	{ echo "report gecko --save-only failed: $(cat "$tmp/gk.err")"; fail=1; }
grep -q "Saved the profile to $tmp/gk.json" "$tmp/gk.err" || { echo "report gecko: $(cat "$tmp/gk.err")"; fail=1; }
$PERF script -i "$tmp/cg.data" report gecko >"$tmp/gk2.json" 2>/dev/null || { echo "report gecko > FILE failed"; fail=1; }
python3 - "$tmp/ff.json" "$tmp/gk.json" "$tmp/gk2.json" <<'PY' || fail=1
import json, sys
ff, gk, gk2 = (json.load(open(f)) for f in sys.argv[1:])
colors = lambda d: [c["color"] for c in d["meta"]["categories"]][:2]
if colors(gk) != ["yellow", "red"] or colors(gk2) != ["yellow", "orange"]:
    print("report gecko: colours %s and %s" % (colors(gk), colors(gk2))); sys.exit(1)
for d in (gk, gk2):
    d["meta"]["categories"] = ff["meta"]["categories"]
if gk != ff or gk2 != ff:
    print("report gecko: not data convert --to-firefox's profile"); sys.exit(1)
print("report gecko: data convert --to-firefox's profile, colours as asked")
PY
script -qec "$PERF script -i $tmp/cg.data report gecko" /dev/null </dev/null >"$tmp/gk.tty" 2>&1
if [ $? = 0 ] || ! grep -q "give --save-only FILE" "$tmp/gk.tty"; then
	echo "report gecko on a terminal: $(head -c 300 "$tmp/gk.tty")"; fail=1
fi
$PERF script -i "$tmp/cg.data" report gecko -- --user-color pink >/dev/null 2>"$tmp/gk.err" && fail=1
grep -q "'pink' is not a colour" "$tmp/gk.err" || { echo "report gecko --user-color pink: $(cat "$tmp/gk.err")"; fail=1; }
# The sample cache counts a sample like one before in its record, and adds the records'
# counts to their stacks when the maps change (a task starts) and at the end: the same
# outputs as resolving every sample (PERF_REPORT_PLAIN=1), on a recording where tasks start
# while one spins.
if $PERF record -q -g -e task-clock -c 100000 -o "$tmp/many.data" -- sh -c \
	"$prog chain 0.4 & for i in 1 2 3 4 5 6; do $TESTS_DIR/progs/busy-loop 30; done; wait" \
	>/dev/null 2>"$tmp/err"; then
	check "$tmp/many.data" "" "main;chain_outer;chain_middle;chain_leaf" || fail=1
	for fmt in folded speedscope pprof; do
		$PERF data convert -q -f -i "$tmp/many.data" --to-$fmt "$tmp/cached.$fmt" &&
			PERF_REPORT_PLAIN=1 $PERF data convert -q -f -i "$tmp/many.data" --to-$fmt \
				"$tmp/plain.$fmt" || { echo "--to-$fmt failed"; fail=1; continue; }
		if cmp -s "$tmp/cached.$fmt" "$tmp/plain.$fmt"; then
			echo "tasks starting: --to-$fmt the same with the sample cache as without"
		else
			echo "tasks starting: --to-$fmt differs with the sample cache"; fail=1
		fi
	done
else
	cat "$tmp/err"; fail=1
fi
[ $fail = 0 ] || exit 1
echo "folded, speedscope and Firefox outputs check out"
exit 0
