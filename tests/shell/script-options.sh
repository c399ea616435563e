#!/bin/bash
# desc: perf script: -F errors, filters, --header, -h, a closed pipe, bad files
set -u
data="$TESTS_DIR/data"
cd "$data" || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "$*"; exit 1; }
S() { "$PERF" script --symfs symfs "$@"; }

# -F mistakes: one message, usage exit status, no output
expect_err() { # message-regex args...
	local re=$1 rc
	shift
	S "$@" >"$tmp/out" 2>"$tmp/err"; rc=$?
	[ $rc -ne 0 ] || fail "perf script $*: exit 0"
	[ -s "$tmp/out" ] && fail "perf script $*: printed output"
	grep -qE "$re" "$tmp/err" || fail "perf script $*: no '$re' in: $(cat "$tmp/err")"
}
expect_err "Invalid field requested" -i cpu.data -F bogus
expect_err "Invalid event type" -i cpu.data -F xx:comm
expect_err "Cannot mix" -i cpu.data -F comm,-ip
expect_err "none" -i cpu.data -F ''
expect_err "'trace' not valid for software" -i cpu.data -F sw:comm,trace
expect_err "field 'brstack' is not supported" -i cpu.data -F brstack
expect_err "do not have CPU attribute set. Cannot print 'cpu' field" -i cpu.data -F comm,cpu
expect_err "do not have CPU attribute set" -i cpu.data -F +cpu
expect_err "has no CPU in its samples" -i cpu.data --cpu 0
expect_err "invalid list" -i cpu.data --pid x
expect_err "nonexistent.data" -i nonexistent.data
printf 'not a perf file at all, just some text to fill a header........................................................' >"$tmp/bad.data"
expect_err "bad.data" -i "$tmp/bad.data"
expect_err "not supported" -i cpu.data myscript.py

# a type-less list skips fields other kinds cannot print, with a warning
S -i tp.data -F comm,event,trace >"$tmp/out" 2>"$tmp/err" || fail "-F comm,event,trace failed"
grep -q "'trace' not valid for software events. Ignoring." "$tmp/err" || fail "no ignore warning"
grep -q 'sched:sched_process_exit: comm=bp pid=' "$tmp/out" || fail "trace field not printed"

# -h: usage on stderr, exit 129, the options of the documentation
S -h >"$tmp/out" 2>&1; rc=$?
[ $rc -eq 129 ] || fail "-h exit $rc"
for o in --fields --hide-call-graph --ns --comms --pid --tid --cpu --show-task-events \
	 --show-mmap-events --header --input; do
	grep -q -- "$o" "$tmp/out" || fail "-h does not list $o"
done

# filters keep only the samples asked for (side band is not filtered by task)
S -i system-a.data --comms worker-a | awk '{ print $1 }' | sort -u >"$tmp/out"
[ "$(cat "$tmp/out")" = worker-a ] || fail "--comms worker-a printed: $(tr '\n' ' ' <"$tmp/out")"
all=$(S -i system-a.data | wc -l)
cpu0=$(S -i system-a.data --cpu 0 | wc -l)
cpu1=$(S -i system-a.data --cpu 0-1 --cpu 1 | wc -l)
[ "$cpu0" -gt 0 ] && [ "$cpu0" -lt "$all" ] || fail "--cpu 0 kept $cpu0 of $all"
S -i system-a.data --cpu 0 | grep -qv '\[000\]' && fail "--cpu 0 kept other cpus"
[ "$cpu1" -gt 0 ] || fail "--cpu 1 kept nothing"

# --header: the header lines, then the samples
S -i cpu.data --header >"$tmp/out" || fail "--header failed"
grep -q '^# event : name = cpu-clock' "$tmp/out" || fail "--header: no event line"
grep -q 'cpu-clock: .* leaf+0x' "$tmp/out" || fail "--header: no samples after the header"
S -i cpu.data --header-only >"$tmp/out" || fail "--header-only failed"
grep -q 'cpu-clock:' "$tmp/out" && fail "--header-only printed samples"

# a reader that goes away is not an error: SIGPIPE ends us quietly, as any filter
S -i cpu-g.data 2>"$tmp/err" | head -1 >/dev/null
rc=${PIPESTATUS[0]}
[ "$rc" -eq 0 ] || [ "$rc" -eq 141 ] || fail "exit status $rc when the pipe closed"
[ -s "$tmp/err" ] && fail "messages when the pipe closed: $(cat "$tmp/err")"

# -q: no warnings
S -q -i tp.data -F comm,trace >/dev/null 2>"$tmp/err" || fail "-q run failed"
[ -s "$tmp/err" ] && fail "-q printed: $(cat "$tmp/err")"
echo "perf script options: ok"
exit 0
