#!/bin/bash
# desc: perf script: our recordings print as Linux perf prints them; flame-graph stacks agree
# lock: hwbp
#
# Records record_prog with our perf (flat, -g, tracepoints with -g, a breakpoint) and prints
# each file with our perf script and Linux perf's. Both run with --symfs pointing at a
# directory holding only the workload, so both resolve exactly the same objects (the host's
# libc and kernel stay addresses for both) and the outputs must be identical, but for one
# thing: we read the [vdso] symbols from this machine's vDSO image when its build-id is the
# recorded one, Linux perf under --symfs does not, so [vdso] frames compare without symbol.
# The -g output
# is also folded into "comm;caller;...;callee count" lines the way FlameGraph's
# stackcollapse-perf.pl folds it, and the two sets of stacks must agree and show the
# workload's real call path.
. "$(dirname "$0")/lib/record_lib.sh"
need

OURS=$PERF
symfs=$TMPD/symfs
mkdir -p "$symfs$(dirname "$PROG")"
cp "$PROG" "$symfs$PROG"

same() { # file options...: both perfs print the same
	local f=$1
	shift
	$OURS script -i "$f" --symfs "$symfs" "$@" >ours.txt 2>ours.err || {
		cat ours.err
		fail "perf script $* -i $f failed"
	}
	$LPERF script -i "$f" --symfs "$symfs" "$@" >ref.txt 2>/dev/null ||
		fail "Linux perf script $* -i $f failed"
	sed -i 's/ [^ ]* (\[vdso\])$/ [unknown] ([vdso])/' ours.txt ref.txt
	[ -s ref.txt ] || fail "Linux perf printed nothing for $f $*"
	if ! cmp -s ours.txt ref.txt; then
		diff ref.txt ours.txt | head -20
		fail "perf script $* -i $f differs from Linux perf's output"
	fi
}

# stackcollapse-perf.pl's folding: the header line gives the comm, each frame line
# "addr sym+off (dso)" a function (offset dropped), the blank line ends the sample.
collapse() {
	awk '
	/^[^\t]/ && NF { comm = $1; stack = ""; insample = 1; next }
	/^\t/ { sym = $2; sub(/\+0x[0-9a-f]+$/, "", sym)
		stack = stack == "" ? sym : sym ";" stack; next }
	/^$/ { if (insample && stack != "") n[comm ";" stack]++; insample = 0 }
	END { for (s in n) print s, n[s] }' "$1" | sort
}

$OURS record -q -o flat.data -- "$PROG" hot 0.3 2>err.txt || { cat err.txt; fail "record flat"; }
same flat.data
same flat.data --show-task-events --show-mmap-events
same flat.data -F comm,pid,tid,time,ip,sym,symoff,dso,period --ns
grep -q 'hot_a+0x[0-9a-f]* (.*record_prog)$' ours.txt || fail "no hot_a samples resolved"

$OURS record -q -g -o cg.data -- "$PROG" chain 0.4 2>err.txt || { cat err.txt; fail "record -g"; }
same cg.data
collapse ref.txt >ref.folded
collapse ours.txt >ours.folded
[ -s ours.folded ] || fail "no stacks folded from our output"
cmp -s ref.folded ours.folded || {
	diff ref.folded ours.folded | head
	fail "folded stacks differ"
}
top=$(sort -k2 -n -r ours.folded | head -1)
case $top in
*main\;chain_outer\;chain_middle\;chain_leaf\ *) ;;
*) fail "hottest folded stack is not main;chain_outer;chain_middle;chain_leaf: $top" ;;
esac
same cg.data -G
same cg.data -F comm,tid,ip,sym,dso

# tracepoints fire in the kernel: tracefs for their ids, and kernel events allowed
if ! have tracefs kernel-events; then
	skip_part "tracepoints with -g"
else
	$OURS record -q -g -e sched:sched_process_exit,syscalls:sys_enter_getppid -o tp.data \
		-- "$PROG" chain 0.05 2>err.txt || { cat err.txt; fail "record tracepoints"; }
	same tp.data
	grep -q 'sched:sched_process_exit: comm=record_prog pid=' ours.txt ||
		fail "tracepoint fields not formatted"
fi

if ! have hwbp; then
	skip_part "mem:counter:w"
else
	$OURS record -q -e mem:counter:w -o bp.data -- "$PROG" counter 0.05 2>err.txt ||
		{ cat err.txt; fail "record breakpoint"; }
	same bp.data
	# mem:counter:wu where perf_event_paranoid leaves an ordinary user only user space
	grep -q 'mem:counter:wu\?: .* (.*record_prog)$' ours.txt || fail "no breakpoint sample in record_prog"
fi

echo "perf script on our recordings: same as Linux perf"
exit 0
