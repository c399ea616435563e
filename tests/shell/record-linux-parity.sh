#!/bin/sh
# desc: perf record: the -a/-C tracking dummy:HG, tracepoint PERIOD and the [vdso] build-id as Linux perf's
#
# Linux perf 6.1 records tracepoints with PERF_SAMPLE_PERIOD (period 1), lists the [vdso]
# in the build-id feature of every recording of a task that maps it (with or without samples
# in it), its build-id that of the running kernel's vdso image, and system wide (-a, -C)
# moves the side band (mmap, comm, task) to an added event, dummy:HG.
. "$TESTS_DIR/shell/lib/parity_tmp.sh"

sample_type() {
	"$REF" report -i "$1" --header-only 2>/dev/null | grep '^# event' |
		sed 's/.*sample_type = \([A-Z_|]*\).*/\1/'
}

"$REF" record -q -o lin.data -- sleep 0.05 2>/dev/null || { echo "FAIL: Linux perf record"; exit 1; }
"$PERF" record -q -o our.data -- sleep 0.05 2>/dev/null || { echo "FAIL: perf record"; exit 1; }
want=$("$REF" buildid-list -i lin.data 2>/dev/null | grep ' \[vdso\]$')
[ -n "$want" ] || { echo "FAIL: Linux perf lists no [vdso] here"; exit 1; }
for p in "$REF" "$PERF"; do
	got=$("$p" buildid-list -i our.data 2>/dev/null | grep ' \[vdso\]$')
	[ "$got" = "$want" ] || { echo "FAIL: $p buildid-list of our file: '$got', want '$want'"; fail=1; }
done

# the events' attrs, without ids and what only Linux perf asks (LOST, ksymbol, bpf_event)
events() {
	"$REF" report -i "$1" --header-only 2>/dev/null | grep '^# event' |
		sed -e 's/id = {[^}]*}, //' -e 's/read_format = [A-Z|]*, //' \
			-e 's/, ksymbol = 1//' -e 's/, bpf_event = 1//'
}
if have system-wide; then
	for t in "-a" "-C 0"; do
		# shellcheck disable=SC2086
		"$REF" record -q $t -o sw-lin.data -e task-clock -- sleep 0.01 2>/dev/null ||
			{ echo "FAIL: Linux perf record $t"; exit 1; }
		# shellcheck disable=SC2086
		"$PERF" record -q $t -o sw-our.data -e task-clock -- sleep 0.01 2>/dev/null ||
			{ echo "FAIL: perf record $t"; exit 1; }
		events sw-lin.data >a
		events sw-our.data >b
		if ! cmp -s a b; then
			echo "FAIL: record $t: events differ from Linux perf's:"
			diff a b
			fail=1
		fi
	done
else
	skip_part "system-wide dummy:HG"
fi

if have tracefs; then
	"$REF" record -q -o tp-lin.data -e sched:sched_switch -- sleep 0.01 2>/dev/null ||
		{ echo "FAIL: Linux perf record -e sched:sched_switch"; exit 1; }
	"$PERF" record -q -o tp-our.data -e sched:sched_switch -- sleep 0.01 2>/dev/null ||
		{ echo "FAIL: perf record -e sched:sched_switch"; exit 1; }
	a=$(sample_type tp-lin.data)
	b=$(sample_type tp-our.data)
	[ "$a" = "$b" ] || { echo "FAIL: tracepoint sample_type $b, Linux perf's $a"; fail=1; }
	"$REF" script -i tp-our.data -F period 2>/dev/null | tr -d " " | sort -u >periods
	[ "$(cat periods)" = "1" ] || { echo "FAIL: tracepoint periods: $(head -3 periods)"; fail=1; }
else
	skip_part "tracepoint PERIOD"
fi
exit $fail
