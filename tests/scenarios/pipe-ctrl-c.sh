#!/bin/bash
# desc: Ctrl-C to `record -o - | report -i -` and `record -o - | inject | report -i -` at start and mid-run, as Linux perf's
#
# Someone profiles through a pipe and presses Ctrl-C: every stage of the pipeline gets
# SIGINT at once. Right after the workload started and after it has used 1 s of CPU, for
# both pipelines; compared with Linux perf doing the same: each stage's exit status, that
# the workload is gone and that no file is left behind. One deliberate difference: Linux
# perf's report dies with the signal and prints nothing, ours ignores SIGINT while reading a
# pipe (the stream ends when record does) and prints the report of all that was recorded:
# its table, headed by hot_a in mid-run, without warnings.
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need
private_prog

term_start 160 40
for side in linux ours; do
	term_use $side
	for pipeline in report inject; do
		for when in start middle; do
			name=$pipeline.$when.$side
			mid='|'
			[ $pipeline = inject ] && mid='| $P inject |'
			term_interrupt $name "\$P record -F 1000 -o - -- $WL hot 30 $mid \$P report -i - --stdio --sort sym >../$name.rep 2>../$name.err" $when
			st=$TERM_STATUS
			# Linux perf's inject or report ends at the Ctrl-C, and its record may then
			# write to a closed pipe (141, SIGPIPE) before its own SIGINT ends it (130): a
			# race of its own. Ours must end with 130, its readers reading to the end.
			[ $side = linux ] && st=${st/#141 /130 }
			{
				echo "exit statuses: $st"
				leftovers $name
			} >$name.txt
			if [ $side = ours ]; then
				grep -q '%' $name.rep || fail "$name: no report after Ctrl-C"
				[ $when = start ] || [ "$(grep -m1 '%' $name.rep | awk '{ print $NF }')" = hot_a ] ||
					{ cat $name.rep; fail "$name: hot_a does not head the report"; }
				grep -iE 'warn|error|fail|invalid|corrupt' $name.err && fail "$name: report warned"
			fi
			term_run clear
		done
	done
done

for pipeline in report inject; do
	for when in start middle; do
		differ_files "$pipeline pipeline, Ctrl-C at $when" $pipeline.$when.ours.txt $pipeline.$when.linux.txt
	done
done
finish "pipeline Ctrl-C"
