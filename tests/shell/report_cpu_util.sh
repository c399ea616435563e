#!/bin/bash
# desc: perf report --showcpuutilization: sys and usr columns, byte for byte Linux perf's on the recorded fixtures
. "$TESTS_DIR/shell/lib/report_parity.sh"
REPORT_ARGS=(--showcpuutilization)
parity_matrix cpu.data cpu-g.data threads-p.data threads-t.data bp.data system-a.data -- \
	"" "-s comm" "-s dso" "-s pid,dso" "-n" "--percent-limit 5" "-q"
# by comm, a task with kernel and user samples: sys + usr is its overhead
$PERF report -i system-a.data --stdio --showcpuutilization -s comm -q >"$tmp/c"
grep -q '^# Overhead       sys       usr  Command' <($PERF report -i system-a.data --stdio --showcpuutilization -s comm) ||
	fail "no 'Overhead sys usr' header"
awk '{ o = $1 + 0; s = $2 + 0; u = $3 + 0; if (s > 0 && u > 0) both++
	if (o - s - u > 0.011 || s + u - o > 0.011) { print "sys + usr != overhead: " $0; bad = 1 } }
	END { exit bad || !both }' "$tmp/c" || fail "sys + usr do not add up, or no task with both"
exit 0
