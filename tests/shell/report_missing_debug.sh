#!/bin/bash
# desc: perf report: the objects without symbols named once with their share of the samples (not a "No symbols found" each), --missing-debug says what lacks symbols or DWARF and where perf looked
#
# Issue 29. One recording of a stripped program and of an unstripped one built without -g:
# report's stderr names the stripped one with its exact share of the samples (from
# report -F sample,dso) and not the other; --missing-debug lists the first as "no symbols"
# and the second as "no debug info", with their build-ids and the places looked in.
. "$(dirname "$0")/lib/record_lib.sh"
for t in gcc strip; do
	command -v $t >/dev/null || { echo "no $t"; exit 2; }
done
# (no DEBUGINFOD_URLS: perf test unsets the user's, which this checks below)
cp "$TESTS_DIR/shell/lib/static_spin.c" spin.c || fail "cp"
gcc -O1 -g -Wl,--build-id -o stripped spin.c && strip -s stripped || fail "building the stripped program"
gcc -O1 -g0 -Wl,--build-id -o nodwarf spin.c || fail "building the program without DWARF"
"$PERF" record -q -e cpu-clock -o mix.data -- sh -c "./stripped; ./nodwarf" || fail "record failed"

"$PERF" report --stdio -i mix.data >out.txt 2>err.txt || fail "report failed"
grep -q "No symbols found" err.txt && { cat err.txt; fail "report still says \"No symbols found\""; }
grep -q '^Warning: no symbols for .* of the samples' err.txt || { cat err.txt; fail "no summary of the objects without symbols"; }
# the stripped program's exact share of the samples, as report's Samples column counts them
want=$("$PERF" report --stdio -F sample,dso -i mix.data 2>/dev/null | awk '
	/^#/ || NF < 2 { next }
	{ total += $1; if ($2 == "stripped") n += $1 }
	END { if (total) printf "%.2f%%\n", 100 * n / total }')
[ -n "$want" ] || fail "report -F sample,dso shows no samples"
got=$(awk -v p="$TMPD/stripped" '$2 == p { print $1 }' err.txt)
[ "$got" = "$want" ] || { cat err.txt; fail "summary: stripped has $got of the samples, report -F sample,dso says $want"; }
grep -q "/nodwarf$" err.txt && { cat err.txt; fail "the summary names the program that has symbols"; }
echo "summary: $(head -1 err.txt); stripped $got"

"$PERF" report --missing-debug -i mix.data >md.txt 2>md-err.txt || { cat md-err.txt; fail "report --missing-debug failed"; }
cat md.txt
bid=$(readelf -n stripped | awk '/Build ID/ { print $3 }')
grep -qE "^ +$want +no symbols +$TMPD/stripped$" md.txt || fail "--missing-debug: no 'no symbols' row for the stripped program with $want"
grep -qE "^ +[0-9.]+% +no debug info +$TMPD/nodwarf$" md.txt || fail "--missing-debug: no 'no debug info' row for the program without DWARF"
grep -q "build-id $bid" md.txt || fail "--missing-debug: no build-id line for the stripped program"
grep -q "looked in: .*$TMPD/stripped: stripped (no .symtab); debuginfod: not asked (DEBUGINFOD_URLS not set)" md.txt ||
	fail "--missing-debug: where perf looked for the stripped program's symbols is not said"
# a quiet report says nothing
"$PERF" report -q --stdio -i mix.data >/dev/null 2>err.txt || fail "report -q failed"
[ -s err.txt ] && { cat err.txt; fail "report -q printed a summary"; }
echo ok
