#!/bin/bash
# desc: perf report after the profiled program is rebuilt (symbols by build-id from the cache) or gone (warning, raw addresses)
. "$(dirname "$0")/lib/buildid_lib.sh"
need

PROG=$TMPD/bin/prog
build_prog "$PROG"
bid=$(elf_build_id "$PROG")
"$PERF" record -o perf.data -- "$PROG" 0.5 2>rec.txt || { cat rec.txt; fail "perf record failed"; }
# record put the program in the cache under its build-id
[ -f "$PERF_BUILDID_DIR$PROG/$bid/elf" ] || fail "record did not cache $PROG ($bid)"
report_rows "$PERF" perf.data >before.txt
cat before.txt
a=$(share_of bid_alpha <before.txt)
b=$(share_of bid_beta <before.txt)
[ "$a" -ge 40 ] && [ "$b" -ge 15 ] || fail "report before the rebuild: bid_alpha $a%, bid_beta $b%"

# --- rebuilt with other code at the same path (new inode) and then rewritten in place
build_prog "$PROG" 2
[ "$(elf_build_id "$PROG")" != "$bid" ] || fail "the rebuild kept the build-id"
report_rows "$PERF" perf.data >rebuilt.txt
grep -q rebuilt_ rebuilt.txt && fail "report took symbols from the rebuilt file"
cmp -s before.txt rebuilt.txt || { diff before.txt rebuilt.txt; fail "report changed after the rebuild"; }
build_prog "$TMPD/other" 2
cp "$TMPD/other" "$PROG" # same inode, new contents
report_rows "$PERF" perf.data >inplace.txt
cmp -s before.txt inplace.txt || { diff before.txt inplace.txt; fail "report changed after rewriting the file in place"; }
# Linux perf agrees on what the cache holds
report_rows "$LPERF" perf.data >lp.txt
[ "$(share_of bid_alpha <lp.txt)" -ge 40 ] || fail "Linux perf report does not find bid_alpha in the cache record wrote"

# --- program deleted and cache emptied: a warning, raw addresses, no crash
rm -f "$PROG"
"$PERF" buildid-cache -p "$PROG" || fail "buildid-cache -p failed"
[ -e "$PERF_BUILDID_DIR$PROG/$bid" ] && fail "-p left $PROG's build-id in the cache"
"$PERF" report -i perf.data --stdio --sort comm,dso,sym >gone.txt 2>gone-err.txt
rc=$?
[ $rc = 0 ] || { cat gone-err.txt; fail "report exited $rc with the program gone"; }
grep -qF "$PROG with build id $bid not found, continuing without symbols" gone-err.txt ||
	{ cat gone-err.txt; fail "no 'with build id ... not found, continuing without symbols' warning"; }
grep -v '^#' gone.txt | grep . >gone-rows.txt
cat gone-rows.txt | head -5
grep -qE 'bid_alpha|bid_beta|rebuilt_' gone-rows.txt && fail "symbols shown with neither file nor cache"
grep -qE ' prog +\[\.\] 0x[0-9a-f]+' gone-rows.txt || fail "no raw addresses for prog"
# the rows' shares still add up: prog keeps its samples, just without names
p=$(awk '$3 == "prog" { sub("%", "", $1); v += $1 } END { printf "%d\n", v }' gone-rows.txt)
[ "$p" -ge 80 ] || fail "prog's rows add up to $p%, expected the profile's share"
exit 0
