#!/bin/bash
# desc: perf probe: uprobes added, listed, fired with the right arguments, deleted
# lock: uprobes
# Adds uprobes on a copy of tests/progs/probeprog, checks Linux perf's messages, the
# listing, the values the kernel records for DWARF arguments and $retval (read from a
# private tracefs instance), name clashes, -n, and deletion.
. "$TESTS_DIR/shell/lib/probe.sh"
probe_setup

# add: the message is Linux perf's, on stderr
$PERF probe -x "$BIN" probe_work >"$TMPD/out" 2>"$TMPD/err" || { cat "$TMPD/err"; fail "add failed"; }
printf 'Added new event:\n  %-20s (on probe_work in %s)\n\nYou can now use it in all perf tools, such as:\n\n\tperf record -e %s -aR sleep 1\n\n' \
	"$GROUP:probe_work" "$BIN" "$GROUP:probe_work" > "$TMPD/want"
diff -u "$TMPD/want" "$TMPD/err" || fail "the 'Added new event' message differs"
[ -s "$TMPD/out" ] && fail "add printed on stdout"

# the definition in tracefs: file offset of the symbol
off=$(grep " $BIN:" "$TRACEFS/uprobe_events" | grep "^p:$GROUP/probe_work " | sed 's/.*:0x//')
sym=$(nm "$BIN" | awk '$3 == "probe_work" { print $1 }')
[ -n "$off" ] || fail "no uprobe_events line for $GROUP/probe_work"
# the program is linked at 0x400000 with its text segment at file offset 0x1000 = vaddr 0x401000
[ $((16#$off)) -eq $((16#$sym - 0x400000)) ] || fail "offset 0x$off for symbol 0x$sym"

# list
$PERF probe -l > "$TMPD/list" 2>&1 || fail "perf probe -l failed"
grep -q "^  $GROUP:probe_work *(on probe_work@.*probeprog.c in $BIN)\$" "$TMPD/list" ||
	{ cat "$TMPD/list"; fail "-l does not show $GROUP:probe_work"; }
$PERF probe -l "$GROUP:*" | grep -q probe_work || fail "-l GROUP:* filter lost it"
$PERF probe -l "nomatch_$$" | grep -q probe_work && fail "-l filter did not filter"

# an existing name: one-line error without -f, a numbered event with it
if $PERF probe -x "$BIN" probe_work >"$TMPD/out" 2>"$TMPD/err"; then fail "duplicate added without -f"; fi
[ "$(wc -l < "$TMPD/err")" = 1 ] && grep -q "already exists" "$TMPD/err" || { cat "$TMPD/err"; fail "duplicate: no one-line error"; }
$PERF probe -q -f -x "$BIN" probe_work || fail "-f failed"
grep -q "^p:$GROUP/probe_work_1 " "$TRACEFS/uprobe_events" || fail "-f did not add probe_work_1"

# arguments by name (DWARF), a string member, $retval on %return
$PERF probe -q -x "$BIN" -a 'vals=probe_work n it->len it->name:string it->id' \
	-a 'probe_work%return $retval' || fail "adding probes with arguments failed"
grep -q "^p:$GROUP/vals .* n=%di:s32 len=+0(%si):s64 name=+0(+8(%si)):string id=+16(%si):s32\$" \
	"$TRACEFS/uprobe_events" || { grep "$GROUP" "$TRACEFS/uprobe_events"; fail "argument definitions"; }
grep -q "^r:$GROUP/probe_work__return .* arg1=\$retval\$" "$TRACEFS/uprobe_events" || fail "%return definition"

N=7
trace_run $N
names=(alpha beta gamma)
for ((i = 0; i < N; i++)); do
	grep -q " vals: ([^)]*) n=$i len=$((10 * i)) name=\"${names[i % 3]}\" id=$i\$" "$TMPD/trace" ||
		{ cat "$TMPD/trace"; fail "call $i: arguments not recorded right"; }
	grep -q " probe_work__return: ([^)]*) arg1=0x$(printf %x $((12 * i)))\$" "$TMPD/trace" ||
		{ cat "$TMPD/trace"; fail "call $i: \$retval not $((12 * i))"; }
done
[ "$(grep -c ' vals: ' "$TMPD/trace")" = $N ] || fail "vals fired $(grep -c ' vals: ' "$TMPD/trace") times, want $N"

# a PIE build of the same program and a shared library: offsets from the program headers
if cc -O1 -g -fno-omit-frame-pointer -fno-inline -fpie -pie -o "$TMPD/pie" "$TESTS_DIR/progs/probeprog.c" 2>/dev/null; then
	$PERF probe -q -x "$TMPD/pie" "$GROUP:pie=probe_work n" || fail "PIE probe failed"
	LIBC=$(ldd "$BIN" | awk '$1 ~ /^libc\.so/ { print $3 }')
	[ -n "$LIBC" ] || fail "no libc in ldd $BIN"
	$PERF probe -q -x "$LIBC" "$GROUP:atoi=atoi" || fail "libc probe failed"
	INSTANCE=$TRACEFS/instances/perf_probe_test_$$
	mkdir "$INSTANCE" && echo 1 > "$INSTANCE/events/$GROUP/enable" || fail "instance"
	"$TMPD/pie" 4 > /dev/null
	"$BIN" 2 > /dev/null
	echo 0 > "$INSTANCE/events/$GROUP/enable"
	grep -v '^#' "$INSTANCE/trace" > "$TMPD/trace2"
	rmdir "$INSTANCE"
	INSTANCE=
	[ "$(grep -c ' pie: ([^)]*) n=[0-3]$' "$TMPD/trace2")" = 4 ] ||
		{ cat "$TMPD/trace2"; fail "PIE probe did not fire 4 times with n"; }
	# atoi runs once in each program; other processes may call it too
	[ "$(grep -cE "^ *(pie|pp$$)-[0-9]+ .* atoi: " "$TMPD/trace2")" = 2 ] ||
		{ cat "$TMPD/trace2"; fail "libc atoi probe did not fire once per run"; }
	$PERF probe -q -d "$GROUP:pie" -d "$GROUP:atoi" || fail "deleting pie/atoi"
else
	echo "no C compiler: PIE and shared library checks not run"
fi

# -n adds nothing
$PERF probe -n -x "$BIN" dry=caller_a 2>"$TMPD/err" || fail "-n failed"
grep -q "$GROUP:dry" "$TMPD/err" || fail "-n did not say what it would add"
grep -q "/dry " "$TRACEFS/uprobe_events" && fail "-n added the event"

# delete by glob
$PERF probe -d "$GROUP:probe_work*" 2>"$TMPD/err" || fail "-d failed"
for e in probe_work probe_work_1 probe_work__return; do
	grep -qx "Removed event: $GROUP:$e" "$TMPD/err" || { cat "$TMPD/err"; fail "-d did not report $e"; }
done
grep -q "^p:$GROUP/probe_work " "$TRACEFS/uprobe_events" && fail "probe_work still defined"
grep -q "^p:$GROUP/vals " "$TRACEFS/uprobe_events" || fail "-d removed vals too"
$PERF probe -q -d "$GROUP:vals" || fail "-d vals"
$PERF probe -l | grep -q "$GROUP:" && fail "events left after -d"
if $PERF probe -d "$GROUP:nothing" 2>"$TMPD/err"; then fail "-d of nothing succeeded"; fi
grep -q "does not match any event" "$TMPD/err" || fail "-d of nothing: $(cat "$TMPD/err")"
exit 0
