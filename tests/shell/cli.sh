#!/bin/bash
# desc: perf: --version, help, unknown commands and options
set -u
fail() { echo "$*"; exit 1; }

"$PERF" --version | grep -q '^perf version ' || fail "--version"
"$PERF" version | grep -q '^perf version ' || fail "version"
"$PERF" help | grep -q 'test ' || fail "help lists no commands"
"$PERF" --help | grep -q 'The most commonly used perf commands' || fail "--help"

out=$("$PERF" tset 2>&1); rc=$?
[ $rc -ne 0 ] || fail "unknown command exit 0"
echo "$out" | grep -q "perf: 'tset' is not a perf-command" || fail "unknown command message: $out"
echo "$out" | grep -q "^	test$" || fail "no suggestion of 'test': $out"

"$PERF" test -h >/dev/null 2>&1; rc=$?
[ $rc -eq 129 ] || fail "test -h exit $rc, want 129"
out=$("$PERF" test --bogus 2>&1); rc=$?
[ $rc -eq 129 ] || fail "bad option exit $rc"
echo "$out" | grep -q "unknown option \`bogus'" || fail "bad option message: $out"
"$PERF" --bogus >/dev/null 2>&1 && fail "unknown global option accepted"
"$PERF" help stat | grep -q "^perf-stat(1)" || fail "help stat shows no manual"
"$PERF" test list | grep -q 'cpumap' || fail "test list"
exit 0
