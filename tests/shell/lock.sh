#!/bin/bash
# desc: perf lock record/report/contention: Linux perf 6.1's output byte for byte on its recordings and ours; --futex names a contended pthread_mutex_lock call site; bad input
#
# tests/progs/lock_storm: 4 threads mapping, touching and unmapping 64 KiB fight over their
# mmap lock, so lock:contention_begin/end fire. Linux perf 6.1's perf lock prints its tables
# on stderr; both outputs are compared with stderr and stdout together.
. "$TESTS_DIR/shell/lib/parity_tmp.sh"
require tracefs
STORM="$TESTS_DIR/progs/lock_storm"
MUTEX="$TESTS_DIR/progs/lock_mutex"
for p in "$STORM" "$MUTEX"; do
	[ -x "$p" ] || { echo "FAIL: $p not built (make test-progs)"; exit 1; }
done
TRACEFS=$(awk '$3 == "tracefs" { print $2; exit }' /proc/mounts)
for e in lock/contention_begin lock/contention_end syscalls/sys_enter_futex syscalls/sys_exit_futex; do
	[ -e "$TRACEFS/events/$e/format" ] ||
		{ echo "this kernel has no $e tracepoint (in $TRACEFS/events)"; exit 2; }
done

# the rows of a contention table
rows() { grep -cE '^ +[0-9]+ ' "$1"; }

same() { # FILE SUBCOMMAND OPTIONS...: both perfs print the same
	local file=$1 sub=$2
	shift 2
	"$REF" lock "$sub" -i "$file" "$@" > ref.out 2>&1
	"$PERF" lock "$sub" -i "$file" "$@" > our.out 2>&1 || {
		echo "FAIL: perf lock $sub $* on $file exited $?"; cat our.out; fail=1; return; }
	cmp -s ref.out our.out || {
		echo "FAIL: perf lock $sub $* on $file differs from Linux perf's:"
		diff ref.out our.out | head -20; fail=1; }
}

"$REF" lock record -o lin.data -- "$STORM" 300 > /dev/null 2>&1 ||
	{ echo "FAIL: Linux perf lock record"; exit 1; }
"$REF" lock contention -i lin.data > ref.out 2>&1
[ "$(rows ref.out)" -gt 0 ] || { echo "no lock contention recorded on this host (${REF} lock record of lock_storm)"; exit 2; }

"$PERF" lock record -o our.data -- "$STORM" 300 > /dev/null 2> rec.err ||
	{ rc=$?; cat rec.err; echo "FAIL: perf lock record exited $rc"; exit 1; }
# our recording has Linux perf's events and attrs
"$REF" evlist -v -i lin.data | grep -v '^#' > ref.ev
"$REF" evlist -v -i our.data | grep -v '^#' > our.ev
cmp -s ref.ev our.ev || { echo "FAIL: perf lock record's events differ:"; diff ref.ev our.ev; fail=1; }

for f in lin.data our.data; do
	same $f contention
	same $f contention -k wait_max
	same $f contention -t
	same $f contention -E 5
	same $f contention -k contended
	same $f contention -F wait_min,contended -k avg_wait
	same $f contention --stack-skip 2 --max-stack 6
	same $f report
	same $f report -t
	same $f report -c -k wait_total
	same $f report -F wait_max,acquired -E 3
done

# --tid and -p (ours: Linux perf 6.1 takes them for live BPF tracing only) keep the waits
# of one thread, of one process
"$PERF" lock contention -i our.data -t > all.out 2>&1
tid=$(grep -E '^ +[0-9]+ ' all.out | head -1 | awk '{ print $(NF - 1) }')
"$PERF" lock contention -i our.data -t --tid "$tid" > out 2>&1
[ "$(grep -E '^ +[0-9]+ ' out)" = "$(grep -E '^ +[0-9]+ ' all.out | head -1)" ] ||
	{ echo "FAIL: --tid $tid is not that thread's row of -t:"; cat out; fail=1; }
"$PERF" lock contention -i our.data -p 1 > out 2>&1
[ "$(rows out)" -eq 0 ] || { echo "FAIL: -p 1 keeps rows of lock_storm:"; cat out; fail=1; }

# --futex: the waits of 4 threads on one pthread mutex, by call site: the
# pthread_mutex_lock call in contended_section(), the function that takes it
"$PERF" lock record --futex -o futex.data -- "$MUTEX" > /dev/null 2> rec.err ||
	{ rc=$?; cat rec.err; echo "FAIL: perf lock record --futex exited $rc"; exit 1; }
"$PERF" lock contention --futex -i futex.data > out 2>&1 ||
	{ rc=$?; cat out; echo "FAIL: perf lock contention --futex exited $rc"; exit 1; }
grep -qE '^ +[1-9][0-9]* +[0-9.]+ [mun]?s +.* +futex   contended_section\+0x[0-9a-f]+$' out ||
	{ cat out; echo "FAIL: --futex does not name the contended_section call site"; fail=1; }
grep -E '^ +[0-9]+ ' out | grep -vE '   (contended_section|main)\+0x' &&
	{ echo "FAIL: --futex names call sites outside the program"; fail=1; }
"$PERF" lock contention --futex -t -i futex.data > out 2>&1
[ "$(grep -cE '   lock_mutex$' out)" -ge 2 ] ||
	{ cat out; echo "FAIL: --futex -t: not the waiting threads by name"; fail=1; }
# the lock events are not futex waits, nor the other way round
"$PERF" lock contention --futex -i our.data > out 2>&1 && { echo "FAIL: --futex on a lock recording"; fail=1; }
grep -q 'sys_enter_futex' out || { cat out; echo "FAIL: --futex on a lock recording: no reason"; fail=1; }

# bad input: one line that says why, a non-zero exit, no crash
bad() { # WHAT [LINES] COMMAND...: LINES lines (1 by default)
	local what=$1 lines=1
	shift
	case $1 in [0-9]) lines=$1; shift ;; esac
	"$@" > out 2>&1
	local rc=$?
	if [ $rc -eq 0 ] || [ $rc -ge 128 ] || [ "$(wc -l < out)" -ne "$lines" ]; then
		echo "FAIL: $what: exit $rc, output:"; cat out; fail=1
	fi
}
"$PERF" record -q -o nolock.data -e cpu-clock -- true 2> /dev/null
bad "a file without lock events" "$PERF" lock contention -i nolock.data
grep -q 'lock:contention_begin' out || { echo "FAIL: no lock events: the message does not say which"; fail=1; }
bad "a file without lock events (report)" "$PERF" lock report -i nolock.data
bad "an unknown sort key" "$PERF" lock contention -i our.data -k acquired
bad "an unknown field" "$PERF" lock report -i our.data -F wait_total,nosuch
bad "a missing file" "$PERF" lock contention -i nosuch.data
# the reader's warning that the data is cut short, then why there is nothing to show
head -c 2000 our.data > cut.data
bad "a truncated file" 2 "$PERF" lock contention -i cut.data
size=$(stat -c %s our.data)
head -c $((size * 2 / 3)) our.data > cut2.data
"$PERF" lock contention -i cut2.data > out 2>&1
rc=$?
[ $rc -lt 128 ] || { echo "FAIL: a file cut in its data: exit $rc"; fail=1; }
exit $fail
