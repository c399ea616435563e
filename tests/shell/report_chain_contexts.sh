#!/bin/bash
# desc: perf report/script: call chains take user/kernel from their context markers, and a chain ending in -1 is dropped, as Linux perf does
#
# Issue 12 item 4. A Linux perf -g recording is damaged the ways real chains are
# (lib/perfdata_edit_chains.py): a junk user frame in the kernel half is [unknown], not
# [kernel.kallsyms]; a chain ending in 0xffffffffffffffff is corrupt and Linux perf drops
# all of it (the sample stays). Report and script must print what Linux perf prints.
. "$(dirname "$0")/lib/record_lib.sh"
need
$LPERF record -q -g -e cpu-clock -F 999 -o chain.data -- "$PROG" chain 0.3 >/dev/null 2>&1 ||
	fail "Linux perf record -g failed"
python3 "$TESTS_DIR/shell/lib/perfdata_edit_chains.py" chain.data ed.data || fail "editing the chains failed"
for args in "--no-children" "--children" "-g caller --no-children" "-g callee --children" \
	    "-g folded --no-children" "-g folded,caller --children" "-g flat --no-children" \
	    "--sort dso,sym" "--sort dso,sym -g none"; do
	# shellcheck disable=SC2086
	$LPERF report -i ed.data --stdio $args 2>/dev/null | grep -v '^#' | grep -v '^$' >ref.txt
	# shellcheck disable=SC2086
	$PERF report -i ed.data --stdio $args 2>/dev/null | grep -v '^#' | grep -v '^$' >ours.txt
	grep -q 0xffffffff80001234 ref.txt ||
		fail "report $args: Linux perf shows no junk frame: the edit did not take"
	cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head -20; fail "report $args differs from Linux perf's"; }
done
$LPERF script -i ed.data >ref.txt 2>/dev/null
$PERF script -i ed.data >ours.txt 2>/dev/null
grep -q 'ffffffff80001234 \[unknown\] (\[unknown\])' ref.txt || fail "Linux perf script: the junk frame is not [unknown]"
cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head -20; fail "script differs from Linux perf's"; }
echo ok
