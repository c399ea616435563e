#!/bin/bash
# desc: build-id commands on bad input: no build-ids, not ELF, corrupt notes, corrupt perf.data: one clear message, no crash
. "$(dirname "$0")/lib/buildid_lib.sh"
need

# expect_error CMD...: exits 1..127 or 255 (an error, not a signal: 255 is Linux perf's status
# for an input it cannot read) with a "perf <cmd>" or file message
expect_error() {
	"$@" >out.txt 2>err.txt
	rc=$?
	[ $rc -ne 0 ] || fail "'$*' succeeded"
	[ $rc -lt 128 ] || [ $rc -eq 255 ] || { cat err.txt; fail "'$*' died with signal $((rc - 128))"; }
	[ -s err.txt ] || fail "'$*' failed without a message"
	[ "$(wc -l <err.txt)" -le 2 ] || { cat err.txt; fail "'$*': more than a short message"; }
}
# no_crash CMD...: any exit but a signal
no_crash() {
	"$@" >out.txt 2>err.txt
	rc=$?
	[ $rc -lt 128 ] || [ $rc -eq 255 ] || { cat err.txt; fail "'$*' died with signal $((rc - 128))"; }
}

PROG=$TMPD/bin/prog
build_prog "$PROG"

# --- a perf.data without build-ids (record -B)
# (Linux perf's record -B leaves the build-id feature out; the DSOs with samples are listed)
"$LPERF" record -B -o nobid.data -- "$PROG" 0.2 2>/dev/null || fail "Linux perf record -B failed"
"$PERF" record -B -o ournobid.data -- "$PROG" 0.2 2>/dev/null || fail "perf record -B failed"
for h in "" -H; do
	cmp -s <(sorted "$PERF" buildid-list $h -i ournobid.data) <(sorted "$LPERF" buildid-list $h -i ournobid.data) ||
		fail "buildid-list $h of our record -B file differs from Linux perf's"
done
expect_error "$PERF" archive ournobid.data
grep -q 'perf archive: no build-ids found' err.txt || fail "archive of our -B file: no 'no build-ids found' message"
"$PERF" buildid-list -i nobid.data >list.txt || fail "buildid-list of a file without build-ids failed"
grep -qE "^ {40} $PROG$" list.txt || { cat list.txt; fail "the program is not listed with an empty build-id"; }
cmp -s <(sort list.txt) <(sorted "$LPERF" buildid-list -i nobid.data) || fail "differs from Linux perf's"
expect_error "$PERF" archive nobid.data
grep -q 'perf archive: no build-ids found' err.txt || fail "archive: no 'no build-ids found' message"
[ -e nobid.data.tar.bz2 ] && fail "archive made a tar.bz2 with nothing in it"
"$PERF" buildid-cache -M nobid.data >out.txt 2>err.txt || fail "buildid-cache -M of a file without build-ids failed"
[ -s out.txt ] && fail "-M lists build-ids of a file that has none"

# --- paths that are not ELF, or not there
echo "hello" >text.txt
expect_error "$PERF" buildid-cache -a text.txt
grep -q 'perf buildid-cache: cannot add text.txt: not an ELF file' err.txt || { cat err.txt; fail "-a text: unclear message"; }
expect_error "$PERF" buildid-cache -a "$TMPD"
expect_error "$PERF" buildid-cache -a "$TMPD/nonexistent"
grep -q 'No such file' err.txt || fail "-a of a missing file: unclear message"
expect_error "$PERF" buildid-cache -r text.txt
expect_error "$PERF" buildid-cache -u text.txt
expect_error "$PERF" buildid-list -i text.txt
grep -q 'not a perf.data file' err.txt || { cat err.txt; fail "buildid-list -i text: unclear message"; }
expect_error "$PERF" buildid-list -i "$TMPD/nonexistent"
expect_error "$PERF" buildid-cache -M text.txt
expect_error "$PERF" archive "$TMPD/nonexistent"
: >empty.data
expect_error "$PERF" buildid-list -i empty.data

# --- ELF files without a note, with a corrupt note, truncated
cc -O1 -Wl,--build-id=none -o nonote -x c - <<<'int main(void) { return 0; }' || fail "cannot build without a build-id"
expect_error "$PERF" buildid-cache -a nonote
grep -q 'no build-id note' err.txt || { cat err.txt; fail "-a without a note: unclear message"; }
expect_error "$PERF" buildid-list -i nonote
grep -q 'no build-id note' err.txt || { cat err.txt; fail "buildid-list -i without a note: unclear message"; }

cp "$PROG" corrupt
off=$(readelf -S --wide corrupt | awk '$0 ~ /\.note\.gnu\.build-id/ { for (i = 1; i <= NF; i++) if ($i == "NOTE") { print $(i + 2); exit } }')
[ -n "$off" ] || fail "no .note.gnu.build-id section in the test program"
# namesz and descsz of the note far beyond the section
printf '\377\377\377\177\377\377\377\177' | dd of=corrupt bs=1 seek=$((16#$off)) conv=notrunc 2>/dev/null
[ -z "$(elf_build_id corrupt)" ] || fail "the corruption left a readable note"
expect_error "$PERF" buildid-cache -a corrupt
grep -qE 'corrupt build-id note|no build-id note' err.txt || { cat err.txt; fail "-a of a corrupt note: unclear message"; }
expect_error "$PERF" buildid-list -i corrupt
grep -qE 'corrupt build-id note|no build-id note' err.txt || { cat err.txt; fail "buildid-list -i of a corrupt note: unclear message"; }
head -c 200 "$PROG" >truncated
expect_error "$PERF" buildid-cache -a truncated
no_crash "$PERF" buildid-list -i truncated
[ -z "$("$PERF" buildid-cache -l --all)" ] || fail "bad files were cached"

# --- a perf.data whose build-id table is corrupt: no crash, the other readers still work
f=$TESTS_DIR/data/perf-burn.data
cp "$f" badbid.data
u64() { od -An -t u8 -j "$2" -N 8 "$1" | tr -d ' '; }
feat=$(u64 badbid.data 72)
[ $(((feat >> 1) & 1)) = 0 ] && [ $(((feat >> 2) & 1)) = 1 ] || fail "perf-burn.data: unexpected features $feat"
table=$(($(u64 badbid.data 40) + $(u64 badbid.data 48)))
bidoff=$(u64 badbid.data $table) # the first feature section: the build-id table
printf '\377\377' | dd of=badbid.data bs=1 seek=$((bidoff + 6)) conv=notrunc 2>/dev/null
no_crash "$PERF" buildid-list -i badbid.data
grep -q 'perf buildid-list: badbid.data: the build-id table is damaged' err.txt ||
	{ cat err.txt; fail "buildid-list of a damaged build-id table: no message"; }
no_crash "$PERF" buildid-list -H -i badbid.data
no_crash "$PERF" buildid-cache -M badbid.data
no_crash "$PERF" archive badbid.data
# a truncated copy
head -c $(($(stat -c %s "$f") / 2)) "$f" >half.data
no_crash "$PERF" buildid-list -i half.data
no_crash "$PERF" buildid-list -H -i half.data
no_crash "$PERF" archive half.data

# --- a file whose build-ids the cache lacks: archived what can be, the rest named
use_home lacking
"$LPERF" record -N -o lp.data -- "$PROG" 0.2 2>/dev/null || fail "Linux perf record -N failed"
mv "$PROG" "$PROG.moved" # not on disk, not in the cache
no_crash "$PERF" archive lp.data
grep -q "$PROG with build id .* not in the build-id cache" err.txt || { cat err.txt; fail "archive: the missing program is not named"; }
exit 0
