#!/bin/bash
# desc: perf report/script: samples without a period field stand for the event's fixed period (-c N)
#
# Linux perf records `-c N` events without PERF_SAMPLE_PERIOD: each sample is worth N. The
# event count, the period column and perf script's period must say so, as Linux perf's do.
PERF=${PERF:-perf}
. "$TESTS_DIR/shell/lib/caps.sh"
require linux-perf
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
cd "$tmp" || exit 1
HOME=$tmp /usr/bin/perf record -q -c 100000 -e task-clock -o c.data -- \
	"$TESTS_DIR/progs/record_prog" hot 0.3 >/dev/null 2>&1 || fail "Linux perf record -c failed"
/usr/bin/perf evlist -v -i c.data 2>/dev/null | grep -q 'sample_type: [A-Z|]*PERIOD' &&
	fail "Linux perf recorded PERIOD: this test needs a file without it"
# by comm and dso: this is about periods, not about which symbols of the system's libraries
# each perf names (a sample in ld.so's _start label, issue 12)
for args in "--stdio --sort comm,dso" "--stdio --show-total-period --sort comm"; do
	# shellcheck disable=SC2086
	HOME=$tmp /usr/bin/perf report -i c.data $args 2>/dev/null | grep -v '^# (' |
		grep -E 'Event count|%' >ref.txt
	# shellcheck disable=SC2086
	"$PERF" report -i c.data $args 2>/dev/null | grep -E 'Event count|%' >ours.txt
	grep -q 'Event count (approx.): [1-9][0-9]*00000$' ref.txt || fail "Linux perf's event count is not a multiple of the period"
	cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head; fail "report $args differs from Linux perf's"; }
done
"$PERF" script -i c.data -F period 2>/dev/null | sort -u | tr -d ' ' >ours.txt
[ "$(cat ours.txt)" = 100000 ] || fail "perf script -F period: $(head -3 ours.txt | tr '\n' ' ')"
echo ok
