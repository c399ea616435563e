#!/bin/bash
# desc: record, perf archive, then report on "another machine" (a fresh HOME, the program gone), as Linux perf
#
# Someone records a program, runs `perf archive` and follows what it prints (`tar xvf
# perf.data.tar.bz2 -C ~/.debug`) in another HOME, where the program no longer exists, and
# reports there. Done with each perf as the writer, and each recording reported in a fresh
# HOME by both perfs. Compared with Linux perf: archive's exit status and message, the
# archive's entries for the program (its build-id link and copy), the reports (the same
# rows by both readers, hot_a, hot_b and hot_c resolved from the cache) and the exit
# statuses.
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need
private_prog
unset PERF_BUILDID_DIR

rows() { "$1" report --stdio --sort dso,sym 2>/dev/null | strip_tips | grep '%'; }

for side in linux ours; do
	W=$(perf_of $side)
	cp "$PROG" "$WL"
	mkdir -p home.$side/a && cd home.$side/a || fail "mkdir"
	{
		HOME=$PWD "$W" record -q -F 1000 -- "$WL" hot 0.3 >/dev/null 2>rec.err
		echo "record: exit $?"
		HOME=$PWD "$W" archive >archive.out 2>&1
		echo "archive: exit $?"
		sed 's/^/archive says: /' archive.out
		# (not Linux perf's "probes", its cache of the binary's SDT notes: there are none)
		tar tjf perf.data.tar.bz2 | grep "${WL#/}/" | grep -v '/probes$' |
			sed 's/[0-9a-f]\{40\}/BUILDID/' | sort
	} >../../$side.txt
	rm -f "$WL"
	for reader in linux ours; do
		mkdir -p ../$reader/.debug
		tar xf perf.data.tar.bz2 -C ../$reader/.debug || fail "$side's archive: tar failed"
		HOME=$PWD/../$reader rows "$(perf_of $reader)" >../../$side.by-$reader.rows
	done
	cd ../.. || fail "cd"
	differ_files "report of $side's recording in another HOME" $side.by-ours.rows $side.by-linux.rows
	# the program's functions, resolved from the cache, in their 60/30/10% order
	awk '$NF ~ /^hot_/ { print $2, $NF }' $side.by-ours.rows | tr '\n' ' ' |
		grep -q "^$WLCOMM hot_a $WLCOMM hot_b $WLCOMM hot_c $" ||
		{ cat $side.by-ours.rows; fail "$side's recording: hot_a, hot_b, hot_c not resolved in another HOME"; }
done
differ_files "the archive step" ours.txt linux.txt
finish "archive to another HOME"
