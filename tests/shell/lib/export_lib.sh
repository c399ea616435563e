# The set-up of the export tests (perf data convert, perf report --html): sourced (sh).
#
#   . "$(dirname "$0")/lib/export_lib.sh"
#   export_setup NAME        # $PERF $data $lib $prog, a private $tmp (removed at exit) and
#                            # build-id cache, fail=0
#   export_record SECONDS    # $tmp/cg.data: a -g recording of record_prog's call chain
PERF=${PERF:-perf}
data="$TESTS_DIR/data"
lib="$TESTS_DIR/shell/lib"
prog="$TESTS_DIR/progs/record_prog"
fail=0

export_setup() {
	tmp=$(mktemp -d "/tmp/perf-$1.XXXXXX")
	trap 'rm -rf "$tmp"' EXIT
	export PERF_BUILDID_DIR="$tmp/debug"
}

export_record() {
	[ -x "$prog" ] || { echo "$prog not built (make test-progs)"; exit 1; }
	$PERF record -q -g -o "$tmp/cg.data" -- "$prog" chain "$1" 2>"$tmp/err" ||
		{ cat "$tmp/err"; exit 1; }
}
