#!/bin/bash
# desc: pipe mode on bad input: empty, garbage, a file's header: one error line, non-zero exit; cut and header-only streams read as far as they go, exit 0 as Linux perf; no crash, no hang
#
# Every reader of a stream (report, report -D, script, buildid-list, inject) on:
# nothing at all, random bytes, a regular perf.data sent through a pipe (its sections need
# seeking), a stream header followed by garbage, and a valid stream cut at many places. Bad
# input is one error line and exit 255 (the stream's header refused, as Linux perf) or 1. A cut
# is the end of the stream, as Linux perf takes it (a writer killed leaves one): exit 0, the
# records before it read; a cut inside a record says so in one warning line, a cut between
# two records nothing. A stream of its header alone is an empty recording (exit 0, report's
# "no samples"). Never a signal, never more than 20 s. And Ctrl-C in a pipeline.
. "$(dirname "$0")/lib/record_lib.sh"
[ -x "$PROG" ] || fail "$PROG not built (make test-progs)"

"$PERF" record -q -e cpu-clock -c 100000 -o rec.data -- "$PROG" hot 0.2 >/dev/null 2>&1 ||
	fail "perf record failed"
"$PERF" inject -i rec.data -o - >good.stream || fail "perf inject -o - failed"
size=$(stat -c %s good.stream)
[ "$size" -gt 4096 ] || fail "the stream is only $size bytes"

READERS=("report --stdio -i -" "report -D -i -" "script -i -" "buildid-list -i -"
	 "inject -i - -o $TMPD/out.data" "inject -b -i -")

# run INPUT EXPECT: every reader on INPUT; EXPECT: error (exit 255 or 1, one line), cut (exit
# 0, at most the cut's warning line), or any (either)
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
			[ "$expect" = cut ] && { cat err.txt; fail "perf $cmd <$input: exit $rc on a cut stream, Linux perf's is 0"; }
			[ "$(wc -l <err.txt)" -eq 1 ] || { cat err.txt; fail "perf $cmd <$input: not one error line"; }
			grep -q . err.txt || fail "perf $cmd <$input: exit 1 without a message"
		else
			[ "$expect" = error ] && fail "perf $cmd <$input: exit 0 on bad input"
			# besides the cut, only what the reader says of any empty or damaged input
			grep -v -e '^Error:$' -e '^The - data has no samples!$' -e 'perf inject: -: the input is damaged' err.txt >msg.txt
			[ "$(wc -l <msg.txt)" -le 1 ] || { cat err.txt; fail "perf $cmd <$input: more than the cut's line"; }
			if [ -s msg.txt ]; then
				grep -q '^-: truncated record at offset [0-9a-fx]* of the stream, ignoring it$' msg.txt ||
					{ cat err.txt; fail "perf $cmd <$input: exit 0 with messages"; }
				nr_cut=$((nr_cut + 1))
			fi
		fi
	done
}

nr_cut=0
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
# its header alone: an empty recording
head -c 16 good.stream >hdr-only
run hdr-only cut
for cmd in report annotate; do
	out=$(cat hdr-only | "$PERF" $cmd --stdio -i - 2>&1 >/dev/null) || fail "$cmd of a header-only stream: exit $?"
	[ "$out" = "$(printf 'Error:\nThe - data has no samples!')" ] ||
		fail "$cmd of a header-only stream: '$out', not Linux perf's 'no samples'"
done
nr_cut=0
step=$((size / 23))
for ((cut = 17; cut < size; cut += step)); do
	head -c $cut good.stream >cut.stream
	run cut.stream cut
done
[ $nr_cut -gt 0 ] || fail "no cut of the stream was found inside a record"
# what came before the cut is reported: the first half of the stream has the workload's samples
head -c $((size / 2 + 3)) good.stream >half.stream
cat half.stream | "$PERF" report --stdio -i - --sort sym 2>/dev/null | grep -q hot_a ||
	fail "report of the stream's first half has no hot_a"
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
