#!/bin/sh
# desc: perf annotate: per-instruction samples, percentages and source lines as Linux perf's
#
# Linux perf 6.1 (objdump) and our perf annotate (Capstone, libdw) print the same files:
# the fixtures of tests/data (Linux perf's recordings of tests/data/src programs), and new
# recordings by Linux perf of tests/progs/annot built non-PIE, as a -O2 PIE and with its hot
# functions in a shared library. Per symbol, in order: each instruction's address, percentage
# (and with -n its sample count) and mnemonic must be equal, and the source lines shown
# between them; operands are compared after dropping what only objdump prints (the
# "# target <sym>" comments of rip-relative operands and the operands of nops). Then
# tests/progs/annot_isa's instructions whole, in both syntaxes: AVX-512 (which Capstone 4
# cannot decode), BMI2, prefixed nops, and what Capstone spells otherwise than objdump
# (encoded zero displacements, shifts by one, string instructions, xchg with the
# accumulator, cmov and SSE mnemonics, notrack, repz ret, absolute addresses).
PERF=${PERF:-perf}
REF=${PERF_REF:-/usr/bin/perf}
. "$TESTS_DIR/shell/lib/caps.sh"
# Linux perf to compare with, and to record (task-clock: this machine may have no PMU)
require linux-perf
command -v objdump >/dev/null || { echo "FAIL: no objdump (binutils) for Linux perf's annotate"; exit 1; }
progs="$TESTS_DIR/progs"
data="$TESTS_DIR/data"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

# one line per instruction or source line, prefixed by its symbol; blocks sorted by symbol
norm() {
	awk '
	/^ *[A-Za-z]+ \|\t/ { sym = ""; next }
	/ [0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f] <.*>:$/ { sym = $NF; n = 0; next }
	sym == "" { next }
	/Disassembly of section/ || /^ *: [0-9]* *[A-Za-z_0-9.]+\(\):$/ { next }
	/^ *[0-9.]+ : / {
		line = $0; sub(/^ */, "", line)
		nf = split(line, f, " ")
		pct = f[1]; addr = f[3]; mn = f[4]
		ops = ""
		for (i = 5; i <= nf; i++) { if (f[i] == "#") break; ops = ops (ops == "" ? "" : " ") f[i] }
		if (mn ~ /^nop/) ops = ""
		printf "%s %06d I %s %s %s %s\n", sym, n++, pct, addr, mn, ops
		next
	}
	/^ *:/ {
		line = $0; sub(/^ *: *[0-9]* */, "", line)
		if (line == "") next
		# objdump -l names the file and line when it has no source to show
		if (line ~ /^[^ ]*:[0-9]+$/) next
		printf "%s %06d S %s\n", sym, n++, line
	}' | sort -s -k1,1
}

compare() { # name, symbols to compare (a regex), perf args...
	name=$1
	only=$2
	shift 2
	# shellcheck disable=SC2068
	"$REF" annotate --stdio $@ 2>/dev/null | norm | grep -E "^<($only)>:" > "$tmp/ref"
	# shellcheck disable=SC2068
	$PERF annotate --stdio $@ 2>"$tmp/err" | norm | grep -E "^<($only)>:" > "$tmp/out"
	if [ ! -s "$tmp/ref" ]; then
		echo "$name: Linux perf annotated nothing"
		fail=1
	elif ! cmp -s "$tmp/ref" "$tmp/out"; then
		echo "$name: differs from Linux perf (perf annotate $*):"
		diff "$tmp/ref" "$tmp/out" | head -10
		fail=1
	fi
}

# the fixtures: Linux perf 6.1's annotate wants each binary at its recorded path under --symfs
# (the builds these fixtures were recorded with; issue 12's fixtures come from later ones)
mkdir -p "$tmp/symfs/tmp/fixtures"
cp "$data"/symfs/.debug/tmp/fixtures/cpu-loop/1da2*/elf "$tmp/symfs/tmp/fixtures/cpu-loop"
cp "$data"/symfs/.debug/tmp/fixtures/threads/e497*/elf "$tmp/symfs/tmp/fixtures/threads"
cp "$data"/symfs/.debug/tmp/fixtures/bp/33ea*/elf "$tmp/symfs/tmp/fixtures/bp"
for f in cpu threads-t threads-p system-a bp; do
	compare "$f.data" '.*' -i "$data/$f.data" --symfs "$tmp/symfs"
done
compare "cpu.data -n" '.*' -i "$data/cpu.data" --symfs "$tmp/symfs" -n

# new recordings (task-clock: this machine may have no hardware PMU), their own symbols (the
# vDSO's and libc's are spelt differently by objdump: versioned names, file:line for source).
# objdump finds the relative source paths of the DWARF from the directory it runs in only.
cd "$TESTS_DIR/.." || exit 1
own='annot_mix|annot_sum|main|cpu_ms'
for p in annot annot-pie annot-lib; do
	if ! "$REF" record -q -e task-clock -F 4999 -o "$tmp/$p.data" "$progs/$p" 300 \
		>/dev/null 2>"$tmp/rec.err"; then
		echo "Linux perf record of $p failed: $(tail -1 "$tmp/rec.err")"
		fail=1
		continue
	fi
	# objdump shows no source for the library (built from a file that includes another)
	src=
	[ $p = annot-lib ] && src=--no-source
	compare "$p" "$own" -i "$tmp/$p.data" $src
	compare "$p local-hits" "$own" -i "$tmp/$p.data" --percent-type local-hits annot_mix $src
	compare "$p --no-source -n" "$own" -i "$tmp/$p.data" --no-source -n annot_sum
	compare "$p -M intel" "$own" -i "$tmp/$p.data" -M intel $src
	# -l: the source lines come from libdw here, from libbfd there, which differ for a few
	# instructions (Linux perf names none for some, and the including file for the
	# library's): the hottest source line of the summary must be the same
	if [ $p != annot-lib ]; then
		r=$("$REF" annotate --stdio -i "$tmp/$p.data" -l annot_sum 2>/dev/null |
			grep -m1 -E '^ +[0-9.]+ [^ ]+:[0-9]+$' | awk '{ print $2 }')
		o=$($PERF annotate --stdio -i "$tmp/$p.data" -l annot_sum 2>/dev/null |
			grep -m1 -E '^ +[0-9.]+ [^ ]+:[0-9]+$' | awk '{ print $2 }')
		if [ -z "$r" ] || [ "$r" != "$o" ]; then
			echo "$p: -l: the hottest source line is $o, Linux perf says $r"
			fail=1
		fi
	fi
done

# instructions Capstone 4 cannot decode (AVX-512's EVEX, as glibc's string functions have
# them: objdump's text is taken for those), BMI2's and prefixed nops, spelt as objdump does
# (operands compared whole, nops' too)
p=annot_isa
if "$REF" record -q -e task-clock -F 4999 -o "$tmp/$p.data" "$progs/$p" 200 >/dev/null 2>"$tmp/rec.err"; then
	compare "$p" isa_hot -i "$tmp/$p.data"
	compare "$p -M intel" isa_hot -i "$tmp/$p.data" -M intel
	"$REF" annotate --stdio -i "$tmp/$p.data" isa_hot 2>/dev/null | grep -E ' : +[0-9a-f]+: ' |
		sed 's/^ *[0-9.]* : *//' >"$tmp/ref.isa"
	$PERF annotate --stdio -i "$tmp/$p.data" isa_hot 2>/dev/null | grep -E ' : +[0-9a-f]+: ' |
		sed 's/^ *[0-9.]* : *//' >"$tmp/out.isa"
	grep -q 'vpcmpeqb (%rsi),%ymm17,%k1{%k2}' "$tmp/ref.isa" ||
		{ echo "$p: Linux perf shows no vpcmpeqb"; fail=1; }
	cmp -s "$tmp/ref.isa" "$tmp/out.isa" ||
		{ echo "$p: instructions differ from Linux perf's:"; diff "$tmp/ref.isa" "$tmp/out.isa" | head; fail=1; }
else
	echo "Linux perf record of $p failed: $(tail -1 "$tmp/rec.err")"
	fail=1
fi

# errors: one line, non-zero exit
if $PERF annotate -i "$tmp/annot.data" --stdio no_such_symbol >/dev/null 2>"$tmp/err"; then
	echo "an unknown symbol did not fail"
	fail=1
elif [ "$(wc -l < "$tmp/err")" != 1 ]; then
	echo "an unknown symbol gave not one line:"; cat "$tmp/err"
	fail=1
fi
head -c 100 "$tmp/annot.data" > "$tmp/short.data"
if $PERF annotate -i "$tmp/short.data" --stdio >/dev/null 2>"$tmp/err"; then
	echo "a truncated file did not fail"
	fail=1
fi
exit $fail
