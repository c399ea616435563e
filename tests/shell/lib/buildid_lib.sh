# Helpers for the tests/shell/buildid*.sh scripts (sourced, not a test itself).
#
# Every test works in a private HOME and build-id cache: Linux perf takes its cache from
# $HOME/.debug (it ignores $PERF_BUILDID_DIR), ours from $PERF_BUILDID_DIR, so both point
# at the same directory and the real ~/.debug is never read or written.
set -u

LPERF=${LPERF:-/usr/bin/perf}
SRC=$TESTS_DIR/progs/buildid_prog.c
CC=${CC:-cc}
# not /tmp/perf-*: Linux perf takes any DSO named /tmp/perf-... for a JIT's perf-PID.map
TMPD=$(mktemp -d /tmp/buildid-test.XXXXXX)
export HOME=$TMPD/home
export PERF_BUILDID_DIR=$HOME/.debug
mkdir -p "$HOME"
unset PERF_CONFIG DEBUGINFOD_URLS

cleanup() {
	rm -rf "$TMPD"
}
trap cleanup EXIT
cd "$TMPD" || exit 1

fail() {
	echo "FAIL: $*"
	exit 1
}

. "$TESTS_DIR/shell/lib/caps.sh"

need() {
	[ -r "$SRC" ] || fail "$SRC is missing"
	command -v "$CC" >/dev/null || fail "no C compiler ($CC) to build the test program"
	# every build-id test compares with Linux perf, the reference
	require linux-perf
}

# Switch to another "machine": a new HOME and cache (directory $1 under TMPD).
use_home() {
	export HOME=$TMPD/$1
	export PERF_BUILDID_DIR=$HOME/.debug
	mkdir -p "$HOME"
}

# build_prog PATH [VARIANT]: the test program, variant 1 (bid_alpha/bid_beta) or 2 (rebuilt).
build_prog() {
	mkdir -p "$(dirname "$1")"
	# shellcheck disable=SC2086
	$CC -O1 -g -fno-omit-frame-pointer -fno-inline -no-pie -DVARIANT="${2:-1}" -o "$1.new" "$SRC" ||
		fail "cannot build $1"
	# a new inode, as a linker writes it: a hard-linked cache entry keeps the old contents
	mv -f "$1.new" "$1"
}

# The build-id of an ELF file according to readelf (independent of both perfs).
elf_build_id() {
	readelf -n "$1" 2>/dev/null | sed -n 's/.*Build ID: \([0-9a-f]*\).*/\1/p' | head -1
}

# The report rows (no comments, no blank lines) of a perf.data, by comm, dso, symbol.
report_rows() { # PERF FILE [extra options]
	local p=$1 f=$2
	shift 2
	"$p" report -i "$f" --stdio --sort comm,dso,sym "$@" 2>/dev/null | grep -v '^#' | grep .
}

# Percentage of a symbol in report rows on stdin (0 when absent).
share_of() {
	awk -v s="$1" '{ for (i = 2; i <= NF; i++) if ($i == s) { sub("%", "", $1); v += $1 } }
		END { printf "%d\n", v }'
}

# Sorted stdout of a command, for comparing as sets. Linux perf names a vDSO that only the
# samples know (no build-id table) after the temporary file it extracts it to,
# /tmp/perf-vdso.so-XXXXXX, a random name; we say [vdso], the name the table would give.
sorted() {
	"$@" 2>/dev/null | sed -E 's@ /tmp/perf-vdso\.so-[A-Za-z0-9]{6}$@ [vdso]@' | sort
}
