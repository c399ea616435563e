#!/bin/bash
# desc: perf kallsyms: the running kernel's symbols, their ranges, as Linux perf prints them
#
# 300 text symbols of /proc/kallsyms picked at random (and a name that is none). Linux
# perf 6.1 answers "not found" for the boot-time symbols between _sinittext and
# _einittext, which /proc/kallsyms still lists: ours gives their ranges, so they are
# left out of the comparison.
. "$TESTS_DIR/shell/lib/parity_tmp.sh"
require kallsyms

read -r init_lo init_hi < <(awk '$3 == "_sinittext" { lo = $1 } $3 == "_einittext" { hi = $1 }
	END { print lo, hi }' /proc/kallsyms)
awk -v lo="${init_lo:-0}" -v hi="${init_hi:-0}" '$2 ~ /^[tT]$/ && $4 == "" &&
	!(lo != "0" && $1 >= lo && $1 < hi) { print $3 }' /proc/kallsyms | shuf -n 300 >syms
[ "$(wc -l <syms)" -ge 100 ] || { echo "FAIL: fewer than 100 text symbols in /proc/kallsyms"; exit 1; }
echo no_such_symbol_here >>syms
# shellcheck disable=SC2046
"$REF" kallsyms $(cat syms) >ref.out 2>/dev/null
# shellcheck disable=SC2046
"$PERF" kallsyms $(cat syms) >our.out 2>err || { cat err; echo "FAIL: perf kallsyms"; exit 1; }
cmp -s ref.out our.out || { echo "FAIL: perf kallsyms differs from Linux perf's:"; diff ref.out our.out | head; fail=1; }
grep -q '^no_such_symbol_here: not found$' our.out || { echo "FAIL: no 'not found' line"; fail=1; }
[ "$(grep -c ': \[kernel\] \[kernel.kallsyms\] 0x' our.out)" -ge 100 ] || { echo "FAIL: few ranges printed"; fail=1; }
"$PERF" kallsyms >out 2>&1 && { echo "FAIL: no symbol name accepted"; fail=1; }
exit $fail
