#!/bin/bash
# desc: perf trace: exact -s counts, strace-like lines with fds named, -e/-o/--duration/-p, bad input, as Linux perf 6.1
#
# tests/progs/getpids makes exactly 100 getppid and 50 getpid calls: -s must count exactly
# those, in Linux perf 6.1's summary layout (times masked); the lines of `perf trace -- grep
# -c . /etc/hostname` must have Linux perf's shape, fds named ("3</etc/hostname>"); an
# unknown call, a missing pid and an ordinary user get one line and a non-zero exit, and
# nothing is left behind in tracefs.
PERF=${PERF:-perf}
REF=${PERF_REF:-/usr/bin/perf}
. "$TESTS_DIR/shell/lib/caps.sh"
require tracefs kernel-events
tracefs=
for d in /sys/kernel/tracing /sys/kernel/debug/tracing; do
	[ -d "$d/events/raw_syscalls/sys_enter" ] && tracefs=$d && break
done
[ -n "$tracefs" ] || { echo "no raw_syscalls tracepoints in tracefs (CONFIG_FTRACE_SYSCALLS)"; exit 2; }
prog=$TESTS_DIR/progs/getpids
[ -x "$prog" ] || { echo "FAIL: $prog not built (make test-progs)"; exit 1; }
tmp=$(mktemp -d /tmp/trace-test.XXXXXX)
chmod 755 "$tmp"
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
fail=0
bad() {
	echo "FAIL: $*"
	fail=1
}

# bad input: one line, non-zero exit, nothing left in tracefs
one_line() {
	local what=$1 re=$2
	shift 2
	"$@" >bad.out 2>bad.err </dev/null
	rc=$?
	[ $rc != 0 ] || bad "$what: exit 0"
	[ "$(wc -l <bad.err)" = 1 ] || bad "$what: not one line: $(head -3 bad.err)"
	grep -q "$re" bad.err || bad "$what: '$(cat bad.err)' does not say '$re'"
}
# -s: exactly the calls made
# as Linux perf, the trace goes to standard error
"$PERF" trace -s -- "$prog" 2>s.out >s.stdout || bad "trace -s failed: $(head -3 s.out)"
[ ! -s s.stdout ] || bad "-s wrote on standard output"
row() { awk -v c="$1" '$1 == c { print $1, $2, $3 }' "$2"; }
[ "$(row getppid s.out)" = "getppid 100 0" ] || bad "-s: getppid row: '$(row getppid s.out)'"
[ "$(row getpid s.out)" = "getpid 50 0" ] || bad "-s: getpid row: '$(row getpid s.out)'"
grep -q "^ getpids ([0-9]*), [0-9]* events, [0-9.]*%$" s.out || bad "-s: no thread line: $(head -4 s.out)"

# the summary's layout: Linux perf 6.1's, times, counts and pids masked
mask() { sed -E 's/[0-9]+\.[0-9]+/F/g; s/\([0-9]+\)/(P)/; s/ [0-9]+ events/ N events/' "$1"; }
if have linux-perf; then
	"$REF" trace -s -- "$prog" 2>ref.out || bad "Linux perf trace -s failed"
	# the lines around the rows: title, thread, header, and the blank lines
	mask ref.out | grep -v '^   [a-z_0-9]* *[0-9]' >ref.layout
	mask s.out | grep -v '^   [a-z_0-9]* *[0-9]' >our.layout
	cmp -s ref.layout our.layout || { bad "-s layout differs from Linux perf's:"; diff ref.layout our.layout | head; }
	# each row's columns end at the same places (the numbers are right-aligned)
	ends() {
		awk '{ p = 0; l = $0; o = ""
			while (match(l, /[^ ]+/)) { p += RSTART + RLENGTH - 1; o = o " " p; l = substr(l, RSTART + RLENGTH) }
			print o }'
	}
	for c in getppid getpid; do
		r=$(grep "^   $c " ref.out | ends)
		o=$(grep "^   $c " s.out | ends)
		[ -n "$o" ] && [ "$r" = "$o" ] || bad "-s: $c row: columns end at '$o', Linux perf's at '$r'"
	done
else
	skip_part "the comparison with Linux perf's layout"
fi

# -S: the lines, then the summary
"$PERF" trace -S -e getpid -- "$prog" >S.out 2>&1 || bad "trace -S failed"
[ "$(grep -c ' getpid() ' S.out)" = 50 ] || bad "-S: not 50 getpid lines"
[ "$(row getpid S.out)" = "getpid 50 0" ] || bad "-S: no getpid row"

# a line a write on stderr: the workload's output (the same file) never lands inside one
if command -v strace >/dev/null && strace -f -qq -e trace=write -o st true 2>/dev/null; then
	# (LeakSanitizer stops threads with ptrace, which strace holds: no leak check here)
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
		strace -f -qq -s 4096 -e trace=write -e signal=none -o st.out "$PERF" trace -e getpid -- "$prog" \
		>/dev/null 2>w.out || bad "trace under strace failed"
	# (perf's own writes to fd 2: each ends its line)
	n=$(grep -c '^[0-9]* *write(2, ".*\\n", [0-9]*) *= [0-9]*$' st.out)
	all=$(grep -c '^[0-9]* *write(2, ' st.out)
	[ "$n" -ge 50 ] && [ "$n" = "$all" ] ||
		bad "stderr written in pieces: $all writes, $n whole lines: $(grep 'write(2, ' st.out | grep -v '\\n"' | head -2)"
fi

# the lines: time (duration): comm/tid call(args) padded to Linux perf's column = result
line_re='^ +[0-9]+\.[0-9]{3} \( *[0-9]+\.[0-9]{3} ms\): grep/[0-9]+ '
"$PERF" trace -- grep -c . /etc/hostname >g.out 2>&1 || bad "trace grep failed"
grep -Eq "${line_re}read\(fd: 3(</etc/hostname>)?, buf: 0x[0-9a-f]+, count: [0-9]+\) += $(wc -c </etc/hostname)$" g.out ||
	bad "no read(fd: 3...) line of /etc/hostname: $(grep 'read(' g.out | tail -2)"
grep -Eq "${line_re}openat\(dfd: CWD, filename: 0x[0-9a-f]+, flags: RDONLY\|CLOEXEC\) += 3$" g.out ||
	bad "no openat(dfd: CWD, ..., flags: RDONLY|CLOEXEC) = 3 line"
grep -Eq '^ +[0-9.]+ \( +\): grep/[0-9]+ exit_group\(\) += \?$' g.out || bad "no exit_group() = ? line"
grep -Eq '^ +\? \( +\): grep/[0-9]+  \.\.\. \[continued\]: execve\(\)\) += 0$' g.out || bad "no continued execve line"
grep -Eq "${line_re}access\(filename: 0x[0-9a-f]+, mode: R\) += -1 ENOENT \(No such file or directory\)$" g.out ||
	bad "no errno name: $(grep 'access(' g.out | head -1)"
# '=' at the column of Linux perf's, counted from the call's name
col() { grep -E "$2" "$1" | head -1 | sed -E 's/^.*\): [^ ]+ //' | awk '{ print index($0, " = ") }'; }
[ "$(col g.out ' brk\(\) ')" = 70 ] || bad "'=' of brk() at $(col g.out ' brk\(\) '), not 70"
if have linux-perf; then
	"$REF" trace -- grep -c . /etc/hostname >gref.out 2>&1
	[ "$(col gref.out ' brk\(\) ')" = "$(col g.out ' brk\(\) ')" ] || bad "'=' column differs from Linux perf's"
fi
# a file opened by a name on the stack, read and closed before perf reads the rings: named
"$PERF" trace -e openat,read,close -- "$prog" /etc/hostname >o.out 2>&1 || bad "trace of getpids FILE failed"
grep -Eq 'read\(fd: [0-9]+</etc/hostname>, buf: 0x[0-9a-f]+, count: 64\) += [0-9]+$' o.out ||
	bad "the fd of /etc/hostname is not named: $(grep 'read(' o.out | tail -1)"
grep -Eq 'close\(fd: [0-9]+</etc/hostname>\) += 0$' o.out || bad "close does not name the fd"

# -e: only those calls, globs, '!'
"$PERF" trace -e getppid -- "$prog" >e.out 2>&1 || bad "trace -e failed"
[ "$(grep -c ' getppid() ' e.out)" = 100 ] && [ "$(wc -l <e.out)" = 100 ] ||
	bad "-e getppid: $(wc -l <e.out) lines, $(grep -c ' getppid() ' e.out) getppid"
"$PERF" trace -e 'getp*' -- "$prog" >e.out 2>&1
[ "$(grep -c ' getppid() ' e.out)" = 100 ] && [ "$(grep -c ' getpid() ' e.out)" = 50 ] || bad "-e getp*"
"$PERF" trace -e '!getppid' -- "$prog" >e.out 2>&1
! grep -q ' getppid() ' e.out && [ "$(grep -c ' getpid() ' e.out)" = 50 ] || bad "-e !getppid"
# -o, --duration
"$PERF" trace -o o.txt -e getpid -- "$prog" >stdout.txt 2>stderr.txt
[ "$(grep -c ' getpid() ' o.txt)" = 50 ] && [ ! -s stdout.txt ] && [ ! -s stderr.txt ] || bad "-o: $(wc -l <o.txt) lines in the file"
"$PERF" trace --duration 10000 -e getpid -- "$prog" >d.out 2>&1
[ ! -s d.out ] || bad "--duration 10000 printed $(wc -l <d.out) lines"
# -p: a process started before perf trace, followed to its end
sh -c 'sleep 0.5; exec "$0"' "$prog" &
pid=$!
"$PERF" trace -s -p $pid -e getppid >p.out 2>&1
wait $pid
[ "$(row getppid p.out)" = "getppid 100 0" ] || bad "-p: getppid row '$(row getppid p.out)'"

# a shell that forks: the children named (their parent's name until they exec), no
# unknown calls (rt_sigreturn's exit has no call number)
"$PERF" trace -- sh -c '/bin/true; /bin/echo x >/dev/null' >f.out 2>&1 || bad "trace of a forking shell failed"
grep -Eq '^ +[0-9.?]+ \([ 0-9.ms]+\): :[0-9]+/' f.out && bad "a task without a name: $(grep -E '\): :[0-9]+/' f.out | head -1)"
grep -q 'unknown()' f.out && bad "an unknown() call: $(grep 'unknown()' f.out | head -1)"
[ "$(grep -Ec '\): (true|echo)/[0-9]+ exit_group\(\) += \?$' f.out)" = 2 ] || bad "not the exits of true and echo"
# the parent's call interrupted by the child's events: its start "...", its end "[continued]"
grep -Eq '\): sh/[0-9]+ (vfork|clone|clone3|fork)\(.*\) +\.\.\.$' f.out &&
	grep -Eq '\): sh/[0-9]+  \.\.\. \[continued\]: (vfork|clone|clone3|fork)\(\)\) += [0-9]+ \(true\)$' f.out ||
	bad "no interrupted fork of the shell: $(grep -E 'fork|clone' f.out | head -3)"
# Ctrl-C ends a -p session: the summary is still printed, exit 0
sleep 5 &
spid=$!
"$PERF" trace -s -p $spid 2>c.out &
tpid=$!
sleep 0.5
kill -INT $tpid
wait $tpid || bad "perf trace -p exited $? on Ctrl-C"
kill $spid 2>/dev/null
grep -q "Summary of events" c.out || bad "no summary after Ctrl-C"

# --call-graph: the user stack of each call under its line, as Linux perf prints it
"$PERF" trace --call-graph fp -e getppid -- "$prog" 2>cg.out >/dev/null || bad "--call-graph fp failed"
frames() { awk '/ getppid\(\) / { n++ } n == 2 { exit } n == 1 && !/getppid/ { print }' "$1"; }
frames cg.out | head -1 | grep -Eq '^ {39}syscall \(/.*libc\.so\.6\)$' || bad "--call-graph: no syscall (libc) frame: $(frames cg.out | head -2)"
if have linux-perf; then
	"$REF" trace --call-graph fp -e getppid -- "$prog" 2>cgref.out >/dev/null
	[ "$(frames cg.out)" = "$(frames cgref.out)" ] || { bad "--call-graph frames differ from Linux perf's:"; diff <(frames cgref.out) <(frames cg.out); }
fi
"$PERF" trace --call-graph fp --max-stack 1 -e getppid -- "$prog" 2>cg1.out >/dev/null
[ "$(frames cg1.out | wc -l)" = 1 ] || bad "--max-stack 1: $(frames cg1.out | wc -l) frames"

# -F: page faults, "minfault [func+0xoff] => object@0xoff (d.)" as Linux perf writes them
"$PERF" trace -F all -e getppid -- "$prog" 2>pf.out >/dev/null || bad "-F all failed"
grep -Eq '^ +[0-9.]+ \( 0\.000 ms\): getpids/[0-9]+ minfault \[_start\+0x0\] => /.*ld-linux.*@0x[0-9a-f]+ \(d\.\)$' pf.out ||
	bad "-F: no fault at ld.so's _start: $(grep fault pf.out | head -3)"
[ "$(grep -c ' getppid() ' pf.out)" = 100 ] || bad "-F: the calls are not all there"
"$PERF" trace -F maj -e getppid -- "$prog" 2>pf.out >/dev/null
grep -q minfault pf.out && bad "-F maj shows minor faults"
one_line "-F bad" "bad" "$PERF" trace -F bad -- true

# perf trace record, then -i: the same counts from the file; Linux perf's file read too,
# and Linux perf reads ours
"$PERF" trace record -q -o rec.data -- "$prog" >/dev/null 2>rec.err || bad "trace record failed: $(head -2 rec.err)"
"$PERF" trace -i rec.data -s 2>i.out || bad "trace -i failed"
[ "$(row getppid i.out)" = "getppid 100 0" ] && [ "$(row getpid i.out)" = "getpid 50 0" ] ||
	bad "-i: rows '$(row getppid i.out)' '$(row getpid i.out)'"
"$PERF" trace -i rec.data 2>i.out
[ "$(grep -Ec ' getppid\(\) += [0-9]+$' i.out)" = 100 ] || bad "-i: not 100 getppid lines"
if have linux-perf; then
	"$REF" trace -i rec.data 2>ri.out >/dev/null
	[ "$(grep -c ' getppid() ' ri.out)" = 100 ] || bad "Linux perf trace -i of our file: not 100 getppid lines"
	"$REF" trace record -q -o lrec.data -- "$prog" >/dev/null 2>&1
	"$PERF" trace -i lrec.data -s 2>li.out
	[ "$(row getppid li.out)" = "getppid 100 0" ] || bad "-i of Linux perf's file: '$(row getppid li.out)'"
fi
"$PERF" record -q -e cpu-clock -o plain.data -- true 2>/dev/null
one_line "-i of a file without raw_syscalls" "raw_syscalls" "$PERF" trace -i plain.data
one_line "-i of a file that is none" "s.out" "$PERF" trace -i s.out

one_line "-e nosuchcall" "nosuchcall" "$PERF" trace -e nosuchcall -- true
one_line "-e 'nosuch*'" "nosuch" "$PERF" trace -e 'nosuch*' -- true
gone=$(sh -c 'echo $$')
one_line "-p $gone" "$gone" "$PERF" trace -p "$gone"
one_line "no such command" "nosuchcommand" "$PERF" trace -- ./nosuchcommand
if [ "$(id -u)" = 0 ] && command -v useradd >/dev/null && command -v runuser >/dev/null; then
	user=ptrc$$
	if useradd -M -d /nonexistent -s /bin/sh "$user" 2>/dev/null; then
		trap 'userdel "$user" 2>/dev/null; rm -rf "$tmp"' EXIT
		# what the ordinary user may do, probed without our perf
		if runuser -u "$user" -- test -r "$tracefs/events/raw_syscalls/sys_enter/id" &&
			[ "$(cat /proc/sys/kernel/perf_event_paranoid)" -le -1 ]; then
			echo "part skipped: no permission problem: this user may trace system calls here"
		else
			one_line "an ordinary user" "perf trace: " runuser -u "$user" -- "$PERF" trace -- true
		fi
	fi
else
	echo "part skipped: not root or no useradd/runuser: the ordinary user's error"
fi
for e in sys_enter sys_exit; do
	[ "$(cat $tracefs/events/raw_syscalls/$e/filter)" = none ] || bad "a filter left on raw_syscalls:$e"
	[ "$(cat $tracefs/events/raw_syscalls/$e/enable)" = 0 ] || bad "raw_syscalls:$e left enabled"
done
exit $fail
