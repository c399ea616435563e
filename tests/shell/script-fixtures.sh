#!/bin/sh
# desc: perf script: same output as Linux perf on the recorded fixtures
#
# tests/data/script-ref/<fixture>.<case>.gz hold what Linux perf 6.1's `perf script` printed
# for each case of tests/data/script-cases (made by tests/data/make-script-references.sh).
# Our output must be byte for byte the same. The big-endian *-swapped fixtures must print
# what their originals print (Linux perf 6.1 prints their MMAP2 protections as ---p: it does
# not swap those fields; we do).
data="$TESTS_DIR/data"
PERF=${PERF:-perf}
cd "$data" || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
n=0
while read -r fixtures name opts; do
	case $fixtures in '#'* | '') continue ;; esac
	[ "$fixtures" = all ] && fixtures=$(ls ./*.data | sed -e 's|^\./||' -e 's/\.data$//')
	for f in $(echo "$fixtures" | tr , ' '); do
		ref=script-ref/${f%-swapped}.$name.gz
		[ -f "$ref" ] || { echo "missing reference $ref"; fail=1; continue; }
		# shellcheck disable=SC2086
		$PERF script -i $f.data --symfs symfs $opts > "$tmp/out" 2>"$tmp/err" ||
			{ echo "$f $name: perf script $opts failed: $(head -1 "$tmp/err")"; fail=1; continue; }
		gzip -dc "$ref" > "$tmp/ref"
		n=$((n + 1))
		if ! cmp -s "$tmp/out" "$tmp/ref"; then
			echo "$f.data, perf script $opts: differs from Linux perf's output:"
			diff "$tmp/ref" "$tmp/out" | head -10
			fail=1
		fi
	done
done < script-cases
[ $n -ge 100 ] || { echo "only $n cases compared"; exit 1; }
[ $fail = 0 ] || { echo "perf script output differs from Linux perf's on the fixtures"; exit 1; }
echo "$n outputs match Linux perf's"
exit 0
