#!/bin/bash
# desc: HEADER_BPF_PROG_INFO and BPF_BTF: perf report --header / -I and -D print Linux perf's lines for a recording made while a BPF program is loaded
#
# Two BPF programs (two-instruction socket filters, loaded through bpf(2) by python3) are
# held while both perfs record: one without BTF, named by its program name, and one with a
# BTF blob and func_info, which Linux perf names by its BTF function ("f_<name>") and whose
# BTF it writes into HEADER_BPF_BTF. Linux perf writes their info into HEADER_BPF_PROG_INFO
# and KSYMBOL and BPF_EVENT records at the start; both perfs' --header-only -I and -D of
# that file must be equal, with the "# bpf_prog_info ID: bpf_prog_<tag>_<name> addr ...
# size N" and "# btf info of id N" lines there; our recording must hold the same programs
# and BTF, as both perfs read it. A third program of two functions prints as sub_prog lines.
. "$(dirname "$0")/lib/record_lib.sh"
need
command -v python3 >/dev/null || { echo "python3 not found: cannot load a BPF program"; exit 2; }
W=$TESTS_DIR/progs/busy-loop
cat >load.py <<'PY'
import ctypes, struct, sys
libc = ctypes.CDLL(None, use_errno=True)
def bpf(cmd, attr):
    buf = ctypes.create_string_buffer(attr, 128)
    return libc.syscall(321, cmd, buf, 128)  # bpf(2)
insns = ctypes.create_string_buffer(bytes.fromhex("b700000000000000" "9500000000000000"), 16)
lic = ctypes.create_string_buffer(b"GPL")
name = sys.argv[1].encode()[:15].ljust(16, b"\0")
attr = struct.pack("IIQQIIQII16sII", 1, 2, ctypes.addressof(insns), ctypes.addressof(lic),
                   0, 0, 0, 0, 0, name, 0, 0)
fd = bpf(5, attr)  # BPF_PROG_LOAD
# the same program with BTF: [1] int, [2] int (void), [3] static f_<name> of type 2
fname = b"f_" + sys.argv[1].encode()
strs = b"\0int\0" + fname + b"\0"
types = struct.pack("IIII", 1, 1 << 24, 4, 0x01000020)
types += struct.pack("III", 0, 13 << 24, 1) + struct.pack("III", 5, 12 << 24, 2)
raw = struct.pack("HBBIIIII", 0xeB9F, 1, 0, 24, 0, len(types), len(types), len(strs)) + types + strs
blob = ctypes.create_string_buffer(raw, len(raw))
btf_fd = bpf(18, struct.pack("QQIII", ctypes.addressof(blob), 0, len(raw), 0, 0))  # BPF_BTF_LOAD
finfo = ctypes.create_string_buffer(struct.pack("II", 0, 3), 8)
attr = struct.pack("IIQQIIQII16sIIIIQI", 1, 2, ctypes.addressof(insns), ctypes.addressof(lic),
                   0, 0, 0, 0, 0, b"withbtf".ljust(16, b"\0"), 0, 0, btf_fd, 8,
                   ctypes.addressof(finfo), 1)
fd2 = bpf(5, attr) if btf_fd >= 0 else -1
# two functions (the first calls the second): two symbols, "sub_prog" lines
insns2 = ctypes.create_string_buffer(bytes.fromhex("8510000001000000" "9500000000000000"
                                                   "b700000000000000" "9500000000000000"), 32)
attr = struct.pack("IIQQIIQII16sII", 1, 4, ctypes.addressof(insns2), ctypes.addressof(lic),
                   0, 0, 0, 0, 0, b"twofuncs".ljust(16, b"\0"), 0, 0)
fd3 = bpf(5, attr)
print("loaded" if fd >= 0 else "failed %d" % ctypes.get_errno(),
      "btf" if fd2 >= 0 else "nobtf", "two" if fd3 >= 0 else "notwo", flush=True)
sys.stdin.read()  # held until the test closes the pipe
PY
name=perftest$$
mkfifo hold
python3 load.py "$name" <hold >load.out 2>&1 &
BG_PIDS="$!"
exec 7>hold
for _ in $(seq 50); do [ -s load.out ] && break; sleep 0.1; done
if ! grep -q loaded load.out; then
	echo "a BPF program cannot be loaded here: $(cat load.out)"
	exit 2
fi
"$LPERF" record -q -o lin.data -e cpu-clock -- "$W" 20 >/dev/null 2>&1 || fail "Linux perf record failed"
"$PERF" record -q -o our.data -e cpu-clock -- "$W" 20 >/dev/null 2>&1 || fail "perf record failed"
exec 7>&-
"$LPERF" report --header-only -I -i lin.data >ref.txt 2>/dev/null
"$PERF" report --header-only -I -i lin.data >ours.txt 2>/dev/null
grep -q "^# bpf_prog_info [0-9]*: bpf_prog_[0-9a-f]*_$name addr 0x[0-9a-f]* size [0-9]*\$" ref.txt ||
	fail "Linux perf printed no bpf_prog_info line for $name"
if grep -q " btf" load.out; then
	grep -q "^# bpf_prog_info [0-9]*: bpf_prog_[0-9a-f]*_f_$name addr " ref.txt ||
		fail "Linux perf did not name the BTF program by its BTF function f_$name"
	grep -q "^# btf info of id [0-9]*\$" ref.txt || fail "Linux perf printed no btf info line"
else
	echo "part skipped: a program with BTF cannot be loaded here: $(cat load.out)"
fi
if grep -q " two" load.out; then
	grep -q "^# 	sub_prog 1: bpf_prog_[0-9a-f]*_F addr " ref.txt ||
		fail "Linux perf printed no sub_prog line for the two-function program"
else
	echo "part skipped: a program of two functions cannot be loaded here: $(cat load.out)"
fi
cmp -s ref.txt ours.txt || { diff ref.txt ours.txt; fail "--header-only -I differs from Linux perf's"; }
"$LPERF" report --header-only -i lin.data >ref.txt 2>/dev/null
"$PERF" report --header-only -i lin.data >ours.txt 2>/dev/null
cmp -s ref.txt ours.txt || { diff ref.txt ours.txt; fail "--header-only differs from Linux perf's"; }
"$LPERF" report -D -i lin.data >ref.txt 2>/dev/null
"$PERF" report -D -i lin.data >ours.txt 2>/dev/null
grep -q "PERF_RECORD_KSYMBOL addr [0-9a-f]* len [0-9]* type 1 flags 0x0 name bpf_prog_.*_$name\$" ref.txt ||
	fail "Linux perf dumped no KSYMBOL record for $name"
cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head; fail "-D differs from Linux perf's"; }

# a DIR_FORMAT feature in a plain file: Linux perf's reader stops there (the BPF programs
# after it are not read, not printed), and so must ours
python3 "$TESTS_DIR/shell/lib/perfdata_features.py" lin.data dir.data '24=u64:1' ||
	fail "perfdata_features.py could not add DIR_FORMAT"
for o in "" -I; do
	# shellcheck disable=SC2086
	"$LPERF" report --header-only $o -i dir.data >ref.txt 2>/dev/null
	# shellcheck disable=SC2086
	"$PERF" report --header-only $o -i dir.data >ours.txt 2>/dev/null
	grep -q '^# directory data version' ref.txt || fail "dir.data: no DIR_FORMAT line"
	cmp -s ref.txt ours.txt || { diff ref.txt ours.txt; fail "dir.data: --header-only $o differs"; }
done

# our recording: the same program in the header and in KSYMBOL/BPF_EVENT records, for
# Linux perf's reader and ours
bpf_lines() { # PERF FILE: the program's lines of the header and the dump, offsets cut
	"$1" report --header-only -i "$2" 2>/dev/null |
		grep "^# bpf_prog_info .*_\(f_\)\?$name \|^# btf info of id"
	"$1" report -D -i "$2" 2>/dev/null | grep -A1 'PERF_RECORD_\(KSYMBOL\|BPF_EVENT\)' |
		sed -n 's/.*\(PERF_RECORD_.*\)/\1/p'
}
bpf_lines "$LPERF" lin.data >ref.txt
grep -q "PERF_RECORD_BPF_EVENT type 1, flags 0, id" ref.txt || fail "Linux perf dumped no BPF_EVENT"
for p in "$LPERF" "$PERF"; do
	bpf_lines "$p" our.data >ours.txt
	cmp -s ref.txt ours.txt || { diff ref.txt ours.txt; fail "$p: our recording's BPF program differs from Linux perf's"; }
done
echo ok
