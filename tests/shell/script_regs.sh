#!/bin/bash
# desc: perf script -F uregs,iregs: the sampled registers as Linux perf prints them, or its refusal
#
# tests/data/regs/ holds files Linux perf 6.1 recorded (README there): regs.data with
# --user-regs=ax,bx,sp,ip,r15 -I (all interrupt registers), regs-dwarf.data with
# --call-graph dwarf,1024 (the unwinding registers). For each -F set our output, stderr's
# first line and exit status must be Linux perf's, byte for byte; the fields are refused as
# Linux perf refuses them when the samples have no such registers. Then files Linux perf
# records here: dwarf chains with both register sets, and a system-wide one whose kernel
# threads' samples have no user registers (ABI 0: nothing printed).
. "$(dirname "$0")/lib/record_lib.sh"
need
DATA=$TESTS_DIR/data
D=$TESTS_DIR/progs

n=0
# same FILE FIELDS [FILTER]: our perf script -F FIELDS on FILE prints what Linux perf prints
# (stdout through FILTER when given) and exits with its status; when it refuses, with the
# same message
same() {
	local f=$1 fields=$2 filter=${3:-cat} ours theirs
	$PERF script -i "$f" -F "$fields" 2>o.err | $filter >o.out
	ours=${PIPESTATUS[0]}
	$LPERF script --no-inline -i "$f" -F "$fields" 2>l.err | $filter >l.out
	theirs=${PIPESTATUS[0]}
	[ "$ours" = "$theirs" ] || { cat o.err; fail "$f -F $fields: exit $ours, Linux perf's $theirs"; }
	cmp -s o.out l.out || { diff l.out o.out | head -6; fail "$f -F $fields: not Linux perf's output"; }
	# a refusal: the same message (warnings of other kinds are not compared)
	[ "$ours" = 0 ] || [ "$(head -1 o.err)" = "$(head -1 l.err)" ] ||
		fail "$f -F $fields: stderr '$(head -1 o.err)', Linux perf's '$(head -1 l.err)'"
	n=$((n + 1))
}
regs_lines() { grep 'ABI:'; }

for fields in ip,sym,uregs,iregs ip,iregs uregs iregs,uregs,period +uregs,+iregs \
	comm,pid,tid,time,event,ip,sym,dso,symoff,iregs,uregs; do
	same "$DATA/regs/regs.data" $fields
done
grep -q ' ABI:2    AX:0x[0-9a-f]*    BX:0x[0-9a-f]*    CX:' o.out ||
	fail "regs.data: no interrupt registers printed"
# the stacks need the recorded binary; the registers are in the samples
same "$DATA/regs/regs-dwarf.data" ip,sym,uregs regs_lines
same "$DATA/regs/regs-dwarf.data" tid,time,uregs
[ "$(grep -c ' ABI:2 .*  R15:0x' o.out)" -ge 10 ] || fail "regs-dwarf.data: the user registers not printed"
# refused: no such registers in the samples (Linux perf's message, its exit status 255)
same "$DATA/regs/regs-dwarf.data" ip,sym,iregs
same "$DATA/perf-burn.data" ip,uregs
same "$DATA/perf-burn.data" +iregs
grep -q "do not have IREGS attribute set. Cannot print 'iregs' field" o.err ||
	fail "perf-burn.data +iregs: not refused"

# Linux perf's recordings on this machine: the whole output, chains included
$LPERF record -q -e cpu-clock -c 2000000 --call-graph dwarf,1024 -I -o d.data \
	 -- "$D/dwarf_recurse" 0.1 2>err.txt || { cat err.txt; fail "Linux perf record dwarf"; }
same d.data ip,sym,uregs,iregs
same d.data comm,tid,ip,sym,dso,uregs
if have system-wide; then
	$LPERF record -q -a -e cpu-clock -c 2000000 --user-regs=ip,sp -o a.data -- \
		"$D/dwarf_recurse" 0.1 2>err.txt || { cat err.txt; fail "Linux perf record -a"; }
	# a recording with several events of one type (the dummy:HG tracking event has no
	# registers): Linux perf checks the first only
	same a.data tid,ip,uregs
else
	skip_part "system wide, kernel threads' samples without user registers"
fi
echo "$n outputs the same as Linux perf's"
