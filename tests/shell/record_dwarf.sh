#!/bin/bash
# desc: perf record --call-graph dwarf: user stacks through code without frame pointers, as Linux perf unwinds them
#
# The programs (tests/progs/dwarf_*) and the chains their samples must show, caller first:
#   dwarf_qsort    main;sort_many;<libc's qsort>;msort_with_tmp...;cmp_slow   (libc: no fp)
#                  ...;cmp_slow;spin_inlined (inlined)                        (--inline)
#   dwarf_cxx      main;sort_vec...;<std::sort's templates>;slow_less          (-O2, no fp;
#                  the final insertion sort is inlined into sort_vec: no template frame)
#                  main;catcher;middle...;Guard::~Guard   (the cleanup while a throw unwinds)
#   dwarf_recurse  main;recurse x12;leaf_spin                                 (-O2, no fp)
# Every sample whose leaf is the workload's hot function must show its whole chain; Linux
# perf must fold our recordings into the same stacks, and we its recordings.
. "$(dirname "$0")/lib/record_lib.sh"
need
D=$TESTS_DIR/progs
for p in dwarf_qsort dwarf_cxx dwarf_recurse; do
	[ -x "$D/$p" ] || fail "$D/$p not built (make test-progs)"
done

# stackcollapse-perf.pl's folding of perf script -F comm,ip,sym: "comm;caller;...;leaf N"
collapse() {
	awk '
	/^[^\t ]/ && NF { comm = $1; stack = ""; insample = 1; next }
	/^[\t ]/ && NF { sym = $0; sub(/^[\t ]*[0-9a-f]+ /, "", sym)
		stack = stack == "" ? sym : sym ";" stack; next }
	/^$/ { if (insample && stack != "") n[comm ";" stack]++; insample = 0 }
	END { if (insample && stack != "") n[comm ";" stack]++
	      for (s in n) print s " " n[s] }' "$1" | sort
}

# check FOLDED LEAF REGEX MIN: every stack ending in ;LEAF matches REGEX, at least MIN samples
check() {
	local folded=$1 leaf=$2 re=$3 min=$4 all good
	all=$(grep -E ";$leaf [0-9]+\$" "$folded" | awk '{ s += $NF } END { print s + 0 }')
	good=$(grep -E "$re [0-9]+\$" "$folded" | awk '{ s += $NF } END { print s + 0 }')
	echo "$folded: $good of $all samples in $leaf with the expected chain"
	[ "$all" -ge "$min" ] || fail "$folded: $all samples in $leaf, expected at least $min"
	[ "$good" = "$all" ] || {
		grep -E ";$leaf [0-9]+\$" "$folded" | grep -vE "$re [0-9]+\$" | head -5
		fail "$folded: a $leaf sample without the expected chain"
	}
}

# the user stacks of a file, ours and Linux perf's, restricted to the workload's (from main)
fold_both() {
	$PERF script -i "$1" -F comm,ip,sym >"$1.ours" 2>"$1.err" || { cat "$1.err"; fail "perf script -i $1"; }
	$LPERF script --no-inline -i "$1" -F comm,ip,sym >"$1.ref" 2>/dev/null || fail "Linux perf script -i $1"
	collapse "$1.ours" | grep ';main;' >"$1.ours.folded"
	collapse "$1.ref" | grep ';main;' >"$1.ref.folded"
}

same_folded() {
	cmp -s "$1.ref.folded" "$1.ours.folded" || {
		diff "$1.ref.folded" "$1.ours.folded" | head -10
		fail "$1: Linux perf folds other stacks than ours"
	}
}

# cpu-clock: this machine has no hardware PMU. CPU seconds, so the count does not depend on load.
rec() {
	local out=$1
	shift
	$PERF record -q -e cpu-clock --call-graph dwarf -o "$out" -- "$@" 2>err.txt ||
		{ cat err.txt; fail "record --call-graph dwarf $*"; }
}

rec q.data "$D/dwarf_qsort" 0.3
fold_both q.data
check q.data.ours.folded cmp_slow \
	'^dwarf_qsort;_start;__libc_start_main[^;]*;__libc_start_call_main;main;sort_many;[^;]*qsort[^;]*(;msort_with_tmp[^;]*)+;cmp_slow' 100
same_folded q.data
# --inline: the inlined spin loop is a frame of its own, as Linux perf shows it by default
$PERF script --inline -i q.data -F comm,ip,sym >qi.ours 2>/dev/null || fail "perf script --inline"
$LPERF script -i q.data -F comm,ip,sym >qi.ref 2>/dev/null || fail "Linux perf script (inline)"
collapse qi.ours | grep ';main;' >qi.ours.folded
collapse qi.ref | grep ';main;' >qi.ref.folded
check qi.ours.folded 'spin_inlined \(inlined\)' \
	'^dwarf_qsort;_start;__libc_start_main[^;]*;__libc_start_call_main;main;sort_many;[^;]*qsort[^;]*(;msort_with_tmp[^;]*)+;cmp_slow;spin_inlined \(inlined\)' 100
grep -E ';spin_inlined \(inlined\) [0-9]+$' qi.ref.folded >qi.ref.leaf
grep -E ';spin_inlined \(inlined\) [0-9]+$' qi.ours.folded >qi.ours.leaf
cmp -s qi.ref.leaf qi.ours.leaf || {
	diff qi.ref.leaf qi.ours.leaf | head -10
	fail "--inline: Linux perf folds other stacks than ours"
}

rec c.data "$D/dwarf_cxx" 0.6
fold_both c.data
check c.data.ours.folded slow_less \
	';main;sort_vec[^;]*(;[^;]*std::__[a-z_]*(sort|introsort|insertion|unguarded)[^;]*)*;slow_less' 50
check c.data.ours.folded 'Guard::~Guard' ';main;catcher(\(int\))?;middle[^;]*;Guard::~Guard' 50
same_folded c.data

rec r.data "$D/dwarf_recurse" 0.3
fold_both r.data
check r.data.ours.folded 'leaf_spin' ';main(;recurse){12};leaf_spin' 100
same_folded r.data

# Linux perf's recording, read by us: the same stacks
$LPERF record -q -e cpu-clock --call-graph dwarf -o lr.data -- "$D/dwarf_recurse" 0.3 2>err.txt ||
	{ cat err.txt; fail "Linux perf record --call-graph dwarf"; }
fold_both lr.data
check lr.data.ours.folded 'leaf_spin' ';main(;recurse){12};leaf_spin' 100
same_folded lr.data

# The binary gone after the recording: its CFI comes from the build-id cache record filled
# (PERF_BUILDID_DIR, private to this test)
cp "$D/dwarf_recurse" gone_recurse
rec gone.data ./gone_recurse 0.2
rm gone_recurse
$PERF script -i gone.data -F comm,ip,sym >gone.txt 2>/dev/null || fail "perf script -i gone.data"
collapse gone.txt >gone.folded
check gone.folded 'leaf_spin' ';main(;recurse){12};leaf_spin' 50

# report shows the same chain (callee first, --no-children)
$PERF report -i r.data --stdio --no-children -q --percent-limit 50 2>/dev/null >rep.txt
awk '/\[\.\] leaf_spin/ { on = 1; next } on && /---/ { sub(/.*---/, ""); print; next }
     on && /^ *[a-z_]+$/ { print $1 } on && /^$/ { exit }' rep.txt | tr '\n' ' ' >path.txt
expect="leaf_spin$(printf ' recurse%.0s' $(seq 12)) main __libc_start_call_main "
[ "$(cut -c1-${#expect} path.txt)" = "$expect" ] || {
	head -30 rep.txt
	fail "report: leaf_spin's chain is not $expect"
}

# The unwinder's memo (a sample with the same inputs as an earlier one) is a short cut:
# PERF_REPORT_PLAIN=1 turns it off, and the outputs must not change
for f in q.data c.data r.data; do
	$PERF script -i $f -F comm,tid,ip,sym >memo.txt 2>memo.err
	PERF_REPORT_PLAIN=1 $PERF script -i $f -F comm,tid,ip,sym >plain.txt 2>plain.err
	cmp -s memo.txt plain.txt && cmp -s memo.err plain.err ||
		{ diff plain.txt memo.txt | head; fail "$f: the memo changes perf script's stacks"; }
	$PERF report -i $f --stdio >memo.txt 2>&1
	PERF_REPORT_PLAIN=1 $PERF report -i $f --stdio >plain.txt 2>&1
	cmp -s memo.txt plain.txt || { diff plain.txt memo.txt | head; fail "$f: the memo changes perf report"; }
done

# Stacks that fit: the header still says how many stopped early (a few at most: a sample
# in an epilogue, whose saved registers are below the copied stack)
line=$($PERF report -i r.data --stdio 2>/dev/null | grep '^# DWARF unwinding:') ||
	fail "r.data: no DWARF unwinding line in the header"
echo "$line"
pct=$(echo "$line" | sed -n 's/.*early (\([0-9.]*\)%).*/\1/p')
[ "${pct%.*}" -lt 5 ] || fail "r.data: $pct% of the stacks stopped early"

# A stack deeper than the copy: never silently short. 40 levels of 1 KiB > 8192 bytes.
rec deep.data "$D/dwarf_recurse" 0.3 40 1024
$PERF report -i deep.data --stdio 2>/dev/null >deep.txt
line=$(grep '^# DWARF unwinding:' deep.txt) || { head -20 deep.txt; fail "no DWARF unwinding line in the header"; }
echo "$line"
pct=$(echo "$line" | sed -n 's/.*early (\([0-9.]*\)%).*/\1/p')
cut=$(echo "$line" | sed -n 's/.*stack copy too small \([0-9]*\),.*/\1/p')
[ "${pct%.*}" -ge 50 ] || fail "deep stacks: only $pct% said to stop early"
[ "$cut" -ge 100 ] || fail "deep stacks: $cut cut by the copy"
size=$(sed -n 's/^#   --call-graph dwarf,\([0-9]*\) would have covered.*/\1/p' deep.txt)
[ -n "$size" ] || { grep DWARF -A1 deep.txt; fail "no SIZE suggested"; }
# 40 frames of 1 KiB and more: the suggestion must be above 40 KiB and a valid size
[ "$size" -gt 40960 ] && [ "$size" -le 65528 ] || fail "suggested SIZE $size for 40 KiB stacks"
$PERF report -i deep.data --stat 2>/dev/null | grep -q '^DWARF unwinding: .*stack copy too small' ||
	fail "--stat: no DWARF unwinding line"
$PERF script -i deep.data 2>&1 >/dev/null | grep -q '^DWARF unwinding: ' ||
	fail "script: the cut stacks are not said"
# with the suggested size, the same stacks unwind whole
$PERF record -q -e cpu-clock --call-graph dwarf,"$size" -o deep2.data -- "$D/dwarf_recurse" 0.3 40 1024 2>err.txt ||
	{ cat err.txt; fail "record --call-graph dwarf,$size"; }
$PERF script -i deep2.data -F comm,ip,sym >deep2.txt 2>/dev/null
collapse deep2.txt >deep2.folded
check deep2.folded leaf_spin ';main(;recurse){40};leaf_spin' 100

echo "record dwarf: ok"
exit 0
