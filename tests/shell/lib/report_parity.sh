# shellcheck shell=bash
# Sourced by the report tests that print the fixtures of tests/data with Linux perf and with
# ours and want the same bytes. Gives LPERF, $tmp (removed at exit) with a HOME and a
# build-id cache of the test's own (neither perf touches the real ones), tests/data as the
# working directory, fail, norm and parity_matrix.
. "$TESTS_DIR/shell/lib/caps.sh"
require linux-perf
LPERF=${LPERF:-/usr/bin/perf}
tmp=$(mktemp -d /tmp/perf-report-parity.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
export HOME=$tmp/home PERF_BUILDID_DIR=$tmp/home/.debug
mkdir -p "$HOME"
cd "$TESTS_DIR/data" || exit 1
fail() {
	echo "FAIL: $*"
	exit 1
}
# the random "# (Tip: ...)" line and our own hint line differ by design
norm() { grep -v '^# (.*)$'; }

# parity_matrix FILE... -- OPTS...: for each file and each OPTS (one word list each), both
# perfs' report --stdio "${REPORT_ARGS[@]}" OPTS must print the same; a combination Linux
# perf refuses is passed over. Says how many outputs were compared.
parity_matrix() {
	local files=() f opts n=0

	while [ "$1" != -- ]; do
		files+=("$1")
		shift
	done
	shift
	for f in "${files[@]}"; do
		for opts in "$@"; do
			# shellcheck disable=SC2086
			$LPERF report -i "$f" --stdio "${REPORT_ARGS[@]}" $opts 2>/dev/null | norm >"$tmp/l" ||
				continue
			# shellcheck disable=SC2086
			$PERF report -i "$f" --stdio "${REPORT_ARGS[@]}" $opts 2>"$tmp/err" | norm >"$tmp/o" ||
				{ cat "$tmp/err"; fail "report ${REPORT_ARGS[*]} $opts -i $f failed"; }
			if ! cmp -s "$tmp/l" "$tmp/o"; then
				diff "$tmp/l" "$tmp/o" | head -20
				fail "report ${REPORT_ARGS[*]} $opts -i $f differs from Linux perf's"
			fi
			n=$((n + 1))
		done
	done
	echo "$n outputs identical to Linux perf's"
}
