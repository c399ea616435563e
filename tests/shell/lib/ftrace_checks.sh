# perf ftrace's checks, run by tests/shell/ftrace.sh (bash, on this machine; once also by
# the guest of `make test-vm`, busybox sh, so they stay POSIX sh): sourced. The caller sets PERF, T (the
# tracefs mount), W (a scratch directory), LPERF (Linux perf 6.1, or empty) and defines
# `ok NAME` and `bad NAME WHY`.
#
# Before each command tracefs is put in a state unlike the kernel's defaults (a filter, a
# notrace list, a pid, one CPU, a buffer size, irq-info on, ...): perf must put back exactly
# that, so a perf that merely resets tracefs fails as much as one that leaves it changed.

ft_files="current_tracer tracing_on set_ftrace_filter set_ftrace_notrace set_graph_function
set_graph_notrace set_ftrace_pid tracing_cpumask max_graph_depth buffer_size_kb tracing_thresh"

# the settings perf ftrace may change, and every option, into FILE
ft_snap() {
	for f in $ft_files; do
		echo "== $f"
		cat "$T/$f" 2>&1 | sed "s|^cat: .*: |cannot read: |"
	done > "$1"
	for o in "$T"/options/*; do
		echo "$o $(cat "$o" 2>&1)"
	done >> "$1"
}

# ft_put FILE VALUE: writes VALUE (nothing when empty) where the kernel lets us
ft_put() {
	if [ -n "$2" ]; then
		{ echo "$2" > "$T/$1"; } 2> /dev/null
	else
		{ : > "$T/$1"; } 2> /dev/null
	fi
}

# a state other than the defaults (where the kernel lets us write it)
ft_state() {
	ft_put set_ftrace_filter vfs_read
	ft_put set_ftrace_notrace vfs_write
	ft_put set_graph_function vfs_fsync
	ft_put set_ftrace_pid 1
	ft_put tracing_cpumask 1
	ft_put max_graph_depth 5
	ft_put buffer_size_kb 1000
	ft_put tracing_on 1
	ft_put options/irq-info 1
	ft_put options/funcgraph-irqs 1
	ft_put options/func_stack_trace 0
}

# the lines that differ between two files (busybox's diff is unified, GNU's is not)
ft_diff() {
	diff "$1" "$2" | grep -E '^[-+<>][^-+]' | head -8 | tr '\n' ';'
}

# ft_same NAME: tracefs is as ft_state left it
ft_same() {
	ft_snap "$W/after"
	if cmp -s "$W/before" "$W/after"; then
		ok "$1: tracefs put back"
	else
		bad "$1: tracefs put back" "$(ft_diff "$W/before" "$W/after")"
	fi
}

# ft_exec ARGS...: our perf ftrace, with tracefs in ft_state (snapshot in before), its exit
# status in rc
ft_exec() {
	ft_state
	ft_snap "$W/before"
	"$PERF" ftrace "$@" > "$W/out" 2> "$W/err" < /dev/null
	rc=$?
}

# ft_fails NAME ARGS...: a non-zero exit, one line on stderr, tracefs put back
ft_fails() {
	name=$1
	shift
	ft_exec "$@"
	n=$(wc -l < "$W/err")
	if [ $rc -ne 0 ] && [ "$n" -eq 1 ]; then
		ok "$name: exit $rc, one line: $(cat "$W/err")"
	else
		bad "$name" "exit $rc, $n lines: $(head -3 "$W/err" | tr '\n' ';')"
	fi
	ft_same "$name"
}

ft_error_checks() {
	ft_fails "unknown function" -T nosuchfunc_perf_test -- true
	ft_fails "unknown graph function" -G nosuchfunc_perf_test -- true
	ft_fails "unknown tracer" -t nosuchtracer -- true
	ft_fails "no such pid" -T do_sys_openat2 -p 2147483647
	ft_fails "bad pid" -T do_sys_openat2 -p abc
	ft_fails "bad --graph-opts" --graph-opts nosuch -- true
	ft_fails "bad -m" -m 16 -- true
	ft_fails "latency -b" latency -b -T do_sys_openat2 -- true
	ft_fails "latency without -T" latency -- true
}

# the lines of a trace, digits, runs of blanks and task names made alike: their shapes (the
# kernel prints "<...>" for a task whose name it has not saved yet)
ft_shapes() {
	sed -e 's/[0-9][0-9]*/N/g' -e 's/  */ /g' -e 's/^ *[^ #]*-N \[/TASK-N [/' "$1" |
		grep -vxF "$(cat /etc/hostname)" | sort -u
}

# ft_with_ref NAME ARGS...: when Linux perf runs here, its trace has our lines' shapes
ft_with_ref() {
	name=$1
	shift
	[ -n "$LPERF" ] || return 0
	"$LPERF" ftrace "$@" > "$W/ref" 2> /dev/null
	ft_shapes "$W/ref" > "$W/ref.shapes"
	ft_shapes "$W/out" > "$W/our.shapes"
	if cmp -s "$W/ref.shapes" "$W/our.shapes"; then
		ok "$name: the line shapes of Linux perf"
	else
		bad "$name: the line shapes of Linux perf" \
			"$(ft_diff "$W/ref.shapes" "$W/our.shapes")"
	fi
}

# ft_run NAME ARGS...: runs our perf ftrace with tracefs in ft_state, checks it is put back
ft_run() {
	name=$1
	shift
	ft_exec "$@"
	[ $rc -eq 0 ] || bad "$name" "exit $rc: $(head -3 "$W/err" | tr '\n' ';')"
	ft_same "$name"
}

ft_real_checks() {
	# the function tracer on a workload
	ft_run "function -T" -T do_sys_openat2 -- cat /etc/hostname
	if grep -q '^# tracer: function$' "$W/out" &&
		grep -qE '^ +(cat|<\.\.\.>)-[0-9]+ +\[[0-9]+\] +[0-9]+\.[0-9]+: do_sys_openat2 <-' "$W/out"; then
		ok "function -T: lines name do_sys_openat2 in Linux perf's layout"
	else
		bad "function -T: lines" "$(head -12 "$W/out" | tr '\n' ';')"
	fi
	grep -v 'do_sys_openat2\|^#\|^ *$' "$W/out" | grep -vxF "$(cat /etc/hostname)" > "$W/other"
	[ -s "$W/other" ] && bad "function -T: only do_sys_openat2" "$(head -3 "$W/other" | tr '\n' ';')"
	ft_with_ref "function -T" -T do_sys_openat2 -- cat /etc/hostname

	# the function_graph tracer from one function, two levels deep (--graph-opts depth=2).
	# One run only: function_graph patches every kernel function in and out, and in the
	# guest of make test-vm (software emulation) that deadlocked the kernel 3 times in about
	# 20 runs (both CPUs in soft lockup, perf's tracefs write and another task; a shell loop
	# of nothing but `perf ftrace -G` hung at its 6th run).
	ft_run "function_graph -G" -G do_sys_openat2 --graph-opts depth=2 -- cat /etc/hostname
	if grep -q '^# tracer: function_graph$' "$W/out" &&
		grep -qE '^ *[0-9]+\) +\| +do_sys_openat2\(\) \{$' "$W/out" &&
		grep -qE '^ *[0-9]+\) .*[0-9]+\.[0-9]+ us +\| +\}' "$W/out" &&
		grep -qE '^ *[0-9]+\) .*[0-9]+\.[0-9]+ us +\|    [a-z_]' "$W/out"; then
		ok "function_graph -G: do_sys_openat2() { its calls } with durations"
	else
		bad "function_graph -G" "$(head -12 "$W/out" | tr '\n' ';')"
	fi
	grep -qE '\|      +[a-z_}]' "$W/out" &&
		bad "--graph-opts depth=2" "deeper lines: $(grep -m2 -E '\|      +[a-z_}]' "$W/out" | tr '\n' ';')"

	# --func-opts call-graph: the kernel stack of each hit
	ft_run "--func-opts call-graph" -T do_sys_openat2 --func-opts call-graph -- cat /etc/hostname
	grep -q '<stack trace>' "$W/out" && grep -q '^ => ' "$W/out" &&
		ok "--func-opts call-graph: stacks" ||
		bad "--func-opts call-graph" "$(head -8 "$W/out" | tr '\n' ';')"

	# -p: a running shell loop that opens a file itself (read is a shell builtin)
	sh -c 'while :; do read x < /etc/hostname; sleep 0.2; done' &
	loop=$!
	ft_state
	ft_snap "$W/before"
	timeout -s INT 3 "$PERF" ftrace -T do_sys_openat2 -p $loop > "$W/out" 2> "$W/err"
	rc=$?
	kill $loop
	wait $loop 2> /dev/null
	lines=$(grep -c 'do_sys_openat2 <-' "$W/out")
	others=$(grep 'do_sys_openat2 <-' "$W/out" | grep -cv -- "-$loop ")
	if [ $rc -eq 0 ] && [ "$lines" -ge 2 ] && [ "$others" -eq 0 ]; then
		ok "-p: $lines opens of pid $loop, none of others"
	else
		bad "-p" "exit $rc, $lines lines, $others of other tasks: $(head -3 "$W/err")"
	fi
	ft_same "-p"

	# latency: Linux perf 6.1's histogram
	ft_run "latency" latency -T do_sys_openat2 -- cat /etc/hostname
	rows=$(grep -cE '^ +[0-9]+ - [0-9. ]+ +[num ]s \| +[0-9]+ \| #* *\|$' "$W/out")
	total=$(awk -F'|' '/ - / { n += $2 } END { print n + 0 }' "$W/out")
	if grep -q '^#   DURATION     |      COUNT | GRAPH  ' "$W/out" && [ "$rows" -eq 22 ] &&
		[ "$total" -ge 1 ]; then
		ok "latency: 22 rows, $total calls"
	else
		bad "latency" "$rows rows, $total calls: $(head -4 "$W/out" | tr '\n' ';')"
	fi
	if [ -n "$LPERF" ]; then
		"$LPERF" ftrace latency -T do_sys_openat2 -- cat /etc/hostname > "$W/ref" 2> /dev/null
		cut -d'|' -f1 "$W/ref" > "$W/ref.rows"
		cut -d'|' -f1 "$W/out" | grep -vxF "$(cat /etc/hostname)" > "$W/our.rows"
		grep -vxF "$(cat /etc/hostname)" "$W/ref.rows" > "$W/ref.rows2"
		cmp -s "$W/ref.rows2" "$W/our.rows" && ok "latency: Linux perf's rows" ||
			bad "latency: Linux perf's rows" "$(ft_diff "$W/ref.rows2" "$W/our.rows")"
	fi
	ft_run "latency -n" latency -n -T do_sys_openat2 -- cat /etc/hostname
	grep -qE '^ +0 - 1 +ns \|' "$W/out" && grep -qE '^ +1 - \.\.\. +ms \|' "$W/out" &&
		ok "latency -n: nanosecond rows" || bad "latency -n" "$(head -3 "$W/out" | tr '\n' ';')"

	# --inherit: the workload's children too (options/function-fork); without it, the
	# workload alone. The shell opens the file itself, then forks cat (by its path, and
	# "; true" after it, so that neither busybox's in-process applets nor the exec of a last
	# command run it in the shell's pid): the opens come from one pid, or two with --inherit.
	ft_run "--inherit" --inherit -T do_sys_openat2 -- \
		sh -c 'read x < /etc/hostname; /bin/cat /etc/hostname; true'
	pids=$(grep 'do_sys_openat2 <-' "$W/out" | sed -E 's/^ *[^ ]*-([0-9]+) .*/\1/' | sort -u | wc -l)
	[ "$pids" -eq 2 ] && ok "--inherit: the shell's and its child's opens" ||
		bad "--inherit" "$pids pids: $(head -10 "$W/out" | tr '\n' ';')"
	ft_run "no --inherit" -T do_sys_openat2 -- \
		sh -c 'read x < /etc/hostname; /bin/cat /etc/hostname; true'
	pids=$(grep 'do_sys_openat2 <-' "$W/out" | sed -E 's/^ *[^ ]*-([0-9]+) .*/\1/' | sort -u | wc -l)
	[ "$pids" -eq 1 ] && ok "no --inherit: the shell's opens only" ||
		bad "no --inherit" "$pids pids: $(head -10 "$W/out" | tr '\n' ';')"

	# -F: the functions the kernel can trace, those a glob matches
	"$PERF" ftrace --funcs='do_sys_open*' > "$W/out" 2> "$W/err"
	if grep -qx 'do_sys_openat2' "$W/out" && ! grep -qv '^do_sys_open' "$W/out"; then
		ok "--funcs=GLOB: $(wc -l < "$W/out") functions"
	else
		bad "--funcs=GLOB" "$(head -3 "$W/out" "$W/err" | tr '\n' ';')"
	fi

	# the workload failing, or not there
	ft_run "workload fails" -T do_sys_openat2 -- false
	ft_fails "workload missing" -T do_sys_openat2 -- /nonexistent/command

	# signals half-way: SIGTERM on a system-wide trace, SIGINT on a workload's, both with the
	# function tracer. With function_graph (which hooks every kernel function) the SIGINT run
	# stalled the guest of make test-vm (software emulation) after its kprobe tests in both
	# runs tried: an RCU stall once, a soft lockup in perf's tracefs write until the timeout
	# once; alone in the guest, the same run took 10 s, and Linux perf's 16 s.
	ft_state
	ft_snap "$W/before"
	"$PERF" ftrace -a -T do_sys_openat2 > "$W/out" 2> "$W/err" &
	p=$!
	sleep 2
	cat /etc/hostname > /dev/null
	kill -TERM $p
	wait $p
	rc=$?
	[ $rc -eq 143 ] && ok "SIGTERM: perf dies of it ($rc)" || bad "SIGTERM" "exit $rc: $(head -3 "$W/err")"
	ft_same "SIGTERM"

	ft_state
	ft_snap "$W/before"
	"$PERF" ftrace -T do_sys_openat2 -- sleep 30 > "$W/out" 2> "$W/err" &
	p=$!
	sleep 2
	kill -INT $p
	wait $p
	rc=$?
	[ $rc -eq 0 ] && ok "SIGINT: exit 0" || bad "SIGINT" "exit $rc: $(head -3 "$W/err")"
	ft_same "SIGINT"
	ps -o pid,args 2> /dev/null | grep -q '[s]leep 30' && bad "SIGINT" "the workload still runs"
}
