#!/bin/sh
# desc: perf report: truncated and corrupted perf.data files never crash it
#
# Cuts each fixture at many offsets (densely in the header and attrs, then across the data
# and feature sections) and flips bytes at others; report, --stat, -D and --header-only must
# end with an error or a partial result, never a signal or a sanitizer report.
data="$TESTS_DIR/data"
PERF=${PERF:-perf}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
runs=0
check() {
	for mode in "--stdio" "--stat" "-D" "--header-only" "-g folded --stdio --sort sym"; do
		# shellcheck disable=SC2086
		$PERF report -i "$1" --symfs "$data/symfs" $mode >/dev/null 2>"$tmp/err"
		rc=$?
		runs=$((runs + 1))
		if { [ $rc -ge 128 ] && [ $rc -le 192 ]; } || grep -q 'Sanitizer\|runtime error' "$tmp/err"; then
			cp "$1" "$tmp/../report-crash-input.data" 2>/dev/null
			echo "perf report $mode crashed (rc $rc) on $2"
			head -5 "$tmp/err"
			exit 1
		fi
	done
}
for f in cpu-g threads-p tp bp; do
	src="$data/$f.data"
	size=$(wc -c < "$src")
	off=0
	while [ $off -lt "$size" ]; do
		head -c $off "$src" > "$tmp/t.data"
		check "$tmp/t.data" "$f.data cut at $off"
		if [ $off -lt 1200 ]; then off=$((off + 61)); else off=$((off + 1999)); fi
	done
	# overwrite 8 bytes with 0xff at spread offsets
	off=8
	while [ $off -lt "$size" ]; do
		cp "$src" "$tmp/c.data"
		printf '\377\377\377\377\377\377\377\377' | dd of="$tmp/c.data" bs=1 seek=$off conv=notrunc 2>/dev/null
		check "$tmp/c.data" "$f.data with 0xff at $off"
		off=$((off * 2 + 40))
	done
done
# inputs the fuzzer (make fuzz) once crashed on
for f in "$TESTS_DIR"/fuzz/regressions/*; do
	[ -f "$f" ] && check "$f" "fuzz regression $(basename "$f")"
done
echo "$runs runs on damaged files, no crash"
exit 0
