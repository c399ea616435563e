#!/bin/bash
# desc: perf script: addresses where symbols nest (asm labels inside functions, node's deopt labels in its builtins) named as Linux perf's lookup names them
#
# A symbol that starts inside another (a global asm label in a function, grown to the next
# symbol) holds its addresses together with that one; Linux perf's lookup returns whichever
# of the two its symbol tree meets first on the way down, so the answer follows the tree's
# shape, which we replay (symtab__linux_nested). Samples of a Linux perf recording are moved
# (lib/perfdata_set_ips.py) onto each nested symbol's start and one byte in, and onto the
# function holding it (lib/nested_symbols.py): in a program of 60 functions with labels,
# and in node, whose Builtins_JSConstructStubGeneric holds construct_stub_*_deopt_addr.
. "$(dirname "$0")/lib/record_lib.sh"
need
command -v cc >/dev/null || { echo "no C compiler"; exit 2; }
# not under $TMPD (/tmp/perf-...): Linux perf takes /tmp/perf-* files for JIT symbol maps
dir=$(mktemp -d /tmp/nested-syms.XXXXXX)
trap 'rm -rf "$dir"; cleanup' EXIT
cd "$dir" || fail "cd $dir"

# the program: f0..f59, each with two global labels inside its loop
{
	echo 'volatile long sink;'
	for i in $(seq 0 59); do
		cat <<C
__attribute__((noinline)) void f$i(long n)
{
	for (long i = 0; i < n; i++) {
		sink += i;
		__asm__ volatile(".globl in${i}_a\nin${i}_a:\n\tnop\n\tnop");
		sink ^= i;
		__asm__ volatile(".globl in${i}_b\nin${i}_b:\n\tnop");
	}
}
C
	done
	echo 'int main(void) { for (int r = 0; r < 400; r++) {'
	for i in $(seq 0 59); do echo "f$i(2000);"; done
	echo '} return 0; }'
} >nest.c
cc -O1 -o nest nest.c || fail "cc nest.c failed"
prog=$(readlink -f nest)
addrs=$(python3 "$TESTS_DIR/shell/lib/nested_symbols.py" "$prog" 400)
[ "$(echo "$addrs" | wc -w)" -ge 300 ] || fail "nest has no nested labels: $addrs"
$LPERF record -q -e cpu-clock -F 10000 -o rec.data -- ./nest >/dev/null 2>&1 || fail "Linux perf record ./nest failed"
# shellcheck disable=SC2086
python3 "$TESTS_DIR/shell/lib/perfdata_set_ips.py" rec.data placed.data $addrs >/dev/null ||
	fail "placing the samples failed"
$LPERF script -i placed.data -F ip,sym,symoff >ref.txt 2>/dev/null
$PERF script -i placed.data -F ip,sym,symoff >ours.txt 2>/dev/null
# both answers occur: a label found at its start, and one passed over for its function
grep -q ' in[0-9]*_[ab]+0x0$' ref.txt || fail "Linux perf finds no label: the placement did not take"
grep -q ' f[0-9]*+0x[1-9a-f]' ref.txt || fail "Linux perf finds no function past a label's start"
cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head -20; fail "script differs from Linux perf's (nest)"; }

if command -v node >/dev/null; then
	node=$(readlink -f "$(command -v node)")
	addrs=$(python3 "$TESTS_DIR/shell/lib/nested_symbols.py" "$node" 200)
	[ -n "$addrs" ] || fail "no nested symbols in $node"
	$LPERF record -q -e cpu-clock -F 10000 -o node.data -- node -e \
		'let s = 0; for (let i = 0; i < 3e7; i++) s += i % 7; console.log(s)' >/dev/null 2>&1 ||
		fail "Linux perf record node failed"
	# shellcheck disable=SC2086
	python3 "$TESTS_DIR/shell/lib/perfdata_set_ips.py" node.data placed.data $addrs >/dev/null ||
		fail "placing the samples in node failed"
	$LPERF script -i placed.data -F ip,sym,symoff >ref.txt 2>/dev/null
	$PERF script -i placed.data -F ip,sym,symoff >ours.txt 2>/dev/null
	cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head -20; fail "script differs from Linux perf's (node)"; }
else
	skip_part "node's nested symbols: node is not installed"
fi
echo ok
