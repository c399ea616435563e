#!/bin/sh
# Writes what Linux perf prints for the perf diff cases of tests/data/diff-cases into
# tests/data/diff-ref/, the references tests/shell/diff-fixtures.sh compares our output with.
set -e
perf=${PERF_REF:-/usr/bin/perf}
data=$(cd "$(dirname "$0")" && pwd)
cd "$data"
rm -rf diff-ref && mkdir diff-ref
grep -v '^#' diff-cases | while read -r name old new opts; do
	# shellcheck disable=SC2086
	$perf diff --symfs symfs $opts "$old" "$new" > "diff-ref/$name" 2>/dev/null
done
