# Helpers for the tests/shell/record*.sh scripts (sourced, not a test itself).
set -u

PROG=$TESTS_DIR/progs/record_prog
LPERF=${LPERF:-/usr/bin/perf}
TMPD=$(mktemp -d /tmp/perf-record-test.XXXXXX)
# a private build-id cache for both perfs, so tests neither read nor pollute ~/.debug
export PERF_BUILDID_DIR=$TMPD/debug
BG_PIDS=""

FIXTURE_HOME=""
cleanup() {
	for p in $BG_PIDS; do kill -9 "$p" 2>/dev/null; done
	wait 2>/dev/null
	rm -rf "$TMPD"
	[ -n "$FIXTURE_HOME" ] && rm -rf "$FIXTURE_HOME"
}
trap cleanup EXIT
cd "$TMPD" || exit 1

fail() {
	echo "FAIL: $*"
	exit 1
}

. "$TESTS_DIR/shell/lib/caps.sh"

# need [FACILITY...]: the test program, Linux perf (the reference reader) and the facilities
# named, else a skip with the capability probe's reason
need() {
	[ -x "$PROG" ] || fail "$PROG not built (make test-progs)"
	require linux-perf "$@"
}

# Linux perf must read FILE with each of its readers, exit 0 and print no warning.
check_readable() {
	local f=$1 cmd
	for cmd in "report --stdio --sort comm,dso,symbol" "script" "buildid-list" \
		   "report --header-only"; do
		# shellcheck disable=SC2086
		if ! $LPERF $cmd -i "$f" >"$TMPD/lp_out.txt" 2>"$TMPD/lp_err.txt"; then
			cat "$TMPD/lp_err.txt"
			fail "perf $cmd -i $f failed"
		fi
		if grep -qiE "warning|error|fail|invalid|corrupt|unsupported|can't|cannot" \
			"$TMPD/lp_err.txt"; then
			cat "$TMPD/lp_err.txt"
			fail "perf $cmd -i $f printed a warning"
		fi
	done
}

# "tid count" lines of the samples in FILE, from Linux perf's raw dump.
sample_tids() {
	$LPERF report -D -i "$1" 2>/dev/null | grep 'PERF_RECORD_SAMPLE' |
		sed -n 's/.*: \([0-9-]*\)\/\([0-9-]*\): .*/\2/p' | sort -n | uniq -c |
		awk '{ print $2, $1 }'
}

nr_samples() {
	$LPERF report -D -i "$1" 2>/dev/null | grep -c 'PERF_RECORD_SAMPLE'
}

# Wait (up to $2 seconds, default 20) for a condition command to succeed.
wait_for() {
	local cond=$1 limit=${2:-20} i=0
	while ! eval "$cond"; do
		i=$((i + 1))
		[ $i -gt $((limit * 10)) ] && return 1
		sleep 0.1
	done
	return 0
}

# The threads of a process.
task_count() {
	ls "/proc/$1/task" 2>/dev/null | wc -l
}

# fixture_symbols: both perfs find the fixtures' workloads (tests/data) in a build-id cache
# made of tests/data/symfs, as HOME's ~/.debug (no PERF_BUILDID_DIR)
# compare FIXTURE CMD ARGS...: our output of CMD on tests/data/FIXTURE.data and Linux perf's
# equal (its tips aside); counts the comparisons in n
compare_fixture() {
	local f=$1
	shift
	"$LPERF" "$@" -i "$TESTS_DIR/data/$f.data" 2>/dev/null | grep -v '^# (' >ref.txt
	"$PERF" "$@" -i "$TESTS_DIR/data/$f.data" 2>/dev/null | grep -v '^# (' >ours.txt
	[ -s ref.txt ] || fail "$f: Linux perf $* printed nothing"
	cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head -20; fail "$f: perf $* differs from Linux perf's"; }
	n=$((n + 1))
}

fixture_symbols() {
	# not under $TMPD (/tmp/perf-...): Linux perf reads no source lines from objects of
	# such paths (it takes them for JIT maps), and the cache's copies would be there
	FIXTURE_HOME=$(mktemp -d /tmp/fixture-home.XXXXXX)
	cp -r "$TESTS_DIR/data/symfs/.debug" "$FIXTURE_HOME/.debug"
	export HOME=$FIXTURE_HOME
	unset PERF_BUILDID_DIR
}
