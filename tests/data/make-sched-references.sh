#!/bin/sh
# Writes what Linux perf 6.1's `perf sched` prints for tests/data/sched.data into
# tests/data/sched-ref/<case>.gz, one file per line of tests/data/sched-cases (stdout; the
# "Samples do not have callchains." line of stderr is not kept). tests/shell/sched.sh
# compares our output with them. perf sched map is not among them: its columns are the
# CPUs of the host that runs it, so the test asks Linux perf on the same host instead.
set -e
perf=${PERF_REF:-/usr/bin/perf}
data=$(cd "$(dirname "$0")" && pwd)
cd "$data"
rm -rf sched-ref && mkdir sched-ref
grep -v '^#' sched-cases | while read -r name opts; do
	# shellcheck disable=SC2086
	$perf sched $opts -i sched.data 2>/dev/null | gzip -9n > sched-ref/$name.gz
done
