#!/bin/bash
# desc: perf ftrace: function/function_graph traces and latency as Linux perf 6.1; one-line errors; tracefs put back after the end, errors, SIGINT and SIGTERM
# lock: all
#
# perf ftrace changes global tracefs state (current_tracer, filters, pids, options), so it
# runs alone. The checks are tests/shell/lib/ftrace_checks.sh (the guest of `make test-vm`
# runs none: tracefs writes locked its emulated kernel up): the error paths always; the
# traces, latency and signals where the kernel lets the function tracer be set
# (tests/progs/caps ftrace, which tries it without
# our perf). On a kernel that refuses it perf must fail with one line and change nothing.
PERF=${PERF:-perf}
. "$TESTS_DIR/shell/lib/caps.sh"
require root tracefs
T=$(awk '$3 == "tracefs" { print $2; exit }' /proc/mounts)
[ -n "$T" ] || { echo "tracefs is not mounted"; exit 2; }
W=$(mktemp -d /tmp/ftrace-test.XXXXXX)
trap 'rm -rf "$W"' EXIT
fail=0
ok() { :; }
bad() {
	echo "FAIL: $1: $2"
	fail=1
}
LPERF=
have linux-perf && LPERF=/usr/bin/perf
. "$TESTS_DIR/shell/lib/ftrace_checks.sh"

# put back whatever ft_state changes here, as it was before the test
ft_snap "$W/start"
saved=$W/saved
mkdir "$saved"
for f in set_ftrace_filter set_ftrace_notrace set_graph_function set_ftrace_pid tracing_cpumask \
	max_graph_depth buffer_size_kb tracing_on options/irq-info options/funcgraph-irqs \
	options/func_stack_trace; do
	[ -r "$T/$f" ] && cat "$T/$f" > "$saved/${f//\//_}" 2> /dev/null
done
put_back() {
	local f v
	for f in tracing_cpumask max_graph_depth tracing_on options/irq-info options/funcgraph-irqs \
		options/func_stack_trace; do
		[ -s "$saved/${f//\//_}" ] && ft_put "$f" "$(cat "$saved/${f//\//_}")"
	done
	v=$(sed -n 's/.*(expanded: \([0-9]*\)).*/\1/p; /expanded/!p' "$saved/buffer_size_kb" 2> /dev/null)
	[ -n "$v" ] && [ "$v" != X ] && ft_put buffer_size_kb "$v"
	for f in set_ftrace_filter set_ftrace_notrace set_graph_function set_ftrace_pid; do
		[ -e "$saved/$f" ] || continue
		ft_put "$f" ""
		grep -v '^#\|^no pid' "$saved/$f" | while read -r v; do
			{ echo "$v" >> "$T/$f"; } 2> /dev/null
		done
	done
	rm -rf "$W"
}
trap put_back EXIT

ft_error_checks
# the messages say what was wrong
grep -q "unknown tracer 'nosuchtracer'" <("$PERF" ftrace -t nosuchtracer -- true 2>&1) ||
	bad "unknown tracer" "the message does not name it"
grep -q "no such process: 2147483647" <("$PERF" ftrace -p 2147483647 2>&1) ||
	bad "no such pid" "the message does not name it"
grep -q "not supported" <("$PERF" ftrace latency -b -T do_sys_openat2 -- true 2>&1) ||
	bad "latency -b" "the message does not say it is not supported"

if have ftrace; then
	ft_real_checks
	grep -q "refused 'nosuchfunc_perf_test' for set_ftrace_filter" \
		<("$PERF" ftrace -T nosuchfunc_perf_test -- true 2>&1) ||
		bad "unknown function" "the message does not name the function and the file"
else
	# what the kernel refuses is said, and nothing changes: the same as the error paths
	ft_fails "function tracer refused" -T do_sys_openat2 -- true
	grep -q "$(sed -n 's/.*(writing .* to \([^:]*\): \(.*\))$/\2/p' <<< "$CAPS_REASON")" "$W/err" ||
		bad "function tracer refused" "the message does not give the kernel's reason: $(cat "$W/err")"
	[ $fail = 0 ] && echo "part skipped: traces, latency, SIGINT/SIGTERM mid-run: $CAPS_REASON"
fi
exit $fail
