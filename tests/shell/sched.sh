#!/bin/bash
# desc: perf sched: timehist, latency, map, replay's counts and tasks as Linux perf 6.1 prints them, on its recordings and ours
#
# First tests/data/sched.data (Linux perf 6.1's perf sched record of tests/progs/sched_pingpong,
# and of whatever else ran then) and its copy in the other byte order against what Linux perf
# printed for it (tests/data/sched-ref, made by make-sched-references.sh): no tracefs needed.
# Then, live, both perfs on fresh recordings of the workload: Linux perf's perf sched record
# file (with and without -g), read by both, byte for byte; ours read by both. Nothing is
# masked: every number comes from the file, and both read the same file.
PERF=${PERF:-perf}
REF=${PERF_REF:-/usr/bin/perf}
. "$TESTS_DIR/shell/lib/caps.sh"
. "$TESTS_DIR/shell/lib/fixture_cases.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
fail=0
export PERF_BUILDID_DIR="$tmp/debug"
DATA=$TESTS_DIR/data

# --- the fixture, and its byte-swapped copy ---
"$TESTS_DIR/tools/perf-data-swap" "$DATA/sched.data" swapped.data || { echo "FAIL: perf-data-swap"; exit 1; }
n=0
fixture_cases sched "$DATA/sched-cases" "$DATA/sched-ref" "$DATA/sched.data" swapped.data
[ "$n" -ge 30 ] || { echo "FAIL: only $n fixture cases ran"; fail=1; }
# what the comparisons compared
zcat "$DATA/sched-ref/timehist-s.gz" | grep -q 'sched_pingpong\[25372/25371\]' || { echo "FAIL: the fixture's reference lacks the workload"; fail=1; }

# --- errors: one line and a non-zero exit ---
expect="No such file" check_error "a missing file" "$PERF" sched timehist -i nosuch.data
expect="not a perf.data file" check_error "a file that is none" "$PERF" sched latency -i /etc/passwd
"$PERF" record -q -e cpu-clock -o nosched.data -- true 2>/dev/null || { echo "FAIL: record"; fail=1; }
for c in timehist latency map; do
	expect="No sched_switch events found" check_error "$c of a file without sched events" \
		"$PERF" sched $c -i nosched.data
done
expect="No sched_switch events found" check_error "replay of a file without sched events" \
	"$PERF" sched replay -i nosched.data
expect="give a number of runs" check_error "replay -r 0" "$PERF" sched replay -r 0 -i "$DATA/sched.data"
expect="not supported yet" check_error "timehist -I" "$PERF" sched timehist -I -i "$DATA/sched.data"
"$PERF" sched latency -s nosuch -i "$DATA/sched.data" >out 2>err
[ $? = 129 ] && grep -q "Unknown --sort key: \`nosuch'" err || { echo "FAIL: a bad sort key"; cat err; fail=1; }
# a first record that ends the reading: a recording without one sample (the sanitizer
# build checks the empty tables' sorts)
python3 - "$DATA/sched.data" nosamples.data <<'PY'
import struct, sys
b = bytearray(open(sys.argv[1], 'rb').read())
off = struct.unpack_from('<Q', b, 40)[0]  # the data section's offset
struct.pack_into('<IHH', b, off, 9, 0, 0)  # a record of size 0
open(sys.argv[2], 'wb').write(b)
PY
for c in "timehist -s" latency map; do
	# shellcheck disable=SC2086
	"$PERF" sched $c -i nosamples.data >out 2>err
	rc=$?
	[ $rc -lt 128 ] && ! grep -q "runtime error\|Sanitizer" err || { echo "FAIL: $c of a file without samples: $rc"; cat err; fail=1; }
done
grep -q "<no still running tasks>" <("$PERF" sched timehist -s -i nosamples.data 2>/dev/null) ||
	{ echo "FAIL: timehist -s of a file without samples"; fail=1; }
head -c 20000 "$DATA/sched.data" >cut.data
"$PERF" sched timehist -i cut.data >out 2>err && { echo "FAIL: a cut file: exit 0"; fail=1; }
[ $? -lt 128 ] || [ $? = 255 ] || { echo "FAIL: a cut file crashed"; fail=1; }

# --- live: both perfs on fresh recordings ---
if ! have tracefs system-wide linux-perf; then
	skip_part "Linux perf's recordings"
	[ $fail = 0 ] && echo "ok: $n fixture cases"
	exit $fail
fi
PROG=$TESTS_DIR/progs/sched_pingpong
"$REF" sched record -o ref.data -- "$PROG" 60 >/dev/null 2>&1 || { echo "FAIL: Linux perf sched record"; exit 1; }
"$REF" sched record -g -o ref-g.data -- "$PROG" 30 >/dev/null 2>&1 || { echo "FAIL: Linux perf sched record -g"; exit 1; }
"$PERF" sched record -o our.data -- "$PROG" 60 >/dev/null 2>&1 || { echo "FAIL: perf sched record"; exit 1; }
"$PERF" sched record -g -o our-g.data -- "$PROG" 30 >/dev/null 2>&1 || { echo "FAIL: perf sched record -g"; exit 1; }
compare() { compare_linux sched "$@"; }
for f in ref.data our.data; do
	compare $f timehist
	compare $f timehist -s
	compare $f timehist -S -w -M -V --state -n
	compare $f latency
	compare $f latency -p -s max,runtime
	compare $f map
	compare $f map --compact
done
# Linux perf's fixture of a recording of one workload (not -a: no stat_runtime, no wakeups);
# its other byte order crashes Linux perf 6.1, ours must print the same for both
for o in timehist "timehist -S -V --state -n" latency "latency -p" map; do
	# shellcheck disable=SC2086
	compare "$DATA/perf-tp.data" $o
	# shellcheck disable=SC2086
	"$PERF" sched $o -i "$DATA/perf-tp-swapped.data" >our.out 2>/dev/null
	cmp -s ref.out our.out || { echo "FAIL: perf sched $o of perf-tp-swapped.data differs"; fail=1; }
done
# the options, as Linux perf lists them
for c in "" timehist latency map replay; do
	# shellcheck disable=SC2086
	"$REF" sched $c -h >ref.out 2>&1
	# shellcheck disable=SC2086
	"$PERF" sched $c -h >our.out 2>&1
	cmp -s ref.out our.out || { echo "FAIL: perf sched $c -h differs:"; diff ref.out our.out | head -5; fail=1; }
done
# a small ring (-m 1): LOST records (timehist's "lost N events" lines, latency's and map's INFO line)
"$REF" sched record -m 1 -o lost.data -- "$PROG" 300 >/dev/null 2>&1 || { echo "FAIL: Linux perf sched record -m 1"; exit 1; }
for o in timehist "timehist -s" latency map; do
	# shellcheck disable=SC2086
	compare lost.data $o
done
compare ref-g.data timehist
compare our-g.data timehist -S
compare ref-g.data timehist -w --max-stack 3
compare ref-g.data timehist --no-call-graph -S
grep -q ' <- ' <("$PERF" sched timehist -i ref-g.data 2>/dev/null) || { echo "FAIL: no call chains shown"; fail=1; }
# replay: after the clock's calibration (4 lines of times), the counts and the tasks as
# Linux perf prints them; then one line per run, with its wall and CPU times (timings, not
# compared)
for f in "$DATA/sched.data" ref.data our.data; do
	timeout 120 "$REF" sched replay -r 2 -i "$f" >ref.out 2>&1 || { echo "FAIL: Linux perf sched replay of $f"; fail=1; }
	timeout 120 "$PERF" sched replay -r 2 -i "$f" >our.out 2>&1 || { echo "FAIL: perf sched replay of $f: $(tail -2 our.out)"; fail=1; }
	cmp -s <(sed -n '1,4s/[0-9][0-9]* nsecs$/N nsecs/p' ref.out; sed -n '5,/^---/p' ref.out) \
		<(sed -n '1,4s/[0-9][0-9]* nsecs$/N nsecs/p' our.out; sed -n '5,/^---/p' our.out) ||
		{ echo "FAIL: perf sched replay of $f: counts or tasks differ"; diff ref.out our.out | head -6; fail=1; }
	[ "$(grep -cE '^#[12] +: [0-9]+\.[0-9]{3}, ravg: [0-9]+\.[0-9]{2}, cpu: [0-9.]+ / [0-9.]+$' our.out)" = 2 ] ||
		{ echo "FAIL: perf sched replay -r 2 of $f: not two runs: $(tail -3 our.out)"; fail=1; }
	grep -q '^task .*nr_events' our.out || { echo "FAIL: perf sched replay of $f: no task"; fail=1; }
done
grep -q 'sched_pingpong' <("$PERF" sched latency -i our.data) || { echo "FAIL: the workload is not in our recording's latency"; fail=1; }
# our record asks for Linux perf's events, with its attrs
for f in "" -g; do
	"$REF" evlist -v -i ref$f.data >ref.out 2>/dev/null
	"$REF" evlist -v -i our$f.data >our.out 2>/dev/null
	cmp -s ref.out our.out || { echo "FAIL: perf sched record $f's events differ from Linux perf's:"; diff ref.out our.out | head; fail=1; }
done
"$REF" report --header-only -i our.data 2>/dev/null | grep -q "^# cmdline : .* sched record -o our.data -- $PROG 60" ||
	{ echo "FAIL: the cmdline is not the command typed"; fail=1; }
# perf sched script is perf script
"$PERF" script -i ref.data >ref.out 2>/dev/null
"$PERF" sched script -i ref.data >our.out 2>/dev/null
cmp -s ref.out our.out && [ -s our.out ] || { echo "FAIL: perf sched script is not perf script"; fail=1; }
[ $fail = 0 ] && echo "ok: $n comparisons"
exit $fail
