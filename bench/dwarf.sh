#!/bin/bash
# --call-graph dwarf, side by side with Linux perf (/usr/bin/perf):
#  1. report: `perf report --stdio -g` on a ~100k-sample dwarf recording made by Linux perf
#     (the three tests/progs/dwarf_* programs at once, task-clock every 100 us, 8 KiB
#     stacks): median wall time and peak RSS of N interleaved runs of each perf; Linux perf
#     both with its default (--inline: it runs addr2line) and with --no-inline, which is
#     what ours prints; and whether the two print the same call graphs.
#  2. record: the slowdown of a fixed amount of work (dwarf_recurse, CPU seconds) under each
#     perf's record --call-graph dwarf,SIZE at -F 4000, and bytes per sample.
#
#   bench/dwarf.sh [--runs N] [--size SIZE] [--report-only]   (from the repository root, as root)
#
# The programs are recorded from copies in the work directory ($BENCH_DIR, default
# /tmp/dwarf-bench): the file then outlives the worktree it was recorded from, and is
# recorded again only when a program was rebuilt differently.
set -e
REF=${PERF_REF:-/usr/bin/perf}
OURS=${PERF_OURS:-$(pwd)/perf}
PROGS=$(pwd)/tests/progs
RUNS=5
SIZE=8192
RECORD=1
while [ $# -gt 0 ]; do
	case $1 in
	--runs) RUNS=$2; shift ;;
	--size) SIZE=$2; shift ;;
	--report-only) RECORD=0 ;;
	esac
	shift
done
for p in dwarf_qsort dwarf_cxx dwarf_recurse; do
	[ -x "$PROGS/$p" ] || { echo "build first: make test-progs"; exit 1; }
done
W=${BENCH_DIR:-/tmp/dwarf-bench}
mkdir -p "$W"
cd "$W"
export PERF_BUILDID_DIR=$W/debug

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
# "seconds maxrss_kb" of a command, its output to $W/out.<tag>
measure() {
	local tag=$1
	shift
	/usr/bin/time -f '%e %M' -o "$W/time.$tag" "$@" >"$W/out.$tag" 2>/dev/null
	cat "$W/time.$tag"
}

# --- 1. report
# (again when a program was rebuilt: the file's binaries must be the ones it names)
mkdir -p bin
for p in dwarf_qsort dwarf_cxx dwarf_recurse; do
	if ! cmp -s "$PROGS/$p" "bin/$p"; then
		cp "$PROGS/$p" "bin/$p"
		rm -f dwarf-100k.data
	fi
done
if [ ! -s dwarf-100k.data ]; then
	B=$W/bin
	$REF record -q -m 1024 -e task-clock -c 100000 --call-graph dwarf -o dwarf-100k.data -- \
		sh -c "$B/dwarf_qsort 3.5 & $B/dwarf_cxx 3.5 & $B/dwarf_recurse 3.5 & wait" \
		2>/dev/null
fi
n=$($REF report -i dwarf-100k.data --stats 2>/dev/null | awk '/SAMPLE events/ { print $3; exit }')
echo "dwarf-100k.data: $n samples, $(du -mL dwarf-100k.data | cut -f1) MB"
: >t.ref; : >t.refni; : >t.ours; : >m.ref; : >m.refni; : >m.ours
for ((i = 0; i < RUNS; i++)); do
	read -r t m < <(measure ref $REF report --stdio -g -i dwarf-100k.data)
	echo "$t" >>t.ref; echo "$m" >>m.ref
	read -r t m < <(measure refni $REF report --stdio -g --no-inline -i dwarf-100k.data)
	echo "$t" >>t.refni; echo "$m" >>m.refni
	read -r t m < <(measure ours $OURS report --stdio -g -i dwarf-100k.data)
	echo "$t" >>t.ours; echo "$m" >>m.ours
done
tr=$(median <t.ref); tn=$(median <t.refni); to=$(median <t.ours)
mr=$(median <m.ref); mn=$(median <m.refni); mo=$(median <m.ours)
printf '  %-44s %7.2f s %8d KB\n' "Linux perf report --stdio -g" "$tr" "$mr"
printf '  %-44s %7.2f s %8d KB\n' "Linux perf report --stdio -g --no-inline" "$tn" "$mn"
printf '  %-44s %7.2f s %8d KB\n' "our perf report --stdio -g" "$to" "$mo"
awk -v a="$tr" -v b="$tn" -v o="$to" -v ma="$mr" -v mo="$mo" 'BEGIN {
	printf "  ours: %.1fx faster than the default, %.1fx than --no-inline; RSS %.0f%% of Linux perf\n",
		a / o, b / o, 100 * mo / ma }'
# the call graphs, program by program, against Linux perf --no-inline's. In this
# three-process file Linux perf's libunwind stops the stacks of one of the programs early
# (which one varies from file to file; perf script -v: "access_mem ... not inside range";
# not when a program is recorded alone), where ours go on to _start: that program's graph
# differs. The others are the same but for the ld.so _start we do not name yet and the order
# of rows of equal weight.
strip() { grep -v '^#' "$1" | grep -v '^$'; }
for comm in dwarf_qsort dwarf_cxx dwarf_recurse; do
	$REF report --stdio -g --no-inline --comms $comm -i dwarf-100k.data >out.refc 2>/dev/null
	$OURS report --stdio -g --comms $comm -i dwarf-100k.data >out.oursc 2>/dev/null
	printf '  %-14s %4d of %4d call-graph lines differ from Linux perf --no-inline; ours: %s\n' \
		"$comm" "$(diff <(strip out.refc) <(strip out.oursc) | grep -c '^[<>]')" \
		"$(strip out.refc | wc -l)" \
		"$(grep '^# DWARF unwinding' out.oursc | sed 's/^# DWARF unwinding: //; s/ stopped early.*//') stopped early"
done

[ $RECORD = 1 ] || exit 0

# --- 2. record
alone() {
	local TIMEFORMAT='%R'
	{ time "$PROGS/dwarf_recurse" 2 >/dev/null; } 2>&1
}
under() { # perf
	local TIMEFORMAT='%R'
	{ time $1 record -q -F 4000 -e task-clock --call-graph dwarf,$SIZE -o rec.$2.data -- \
		"$PROGS/dwarf_recurse" 2 >/dev/null 2>&1; } 2>&1
}
best() { sort -n | head -1; }
: >r.alone; : >r.ref; : >r.ours
for i in 1 2 3; do
	alone >>r.alone
	under "$REF" ref >>r.ref
	under "$OURS" ours >>r.ours
done
a=$(best <r.alone)
for who in ref ours; do
	t=$(best <r.$who)
	s=$($REF report -i rec.$who.data --stats 2>/dev/null | awk '/SAMPLE events/ { print $3; exit }')
	d=$($REF report --header-only -i rec.$who.data 2>/dev/null | awk '/# data size/ { print $NF }')
	printf '  record dwarf,%s %-5s: %.2f s for %.2f s alone (x%.2f), %s samples, %s bytes/sample\n' \
		"$SIZE" "$who" "$t" "$a" "$(awk -v t="$t" -v a="$a" 'BEGIN { print t / a }')" "$s" \
		"$(awk -v d="$d" -v s="$s" 'BEGIN { printf "%.0f", d / s }')"
done
