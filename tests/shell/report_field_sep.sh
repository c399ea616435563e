#!/bin/bash
# desc: perf report -t SEP: Linux perf's separated layout, byte for byte on the recorded fixtures
. "$TESTS_DIR/shell/lib/report_parity.sh"
REPORT_ARGS=(-t ';')
parity_matrix cpu.data cpu-g.data threads-p.data bp.data system-a.data perf-tp.data -- \
	"" "-n" "--show-total-period" "-s comm,dso" "-s pid" "-g none --children" "-q" \
	"--showcpuutilization"
# Linux perf's record_offcpu.sh reads the sample count as the third ';' field
$PERF report -i cpu.data -s comm -q -n -t ';' | grep . | awk -F';' 'NF != 3 || $2 + 0 != 399 { bad = 1 } END { exit bad || NR != 1 }' ||
	fail "-s comm -q -n -t ';': not one row 'overhead;399;comm'"
exit 0
