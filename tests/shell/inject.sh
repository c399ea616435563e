#!/bin/bash
# desc: perf inject: -b/--buildid-all build-ids, streams to files and back, read by both perfs; Linux perf's pipe_test.sh with ours
#
# A recording without build-ids (-B) gets them from inject -b: the workload's (its samples) and
# with --buildid-all every mapped DSO's (libc), as buildid-list of both perfs shows and the ELF
# files say. A stream turned into a file is a regular perf.data (PERFILE2, 104-byte header)
# that Linux perf reads without a warning and reports as the stream; a file turned into a
# stream reads as the file. Then Linux perf's own pipe test (installed by Debian's
# linux-perf) runs with our perf first on PATH.
. "$(dirname "$0")/lib/record_lib.sh"
need

norm() { grep -v -e '^# (.*)$' -e '^$' | sed -e 's/[[:space:]]\{1,\}/ /g'; }
rows() { "$1" report --stdio --sort comm,dso,sym -i "$2" 2>/dev/null | norm; }

"$PERF" inject -h 2>&1 | grep -q -- '--buildid-all' || fail "inject -h does not list --buildid-all"
"$PERF" record -q -B -e task-clock:u -o nobid.data -- "$PROG" hot 0.3 >/dev/null 2>&1 ||
	fail "perf record -B failed"
prog_bid=$("$PERF" buildid-list -i "$PROG")
[ -n "$prog_bid" ] || fail "no build-id in $PROG"
libc=$(ldd "$PROG" | sed -n 's/.*libc\.so\.6 => \([^ ]*\).*/\1/p')
libc=$(readlink -f "$libc")
libc_bid=$("$PERF" buildid-list -i "$libc")

# -b: the build-ids of the DSOs with samples, -v says which
"$PERF" inject -v -b -i nobid.data -o bid.data 2>inj.err || { cat inj.err; fail "inject -b failed"; }
grep -q "$prog_bid" inj.err || { cat inj.err; fail "inject -b -v does not name the workload's build-id"; }
for p in "$PERF" "$LPERF"; do
	"$p" buildid-list -i bid.data >bids.txt 2>&1 || { cat bids.txt; fail "$p buildid-list -i bid.data failed"; }
	grep -q "^$prog_bid $PROG$" bids.txt || { cat bids.txt; fail "$p: no build-id for $PROG after inject -b"; }
done
check_readable bid.data
[ "$(rows "$PERF" nobid.data)" = "$(rows "$PERF" bid.data)" ] || fail "inject -b changed the report"

# --buildid-all: every DSO mapped, with samples or not
"$PERF" inject --buildid-all -i nobid.data -o all.data || fail "inject --buildid-all failed"
"$LPERF" buildid-list -i all.data >bids.txt 2>&1
grep -q "^$prog_bid $PROG$" bids.txt || { cat bids.txt; fail "--buildid-all: no build-id for $PROG"; }
grep -q "^$libc_bid " bids.txt || { cat bids.txt; fail "--buildid-all: no build-id for libc ($libc)"; }
"$PERF" inject -b -i nobid.data -o - | "$LPERF" report -D -i - 2>/dev/null |
	grep -q PERF_RECORD_BUILD_ID || fail "inject -b -o -: no build-id record in the stream"

# a stream into a regular file that both perfs read as they read the stream
"$PERF" record -q -e task-clock:u -o - -- "$PROG" hot 0.3 2>/dev/null >rec.stream ||
	fail "perf record -o - failed"
cat rec.stream | "$PERF" inject -b -o fromstream.data || fail "inject of a stream into a file failed"
[ "$(head -c 8 fromstream.data)" = PERFILE2 ] &&
	[ "$(od -An -tu8 -j8 -N8 fromstream.data | tr -d ' ')" = 104 ] ||
	fail "a stream injected into a file is not a regular perf.data"
check_readable fromstream.data
"$LPERF" buildid-list -i fromstream.data | grep -q "^$prog_bid $PROG$" ||
	fail "Linux perf finds no build-id for $PROG in the injected file"
for p in "$PERF" "$LPERF"; do
	a=$(cat rec.stream | "$p" report --stdio --sort comm,dso,sym -i - 2>/dev/null | norm)
	b=$(rows "$p" fromstream.data)
	grep -q hot_a <<<"$a" || fail "$p: no hot_a in the report of the stream"
	[ "$a" = "$b" ] || { diff <(echo "$a") <(echo "$b"); fail "$p: the injected file reports otherwise than the stream"; }
done
# and a file back into a stream
a=$(rows "$LPERF" bid.data)
b=$("$PERF" inject -i bid.data | "$LPERF" report --stdio --sort comm,dso,sym -i - 2>/dev/null | norm)
[ "$a" = "$b" ] || { diff <(echo "$a") <(echo "$b"); fail "Linux perf reports our stream of a file otherwise than the file"; }

# no -i/-o: standard input to standard output; the same file in and out is refused
"$PERF" inject <rec.stream >plain.stream || fail "inject with neither -i nor -o failed"
[ "$(rows "$PERF" plain.stream)" = "$(cat rec.stream | "$PERF" report --stdio --sort comm,dso,sym 2>/dev/null | norm)" ] ||
	fail "inject without options changed the report"
out=$("$PERF" inject -i bid.data -o bid.data 2>&1) && fail "inject -i F -o F accepted"
[ "$(echo "$out" | wc -l)" -eq 1 ] || fail "inject -i F -o F: not one line: $out"
"$PERF" inject -i /nonexistent -o x.data 2>err.txt && fail "inject of a missing file succeeded"
[ "$(wc -l <err.txt)" -eq 1 ] || { cat err.txt; fail "inject of a missing file: not one error line"; }

# Linux perf's own pipe test, our perf first on PATH (run from where Debian installed it)
pt=$(dpkg -L linux-perf 2>/dev/null | grep '/tests/shell/pipe_test.sh$' | head -1)
if [ -n "$pt" ] && [ -f "$pt" ]; then
	mkdir bin && ln -s "$PERF" bin/perf
	PATH=$TMPD/bin:$PATH timeout 120 sh "$pt" >pt.out 2>&1 || { tail -20 pt.out; fail "Linux perf's pipe_test.sh failed with our perf"; }
else
	echo "part skipped: Linux perf's pipe_test.sh: not installed (linux-perf)"
fi
echo ok
