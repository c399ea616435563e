#!/bin/bash
# desc: perf diff on a terminal: the colours of Linux perf (hot values red, warm green), byte for byte
#
# tests/data/diff-ref-tty/NAME is what Linux perf 6.1 printed on a terminal (script(1), no
# pager) for the case NAME of tests/data/diff-cases; ours, with --stdio (on a terminal ours
# opens its browser, which Linux perf's diff has not), must be the same bytes. Off a
# terminal there is no colour: diff-fixtures.sh compares those outputs.
set -u
command -v script >/dev/null || { echo "no script(1) (bsdutils) to give perf a terminal"; exit 2; }
data="$TESTS_DIR/data"
cd "$data" || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
n=0
for ref in diff-ref-tty/*; do
	name=${ref#diff-ref-tty/}
	read -r _ old new opts < <(grep "^$name " diff-cases)
	[ -n "${old:-}" ] || { echo "$name: not in diff-cases"; fail=1; continue; }
	PERF_PAGER=cat script -qec "$(printf '%q ' "$PERF" diff --stdio --symfs symfs) $opts $old $new" \
		/dev/null > "$tmp/out" 2>&1 < /dev/null
	n=$((n + 1))
	if ! cmp -s "$tmp/out" "$ref"; then
		echo "$name: perf diff $opts $old $new on a terminal differs from Linux perf's"
		diff <(cat -v "$ref") <(cat -v "$tmp/out") | head -8
		fail=1
	fi
done
[ $n -ge 10 ] || { echo "only $n cases"; exit 1; }
grep -q $'\033\[31m' diff-ref-tty/default || { echo "the references have no colour"; exit 1; }
exit $fail
