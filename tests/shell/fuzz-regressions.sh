#!/bin/sh
# desc: fuzz regressions: report, script and buildid-list survive every input the fuzzer crashed on
#
# Each file of tests/fuzz/regressions/ is a perf.data that once crashed the fuzz harness
# (make fuzz; tests/fuzz/report-fuzz.c), each of tests/fuzz/seeds/ a damaged one the fuzzer
# starts from. They go through the harness's command lines with the normal binary (and under
# ASan/UBSan with make test SANITIZE=1): an error or a partial result is fine, a signal
# (status 128 + signal, up to 192) or a sanitizer report is not; 255 is Linux perf's exit
# status for a refusal (perf script -F addr on a file without addresses).
PERF=${PERF:-perf}
regs="$TESTS_DIR/fuzz/regressions"
tmp=$(mktemp -d /tmp/perf-fuzz-regressions.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

# the modes of tests/fuzz/report-fuzz.c (its modes[] initializer), one command line a line
# (@ is the input): read from the harness, so the two never differ
src="$TESTS_DIR/fuzz/report-fuzz.c"
awk '
/^static const char \*const modes\[\]\[16\] = \{/ { on = 1; next }
on && /^\};/ { on = 0 }
on {
	sub(/\/\*.*\*\//, "")
	e = e $0 " "
	if ($0 ~ /\},[[:space:]]*$/) {
		out = ""
		while (match(e, /"[^"]*"|[^A-Za-z_]IN[^A-Za-z_]/)) {
			tok = substr(e, RSTART, RLENGTH)
			if (tok ~ /^"/)
				tok = substr(tok, 2, length(tok) - 2)
			else
				tok = "@"
			out = out (out == "" ? "" : " ") tok
			e = substr(e, RSTART + RLENGTH - (tok == "@" ? 1 : 0))
		}
		print out
		e = ""
	}
}
' "$src" >"$tmp/modes"
nr=$(sed -n 's/^#define NR_MODES \([0-9]*\).*/\1/p' "$src")
[ -n "$nr" ] && [ "$(wc -l <"$tmp/modes")" = "$nr" ] ||
	{ echo "read $(wc -l <"$tmp/modes") modes from $src, NR_MODES is $nr"; exit 1; }

runs=0
files=0
for f in "$regs"/* "$TESTS_DIR"/fuzz/seeds/*; do
	[ -f "$f" ] || continue
	files=$((files + 1))
	while read -r line; do
		# shellcheck disable=SC2086
		set -- $line
		args=""
		for a in "$@"; do
			[ "$a" = "@" ] && a="$f"
			args="$args $a"
		done
		# pipe modes (-i -): the input on a pipe as standard input
		case " $line " in
		*" -i - "*)
			# shellcheck disable=SC2086
			cat "$f" | HOME=/nonexistent $PERF $args >/dev/null 2>"$tmp/err"
			rc=$? ;;
		*)
			# shellcheck disable=SC2086
			HOME=/nonexistent $PERF $args >/dev/null 2>"$tmp/err" </dev/null
			rc=$? ;;
		esac
		runs=$((runs + 1))
		if { [ $rc -ge 128 ] && [ $rc -le 192 ]; } || grep -q 'Sanitizer\|runtime error' "$tmp/err"; then
			echo "perf $line: status $rc on $(basename "$f")"
			head -5 "$tmp/err"
			exit 1
		fi
	done < "$tmp/modes"
done
if [ $files -eq 0 ]; then
	echo "no regression inputs in $regs"
	exit 1
fi
echo "$files regression inputs, $runs runs, no crash"
exit 0
