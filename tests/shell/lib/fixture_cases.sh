# Fixture cases of a command that reads recordings (sourced by sched.sh and kwork.sh).
#
#   fixture_cases CMD CASES REFDIR FILE...
#	each line "NAME ARGS" of CASES ('#' lines aside): `$PERF CMD ARGS -i FILE` must print
#	what REFDIR/NAME.gz holds (Linux perf's output), for each FILE; a difference is
#	shown and sets fail=1. n counts the comparisons.
#   compare_linux CMD FILE ARGS...
#	`$REF CMD ARGS -i FILE` (Linux perf) and `$PERF CMD ARGS -i FILE` must print the
#	same; else the difference is shown and fail=1. n counts the comparisons. With
#	PERF_BUILDID_DIR set (the test's build-id cache), Linux perf is given it as
#	$HOME/.debug (ref-home/ in the scratch directory): Linux perf 6.1 reads the cache
#	only there, whatever PERF_BUILDID_DIR says.
#   expect=TEXT check_error WHAT COMMAND...
#	COMMAND must fail with one line on stderr holding TEXT; else fail=1.
# The caller sets fail and n, and runs in a scratch directory (ref.out, our.out, out, err).

fixture_cases() {
	local cmd=$1 cases=$2 refs=$3 name args f
	shift 3
	while read -r name args; do
		case $name in '#'* | '') continue ;; esac
		zcat "$refs/$name.gz" >ref.out
		for f in "$@"; do
			# shellcheck disable=SC2086
			"$PERF" $cmd $args -i "$f" >our.out 2>/dev/null
			if ! cmp -s ref.out our.out; then
				echo "FAIL: perf $cmd $args of ${f##*/} differs from Linux perf's:"
				diff ref.out our.out | head -6
				fail=1
			fi
			n=$((n + 1))
		done
	done <"$cases"
}

compare_linux() {
	local cmd=$1 f=$2
	shift 2
	if [ -n "${PERF_BUILDID_DIR:-}" ]; then
		mkdir -p ref-home && ln -sfn "$PERF_BUILDID_DIR" ref-home/.debug
		HOME=$PWD/ref-home "$REF" $cmd "$@" -i "$f" >ref.out 2>/dev/null
	else
		"$REF" $cmd "$@" -i "$f" >ref.out 2>/dev/null
	fi
	"$PERF" $cmd "$@" -i "$f" >our.out 2>/dev/null
	if ! cmp -s ref.out our.out; then
		echo "FAIL: perf $cmd $* of $f differs from Linux perf's:"
		diff ref.out our.out | head -6
		fail=1
	fi
	n=$((n + 1))
}

check_error() {
	local what=$1
	shift
	"$@" >out 2>err && { echo "FAIL: $what: exit 0"; fail=1; }
	[ "$(wc -l <err)" = 1 ] || { echo "FAIL: $what: not one line:"; cat err; fail=1; }
	grep -q -- "$expect" err || { echo "FAIL: $what: no '$expect':"; cat err; fail=1; }
}
