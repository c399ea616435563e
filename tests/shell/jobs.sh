#!/bin/sh
# desc: -j/--jobs of report, script, annotate, diff and data convert: one thread or more, the same output; the default follows the CPU affinity
#
# The readers read a file ahead on a second thread (and kallsyms on a third) when they may
# use more than one CPU: -j N sets the threads, -j 0 (the default) takes the CPUs the process
# may run on. The outputs with -j 1 and -j 2 must be the same bytes; the threads started are
# counted with strace (clone calls): none with -j 1 or under `taskset -c 0`, some with -j 2
# (also under taskset). A bad -j is one error line and exit 129.
data="$TESTS_DIR/data"
PERF=${PERF:-perf}
. "$TESTS_DIR/shell/lib/caps.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
f=$data/system-g.data
cd "$tmp" || exit 1

# the same output with one thread and with two
run() { # tag, then the command after "perf"
	tag=$1
	shift
	for j in 1 2; do
		"$PERF" "$@" -j $j >"$tag.$j" 2>"$tag.$j.err"
		echo $? >>"$tag.$j"
	done
	if ! cmp -s "$tag.1" "$tag.2"; then
		echo "FAIL: perf $*: -j 1 and -j 2 differ"
		diff "$tag.1" "$tag.2" | head -8
		fail=1
	elif [ "$(wc -l <"$tag.1")" -lt 3 ]; then
		echo "FAIL: perf $*: no output"
		cat "$tag.1" "$tag.1.err" | head -5
		fail=1
	fi
}
run report report -i "$f" --stdio --symfs "$data/symfs"
run report-g report -i "$data/perf-burn-2ev-g.data" --stdio --children --symfs "$data/symfs"
run script script -i "$f" --symfs "$data/symfs"
# a recording of a program here, for annotate (it disassembles the program's own file)
if ! "$PERF" record -q -e task-clock -o rec.data -- "$TESTS_DIR/progs/busy-loop" 300 >rec.err 2>&1; then
	echo "FAIL: perf record of busy-loop failed"
	cat rec.err
	exit 1
fi
run annotate annotate -i rec.data --stdio
run diff diff "$data/perf-burn.data" "$data/perf-burn-2ev-g.data" --symfs "$data/symfs"
run json data convert -i "$f" --to-json - --symfs "$data/symfs"

# the threads started: strace counts the clone calls of the perf it runs
if ! command -v strace >/dev/null || ! strace -f -qq -e trace=clone,clone3 -o st true 2>/dev/null; then
	skip_part "thread counts: strace cannot trace here"
else
	clones() { # the command after "perf": the number of threads it started
		strace -f -qq -e trace=clone,clone3 -o st "$@" >/dev/null 2>&1
		grep -c 'CLONE_THREAD' st # (threads: not the leak checker's helper of a sanitizer build)
	}
	c1=$(clones "$PERF" report -j 1 -i "$f" --stdio)
	c2=$(clones "$PERF" report -j 2 -i "$f" --stdio)
	ct=$(clones taskset -c 0 "$PERF" report -i "$f" --stdio)
	ct2=$(clones taskset -c 0 "$PERF" report -j 2 -i "$f" --stdio)
	cs=$(clones "$PERF" script -j 1 -i "$f")
	echo "threads started: -j 1: $c1, -j 2: $c2, taskset -c 0: $ct, taskset -c 0 -j 2: $ct2, script -j 1: $cs"
	if [ "$c1" != 0 ] || [ "$ct" != 0 ] || [ "$cs" != 0 ]; then
		echo "FAIL: a thread was started with -j 1 or on one CPU"
		fail=1
	fi
	if [ "$c2" -lt 1 ] || [ "$ct2" -lt 1 ]; then
		echo "FAIL: no thread started with -j 2"
		fail=1
	fi
	if [ "$(nproc)" -gt 1 ]; then
		cd=$(clones "$PERF" report -i "$f" --stdio)
		[ "$cd" -ge 1 ] || { echo "FAIL: no thread by default on $(nproc) CPUs"; fail=1; }
	fi
fi

# a bad -j
for bad in x -1 2x; do
	"$PERF" report -i "$f" --stdio -j "$bad" >out 2>err
	rc=$?
	if [ $rc != 129 ] || [ -s out ] || ! head -1 err | grep -q "Error: .*j.* expects an unsigned numerical value"; then
		echo "FAIL: perf report -j $bad: exit $rc, not 129 with one error line"
		head -3 err out
		fail=1
	fi
done
[ $fail = 0 ] || exit 1
echo "ok"
