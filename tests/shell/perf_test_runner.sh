#!/bin/bash
# desc: perf test -j: tests at once in their order's lines, '# lock:' keeps them apart, Ctrl-C stops them all
#
# A copy of this perf beside a tests/shell of made-up scripts (perf test finds the scripts
# next to its binary): each writes when it starts and ends, so what ran at the same time
# is known exactly, without timing assumptions.
set -u
T=$(mktemp -d /tmp/perf-test-runner.XXXXXX)
trap 'kill -9 $(cat "$T"/*.pid 2>/dev/null) 2>/dev/null; rm -rf "$T"' EXIT
fail() {
	echo "FAIL: $*"
	exit 1
}
mkdir -p "$T/tests/shell"
cp "$PERF" "$T/perf" || fail "cannot copy $PERF"
# NAME LOCKS BODY [slow]: a script that logs its start and end around BODY
mk() {
	{
		echo '#!/bin/bash'
		echo "# desc: fake-$1"
		[ -n "$2" ] && echo "# lock: $2"
		[ -n "${4:-}" ] && echo "# slow: a test that takes long"
		echo "echo \"start $1\" >>$T/log"
		echo "$3"
		echo "rc=\$?; echo \"end $1\" >>$T/log; exit \$rc"
	} >"$T/tests/shell/$1.sh"
}
# a waits until b has started: they run at once only with -j 2 or more (a gate, not a sleep)
mk a "" "for i in \$(seq 100); do grep -q 'start b' $T/log && break; sleep 0.05; done; grep -q 'start b' $T/log"
mk b "" "sleep 0.2"
mk c "L1" "sleep 0.3"
mk d "L1 L2" "sleep 0.3"
mk cc "all" "sleep 0.2"
mk e "" "echo 'no such facility'; exit 2"
mk f "" "echo 'it broke'; exit 1"
mk s "" "sleep 0.3" slow

# a name selects by description or script file name, not by the script's path
[ "$("$T/perf" test -l perf-test-runner 2>/dev/null | grep -c fake-)" = 0 ] ||
	fail "tests selected by a part of their directory's path"
"$T/perf" test -l b.sh 2>/dev/null | grep -q 'fake-b$' || fail "a test not selected by its script's name"

"$T/perf" test -j 1 fake- >"$T/serial.txt" 2>&1
grep -q '^ *[0-9]*: fake-a *: FAILED' "$T/serial.txt" || { cat "$T/serial.txt"; fail "-j 1: a ran beside b"; }
: >"$T/log"
"$T/perf" test -j 3 fake- >"$T/out.txt" 2>"$T/err.txt"
rc=$?
[ $rc = 1 ] || { cat "$T/out.txt" "$T/err.txt"; fail "exit $rc with a failed test, not 1"; }
# the lines in the tests' order, whatever order they ended in
sed -n 's/^ *[0-9]*: \(fake-[a-z]*\) .*/\1/p' "$T/out.txt" | paste -sd' ' | grep -qx 'fake-a fake-b fake-c fake-cc fake-d fake-e fake-f fake-s' ||
	{ cat "$T/out.txt"; fail "the lines are not in the tests' order"; }
grep -q '^ *[0-9]*: fake-a *: ok$' "$T/out.txt" || { cat "$T/out.txt"; fail "-j 3: a and b did not run at once"; }
grep -q '^ *[0-9]*: fake-e *: skip: no such facility$' "$T/out.txt" || { cat "$T/out.txt"; fail "no skip line"; }
grep -q '^ *[0-9]*: fake-f *: FAILED: it broke$' "$T/out.txt" || { cat "$T/out.txt"; fail "no FAILED line"; }
tail -1 "$T/out.txt" | grep -qx '6 passed, 1 failed, 1 skipped' || { cat "$T/out.txt"; fail "totals"; }
# c and d hold L1: one ends before the other starts
order=$(grep -E ' (c|d)$' "$T/log" | paste -sd' ')
case "$order" in
"start c end c start d end d" | "start d end d start c end c") ;;
*) cat "$T/log"; fail "tests holding the same lock ran at once: $order" ;;
esac
# cc holds all: it runs alone, and first (before the tests before it: started among the
# others, it would wait for them to drain, CPUs idle); then the slow s, before the tests
# before it; the lines stay in the tests' order
head -1 "$T/log" | grep -qx 'start cc' || { cat "$T/log"; fail "the '# lock: all' test did not start first"; }
awk '/^start cc$/ { s = NR } /^end cc$/ { e = NR } END { exit !(s && e == s + 1) }' "$T/log" ||
	{ cat "$T/log"; fail "the '# lock: all' test did not run alone"; }
# with two at once, s starts with the first two (a waits for b, which starts when s is over)
: >"$T/log"
"$T/perf" test -j 2 fake-a fake-b fake-s >"$T/slow.txt" 2>&1
awk '/^end / && !e { e = NR } /^start s$/ { s = NR } END { exit !(s && s < e) }' "$T/log" ||
	{ cat "$T/log"; fail "the slow test was not started before the tests before it"; }

# Ctrl-C (SIGINT to perf test alone, as a terminal sends it to the foreground job): the
# running tests and what they started are killed, the run ends with 130
mk g "" "sleep 300 & echo \$! >$T/g.pid; wait"
: >"$T/log"
"$T/perf" test -j 2 fake-g >"$T/int.txt" 2>&1 &
pid=$!
for i in $(seq 100); do [ -s "$T/g.pid" ] && break; sleep 0.05; done
[ -s "$T/g.pid" ] || fail "fake-g did not start"
kill -INT $pid
wait $pid
rc=$?
[ $rc = 130 ] || { cat "$T/int.txt"; fail "exit $rc after SIGINT, not 130"; }
for i in $(seq 40); do kill -0 "$(cat "$T/g.pid")" 2>/dev/null || break; sleep 0.05; done
kill -0 "$(cat "$T/g.pid")" 2>/dev/null && fail "a test's child lives on after Ctrl-C"
grep -q 'interrupted' "$T/int.txt" || { cat "$T/int.txt"; fail "the run does not say it was interrupted"; }
"$T/perf" test -j 0 fake- >/dev/null 2>"$T/err.txt" && fail "-j 0 accepted"
grep -q -- '-j 0' "$T/err.txt" || fail "-j 0: no message"
echo ok
