# Shared set-up of the perf probe tests (sourced). Each run probes its own copy of
# tests/progs/probeprog named pp<pid>, so its default group probe_pp<pid> cannot clash with
# another test run on the same machine.

. "$TESTS_DIR/shell/lib/caps.sh"

probe_setup() {
	PROG_SRC=$TESTS_DIR/progs/probeprog
	[ -x "$PROG_SRC" ] || { echo "missing $PROG_SRC: run make"; exit 1; }
	# uprobes: tracefs (the probe mounts it when root), uprobe_events writable, probes fire
	require uprobes
	# not /tmp/perf-*: Linux perf takes such paths for JIT symbol maps
	TMPD=$(mktemp -d /tmp/probe-test.XXXXXX)
	BIN=$TMPD/pp$$
	cp "$PROG_SRC" "$BIN"
	GROUP=probe_pp$$
	trap probe_cleanup EXIT
	if ! $PERF probe -l >/dev/null 2>"$TMPD/l.err"; then
		cat "$TMPD/l.err"
		echo "perf probe -l failed: tracefs unavailable?"
		exit 1
	fi
	TRACEFS=
	for d in /sys/kernel/tracing /sys/kernel/debug/tracing; do
		[ -e "$d/README" ] && { TRACEFS=$d; break; }
	done
	[ -n "$TRACEFS" ] || { echo "tracefs is not mounted after perf probe -l"; exit 1; }
	[ -e "$TRACEFS/uprobe_events" ] || fail "no uprobe_events in $TRACEFS, though the probe used it"
}

probe_cleanup() {
	if [ -n "${INSTANCE:-}" ] && [ -d "$INSTANCE" ]; then
		echo 0 > "$INSTANCE/events/$GROUP/enable" 2>/dev/null
		rmdir "$INSTANCE" 2>/dev/null
	fi
	$PERF probe -q -d "$GROUP:*" >/dev/null 2>&1
	rm -rf "$TMPD"
}

fail() {
	echo "$*"
	exit 1
}

# Runs the probe program with the group's events enabled in a private tracefs instance and
# leaves the trace text in $TMPD/trace.
trace_run() {
	INSTANCE=$TRACEFS/instances/perf_probe_test_$$
	mkdir "$INSTANCE" || fail "cannot create tracefs instance $INSTANCE"
	echo 1 > "$INSTANCE/events/$GROUP/enable" || fail "cannot enable $GROUP in $INSTANCE"
	"$BIN" "$@" >/dev/null || fail "$BIN failed"
	echo 0 > "$INSTANCE/events/$GROUP/enable"
	grep -v '^#' "$INSTANCE/trace" > "$TMPD/trace"
	rmdir "$INSTANCE"
	INSTANCE=
}
