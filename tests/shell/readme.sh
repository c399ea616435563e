#!/bin/bash
# desc: README: every command example runs as shown (placeholders mapped to test programs)
# slow: about 30 s
# lock: uprobes hwbp
#
# Each line of the README's ```sh blocks runs, top to bottom, in one scratch directory (as a
# reader would type them) with our perf first on PATH and HOME there too (~/.debug); the
# ```python block runs as well. What a reader replaces is mapped: ./prog, ./myprog,
# ./prog-v1, ./prog-v2 are tests/progs/readme_prog (a `counter`, malloc(), func(n, s) with
# s->len), app.js a loop for node (skipped without node), App a Java class (without a JDK,
# skipped), ./lib.so a shared library, 1234/1235/1236 tasks that end by themselves, the
# breakpoint address that of prog's counter, `sleep N` 0.3 s; perf top is stopped with
# Ctrl-C (SIGINT) after 3 s. Each must exit 0. Lines
# skipped, with the reason: the make targets that run this suite, kprobes where the
# kernel has none (checked through tracefs, not our perf), perf ftrace where the kernel
# refuses the function tracer (tests/progs/caps ftrace), FlameGraph's scripts when not
# installed.
set -u
src=$(cd "$TESTS_DIR/.." && pwd)
readme=$src/README.md
perf_bin=$(readlink -f "$PERF")
prog_src=$src/tests/progs/readme_prog
[ -x "$prog_src" ] || { echo "FAIL: $prog_src not built (make test-progs)"; exit 1; }

d=$(mktemp -d /tmp/readme-test.XXXXXX)
cleanup() {
	# the probes the README adds (probe_prog:* is deleted by the README itself)
	if [ -n "${probes_added:-}" ]; then
		"$perf_bin" probe -q -d 'probe_libc:malloc' >/dev/null 2>&1
		"$perf_bin" probe -q -d 'probe_prog:*' >/dev/null 2>&1
	fi
	# the JVM's perf maps (/tmp/perf-PID.map) of the README's App
	find /tmp -maxdepth 1 -name 'perf-*.map' -newer "$d/start" -exec grep -l 'App::main\|App.main' {} + 2>/dev/null |
		xargs -r rm -f
	rm -rf "$d"
}
trap cleanup EXIT
mkdir -p "$d/bin" "$d/home" "$d/work"
touch "$d/start"
ln -s "$perf_bin" "$d/bin/perf"
export PATH="$d/bin:$PATH" HOME="$d/home"
cd "$d/work" || exit 1
for p in prog myprog prog-v1 prog-v2; do cp "$prog_src" "$p"; done
echo 'let t = 0; for (let i = 0; i < 3e7; i++) t += i % 7; console.log(t);' >app.js
# App: a Java class with a loop, where there is a JDK
if command -v javac >/dev/null; then
	printf '%s\n' 'public class App { public static void main(String[] a) { long t = 0;' \
		'for (long i = 0; i < 30000000L; i++) t += i % 7; System.out.println(t); } }' >App.java
	javac App.java || echo "javac App.java failed"
fi
lib=$(ldd "$prog_src" | awk '/libc\.so/ { print $3 }')
cp "$lib" lib.so
counter_addr=0x$(nm prog | awk '$3 == "counter" { print $1 }' | sed 's/^0*//')

# kprobes: can this kernel add one? (written to tracefs directly, not through our perf)
kprobes=
for t in /sys/kernel/tracing /sys/kernel/debug/tracing; do
	if [ -w "$t/kprobe_events" ]; then
		ev="readme_kp_$$"
		if echo "p:$ev perf_event_mmap_output" >> "$t/kprobe_events" 2>/dev/null; then
			echo "-:$ev" >> "$t/kprobe_events"
			kprobes=yes
		fi
		break
	fi
done

# the function tracer: does current_tracer take it? (tests/progs/caps, not our perf)
ftrace_reason=$("$TESTS_DIR/progs/caps" ftrace 2>&1) && ftrace_reason=

have_pymod() { ls "$src"/python/perf*.so >/dev/null 2>&1; }

# a task that ends by itself within a second, for -p/-t
short_task() { # (in $(...): its stdout must not hold the substitution open)
	sleep 1 > /dev/null 2>&1 &
	echo $!
}

failed=0
failed_lines=
n=0
run_line() { # the README's line, as shown
	local line=$1 cmd rc

	# comments: a whole line, or "  # ..." after the command
	cmd=$(printf '%s\n' "$line" | sed 's/[[:space:]]\+#[[:space:]].*$//; s/[[:space:]]*$//')
	case "$cmd" in
	'' | '#'*) return ;;
	'make demo' | 'make test') echo "skip: '$cmd' (runs this test suite)"; return ;;
	*stackcollapse-perf.pl* | *flamegraph.pl*)
		if ! command -v stackcollapse-perf.pl >/dev/null || ! command -v flamegraph.pl >/dev/null; then
			echo "skip: '$cmd' (FlameGraph's scripts are not installed)"
			return
		fi ;;
	*' node '*)
		if ! command -v node >/dev/null; then
			echo "skip: '$cmd' (node is not installed)"
			return
		fi ;;
	*' java '*)
		if ! [ -f App.class ]; then
			echo "skip: '$cmd' (no JDK: java, javac)"
			return
		fi ;;
	'perf probe '[a-z]*=* | "perf probe 'do_sys"*)
		if [ -z "$kprobes" ]; then
			echo "skip: '$cmd' (this kernel cannot add kprobes)"
			return
		fi ;;
	'perf ftrace'*)
		if [ -n "$ftrace_reason" ]; then
			echo "skip: '$cmd' ($ftrace_reason)"
			return
		fi ;;
	esac
	# the placeholders
	cmd=${cmd//1235,1236/$(short_task),$(short_task)}
	cmd=${cmd//1235/$(short_task)}
	cmd=${cmd//1234/$(short_task)}
	cmd=${cmd//0x601040/$counter_addr}
	cmd=$(printf '%s\n' "$cmd" | sed -E 's/sleep [0-9]+/sleep 0.3/g; s#(\./(my)?prog) args#\1#g')
	case "$cmd" in
	*'perf probe'*) probes_added=yes ;;
	esac
	n=$((n + 1))
	if [[ $cmd == 'perf top'* ]]; then
		# live until q or Ctrl-C: Ctrl-C after three seconds (a refresh or more)
		# --foreground: the INT alone, no SIGCONT after it (a SIGCONT that lands while
		# LeakSanitizer stops the exiting perf for its scan cancels the stop: both hang);
		# -k: a perf top that ignores the INT is killed, and the line fails
		timeout --foreground -k 30 --preserve-status -s INT 3 bash -c "$cmd" > out 2>&1 </dev/null
	elif [[ $cmd == PYTHONPATH=python* ]]; then
		# from the source tree; Ctrl-C once it has printed (it watches until then), as a
		# reader would stop it: not after a fixed time, which a loaded machine can spend
		# before python has even reached the script's KeyboardInterrupt handler
		# Python keeps SIGINT ignored when it starts with it ignored (as under nohup, or in
		# a background job of a shell without job control): the reader's terminal gives it
		# the default disposition, so the command starts with that (perl resets it, exec
		# keeps it); and the wait is bounded, a hang is a failure.
		have_pymod || { echo "skip: '$cmd' (python module not built)"; return; }
		(cd "$src" && exec perl -e '$SIG{INT} = "DEFAULT"; exec @ARGV or die "exec: $!"' \
			bash -c "$cmd") > out 2>&1 </dev/null &
		pid=$!
		for _ in $(seq 1 300); do
			[ -s out ] && break
			sleep 0.1
		done
		sleep 0.5
		kill -INT $pid 2>/dev/null
		for _ in $(seq 1 300); do
			kill -0 $pid 2>/dev/null || break
			sleep 0.1
		done
		if kill -0 $pid 2>/dev/null; then
			kill -KILL $pid 2>/dev/null
			echo "    (still running 30 s after Ctrl-C)" >> out
		fi
		wait $pid
	else
		# stdin: not the README this loop reads (report and script without -i read a
		# pipe there, as Linux perf does)
		timeout 120 bash -c "$cmd" > out 2>&1 </dev/null
	fi
	rc=$?
	if [ $rc -ne 0 ]; then
		echo "FAILED ($rc, ${SECONDS}s): $line"
		echo "    ran: $cmd"
		sed 's/^/    | /' out | tail -15
		failed=$((failed + 1))
		failed_lines+="    $line (exit $rc)"$'\n'
	else
		echo "ok (${SECONDS}s): $cmd"
	fi
}

# the probe lines add fixed event names (probe_libc:malloc, probe_prog:func): one README run
# at a time on this machine
exec 9> /tmp/perf-readme-test.lock
flock 9

while IFS= read -r line; do
	run_line "$line"
done < <(awk '/^```sh$/ { f = 1; next } /^```/ { f = 0 } f' "$readme")

# the Python example
if have_pymod; then
	awk '/^```python$/ { f = 1; next } /^```/ { f = 0 } f' "$readme" > example.py
	n=$((n + 1))
	if ! PYTHONPATH=$src/python timeout 60 /usr/bin/python3 example.py > out 2>&1; then
		echo "FAILED: the README's python example"
		sed 's/^/    | /' out | tail -15
		failed=$((failed + 1))
		failed_lines+="    the python example"$'\n'
	else
		echo "ok: the python example"
	fi
else
	echo "skip: the python example (python module not built)"
fi

[ $n -ge 60 ] || { echo "FAIL: only $n examples found in $readme"; exit 1; }
# (the failures again at the end: a failed run's report keeps only the output's tail)
[ $failed -eq 0 ] || { printf 'FAIL: %s of %s README examples failed:\n%s' "$failed" "$n" "$failed_lines"; exit 1; }
echo "$n README examples ran"
exit 0
