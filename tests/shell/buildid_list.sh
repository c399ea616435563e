#!/bin/bash
# desc: perf buildid-list: the same build-ids as Linux perf on every fixture and on our files, -H, -k, -m, ELF input
. "$(dirname "$0")/lib/buildid_lib.sh"
need

# compare_lists FILE [opts]: our output and Linux perf's, line for line in the same order
# (Linux perf lists the objects in the order its session met them: [vdso] where it was mapped)
in_order() {
	"$@" 2>/dev/null | sed -E 's@ /tmp/perf-vdso\.so-[A-Za-z0-9]{6}$@ [vdso]@'
}
compare_lists() {
	local f=$1
	shift
	in_order "$PERF" buildid-list "$@" -i "$f" >ours.txt
	in_order "$LPERF" buildid-list "$@" -i "$f" >theirs.txt
	if ! cmp -s ours.txt theirs.txt; then
		diff ours.txt theirs.txt
		fail "buildid-list $* -i $f differs from Linux perf's"
	fi
	nr_checked=$((nr_checked + 1))
}

# --- every perf.data fixture, recorded by Linux perf (both byte orders)
nr_checked=0
nr_fixtures=0
while IFS= read -r f; do
	nr_fixtures=$((nr_fixtures + 1))
	compare_lists "$f"
	compare_lists "$f" -H
	# the lines are "BUILD_ID PATH" with the id in 40 columns, as Linux perf prints them
	"$PERF" buildid-list -i "$f" | grep -vqE '^[0-9a-f ]{40} [^ ]' &&
		fail "a line of buildid-list -i $f is not 'BUILD_ID PATH'"
done < <(find "$TESTS_DIR/data" -name '*.data' | sort)
[ "$nr_fixtures" -ge 1 ] || fail "no perf.data fixture in $TESTS_DIR/data"
echo "fixtures: $nr_fixtures files, $nr_checked comparisons equal"

# a fixture with an id for the program must list it, else the comparisons prove little
"$PERF" buildid-list -i "$TESTS_DIR/data/perf-burn.data" | grep -q ' /tmp/perf-data-fixtures/burn$' ||
	fail "perf-burn.data: the workload's build-id is not listed"

# --- files our record writes: build-ids of the program, ld.so, the kernel
build_prog "$TMPD/bin/prog"
"$PERF" record -o ours.data -- "$TMPD/bin/prog" 0.3 2>rec.txt || { cat rec.txt; fail "perf record failed"; }
compare_lists ours.data
compare_lists ours.data -H
bid=$(elf_build_id "$TMPD/bin/prog")
[ -n "$bid" ] || fail "readelf shows no build-id in the test program"
"$PERF" buildid-list -H -i ours.data | grep -qx "$bid $TMPD/bin/prog" ||
	fail "our record's file: $TMPD/bin/prog $bid not listed with -H"

# --- system-wide files of both perfs: many objects, the [vdso] among them
"$PERF" record -q -a -g -o ours-a.data -- "$TMPD/bin/prog" 0.2 2>/dev/null || fail "perf record -a failed"
"$LPERF" record -q -a -g -o theirs-a.data -- "$TMPD/bin/prog" 0.2 2>/dev/null ||
	fail "Linux perf record -a failed"
for f in ours-a.data theirs-a.data; do
	compare_lists $f
	compare_lists $f -H
done

# --- a file with no build-id table (record -B): the DSOs with samples, ids left empty
"$LPERF" record -B -o nobid.data -- "$TMPD/bin/prog" 0.3 2>/dev/null || fail "Linux perf record -B failed"
compare_lists nobid.data
compare_lists nobid.data -H
"$PERF" buildid-list -i nobid.data | grep -qE "^ {40} $TMPD/bin/prog$" ||
	fail "record -B file: the program is not listed with an empty build-id"

# --- an ELF file as input: its own build-id
compare_lists "$TMPD/bin/prog"
[ "$("$PERF" buildid-list -i "$TMPD/bin/prog")" = "$bid" ] || fail "buildid-list -i ELF: not $bid"

# --- the running kernel
[ "$("$PERF" buildid-list -k)" = "$("$LPERF" buildid-list -k 2>/dev/null)" ] ||
	fail "buildid-list -k differs from Linux perf's"
[ "$("$PERF" buildid-list -m | head -1)" = "$("$LPERF" buildid-list -m 2>/dev/null | head -1)" ] ||
	fail "buildid-list -m: the kernel line differs from Linux perf's"

# --- the default input is ./perf.data
cp ours.data perf.data
cmp -s <("$PERF" buildid-list) <("$PERF" buildid-list -i ours.data) || fail "default input is not perf.data"
echo "$nr_checked comparisons with Linux perf equal"
exit 0
