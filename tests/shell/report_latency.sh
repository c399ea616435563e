#!/bin/bash
# desc: perf record/report --latency: Latency beside Overhead (each sample's period over the parallelism at it), the parallelism key and --parallelism filter, files Linux perf 6.1 and 6.12 read
. "$(dirname "$0")/lib/record_lib.sh"
need context-switches linux-perf-612
L612=${LPERF612:-/opt/perf612/usr/bin/perf}
LPROG=$TESTS_DIR/progs/latency_phases
[ -x "$LPROG" ] || fail "$LPROG not built (make test-progs)"
# the work split, in CPU seconds of each thread: one thread, then NR at once
SERIAL=0.3
PARALLEL=0.3
NR=4
NCPU=$(nproc)
TOP=$((NR < NCPU ? NR : NCPU)) # the most of its threads that can run at once

# The samples per parallelism level, "level count" lines: ours, and counted apart from our
# replay from Linux perf 6.12's script of the same records (+1 a switch-in, -1 a switch-out
# or an exit, 1 at the start, held within 1 and the host's CPUs).
our_levels() {
	$PERF report -i "$1" -q -t ';' -F sample,parallelism 2>/dev/null |
		awk -F';' 'NF > 1 { n[$2 + 0] += $1 } END { for (l in n) print l, n[l] }' | sort -n
}
their_levels() {
	$L612 script -i "$1" -F tid,time,event --show-switch-events --show-task-events 2>/dev/null |
		awk -v ncpu="$(getconf _NPROCESSORS_CONF)" 'BEGIN { p = 1 }
		$3 == "PERF_RECORD_SWITCH" { p += $4 == "OUT" ? -1 : 1; next }
		$3 ~ /^PERF_RECORD_EXIT/ { p--; next }
		$3 ~ /^PERF_RECORD/ { next }
		{ q = p > ncpu ? ncpu : p < 1 ? 1 : p; n[q]++ }
		END { for (l in n) print l, n[l] }' | sort -n
}

# A loaded machine may give the four threads one CPU at a time for the whole phase: then
# there is no multi-threaded level to look at (the kernel's own records say so), and the
# workload runs again, three times at most.
for try in 1 2 3; do
	$PERF record --latency -o l.data -- "$LPROG" $SERIAL $PARALLEL $NR >/dev/null 2>err.txt ||
		{ cat err.txt; fail "record --latency failed"; }
	our_levels l.data >ours.lv
	their_levels l.data >theirs.lv
	# ours are the records' own: per level within 1% of the samples (records of one time
	# stamp may be taken in another order)
	awk 'FNR == NR { t[$1] = $2; all += $2; next } { o[$1] = $2 }
		END { for (l in t) { d = t[l] - o[l]; if (d < 0) d = -d; if (d > 2 && d > 0.01 * all) exit 1 }
		      for (l in o) if (!(l in t) && o[l] > 2 && o[l] > 0.01 * all) exit 1 }' theirs.lv ours.lv ||
		{ paste ours.lv theirs.lv; fail "our parallelism levels are not the records'"; }
	[ "$(wc -l <theirs.lv)" -ge 2 ] && break
	echo "(try $try: the records show no two threads running at once; recorded again)"
done
echo "samples per level, ours and from Linux perf 6.12's script: $(paste -d' ' ours.lv theirs.lv | paste -sd',')"

# Linux perf 6.1 and 6.12 read the file (context switch records are theirs too)
check_readable l.data
$L612 report --stdio -i l.data >lp_out.txt 2>lp_err.txt || { cat lp_err.txt; fail "6.12 report failed"; }
grep -q serial_phase lp_out.txt || fail "6.12 report shows no serial_phase"

# rows "period;parallelism;symbol" (-F: the same columns whatever the file holds)
$PERF report -i l.data -q -t ';' -F period,parallelism,sym >rows.txt 2>err.txt ||
	{ cat err.txt; fail "report -F period,parallelism,sym failed"; }
sed -i 's/ *; */;/g; s/^ *//; /^$/d' rows.txt

# The parallelism levels: 1 (the serial phase), and a multi-threaded one (two or more of
# the threads ran at once at some samples), none above what the machine can run.
levels=$(cut -d';' -f2 rows.txt | sort -n | uniq | paste -sd' ')
echo "parallelism levels: $levels"
case " $levels " in *" 1 "*) ;; *) fail "no sample at parallelism 1: $levels" ;; esac
for l in $levels; do
	[ "$l" -ge 1 ] && [ "$l" -le "$TOP" ] || fail "parallelism $l: not in 1..$TOP"
done
[ "$(echo "$levels" | wc -w)" -ge 2 ] || fail "no multi-threaded level: $levels"
# ... and -s parallelism prints those rows (the Parallelism column, right-aligned)
$PERF report -i l.data --stdio -s parallelism >par.txt 2>err.txt || { cat err.txt; fail "-s parallelism failed"; }
grep -q '^# Overhead.*Parallelism' par.txt || { cat par.txt; fail "-s parallelism: no Parallelism column"; }
plevels=$(grep -v '^#' par.txt | awk 'NF { print $NF }' | sort -n | paste -sd' ')
[ "$plevels" = "$levels" ] || fail "-s parallelism rows '$plevels', the samples' levels '$levels'"

# The serial phase's samples are at parallelism 1: only its thread existed (99% of them:
# a switch-in stamped by one CPU's clock a hair before the switch-out another CPU stamped
# could count it twice for a moment).
awk -F';' '$3 ~ /serial_phase/ { all += $1; if ($2 == 1) one += $1 }
	END { if (!all || one < 0.99 * all) { print "serial_phase at 1: " one " of " all; exit 1 } }' \
	rows.txt || fail "serial_phase samples at a parallelism above 1"

# The shares each row's numbers give: overhead (period) and latency (period/parallelism) of
# serial_phase and parallel_phase, and h, the parallel phase's latency per period.
read -r ov_s ov_p lat_s lat_ph h <<<"$(awk -F';' '
	{ tot += $1; lat += $1 / $2 }
	$3 ~ /serial_phase/ { s += $1; ls += $1 / $2 }
	$3 ~ /parallel_phase/ { p += $1; lp += $1 / $2 }
	END { printf "%f %f %f %f %f\n", 100 * s / tot, 100 * p / tot, 100 * ls / lat,
		100 * ls / (ls + lp), lp / p }' rows.txt)"
echo "overhead serial $ov_s parallel $ov_p; latency serial (from the rows) $lat_s; h $h"

# Overhead: the known CPU-time split, serial : NR x parallel (sampling noise and the
# kernel's share, split alike, within 5 points of the two phases' sum)
awk -v s="$ov_s" -v p="$ov_p" -v S=$SERIAL -v P=$PARALLEL -v n=$NR 'BEGIN {
	want = S / (S + n * P); got = s / (s + p)
	printf "serial share of the phases: %.3f, work split %.3f\n", got, want
	exit (got > want - 0.05 && got < want + 0.05) ? 0 : 1 }' ||
	fail "the Overhead split is not the work split"

# --latency: Latency first, then Overhead, rows by latency
$PERF report -i l.data --stdio --latency -s sym >lat.txt 2>err.txt || { cat err.txt; fail "--latency failed"; }
grep -q '^#  Latency  Overhead  Symbol' lat.txt || { head -20 lat.txt; fail "--latency: not Latency then Overhead"; }
grep -v '^#' lat.txt | awk 'NF { v = $1 + 0; if (seen && v > last + 1e-9) exit 1; last = v; seen = 1 }' ||
	fail "--latency: rows not by latency"
rep_lat_s=$(grep -v '^#' lat.txt | awk '/serial_phase/ { print $1 + 0; exit }')
rep_ov_s=$(grep -v '^#' lat.txt | awk '/serial_phase/ { print $2 + 0; exit }')
echo "report: serial_phase latency $rep_lat_s overhead $rep_ov_s"
# The Latency column is each sample's period over the parallelism at it, as a share of
# their sum: what the rows give (two decimals)
awk -v a="$rep_lat_s" -v b="$lat_s" 'BEGIN { exit (a - b < 0.02 && b - a < 0.02) ? 0 : 1 }' ||
	fail "serial_phase Latency $rep_lat_s, the rows' period/parallelism share $lat_s"
awk -v a="$rep_ov_s" -v b="$ov_s" 'BEGIN { exit (a - b < 0.02 && b - a < 0.02) ? 0 : 1 }' ||
	fail "serial_phase Overhead $rep_ov_s, the rows' $ov_s"
# ... and, from the work split and the parallel phase's own parallelism (h: 1/2 when two
# of its threads always ran at once, 1 when one did), the serial phase's wall-clock share
# of the two phases is S / (S + NR P h) within sampling noise (5 points, as the Overhead
# split): larger than its CPU share S / (S + NR P) by about 1 / h
awk -v got="$lat_ph" -v rl="$rep_lat_s" -v ov="$rep_ov_s" -v h="$h" -v S=$SERIAL -v P=$PARALLEL \
	-v n=$NR 'BEGIN {
	want = 100 * S / (S + n * P * h)
	printf "serial_phase latency share of the phases %.2f%%, work split and h say %.2f%%\n", got, want
	if (got < want - 5 || got > want + 5) exit 1
	if (h < 0.99 && rl <= ov) exit 1 }' || fail "the serial phase's Latency share"

# --hierarchy: the Latency column too, a level's rows by it; level 1's share is what the
# rows at parallelism 1 give
$PERF report -i l.data --stdio --latency --hierarchy -s parallelism,sym >hier.txt 2>err.txt ||
	{ cat err.txt; fail "--latency --hierarchy failed"; }
grep -q '^# *Latency  Overhead  Parallelism / Symbol' hier.txt || { head -12 hier.txt; fail "--hierarchy: the Latency column"; }
h1=$(awk '!/^#/ && $3 == 1 { print $1 + 0; exit }' hier.txt)
w1=$(awk -F';' '{ lat += $1 / $2 } $2 == 1 { l1 += $1 } END { printf "%.2f\n", 100 * l1 / lat }' rows.txt)
awk -v a="$h1" -v b="$w1" 'BEGIN { exit (a - b < 0.02 && b - a < 0.02) ? 0 : 1 }' ||
	fail "--hierarchy: level 1's Latency $h1, the rows' $w1"

# Without --latency: Overhead then Latency (when more than 1% of the samples ran in
# parallel; below, as Linux perf, no Latency column unless asked for)
$PERF report -i l.data --stdio -s sym >def.txt 2>err.txt || { cat err.txt; fail "report failed"; }
if grep -q '^# Overhead   Latency  Symbol' def.txt; then
	grep -v '^#' def.txt | awk 'NF { v = $1 + 0; if (seen && v > last + 1e-9) exit 1; last = v; seen = 1 }' ||
		fail "rows not by overhead"
elif grep -q '^# Overhead  Symbol' def.txt; then
	n1=$($PERF report -i l.data -q -t ';' -F sample,parallelism 2>/dev/null |
		awk -F';' '{ n += $1 } $2 + 0 == 1 { o += $1 } END { print (o * 100 / n >= 99) ? 1 : 0 }')
	[ "$n1" = 1 ] || fail "no Latency column, though under 99% of the samples are at parallelism 1"
else
	head -15 def.txt
	fail "the default columns"
fi

# --parallelism=1: the entries of the samples at level 1 only (by level: exact)
$PERF report -i l.data -q -t ';' --parallelism=1 -F period,parallelism,sym >p1.txt 2>err.txt ||
	{ cat err.txt; fail "--parallelism=1 failed"; }
sed -i 's/ *; */;/g; s/^ *//; /^$/d' p1.txt
awk -F';' '$2 != 1 { exit 1 }' p1.txt || fail "--parallelism=1 kept another level"
grep -q serial_phase p1.txt || fail "--parallelism=1 lost serial_phase"
diff <(awk -F';' '$2 == 1' rows.txt) p1.txt >/dev/null || fail "--parallelism=1: not the level-1 rows"
# the multi-threaded levels alone: no serial phase left
$PERF report -i l.data -q -t ';' --parallelism=2-64 -F period,parallelism,sym >p2.txt 2>err.txt ||
	{ cat err.txt; fail "--parallelism=2-64 failed"; }
grep -q parallel_phase p2.txt || fail "--parallelism=2-64 lost parallel_phase"
sed -i 's/ *; */;/g; s/^ *//; /^$/d' p2.txt
awk -F';' '$2 == 1 { exit 1 }' p2.txt || fail "--parallelism=2-64 kept level 1"
# (no more of the serial phase than the hair above: under 1% of its period)
awk -F';' 'FNR == NR { if ($3 ~ /serial_phase/) all += $1; next }
	$3 ~ /serial_phase/ { kept += $1 } END { exit kept < 0.01 * all ? 0 : 1 }' rows.txt p2.txt ||
	fail "--parallelism=2-64 kept serial_phase"

# perf inject copies the context switches: its output reports the same levels
$PERF inject -i l.data -o inj.data 2>err.txt || { cat err.txt; fail "inject failed"; }
ilevels=$($PERF report -i inj.data -q -t ';' -F parallelism 2>/dev/null | sed 's/[ ;]//g; /^$/d' | sort -n | paste -sd' ')
[ "$ilevels" = "$levels" ] || fail "after perf inject: levels '$ilevels', before '$levels'"

# A bad list: one line, non-zero exit
$PERF report -i l.data --stdio --parallelism=0 >out.txt 2>err.txt && fail "--parallelism=0 accepted"
[ "$(wc -l <err.txt)" = 1 ] || { cat err.txt; fail "--parallelism=0: not one line"; }

# A recording without --latency: --latency, -s parallelism and --parallelism say what is
# missing in one line and exit non-zero
$PERF record -o plain.data -- "$LPROG" 0.05 0.02 2 >/dev/null 2>err.txt || { cat err.txt; fail "record failed"; }
for opt in "--latency" "-s parallelism" "--parallelism=1" "-F latency,sym"; do
	# shellcheck disable=SC2086
	$PERF report -i plain.data --stdio $opt >out.txt 2>err.txt && fail "report $opt of a file without switches exited 0"
	[ "$(wc -l <err.txt)" = 1 ] || { cat err.txt; fail "report $opt: not one line"; }
	grep -q 'perf record --latency' err.txt || { cat err.txt; fail "report $opt: does not say record --latency"; }
done
# ... and its default report has no Latency column
$PERF report -i plain.data --stdio >out.txt 2>err.txt || fail "report of the plain file failed"
grep -q Latency out.txt && fail "a Latency column without context switches"

# record --latency is per workload: not system-wide
$PERF record --latency -a -o sw.data -- true >out.txt 2>err.txt && fail "record --latency -a accepted"
[ "$(wc -l <err.txt)" = 1 ] || { cat err.txt; fail "record --latency -a: not one line"; }
exit 0
