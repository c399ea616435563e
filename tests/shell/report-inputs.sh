#!/bin/bash
# desc: perf report: repeated -g options, --stdio-color, and inputs that are not regular files (FIFO, directory)
#
# `-g caller -g callee`: the last one wins, as in Linux perf (each joined -g argument stays
# alive while the options point into it; the ASan build catches a use-after-free here).
# A FIFO with no writer, a directory, a device, a missing or an empty file as -i: one error
# line, no hang, and Linux perf's exit status 255 (archive and buildid-cache -a: 1).
# A named FIFO is refused as Linux perf 6.1 refuses it: it reads a stream (pipe mode) from
# standard input only (-i -, or a pipe there without -i); given a FIFO's name, it blocks until
# a writer opens it and then says "zero-sized data". We do not block, and say to use
# -i - <FIFO, which must then work (checked below with a writer on the FIFO).
data="$TESTS_DIR/data"
PERF=${PERF:-perf}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

g="$data/cpu-g.data"
report() { "$PERF" report --stdio --no-children -i "$g" --symfs "$data/symfs" "$@" 2>&1; }
report -g callee >"$tmp/callee" || fail "report -g callee"
report -g caller >"$tmp/caller" || fail "report -g caller"
cmp -s "$tmp/callee" "$tmp/caller" && fail "-g caller and -g callee print the same graph"
report -g caller -g callee >"$tmp/both" || { cat "$tmp/both"; fail "report -g caller -g callee"; }
cmp -s "$tmp/both" "$tmp/callee" || fail "-g caller -g callee is not -g callee (last wins)"
report --call-graph callee -g caller >"$tmp/both" || fail "report --call-graph callee -g caller"
cmp -s "$tmp/both" "$tmp/caller" || fail "--call-graph callee -g caller is not -g caller"

# colours: never unless asked (not a terminal here), and Linux perf's escapes when asked
report >"$tmp/plain" || fail "report"
grep -q "$(printf '\033')" "$tmp/plain" && fail "colour escapes in output that is not a terminal"
. "$TESTS_DIR/shell/lib/caps.sh"
if have linux-perf; then
	for f in cpu.data cpu-g.data; do
		"$PERF" report --stdio-color always -i "$data/$f" --symfs "$data/symfs" 2>/dev/null |
			grep -v '^# (' >"$tmp/ours"
		/usr/bin/perf report --stdio --stdio-color always -i "$data/$f" --symfs "$data/symfs" \
			2>/dev/null | grep -v '^# (' >"$tmp/ref"
		cmp -s "$tmp/ours" "$tmp/ref" || { diff "$tmp/ref" "$tmp/ours" | cat -A | head; fail "$f: colours differ from Linux perf's"; }
	done
else
	skip_part "--stdio-color against Linux perf"
fi
"$PERF" report --stdio-color sometimes -i "$g" >/dev/null 2>&1 && fail "--stdio-color sometimes accepted"

mkfifo "$tmp/fifo"
: >"$tmp/empty.data"
for cmd in "report --stdio -i" "report -D -i" "script -i" "buildid-list -i" "buildid-cache -a" \
	   "archive" "data convert --force --to-json $tmp/conv.json -i"; do
	# an input the session cannot open: 255, Linux perf's status (its commands return -1)
	want=255
	case $cmd in buildid-cache* | archive) want=1 ;; esac
	for input in "$tmp/fifo" "$tmp" /dev/null "$tmp/missing.data" "$tmp/empty.data"; do
		# shellcheck disable=SC2086
		timeout 20 "$PERF" $cmd "$input" >"$tmp/out" 2>"$tmp/err"
		rc=$?
		[ $rc -eq 124 ] && fail "perf $cmd $input blocked (killed after 20 s)"
		[ $rc -eq $want ] || { cat "$tmp/err"; fail "perf $cmd $input exited $rc, not $want"; }
		# Linux perf blocks on the FIFO; buildid-cache -a exits 0 there, with no error line
		if [ $want = 255 ] && [ "$input" != "$tmp/fifo" ] && have linux-perf; then
			# shellcheck disable=SC2086
			timeout 20 /usr/bin/perf $cmd "$input" >/dev/null 2>&1
			lrc=$?
			[ $lrc -eq $rc ] || fail "perf $cmd $input exited $rc, Linux perf $lrc"
		fi
		[ "$(wc -l <"$tmp/err")" -eq 1 ] || { cat "$tmp/err"; fail "perf $cmd $input: not one error line"; }
		grep -q "$input" "$tmp/err" || { cat "$tmp/err"; fail "perf $cmd $input: the error does not name it"; }
	done
done
# the way the error points to: the FIFO as standard input, read as a stream
"$PERF" record -q -e cpu-clock -o "$tmp/rec.data" -- true 2>/dev/null || fail "record"
"$PERF" inject -i "$tmp/rec.data" -o - >"$tmp/rec.stream" || fail "inject -o -"
cat "$tmp/rec.stream" >"$tmp/fifo" &
timeout 20 "$PERF" script -i - <"$tmp/fifo" >"$tmp/out" 2>"$tmp/err" ||
	{ cat "$tmp/err"; fail "script -i - <FIFO failed"; }
wait
"$PERF" script -i "$tmp/rec.data" 2>/dev/null | cmp -s - "$tmp/out" ||
	fail "script -i - <FIFO is not script -i FILE"
echo "ok"
