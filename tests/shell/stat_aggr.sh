#!/bin/bash
# desc: perf stat -A, --per-socket/die/core/node, --per-thread -a, --summary: groups from sysfs, Linux perf's layouts
. "$TESTS_DIR/shell/lib/caps.sh"
require system-wide
PROG="$TESTS_DIR/progs/busy-loop"
[ -x "$PROG" ] || { echo "FAIL: $PROG not built (make test-progs)"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"; [ -n "$bpid" ] && kill "$bpid" 2>/dev/null' EXIT
fail() { cat "$tmp/out" 2>/dev/null; echo "FAIL: $*"; exit 1; }

# what sysfs says: one line "socket die core node" per online cpu
topo() {
	for d in /sys/devices/system/cpu/cpu[0-9]*; do
		c=${d##*cpu}
		grep -qx 1 "$d/online" 2>/dev/null || [ ! -e "$d/online" ] || continue
		s=$(cat "$d/topology/physical_package_id")
		di=$(cat "$d/topology/die_id" 2>/dev/null || echo 0)
		co=$(cat "$d/topology/core_id")
		n=0
		for nd in /sys/devices/system/node/node[0-9]*; do
			[ -e "$nd/cpu$c" ] && n=${nd##*node}
		done
		echo "$s $di $co $n"
	done
}
topo > "$tmp/topo"
grep -q -- -1 "$tmp/topo" && { echo "sysfs gives no socket ids on this machine"; exit 2; }

# expected "name,nr" per aggregate, in order
expect() {
	case $1 in
	--per-socket) awk '{print "S" $1}' ;;
	--per-die) awk '{print "S" $1 "-D" $2}' ;;
	--per-core) awk '{print "S" $1 "-D" $2 "-C" $3}' ;;
	--per-node) awk '{print "N" $4}' ;;
	esac < "$tmp/topo" | sort -V | uniq -c | awk '{print $2 "," $1}'
}

for m in --per-socket --per-die --per-core --per-node; do
	"$PERF" stat -x, -a $m -e cpu-clock,page-faults -- sleep 0.1 > "$tmp/out" 2>&1 ||
		fail "perf stat -x, -a $m exited $?"
	awk -F, '$5 == "cpu-clock" { print $1 "," $2 }' "$tmp/out" > "$tmp/got"
	expect $m > "$tmp/want"
	cmp -s "$tmp/got" "$tmp/want" ||
		fail "$m: aggregates $(paste -sd' ' "$tmp/got"), sysfs says $(paste -sd' ' "$tmp/want")"
	awk -F, 'NF != 9 { bad = 1 } END { exit bad }' "$tmp/out" || fail "$m -x, lines lack 9 fields"
	# each aggregate's events together: cpu-clock then page-faults
	awk -F, '{ print $5 }' "$tmp/out" | paste -sd' ' |
		grep -qx "\(cpu-clock page-faults \?\)*" || fail "$m: events not grouped per aggregate"
	"$PERF" stat -j -a $m -e cpu-clock -- sleep 0.1 > "$tmp/out" 2>&1 || fail "-j $m exited $?"
	key=${m#--per-}
	python3 -c '
import json, sys
for l in open(sys.argv[1]):
    o = json.loads(l)
    if list(o)[:2] != [sys.argv[2], "aggregate-number"]:
        sys.exit("keys " + " ".join(o))' "$tmp/out" "$key" || fail "-j $m: not Linux perf's keys"
done

# -A: one line per online cpu and event; the last of -A and --per-* wins
"$PERF" stat -x, -a --per-core -A -e cpu-clock -- sleep 0.1 > "$tmp/out" 2>&1 || fail "-A exited $?"
[ "$(grep -c '^CPU[0-9]*,' "$tmp/out")" -eq "$(wc -l < "$tmp/topo")" ] || fail "-A: not a line per cpu"

# the standard layout and the CSV/JSON fields are Linux perf's: same columns as /usr/bin/perf
if have linux-perf; then
	for m in -A --per-socket --per-die --per-core --per-node; do
		for tool in "$PERF" /usr/bin/perf; do
			"$tool" stat -a $m -e cpu-clock -- sleep 0.1 2>&1 | grep cpu-clock |
				awk '{ n = index($0, " msec cpu-clock"); $0 = substr($0, 1, n)
				       sub(/[0-9.,]+ *$/, ""); print n ":" $0 }'
		done > "$tmp/both"
		half=$(($(wc -l < "$tmp/both") / 2))
		cmp -s <(head -n $half "$tmp/both") <(tail -n +$((half + 1)) "$tmp/both") ||
			{ cp "$tmp/both" "$tmp/out"; fail "$m: std columns differ from Linux perf's"; }
		for tool in "$PERF" /usr/bin/perf; do
			"$tool" stat -j -a $m -e cpu-clock -- sleep 0.1 2>&1 |
				python3 -c 'import json, sys; [print(" ".join(json.loads(l))) for l in sys.stdin]'
		done > "$tmp/both"
		half=$(($(wc -l < "$tmp/both") / 2))
		cmp -s <(head -n $half "$tmp/both") <(tail -n +$((half + 1)) "$tmp/both") ||
			{ cp "$tmp/both" "$tmp/out"; fail "$m: JSON keys differ from Linux perf's"; }
	done
	for tool in "$PERF" /usr/bin/perf; do
		"$tool" stat -a --per-core -I 100 --interval-count 1 -e cpu-clock -- sleep 0.3 2>&1 |
			head -1
	done > "$tmp/both"
	[ "$(sort -u "$tmp/both" | wc -l)" -eq 1 ] ||
		{ cp "$tmp/both" "$tmp/out"; fail "--per-core -I header differs from Linux perf's"; }
else
	skip_part "comparison with Linux perf's layout"
fi

# --per-thread -a: every task of the system; a busy one shows as comm-tid with its time
"$PROG" 100000 & bpid=$!
sleep 0.2
"$PERF" stat -x, -a --per-thread -e task-clock -- sleep 0.3 > "$tmp/out" 2>&1 ||
	fail "--per-thread -a exited $?"
line=$(grep "^busy-loop-$bpid," "$tmp/out") || fail "--per-thread -a: no line for busy-loop-$bpid"
awk -F, -v l="$line" 'BEGIN { split(l, f, ","); exit !(f[2] >= 10) }' ||
	fail "--per-thread -a: busy-loop ran $(echo "$line" | cut -d, -f2) ms of 300"
awk -F, 'NF != 8 { bad = 1 } END { exit bad }' "$tmp/out" || fail "--per-thread -x, lines lack 8 fields"
kill "$bpid"; wait "$bpid" 2>/dev/null; bpid=

# --summary: the totals after the intervals, "summary" in the time column of CSV
"$PERF" stat -x, -I 100 --summary -e task-clock,page-faults -- "$PROG" 250 \
	> "$tmp/out" 2>&1 || fail "--summary exited $?"
n=$(grep -c '^ *[0-9]*\.[0-9]*,' "$tmp/out")
[ "$n" -ge 4 ] && [ $((n % 2)) -eq 0 ] || fail "--summary: $n interval lines for 2 events"
[ "$(grep -c '^         summary,[0-9.]*,' "$tmp/out")" -eq 2 ] || fail "--summary: no summary lines"
"$PERF" stat -x, -I 100 --summary --no-csv-summary -e page-faults -- "$PROG" 150 \
	> "$tmp/out" 2>&1 || fail "--no-csv-summary exited $?"
[ "$(grep -c '^[0-9]*,,page-faults,' "$tmp/out")" -eq 1 ] || fail "--no-csv-summary: no plain total line"
"$PERF" stat -I 100 --interval-count 1 --summary -e page-faults -- "$PROG" 300 > "$tmp/out" 2>&1
# the workload --interval-count ended: its SIGTERM is the exit status, as a shell would say
[ $? -eq 143 ] || fail "--summary --interval-count exited $?"
grep -q "Performance counter stats for" "$tmp/out" || fail "--summary: no totals block"
grep -q "Terminated" "$tmp/out" && fail "the workload --interval-count ended was reported"
exit 0
