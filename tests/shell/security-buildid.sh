#!/bin/bash
# desc: build-id cache and archive confined to the cache: planted symlinks and '..' names write and remove nothing outside
. "$(dirname "$0")/lib/security_lib.sh"
command -v readelf >/dev/null || fail "readelf is missing"
command -v bzip2 >/dev/null || fail "bzip2 is missing (perf archive packs with tar cjf)"

# The cache is shared: world-writable and sticky, as /tmp. The planted entries belong to
# an ordinary user when we can make one, else to us.
CACHE=$TMPD/shared-cache
mkdir -m 1777 "$CACHE"
export PERF_BUILDID_DIR=$CACHE
if make_user; then
	plant_owner() { chown -h -R "$OTHER" "$@"; }
	echo "planting as user $OTHER"
else
	plant_owner() { :; }
	echo "part skipped: planting as another user: $WHY (planted as $(id -un))"
fi

mkdir -p bin outside
PROG=$TMPD/bin/prog
cp "$TESTS_DIR/progs/record_prog" "$PROG" || fail "no record_prog (make test-progs)"
bid=$(elf_build_id "$PROG")
[ -n "$bid" ] || fail "$PROG has no build-id"
touch outside/victim
before=$(tree_of outside)

check_outside() { # WHAT
	[ "$(tree_of outside)" = "$before" ] || {
		tree_of outside
		fail "$1: something was written or removed outside the cache"
	}
	[ ! -e "$TMPD/tmp" ] || { find "$TMPD/tmp"; fail "$1: written outside the cache"; }
}

# 1. a dangling symlink where the cached copy goes: `buildid-cache -a` must not create its target
objdir=$CACHE$PROG/$bid
mkdir -p "$objdir"
ln -s "$TMPD/outside/created-by-cache" "$objdir/elf"
plant_owner "$CACHE${TMPD%%/*}/$(echo "${TMPD#/}" | cut -d/ -f1)"
"$PERF" buildid-cache -a "$PROG" >out.txt 2>&1
cat out.txt
check_outside "buildid-cache -a with a planted elf symlink"
[ -L "$objdir/elf" ] || fail "the planted link was replaced by a file through it?"
# record adds to the cache too (best effort: no error, and nothing written outside)
"$PERF" record -q -o perf.data -- "$PROG" hot 0.2 >/dev/null 2>&1 || fail "record failed"
check_outside "record with a planted elf symlink"
rm -rf "${CACHE:?}"/*

# 2. a directory of the cache path replaced by a symlink to a directory outside
mkdir -p "$CACHE$TMPD"
rmdir "$CACHE$TMPD"
ln -s "$TMPD/outside" "$CACHE$TMPD"
plant_owner "$CACHE/$(echo "${TMPD#/}" | cut -d/ -f1)"
"$PERF" buildid-cache -a "$PROG" >out.txt 2>&1 && fail "buildid-cache -a through a symlinked directory succeeded"
cat out.txt
check_outside "buildid-cache -a through a symlinked directory"
rm -rf "${CACHE:?}"/* "${CACHE:?}"/.build-id

# 3. the .build-id fan-out directory planted as a symlink
mkdir -p "$CACHE/.build-id"
ln -s "$TMPD/outside" "$CACHE/.build-id/${bid:0:2}"
plant_owner "$CACHE/.build-id"
"$PERF" buildid-cache -a "$PROG" >out.txt 2>&1
cat out.txt
check_outside "buildid-cache -a with a symlinked .build-id/${bid:0:2}"
rm -rf "${CACHE:?}"/* "${CACHE:?}"/.build-id

# 4. removal follows no link out of the cache: a .build-id link to a directory outside
mkdir -p "$CACHE/.build-id/${bid:0:2}"
ln -s "../../../outside" "$CACHE/.build-id/${bid:0:2}/${bid:2}"
plant_owner "$CACHE/.build-id"
"$PERF" buildid-cache -r "$PROG" >out.txt 2>&1
cat out.txt
"$PERF" buildid-cache -P >out.txt 2>&1
check_outside "buildid-cache -r/-P with a .build-id link leading outside"
rm -rf "${CACHE:?}"/* "${CACHE:?}"/.build-id

# 5. archive of a perf.data whose DSO name climbs out with '..': the name is patched in the
# file (same length), and the file it names on disk exists with the same build-id, so a
# cache that followed the name would copy it to $TMPD/<TMPD without />/src/prog.
depth=$(echo "${TMPD#/}" | tr '/' '\n' | wc -l)
ups=$(printf '../%.0s' $(seq $((depth + 1))))
tail=${TMPD#/}/src
crafted_dir=$ups$tail
long=$(printf 'Z%.0s' $(seq ${#crafted_dir}))
mkdir -p "$TMPD/$long" "$TMPD/src"
cp "$PROG" "$TMPD/$long/prog"
cp "$PROG" "$TMPD/src/prog"
"$PERF" record -N -q -o crafted.data -- "$TMPD/$long/prog" hot 0.3 >/dev/null 2>&1 || fail "record of the long-named program failed"
ORIG="$TMPD/$long/prog" NEW="$TMPD/$crafted_dir/prog" \
	perl -0777 -pi -e 's/\Q$ENV{ORIG}\E/$ENV{NEW}/g' crafted.data
"$PERF" buildid-list -i crafted.data | grep -qF "$crafted_dir/prog" || fail "could not craft the '..' name"
rm -rf "$TMPD/$long"
"$PERF" archive crafted.data >out.txt 2>&1
cat out.txt
check_outside "archive of a '..' DSO name"
[ ! -e "$TMPD/src/prog/$bid" ] || fail "archive wrote beside the named file"

# 6. archive --unpack into a cache where a directory the archive fills is a planted symlink
rm -rf "${CACHE:?}"/* "${CACHE:?}"/.build-id
top=$(echo "${TMPD#/}" | cut -d/ -f1)
mkdir -p "pack${PROG}/$bid" pack/.build-id/"${bid:0:2}"
cp "$PROG" "pack${PROG}/$bid/elf"
ln -s "../..${PROG}/$bid" "pack/.build-id/${bid:0:2}/${bid:2}"
# and a link in the archive itself that leads out of the cache
ln -s "../../../outside" "pack/.build-id/${bid:0:2}/0000"
tar cjf good.tar.bz2 -C pack "$top" .build-id || fail "cannot make the archive"
ln -s "$TMPD/outside" "$CACHE/$top"
plant_owner "$CACHE/$top"
"$PERF" archive --unpack good.tar.bz2 >out.txt 2>&1
cat out.txt
check_outside "archive --unpack with a planted $top symlink"
[ ! -e "$CACHE/.build-id/${bid:0:2}/0000" ] || fail "archive --unpack installed a link leading out of the cache"
# without the planted link the same archive unpacks, and Linux perf finds the object
rm -f "${CACHE:?}/$top"
"$PERF" archive --unpack good.tar.bz2 >out.txt 2>&1 || { cat out.txt; fail "archive --unpack failed"; }
cmp -s "$CACHE$PROG/$bid/elf" "$PROG" || fail "archive --unpack did not install the object"
[ "$(readlink "$CACHE/.build-id/${bid:0:2}/${bid:2}")" = "../..$PROG/$bid" ] ||
	fail "archive --unpack did not install the .build-id link"
HOME=$TMPD/lphome
mkdir -p "$HOME"
ln -s "$CACHE" "$HOME/.debug"
"$LPERF" buildid-cache -l >lp.txt 2>&1
grep -q "^$bid $PROG\$" lp.txt || { cat lp.txt; fail "Linux perf does not list the unpacked object"; }
check_outside "archive --unpack"

echo "nothing written outside the cache"
exit 0
