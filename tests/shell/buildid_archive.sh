#!/bin/bash
# desc: perf archive: record here, unpack the archive in another HOME without the program, the same report
. "$(dirname "$0")/lib/buildid_lib.sh"
need
command -v bzip2 >/dev/null || fail "bzip2 is missing (perf archive packs with tar cjf)"

# --- machine A: record, report, archive
use_home A
PROG=$TMPD/bin/prog
build_prog "$PROG"
bid=$(elf_build_id "$PROG")
"$PERF" record -o perf.data -- "$PROG" 0.5 2>rec.txt || { cat rec.txt; fail "perf record failed"; }
"$PERF" archive perf.data >archive-out.txt 2>archive-err.txt || { cat archive-out.txt archive-err.txt; fail "perf archive failed"; }
# the reports on A, once archive has completed A's cache (it adds the vDSO, which record
# leaves out, from this machine when its build-id matches)
report_rows "$PERF" perf.data >A.txt
report_rows "$LPERF" perf.data >A-lp.txt
[ "$(share_of bid_alpha <A.txt)" -ge 40 ] || { cat A.txt; fail "the source report lacks bid_alpha"; }
cat archive-out.txt
printf 'Now please run:\n\n$ tar xvf perf.data.tar.bz2 -C ~/.debug\n\nwherever you need to run '"'"'perf report'"'"' on.\n' >expected-out.txt
cmp -s archive-out.txt expected-out.txt || { diff archive-out.txt expected-out.txt; fail "perf archive's message differs from Linux perf's"; }
[ -s perf.data.tar.bz2 ] || fail "no perf.data.tar.bz2"
tar tjf perf.data.tar.bz2 | sort >ours.lst || fail "perf.data.tar.bz2 is not a tar.bz2"
# every build-id with samples is in: its .build-id link and the cached object
while read -r id name; do
	[ -n "$id" ] || continue
	grep -qx ".build-id/${id:0:2}/${id:2}" ours.lst || fail "the archive lacks the link of $name ($id)"
	grep -q "/$id/" ours.lst || fail "the archive lacks the cached object of $name ($id)"
done < <("$PERF" buildid-list -H -i perf.data)
grep -qx "${PROG#/}/$bid/elf" ours.lst || fail "the archive lacks ${PROG#/}/$bid/elf"
# the same contents as Linux perf's archive of the same file
mv perf.data.tar.bz2 ours.tar.bz2
PATH=$(dirname "$LPERF"):$PATH "$LPERF" archive perf.data >/dev/null 2>&1 || fail "Linux perf archive failed"
tar tjf perf.data.tar.bz2 | grep -v '/probes$' | sort >theirs.lst
cmp -s ours.lst theirs.lst || { diff ours.lst theirs.lst; fail "the archive's contents differ from Linux perf's"; }
mv ours.tar.bz2 perf.data.tar.bz2

# --- machine B: the program gone, an empty cache, the archive unpacked as the message says
rm -rf "$TMPD/bin"
use_home B
mkdir -p ~/.debug
cmd=$(sed -n 's/^\$ //p' archive-out.txt)
eval "$cmd" >/dev/null || fail "'$cmd' failed"
report_rows "$PERF" perf.data >B.txt
if ! cmp -s A.txt B.txt; then
	diff A.txt B.txt
	fail "the report on B differs from the report on A"
fi
report_rows "$LPERF" perf.data >B-lp.txt
cmp -s A-lp.txt B-lp.txt || { diff A-lp.txt B-lp.txt; fail "Linux perf's report on B differs from A's"; }

# --- machine C: perf archive --unpack, no cache directory yet
use_home C
"$PERF" archive --unpack perf.data.tar.bz2 2>/dev/null || fail "perf archive --unpack failed"
report_rows "$PERF" perf.data >C.txt
cmp -s A.txt C.txt || { diff A.txt C.txt; fail "the report after --unpack differs from A's"; }

# --- machine D: nothing unpacked: no symbols for the program (the test above proves something)
use_home D
report_rows "$PERF" perf.data >D.txt
grep -q bid_alpha D.txt && fail "symbols of the removed program found without the archive"
echo "A, B (tar) and C (--unpack): $(wc -l <A.txt) rows each, equal"
exit 0
