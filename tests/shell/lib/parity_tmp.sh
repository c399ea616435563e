# shellcheck shell=sh
# Sourced by the tests that compare files recorded or printed by Linux perf and by ours in a
# scratch directory: PERF, REF, $tmp as the working directory (removed at exit), fail=0, and
# a build-id cache of the test's own.
PERF=${PERF:-perf}
REF=${PERF_REF:-/usr/bin/perf}
. "$TESTS_DIR/shell/lib/caps.sh"
require linux-perf
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
fail=0
export PERF_BUILDID_DIR="$tmp/debug"
