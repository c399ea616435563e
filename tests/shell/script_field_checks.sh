#!/bin/bash
# desc: perf script -F and report -g/--sort parent on a file that cannot give them: refused (or not) with Linux perf's message and exit status
. "$(dirname "$0")/lib/record_lib.sh"
need
$LPERF record -q -e cpu-clock -F 500 -o nog.data -- "$PROG" hot 0.1 >/dev/null 2>&1 || fail "Linux perf record failed"
check() { # the exit status and the first line of stderr equal, and stdout
	$LPERF "$@" -i nog.data >ref.out 2>ref.err
	r1=$?
	$PERF "$@" -i nog.data >ours.out 2>ours.err
	r2=$?
	echo "$*: exit $r2: $(head -1 ours.err)"
	[ $r1 = $r2 ] || fail "perf $*: exit $r2, Linux perf's $r1"
	cmp -s ref.out ours.out || { diff ref.out ours.out | head -5; fail "perf $*: output differs"; }
}
check_msg() { check "$@"; [ "$(head -1 ref.err)" = "$(head -1 ours.err)" ] || fail "perf $*: message '$(head -1 ours.err)', Linux perf's '$(head -1 ref.err)'"; }
for f in addr cpu weight phys_addr iregs uregs data_src ip,weight,addr ip,code_page_size,data_page_size \
	 ip,ins_lat +cpu; do
	check_msg script -F $f
done
for f in symoff ip,dso,symoff srcline comm,srcline; do
	check script -F $f
	grep -q "requested but" ours.err || fail "script -F $f: no reason given"
done
check script -F comm,tid,ip,sym
check report --stdio -g folded
check report --stdio -g caller
# the parent key (--sort parent, or any -p) is a caller: refused without call chains
for a in "--sort parent" "--sort parent,sym" "-p foo"; do
	# shellcheck disable=SC2086
	check report --stdio $a
	grep -q "Selected --sort parent, but no callchain data" ours.err || fail "report $a: no reason given"
done
echo ok
