#!/bin/bash
# desc: perf report -t SEP: Linux perf's separated layout, byte for byte on the recorded fixtures
. "$TESTS_DIR/shell/lib/caps.sh"
require linux-perf
LPERF=${LPERF:-/usr/bin/perf}
tmp=$(mktemp -d /tmp/perf-fieldsep-test.XXXXXX)
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
for f in cpu.data cpu-g.data threads-p.data bp.data system-a.data perf-tp.data; do
	for opts in "" "-n" "--show-total-period" "-s comm,dso" "-s pid" "-g none --children" "-q" \
		    "--showcpuutilization"; do
		# shellcheck disable=SC2086
		$LPERF report -i $f --stdio -t ';' $opts 2>/dev/null | norm >"$tmp/l" || continue
		# shellcheck disable=SC2086
		$PERF report -i $f --stdio -t ';' $opts 2>"$tmp/err" | norm >"$tmp/o" ||
			{ cat "$tmp/err"; fail "report -t ';' $opts -i $f failed"; }
		if ! cmp -s "$tmp/l" "$tmp/o"; then
			diff "$tmp/l" "$tmp/o" | head -20
			fail "report -t ';' $opts -i $f differs from Linux perf's"
		fi
		n=$((n + 1))
	done
done
echo "$n outputs identical to Linux perf's"
# Linux perf's record_offcpu.sh reads the sample count as the third ';' field
$PERF report -i cpu.data -s comm -q -n -t ';' | grep . | awk -F';' 'NF != 3 || $2 + 0 != 399 { bad = 1 } END { exit bad || NR != 1 }' ||
	fail "-s comm -q -n -t ';': not one row 'overhead;399;comm'"
exit 0
