#!/bin/bash
# desc: a program that announces its code in a jitdump as JIT runtimes do: report and perf top name it, with no inject
# tests/progs/jit spins in code of an anonymous mapping and writes ./jit-PID.dump (the file
# mmapped, then one code load, jit_spin_loop, flushed at once: node buffers its dump until it
# exits, which perf top cannot wait for). Recorded with -k mono, report names ~all of its
# samples jit_spin_loop (it does nothing else but start: at 1 kHz, hundreds of samples; we
# ask for 90%). Without -k mono, one warning and no name. perf top (system wide), running
# when the program starts, names jit_spin_loop as the dump grows, in its last refresh too,
# after new generations of its machine.
. "$(dirname "$0")/lib/record_lib.sh"
JIT=$TESTS_DIR/progs/jit
[ -x "$JIT" ] || fail "$JIT not built (make test-progs)"
[ "$(uname -m)" = x86_64 ] || { echo "the JIT test program knows only x86_64 code"; exit 2; }
rows() { grep -v '^#' | grep '%'; }

$PERF record -q -k mono -F 1000 -o jit.data -- "$JIT" 0.5 jitdump >/dev/null 2>record.err ||
	{ cat record.err; fail "perf record -k mono failed"; }
ls jit-*.dump >/dev/null 2>&1 || fail "the program wrote no jitdump"
$PERF report -i jit.data --stdio --sort dso,sym 2>report.err | rows >ours.txt
[ -s report.err ] && { cat report.err; fail "report warned"; }
share=$(awk '/jit-[0-9]*\.dump +\[\.\] jit_spin_loop/ { s += $1 } END { printf "%d", s }' ours.txt)
[ "$share" -ge 90 ] || { head ours.txt; fail "$share% of the samples named jit_spin_loop from the dump"; }
$PERF script -i jit.data -F ip,sym 2>/dev/null | grep -q jit_spin_loop || fail "script names no jit_spin_loop"

rm -f jit-*.dump
$PERF record -q -F 1000 -o nomono.data -- "$JIT" 0.3 jitdump >/dev/null 2>&1 || fail "perf record failed"
$PERF report -i nomono.data --stdio --sort sym 2>report.err | rows >ours.txt
[ "$(grep -c 'CLOCK_MONOTONIC' report.err)" = 1 ] || { cat report.err; fail "not one warning without -k mono"; }
grep -q jit_spin_loop ours.txt && fail "named from a dump of another clock"

if have system-wide; then
	rm -f jit-*.dump
	# a new machine at every refresh where a task exited (some do, below): the dump's
	# MMAP is not seen again, nor in /proc (the program unmapped it), the dump stays named
	PERF_TOP_MAX_DEAD=0 $PERF top --stdio -d 1 --refreshes 4 -E 30 >top.txt 2>top.err &
	top=$!
	BG_PIDS="$top"
	# the program once top reads its rings: after its first refresh
	for _ in $(seq 100); do grep -q PerfTop: top.txt && break; sleep 0.1; done
	grep -q PerfTop: top.txt || { cat top.err; fail "perf top showed nothing in 10 s"; }
	"$JIT" 2.5 jitdump &
	jit=$!
	BG_PIDS="$top $jit"
	while kill -0 $jit 2>/dev/null; do /bin/true; sleep 0.2; done
	wait $jit || fail "the jit program failed"
	wait $top || { cat top.err; fail "perf top failed"; }
	# the last refresh that shows the program (others may run JITs too) names its code
	last=$(awk -v p="$jit" '/PerfTop:/ { b++ } $0 ~ "jit-" p "\\.dump|\\[JIT\\] tid " p " " { l = b }
		END { print l }' top.txt)
	[ -n "$last" ] || { cat top.txt; fail "perf top did not show the jit program"; }
	awk -v l="$last" '/PerfTop:/ { b++ } b == l' top.txt |
		grep -q "jit-$jit\\.dump *\\[\\.\\] jit_spin_loop" ||
		{ cat top.txt top.err; fail "perf top did not name jit_spin_loop in its refresh $last"; }
else
	skip_part "perf top (system wide)"
fi
echo ok
