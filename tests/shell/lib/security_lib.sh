# Helpers for the tests/shell/security-*.sh scripts (sourced, not a test itself).
#
# The tests play an attacker (another user on a shared machine) and an ordinary user. When
# run as root they create a throw-away user with a unique name and delete it on exit; when
# not root, the parts that need one skip and say so.
set -u

LPERF=${LPERF:-/usr/bin/perf}
# not /tmp/perf-*: Linux perf takes any DSO named /tmp/perf-... for a JIT's perf-PID.map
TMPD=$(mktemp -d /tmp/security-test.XXXXXX)
chmod 755 "$TMPD"
export HOME=$TMPD/home
export PERF_BUILDID_DIR=$HOME/.debug
mkdir -p "$HOME"
unset PERF_CONFIG DEBUGINFOD_URLS
OTHER=
PARANOID_OLD=

cleanup() {
	[ -n "$PARANOID_OLD" ] && echo "$PARANOID_OLD" >/proc/sys/kernel/perf_event_paranoid
	[ -n "$OTHER" ] && userdel "$OTHER" 2>/dev/null
	rm -rf "$TMPD"
}
trap cleanup EXIT
cd "$TMPD" || exit 1

fail() {
	echo "FAIL: $*"
	exit 1
}

skip() {
	echo "$*"
	exit 2
}

is_root() {
	[ "$(id -u)" = 0 ]
}

# make_user: an ordinary user in $OTHER (created now, deleted on exit); status 1 and the
# reason in WHY when this is impossible (not root, no useradd).
WHY=
make_user() {
	[ -n "$OTHER" ] && return 0
	if ! is_root; then
		WHY="not root: cannot create an ordinary user to run as"
		return 1
	fi
	if ! command -v useradd >/dev/null || ! command -v runuser >/dev/null; then
		WHY="no useradd/runuser to create an ordinary user"
		return 1
	fi
	local name=psec$$
	useradd -M -d /nonexistent -s /bin/sh "$name" 2>/dev/null || {
		WHY="useradd $name failed"
		return 1
	}
	OTHER=$name
	return 0
}

# as_other CMD...: run as the ordinary user, in TMPD, with its own HOME and cache.
as_other() {
	runuser -u "$OTHER" -- env HOME="$TMPD/other" PERF_BUILDID_DIR="$TMPD/other/.debug" "$@"
}

# Set kernel.perf_event_paranoid to $1 until the test exits (root only; the value is
# machine-wide, so it is written only when it differs, and restored by the exit trap).
set_paranoid() {
	local cur
	cur=$(cat /proc/sys/kernel/perf_event_paranoid)
	[ "$cur" = "$1" ] && return 0
	[ -n "$PARANOID_OLD" ] || PARANOID_OLD=$cur
	echo "$1" >/proc/sys/kernel/perf_event_paranoid || fail "cannot set perf_event_paranoid"
}

elf_build_id() {
	readelf -n "$1" 2>/dev/null | sed -n 's/.*Build ID: \([0-9a-f]*\).*/\1/p' | head -1
}

# Every file under DIR (the whole tree, links included), one per line, sorted.
tree_of() {
	(cd "$1" && find . -mindepth 1 | sort)
}
