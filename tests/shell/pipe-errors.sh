#!/bin/bash
# desc: pipe mode on bad input: empty, garbage, a file's header, truncated streams: one error line, non-zero exit, no crash, no hang
#
# Every reader of a stream (report, report -D, script, buildid-list, inject) on: nothing at all,
# random bytes, a regular perf.data sent through a pipe (its sections need seeking), a stream
# header followed by garbage, and a valid stream cut at many places. A cut between two records
# reads as a shorter, complete stream (exit 0, nothing on stderr); any other cut is one error
# line and exit 1 (255 when the stream's header is refused, as Linux perf). Never a signal, never more than 20 s. And Ctrl-C in a pipeline.
. "$(dirname "$0")/lib/record_lib.sh"
[ -x "$PROG" ] || fail "$PROG not built (make test-progs)"

"$PERF" record -q -e cpu-clock -c 100000 -o rec.data -- "$PROG" hot 0.2 >/dev/null 2>&1 ||
	fail "perf record failed"
"$PERF" inject -i rec.data -o - >good.stream || fail "perf inject -o - failed"
size=$(stat -c %s good.stream)
[ "$size" -gt 4096 ] || fail "the stream is only $size bytes"

READERS=("report --stdio -i -" "report -D -i -" "script -i -" "buildid-list -i -"
	 "inject -i - -o $TMPD/out.data" "inject -b -i -")

# run INPUT EXPECT: every reader on INPUT; EXPECT: error (exit 1, one line) or any
run() {
	local input=$1 expect=$2 cmd rc
	for cmd in "${READERS[@]}"; do
		# through a pipe: a file redirected to stdin is read as a file
		# shellcheck disable=SC2086
		cat "$input" | timeout 20 "$PERF" $cmd >/dev/null 2>err.txt
		rc=${PIPESTATUS[1]}
		[ $rc -eq 124 ] && fail "perf $cmd <$input: blocked (killed after 20 s)"
		# 255: a stream whose header the session refused (Linux perf's status then)
		[ $rc -gt 1 ] && [ $rc -ne 255 ] && { cat err.txt; fail "perf $cmd <$input: exit $rc (a crash?)"; }
		if [ $rc -ne 0 ]; then
			[ "$(wc -l <err.txt)" -eq 1 ] || { cat err.txt; fail "perf $cmd <$input: not one error line"; }
			grep -q . err.txt || fail "perf $cmd <$input: exit 1 without a message"
			nr_errors=$((nr_errors + 1))
		else
			[ "$expect" = any ] || fail "perf $cmd <$input: exit 0 on bad input"
			[ -s err.txt ] && { cat err.txt; fail "perf $cmd <$input: exit 0 with messages"; }
		fi
	done
}

nr_errors=0
: >empty
run empty error
head -c 65536 /dev/urandom >garbage
run garbage error
run rec.data error # a file's header on a pipe
# the file itself redirected (not a pipe) is read as a file
"$PERF" report --stdio -i - <rec.data >/dev/null 2>&1 || fail "report -i - <FILE failed"
{ head -c 16 good.stream; head -c 8192 /dev/urandom; } >hdr-garbage
run hdr-garbage any
# a record whose size is below its header's
{ head -c 16 good.stream; printf '\x40\x00\x00\x00\x00\x00\x04\x00'; } >tiny
run tiny error
nr_errors=0
step=$((size / 23))
for ((cut = 17; cut < size; cut += step)); do
	head -c $cut good.stream >cut.stream
	run cut.stream any
done
[ $nr_errors -gt 0 ] || fail "no cut of the stream was found truncated"
# the whole stream is fine, through a real pipe too
for cmd in "${READERS[@]}"; do
	# shellcheck disable=SC2086
	cat good.stream | timeout 20 "$PERF" $cmd >/dev/null 2>err.txt ||
		{ cat err.txt; fail "perf $cmd on the whole stream failed"; }
done
# a stream is read once: inject's output read again as it arrives
cat good.stream | "$PERF" inject -b | "$PERF" report --stdio -i - >rep.txt 2>err.txt ||
	{ cat err.txt; fail "inject -b | report -i - failed"; }
grep -q hot_a rep.txt || { cat rep.txt; fail "report of the injected stream has no hot_a"; }
# Ctrl-C in a pipeline reaches all of it: record ends its stream cleanly, inject and report
# read it to the end (they ignore SIGINT on a stream) and the report is printed
(
	set -m
	"$PERF" record -q -e cpu-clock -o - -- "$PROG" hot 20 2>/dev/null | "$PERF" inject -b |
		"$PERF" report --stdio -i - --sort comm,sym >int.txt 2>int.err &
	last=$!
	pg=$(ps -o pgid= -p $last | tr -d ' ')
	for _ in $(seq 200); do
		pgrep -g "$pg" -f "record_prog hot 20" >/dev/null && break
		sleep 0.1
	done
	sleep 0.3
	kill -INT -- -"$pg"
	wait
)
grep -q hot_a int.txt || { cat int.txt int.err; fail "no report after Ctrl-C in record | inject | report"; }
echo ok
