#!/bin/bash
# desc: report/script warn of LOST records as Linux perf; --percent-limit abc as Linux perf; a full disk keeps the samples written before it
. "$(dirname "$0")/lib/security_lib.sh"
DATA=$TESTS_DIR/data
PROG=$TESTS_DIR/progs/record_prog
command -v python3 >/dev/null || fail "python3 is missing (it crafts the LOST records)"

# --- LOST records: the same warning, with the same counts, as Linux perf's
python3 "$TESTS_DIR/shell/lib/perfdata_add_lost.py" "$DATA/cpu.data" lost.data 3 || fail "cannot craft lost.data"
for cmd in "report --stdio" "script"; do
	# shellcheck disable=SC2086
	# (less our summary of the objects without symbols, which Linux perf does not print)
	"$PERF" $cmd -i lost.data 2>&1 >/dev/null | grep -v "not found\|No kallsyms" |
		sed '/^Warning: no symbols for /,/^(perf report --missing-debug/d' >ours.txt
	# shellcheck disable=SC2086
	"$LPERF" $cmd -i lost.data 2>&1 >/dev/null | grep -v "not found\|No kallsyms" >theirs.txt
	cat ours.txt
	grep -q "lost 3 chunks" theirs.txt || fail "Linux perf $cmd does not see the crafted LOST records"
	cmp -s ours.txt theirs.txt || { diff ours.txt theirs.txt; fail "$cmd: the lost-events warning differs from Linux perf's"; }
	# shellcheck disable=SC2086
	"$PERF" $cmd -q -i lost.data 2>&1 >/dev/null | grep -q "lost" && fail "$cmd -q: warned anyway"
	# shellcheck disable=SC2086
	"$PERF" $cmd -i "$DATA/cpu.data" 2>&1 >/dev/null | grep -q "lost" && fail "$cmd: warned without LOST records"
done

# --- --percent-limit abc: Linux perf reads the number at the front (none: 0) and exits 0
for v in abc 5x; do
	"$PERF" report --stdio -i "$DATA/cpu.data" --percent-limit $v >ours.txt 2>err.txt
	rc=$?
	cat err.txt | grep -v "not found\|No kallsyms"
	[ $rc = 0 ] || fail "--percent-limit $v: exit $rc"
	grep -q "percent-limit '$v'" err.txt || fail "--percent-limit $v: no warning"
	"$LPERF" report --stdio -i "$DATA/cpu.data" --percent-limit $v >theirs.txt 2>/dev/null
	diff <(grep -v Tip ours.txt | grep -v 'higher level') <(grep -v Tip theirs.txt | grep -v 'higher level') ||
		fail "--percent-limit $v: rows differ from Linux perf's"
done

# --- a full disk: the samples written before it stay readable
if ! is_root; then
	echo "part skipped: a full disk: not root, cannot mount a small tmpfs"
	echo "lost-events warning and --percent-limit as Linux perf"
	exit 0
fi
mkdir small
mount -t tmpfs -o size=64k tmpfs small || fail "cannot mount a tmpfs"
trap 'umount small; cleanup' EXIT
"$PERF" record -e cpu-clock -c 50000 -o small/perf.data -- "$PROG" hot 2 >out.txt 2>err.txt
rc=$?
cat err.txt
[ $rc != 0 ] || fail "full disk: exit 0"
grep -q "perf record: cannot write 'small/perf.data': No space left on device" err.txt || fail "full disk: no clear error"
"$LPERF" report -D -i small/perf.data >dump.txt 2>lperr.txt || { cat lperr.txt; fail "full disk: Linux perf cannot read the file"; }
nr=$(grep -c 'PERF_RECORD_SAMPLE' dump.txt)
# the header covers the whole records written: at most one partial record is left over
size=$(stat -c %s small/perf.data)
end=$(python3 -c 'import struct,sys; o,s=struct.unpack_from("<QQ",open(sys.argv[1],"rb").read(),40); print(o+s)' small/perf.data)
echo "full disk: $size bytes, the data ends at $end, $nr samples readable"
[ $((size - end)) -lt 4096 ] || fail "full disk: $((size - end)) bytes of records written before the error are not readable"
[ "$nr" -gt 500 ] || fail "full disk: only $nr samples readable"
"$PERF" report --stdio -i small/perf.data >/dev/null 2>&1 || fail "full disk: our report cannot read the file"
echo "lost-events warning, --percent-limit and full disk as Linux perf"
exit 0
