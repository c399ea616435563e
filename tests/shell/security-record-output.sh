#!/bin/bash
# desc: record -o onto a device, FIFO or directory, and a perf.data.old that is a device: none is replaced or renamed over
. "$(dirname "$0")/lib/security_lib.sh"

# -o onto a FIFO: one clear error at once (no reader is needed to say so), the FIFO kept
mkfifo fifo
timeout 20 "$PERF" record -q -o fifo -- true >out.txt 2>err.txt
rc=$?
cat err.txt
[ $rc = 124 ] && fail "-o FIFO: record blocked"
[ $rc != 0 ] || fail "-o FIFO: exit 0"
[ -p fifo ] || fail "-o FIFO: the FIFO was replaced"
[ "$(wc -l <err.txt)" = 1 ] && grep -q "fifo.*FIFO" err.txt || fail "-o FIFO: not one line naming it"
ls | grep -q 'fifo.tmp' && fail "-o FIFO: a temporary file was left"

# -o onto a directory: an error, the directory untouched
mkdir dir
"$PERF" record -q -o dir -- true >out.txt 2>err.txt && fail "-o DIR: exit 0"
cat err.txt
[ -d dir ] && [ -z "$(ls dir)" ] || fail "-o DIR: the directory changed"
ls | grep -q 'dir.tmp' && fail "-o DIR: a temporary file was left"

if ! is_root; then
	echo "part skipped: -o onto a device: not root, cannot mknod a private copy of /dev/null"
	exit 0
fi
# a private copy of /dev/null (a test that failed must not break the machine's)
mknod null c 1 3 || fail "mknod failed"
"$PERF" record -q -o null -- true >out.txt 2>err.txt || { cat err.txt; fail "-o DEVICE: record failed"; }
[ -c null ] || fail "-o DEVICE: the device was replaced by a $(stat -c %F null)"
[ "$(stat -c '%t,%T %a' null)" = "1,3 644" ] || fail "-o DEVICE: the device changed: $(stat -c '%t,%T %a' null)"
ls | grep -q 'null.tmp' && fail "-o DEVICE: a temporary file was left"
# the same through a symlink to it
ln -s null null-link
"$PERF" record -q -o null-link -- true >out.txt 2>err.txt || { cat err.txt; fail "-o LINK-TO-DEVICE: record failed"; }
[ -c null ] && [ -L null-link ] || fail "-o LINK-TO-DEVICE: replaced"

# perf.data.old a device: the rotation does not rename perf.data over it
"$PERF" record -q -o perf.data -- true || fail "record failed"
mknod perf.data.old c 1 3 || fail "mknod failed"
"$PERF" record -o perf.data -- true >out.txt 2>err.txt || { cat err.txt; fail "record with a device perf.data.old failed"; }
cat err.txt
[ -c perf.data.old ] || fail "perf.data.old (a device) was renamed over"
grep -q "perf.data.old.*not a regular file" err.txt || fail "no warning that the old perf.data is not kept"
"$LPERF" report -i perf.data --stdio >/dev/null 2>&1 || fail "the new perf.data is not readable"
echo "devices, FIFOs and directories kept"
exit 0
