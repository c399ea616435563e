#!/bin/bash
# desc: perf probe: clear one-line errors, nothing written for bad input
# lock: uprobes
# Unknown functions, bad syntax, non-ELF binaries, injection attempts and (on kernels
# without CONFIG_KPROBE_EVENTS) kprobes fail with one line and leave tracefs unchanged.
. "$TESTS_DIR/shell/lib/probe.sh"
probe_setup

before=$(cat "$TRACEFS/uprobe_events")
check_error() { # expected-text command...
	local want=$1
	shift
	if "$@" >"$TMPD/out" 2>"$TMPD/err"; then fail "succeeded: $*"; fi
	[ "$(wc -l < "$TMPD/err")" = 1 ] || { cat "$TMPD/err"; fail "not one line: $*"; }
	grep -q '^perf probe: ' "$TMPD/err" || fail "no 'perf probe:' prefix: $(cat "$TMPD/err")"
	grep -qi -- "$want" "$TMPD/err" || fail "'$want' not in: $(cat "$TMPD/err")"
}
check_error "not found" $PERF probe -x "$BIN" no_such_function_here
check_error "bad probe point" $PERF probe -x "$BIN" 'probe_work:xyz'
check_error "%return" $PERF probe -x "$BIN" 'probe_work:2%return'
check_error "not an ELF" $PERF probe -x /etc/passwd main
check_error "No such file" $PERF probe -x "$TMPD/missing" main
check_error "variable 'nosuch' not found" $PERF probe -x "$BIN" 'probe_work nosuch'
check_error "no member" $PERF probe -x "$BIN" 'probe_work it->nosuch'
check_error "only available on %return" $PERF probe -x "$BIN" 'probe_work $retval'
check_error "a %return probe can fetch" $PERF probe -x "$BIN" 'probe_work%return n'
check_error "control character" $PERF probe -x "$BIN" $'probe_work\np:evil/x /bin/true:0x1'
check_error "bad event name" $PERF probe -x "$BIN" 'ev/il=probe_work'
check_error "not a valid fetch argument" $PERF probe -x "$BIN" 'probe_work x=%ax;ls'
check_error "unknown type" $PERF probe -x "$BIN" 'probe_work n:u7'
[ "$(cat "$TRACEFS/uprobe_events")" = "$before" ] || fail "a failed command changed uprobe_events"

# kprobes: an unknown function; and a kernel without kprobe events says so in one line
if [ -e "$TRACEFS/kprobe_events" ]; then
	check_error "not found" $PERF probe no_such_kernel_function_xyz
else
	check_error "CONFIG_KPROBE_EVENTS" $PERF probe vfs_read
	check_error "CONFIG_KPROBE_EVENTS" $PERF probe -n do_sys_openat2
fi

# -q: no messages at all, errors included (Linux perf's tests run their clean-ups so)
$PERF probe -q -x "$BIN" no_such_function_here >"$TMPD/out" 2>&1 && fail "-q: a bad probe succeeded"
[ -s "$TMPD/out" ] && fail "-q printed: $(cat "$TMPD/out")"
$PERF probe -q -d 'probe_nosuch:nosuch*' >"$TMPD/out" 2>&1 && fail "-q -d of nothing succeeded"
[ -s "$TMPD/out" ] && fail "-q -d printed: $(cat "$TMPD/out")"

# A kernel probe that needs DWARF (a line, "FUNC:" being line 0, a variable) without a
# vmlinux with debug information: Linux perf's two lines, which its tests look for
kdbg=
for f in /usr/lib/debug/boot/vmlinux-$(uname -r) /usr/lib/debug/lib/modules/$(uname -r)/vmlinux \
	 /boot/vmlinux-$(uname -r) /lib/modules/$(uname -r)/build/vmlinux; do
	[ -r "$f" ] && kdbg=$f
done
if [ -z "$kdbg" ]; then
	for spec in 'getname_flags:3' 'vfs_getname=getname_flags: pathname=result->name:string'; do
		$PERF probe -v "$spec" >"$TMPD/out" 2>"$TMPD/err" && fail "succeeded without kernel DWARF: $spec"
		head -1 "$TMPD/err" | grep -q '^Failed to find the path for the kernel: ' ||
			fail "not Linux perf's wording for $spec: $(cat "$TMPD/err")"
		grep -qx '  Error: Failed to add events.' "$TMPD/err" || fail "no 'Error: Failed to add events.'"
	done
	$PERF probe -L getname_flags 2>&1 | grep -q '^Failed to find the path for the kernel: ' ||
		fail "-L without kernel DWARF: not Linux perf's wording"
	$PERF probe -q getname_flags:3 2>&1 | grep -q . && fail "-q printed the kernel DWARF error"
	[ "$(cat "$TRACEFS/uprobe_events")" = "$before" ] || fail "uprobe_events changed"
else
	skip_part "kernel DWARF wording: this machine has $kdbg"
fi
exit 0
