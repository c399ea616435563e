#!/bin/bash
# desc: perf report: our own recordings report as Linux perf reports them
#
# Records record_prog with our perf, flat and with -g, and reports each file with our perf
# and Linux perf for several sort keys and call-graph modes. Both run with --symfs pointing
# at a directory holding only the workload, so they resolve exactly the same objects; the
# rows (blanks squeezed, the random "# (Tip: ...)" line left out) must be identical, but for
# one thing: we read [vdso] symbols from this machine's vDSO image when its build-id is the
# recorded one and Linux perf under --symfs does not, so [vdso] lines and the column rule
# (whose width follows the longest symbol) are left out of the comparison. Rows of equal
# weight may come in another order (ties), so the flat reports compare as sorted sets.
# Call graphs compare exactly, in both orders, without --children, for the entries of 1% and
# more. Not compared yet, a known difference: with --children, Linux perf leaves out some
# small branches (under 1%) below an entry that we print, and orders children entries of
# equal weight otherwise.
. "$(dirname "$0")/lib/record_lib.sh"
need

symfs=$TMPD/symfs
mkdir -p "$symfs$(dirname "$PROG")"
cp "$PROG" "$symfs$PROG"
norm() {
	grep -v -i -e '^# (.*)$' -e 'vdso' -e '^# \.\.\.' | sed -e 's/[[:space:]]\{1,\}/ /g' -e 's/ $//'
}

"$PERF" record -q -F 2000 -o flat.data -- "$PROG" hot 0.5 >/dev/null 2>rec.err ||
	{ cat rec.err; fail "perf record failed"; }
"$PERF" record -q -g -F 2000 -o g.data -- "$PROG" chain 0.5 >/dev/null 2>rec.err ||
	{ cat rec.err; fail "perf record -g failed"; }

n=0
while read -r how f args; do
	sorted=cat
	[ "$how" = set ] && sorted=sort
	# shellcheck disable=SC2086
	"$PERF" report --stdio -i $f --symfs "$symfs" $args 2>/dev/null | norm | $sorted >ours.txt
	# shellcheck disable=SC2086
	"$LPERF" report --stdio -i $f --symfs "$symfs" $args 2>/dev/null | norm | $sorted >ref.txt
	grep -q '%' ref.txt || fail "Linux perf printed no rows for $f $args"
	if ! cmp -s ours.txt ref.txt; then
		diff ref.txt ours.txt | head -20
		fail "report -i $f $args differs from Linux perf's"
	fi
	n=$((n + 1))
done <<'CASES'
set flat.data --sort comm
set flat.data --sort comm,dso
set flat.data --sort comm,dso,sym
set flat.data -n --sort dso,sym
set g.data --no-children --sort comm,dso,sym
exact g.data -g --no-children --percent-limit 1
exact g.data -g caller --no-children --percent-limit 1
exact g.data --no-children --percent-limit 1
exact g.data -g folded --no-children --percent-limit 1
CASES
echo "$n reports identical"
exit 0
