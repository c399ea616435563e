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

# Some cases again on a terminal (script(1), no pager), with Linux perf's colours, for
# tests/shell/diff-color.sh.
rm -rf diff-ref-tty && mkdir diff-ref-tty
for name in default reverse delta-rev ratio wdiff-neg period-ratio formula-wdiff sort-pid \
	dsos-absolute sep; do
	grep "^$name " diff-cases | while read -r _ old new opts; do
		PERF_PAGER=cat script -qec "$perf diff --symfs symfs $opts $old $new" /dev/null \
			> "diff-ref-tty/$name" 2>&1 < /dev/null
	done
done
