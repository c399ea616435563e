#!/bin/bash
# desc: perf script -F insn,insnlen: each sample's instruction bytes and length as Linux perf prints them
#
# Linux perf reads the instruction at a sample's address from its program's or library's
# file and measures it with its own decoder: " ilen: N insn: b0 b1 ..." after the location
# and the registers, 0 and no bytes for the kernel's code. Both perfs read the same
# recordings (a C loop, a shell loop with kernel samples, -g, --user-regs) with the fields
# alone, among others, after srcline and with +.
. "$(dirname "$0")/lib/record_lib.sh"
need
$LPERF record -q -e cpu-clock -F 2000 -o prog.data -- "$PROG" hot 0.2 >/dev/null 2>&1 ||
	fail "Linux perf record failed"
$LPERF record -q -e cpu-clock -F 4000 -o sh.data -- sh -c 'i=0; while [ $i -lt 20000 ]; do i=$((i + 1)); done; cat /proc/kallsyms >/dev/null' \
	>/dev/null 2>&1 || fail "Linux perf record of a shell loop failed"
$LPERF record -q -e cpu-clock -F 2000 -g -o g.data -- "$PROG" hot 0.2 >/dev/null 2>&1 ||
	fail "Linux perf record -g failed"
$LPERF record -q -e cpu-clock -F 2000 --user-regs=ax,bx -o regs.data -- "$PROG" hot 0.2 \
	>/dev/null 2>&1 || fail "Linux perf record --user-regs failed"
for d in prog sh g regs; do
	for F in ip,sym,insnlen,insn insn,comm,ip insnlen,period +insn comm,tid,ip,sym,dso,insn,insnlen \
		 ip,sym,uregs,insn,insnlen; do
		[ $d != regs ] && [ "$F" = ip,sym,uregs,insn,insnlen ] && continue
		$LPERF script -i $d.data -F $F >ref.out 2>ref.err
		r1=$?
		$PERF script -i $d.data -F $F >ours.out 2>ours.err
		r2=$?
		[ $r1 = $r2 ] || fail "script -F $F of $d.data: exit $r2, Linux perf's $r1: $(head -1 ours.err)"
		cmp -s ref.out ours.out || { diff ref.out ours.out | head -6; fail "script -F $F of $d.data differs from Linux perf's"; }
	done
done
# what was compared: instruction bytes of the program's hot loop, and a kernel sample's 0
n=$($PERF script -i prog.data -F ip,sym,insn 2>/dev/null | grep -c 'hot_a insn: [0-9a-f][0-9a-f]')
[ "$n" -gt 20 ] || fail "only $n samples of hot_a with instruction bytes"
$PERF script -i sh.data -F ip,insnlen,dso 2>/dev/null | grep -q 'kernel.kallsyms.* ilen: 0$\|ilen: 0$' ||
	echo "(no kernel sample in sh.data: its ilen 0 not seen)"
$PERF script -h 2>&1 | grep -q 'insn' || fail "perf script -h does not list insn"
echo ok
