#!/bin/bash
# desc: perf record --dry-run, --timestamp-filename, --max-size, -u, -r, --per-thread, --buildid-mmap, --synth, --proc-map-timeout, --switch-max-files: the session as Linux perf runs it
# lock: all
. "$(dirname "$0")/lib/record_lib.sh"
need

# --- --dry-run: the options are checked, nothing is run or written
$PERF record --dry-run -o dry.data -- touch ran 2>err.txt || { cat err.txt; fail "--dry-run exited non-zero"; }
[ -e dry.data ] && fail "--dry-run wrote a file"
[ -e ran ] && fail "--dry-run ran the workload"
$PERF record --dry-run -e nosuchevent -o dry.data -- true >/dev/null 2>&1 && fail "--dry-run accepted a bad event"

# --- --timestamp-filename: the file is <output>.<timestamp> once complete
$PERF record --timestamp-filename -e cpu-clock -o ts.data -- "$PROG" hot 0.05 >/dev/null 2>err.txt ||
	{ cat err.txt; fail "--timestamp-filename"; }
f=$(ls ts.data.* 2>/dev/null)
[ -e ts.data ] && fail "--timestamp-filename left ts.data"
echo "$f" | grep -qE '^ts\.data\.[0-9]{16}$' || fail "--timestamp-filename: '$f' is not ts.data.<16 digits>"
grep -q "^\[ perf record: Dump $f \]$" err.txt || { cat err.txt; fail "no '[ perf record: Dump $f ]'"; }
grep -qE '^\[ perf record: Captured and wrote [0-9.]+ MB ts\.data\.<timestamp> \]$' err.txt ||
	{ cat err.txt; fail "the Captured line is not Linux perf's"; }
mb=$(sed -n 's/.*wrote \([0-9.]*\) MB.*/\1/p' err.txt)
[ "$mb" != 0.000 ] || fail "--timestamp-filename: the Captured line says 0.000 MB"
check_readable "$f"

# --- --max-size: the session stops once that much is written, the workload terminated
$PERF record -q -F 20000 --max-size=100K -e cpu-clock -o ms.data -- "$PROG" hot 20 2>err.txt
rc=$?
[ $rc = 143 ] || fail "--max-size: exit $rc, not the terminated workload's 143"
grep -qE '^\[ perf record: perf size limit reached \([0-9]+ KB\), stopping session \]$' err.txt ||
	{ cat err.txt; fail "--max-size: no 'perf size limit reached' line (said even with -q)"; }
size=$(stat -c %s ms.data)
[ "$size" -ge 102400 ] && [ "$size" -lt 4194304 ] || fail "--max-size=100K: a file of $size bytes"
check_readable ms.data
$PERF record --max-size=10X -o bad.data -- true >/dev/null 2>err.txt && fail "--max-size=10X accepted"
[ "$(wc -l <err.txt)" = 1 ] || { cat err.txt; fail "--max-size=10X: not one error line"; }

# --- -u: the processes of a user, no other
if have root; then
	setpriv --reuid=65534 --regid=65534 --clear-groups "$PROG" hot 5 >/dev/null &
	up=$!
	BG_PIDS="$BG_PIDS $up"
	wait_for "[ \"\$(stat -c %u /proc/$up 2>/dev/null)\" = 65534 ] && grep -q record_prog /proc/$up/comm" ||
		fail "no record_prog of uid 65534"
	$PERF record -q -u 65534 -e cpu-clock -o u.data -- sleep 0.3 2>err.txt || { cat err.txt; fail "record -u 65534"; }
	check_readable u.data
	$LPERF script -F pid -i u.data 2>/dev/null | sort -u | tr -d ' ' >pids.txt
	[ "$(cat pids.txt)" = "$up" ] || { head -3 pids.txt; fail "-u 65534: samples of pids $(head -3 pids.txt | tr '\n' ' '), not $up only"; }
	name=$(getent passwd 65534 | cut -d: -f1)
	$PERF record -q -u "$name" -e cpu-clock -o un.data -- sleep 0.1 2>err.txt || { cat err.txt; fail "record -u $name"; }
	kill "$up"
else
	skip_part "-u (another user's process needs root)"
fi
$PERF record -u no-such-user-here -o bad.data -- true >/dev/null 2>err.txt && fail "-u of no user accepted"
grep -q "no such user" err.txt && [ "$(wc -l <err.txt)" = 1 ] || { cat err.txt; fail "-u no-such-user: not one clear line"; }
$PERF record -u 0 -p 1 -o bad.data -- true >/dev/null 2>err.txt && fail "-u with -p accepted"

# --- -r: perf itself runs SCHED_FIFO at that priority, the workload does not
if have root; then
	$PERF record -q -r 5 -e cpu-clock -o r.data -- sleep 1 2>err.txt &
	rp=$!
	BG_PIDS="$BG_PIDS $rp"
	wait_for "pgrep -P $rp -x sleep >/dev/null" || fail "-r: the workload did not start"
	chrt -p "$rp" >pol.txt
	chrt -p "$(pgrep -P $rp -x sleep)" >wpol.txt
	wait "$rp" || { cat err.txt; fail "record -r 5"; }
	grep -q 'SCHED_FIFO' pol.txt && grep -q 'priority: 5' pol.txt || { cat pol.txt; fail "-r 5: perf is not SCHED_FIFO 5"; }
	grep -q 'SCHED_OTHER' wpol.txt || { cat wpol.txt; fail "-r 5: the workload is real-time too"; }
	rm -f bad.data
	$PERF record -r 200 -o bad.data -- true >/dev/null 2>err.txt && fail "-r 200 accepted"
	[ "$(wc -l <err.txt)" = 1 ] || { cat err.txt; fail "-r 200: not one line"; }
	[ -e bad.data ] && fail "-r 200 left a file"
else
	skip_part "-r (real-time priority needs root)"
fi

# --- --per-thread: a ring per task, no inheritance, no times unless -T
"$PROG" threads 4 5 >prog.out &
tp=$!
BG_PIDS="$BG_PIDS $tp"
wait_for "grep -q ready prog.out" || fail "the 5-thread program did not start"
$PERF record -q --per-thread -p "$tp" -e cpu-clock -o pt.data -- sleep 0.3 2>err.txt || { cat err.txt; fail "record --per-thread -p"; }
kill "$tp"
check_readable pt.data
n=$($LPERF script -F tid -i pt.data 2>/dev/null | sort -u | wc -l)
[ "$n" = 5 ] || fail "--per-thread -p: samples of $n threads, not 5"
$LPERF evlist -v -i pt.data 2>/dev/null | grep -q 'sample_type: IP|TID|PERIOD,' ||
	{ $LPERF evlist -v -i pt.data; fail "--per-thread: not IP|TID|PERIOD (no times)"; }
$LPERF evlist -v -i pt.data 2>/dev/null | grep -q 'inherit: 1' && fail "--per-thread: inherited"
$PERF record -a --per-thread -o pta.data -- true >/dev/null 2>err.txt || fail "record -a --per-thread"
grep -q 'per-thread is ignored' err.txt || { cat err.txt; fail "-a --per-thread: no warning"; }

# --- --buildid-mmap: the build-ids in the MMAP2 records (synthesized ones too), no table
bid=$(readelf -n "$PROG" 2>/dev/null | sed -n "s/.*Build ID: \([0-9a-f]*\).*/\1/p" | head -1)
"$PERF" record -q --buildid-mmap -e cpu-clock -o bm.data -- "$PROG" hot 0.05 2>/dev/null || fail "record --buildid-mmap"
check_readable bm.data
$LPERF report -D -i bm.data 2>/dev/null | grep -q "PERF_RECORD_MMAP2 .* <$bid>\]: r-xp .*record_prog$" ||
	fail "--buildid-mmap: no MMAP2 of record_prog with its build-id $bid"
$LPERF report -D -i bm.data 2>/dev/null | grep -q 'PERF_RECORD_MMAP2 -1/0: .* <[0-9a-f]*>\]: ---p \[kernel.kallsyms\]' ||
	fail "--buildid-mmap: the kernel's map is no MMAP2 with a build-id"
$LPERF report --header-only -i bm.data 2>/dev/null | grep -q '^# missing features:.* BUILD_ID' ||
	fail "--buildid-mmap: a build-id table was written"
"$PROG" hot 5 >/dev/null &
hp=$!
BG_PIDS="$BG_PIDS $hp"
sleep 0.2
"$PERF" record -q --buildid-mmap -p "$hp" -e cpu-clock -o bmp.data -- sleep 0.1 2>/dev/null || fail "record --buildid-mmap -p"
kill "$hp"
$LPERF report -D -i bmp.data 2>/dev/null | grep -q "^0 .*PERF_RECORD_MMAP2 $hp/$hp: .* <$bid>\]: r-xp .*record_prog$" ||
	fail "--buildid-mmap -p: the synthesized MMAP2 of record_prog lacks its build-id"
$LPERF report -i bmp.data --stdio 2>/dev/null | grep -q 'record_prog  *\[\.\] hot_' ||
	fail "--buildid-mmap -p: Linux perf does not resolve the samples"

# --- --synth: which records describe the tasks there at the start
"$PROG" hot 5 >/dev/null &
sp=$!
BG_PIDS="$BG_PIDS $sp"
sleep 0.2
for mode in all task no mmap; do
	"$PERF" record -q --synth=$mode -p "$sp" -e cpu-clock -o sy.data -- sleep 0.05 2>/dev/null ||
		fail "record --synth=$mode"
	$LPERF report -D -i sy.data 2>/dev/null | grep '^0 .*PERF_RECORD_' >sy.txt
	c=$(grep -c "PERF_RECORD_COMM: record_prog:$sp/$sp" sy.txt)
	m=$(grep -c "PERF_RECORD_MMAP2 $sp/$sp" sy.txt)
	case $mode in
	all | mmap) [ "$c" = 1 ] && [ "$m" -gt 1 ] || fail "--synth=$mode: $c COMM, $m MMAP2" ;;
	task) [ "$c" = 1 ] && [ "$m" = 0 ] || fail "--synth=task: $c COMM, $m MMAP2" ;;
	no) [ "$c" = 0 ] && [ "$m" = 0 ] || fail "--synth=no: $c COMM, $m MMAP2" ;;
	esac
	grep -q 'PERF_RECORD_MMAP -1/0: .*\[kernel.kallsyms\]' sy.txt || fail "--synth=$mode: no kernel map"
done
kill "$sp"
"$PERF" record --synth=some -o bad.data -- true >/dev/null 2>err.txt && fail "--synth=some accepted"
[ "$(wc -l <err.txt)" = 1 ] || { cat err.txt; fail "--synth=some: not one line"; }

# --- --proc-map-timeout: a process whose maps take long to read is described in part
python3 "$TESTS_DIR/shell/lib/many_maps.py" 20000 10 >mm.out &
mp=$!
BG_PIDS="$BG_PIDS $mp"
wait_for "grep -q ready mm.out" || fail "many_maps.py did not start"
# (a generous timeout: a loaded machine reads them slower)
"$PERF" record -q -p "$mp" --proc-map-timeout 20000 -e cpu-clock -o pm.data -- sleep 0.05 2>/dev/null ||
	fail "record of many maps"
all=$($LPERF report -D -i pm.data 2>/dev/null | grep -c "^0 .*PERF_RECORD_MMAP2 $mp/")
"$PERF" record -p "$mp" --proc-map-timeout 1 -e cpu-clock -o pm.data -- sleep 0.05 >/dev/null 2>err.txt ||
	fail "record --proc-map-timeout 1"
kill "$mp"
part=$($LPERF report -D -i pm.data 2>/dev/null | grep -c "^0 .*PERF_RECORD_MMAP2 $mp/")
[ "$all" -ge 20000 ] || fail "--proc-map-timeout 20000: $all of the 20000 maps"
[ "$part" -lt "$all" ] || fail "--proc-map-timeout 1: $part maps, as many as without it"
grep -q "proc-map-timeout" err.txt || { cat err.txt; fail "--proc-map-timeout 1: no warning"; }
# the last map read says the read was cut short (PROC_MAP_PARSE_TIMEOUT): Linux perf warns
$LPERF report -i pm.data --stdio 2>&1 >/dev/null | grep -q "map information files for pre-existing threads were" ||
	fail "--proc-map-timeout 1: Linux perf sees no map read cut short"

# --- --timestamp-boundary (always on here): the sample times in the header, -B's too
for o in "--timestamp-boundary" "--timestamp-boundary -B" "--buildid-all"; do
	# shellcheck disable=SC2086
	"$PERF" record -q $o -e cpu-clock -o tb.data -- "$PROG" hot 0.05 2>/dev/null || fail "record $o"
	$LPERF report --header-only -i tb.data 2>/dev/null | grep -q '^# time of first sample : [1-9][0-9]*\.' ||
		fail "record $o: no first sample time in the header"
done

# --- --switch-max-files: only the newest dumps stay
$PERF record -q --switch-output --switch-max-files=2 -e cpu-clock -o sm.data -- sleep 3 2>/dev/null &
sp=$!
BG_PIDS="$BG_PIDS $sp"
sleep 0.5
for _ in 1 2 3 4; do
	kill -USR2 "$sp"
	sleep 0.3
done
kill -INT "$sp"
wait "$sp"
n=$(ls sm.data.* | wc -l)
[ "$n" = 2 ] || { ls sm.data.*; fail "--switch-max-files=2: $n files"; }
echo ok
