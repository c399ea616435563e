#!/bin/bash
# desc: perf inject --jit: a jitdump's code loads as jitted-PID-N.so ELF files mapped by MMAP2 records, named alike by Linux perf and by us
# slow: node, and Linux perf's inject --jit and reports to compare with (~40 s)
# tests/progs/jit (x86_64) runs 6 bytes of code it announces in ./jit-PID.dump, recorded
# with -k mono. inject --jit must write jitted-PID-1.so beside the dump (Linux perf's name
# and place) holding those bytes in .text at 0x80, a symbol jit_spin_loop and a build-id
# note, and replace the dump's MMAP by an MMAP2 of that file at the code's address. Then
# the injected file reads as the original does (~all samples jit_spin_loop, in the .so now),
# for us and for Linux perf, whose report of our output must equal its report of its own
# inject's. A stream in and out too. Bad input: a recording without -k mono is refused in
# one line; a missing or corrupt dump and a file that cannot be written are one warning
# each, the dump's MMAP kept; a cut dump is named up to the cut. Then node (skipped
# without it): a recursive fib recorded with --perf-prof -g, Linux perf's report of our
# injected file equals its report of its own (self and children), fib at least half.
set -u
LPERF=${LPERF:-/usr/bin/perf}
JIT=$TESTS_DIR/progs/jit
. "$TESTS_DIR/shell/lib/caps.sh"
. "$TESTS_DIR/shell/lib/node_fib.sh"
# not under /tmp/perf-*: Linux perf takes every file there for a JIT's perf map
TMPD=$(mktemp -d /tmp/inject-jit-test.XXXXXX)
export PERF_BUILDID_DIR=$TMPD/debug
trap 'chmod -R u+w "$TMPD" 2>/dev/null; rm -rf "$TMPD"' EXIT
cd "$TMPD" || exit 1
fail() {
	echo "FAIL: $*"
	exit 1
}
# Linux perf's build-id cache is $HOME/.debug (it ignores PERF_BUILDID_DIR): ours, here
lperf() { HOME=$TMPD "$LPERF" "$@"; }
rows() { grep -v '^#' | grep '%'; }
[ -x "$JIT" ] || fail "$JIT not built (make test-progs)"
[ "$(uname -m)" = x86_64 ] || { echo "the JIT test program knows only x86_64 code"; exit 2; }
have linux-perf && LP=1 || LP=0

mkdir jit && cd jit || exit 1
$PERF record -q -k mono -F 1000 -o jit.data -- "$JIT" 0.5 jitdump >/dev/null 2>record.err ||
	{ cat record.err; fail "perf record -k mono failed"; }
dump=$(readlink -f jit-*.dump)
pid=$(basename "$dump" .dump)
pid=${pid#jit-}
so=$PWD/jitted-$pid-1.so
if [ $LP = 1 ]; then
	# Linux perf's own first (it writes the same file names): its report reads its copies
	# in its build-id cache
	lperf inject --jit -i jit.data -o ref.data 2>/dev/null || fail "Linux perf inject --jit failed"
	lperf report -i ref.data --stdio --sort dso,sym 2>/dev/null | rows >ref.txt
	rm -f jitted-*.so
fi
$PERF inject --jit -i jit.data -o inj.data 2>inject.err || { cat inject.err; fail "inject --jit failed"; }
[ -s inject.err ] && { cat inject.err; fail "inject --jit warned"; }
[ -f "$so" ] || { ls; fail "no $so"; }
# the code's bytes at 0x80 (dec %rdi; jnz; ret), the symbol, the note
code=$(od -An -tx1 -j 128 -N 6 "$so" | tr -d ' \n')
[ "$code" = 48ffcf75fbc3 ] || fail ".text at 0x80 holds $code, not the dump's code"
if command -v readelf >/dev/null; then
	readelf -sW "$so" | grep -Eq ' 0+80 +6 FUNC .* jit_spin_loop$' ||
		{ readelf -sW "$so"; fail "no symbol jit_spin_loop over the code"; }
	bid=$(readelf -n "$so" | sed -n 's/.*Build ID: \([0-9a-f]*\).*/\1/p')
	$PERF buildid-list -i inj.data | grep -qx "$bid $so" ||
		{ $PERF buildid-list -i inj.data; fail "build-id $bid of $so not in the table"; }
fi
# the dump's MMAP is gone, an MMAP2 of the file at the code's address stands for it
$PERF script -i inj.data --show-mmap-events 2>/dev/null | grep 'PERF_RECORD_MMAP' >mmaps.txt
grep -q "jit-$pid\\.dump" mmaps.txt && fail "the dump's MMAP is still there"
grep -Eq "MMAP2 $pid/[0-9]+: \\[0x[0-9a-f]+\\(0x6\\) @ 0x80 .* $so\$" mmaps.txt ||
	{ cat mmaps.txt; fail "no MMAP2 of $so for the 6 bytes of code"; }

# read as the original: the program spins in jit_spin_loop, now in the file (most samples;
# half at least, on a loaded machine where it waits for a CPU: the shares must be those of
# the dump read directly, below)
$PERF report -i inj.data --stdio --sort dso,sym 2>report.err | rows >ours.txt
[ -s report.err ] && { cat report.err; fail "report of the injected file warned"; }
share=$(awk -v so="jitted-$pid-1.so" '$2 == so && $4 == "jit_spin_loop" { s += $1 } END { printf "%d", s }' ours.txt)
[ "$share" -ge 50 ] || { head ours.txt; fail "$share% of the samples jit_spin_loop in the .so"; }
$PERF report -i jit.data --stdio --sort sym 2>/dev/null | rows >native.txt
$PERF report -i inj.data --stdio --sort sym 2>/dev/null | rows >injsym.txt
cmp -s native.txt injsym.txt || { diff native.txt injsym.txt | head; fail "--sort sym differs from the dump read directly"; }
if [ $LP = 1 ]; then
	lperf report -i inj.data --stdio --sort dso,sym 2>lp.err | rows >lp.txt
	[ -s lp.err ] && { cat lp.err; fail "Linux perf's report of ours warned"; }
	cmp -s ref.txt lp.txt || { diff ref.txt lp.txt | head; fail "Linux perf's report of ours differs from that of its own inject"; }
else
	skip_part "the comparison with Linux perf's inject --jit"
fi

# a stream in, a stream out
rm -f jitted-*.so
$PERF inject --jit <jit.data 2>pipe.err | $PERF report -i - --stdio --sort dso,sym 2>>pipe.err | rows >pipe.txt
[ -s pipe.err ] && { cat pipe.err; fail "inject --jit in a pipe warned"; }
grep -q "jitted-$pid-1.so *\\[\\.\\] jit_spin_loop" pipe.txt || { head pipe.txt; fail "a stream: not named"; }

# a file that cannot be written (a directory in its way): one warning, the MMAP kept
rm -f "$so" && mkdir "$so"
$PERF inject --jit -i jit.data -o bad.data 2>inject.err || { cat inject.err; fail "inject failed on an unwritable file"; }
[ "$(grep -c . inject.err)" = 1 ] && grep -q "cannot write $so" inject.err ||
	{ cat inject.err; fail "not one warning for an unwritable file"; }
$PERF script -i bad.data --show-mmap-events 2>/dev/null | grep -q "jit-$pid\\.dump" || fail "the dump's MMAP was lost"
rmdir "$so"

# a cut dump: the load's name and 2 of its 6 bytes of code (header 40, load 56 + name 14 + 6)
cp "$dump" dump.orig
truncate -s 112 "$dump"
$PERF inject --jit -i jit.data -o cut.data 2>inject.err || { cat inject.err; fail "inject failed on a cut dump"; }
[ "$(grep -c . inject.err)" = 1 ] && grep -q "not named" inject.err ||
	{ cat inject.err; fail "not one warning for a cut dump"; }
$PERF report -i cut.data --stdio --sort sym 2>/dev/null | rows | grep -q jit_spin_loop ||
	fail "a cut load is not named"

# a corrupt dump (not a jitdump), a missing one: one warning, the MMAP kept
for bad in corrupt missing; do
	if [ $bad = corrupt ]; then printf 'not a jitdump at all, 40 bytes long.....' >"$dump"; else rm -f "$dump"; fi
	$PERF inject --jit -i jit.data -o bad.data 2>inject.err || { cat inject.err; fail "inject failed on a $bad dump"; }
	[ "$(grep -c . inject.err)" = 1 ] && grep -q "cannot be read" inject.err ||
		{ cat inject.err; fail "not one warning for a $bad dump"; }
	$PERF script -i bad.data --show-mmap-events 2>/dev/null | grep -q "jit-$pid\\.dump" ||
		fail "the MMAP of a $bad dump was lost"
done
cp dump.orig "$dump"

# no -k mono: the dump's times are not the samples'; refused in one line, no output
rm -f jit-*.dump
$PERF record -q -F 1000 -o nomono.data -- "$JIT" 0.2 jitdump >/dev/null 2>&1 || fail "perf record failed"
$PERF inject --jit -i nomono.data -o nomono-inj.data 2>inject.err && fail "inject --jit took a recording without -k mono"
[ "$(grep -c . inject.err)" = 1 ] && grep -q -- "-k mono" inject.err ||
	{ cat inject.err; fail "not one line saying -k mono"; }
[ -e nomono-inj.data ] && fail "an output was left"
cd "$TMPD" || exit 1

# node: the acceptance workload
if ! command -v node >/dev/null; then
	skip_part "node (nodejs not installed)"
	echo ok
	exit 0
fi
mkdir node && cd node || exit 1
node_fib_js 6
node_fib_record perf.data -g
ls jit-*.dump >/dev/null 2>&1 || fail "node --perf-prof wrote no jitdump"
jit_rows() { rows | grep -E '\[\.\] [A-Za-z]+:([^:]|$)'; }
if [ $LP = 1 ]; then
	lperf inject --jit -i perf.data -o ref.data 2>/dev/null || fail "Linux perf inject --jit failed"
	for opt in --no-children --children; do
		lperf report -i ref.data --stdio --sort sym $opt -g none 2>/dev/null | jit_rows >ref$opt.txt
	done
	rm -f jitted-*.so
fi
$PERF inject --jit -i perf.data -o inj.data 2>inject.err || { cat inject.err; fail "inject --jit of node's recording failed"; }
[ -s inject.err ] && { cat inject.err; fail "inject --jit of node's recording warned"; }
$PERF report -i inj.data --stdio --sort sym --no-children -g none 2>/dev/null | rows >ours.txt
share=$(awk '/JS:\*fibonacciRecursive/ { s += $1 } END { printf "%d", s }' ours.txt)
echo "$share% of node's samples JS:*fibonacciRecursive in the injected file"
[ "$share" -ge 50 ] || { head ours.txt; fail "only $share% of the samples named JS:*fibonacciRecursive"; }
if [ $LP = 1 ]; then
	for opt in --no-children --children; do
		# (no warning: the MMAP2s in time order, the rounds true, no event out of order)
		lperf report -i inj.data --stdio --sort sym $opt -g none 2>lp.err | jit_rows >lp$opt.txt
		[ -s lp.err ] && { cat lp.err; fail "Linux perf's report $opt of ours warned"; }
		grep -q 'JS:\*fibonacciRecursive' lp$opt.txt || fail "Linux perf names no JS:*fibonacciRecursive in ours"
		cmp -s ref$opt.txt lp$opt.txt ||
			{ diff ref$opt.txt lp$opt.txt | head; fail "Linux perf's report $opt of ours differs from that of its own inject"; }
	done
else
	skip_part "the comparison with Linux perf's inject --jit of node's recording"
fi
echo ok
