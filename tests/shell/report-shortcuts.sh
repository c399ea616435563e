#!/bin/sh
# desc: perf report: the fast paths print what the plain per-sample way prints
#
# perf report aggregates call graphs by chain and builds them at the end, counts repeated
# samples without resolving them again, parks kernel samples while kallsyms is being read
# and reads it in a thread. PERF_REPORT_PLAIN=1 turns all of that off: both ways must print
# the same bytes, on every fixture (normal, swapped, pipe-mode, tracepoints, groups) and on a
# fresh recording with many samples and call chains, for many option sets. The fast way runs
# with -j 2 (the file read ahead on a second thread, kallsyms read on a third) and with -j 1
# (all on one thread).
data="$TESTS_DIR/data"
PERF=${PERF:-perf}
REF=${PERF_REF:-/usr/bin/perf}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
n=0
files=$(ls "$data"/*.data)
# a bigger recording with call chains (kernel ones too where allowed), made by Linux perf
. "$TESTS_DIR/shell/lib/caps.sh"
if ! have linux-perf; then
	skip_part "a fresh recording by Linux perf"
elif ! "$REF" record -q -g -e task-clock -c 100000 -o "$tmp/big.data" -- \
		"$TESTS_DIR/progs/busy-loop" 1500 >"$tmp/rec.err" 2>&1; then
	cat "$tmp/rec.err"
	echo "FAIL: Linux perf record of busy-loop failed"
	exit 1
else
	files="$files $tmp/big.data"
fi
for f in $files; do
	while read -r opts; do
		# shellcheck disable=SC2086
		PERF_REPORT_PLAIN=1 $PERF report -i "$f" --stdio --symfs "$data/symfs" $opts \
			>"$tmp/plain" 2>"$tmp/plain.err"
		for j in 2 1; do
			# shellcheck disable=SC2086
			$PERF report -j $j -i "$f" --stdio --symfs "$data/symfs" $opts >"$tmp/fast" \
				2>"$tmp/fast.err"
			n=$((n + 1))
			if ! cmp -s "$tmp/fast" "$tmp/plain"; then
				echo "$(basename "$f") (perf report -j $j $opts): fast and plain outputs differ"
				diff "$tmp/plain" "$tmp/fast" | head -10
				fail=1
			fi
		done
	done <<'OPTS'
--sort comm,dso,sym
--no-children
-g caller
-g callee --no-children
-g folded
-g flat,0.1
-g fractal
-g graph,0,callee,function,count
--sort sym
--sort dso,sym -g address
--sort pid,sym
--sort cpu,comm
--percent-limit 2
-n --show-total-period
--comms burn,busy-loop --sort tid,sym
OPTS
done
[ $fail = 0 ] || exit 1
echo "$n reports, the same both ways"
exit 0
