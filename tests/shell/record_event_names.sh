#!/bin/bash
# desc: perf record: events are named as Linux perf names them (cycles fallen back to cpu-clock with the modifiers its attr implies), and perf --version is numeric
# slow: about 20 s
. "$(dirname "$0")/lib/record_lib.sh"
need
# what `perf evlist -v` shows of an event: its name and the attr fields the modifiers set
attr_of() {
	$LPERF evlist -v -i "$1" 2>/dev/null | head -1 |
		grep -o '^[^,]*\|exclude_[a-z]*: 1\|precise_ip: [0-9]' | tr '\n' ' '
}
for ev in "" cycles cycles:u cycles:k cycles:pp cycles:P cycles:ku cycles:G cycles:H \
	  cycles:upp cpu-clock cpu-clock:pp cpu-clock:P task-clock:u; do
	opt=${ev:+-e $ev}
	# shellcheck disable=SC2086
	$PERF record -q $opt -o ours.data -- "$PROG" hot 0.02 >/dev/null 2>&1 || fail "record $opt failed"
	# shellcheck disable=SC2086
	$LPERF record -q $opt -o ref.data -- "$PROG" hot 0.02 >/dev/null 2>&1 || fail "Linux perf record $opt failed"
	a=$(attr_of ours.data)
	b=$(attr_of ref.data)
	echo "${ev:-default}: $a"
	[ "$a" = "$b" ] || fail "record ${opt:-(default event)}: ours '$a', Linux perf's '$b'"
done
# the version, in --version and the VERSION feature: Linux perf's number (its git builds add
# .gHASH), which readers take as the Linux perf release (hotspot's perfparser: >= 3.17)
v=$($PERF --version)
echo "$v"
echo "$v" | grep -qE '^perf version [0-9]+\.[0-9]+\.[0-9]+(\.g[0-9a-f]+)?$' || fail "perf --version: '$v'"
read -r major minor < <(echo "$v" | sed 's/^perf version \([0-9]*\)\.\([0-9]*\).*/\1 \2/')
[ "$major" -gt 3 ] || { [ "$major" = 3 ] && [ "$minor" -ge 17 ]; } || fail "$v: older than the Linux perf 3.17 readers expect"
$PERF report -i ours.data --header-only 2>/dev/null | grep -q "^# perf version : ${v#perf version }$" ||
	fail "the VERSION feature is not '${v#perf version }'"
PP=/usr/lib/x86_64-linux-gnu/libexec/hotspot-perfparser
if [ -x $PP ]; then
	QT_LOGGING_RULES='*.debug=true' timeout 120 $PP --input ours.data --output pp.out >pp.log 2>&1 ||
		{ tail -3 pp.log; fail "hotspot-perfparser failed on our file"; }
	grep -q "Linux version \"${v#perf version }\" detected" pp.log ||
		{ grep -i version pp.log; fail "hotspot-perfparser did not take our version"; }
else
	echo "part skipped: hotspot's perfparser: not installed"
fi
echo ok
