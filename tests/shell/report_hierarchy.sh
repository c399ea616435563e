#!/bin/bash
# desc: perf report --hierarchy: byte for byte Linux perf's tree on the recorded fixtures (levels, widths, call graphs, --percent-limit)
. "$TESTS_DIR/shell/lib/caps.sh"
require linux-perf
LPERF=${LPERF:-/usr/bin/perf}
tmp=$(mktemp -d /tmp/perf-hier-test.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
# neither perf reads or writes the real build-id cache
export HOME=$tmp/home PERF_BUILDID_DIR=$tmp/home/.debug
mkdir -p "$HOME"
cd "$TESTS_DIR/data" || exit 1
fail() {
	echo "FAIL: $*"
	exit 1
}
# the random "# (Tip: ...)" line and our own hint line differ by design
norm() { grep -v '^# (.*)$'; }

n=0
# (not tp.data: Linux perf 6.1 cuts a tracepoint's "Trace output" there to the header's 12 columns)
for f in cpu.data cpu-g.data threads-p.data threads-t.data bp.data system-a.data; do
	for opts in "" "-s dso,sym" "-s pid,dso" "-s sym" "--percent-limit 5" "-g none" "-q"; do
		# shellcheck disable=SC2086
		$LPERF report -i $f --stdio --hierarchy $opts 2>/dev/null | norm >"$tmp/l" || continue
		# shellcheck disable=SC2086
		$PERF report -i $f --stdio --hierarchy $opts 2>"$tmp/err" | norm >"$tmp/o" ||
			{ cat "$tmp/err"; fail "report --hierarchy $opts -i $f failed"; }
		if ! cmp -s "$tmp/l" "$tmp/o"; then
			diff "$tmp/l" "$tmp/o" | head -20
			fail "report --hierarchy $opts -i $f differs from Linux perf's"
		fi
		n=$((n + 1))
	done
done
echo "$n outputs identical to Linux perf's"
# a three-level tree: each level indented three columns more than its parent
$PERF report -i threads-p.data --stdio --hierarchy -q >"$tmp/t"
grep -qE '^ {4}[0-9.]+% {8}worker-a$' "$tmp/t" || fail "--hierarchy: no comm level"
grep -qE '^ {7}[0-9.]+% {8}threads +$' "$tmp/t" || fail "--hierarchy: no dso level"
grep -qE '^ {10}[0-9.]+% {8}\[\.\] ' "$tmp/t" || fail "--hierarchy: no symbol level"
$PERF report -h 2>&1 | grep -q -- '--hierarchy' || fail "report -h has no --hierarchy"
exit 0
