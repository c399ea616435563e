# The tests' view of what this machine offers (sourced). Each facility is probed by
# tests/progs/caps, which opens it directly and never uses our perf, so a skip means the
# host lacks it, not that the code under test failed. Facilities: `tests/progs/caps`
# lists them with their state; PERF_TEST_CAPS_DISABLE=hwbp,linux-perf,... makes the probe
# report those absent (to try the skip paths on a host that has them).
#
#   require NAME...   continue when all are usable, else print the reason and exit 2 (skip)
#   have NAME...      status 0 when all are usable, else 1 with the reason in CAPS_REASON
#                     (for a test that skips one part and says so: skip_part "...")
CAPS_PROG=$TESTS_DIR/progs/caps
CAPS_REASON=

have() {
	local out rc
	if [ ! -x "$CAPS_PROG" ]; then
		echo "FAIL: $CAPS_PROG not built (make test-progs)"
		exit 1
	fi
	out=$("$CAPS_PROG" "$@" 2>&1)
	rc=$?
	case $rc in
	0) CAPS_REASON= ; return 0 ;;
	2) CAPS_REASON=$(echo "$out" | paste -sd';' | sed 's/;/; /g'); return 1 ;;
	*) echo "$out"; echo "FAIL: $CAPS_PROG $* exited $rc"; exit 1 ;;
	esac
}

require() {
	have "$@" && return 0
	echo "$CAPS_REASON"
	exit 2
}

# skip_part WHAT: one line saying which part of the test did not run and why; `perf test`
# shows these lines beside the test's "ok".
skip_part() {
	echo "part skipped: $1: $CAPS_REASON"
}
