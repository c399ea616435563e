#!/bin/bash
# desc: perf buildid-cache: -a/-r/-p/-P/-u/-l/-M in Linux perf's layout; each perf uses the cache the other wrote
. "$(dirname "$0")/lib/buildid_lib.sh"
need

PROG=$TMPD/bin/prog
build_prog "$PROG"
cp "$PROG" "$TMPD/orig-prog" # the recorded build, kept aside (same build-id)
bid=$(elf_build_id "$PROG")
[ -n "$bid" ] || fail "readelf shows no build-id in the test program"
obj=.debug$PROG/$bid/elf
lnk=.debug/.build-id/${bid:0:2}/${bid:2}

# cache_tree HOME: the cache's files, dirs and links (Linux perf also makes an empty 'probes')
cache_tree() {
	(cd "$1" && find .debug -not -name probes -printf '%p %y %l\n' | sort)
}

# --- -a: the same files, directories and link as Linux perf's buildid-cache -a
use_home ours
"$PERF" buildid-cache -a "$PROG" || fail "buildid-cache -a failed"
[ -f "$HOME/$obj" ] || fail "-a: $obj not made"
[ "$(readlink "$HOME/$lnk")" = "../..$PROG/$bid" ] || fail "-a: the .build-id link is not ../..$PROG/$bid"
cmp -s "$PROG" "$HOME/$obj" || fail "-a: the cached object differs from the file"
use_home theirs
"$LPERF" buildid-cache -a "$PROG" 2>/dev/null || fail "Linux perf buildid-cache -a failed"
if ! cmp -s <(cache_tree "$TMPD/ours") <(cache_tree "$TMPD/theirs"); then
	diff <(cache_tree "$TMPD/ours") <(cache_tree "$TMPD/theirs")
	fail "the cache layout differs from Linux perf's"
fi

# --- -l lists the same in both caches, with both perfs
for h in ours theirs; do
	use_home $h
	[ "$("$PERF" buildid-cache -l)" = "$bid $PROG" ] || fail "-l in the $h cache: not '$bid $PROG'"
	[ "$("$PERF" buildid-cache -l)" = "$("$LPERF" buildid-cache -l 2>/dev/null)" ] ||
		fail "-l in the $h cache differs from Linux perf's"
done

# --- adding again is fine, a second build of the same path is a second entry
use_home ours
"$PERF" buildid-cache -a "$PROG" || fail "adding a cached file again failed"
build_prog "$PROG" 2
bid2=$(elf_build_id "$PROG")
[ "$bid" != "$bid2" ] || fail "the rebuilt program has the same build-id"
"$PERF" buildid-cache -a "$PROG" || fail "-a of the rebuilt file failed"
# -l shows the build the file has now (as Linux perf), --all every cached build
[ "$("$PERF" buildid-cache -l)" = "$bid2 $PROG" ] || fail "-l after a rebuild: not '$bid2 $PROG'"
[ "$("$PERF" buildid-cache -l)" = "$("$LPERF" buildid-cache -l 2>/dev/null)" ] ||
	fail "-l with two builds differs from Linux perf's"
[ "$("$PERF" buildid-cache -l --all | wc -l)" = 2 ] || fail "-l --all: not two entries after two builds"

# --- -r removes one build-id (named by any file that has it), -p every build of a path
"$PERF" buildid-cache -r "$TMPD/orig-prog" || fail "-r failed"
[ ! -e "$HOME/$lnk" ] && [ ! -e "$HOME/$obj" ] || fail "-r left the entry of $bid"
[ "$("$PERF" buildid-cache -l --all)" = "$bid2 $PROG" ] || fail "-r removed more or less than $bid"
"$PERF" buildid-cache -r "$TMPD/orig-prog" 2>err.txt || fail "-r of an absent build-id failed"
grep -q 'was not in the cache' err.txt || fail "-r of an absent build-id: no message"
"$PERF" buildid-cache -a "$TMPD/orig-prog" -a "$PROG" || fail "-a -a failed"
"$PERF" buildid-cache -p "$PROG" || fail "-p failed"
[ "$("$PERF" buildid-cache -l --all)" = "$bid $TMPD/orig-prog" ] || fail "-p $PROG did not remove exactly its builds"
rm -f "$PROG"
"$PERF" buildid-cache -a "$TMPD/orig-prog,$TMPD/orig-prog" || fail "-a with a list failed"
"$PERF" buildid-cache -P || fail "-P failed"
[ -z "$("$PERF" buildid-cache -l --all)" ] || fail "-P left entries"
[ -z "$("$LPERF" buildid-cache -l 2>/dev/null)" ] || fail "-P: Linux perf still lists entries"

# --- -u replaces the cached object by the file
"$PERF" buildid-cache -a "$TMPD/orig-prog" || fail "-a failed"
o=$HOME/.debug$TMPD/orig-prog/$bid/elf
# the cache holds a copy: rewriting the file in place leaves the cached object alone
cp "$TMPD/orig-prog" saved-prog
build_prog "$TMPD/other-prog" 2
cp "$TMPD/other-prog" "$TMPD/orig-prog"
cmp -s "$o" saved-prog || fail "rewriting the file in place changed the cached object"
cp saved-prog "$TMPD/orig-prog"
: >"$o" # damage the cached copy
"$PERF" buildid-cache -u "$TMPD/orig-prog" || fail "-u failed"
cmp -s "$o" "$TMPD/orig-prog" || fail "-u did not restore the cached object"
"$PERF" buildid-cache -P

# --- --buildid-dir wins over PERF_BUILDID_DIR
"$PERF" --buildid-dir "$TMPD/elsewhere" buildid-cache -a "$TMPD/orig-prog" || fail "--buildid-dir -a failed"
[ -L "$TMPD/elsewhere/.build-id/${bid:0:2}/${bid:2}" ] || fail "--buildid-dir: not cached there"
[ -z "$("$PERF" buildid-cache -l)" ] || fail "--buildid-dir: the default cache was written"
[ -n "$(PERF_BUILDID_DIR=$TMPD/elsewhere "$PERF" buildid-cache -l)" ] ||
	fail "PERF_BUILDID_DIR: the cache there is not listed"

# --- -M: the build-ids a perf.data needs that the cache lacks, as Linux perf says
build_prog "$PROG"
"$LPERF" record -N -o lp.data -- "$PROG" 0.3 2>/dev/null || fail "Linux perf record -N failed"
"$PERF" buildid-cache -M lp.data | grep -qx "$bid $PROG" || fail "-M does not list the program"
cmp -s <(sorted "$PERF" buildid-cache -M lp.data) <(sorted "$LPERF" buildid-cache -M lp.data) ||
	fail "-M differs from Linux perf's"

# --- Linux perf's report finds symbols in a cache our buildid-cache wrote
"$PERF" buildid-cache -a "$PROG" || fail "-a failed"
"$PERF" buildid-cache -M lp.data | grep -q "$PROG" && fail "-M lists the program after -a"
build_prog "$PROG" 2 # rebuilt with other code: only the cache has the recorded symbols
report_rows "$LPERF" lp.data >lp-rows.txt
a=$(share_of bid_alpha <lp-rows.txt)
b=$(share_of bid_beta <lp-rows.txt)
echo "Linux perf report with our cache: bid_alpha $a%, bid_beta $b%"
[ "$a" -ge 40 ] && [ "$b" -ge 15 ] || fail "Linux perf report does not find the recorded symbols in our cache"
grep -q rebuilt_ lp-rows.txt && fail "Linux perf report used the rebuilt file"

# --- and ours finds symbols in a cache Linux perf's buildid-cache wrote
use_home lpcache
build_prog "$PROG"
"$PERF" record -N -o ours.data -- "$PROG" 0.3 2>/dev/null || fail "perf record -N failed"
[ -z "$("$PERF" buildid-cache -l)" ] || fail "record -N wrote to the cache"
"$LPERF" buildid-cache -a "$PROG" 2>/dev/null || fail "Linux perf buildid-cache -a failed"
build_prog "$PROG" 2
report_rows "$PERF" ours.data >rows.txt
a=$(share_of bid_alpha <rows.txt)
b=$(share_of bid_beta <rows.txt)
echo "our report with Linux perf's cache: bid_alpha $a%, bid_beta $b%"
[ "$a" -ge 40 ] && [ "$b" -ge 15 ] || fail "our report does not find the recorded symbols in Linux perf's cache"
grep -q rebuilt_ rows.txt && fail "our report used the rebuilt file"
exit 0
