#!/bin/bash
# desc: perf report --showcpuutilization: sys and usr columns, byte for byte Linux perf's on the recorded fixtures
. "$TESTS_DIR/shell/lib/caps.sh"
require linux-perf
LPERF=${LPERF:-/usr/bin/perf}
tmp=$(mktemp -d /tmp/perf-cpuutil-test.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
export HOME=$tmp/home PERF_BUILDID_DIR=$tmp/home/.debug
mkdir -p "$HOME"
cd "$TESTS_DIR/data" || exit 1
fail() {
	echo "FAIL: $*"
	exit 1
}
norm() { grep -v '^# (.*)$'; }

n=0
for f in cpu.data cpu-g.data threads-p.data threads-t.data bp.data system-a.data; do
	for opts in "" "-s comm" "-s dso" "-s pid,dso" "-n" "--percent-limit 5" "-q"; do
		# shellcheck disable=SC2086
		$LPERF report -i $f --stdio --showcpuutilization $opts 2>/dev/null | norm >"$tmp/l" || continue
		# shellcheck disable=SC2086
		$PERF report -i $f --stdio --showcpuutilization $opts 2>"$tmp/err" | norm >"$tmp/o" ||
			{ cat "$tmp/err"; fail "report --showcpuutilization $opts -i $f failed"; }
		if ! cmp -s "$tmp/l" "$tmp/o"; then
			diff "$tmp/l" "$tmp/o" | head -20
			fail "report --showcpuutilization $opts -i $f differs from Linux perf's"
		fi
		n=$((n + 1))
	done
done
echo "$n outputs identical to Linux perf's"
# by comm, a task with kernel and user samples: sys + usr is its overhead
$PERF report -i system-a.data --stdio --showcpuutilization -s comm -q >"$tmp/c"
grep -q '^# Overhead       sys       usr  Command' <($PERF report -i system-a.data --stdio --showcpuutilization -s comm) ||
	fail "no 'Overhead sys usr' header"
awk '{ o = $1 + 0; s = $2 + 0; u = $3 + 0; if (s > 0 && u > 0) both++
	if (o - s - u > 0.011 || s + u - o > 0.011) { print "sys + usr != overhead: " $0; bad = 1 } }
	END { exit bad || !both }' "$tmp/c" || fail "sys + usr do not add up, or no task with both"
exit 0
