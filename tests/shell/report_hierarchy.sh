#!/bin/bash
# desc: perf report --hierarchy: byte for byte Linux perf's tree on the recorded fixtures (levels, widths, call graphs, --percent-limit)
. "$TESTS_DIR/shell/lib/report_parity.sh"
# (tp.data: Linux perf 6.1 cuts its lone tracepoint's "Trace output" to the header's 12 columns)
REPORT_ARGS=(--hierarchy)
parity_matrix cpu.data cpu-g.data threads-p.data threads-t.data bp.data system-a.data tp.data -- \
	"" "-s dso,sym" "-s pid,dso" "-s sym" "--percent-limit 5" "-g none" "-q"
# a three-level tree: each level indented three columns more than its parent
$PERF report -i threads-p.data --stdio --hierarchy -q >"$tmp/t"
grep -qE '^ {4}[0-9.]+% {8}worker-a$' "$tmp/t" || fail "--hierarchy: no comm level"
grep -qE '^ {7}[0-9.]+% {8}threads +$' "$tmp/t" || fail "--hierarchy: no dso level"
grep -qE '^ {10}[0-9.]+% {8}\[\.\] ' "$tmp/t" || fail "--hierarchy: no symbol level"
$PERF report -h 2>&1 | grep -q -- '--hierarchy' || fail "report -h has no --hierarchy"
exit 0
