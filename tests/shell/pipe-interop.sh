#!/bin/bash
# desc: pipe mode interop: ours and Linux perf as writer and reader, file and stream forms, the same reports
#
# The matrix: writer (ours, Linux perf) x written form (file: record -o F; stream: record -o -)
# x reader (ours, Linux perf) x read form (file, stream). Each recording is read in both forms
# by both readers, and the stream form must report exactly what the file form of the same
# recording reports:
#   a file F            as a file: report -i F;  as a stream: WRITER inject -i F -o - | report -i -
#   a stream S          as a stream: cat S | report -i -;  as a file: report -i S (the stream
#                       saved), and ours inject -i - -o F <S (a regular perf.data) read by both
# Linux perf's own inject writes a stream form even into a file, so a stream becomes a
# regular perf.data through ours only. Also checked: the records our stream starts with, as
# Linux perf's dump names them, and script output (every sample) in both forms.
#
# The compression column: each cell once as it is ("plain") and once recorded with -z
# (PERF_RECORD_COMPRESSED records, in the file and in the stream).
#
# And a workload that prints on its standard output, which is the stream: what it prints goes
# to standard error, as with Linux perf, and readers of the stream (ours, Linux perf's,
# through inject -b) see its samples.
. "$(dirname "$0")/lib/record_lib.sh"
need

COMPS="plain z"
# The rows, blanks squeezed; Linux perf's random tip line left out.
norm() {
	grep -v -e '^# (.*)$' -e '^$' | sed -e 's/[[:space:]]\{1,\}/ /g' -e 's/ $//'
}
perf_of() { [ "$1" = ours ] && echo "$PERF" || echo "$LPERF"; }
rep() { # READER ARGS...: the report, normalized
	local r
	r=$(perf_of "$1")
	shift
	"$r" report --stdio --sort comm,dso,sym "$@" 2>/dev/null | norm
}
scr() {
	local r
	r=$(perf_of "$1")
	shift
	"$r" script -F comm,tid,time,ip,sym,dso "$@" 2>/dev/null
}
same() { # WHAT A B
	grep -q '%' "$2" || { cat "$2"; fail "$1: no rows in $2"; }
	cmp -s "$2" "$3" || { diff "$2" "$3" | head -20; fail "$1: $3 differs from $2"; }
	cells=$((cells + 1))
}

cells=0
for comp in $COMPS; do
	zopt=
	[ "$comp" = z ] && zopt=-z
	for w in ours linux; do
		W=$(perf_of $w)
		# shellcheck disable=SC2086
		"$W" record -q $zopt -e task-clock:u -o "$w.$comp.data" -- "$PROG" hot 0.3 \
			>/dev/null 2>rec.err || { cat rec.err; fail "$w record -o FILE failed"; }
		# shellcheck disable=SC2086
		"$W" record -q $zopt -e task-clock:u -o - -- "$PROG" hot 0.3 >"$w.$comp.stream" \
			2>rec.err || { cat rec.err; fail "$w record -o - failed"; }
		[ "$(head -c 8 "$w.$comp.stream")" = PERFILE2 ] || fail "$w record -o -: no stream header"
		"$W" inject -i "$w.$comp.data" -o - >"$w.$comp.fromfile" 2>inj.err ||
			{ cat inj.err; fail "$w inject -i FILE -o - failed"; }
		"$PERF" inject -i - -o "$w.$comp.tofile" <"$w.$comp.stream" 2>inj.err ||
			{ cat inj.err; fail "ours inject -i - -o FILE of $w's stream failed"; }
		[ "$(od -An -tu8 -j8 -N8 "$w.$comp.tofile" | tr -d ' ')" = 104 ] ||
			fail "ours inject -o FILE of $w's stream: not a regular perf.data header"
		for r in ours linux; do
			cell="$w $comp writer, $r reader"
			rep $r -i "$w.$comp.data" >file.txt
			rep $r -i - <"$w.$comp.fromfile" >pipe.txt
			same "$cell: file vs stream (inject -o -)" file.txt pipe.txt
			cat "$w.$comp.fromfile" | rep $r -i - >pipe.txt
			same "$cell: file vs stream through a pipe" file.txt pipe.txt
			cat "$w.$comp.stream" | rep $r -i - >pipe.txt
			rep $r -i "$w.$comp.stream" >saved.txt
			same "$cell: stream vs the stream saved as a file" pipe.txt saved.txt
			rep $r -i "$w.$comp.tofile" >tofile.txt
			same "$cell: stream vs ours inject -o FILE" pipe.txt tofile.txt
			scr $r -i "$w.$comp.data" >file.txt
			cat "$w.$comp.fromfile" | scr $r -i - >pipe.txt
			[ -s file.txt ] || fail "$cell: perf script printed nothing"
			cmp -s file.txt pipe.txt || { diff file.txt pipe.txt | head; fail "$cell: script of the file and of its stream differ"; }
			# no -i and a pipe on standard input: the stream, as Linux perf does
			(cd / && cat "$TMPD/$w.$comp.stream" | rep $r) >stdin.txt
			cat "$w.$comp.stream" | rep $r -i - >pipe.txt
			same "$cell: -i - and stdin without -i" pipe.txt stdin.txt
		done
	done
done

# annotate too reads a pipe on standard input without -i, as Linux perf (stat report: stat_record.sh)
(cd / && cat "$TMPD/ours.plain.stream" | "$PERF" annotate --stdio 2>&1) >stdin.txt
cat ours.plain.stream | "$PERF" annotate --stdio -i - >pipe.txt 2>&1
grep -q 'Percent' pipe.txt && cmp -s pipe.txt stdin.txt ||
	{ head -3 stdin.txt; fail "annotate of a pipe without -i: not the stream's annotation"; }

# What our stream starts with, as Linux perf names the records (its dump of the stream).
"$LPERF" report -D -i - <ours.plain.stream >dump.txt 2>&1 || fail "Linux perf report -D of our stream failed"
first=$(grep -m1 -o 'PERF_RECORD_[A-Z_]*' dump.txt)
[ "$first" = PERF_RECORD_ATTR ] || fail "our stream starts with $first, not PERF_RECORD_ATTR"
for rec in PERF_RECORD_FEATURE PERF_RECORD_EVENT_UPDATE PERF_RECORD_FINISHED_INIT \
	   PERF_RECORD_FINISHED_ROUND PERF_RECORD_MMAP PERF_RECORD_COMM PERF_RECORD_SAMPLE; do
	grep -q "$rec" dump.txt || fail "Linux perf's dump of our stream has no $rec"
done
# (its "FINISHED_INIT: unhandled!" is printed for its own streams too)
grep -qiE 'failed|error|invalid' dump.txt && { grep -iE 'failed|error|invalid' dump.txt | head -3; fail "Linux perf complains about our stream"; }
# The features are there: --header-only of a stream shows the host's.
"$LPERF" report --header-only -i - <ours.plain.stream >hdr.txt 2>&1
grep -q "^# hostname : $(uname -n)$" hdr.txt || { cat hdr.txt; fail "Linux perf finds no hostname feature in our stream"; }
"$PERF" report --header-only -i - <linux.plain.stream >hdr.txt 2>&1
grep -q "^# hostname : $(uname -n)$" hdr.txt || { cat hdr.txt; fail "we find no hostname feature in Linux perf's stream"; }

# A workload that prints: its standard output must not land in the stream (as Linux perf, it
# goes to perf's standard error), and every reader finds the hot function.
printer() { # NAME: record a command printing 20 lines, then spinning in hot_a
	"$PERF" record -q -e task-clock:u -o - -- sh -c \
		'for i in $(seq 20); do echo "printed line $i"; done; exec "$0" hot 0.3' "$PROG" \
		2>"$1.err"
}
inject_report() { "$PERF" inject -b | "$PERF" report --stdio -i -; }
printing() { # NAME READER...: the stream of a printing command read by READER on its stdin
	local name=$1
	shift
	printer "$name" | "$@" >out.txt 2>&1 || { cat out.txt; fail "printing workload: record | $*: failed"; }
	[ "$(grep -c '^printed line' "$name.err")" = 20 ] ||
		{ cat "$name.err"; fail "record | $*: the workload's 20 lines are not on stderr"; }
	grep -q 'hot_a' out.txt || { cat out.txt; fail "record | $*: no hot_a"; }
}
printing rep "$PERF" report --stdio -i -
printing scr "$PERF" script -i -
printing inj inject_report
printing lrep "$LPERF" report --stdio -i -
printing lscr "$LPERF" script -i -

# The header of a live pipe, as Linux perf's header.sh reads it (record -o - | report
# --header-only -I -i -): its fields, and the same lines as Linux perf prints for the stream
"$PERF" record -q -o - -e cpu-clock -- "$PROG" hot 0.1 2>/dev/null | tee live.stream |
	"$PERF" report --header-only -I -i - >hdr.txt 2>&1 || { cat hdr.txt; fail "report --header-only -I of a pipe failed"; }
for f in "captured" "hostname" "os release" "arch" "cpuid" "nrcpus" "event" "cmdline" "perf version" \
	 "sibling (cores|dies|threads)" "sibling threads" "total memory"; do
	grep -q -E "$f" hdr.txt || { cat hdr.txt; fail "report --header-only -I of a pipe: no '$f'"; }
done
cat live.stream | "$LPERF" report --header-only -I -i - >lhdr.txt 2>&1
keys() { sed -e 's/ *:.*//' "$1"; }
diff <(keys lhdr.txt) <(keys hdr.txt) >/dev/null ||
	{ diff <(keys lhdr.txt) <(keys hdr.txt); fail "report --header-only -I of a pipe: not Linux perf's lines"; }
echo "$cells cells of the matrix compared"
echo ok
