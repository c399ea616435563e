#!/bin/bash
# desc: perf record -- podman run: the container's program named by both perfs' reports of our file (its build-id and copy taken in its root), as Linux perf 6.1 cannot
#
# Issue 28, a real container: Debian's podman runs an image imported from a root file system
# holding one static program (/prog, which the host lacks), podman's storage in this test's
# directory (vfs: no overlay mounts), no network. The container's process descends from the
# recorded podman through conmon and the OCI runtime, so record follows it; its MMAP2 names
# /prog as the container sees it. Our file names ~all of the program's samples, read by ours
# and by Linux perf 6.1; Linux perf 6.1's own recording is quoted (it reads the host's /prog).
# Where podman cannot run a container here (no podman, cgroups or limits it refuses), skipped
# with podman's reason.
. "$(dirname "$0")/lib/record_lib.sh"
require root
command -v podman >/dev/null || { echo "no podman (apt-get install podman runc)"; exit 2; }
[ -e /prog ] && { echo "/prog exists on this host: the test needs the path free"; exit 2; }
. "$TESTS_DIR/shell/lib/container_lib.sh"
tar -cf img.tar prog || fail "tar"
# podman's storage here (vfs), removed with the test's directory; its temporary files too
st=$TMPD/podman
export TMPDIR=$TMPD
pod() { podman --root "$st/storage" --runroot "$st/run" --storage-driver vfs "$@"; }
trap 'pod rmi -a -f >/dev/null 2>&1; cleanup' EXIT
pod import -q img.tar localhost/perf-test-prog:1 >/dev/null 2>import.err ||
	{ cat import.err; echo "podman cannot import an image here"; exit 2; }
# the limits below the host's hard ones (podman's defaults exceed them on some hosts); crun,
# the default runtime, refuses hybrid cgroup hierarchies: runc where it does
run_args="run --rm --network none --ulimit nofile=1024:1024 --ulimit nproc=1024:1024 localhost/perf-test-prog:1 /prog"
runtime=
for rt in "" runc; do
	# shellcheck disable=SC2086
	if pod ${rt:+--runtime $rt} $run_args 0.01 >/dev/null 2>run.err; then
		runtime=${rt:-default}
		break
	fi
done
[ -n "$runtime" ] || { tail -1 run.err; echo "podman cannot run a container here"; exit 2; }
echo "podman runs containers with the $runtime runtime"
[ "$runtime" = default ] && rt= || rt="--runtime $runtime"


# shellcheck disable=SC2086
$PERF record -q -F 1000 -o pod.data -- podman --root "$st/storage" --runroot "$st/run" \
	--storage-driver vfs $rt $run_args 0.5 >/dev/null 2>record.err || { cat record.err; fail "perf record -- podman run failed"; }
bid=$(readelf -n prog | awk '/Build ID/ { print $3 }')
$PERF buildid-list -i pod.data 2>&1 | grep -qx "$bid /prog" || fail "no build-id of the container's /prog"
check_named pod.data "podman run"
if have linux-perf; then
	# shellcheck disable=SC2086
	lperf record -q -F 1000 -o lpod.data -- podman --root "$st/storage" --runroot "$st/run" \
		--storage-driver vfs $rt $run_args 0.5 >/dev/null 2>&1
	echo "Linux perf's own recording: $(named lpod.data lperf)% of the program's samples named by Linux perf, $(named lpod.data "$PERF")% by ours"
fi
echo ok
