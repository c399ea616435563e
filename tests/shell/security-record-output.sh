#!/bin/bash
# desc: record -o onto a device, FIFO or directory, a perf.data.old that is a device or a symlink: none is replaced or written through; the temporary file is never reopened by name
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

# The file being written is never reopened by name: in a directory another user can write,
# the name could be a symlink by then (to a file root would truncate). strace sees every open
# of a name beside the output made with O_EXCL (or none: an unnamed O_TMPFILE file).
excl_only() { # TRACE WHAT: no open of tout.data* without O_EXCL
	local bad
	bad=$(grep -E '(open|openat|creat)\(.*"tout\.data[^"]*"' "$1" | grep -v O_EXCL)
	[ -z "$bad" ] || { echo "$bad"; fail "$2: the output or its temporary name opened without O_EXCL"; }
	ls | grep -q '^tout\.data\.tmp' && fail "$2: a temporary file was left"
	"$LPERF" report --stdio -i tout.data >/dev/null 2>&1 || fail "$2: Linux perf cannot read tout.data"
	cmp -s tout.data.old prev.data || fail "$2: the previous tout.data is not tout.data.old"
	return 0
}
if command -v strace >/dev/null; then
	# a sanitizer build (make test SANITIZE=1): LeakSanitizer stops with an error under ptrace
	export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
	"$PERF" record -q -o tout.data -- true || fail "record tout.data failed"
	cp tout.data prev.data
	strace -f -o tr1.txt -e trace=access,open,openat,creat,linkat,rename,link,unlink \
		"$PERF" record -q -o tout.data -- true 2>err.txt || { cat err.txt; fail "record under strace failed"; }
	excl_only tr1.txt "record -o tout.data"
	# where the unnamed file cannot be had (no O_TMPFILE, no /proc/self/fd): a name made with
	# O_EXCL (mkstemp); perf's check of /proc/self/fd made to fail, counted in the trace above
	main=$(awk 'NR == 1 { print $1 }' tr1.txt)
	n=$(awk -v p="$main" '$1 == p && /access\(/ { n++ } $1 == p && /access\("\/proc\/self\/fd"/ { print n; exit }' tr1.txt)
	[ -n "$n" ] || fail "record does not check /proc/self/fd (the fallback part needs updating)"
	cp tout.data prev.data
	strace -f -o tr2.txt -e trace=access,open,openat,creat,linkat,rename,link,unlink \
		-e inject=access:error=ENOENT:when="$n" "$PERF" record -q -o tout.data -- true 2>err.txt ||
		{ cat err.txt; fail "record under strace, without /proc/self/fd, failed"; }
	grep -q 'access("/proc/self/fd".*INJECTED' tr2.txt || fail "the check of /proc/self/fd was not the one made to fail"
	grep -qE 'openat\(.*"tout\.data\.tmp\.[^"]*".*O_EXCL' tr2.txt || fail "no mkstemp file without /proc/self/fd"
	excl_only tr2.txt "record -o tout.data without /proc/self/fd"
else
	echo "part skipped: the temporary file's opens: strace is not installed"
fi

# a symlink planted as perf.data.old is replaced, never written through
"$PERF" record -q -o sl.data -- true || fail "record sl.data failed"
echo victim >victim
ln -s victim sl.data.old
"$PERF" record -q -o sl.data -- true || fail "record with a symlink sl.data.old failed"
[ "$(cat victim)" = victim ] || fail "the file sl.data.old pointed to was written"
[ -f sl.data.old ] && [ ! -L sl.data.old ] || fail "sl.data.old is not the previous sl.data"

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
