#!/bin/bash
# desc: perf list pmu / --raw-dump pmu and -e PMU/TERMS/: the kernel PMUs' named events, as Linux perf lists and counts them
. "$TESTS_DIR/shell/lib/caps.sh"
require linux-perf
LPERF=${LPERF:-/usr/bin/perf}
tmp=$(mktemp -d /tmp/perf-pmu-test.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fail() {
	echo "FAIL: $*"
	exit 1
}

# the sysfs events, independently of both perfs
find /sys/bus/event_source/devices/*/events/ -maxdepth 1 -type f ! -name '*.*' 2>/dev/null |
	sed -E 's@^/sys/bus/event_source/devices/([^/]*)/events/(.*)$@\1/\2/@' | sort >"$tmp/sysfs"
$PERF list --raw-dump pmu | tr ' ' '\n' | grep . | sort >"$tmp/ours" || fail "perf list --raw-dump pmu"
diff "$tmp/sysfs" "$tmp/ours" || fail "perf list --raw-dump pmu is not sysfs's named events"
$PERF list pmu | grep -v '\[Kernel PMU event\]$' && fail "perf list pmu shows other kinds"
[ "$($PERF list pmu | wc -l)" = "$(wc -l <"$tmp/sysfs")" ] || fail "perf list pmu: not one line per event"

# errors: one caret-positioned message each
$PERF stat -e nosuchpmu/x/ true 2>"$tmp/err" && fail "an unknown PMU was accepted"
grep -q "unknown PMU 'nosuchpmu'" "$tmp/err" || fail "unknown PMU: $(cat "$tmp/err")"
$PERF stat -e software/nosuchterm/ true 2>"$tmp/err" && fail "an unknown term was accepted"
grep -q "unknown term 'nosuchterm' for pmu 'software'" "$tmp/err" || fail "unknown term: $(cat "$tmp/err")"
$PERF stat -e software/config=1 true 2>"$tmp/err" && fail "an unterminated PMU event was accepted"
grep -q "no '/' ends the terms" "$tmp/err" || fail "unterminated: $(cat "$tmp/err")"

# config=N of the software PMU is that software event: counted as Linux perf counts it;
# commas inside the slashes belong to the PMU, not the event list
$PERF stat -x, -e 'software/config=1/,software/config=3,config1=0/' true 2>"$tmp/st" ||
	{ cat "$tmp/st"; fail "stat -e software/config=N/ failed"; }
grep -q ',software/config=1/,' "$tmp/st" || { cat "$tmp/st"; fail "no software/config=1/ count"; }
grep -q ',software/config=3,config1=0/,' "$tmp/st" || { cat "$tmp/st"; fail "no second PMU event"; }
$PERF stat -x, -e 'software/config=1/u' true 2>"$tmp/st" || fail "stat -e software/config=1/u failed"
grep -q 'software/config=1/u' "$tmp/st" || { cat "$tmp/st"; fail "the modifier after the '/' was lost"; }

# every named event Linux perf can count, ours counts too (Linux perf's stat_all_pmu.sh)
n=0
while read -r ev; do
	$LPERF stat -x, -e "$ev" true 2>&1 | grep -q "^[0-9]*,.*,$ev," || continue
	$PERF stat -x, -e "$ev" true 2>"$tmp/st" || { cat "$tmp/st"; fail "stat -e $ev failed"; }
	grep -q "^[0-9][0-9]*,.*,$ev," "$tmp/st" || { cat "$tmp/st"; fail "no count for $ev"; }
	n=$((n + 1))
done <"$tmp/sysfs"
[ "$n" -gt 0 ] || skip_part "no PMU event that Linux perf counts on this machine"
echo "$n PMU events counted by both"
exit 0
