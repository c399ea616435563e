#!/bin/bash
# desc: a workload printing lots to stdout and stderr: record and stat into files, pipes and record -o - | report, as Linux perf
#
# tests/progs/chatty 20000 writes "out 1".."out 20000" to stdout and "err 1".."err 20000" to
# stderr, with its CPU time in chat_work. Someone records and counts it with its output
# sent to files, into a pipe, and with perf's own stream on stdout (`record -o - | report
# -i -`, where Linux perf moves the workload's stdout to stderr so that the stream stays
# whole). Compared with Linux perf: the exit statuses, that every line of the workload
# arrives where it should (its stdout bytes exactly, with a file or pipe there; stdout and
# stderr lines from the shared stderr otherwise, where they interleave), perf's own lines,
# and the report's top function (chat_work: nearly all of the CPU time).
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need
CHATTY=$TESTS_DIR/progs/chatty
[ -x "$CHATTY" ] || fail "$CHATTY not built (make test-progs)"
N=20000
seq 1 $N | sed 's/^/out /' >want.out
seq 1 $N | sed 's/^/err /' >want.err

# lines FILE: the workload's stdout and stderr lines in FILE, told apart. Its stderr writes
# are whole lines, its stdout comes in buffer-sized pieces that may split a line around
# them: taking the "err N" lines out leaves the stdout bytes.
lines() {
	python3 - "$1" <<'EOP'
import re, sys
data = open(sys.argv[1], errors="replace").read()
errs = re.findall(r"err \d+\n", data)
rest = re.sub(r"err \d+\n", "", data)
outs = re.findall(r"^out \d+$", rest, re.M)
other = [l for l in rest.splitlines() if not re.match(r"^out \d+$", l)]
want = ["out %d" % i for i in range(1, int(sys.argv[2] if len(sys.argv) > 2 else 20000) + 1)]
print("stdout lines in order: %s" % ("all" if outs == want else "%d, not all in order" % len(outs)))
print("stderr lines in order: %s" % ("all" if [e[:-1] for e in errs] == [w.replace("out", "err") for w in want] else "%d" % len(errs)))
for l in other:
    l = re.sub(r"[0-9.]+ MB", "X MB", l)
    l = re.sub(r"\(\d+ samples\)", "(N samples)", l)
    l = re.sub(r"Woken up \d+ times", "Woken up N times", l)
    print("perf: " + l)
EOP
}
top_sym() { grep -m1 '%' "$1" | awk '{ print $NF }'; }

for side in linux ours; do
	P=$(perf_of $side)
	{
		"$P" record -o a.data -- "$CHATTY" $N >a.out 2>a.err
		echo "record, output to files: exit $?"
		cmp -s a.out want.out && echo "stdout: exact" || echo "stdout: differs"
		lines a.err | grep -v '^stdout'
		"$P" report --stdio -i a.data --sort sym >a.rep 2>/dev/null
		echo "top function: $(top_sym a.rep)"

		n=$("$P" record -o b.data -- "$CHATTY" $N 2>/dev/null | wc -l)
		echo "record | wc -l: ${PIPESTATUS[0]} $n"
		[ -s b.data ] && echo "the file: written"

		"$P" record -o - -- "$CHATTY" $N 2>c.err | "$P" report -i - --stdio --sort sym >c.rep 2>c.rerr
		echo "record -o - | report -i -: exit ${PIPESTATUS[*]}"
		lines c.err
		echo "top function: $(top_sym c.rep)"
		echo "report's stderr: $(grep -ciE 'warn|error|fail|invalid|corrupt|malformed' c.rerr) warnings"

		"$P" stat -e task-clock -- "$CHATTY" $N >d.out 2>d.err
		echo "stat: exit $?"
		cmp -s d.out want.out && echo "stdout: exact" || echo "stdout: differs"
		lines d.err | grep -v -e '^stdout' -e '^perf: '
		echo "counts: $(grep -c -e "Performance counter stats for '$CHATTY $N'" -e ' task-clock ' d.err) lines"
	} >$side.txt 2>&1
	rm -f ./*.data
done
differ_files "the sessions' results" ours.txt linux.txt
finish "chatty workload"
