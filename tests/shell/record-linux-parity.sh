#!/bin/sh
# desc: perf record: tracepoint samples carry PERIOD and the [vdso] build-id is listed, as Linux perf's
#
# Linux perf 6.1 records tracepoints with PERF_SAMPLE_PERIOD (period 1) and lists the [vdso]
# in the build-id feature of every recording of a task that maps it (with or without samples
# in it), its build-id that of the running kernel's vdso image.
PERF=${PERF:-perf}
REF=${PERF_REF:-/usr/bin/perf}
. "$TESTS_DIR/shell/lib/caps.sh"
require linux-perf
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
fail=0
export PERF_BUILDID_DIR="$tmp/debug"

sample_type() {
	"$REF" report -i "$1" --header-only 2>/dev/null | grep '^# event' |
		sed 's/.*sample_type = \([A-Z_|]*\).*/\1/'
}

"$REF" record -q -o lin.data -- sleep 0.05 2>/dev/null || { echo "FAIL: Linux perf record"; exit 1; }
"$PERF" record -q -o our.data -- sleep 0.05 2>/dev/null || { echo "FAIL: perf record"; exit 1; }
want=$("$REF" buildid-list -i lin.data 2>/dev/null | grep ' \[vdso\]$')
[ -n "$want" ] || { echo "FAIL: Linux perf lists no [vdso] here"; exit 1; }
for p in "$REF" "$PERF"; do
	got=$("$p" buildid-list -i our.data 2>/dev/null | grep ' \[vdso\]$')
	[ "$got" = "$want" ] || { echo "FAIL: $p buildid-list of our file: '$got', want '$want'"; fail=1; }
done

if have tracefs; then
	"$REF" record -q -o tp-lin.data -e sched:sched_switch -- sleep 0.01 2>/dev/null ||
		{ echo "FAIL: Linux perf record -e sched:sched_switch"; exit 1; }
	"$PERF" record -q -o tp-our.data -e sched:sched_switch -- sleep 0.01 2>/dev/null ||
		{ echo "FAIL: perf record -e sched:sched_switch"; exit 1; }
	a=$(sample_type tp-lin.data)
	b=$(sample_type tp-our.data)
	[ "$a" = "$b" ] || { echo "FAIL: tracepoint sample_type $b, Linux perf's $a"; fail=1; }
	"$REF" script -i tp-our.data -F period 2>/dev/null | tr -d " " | sort -u >periods
	[ "$(cat periods)" = "1" ] || { echo "FAIL: tracepoint periods: $(head -3 periods)"; fail=1; }
else
	skip_part "tracepoint PERIOD"
fi
exit $fail
