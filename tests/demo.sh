#!/bin/bash
# make demo: profile the bundled example workload and print its report.
set -eu
PERF=${1:-./perf}
dir=$(mktemp -d /tmp/perf-demo.XXXXXX)
trap 'rm -rf "$dir"' EXIT

echo "== perf stat ./examples/hotspots"
"$PERF" stat -- ./examples/hotspots 0.3
echo
echo "== perf record -g ./examples/hotspots"
"$PERF" record -g -o "$dir/perf.data" -- ./examples/hotspots 1
echo
echo "== perf report --stdio --sort comm,dso,symbol --no-children -g none"
"$PERF" report --stdio -i "$dir/perf.data" --sort comm,dso,symbol --no-children -g none \
	--percent-limit 1
echo
echo "== perf report --stdio --sort symbol --no-children -g caller --percent-limit 5"
"$PERF" report --stdio -i "$dir/perf.data" --sort symbol --no-children -g caller --percent-limit 5
