#!/bin/bash
# desc: perf record -z: compressed records between our perf and Linux perf, damaged streams, options
#
# The interop matrix: each perf writes a -z recording that each perf reads; a reader must
# print the same report rows for it as for its decompressed twin (the same records
# uncompressed, decompressed by libzstd alone: tests/tools/perf-data-zstd plain), and both
# perfs must agree on the COMPRESSED counts, the samples -D shows and the --header line.
. "$(dirname "$0")/lib/record_lib.sh"
need

OURS=$PERF
TOOLS=$TESTS_DIR/tools

bin_of() { # linux|ours
	if [ "$1" = linux ]; then echo "$LPERF"; else echo "$OURS"; fi
}

rows() { # PERF FILE: the report rows, comm dso symbol
	"$1" report -i "$2" --stdio -q --sort comm,dso,sym 2>/dev/null | sed 's/ *$//'
}

# zstd_pair WRITER READER MODE (linux|ours linux|ours file|pipe): WRITER records with -z
# (file: -o FILE; pipe: -o - into a file), READER reads it (file: -i FILE; pipe: -i - from
# it) as it reads the decompressed twin.
zstd_pair() {
	local w r mode=$3 tag=$1-$2-$3
	local data=$TMPD/$tag.data plain=$TMPD/$tag.plain
	w=$(bin_of "$1")
	r=$(bin_of "$2")
	case $mode in
	file) "$w" record -q -z -e cpu-clock -F 2000 -o "$data" -- "$PROG" hot 0.4 ||
		fail "$tag: $w record -z failed" ;;
	pipe) "$w" record -q -z -e cpu-clock -F 2000 -o - -- "$PROG" hot 0.4 >"$data" ||
		fail "$tag: $w record -z -o - failed" ;;
	*) fail "unknown mode $mode" ;;
	esac
	"$TOOLS/perf-data-zstd" plain "$data" "$plain" || fail "$tag: no decompressed twin"
	$LPERF report -i "$plain" --stat 2>/dev/null | grep -q 'COMPRESSED events' &&
		fail "$tag: the twin still has COMPRESSED records"
	case $mode in
	file) rows "$r" "$data" >"$TMPD/$tag.rows" ;;
	pipe) "$r" report -i - --stdio -q --sort comm,dso,sym <"$data" 2>/dev/null |
		sed 's/ *$//' >"$TMPD/$tag.rows" ;;
	esac
	rows "$r" "$plain" >"$TMPD/$tag.plain.rows"
	grep -q 'hot_a' "$TMPD/$tag.rows" || { cat "$TMPD/$tag.rows"; fail "$tag: no hot_a row"; }
	diff "$TMPD/$tag.rows" "$TMPD/$tag.plain.rows" ||
		fail "$tag: the -z recording reads otherwise than its decompressed twin"
	echo "$tag: $(wc -l <"$TMPD/$tag.rows") rows, as its decompressed twin"
}

# both recording modes: a file, and a stream (-o -) read as a stream (-i -)
for mode in file pipe; do
	for w in linux ours; do
		for r in linux ours; do
			zstd_pair $w $r $mode
		done
	done
done

# Linux perf's pipe output (-o -) kept in a file: its COMPRESSED records among the
# pipe-mode header records, its compressed feature in a FEATURE record
$LPERF record -q -z -e cpu-clock -F 2000 -o - -- "$PROG" hot 0.4 >lpipe.data ||
	fail "Linux perf record -z -o - failed"
"$TOOLS/perf-data-zstd" plain lpipe.data lpipe.plain || fail "no twin of the pipe output"
diff <(rows "$OURS" lpipe.data) <(rows "$OURS" lpipe.plain) ||
	fail "Linux perf's -z pipe output reads otherwise than its twin"
grep -q hot_a <(rows "$OURS" lpipe.data) || fail "Linux perf's -z pipe output: no hot_a row"
[ "$($OURS report -i lpipe.data --header-only | grep '^# compressed')" = \
	"$($LPERF report -i - --header-only <lpipe.data 2>/dev/null | grep '^# compressed')" ] ||
	fail "the pipe output's compressed line differs"

# --- both perfs agree on what the files hold: COMPRESSED records, samples, the header line
lz=$TMPD/linux-linux-file.data
oz=$TMPD/ours-ours-file.data
for f in "$lz" "$oz"; do
	a=$($LPERF report -i "$f" --stat 2>/dev/null | grep 'COMPRESSED events')
	b=$($OURS report -i "$f" --stat 2>/dev/null | grep 'COMPRESSED events')
	[ -n "$a" ] && [ "$a" = "$b" ] || fail "${f##*/}: --stat says '$b', Linux perf '$a'"
	a=$($LPERF report -i "$f" -D 2>/dev/null | grep -c 'PERF_RECORD_SAMPLE')
	b=$($OURS report -i "$f" -D 2>/dev/null | grep -c 'PERF_RECORD_SAMPLE')
	[ "$a" -gt 100 ] && [ "$a" = "$b" ] || fail "${f##*/}: -D shows $b samples, Linux perf $a"
	a=$($LPERF report -i "$f" --header-only 2>/dev/null | grep '^# compressed')
	b=$($OURS report -i "$f" --header-only 2>/dev/null | grep '^# compressed')
	echo "${f##*/}: $b"
	[[ $a =~ ^"# compressed : Zstd, level = 1, ratio = "[0-9]+$ ]] && [ "$a" = "$b" ] ||
		fail "${f##*/}: --header says '$b', Linux perf '$a'"
done
# inside records show with the offset of their COMPRESSED record, as Linux perf shows them
off=$($LPERF report -i "$lz" -D 2>/dev/null | awk '/PERF_RECORD_SAMPLE/ { print $2; exit }')
$OURS report -i "$lz" -D 2>/dev/null | grep -q "^[0-9]* $off \[0x28\]: PERF_RECORD_SAMPLE" ||
	fail "our -D does not show the first sample at its COMPRESSED record's offset $off"

# --- the summary line, levels and --mmap-flush
$OURS record -z -e cpu-clock -o s.data -- "$PROG" hot 0.3 2>err.txt || fail "record -z failed"
cat err.txt
grep -qE '^\[ perf record: Captured and wrote [0-9.]+ MB s\.data \([0-9]+ samples\), compressed \(original [0-9.]+ MB, ratio is [0-9]+\.[0-9]{3}\) \]$' \
	err.txt || fail "no 'Captured and wrote ..., compressed (original ...)' line"
check_readable s.data
$OURS record -q --compression-level=22 -e cpu-clock -o l22.data -- "$PROG" hot 0.2 ||
	fail "--compression-level=22 failed"
$LPERF report -i l22.data --header-only 2>/dev/null | grep -q '^# compressed : Zstd, level = 22,' ||
	fail "level 22 not in the header"
$OURS record --compression-level=30 -e cpu-clock -o l30.data -- "$PROG" hot 0.1 2>err.txt ||
	fail "--compression-level=30 failed"
grep -q 'above the highest, 22' err.txt || fail "level 30 taken without a word"
$LPERF report -i l30.data --header-only 2>/dev/null | grep -q 'level = 22,' || fail "30 is not 22"
for bad in "--compression-level=x" "--compression-level=-1" "--mmap-flush=x" "--mmap-flush=-1" \
	"--mmap-flush=1X"; do
	$OURS record -q "$bad" -e cpu-clock -o bad.data -- true 2>err.txt && fail "$bad accepted"
	[ "$(wc -l <err.txt)" = 1 ] && grep -q "^perf record: invalid" err.txt ||
		{ cat err.txt; fail "$bad: not one 'perf record: invalid' line"; }
done
$OURS record -q -z --mmap-flush 16K -e cpu-clock -F 4000 -o f.data -- "$PROG" hot 0.3 ||
	fail "--mmap-flush 16K failed"
$OURS record -q --mmap-flush 1G -e cpu-clock -o g.data -- "$PROG" hot 0.1 ||
	fail "--mmap-flush 1G (a quarter of the ring at most) failed"
check_readable f.data
check_readable g.data
[ "$(nr_samples f.data)" -gt 100 ] || fail "--mmap-flush 16K lost the samples"

# --- damaged streams: one line saying what and where, a non-zero status, never a crash
for m in frame badsize lie cut bomb; do
	"$TOOLS/perf-data-zstd" $m "$oz" "$m.data" || fail "perf-data-zstd $m"
	for cmd in "report --stdio -i $m.data" "report -D -i $m.data" "report --stat -i $m.data" \
		"script -i $m.data" "annotate --stdio -i $m.data" "diff $oz $m.data"; do
		# shellcheck disable=SC2086
		$OURS $cmd >/dev/null 2>err.txt </dev/null
		rc=$?
		[ $rc != 0 ] && { [ $rc -lt 128 ] || [ $rc -eq 255 ]; } || fail "$m: perf $cmd exited $rc"
		[ "$(wc -l <err.txt)" = 1 ] && grep -q "^$m.data: " err.txt ||
			{ cat err.txt; fail "$m: perf $cmd: not one line about $m.data"; }
	done
	echo "$m: $(cat err.txt)"
done
"$TOOLS/perf-data-zstd" copy "$oz" copy.data || fail "perf-data-zstd copy"
diff <(rows "$OURS" copy.data) <(rows "$OURS" "$oz") || fail "a rewritten stream reads otherwise"

# --- Linux perf's own test, with our perf first on PATH (it needs perf inject)
if $OURS inject -h 2>&1 | grep -q -- '--input'; then
	mkdir -p bin && ln -sf "$(command -v "$OURS")" bin/perf
	PATH=$TMPD/bin:$PATH sh /usr/lib/perf-core/tests/shell/record+zstd_comp_decomp.sh ||
		fail "Linux perf's record+zstd_comp_decomp.sh failed with our perf"
fi
echo "ok"
