#!/bin/bash
# desc: perf links no library only some commands use (ncurses, libm, libdw, libtraceevent, libzstd): loaded when first needed
# Linked, each library costs every command its pages at start (ncursesw and tinfo ~0.6 MB of
# RSS, libm's IFUNCs ~0.35 MB, libdw with liblzma and libbz2 ~0.6 MB, libtraceevent and
# libzstd ~0.3 MB), perf report --stdio's peak included. The binary must not need them
# (readelf's NEEDED); the browser loads ncurses when it starts (report-tui.sh drives it),
# and when ncurses cannot be loaded (a dlopen that fails, from an LD_PRELOAD shim) perf
# report on a terminal says so in one line and prints the --stdio report. The others are
# loaded on their first call (the DWARF, tracepoint and -z tests use them); one that cannot
# be loaded is one line and exit 1, the output not written.
. "$(dirname "$0")/lib/tmux_lib.sh"
. "$(dirname "$0")/lib/record_lib.sh"
command -v readelf >/dev/null || fail "readelf not found (binutils)"

needed=$(readelf -d "$PERF" | awk '/NEEDED/ { print $NF }')
[ -n "$needed" ] || fail "readelf found no NEEDED entry in $PERF"
for lib in libm.so libncursesw.so libncurses.so libtinfo.so libdw.so libtraceevent.so libzstd.so \
	   liblzma.so libbz2.so; do
	if echo "$needed" | grep -q "\[$lib"; then
		echo "$needed"
		fail "$PERF needs $lib at start"
	fi
done

tmux_ok || { echo "tmux is not installed (apt-get install tmux)"; exit 2; }
command -v cc >/dev/null || { echo "no C compiler for the dlopen shim"; exit 2; }
[ -x "$PROG" ] || fail "$PROG not built (make test-progs)"
trap 'tmux_stop; cleanup' EXIT

# dlopen of a library whose name holds $REFUSE fails; every other goes through
cat >shim.c <<'EOF'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>
void *dlopen(const char *name, int flags)
{
	static void *(*real)(const char *, int);
	const char *refuse = getenv("REFUSE");
	if (name && refuse && *refuse && strstr(name, refuse))
		return NULL;
	if (!real)
		real = (void *(*)(const char *, int))dlsym(RTLD_NEXT, "dlopen");
	return real(name, flags);
}
EOF
cc -shared -fPIC -o shim.so shim.c -ldl || fail "cannot build the dlopen shim"
# (a sanitizer build wants its runtime first in the preload order: told not to mind)
SAN_OPTS="ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0"
"$PERF" record -q -o f.data -F 2000 -- "$PROG" hot 0.3 >/dev/null 2>&1 ||
	fail "perf record failed"
"$PERF" report -i f.data --stdio --sort comm,dso,sym >stdio.txt 2>/dev/null
grep -q hot_a stdio.txt || fail "perf report --stdio shows no hot_a"

tmux_start 150 40 || fail "tmux would not start"
tmux_keys "cd $TMPD && clear && $SAN_OPTS REFUSE=ncurses LD_PRELOAD=$TMPD/shim.so PAGER=cat $PERF report -i f.data --sort comm,dso,sym 2>tty.err; echo done=\$?" Enter
tmux_wait 'done=' 30 || { tmux_screen; fail "perf report did not end"; }
tmux_screen | grep -q 'done=0' || { tmux_screen; cat tty.err; fail "perf report failed without ncurses"; }
grep -q '^ncurses (libncursesw\.so\.[0-9]*) cannot be loaded: .*; printing instead$' tty.err ||
	{ cat tty.err; fail "no line saying ncurses cannot be loaded"; }
[ "$(wc -l <tty.err)" = 1 ] || { cat tty.err; fail "more than the one line on stderr"; }
# the --stdio report's rows, on the terminal
row=$(grep -m1 'hot_a' stdio.txt | sed 's/ *$//')
tmux_screen | grep -qF "$row" || { tmux_screen; fail "the report's hot_a row is not on the terminal"; }
[ "$(tmux_alt)" = 0 ] || fail "left in the alternate screen"

# libzstd refused: perf record -z says so and writes no file; the same with the shim
# refusing nothing records
env "$SAN_OPTS" REFUSE=libzstd LD_PRELOAD=$TMPD/shim.so "$PERF" record -z -o z.data -- "$PROG" hot 0.1 \
	>/dev/null 2>z.err
rc=$?
[ $rc = 1 ] || { cat z.err; fail "perf record -z without libzstd: exit $rc, want 1"; }
grep -q '^perf: libzstd\.so\.[0-9]* cannot be loaded: ' z.err || { cat z.err; fail "no line naming libzstd"; }
[ ! -e z.data ] || fail "perf record -z without libzstd left z.data"
env "$SAN_OPTS" REFUSE= LD_PRELOAD=$TMPD/shim.so "$PERF" record -q -z -o z.data -- "$PROG" hot 0.1 >/dev/null 2>&1 ||
	fail "perf record -z failed through the shim"
"$PERF" report -i z.data --stdio 2>/dev/null | grep -q hot_a || fail "the -z recording has no hot_a"

# without the shim the browser comes up on the same terminal
tmux_keys "LD_PRELOAD= $PERF report -i f.data --sort comm,dso,sym" Enter
tmux_wait 'Samples:' 30 || { tmux_screen; fail "the browser did not start"; }
tmux_keys q
tmux_wait "PERFTEST" 20 || { tmux_screen; fail "the browser did not end on q"; }
echo "ok"
