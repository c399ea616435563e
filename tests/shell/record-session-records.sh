#!/bin/sh
# desc: perf record: ID_INDEX, EVENT_UPDATE, THREAD_MAP, CPU_MAP, FINISHED_INIT as Linux perf's
#
# Linux perf 6.1 record starts a file's data with records describing the session: the sample
# ids' events, CPUs and threads, the clock events' unit and scale, the thread and CPU maps,
# and FINISHED_INIT after the synthesized records. Our recordings (of a workload, system
# wide, of one CPU) must carry them, Linux perf must read them without a warning, and for
# these records our -D must print what Linux perf's -D prints, on our files and on its own.
. "$TESTS_DIR/shell/lib/parity_tmp.sh"

# the -D lines of the session records (the summary line and its detail lines), no offsets
records() {
	"$1" report -i "$2" -D 2>/dev/null | grep -v '^\.\( \|$\)' | grep -v '^$' |
		awk '/PERF_RECORD_(ID_INDEX|EVENT_UPDATE|THREAD_MAP|CPU_MAP|FINISHED_INIT)/ { p = 1; sub(/^.*PERF_RECORD_/, ""); print; next }
		     p && /^(\.\.\.| \.\.\.|: unhandled)/ { print; next }
		     { p = 0 }'
}

check() {
	f=$1
	records "$REF" "$f" >ref.rec
	records "$PERF" "$f" >our.rec
	if ! cmp -s ref.rec our.rec; then
		echo "FAIL: -D of the session records of $f differs from Linux perf's:"
		diff ref.rec our.rec | head -10
		fail=1
	fi
}

# The workload keeps the recorded CPU busy for about 50 ms, so that every file has samples
# (Linux perf warns of a file without any): a sleep may leave CPU 1 idle throughout.
busy='i=0; while [ $i -lt 40000 ]; do i=$((i+1)); done'
variants='""'
if have system-wide; then
	variants="$variants -a"
	if [ "$(cat /sys/devices/system/cpu/cpu1/online 2>/dev/null || echo absent)" = 1 ] ||
		{ [ -d /sys/devices/system/cpu/cpu1 ] && [ ! -e /sys/devices/system/cpu/cpu1/online ]; }; then
		variants="$variants '-C 1'"
	else
		CAPS_REASON="CPU 1 is not online"
		skip_part "record -C 1"
	fi
else
	skip_part "record -a and -C 1"
fi
eval "set -- $variants"
for t in "$@"; do
	pin=
	[ "$t" = "-C 1" ] && pin="taskset -c 1"
	# shellcheck disable=SC2086
	"$REF" record -q $t -o lin.data -e task-clock -- $pin sh -c "$busy" 2>/dev/null ||
		{ echo "FAIL: Linux perf record $t"; exit 1; }
	# shellcheck disable=SC2086
	"$PERF" record -q $t -o our.data -e '{cpu-clock,task-clock}' -- $pin sh -c "$busy" 2>/dev/null ||
		{ echo "FAIL: perf record $t"; exit 1; }
	check lin.data
	check our.data
	records "$REF" our.data >rec
	for r in ID_INDEX EVENT_UPDATE THREAD_MAP CPU_MAP FINISHED_INIT; do
		grep -q "^$r" rec || { echo "FAIL: record $t: no $r in our file"; fail=1; }
	done
	# two ids per event (one per CPU here, 2 CPUs or -C 1), every one indexed
	nr=$(grep -c '^ \.\.\. id: ' rec)
	ids=$("$REF" report -i our.data --header-only 2>/dev/null | grep '^# event' |
		sed 's/.*id = {\([^}]*\)}.*/\1/' | tr ',' '\n' | grep -c '[0-9]')
	[ "$nr" = "$ids" ] || { echo "FAIL: record $t: $nr ID_INDEX entries for $ids ids"; fail=1; }
	grep -q '^\.\.\. unit:  msec$' rec || { echo "FAIL: record $t: no msec unit"; fail=1; }
	case $t in
	-a) grep -q '^THREAD_MAP nr: 1 thread: -1$' rec || { echo "FAIL: -a thread map"; fail=1; } ;;
	"-C 1") grep -q '^CPU_MAP: 1$' rec || { echo "FAIL: -C 1 cpu map"; fail=1; } ;;
	esac
	"$REF" report -i our.data --stdio >/dev/null 2>err
	if [ -s err ]; then
		echo "FAIL: Linux perf warns on our record $t file:"
		head -5 err
		fail=1
	fi
	"$PERF" report -i our.data --stdio >/dev/null 2>err || { echo "FAIL: report of $t"; fail=1; }
done
exit $fail
