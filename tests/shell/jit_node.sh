#!/bin/bash
# desc: node --perf-prof: JIT frames named from its jitdump with no perf inject, as Linux perf names them after inject --jit
# A recursive fib in node, recorded with -k mono -g. Our report and script read node's
# jit-PID.dump directly; Linux perf reads the same recording after perf inject --jit (one ELF
# file per function). Both see the same samples, so their rows must be equal (the DSO
# column aside: the dump for us, a jitted-PID-N.so each for Linux perf). Without Linux perf,
# the share of fib: it is ~95% of node's CPU time (the rest is node's start, ~0.1 s of the
# ~1 s run), so at least half of the samples, hundreds at 1 kHz, fall in it unless the
# naming failed. annotate disassembles fib from the dump's bytes. Then: a dump cut in half is read for its first half with one warning, and
# a recording without -k mono is not named from the dump, with a warning (as Linux perf's
# inject refuses it).
set -u
LPERF=${LPERF:-/usr/bin/perf}
command -v node >/dev/null || { echo "node not installed (nodejs)"; exit 2; }
. "$TESTS_DIR/shell/lib/caps.sh"
. "$TESTS_DIR/shell/lib/node_fib.sh"
# not under /tmp/perf-*: Linux perf takes every file there for a JIT's perf map
TMPD=$(mktemp -d /tmp/jit-node-test.XXXXXX)
# one build-id cache for both perfs: Linux perf 6.1 reads $HOME/.debug only (not
# PERF_BUILDID_DIR), and names the [vdso] from the copy our record puts there
export PERF_BUILDID_DIR=$TMPD/.debug
lperf() { HOME=$TMPD $LPERF "$@"; }
trap 'rm -rf "$TMPD"' EXIT
cd "$TMPD" || exit 1
fail() {
	echo "FAIL: $*"
	exit 1
}

node_fib_js 4
# the runtime's side first, without our perf: node writes a jitdump here
node --perf-prof fib.js >/dev/null 2>&1 || fail "node --perf-prof fib.js failed"
ls jit-*.dump >/dev/null 2>&1 || { echo "node --perf-prof wrote no jit-PID.dump"; exit 2; }
rm -f jit-*.dump

node_fib_record perf.data -g
dump=$(readlink -f jit-*.dump)
rows() { grep -v '^#' | grep '%'; }
$PERF report -i perf.data --stdio --sort sym --no-children -g none 2>report.err | rows >ours.txt
[ -s report.err ] && { cat report.err; fail "report warned"; }
share=$(awk '/fibonacciRecursive/ { s += $1 } END { printf "%d", s }' ours.txt)
nr=$($PERF report -i perf.data --stdio --sort sym 2>/dev/null | sed -n 's/^# Samples: \([0-9]*\).*/\1/p')
echo "$share% of $nr samples named JS fibonacciRecursive"
[ "$share" -ge 50 ] || { head ours.txt; fail "only $share% of the samples named fibonacciRecursive"; }

# script: each sample's symbol, and its source line when the dump has one
$PERF script -i perf.data -F ip,sym -G 2>/dev/null >script.txt
grep -q 'JS:\*fibonacciRecursive' script.txt || fail "script names no sample JS:*fibonacciRecursive"

# annotate: the code from the dump's bytes, at the addresses it ran at
fib=$(sed -n 's/.*\[\.\] \(JS:\*fibonacciRecursive.*[^ ]\) *$/\1/p' ours.txt | head -1)
$PERF annotate -i perf.data --stdio -s "$fib" 2>annotate.err >annotate.txt || {
	cat annotate.err
	fail "annotate $fib failed"
}
pcts() { sed -n 's/^ *\([0-9.]*\) : *[0-9a-f]*: .*/\1/p'; }
[ "$(pcts <annotate.txt | wc -l)" -ge 10 ] || { head annotate.txt; fail "annotate shows no code of $fib"; }

if have linux-perf; then
	# every row (the JIT's "JS:...", node's C++ as libiberty names it, labels nested in
	# builtins as Linux perf's lookup finds them, the kernel, the [vdso]), self and with
	# children: the same names and shares
	lperf inject --jit -i perf.data -o injected.data 2>/dev/null || fail "Linux perf inject --jit failed"
	for opt in --no-children --children; do
		lperf report -i injected.data --stdio --sort sym $opt -g none 2>/dev/null | rows >ref.txt
		$PERF report -i perf.data --stdio --sort sym $opt -g none 2>/dev/null | rows >ours.txt
		grep -q 'JS:\*fibonacciRecursive' ref.txt || fail "Linux perf names no JS:*fibonacciRecursive after inject"
		cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head; fail "report $opt --sort sym differs from Linux perf's after inject"; }
	done
	# the same instructions with the same shares (Linux perf shows them at the ELF file's
	# addresses, we at those the code ran at)
	lperf annotate -i injected.data --stdio -s "$fib" 2>/dev/null | pcts >ref.txt
	pcts <annotate.txt >ours.txt
	cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head; fail "annotate's shares differ from Linux perf's after inject"; }
	lperf script -i injected.data -F ip,sym -G 2>/dev/null >ref.txt
	cmp -s ref.txt script.txt || { diff ref.txt script.txt | head; fail "script -F ip,sym differs from Linux perf's after inject"; }
else
	skip_part "the comparison with Linux perf after inject"
fi

# a dump cut in half: what it holds is named, one warning, no crash
size=$(stat -c %s "$dump")
truncate -s $((size / 2)) "$dump"
$PERF report -i perf.data --stdio --sort sym 2>report.err >/dev/null || fail "report of a cut dump failed"
[ "$(grep -c 'not named' report.err)" = 1 ] || { cat report.err; fail "not one warning for a cut dump"; }

# without -k mono the dump's times are not the samples': not used, said once
rm -f jit-*.dump
$PERF record -q -g -F 1000 -o nomono.data -- node --perf-prof fib.js >/dev/null 2>&1 ||
	fail "perf record node failed"
$PERF report -i nomono.data --stdio --sort sym 2>report.err | rows >ours.txt
grep -q 'CLOCK_MONOTONIC' report.err || { cat report.err; fail "no warning for a recording without -k mono"; }
[ "$(grep -c . report.err)" = 1 ] || { cat report.err; fail "more than one warning"; }
grep -q 'fibonacciRecursive' ours.txt && fail "named from a dump of another clock"
echo ok
