#!/bin/bash
# desc: OpenJDK -XX:+DumpPerfMapAtExit: Java methods named from /tmp/perf-PID.map, self and through frame-pointer stacks, as Linux perf names them
#
# A recursive fib in Java (Debian's OpenJDK), recorded with -g and -XX:+PreserveFramePointer;
# the JVM writes /tmp/perf-PID.map as it exits. The method is JIT-compiled early and takes
# nearly all of the 1.5 s of fib, so most samples fall in it (a share of at
# least half: the JVM's start and compiler threads take the rest, more on a loaded machine); Linux perf reads the same
# recording and the same map: its rows (self and with children) and script's symbols must be
# ours. The map is removed at the end, by the JVM's pid.
set -u
LPERF=${LPERF:-/usr/bin/perf}
command -v java >/dev/null && command -v javac >/dev/null ||
	{ echo "no java/javac (openjdk-17-jdk-headless)"; exit 2; }
. "$TESTS_DIR/shell/lib/caps.sh"
# not under /tmp/perf-*: Linux perf takes every file there for a JIT's perf map
TMPD=$(mktemp -d /tmp/jit-java-test.XXXXXX)
export PERF_BUILDID_DIR=$TMPD/debug
maps=
trap 'rm -rf "$TMPD" $maps' EXIT
cd "$TMPD" || exit 1
fail() {
	echo "FAIL: $*"
	exit 1
}

cat >Fib.java <<'JAVA'
public class Fib {
	static long fibonacciRecursive(int n) {
		return n < 2 ? n : fibonacciRecursive(n - 1) + fibonacciRecursive(n - 2);
	}

	public static void main(String[] args) {
		long end = System.nanoTime() + 1_500_000_000L, sum = 0;
		while (System.nanoTime() < end)
			sum += fibonacciRecursive(24);
		System.out.println(sum > 0 ? "done" : "none");
	}
}
JAVA
javac Fib.java || fail "javac failed"
JAVA_OPTS="-XX:+UnlockDiagnosticVMOptions -XX:+DumpPerfMapAtExit -XX:+PreserveFramePointer"
# shellcheck disable=SC2086
$PERF record -q -g -F 1000 -o perf.data -- java $JAVA_OPTS Fib >out.txt 2>record.err || {
	cat record.err
	fail "perf record java failed"
}
grep -qx done out.txt || fail "the program printed $(cat out.txt)"
# the JVM's pid: the process that ran Fib (its main thread is named java)
for pid in $($PERF report -i perf.data --stdio --sort pid 2>/dev/null | sed -n 's/.* \([0-9]*\):java *$/\1/p'); do
	[ -f /tmp/perf-$pid.map ] && maps="$maps /tmp/perf-$pid.map"
done
[ -n "$maps" ] || { echo "the JVM wrote no /tmp/perf-PID.map (-XX:+DumpPerfMapAtExit)"; exit 2; }

rows() { grep -v '^#' | grep '%'; }
$PERF report -i perf.data --stdio --sort sym --no-children -g none 2>report.err | rows >ours.txt
share=$(awk '/Fib.fibonacciRecursive/ { s += $1 } END { printf "%d", s }' ours.txt)
echo "$share% of the samples named Fib.fibonacciRecursive"
[ "$share" -ge 50 ] || { head ours.txt; fail "only $share% of the samples named Fib.fibonacciRecursive"; }
# the call chains walk through the JIT code's frames: fib called by fib, three deep
$PERF script -i perf.data -F ip,sym 2>/dev/null | awk '/Fib.fibonacciRecursive/ { n++ } /^$/ { n = 0 }
	n >= 3 { found = 1 } END { exit !found }' || fail "no call chain through three frames of fib"

if have linux-perf; then
	for opt in --no-children --children; do
		$LPERF report -i perf.data --stdio --sort sym $opt -g none 2>/dev/null | rows >ref.txt
		$PERF report -i perf.data --stdio --sort sym $opt -g none 2>/dev/null | rows >ours.txt
		cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head; fail "report $opt --sort sym differs from Linux perf's"; }
	done
	$LPERF script -i perf.data -F ip,sym 2>/dev/null >ref.txt
	$PERF script -i perf.data -F ip,sym 2>/dev/null >ours.txt
	cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head; fail "script -F ip,sym differs from Linux perf's"; }
else
	skip_part "the comparison with Linux perf"
fi
echo ok
