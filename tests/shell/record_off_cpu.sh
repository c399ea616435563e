#!/bin/bash
# desc: perf record --off-cpu: where the wall-clock time went, as offcpu-time samples Linux perf 6.12 reads
. "$(dirname "$0")/lib/record_lib.sh"
need context-switches linux-perf-612
L612=${LPERF612:-/opt/perf612/usr/bin/perf}
OPROG=$TESTS_DIR/progs/offcpu
[ -x "$OPROG" ] || fail "$OPROG not built (make test-progs)"
DUMP_TIME=18446744069 # Linux perf's made-up time of the sums written at the end, in script's s

# Linux perf 6.12 reads FILE with report and script, exit 0, no warning, offcpu-time shown.
check_612() {
	local f=$1 cmd
	for cmd in "report --stdio" "script"; do
		# shellcheck disable=SC2086
		$L612 $cmd -i "$f" >lp_out.txt 2>lp_err.txt || { cat lp_err.txt; fail "6.12 $cmd -i $f failed"; }
		if grep -qiE "warning|error|fail|invalid|corrupt|out of order" lp_err.txt; then
			cat lp_err.txt
			fail "6.12 $cmd -i $f printed a warning"
		fi
		grep -q offcpu-time lp_out.txt || fail "6.12 $cmd -i $f shows no offcpu-time"
	done
}

# The offcpu-time ns (by Linux perf 6.12's script of FILE) of the stacks through function $2.
through() {
	$L612 script -i "$1" -F period,event,ip,sym 2>/dev/null | awk -v fn="$2" '
		/offcpu-time:/ { p = $1; hit = 0; on = 1; next }
		/^$/ { on = 0; next }
		on && !hit && $2 == fn { s += p; hit = 1 }
		END { printf "%d\n", s }'
}

# --- a program that computes 0.3 s, naps 0.5 s, waits 0.2 s on a pipe (a child writes)
$PERF record --off-cpu -g --switch-events -e task-clock -c 100000 -o o.data -- "$OPROG" \
	>prog.out 2>err.txt || { cat err.txt; fail "record --off-cpu failed"; }
read -r _ main _ child <prog.out
[ -n "$child" ] || fail "the program did not say its pids"
check_612 o.data
check_readable o.data
nap=$(through o.data nap)
wait=$(through o.data wait_input)
echo "through nap: $nap ns, through wait_input: $wait ns"
[ "$nap" -ge 450000000 ] && [ "$nap" -le 600000000 ] || fail "nap: $nap ns off CPU, not 0.45-0.6 s"
[ "$wait" -ge 150000000 ] && [ "$wait" -le 350000000 ] ||
	fail "wait_input: $wait ns off CPU, not 0.15-0.35 s"
# our perf script prints the file as Linux perf 6.1 does (a bpf-output event's empty data)
$PERF script -i o.data >ours.txt 2>/dev/null
$LPERF script -i o.data >ref.txt 2>/dev/null
cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head; fail "perf script differs from Linux perf's"; }
# no double count: the switch samples themselves are not in the file
$L612 evlist -i o.data >evlist.txt 2>/dev/null
[ "$(grep -vc -e '^task-clock$' -e '^offcpu-time$' -e '^dummy' evlist.txt)" = 0 ] ||
	{ cat evlist.txt; fail "events besides task-clock and offcpu-time in the file"; }

# Each task's life, from the kernel's records as Linux perf 6.12 prints them: on CPU (the
# task-clock samples, one each 0.1 ms of CPU), off CPU (the offcpu-time samples: its sleeps)
# and runnable but waiting for a CPU (preempted, or not yet run after its fork: the switch
# records) add up to the time from its exec or fork to its exit.
$L612 script -i o.data -F tid,time,period,event --show-task-events --show-switch-events \
	2>/dev/null | awk -v main="$main" -v child="$child" '
	function t(s) { sub(":", "", s); return s * 1e9 }
	$3 == "PERF_RECORD_COMM" && $4 == "exec:" { start[$1] = t($2) }
	$3 ~ /^PERF_RECORD_FORK/ { split($3, a, /[(:)]/); start[a[2]] = t($2); wait_from[a[2]] = t($2) }
	$3 ~ /^PERF_RECORD_EXIT/ { split($3, a, /[(:)]/); end[a[3]] = t($2) }
	$3 == "PERF_RECORD_SWITCH" && $4 == "OUT" { if ($5 == "preempt") wait_from[$1] = t($2); else delete wait_from[$1] }
	$3 == "PERF_RECORD_SWITCH" && $4 == "IN" { if ($1 in wait_from) rq[$1] += t($2) - wait_from[$1]; delete wait_from[$1] }
	$4 == "task-clock:" { on[$1] += $3 }
	$4 == "offcpu-time:" { off[$1] += $3 }
	END {
		bad = 0
		n = split(main " " child, tids, " ")
		for (i = 1; i <= n; i++) {
			k = tids[i]; wall = end[k] - start[k]
			sum = on[k] + off[k] + rq[k]; d = sum - wall
			printf "task %d: wall %.1f ms = on %.1f + off %.1f + runnable %.1f (%+.2f%%)\n", k, wall / 1e6, on[k] / 1e6, off[k] / 1e6, rq[k] / 1e6, 100 * d / wall
			if (!(k in start) || !(k in end) || !off[k] || (d < 0 ? -d : d) > 0.02 * wall)
				bad = 1
		}
		exit bad
	}' || fail "a task's times on and off CPU do not add up to its life within 2%"

# --- --off-cpu-thresh: a sleep this long is a sample with its own time (its switch-in),
# shorter ones a sum written just before the task exits
exit_time() { # the time (s, as script prints it) task $2 exited in FILE $1
	$L612 script -i "$1" -F tid,time --show-task-events 2>/dev/null |
		awk -v k="$2" '$3 ~ "^PERF_RECORD_EXIT\\(" k ":" { sub(":", "", $2); print $2 }'
}
nap_time() { # the time of the offcpu-time sample through nap
	$L612 script -i "$1" -F time,event,ip,sym 2>/dev/null |
		awk '/offcpu-time:/ { tm = $1; sub(":", "", tm); on = 1; next } on && $2 == "nap" { print tm; exit } /^$/ { on = 0 }'
}
for thresh in 100 1000; do
	$PERF record --off-cpu --off-cpu-thresh $thresh -e dummy -o t$thresh.data -- "$OPROG" \
		>prog.out 2>err.txt || { cat err.txt; fail "record --off-cpu-thresh $thresh failed"; }
	read -r _ main _ <prog.out
	check_612 t$thresh.data
	e=$(exit_time t$thresh.data "$main")
	n=$(nap_time t$thresh.data)
	echo "--off-cpu-thresh $thresh: nap's sample at $n, the exit at $e"
	[ -n "$e" ] && [ -n "$n" ] || fail "thresh $thresh: no exit or no nap sample"
	if [ $thresh = 100 ]; then
		awk -v n="$n" -v e="$e" 'BEGIN { exit !(e - n > 0.15) }' ||
			fail "thresh 100: the 0.5 s nap is not a sample of its own before the wait"
	else
		awk -v n="$n" -v e="$e" 'BEGIN { exit !(e - n >= 0 && e - n < 0.000002) }' ||
			fail "thresh 1000: the 0.5 s nap is not in the sum written at the exit"
	fi
done
$PERF record --off-cpu --off-cpu-thresh abc -e dummy -o bad.data -- true >/dev/null 2>err.txt &&
	fail "--off-cpu-thresh abc accepted"
[ "$(wc -l <err.txt)" = 1 ] && grep -q "invalid --off-cpu-thresh 'abc'" err.txt ||
	{ cat err.txt; fail "--off-cpu-thresh abc: not one line saying so"; }

# --- -p: a task that lives on gets its sums at the end, at Linux perf's made-up time
sh -c 'while :; do sleep 0.05; done' &
spid=$!
BG_PIDS="$spid"
$PERF record --off-cpu -e dummy -p $spid -o p.data -- sleep 1 >/dev/null 2>err.txt ||
	{ cat err.txt; fail "record --off-cpu -p failed"; }
check_612 p.data
$L612 script -i p.data -F comm,tid,time,period,event 2>/dev/null | grep offcpu-time >p.txt
awk -v k=$spid -v d=$DUMP_TIME '$2 == k && int($3) == d && $4 > 100000000 { ok = 1 } END { exit !ok }' p.txt ||
	{ head p.txt; fail "-p: no sum of the shell's waits at the end (its comm, >0.1 s)"; }
kill $spid
wait $spid 2>/dev/null
BG_PIDS=""

# --- -o - and -z: the samples in a stream and in compressed records
$PERF record --off-cpu -e dummy -o - -- "$OPROG" 0.01 0.1 0.05 2>/dev/null >pipe.data ||
	fail "record --off-cpu -o - failed"
$L612 script -i - <pipe.data 2>/dev/null | grep -q offcpu-time || fail "-o -: no offcpu-time sample"
$PERF record --off-cpu -z -e dummy -o z.data -- "$OPROG" 0.01 0.1 0.05 >/dev/null 2>err.txt ||
	{ cat err.txt; fail "record --off-cpu -z failed"; }
check_612 z.data

# --- where the kernel forbids it: one line, a failure, and the workload never runs
if ! id nobody >/dev/null 2>&1 || ! command -v setpriv >/dev/null; then
	skip_part "refusals (no user nobody, or no setpriv)"
	exit 0
fi
chmod 755 "$TMPD"
mkdir -m 777 nb
as_nobody() { (cd nb && setpriv --reuid=nobody --regid=nogroup --clear-groups -- "$@"); }
refused() { # $1: what the kernel forbids; the rest: record's options
	local what=$1
	shift
	rm -f nb/ran
	as_nobody "$PERF" record --off-cpu "$@" -o x.data -- sh -c 'echo >ran' >/dev/null 2>nb/err.txt &&
		fail "$what: record --off-cpu $* succeeded as nobody"
	cat nb/err.txt
	[ "$(wc -l <nb/err.txt)" = 1 ] || fail "$what: not one line"
	grep -q -- "^perf record: --off-cpu" nb/err.txt || fail "$what: the line does not name --off-cpu"
	[ -e nb/ran ] && fail "$what: the workload ran"
	return 0
}
if ! as_nobody "$TESTS_DIR/progs/caps" context-switches >/dev/null; then
	refused "context switches of one's own tasks"
elif ! as_nobody "$TESTS_DIR/progs/caps" system-wide >/dev/null; then
	refused "system-wide context switches" -a
else
	skip_part "refusals: perf_event_paranoid $(cat /proc/sys/kernel/perf_event_paranoid) lets nobody sample every context switch"
fi
exit 0
