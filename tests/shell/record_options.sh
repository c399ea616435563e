#!/bin/bash
# desc: perf record -d, -s, --buildid-all, --no-bpf-event
. "$(dirname "$0")/lib/record_lib.sh"
need

# --- --no-bpf-event (Linux perf's tests pass it): accepted, nothing changes
$PERF record --no-bpf-event -e cpu-clock -o nobpf.data -- "$PROG" hot 0.05 >/dev/null 2>err.txt ||
	{ cat err.txt; fail "record --no-bpf-event failed"; }
check_readable nobpf.data

# --- -d: the samples carry their data address (a page fault's is the faulting address)
$PERF record -d -e page-faults -c 1 -o d.data -- "$PROG" hot 0.1 >/dev/null 2>err.txt ||
	{ cat err.txt; fail "record -d failed"; }
check_readable d.data
$LPERF evlist -v -i d.data 2>/dev/null | grep 'sample_type: [A-Z|]*ADDR' | grep -q 'mmap_data: 1' ||
	fail "record -d: no ADDR in sample_type or no mmap_data"
nz=$($LPERF script -F addr -i d.data 2>/dev/null | grep -cE '^ *[0-9a-f]*[1-9a-f][0-9a-f]* *$')
[ "$nz" -gt 0 ] || fail "record -d: Linux perf's script -F addr shows no address"
$PERF record -e page-faults -c 1 -o nod.data -- "$PROG" hot 0.05 >/dev/null 2>&1
$LPERF evlist -v -i nod.data 2>/dev/null | grep -q 'sample_type: [A-Z|]*ADDR' &&
	fail "ADDR in the sample_type without -d"

# --- -s: per-thread counts (READ records as the inherited counters' tasks exit)
$PERF record -s -e task-clock -o s.data -- sh -c "\"$PROG\" hot 0.2; \"$PROG\" hot 0.1; true" >/dev/null 2>err.txt ||
	{ cat err.txt; fail "record -s failed"; }
check_readable s.data
$LPERF evlist -v -i s.data 2>/dev/null | grep -q 'inherit_stat: 1' || fail "record -s: no inherit_stat"
$LPERF report -i s.data -T --stdio 2>/dev/null | sed -n '/^#  *PID  *TID/,$p' >lt.txt
$PERF report -i s.data -T --stdio 2>/dev/null | sed -n '/^#  *PID  *TID/,$p' >ot.txt
cat ot.txt
[ "$(wc -l <lt.txt)" -ge 3 ] || { cat lt.txt; fail "Linux perf's report -T shows no per-thread counts"; }
diff lt.txt ot.txt || fail "report -T differs from Linux perf's"
# a record_prog child counted its CPU time (the kernel may fold one child's counts into
# another's when it swaps their contexts, so not necessarily one row per child)
awk 'NR > 1 && $3 > 30000000 { n++ } END { exit n < 1 }' ot.txt ||
	fail "report -T: no thread with over 30 ms of task-clock"

# --- --buildid-all: the build-ids of every DSO mapped, with or without samples
$PERF record --buildid-all -e page-faults -c 100000000 -o all.data -- "$PROG" exit 0 >/dev/null 2>&1 ||
	fail "record --buildid-all failed"
$PERF record -e page-faults -c 100000000 -o hits.data -- "$PROG" exit 0 >/dev/null 2>&1
$LPERF buildid-list -i all.data 2>/dev/null >all.txt
cat all.txt
bid=$(readelf -n "$PROG" 2>/dev/null | sed -n "s/.*Build ID: \([0-9a-f]*\).*/\1/p" | head -1)
grep -q "^$bid .*record_prog$" all.txt || fail "--buildid-all: no build-id for record_prog"
grep -q 'libc' all.txt || fail "--buildid-all: no build-id for libc"
[ "$($LPERF buildid-list -i hits.data 2>/dev/null | grep -c record_prog)" = 0 ] ||
	fail "without --buildid-all a DSO without samples has its build-id"
exit 0
