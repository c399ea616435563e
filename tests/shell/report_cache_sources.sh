#!/bin/bash
# desc: perf report -v / script after Linux perf's record filled the build-id cache: symbols from where Linux perf takes them (the cache's copy B, its debug file D), PLT entries named as it names them
#
# Linux perf's record caches each object it saw (and, with libc6-dbg, libc's debug file)
# under the build-id cache; its report then takes a DSO's symbols from the first .symtab
# of: the cache's copy, the cache's debug file, /usr/lib/debug/.build-id, the file on
# disk. -v shows the choice as a letter (B, D, b, d) before each symbol. A non-PIE
# program whose one PLT entry lies in its stretched _init names samples there _init. Our
# record and buildid-cache -a cache the debug file too, as Linux perf's do.
. "$(dirname "$0")/lib/record_lib.sh"
need
# both perfs' cache in a HOME of the test's own (Linux perf's record writes to ~/.debug,
# whatever PERF_BUILDID_DIR says)
mkdir -p "$TMPD/home"
export HOME=$TMPD/home
unset PERF_BUILDID_DIR
command -v gcc >/dev/null || { echo "no gcc"; exit 2; }
# not under $TMPD (/tmp/perf-...): Linux perf takes /tmp/perf-* files for JIT symbol maps
wd=$(mktemp -d /tmp/cache-sources.XXXXXX)
trap 'rm -rf "$wd"; cleanup' EXIT
cd "$wd" || fail "cd $wd"
cat >plt.c <<'EOF'
#include <string.h>
int main(void)
{
	volatile size_t s = 0;
	char buf[4] = "ab";

	for (long i = 0; i < 40000000; i++)
		s += strlen(buf);
	return (int)(s & 1);
}
EOF
gcc -O1 -no-pie -fno-builtin -o plt plt.c || fail "gcc failed"
$LPERF record -q -e cpu-clock -F 20000 -o plt.data ./plt >/dev/null 2>&1 || fail "Linux perf record failed"
$LPERF record -q -e cpu-clock -F 4000 -g -o prog.data -- "$PROG" hot 0.3 >/dev/null 2>&1 ||
	fail "Linux perf record failed"
ls "$HOME"/.debug/.build-id/*/*/elf >/dev/null 2>&1 || fail "Linux perf cached nothing"
n=0
for f in plt prog; do
	for args in "report --stdio -v --sort dso,sym" "report --stdio -v --sort sym --no-children" \
		    "report --stdio --sort dso,sym" "script -F ip,sym,symoff,dso"; do
		# shellcheck disable=SC2086
		$LPERF $args -i $f.data 2>/dev/null | grep -v '^# (' >ref.txt
		# shellcheck disable=SC2086
		$PERF $args -i $f.data 2>/dev/null | grep -v '^# (' >ours.txt
		[ -s ref.txt ] || fail "$f: Linux perf $args printed nothing"
		cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head -20; fail "$f: perf $args differs from Linux perf's"; }
		n=$((n + 1))
	done
done
grep -qE ' B \[\.\] hot_a$' <("$PERF" report --stdio -v --sort sym -i prog.data 2>/dev/null) ||
	fail "the program's symbols did not come from the cache's copy (B)"
# -v also says, once per object, which source gave its symbols, and from which file
"$PERF" report --stdio -v --sort sym -i prog.data 2>src.txt >/dev/null
grep -qE "^symbols of $PROG: the build-id cache's copy, $HOME/\.debug/.*/elf$" src.txt ||
	{ cat src.txt; fail "report -v does not say the program's symbols came from the cache's copy"; }
[ "$(grep -c "^symbols of $PROG:" src.txt)" = 1 ] || { cat src.txt; fail "report -v says it more than once"; }
echo "$n outputs equal"
# the cache itself: with libc6-dbg, libc's debug file beside its copy, as Linux perf's has it
libc=$(readlink -f /lib/x86_64-linux-gnu/libc.so.6)
for who in ref ours; do
	mkdir -p "$TMPD/$who"
	p=$LPERF
	[ $who = ours ] && p=$PERF
	HOME=$TMPD/$who $p buildid-cache -a "$libc" >/dev/null 2>&1 || fail "$who: buildid-cache -a $libc failed"
	(cd "$TMPD/$who/.debug" && find . -type f ! -name probes | sort) >"$TMPD/$who.list"
done
cmp -s "$TMPD/ref.list" "$TMPD/ours.list" ||
	{ diff "$TMPD/ref.list" "$TMPD/ours.list"; fail "buildid-cache -a: other files than Linux perf's"; }
echo ok
