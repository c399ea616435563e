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
# Linux perf 6.1's rows, names and macros in its order
rows="dwarf:HAVE_DWARF_SUPPORT dwarf_getlocations:HAVE_DWARF_GETLOCATIONS_SUPPORT glibc:HAVE_GLIBC_SUPPORT
syscall_table:HAVE_SYSCALL_TABLE_SUPPORT libbfd:HAVE_LIBBFD_SUPPORT debuginfod:HAVE_DEBUGINFOD_SUPPORT
libelf:HAVE_LIBELF_SUPPORT libnuma:HAVE_LIBNUMA_SUPPORT numa_num_possible_cpus:HAVE_LIBNUMA_SUPPORT
libperl:HAVE_LIBPERL_SUPPORT libpython:HAVE_LIBPYTHON_SUPPORT libslang:HAVE_SLANG_SUPPORT
libcrypto:HAVE_LIBCRYPTO_SUPPORT libunwind:HAVE_LIBUNWIND_SUPPORT libdw-dwarf-unwind:HAVE_DWARF_SUPPORT
zlib:HAVE_ZLIB_SUPPORT lzma:HAVE_LZMA_SUPPORT get_cpuid:HAVE_AUXTRACE_SUPPORT bpf:HAVE_LIBBPF_SUPPORT
aio:HAVE_AIO_SUPPORT zstd:HAVE_ZSTD_SUPPORT libpfm4:HAVE_LIBPFM"
[ "$(echo "$bo" | sed -n '2,$p' | sed 's/^ *\([^:]*\): \[ \(on \|OFF\) \]  # \(.*\)$/\1:\3/' | tr '\n' ' ')" = "$(echo $rows) " ] ||
	fail "build options rows: $bo"
# A row is on exactly when the binary has the piece: the library that brings it is linked,
# or dlopen()ed by the soname the binary names (libdw, libzstd and ncursesw, the browser's
# where Linux perf's is libslang: loaded when first used), or the C library is glibc
needed=$(readelf -d "$PERF" 2>/dev/null | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
[ -n "$needed" ] || fail "readelf -d $PERF lists no libraries"
has() { echo "$needed" | grep -q "^$1\.so"; }
has_or_loads() { has "$1" || grep -q "$1\.so\.[0-9]" "$PERF"; }
row() {
	local want=OFF
	if [ "$2" = yes ]; then want="on "; fi
	echo "$bo" | grep -qx " *$1: \[ $want \]  # .*" || fail "build options: $1 not '$want' ($bo)"
}
for r in dwarf dwarf_getlocations libdw-dwarf-unwind; do row $r "$(has_or_loads libdw && echo yes)"; done
row libelf "$(has libelf && echo yes)"
row libslang "$(has_or_loads libncursesw && echo yes)"
row zlib "$(has libz && echo yes)"
row zstd "$(has_or_loads libzstd && echo yes)"
row glibc "$(ldd --version 2>&1 | grep -qi 'glibc\|gnu libc' && echo yes)"
# libdebuginfod is dlopen()ed (util/debuginfod.c): the binary names its soname, and does
# not need it to start
row debuginfod "$(grep -q 'libdebuginfod\.so\.1' "$PERF" && echo yes)"
has libdebuginfod && fail "perf is linked with libdebuginfod: it would not start where the library is absent"
# perf script -s runs Python scripts (what Linux perf's tests read this row as) when its
# engine was built (the binary names it; util/script-python.c)
row libpython "$(grep -q 'perf-script-python\.so' "$PERF" && echo yes)"
for r in syscall_table libbfd libnuma libperl libcrypto libunwind lzma get_cpuid bpf aio libpfm4; do
	row $r no
done
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
out=$("$PERF" kmem 2>&1); rc=$?
[ $rc -eq 1 ] || fail "perf kmem: exit $rc"
[ "$out" = "perf: 'kmem' is a command of Linux perf that this perf does not have. See 'perf --help'." ] ||
	fail "perf kmem: $out"

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
