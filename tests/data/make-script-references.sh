#!/bin/sh
# Writes what Linux perf's `perf script` prints for the fixtures (tests/data/*.data) into
# tests/data/script-ref/<fixture>.<case>, one file per line of tests/data/script-cases.
# tests/shell/script-fixtures.sh compares our output with them. The *-swapped fixtures
# have no references of their own: they must print what their originals print.
set -e
perf=${PERF_REF:-/usr/bin/perf}
data=$(cd "$(dirname "$0")" && pwd)
cd "$data"
rm -rf script-ref && mkdir script-ref
grep -v '^#' script-cases | while read -r fixtures name opts; do
	[ "$fixtures" = all ] && fixtures=$(ls *.data | grep -v -- -swapped | sed 's/\.data$//')
	for f in $(echo "$fixtures" | tr , ' '); do
		# shellcheck disable=SC2086
		$perf script -i $f.data --symfs symfs $opts 2>/dev/null | gzip -9n > script-ref/$f.$name.gz
	done
done
