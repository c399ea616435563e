#!/bin/bash
# tests/vm/run-in-guest.sh [--timeout S] [--mem M] [--smp N] DIR [SCRIPT]
#
# Boots a Debian kernel that has what this machine may lack (kprobe events, hardware
# breakpoints on kernel data, KALLSYMS_ALL) under qemu, with a busybox initramfs holding DIR
# at /test, and runs `sh /test/SCRIPT` (default run.sh) as root. Prints the script's output
# and exits with its status; 124 when the guest timed out, 125 when the infrastructure
# failed, 2 when qemu or the kernel cannot be had (the reason is the last line).
# Dynamically linked ELF files in DIR get their shared libraries copied in.
# Environment: VMTEST_CACHE (default /tmp/vmtest-cache, shared with ../shared/vmtest),
# VMTEST_KERNEL (a bzImage or a PVH vmlinux to boot instead of the Debian one).
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
CACHE=${VMTEST_CACHE:-/tmp/vmtest-cache}
TMO=600 MEM=1G SMP=2
while [ $# -gt 0 ]; do
	case $1 in
	--timeout) TMO=$2; shift ;;
	--mem) MEM=$2; shift ;;
	--smp) SMP=$2; shift ;;
	-h | --help) sed -n 2,12p "$0"; exit 0 ;;
	*) break ;;
	esac
	shift
done
[ $# -ge 1 ] || { sed -n 2,12p "$0"; exit 125; }
DIR=$(cd "$1" && pwd) || exit 125
SCRIPT=${2:-run.sh}
skip() { echo "vmtest skipped: $*"; exit 2; }

# qemu and a static busybox; installed with apt when missing and we are root
if ! command -v qemu-system-x86_64 >/dev/null || ! file -L /bin/busybox 2>/dev/null | grep -q static; then
	[ "$(id -u)" = 0 ] || skip "qemu-system-x86 and busybox-static are not installed (and not root to install them)"
	{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
		--no-install-recommends qemu-system-x86 busybox-static file xz-utils; } >/dev/null 2>&1 ||
		skip "cannot install qemu-system-x86 and busybox-static with apt-get"
	command -v qemu-system-x86_64 >/dev/null || skip "qemu-system-x86_64 missing after installing it"
fi
command -v file >/dev/null || skip "the 'file' command is missing"

# the kernel: Debian's, extracted (never installed); its uncompressed vmlinux boots faster
mkdir -p "$CACHE" || exit 125
KERNEL=${VMTEST_KERNEL:-}
if [ -z "$KERNEL" ]; then
	BZ=$(ls "$CACHE"/kimg/boot/vmlinuz-* 2>/dev/null | head -1)
	if [ -z "$BZ" ]; then
		(cd "$CACHE" && apt-get update -qq &&
			KPKG=$(apt-cache depends linux-image-amd64 | awk '/Depends: linux-image-/ { print $2; exit }') &&
			[ -n "$KPKG" ] && apt-get download "$KPKG" && mkdir -p kimg &&
			dpkg-deb -x "$KPKG"_*.deb kimg) >/dev/null 2>&1 ||
			skip "cannot download the Debian kernel package (linux-image-amd64)"
		BZ=$(ls "$CACHE"/kimg/boot/vmlinuz-* | head -1)
	fi
	VML=$CACHE/vmlinux-$(basename "$BZ" | sed 's/^vmlinuz-//')
	if [ ! -s "$VML" ]; then
		OFF=$(LC_ALL=C grep -aboP '\xfd7zXZ\x00' "$BZ" | head -1 | cut -d: -f1)
		# xz complains about the bytes after the stream; the output is complete
		[ -n "$OFF" ] && tail -c +$((OFF + 1)) "$BZ" | xz -dc 2>/dev/null > "$VML.tmp.$$"
		if file "$VML.tmp.$$" 2>/dev/null | grep -q 'ELF 64-bit'; then
			mv "$VML.tmp.$$" "$VML"
		else
			rm -f "$VML.tmp.$$"
		fi
	fi
	if [ -s "$VML" ]; then KERNEL=$VML; else KERNEL=$BZ; fi
fi

# the root filesystem: busybox, our /init, DIR, and the libraries DIR's programs need
WORK=$(mktemp -d /tmp/vmtest-run.XXXXXX) || exit 125
trap 'rm -rf "$WORK"' EXIT
ROOT=$WORK/root
mkdir -p "$ROOT"/{bin,sbin,usr/bin,usr/sbin,proc,sys,dev,tmp,root,etc,test} || exit 125
cp /bin/busybox "$ROOT/bin/busybox" && cp "$HERE/init" "$ROOT/init" && chmod 755 "$ROOT/init" || exit 125
cp -a "$DIR/." "$ROOT/test/" || exit 125
copy_libs() { # the libraries ELF file $1 needs (ldd), into the root
	ldd "$1" 2>/dev/null | grep -oE '/[^ ]+' | while read -r lib; do
		[ -e "$lib" ] && [ ! -e "$ROOT$lib" ] || continue
		mkdir -p "$ROOT$(dirname "$lib")" && cp -L "$lib" "$ROOT$lib"
	done
}
find "$ROOT/test" -type f | while read -r f; do
	file -L "$f" | grep -q 'ELF.*dynamically linked' || continue
	copy_libs "$f"
	# and those it dlopen()s by soname when first used (perf: libdw, libtraceevent,
	# libzstd, ncursesw, Capstone, libdebuginfod), with theirs
	strings -a "$f" | grep -oE 'lib[a-z0-9_+-]+\.so\.[0-9]+' | sort -u | while read -r so; do
		lib=$(/sbin/ldconfig -p | awk -v so="$so" '$1 == so && /x86-64/ { print $NF; exit }')
		[ -n "$lib" ] && [ -e "$lib" ] || continue
		[ -e "$ROOT$lib" ] || { mkdir -p "$ROOT$(dirname "$lib")" && cp -L "$lib" "$ROOT$lib"; }
		copy_libs "$lib"
	done
done
# the dynamic loader must be where the programs' PT_INTERP says
[ -e "$ROOT/lib64" ] || { [ -d "$ROOT/usr/lib64" ] && ln -s usr/lib64 "$ROOT/lib64"; }
(cd "$ROOT" && find . | /bin/busybox cpio -o -H newc 2>/dev/null) > "$WORK/initrd" || exit 125

FILTER='{ sub(/\r$/, "") }
	/^===VMTEST-BEGIN===/ { on = 1; next }
	/^===VMTEST-END rc=/ { on = 0; next }
	on { print; fflush() }'
BIOS=()
[ -e /usr/share/qemu/qboot.rom ] && BIOS=(-bios /usr/share/qemu/qboot.rom)
timeout -k 5 "$TMO" qemu-system-x86_64 -accel tcg -cpu max -smp "$SMP" -m "$MEM" \
	-display none -no-reboot -nodefaults -no-user-config -serial stdio "${BIOS[@]}" \
	-kernel "$KERNEL" -initrd "$WORK/initrd" \
	-append "console=ttyS0 quiet panic=-1 oops=panic nokaslr vmtest_script=$SCRIPT" \
	< /dev/null 2>&1 | tee "$WORK/console" | awk "$FILTER"
QRC=${PIPESTATUS[0]}
RC=$(sed -n 's/^===VMTEST-END rc=\([0-9]*\)===.*/\1/p' "$WORK/console" | tail -1)
if [ -z "$RC" ]; then
	echo "vmtest: the guest did not finish (qemu exit $QRC); last console lines:"
	tail -n 30 "$WORK/console" | tr -d '\r'
	[ "$QRC" = 124 ] && exit 124
	exit 125
fi
exit "$RC"
