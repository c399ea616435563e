#!/bin/bash
# desc: perf record: a failed start is one error, a non-zero exit, and leaves perf.data alone
. "$(dirname "$0")/lib/record_lib.sh"
[ -x "$PROG" ] || fail "$PROG not built (make test-progs)"

$PERF record -q -- "$PROG" hot 0.2 || fail "record failed"
sum=$(md5sum <perf.data)

try() {
	local what=$1
	shift
	$PERF record "$@" >out.txt 2>err.txt
	rc=$?
	echo "$what: exit $rc: $(head -3 err.txt)"
	[ $rc != 0 ] || fail "$what: exit 0"
	[ -s err.txt ] || fail "$what: no message"
	grep -q 'Captured and wrote' err.txt && fail "$what: claims to have written a file"
	[ "$(md5sum <perf.data)" = "$sum" ] || fail "$what: perf.data changed"
	[ -e perf.data.old ] && fail "$what: perf.data renamed to perf.data.old"
	ls | grep -q 'perf.data.tmp' && fail "$what: a temporary file was left"
	return 0
}

try "missing workload" -- /nonexistent/program
grep -q "/nonexistent/program" err.txt && [ "$(wc -l <err.txt)" = 1 ] ||
	fail "missing workload: not one line naming it"
# Linux perf's status, as stat's for the same
[ $rc = 255 ] || fail "missing workload: exit $rc, Linux perf's is 255"
try "unknown event" -e no_such_event -- true
grep -q "no_such_event" err.txt || fail "unknown event not named"
try "unknown tracepoint" -e nosys:noevent -- true
try "nonexistent pid" -p 999999999
[ "$(wc -l <err.txt)" = 1 ] || fail "nonexistent pid: more than one line"
try "nonexistent tid" -t 999999999
try "bad cpu" -C 4096 -- true
# root writes anywhere but where the kernel forbids: sysfs and a missing directory
try "unwritable output" -o /sys/perf.data -- true
grep -q '/sys/perf.data' err.txt && [ "$(wc -l <err.txt)" = 1 ] || fail "unwritable output: not one line naming it"
[ $rc = 255 ] || fail "unwritable output: exit $rc, Linux perf's is 255"
try "missing output directory" -o "$TMPD/no/such/dir/perf.data" -- true
[ $rc = 255 ] || fail "missing output directory: exit $rc, Linux perf's is 255"
try "bad -m" -m 7 -- true
try "bad -F" -F abc -- true

echo "record errors: ok"
exit 0
