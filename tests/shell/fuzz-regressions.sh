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

# the modes of tests/fuzz/report-fuzz.c, one command line a line (@ is the input)
cat > "$tmp/modes" <<'EOF'
report -q --stdio -i @ --symfs /nonexistent
report -q -D -i @
report -q --header -i @ --symfs /nonexistent
report -q --header-only -i @
report -q --header-only -I -i @
report -q --stat -i @ --symfs /nonexistent
report -q -i @ -g --symfs /nonexistent --sort comm,dso,sym,cpu,pid
report -q -i @ -g folded,0,callee --no-children --symfs /nonexistent
report -q -i @ -g fractal,0.5,caller,address,period --children --symfs /nonexistent -n --show-total-period
report -q -i @ -g flat,0,callee,function,count --symfs /nonexistent --sort dso,sym,parent -p ^main$ --percent-limit 1
report -q -i @ --symfs /nonexistent --sort trace,tid,parent
script -q -i @ --symfs /nonexistent
script -q -i @ --symfs /nonexistent -F comm,tid,pid,time,event,ip,sym,dso,symoff,period --ns --show-task-events --show-mmap-events --show-lost-events
script -q -i @ --symfs /nonexistent -F trace,ip,cpu,addr -G --header
buildid-list -i @
buildid-list -H -i @
report -q --stdio -i - --symfs /nonexistent -g
report -q -D -i -
script -q -i - --symfs /nonexistent --show-task-events
buildid-list -i -
inject -b -i - -o -
EOF

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
