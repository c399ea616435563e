#!/bin/bash
# desc: headers: each of util/*.h and include/perf/*.h compiles alone (make check-headers)
# A header that needs another one first breaks whoever includes it first; a public header of
# include/perf/ must compile with -Iinclude alone, never reaching into util/. The Makefile
# knows the build's flags: its check-headers target runs here, into a scratch directory.
set -u
src=$(cd "$TESTS_DIR/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# not the jobserver of a make test that runs us
if ! env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s --no-print-directory -C "$src" -j2 \
	check-headers HDRCHECK="$tmp" >"$tmp/log" 2>&1; then
	cat "$tmp/log"
	echo "FAIL: a header does not compile alone (above)"
	exit 1
fi
n=$(find "$tmp" -name '*.h.ok' | wc -l)
[ "$n" -gt 0 ] || { echo "FAIL: no header checked"; exit 1; }
echo "$n headers compile alone"
