#!/bin/sh
# Writes the outputs Linux perf prints for the fixtures (tests/data/*.data) into
# tests/data/ref/, the references tests/shell/report-fixtures.sh compares our output with.
set -e
perf=${PERF_REF:-/usr/bin/perf}
data=$(cd "$(dirname "$0")" && pwd)
cd "$data"
rm -rf ref && mkdir ref
for f in *.data; do
	n=${f%.data}
	r="$perf report -i $f --stdio --symfs symfs"
	$r --sort comm > ref/$n.comm 2>/dev/null
	$r --sort comm,dso > ref/$n.comm,dso 2>/dev/null
	$r > ref/$n.comm,dso,sym 2>/dev/null
	$r -n --sort pid,cpu > ref/$n.pid,cpu 2>/dev/null
	$r --sort sym,comm > ref/$n.sym,comm 2>/dev/null
	$r --comms cpu-loop > ref/$n.comms 2>/dev/null
	$r --comms threads,worker-b --percentage relative > ref/$n.comms,relative 2>/dev/null
	$r --stat > ref/$n.stat 2>/dev/null
	if $perf report -i $f --header-only | grep -q '^# group:'; then
		# the group view (one table, a column per member) and the events apart
		$r --no-group > ref/$n.no-group 2>/dev/null
		$r -n --show-total-period --group-sort-idx 1 > ref/$n.group,n,period,idx 2>/dev/null
		$r --hierarchy > ref/$n.group,hierarchy 2>/dev/null
	fi
	$perf report -i $f -D | grep RECORD_SAMPLE | cut -d/ -f2 | cut -d: -f1 | sort | uniq -c > ref/$n.D-tids
	if $perf evlist -v -i $f | grep -q CALLCHAIN; then
		$r -g > ref/$n.g 2>/dev/null
		$r -g --no-children > ref/$n.g,no-children 2>/dev/null
		$r -g callee > ref/$n.g,callee 2>/dev/null
		$r -g caller --no-children > ref/$n.g,caller,no-children 2>/dev/null
		$r -g flat > ref/$n.g,flat 2>/dev/null
		$r -g folded > ref/$n.g,folded 2>/dev/null
		$r -g fractal > ref/$n.g,fractal 2>/dev/null
		$r -g --percent-limit 0.3 > ref/$n.g,limit 2>/dev/null
		$r -g --no-children --dsos threads,cpu-loop > ref/$n.g,dsos 2>/dev/null
	fi
done
