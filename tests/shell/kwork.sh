#!/bin/bash
# desc: perf kwork: report, latency, timehist as Linux perf 6.1 prints them, on its recordings and ours
#
# First tests/data/kwork.data (Linux perf 6.1's perf kwork record here) and its copy in the
# other byte order against what Linux perf printed for it (tests/data/kwork-ref, made by
# make-kwork-references.sh): no tracefs needed. The work items' names come from the
# recorded kernel's kallsyms lines in tests/data/kwork.kallsyms, put in a build-id cache,
# where another kernel runs. Then bad input, a damaged copy, and, live, both perfs'
# recordings read by both.
PERF=${PERF:-perf}
REF=${PERF_REF:-/usr/bin/perf}
. "$TESTS_DIR/shell/lib/caps.sh"
. "$TESTS_DIR/shell/lib/fixture_cases.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
fail=0
DATA=$TESTS_DIR/data
export PERF_BUILDID_DIR="$tmp/debug"
# the recorded kernel's build-id, from the file's header (bytes 16 on of its build-id record)
bid=$(python3 - "$DATA/kwork.data" <<'PY'
import struct, sys
b = open(sys.argv[1], 'rb').read()
i = b.find(b'[kernel.kallsyms]\0')
print(b[i - 24:i - 4].hex() if i >= 24 else '')
PY
)
[ ${#bid} = 40 ] || { echo "FAIL: no kernel build-id in kwork.data"; exit 1; }
mkdir -p "debug/[kernel.kallsyms]/$bid"
cp "$DATA/kwork.kallsyms" "debug/[kernel.kallsyms]/$bid/kallsyms"

# --- the fixture, and its byte-swapped copy ---
"$TESTS_DIR/tools/perf-data-swap" "$DATA/kwork.data" swapped.data || { echo "FAIL: perf-data-swap"; exit 1; }
n=0
fixture_cases kwork "$DATA/kwork-cases" "$DATA/kwork-ref" "$DATA/kwork.data" swapped.data
[ "$n" -ge 54 ] || { echo "FAIL: only $n fixture cases ran"; fail=1; }
# what the comparisons compared: the three classes, names of each kind
for want in '(s)NET_RX:3' 'virtio1-req.0:36' '(w)ext4_end_io_rsv_work' '(w)virtio_transport_send_pkt_  |' 'INFO: .* skipped events'; do
	zcat "$DATA/kwork-ref/report.gz" "$DATA/kwork-ref/latency.gz" | grep -q -- "$want" ||
		{ echo "FAIL: the fixture's references lack $want"; fail=1; }
done
# no kwork events (a recording of other tracepoints): the empty tables
for c in report latency timehist; do
	"$PERF" kwork $c -i "$DATA/perf-tp.data" >our.out 2>/dev/null
	cmp -s our.out <(zcat "$DATA/kwork-ref/none-$c.gz") || { echo "FAIL: perf kwork $c of a file without kwork events"; diff <(zcat "$DATA/kwork-ref/none-$c.gz") our.out | head -4; fail=1; }
done

# --- bad input: one line and a non-zero exit ---
expect="unknown kwork \`bogus'" check_error "an unknown class" "$PERF" kwork -k irq,bogus report -i "$DATA/kwork.data"
expect="unknown kwork \`nmi'" check_error "an unknown class to record" "$PERF" kwork -k nmi record -o x.data -- true
expect="unknown --sort key: \`nosuch'" check_error "an unknown sort key" "$PERF" kwork report -s runtime,nosuch -i "$DATA/kwork.data"
expect="unknown --sort key: \`switch'" check_error "an unknown latency sort key" "$PERF" kwork latency -s switch -i "$DATA/kwork.data"
expect="No such file" check_error "a missing file" "$PERF" kwork report -i nosuch.data
expect="No such file" check_error "a missing file (timehist)" "$PERF" kwork timehist -i nosuch.data
expect="not a perf.data file" check_error "a file that is none" "$PERF" kwork latency -i /etc/passwd
expect="CPU 5 is not in the recording" check_error "a CPU the file lacks" "$PERF" kwork report -C 5 -i "$DATA/kwork.data"
expect="invalid CPU list" check_error "a bad CPU list" "$PERF" kwork timehist -C x -i "$DATA/kwork.data"
expect="invalid time span" check_error "a bad time span" "$PERF" kwork latency --time abc -i "$DATA/kwork.data"
"$PERF" kwork report -s bad -i "$DATA/kwork.data" >/dev/null 2>&1
[ $? = 129 ] || { echo "FAIL: a bad sort key does not exit 129 (Linux perf's usage error)"; fail=1; }

# --- damaged copies: an error or a partial result, never a crash ---
for cut in 4000 60000 120000; do
	head -c $cut "$DATA/kwork.data" >cut.data
	for c in report latency timehist "report -S"; do
		# shellcheck disable=SC2086
		"$PERF" kwork $c -i cut.data >out 2>err
		rc=$?
		{ [ $rc -lt 128 ] || [ $rc = 255 ]; } && ! grep -q "runtime error\|Sanitizer" err || { echo "FAIL: $c of a file cut at $cut: $rc"; head -3 err; fail=1; }
	done
done
python3 - "$DATA/kwork.data" bad.data <<'PY'
import struct, sys, random
b = bytearray(open(sys.argv[1], 'rb').read())
off, size = struct.unpack_from('<QQ', b, 40)  # the data section
r = random.Random(7)
for _ in range(400):  # bytes of the samples overwritten: sizes, irq names' locations, fields
    b[off + r.randrange(size)] = r.randrange(256)
open(sys.argv[2], 'wb').write(b)
PY
for c in report latency timehist; do
	"$PERF" kwork $c -i bad.data >out 2>err
	rc=$?
	{ [ $rc -lt 128 ] || [ $rc = 255 ]; } && ! grep -q "runtime error\|Sanitizer" err || { echo "FAIL: $c of a corrupted file: $rc"; head -3 err; fail=1; }
done

compare() { compare_linux kwork "$@"; }
# LOST records (3, of 10, 11 and 12 events) put in a copy of the fixture: the tables' INFO
# line, as Linux perf prints it
if have linux-perf; then
	python3 "$TESTS_DIR/shell/lib/perfdata_add_lost.py" "$DATA/kwork.data" lost.data 3 ||
		{ echo "FAIL: cannot add LOST records"; exit 1; }
	compare lost.data -k irq,softirq report -S
	compare lost.data -k softirq latency
	compare lost.data timehist
	"$PERF" kwork report -i lost.data 2>/dev/null | grep -q '^  INFO: .* lost events (33 out of .*, in 3 chunks)' ||
		{ echo "FAIL: no lost events line"; fail=1; }
	# the options, as Linux perf lists them
	for c in "" report latency timehist; do
		# shellcheck disable=SC2086
		"$REF" kwork $c -h >ref.out 2>&1
		# shellcheck disable=SC2086
		"$PERF" kwork $c -h >our.out 2>&1
		cmp -s ref.out our.out || { echo "FAIL: perf kwork $c -h differs:"; diff ref.out our.out | head -5; fail=1; }
	done
else
	skip_part "Linux perf on a fixture with LOST records, the options as Linux perf lists them"
fi

# --- live: both perfs' recordings, read by both ---
if ! have kwork-events system-wide linux-perf; then
	skip_part "Linux perf's and our recordings"
	[ $fail = 0 ] && echo "ok: $n fixture cases"
	exit $fail
fi
work() { # disk writes that reach the disk, timers
	dd if=/dev/zero of=w.tmp bs=64k count=4 oflag=direct 2>/dev/null ||
		dd if=/dev/zero of=w.tmp bs=64k count=4 conv=fsync 2>/dev/null
	rm -f w.tmp
	sleep 0.2
}
export -f work
"$REF" kwork record -o ref.data -- bash -c work >/dev/null 2>&1 || { echo "FAIL: Linux perf kwork record"; exit 1; }
"$REF" kwork record -g -o ref-g.data -- bash -c work >/dev/null 2>&1 || { echo "FAIL: Linux perf kwork record -g"; exit 1; }
"$PERF" kwork record -o our.data -- bash -c work >/dev/null 2>&1 || { echo "FAIL: perf kwork record"; exit 1; }
"$PERF" kwork -k softirq,workqueue record -o our-k.data -- bash -c work >/dev/null 2>&1 || { echo "FAIL: perf kwork -k record"; exit 1; }
# Linux perf 6.1's report and latency print the work items' names after freeing them (its
# session, symbols and all, is deleted before the table): a name can end in a byte of the
# allocator's. These tables are compared in full without workqueues, and with them with
# the work items' names left out.
compare_masked() { # file args...
	local f=$1
	shift
	"$REF" kwork "$@" -i "$f" 2>/dev/null | sed 's/^  (w)[^|]*|/  (w) |/' >ref.out
	"$PERF" kwork "$@" -i "$f" 2>/dev/null | sed 's/^  (w)[^|]*|/  (w) |/' >our.out
	if ! cmp -s ref.out our.out; then
		echo "FAIL: perf kwork $* of $f differs from Linux perf's (work items' names aside):"
		diff ref.out our.out | head -6
		fail=1
	fi
	n=$((n + 1))
}
for f in ref.data our.data ref-g.data; do
	compare $f -k irq,softirq report -S
	compare $f -k softirq,irq latency
	compare $f -v -k irq latency -s count
	compare $f -k irq,softirq report -s count,max -C 0
	compare_masked $f report -S
	compare_masked $f latency -s max
	compare $f timehist
	compare $f -k workqueue timehist -C 1
done
compare our-k.data timehist
compare_masked our-k.data report
compare ref-g.data timehist -g
compare ref-g.data timehist -g --max-stack 2
compare ref-g.data -k softirq timehist -g -n RCU
grep -q ' <- ' <("$PERF" kwork timehist -g -i ref-g.data 2>/dev/null) || { echo "FAIL: no call chains shown"; fail=1; }
grep -q '(s)' <("$PERF" kwork report -i our.data 2>/dev/null) || { echo "FAIL: no softirq in our recording's report"; fail=1; }
# what perf kwork record asks for is Linux perf's, with its attrs
"$REF" evlist -v -i ref.data >ref.out 2>/dev/null
"$REF" evlist -v -i our.data >our.out 2>/dev/null
cmp -s ref.out our.out || { echo "FAIL: perf kwork record's events differ from Linux perf's:"; diff ref.out our.out | head; fail=1; }
[ "$("$REF" evlist -i our-k.data 2>/dev/null | grep -c '^irq:softirq\|^workqueue:')" = 6 ] || { echo "FAIL: -k softirq,workqueue record"; fail=1; }
"$REF" report --header-only -i our.data 2>/dev/null | grep -q "^# cmdline : .* kwork record -o our.data -- bash -c work" ||
	{ echo "FAIL: the cmdline is not the command typed"; fail=1; }
[ $fail = 0 ] && echo "ok: $n comparisons"
exit $fail
