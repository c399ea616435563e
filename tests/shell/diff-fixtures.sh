#!/bin/sh
# desc: perf diff: same output as Linux perf on pairs of recorded fixtures; clear errors
#
# tests/data/diff-cases lists pairs of Linux perf 6.1 recordings with perf diff options, and
# tests/data/diff-ref/ what Linux perf printed for each (make-diff-references.sh); our output
# must be byte for byte the same. Both files of a pair are read in one process, so this also
# shows that reading one session leaves nothing behind that changes the other's result.
data="$TESTS_DIR/data"
PERF=${PERF:-perf}
cd "$data" || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
n=0
while read -r name old new opts; do
	case $name in '#'*|'') continue ;; esac
	# shellcheck disable=SC2086
	$PERF diff --symfs symfs $opts "$old" "$new" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	n=$((n + 1))
	if [ $rc -ne 0 ]; then
		echo "$name: perf diff $opts $old $new exited $rc"
		head -3 "$tmp/err"
		fail=1
	elif ! cmp -s "$tmp/out" "diff-ref/$name"; then
		echo "$name: perf diff $opts $old $new differs from Linux perf's"
		diff "diff-ref/$name" "$tmp/out" | head -8
		fail=1
	fi
done <diff-cases
[ $n -ge 40 ] || { echo "only $n cases read from diff-cases"; exit 1; }

# one file: it is compared with perf.data.old, as in Linux perf
cp cpu.data "$tmp/perf.data.old"
(cd "$tmp" && $PERF diff --symfs "$data/symfs" "$data/system-a.data") >"$tmp/out" 2>&1
cmp -s "$tmp/out" diff-ref/default || { echo "perf diff FILE does not compare perf.data.old with FILE"; fail=1; }
cp system-a.data "$tmp/perf.data"
(cd "$tmp" && $PERF diff --symfs "$data/symfs") >"$tmp/out" 2>&1
cmp -s "$tmp/out" diff-ref/default || { echo "perf diff does not compare perf.data.old with perf.data"; fail=1; }

# bad input: one error line, exit 1 (255 for a file it cannot read, as Linux perf), nothing on
# stdout
mkfifo "$tmp/fifo"
while read -r want what; do
	# shellcheck disable=SC2086
	timeout 20 $PERF diff $what >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc -ne "$want" ] && { [ "$want" != 1 ] || [ $rc -ne 129 ]; }; then
		echo "perf diff $what: exit $rc, not $want"; cat "$tmp/err"; fail=1
	elif [ -s "$tmp/out" ]; then
		echo "perf diff $what: printed on stdout"; head -3 "$tmp/out"; fail=1
	elif ! grep -q . "$tmp/err"; then
		echo "perf diff $what: no error message"; fail=1
	fi
done <<EOF2
255 cpu.data $tmp/missing.data
255 $tmp/missing.data cpu.data
255 cpu.data $tmp/fifo
255 cpu.data $tmp
1 -c nonsense cpu.data cpu-g.data
1 -c wdiff:1 cpu.data cpu-g.data
1 -c wdiff:1,x cpu.data cpu-g.data
1 -o 2 cpu.data cpu-g.data
1 --percentage most cpu.data cpu-g.data
1 --sort nokey cpu.data cpu-g.data
1 --pid x cpu.data cpu-g.data
1 cpu.data cpu-g.data cpu.data
EOF2
[ $fail = 0 ] && echo "$n diffs identical to Linux perf's; errors clear"
exit $fail
