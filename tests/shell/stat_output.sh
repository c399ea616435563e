#!/bin/bash
# desc: perf stat: -x CSV, -j JSON, -r spread, -I intervals, -o/--append, column layout
PROG="$TESTS_DIR/progs/busy-loop"
[ -x "$PROG" ] || { echo "FAIL: $PROG not built (make test-progs)"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { cat "$tmp/out" 2>/dev/null; echo "FAIL: $*"; exit 1; }

# -x, : one line per default event; counted ones have 7 fields, numeric where numbers go
"$PERF" stat -x, -- "$PROG" 50 > "$tmp/out" 2>&1 || fail "perf stat -x, exited $?"
[ "$(wc -l < "$tmp/out")" -eq 8 ] || fail "-x, printed $(wc -l < "$tmp/out") lines, expected 8"
awk -F, '
	NF != 7 { print "line " NR ": " NF " fields"; bad = 1 }
	$1 != "<not supported>" && $1 !~ /^[0-9]+(\.[0-9]+)?$/ { print "line " NR ": value " $1; bad = 1 }
	$4 !~ /^[0-9]+$/ || $5 !~ /^[0-9]+\.[0-9][0-9]$/ { print "line " NR ": run/pct"; bad = 1 }
	$1 != "<not supported>" && $6 !~ /^[0-9]+\.[0-9]+$/ { print "line " NR ": metric " $6; bad = 1 }
	END { exit bad }' "$tmp/out" || fail "-x, output does not parse"
for ev in task-clock context-switches cpu-migrations page-faults cycles instructions branches \
	  branch-misses; do
	grep -q ",$ev," "$tmp/out" || fail "-x, misses $ev"
done
grep -q '^[0-9.]*,msec,task-clock,' "$tmp/out" || fail "task-clock has no msec unit"

# another separator, and -r adds the spread field
"$PERF" stat -x';' -r 3 -e task-clock,page-faults -- "$PROG" 20 > "$tmp/out" 2>&1 ||
	fail "perf stat -x; -r 3 exited $?"
awk -F';' 'NF != 8 || $4 !~ /^[0-9]+\.[0-9][0-9]%$/ { bad = 1 } END { exit bad }' "$tmp/out" ||
	fail "-x; -r 3 lines lack the spread field"

# -j: each line a JSON object with Linux perf's keys
"$PERF" stat -j -r 2 -- "$PROG" 20 > "$tmp/out" 2>&1 || fail "perf stat -j exited $?"
python3 -c '
import json, sys
n = 0
for line in open(sys.argv[1]):
    o = json.loads(line)
    for k in ("counter-value", "unit", "event", "variance", "event-runtime", "pcnt-running",
              "metric-value", "metric-unit"):
        if k not in o:
            sys.exit("missing %s in %s" % (k, line))
    if o["event"] == "task-clock":
        assert float(o["counter-value"]) > 0 and o["unit"] == "msec"
        assert o["metric-unit"] == "CPUs utilized"
    n += 1
sys.exit(0 if n == 8 else "%d objects" % n)
' "$tmp/out" || fail "-j output is not one JSON object per event"

# -r 3: "(3 runs)" in the header, a spread on the counts and on the elapsed time
"$PERF" stat -r 3 -e task-clock,page-faults -- "$PROG" 20 > "$tmp/out" 2>&1 ||
	fail "perf stat -r 3 exited $?"
grep -q "Performance counter stats for '.*busy-loop 20' (3 runs):" "$tmp/out" || fail "-r header"
grep -Eq 'task-clock +# +[0-9.]+ CPUs utilized +\( \+- +[0-9.]+% \)$' "$tmp/out" ||
	fail "no ( +- x% ) on task-clock"
grep -Eq '^ +[0-9.]+ \+- [0-9.]+ seconds time elapsed' "$tmp/out" || fail "no elapsed spread"

# -I 100 over 450 ms: at least 3 timestamped prints of each event, times increasing
"$PERF" stat -I 100 -e task-clock,page-faults -- "$PROG" 450 > "$tmp/out" 2>&1 ||
	fail "perf stat -I exited $?"
head -1 "$tmp/out" | grep -q '^#           time             counts unit events$' ||
	fail "-I header line"
awk '$1 ~ /^[0-9]+\.[0-9]+$/ && /task-clock/ { if ($1 <= last) bad = 1; last = $1; n++ }
     END { exit !(n >= 3 && !bad) }' "$tmp/out" || fail "-I 100 did not print increasing intervals"
"$PERF" stat -I 100 -x, -e task-clock -- "$PROG" 250 > "$tmp/out" 2>&1
awk -F, '$1 ~ /^ *[0-9]+\.[0-9]+$/ && $4 == "task-clock" { n++ } END { exit !(n >= 2) }' \
	"$tmp/out" || fail "-I 100 -x, intervals"
"$PERF" stat -I 100 --interval-count 2 -e task-clock -- "$PROG" 2000 > "$tmp/out" 2>&1
[ "$(grep -c task-clock "$tmp/out")" -eq 2 ] || fail "--interval-count 2"

# -o FILE and --append
rm -f "$tmp/o"
"$PERF" stat -o "$tmp/o" -e task-clock -- true > "$tmp/out" 2>&1 || fail "-o exited $?"
[ -s "$tmp/out" ] && fail "-o still printed on stderr"
grep -q '^# started on ' "$tmp/o" && grep -q 'task-clock' "$tmp/o" || fail "-o file content"
"$PERF" stat -o "$tmp/o" --append -e page-faults -- true 2>/dev/null
grep -q 'task-clock' "$tmp/o" && grep -q 'page-faults' "$tmp/o" || fail "--append lost content"
# an -o file that cannot be created: a failed start, 255 as Linux perf, the command not run
"$PERF" stat -o "$tmp/no/such/dir/o" -e task-clock -- touch "$tmp/ran" > "$tmp/out" 2>&1
rc=$?
[ $rc = 255 ] || fail "-o in a missing directory: exit $rc, Linux perf's is 255"
[ -e "$tmp/ran" ] && fail "-o in a missing directory: the command ran"

# the standard columns: value right-aligned in 18, unit in 4, name in 32, metric in 35; the
# four hardware events are <not supported> without a PMU (the capability probe says which)
. "$TESTS_DIR/shell/lib/caps.sh"
if have cycles; then nr_unsupported=0; else nr_unsupported=4; fi
"$PERF" stat -- "$PROG" 20 > "$tmp/out" 2>&1
awk -v m_want=$nr_unsupported '
	/ (task-clock|context-switches|cpu-migrations|page-faults) / { if (length($0) != 91 || substr($0, 25, 1) == " " ||
				    substr($0, 58, 1) != "#") { print "bad: " $0; bad = 1 } n++ }
	/<not supported>/ { if (length($0) != 84 || substr($0, 4, 15) != "<not supported>") {
				print "bad: " $0; bad = 1 } m++ }
	END { exit !(n == 4 && m == m_want && !bad) }' "$tmp/out" || fail "standard layout columns"

# -q prints nothing, --no-big-num is accepted
out=$("$PERF" stat -q -e task-clock -- true 2>&1)
[ -z "$out" ] || { echo "$out"; echo "FAIL: -q printed something"; exit 1; }
"$PERF" stat --no-big-num -e task-clock -- true > "$tmp/out" 2>&1 || fail "--no-big-num"

# --table with -r: each run's time, its difference from the mean and a bar, as Linux perf
"$PERF" stat -r 3 --table -e task-clock -- "$PROG" 10 > "$tmp/out" 2>&1 || fail "stat -r 3 --table"
grep -q '^ *# Table of individual measurements:$' "$tmp/out" || fail "--table: no table heading"
[ "$(grep -cE '^ +[0-9]+\.[0-9]+ \([+-][0-9]+\.[0-9]+\) #+$' "$tmp/out")" = 3 ] || fail "--table: not 3 run lines"
grep -q '^ *# Final result:$' "$tmp/out" || fail "--table: no final result heading"
"$PERF" stat -r 3 -e task-clock -- "$PROG" 10 > "$tmp/out" 2>&1
grep -q 'Table of' "$tmp/out" && fail "a table without --table"

# -d (-d -d, -d -d -d): Linux perf's cache events after the others, -e's too; where the
# machine has no PMU for them, "<not supported>" lines, not errors
ev1="L1-dcache-loads L1-dcache-load-misses LLC-loads LLC-load-misses"
ev2="L1-icache-loads L1-icache-load-misses dTLB-loads dTLB-load-misses iTLB-loads iTLB-load-misses"
ev3="L1-dcache-prefetches L1-dcache-prefetch-misses"
for d in "-d:8:$ev1" "-d -d:8:$ev1 $ev2" "-d -d -d:8:$ev1 $ev2 $ev3" "-d -e task-clock:1:$ev1"; do
	IFS=: read -r opts base evs <<<"$d"
	# shellcheck disable=SC2086
	"$PERF" stat -x, $opts -- "$PROG" 10 > "$tmp/out" 2>&1 || fail "stat $opts exited $?"
	want=$((base + $(echo $evs | wc -w)))
	[ "$(wc -l < "$tmp/out")" = "$want" ] || fail "stat $opts: $(wc -l < "$tmp/out") lines, not $want"
	tail -n "$(echo $evs | wc -w)" "$tmp/out" | cut -d, -f3 | tr '\n' ' ' >"$tmp/names"
	[ "$(cat "$tmp/names")" = "$evs " ] || fail "stat $opts: events $(cat "$tmp/names")"
done
echo ok
