#!/bin/bash
# desc: perf record and perf stat -o in a directory the user cannot write, as Linux perf
#
# Someone in a read-only directory (a checkout they do not own) runs `perf record -- prog`
# (perf.data there), `perf record -o DIR/x.data -- prog` and `perf stat -o DIR/x.txt --
# prog`. Run as an ordinary user (nobody, when the tests run as root: root writes
# anywhere). Compared with Linux perf: the exit status, whether the workload ran anyway
# (it should not: the output is opened first), the files left in the directory. Ours'
# message must name the file (Linux perf's stat does not).
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need

# a directory every user can enter, with a read-only one in it
base=$(mktemp -d /tmp/scenario-ro.XXXXXX) || fail "mktemp"
trap 'tmux_stop 2>/dev/null; rm -rf "$base"; cleanup' EXIT
chmod 755 "$base"
mkdir "$base/ro" "$base/marks"
chmod 555 "$base/ro"
chmod 777 "$base/marks"
as_user() {
	if [ "$(id -u)" = 0 ]; then
		setpriv --reuid=65534 --regid=65534 --clear-groups env HOME=/nonexistent "$@"
	else
		"$@"
	fi
}
[ "$(id -u)" = 0 ] && ! command -v setpriv >/dev/null && { echo "setpriv is not installed (util-linux)"; exit 2; }
(cd "$base/ro" && as_user touch probe 2>/dev/null) && fail "the read-only directory is writable"

for side in linux ours; do
	P=$(perf_of $side)
	n=0
	for cmd in "record" "record -o $base/ro/x.data" "stat -o $base/ro/x.txt"; do
		n=$((n + 1))
		# shellcheck disable=SC2086
		(cd "$base/ro" && as_user "$P" $cmd -- sh -c "touch $base/marks/ran.$side.$n") >out.txt 2>err.txt
		st=$?
		echo "perf $cmd: exit $st"
		cp err.txt err.$side.$n
		[ -e "$base/marks/ran.$side.$n" ] && echo "  the workload ran" || echo "  the workload did not run"
		echo "  files: $(ls -A "$base/ro" | tr '\n' ' ')"
	done >$side.txt
done
for n in 1 2 3; do
	grep -q -e 'perf\.data' -e 'x\.data' -e 'x\.txt' err.ours.$n ||
		{ cat err.ours.$n; fail "case $n: our message does not name the file"; }
done
differ_files "perf in a read-only directory" ours.txt linux.txt
finish "read-only directory"
