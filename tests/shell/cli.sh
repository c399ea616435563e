#!/bin/bash
# desc: perf: --version, help, unknown commands and options
set -u
fail() { echo "$*"; exit 1; }

"$PERF" --version | grep -q '^perf version ' || fail "--version"
"$PERF" version | grep -q '^perf version ' || fail "version"
# MAJOR.MINOR.PATCH from the VERSION file first (what hotspot parses), the commit after it
base=$(cat "$TESTS_DIR/../VERSION")
v=$("$PERF" --version)
case "$v" in "perf version $base"|"perf version $base".g[0-9a-f]*) ;; *) fail "--version: '$v', want 'perf version $base[.gHASH]'";; esac
[ "$("$PERF" -v)" = "$v" ] || fail "perf -v: '$("$PERF" -v)', want '$v'"
[ "$("$PERF" -v list)" = "$v" ] || fail "perf -v list is not the version"
[ "$("$PERF" version)" = "$v" ] || fail "perf version differs from --version"
bo=$("$PERF" version --build-options)
[ "$(echo "$bo" | head -1)" = "$v" ] || fail "version --build-options: no version line"
echo "$bo" | grep -qx '                libelf: \[ on  \]  # HAVE_LIBELF_SUPPORT' || fail "build options: $bo"
echo "$bo" | grep -qx '              libslang: \[ OFF \]  # HAVE_SLANG_SUPPORT' || fail "build options: $bo"
[ "$("$PERF" -vv)" = "$bo" ] || fail "perf -vv is not version --build-options"
[ "$("$PERF" --version --build-options)" = "$bo" ] || fail "--version --build-options"
# the perf.data version feature carries the same version
d=$(mktemp -d) && trap 'rm -rf "$d"' EXIT
if "$PERF" record -q -e cpu-clock -o "$d/p.data" -- true >/dev/null 2>&1; then
	"$PERF" report -i "$d/p.data" --header-only | grep -qx "# perf version : ${v#perf version }" ||
		fail "perf.data version feature: $("$PERF" report -i "$d/p.data" --header-only | grep version)"
fi
"$PERF" help | grep -q 'test ' || fail "help lists no commands"
"$PERF" --help | grep -q 'The most commonly used perf commands' || fail "--help"

out=$("$PERF" tset 2>&1); rc=$?
[ $rc -ne 0 ] || fail "unknown command exit 0"
echo "$out" | grep -q "perf: 'tset' is not a perf-command" || fail "unknown command message: $out"
echo "$out" | grep -q "^	test$" || fail "no suggestion of 'test': $out"

# a command of Linux perf that we lack: said so, no "did you mean" another command
out=$("$PERF" sched 2>&1); rc=$?
[ $rc -eq 1 ] || fail "perf sched: exit $rc"
[ "$out" = "perf: 'sched' is a command of Linux perf that this perf does not have. See 'perf --help'." ] ||
	fail "perf sched: $out"

# what shell completion asks (Linux perf's answers: a line of words; exit 130 for a command)
cmds=$("$PERF" --list-cmds) || fail "--list-cmds failed"
for c in record report stat list help version; do
	case " $cmds " in *" $c "*) ;; *) fail "--list-cmds lacks $c: $cmds";; esac
done
"$PERF" --list-opts | grep -q -- '--no-pager ' || fail "--list-opts: $("$PERF" --list-opts)"
out=$("$PERF" record --list-opts); rc=$?
[ $rc -eq 130 ] || fail "record --list-opts: exit $rc"
case " $out " in *" --call-graph "*) ;; *) fail "record --list-opts: $out";; esac
case " $out " in *" --output "*) ;; *) fail "record --list-opts: $out";; esac
[ "$("$PERF" record --list-cmds)" = "" ] || fail "record --list-cmds lists something"

"$PERF" test -h >/dev/null 2>&1; rc=$?
[ $rc -eq 129 ] || fail "test -h exit $rc, want 129"
out=$("$PERF" test --bogus 2>&1); rc=$?
[ $rc -eq 129 ] || fail "bad option exit $rc"
echo "$out" | grep -q "unknown option \`bogus'" || fail "bad option message: $out"
"$PERF" --bogus >/dev/null 2>&1 && fail "unknown global option accepted"
MANPAGER=cat "$PERF" help stat | grep -qi "^perf-stat(1)" || fail "help stat shows no manual"
"$PERF" test list | grep -q 'cpumap' || fail "test list"
exit 0
