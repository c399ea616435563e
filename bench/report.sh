#!/bin/bash
# Benchmark: Linux perf's and our `perf report --stdio --sort comm,dso,sym` on perf.data files
# of ~100k and ~1M samples, flat and with -g, recorded by Linux perf from a generated program
# with thousands of functions in its executable and in a shared library.
#
#   bench/report.sh [--quick] [--runs N] [--no-instructions]   (from the repository root, as root)
#
# Prints per file: median wall time, CPU time (user + sys, every thread) and peak RSS of each
# perf over N interleaved runs, the ratios, and whether the top rows agree (both with --symfs pointing at no directory, so
# both resolve from the same files). Then, for the ~100k-sample files, the instructions
# each executes (valgrind --tool=callgrind, every thread, one run: the count hardly varies)
# and the two ratios issue 11 sets goals for: instructions (flat: at most 1/6 of Linux
# perf's) and peak RSS (at most half).
set -e
. "$(dirname "$0")/lib.sh" # median
REF=${PERF_REF:-/usr/bin/perf}
OURS=${PERF_OURS:-$(pwd)/perf}
RUNS=5
SIZES=${BENCH_SIZES:-"100000 1000000"} # (BENCH_SIZES: other files, e.g. bench/report-loop.sh's)
INSNS=1
while [ $# -gt 0 ]; do
	case $1 in
	--quick) SIZES="100000"; RUNS=3 ;;
	--runs) RUNS=$2; shift ;;
	--no-instructions) INSNS=0 ;;
	esac
	shift
done
# (not under /tmp/perf-*: Linux perf takes such paths for JIT maps and loads no symbols)
W=${BENCH_DIR:-/tmp/report-bench}
mkdir -p "$W"
cd "$W"

# --- the workload: NF functions in the executable, NF in libbench.so, call chains 3-6 deep
NF=2000
# (re)made when missing or from an older version of this script; the data files go with it
if [ ! -x bench-prog ] || ! grep -q CLOCK_PROCESS_CPUTIME_ID bench-prog.c 2>/dev/null; then
	rm -f ./*.data
	{
		echo 'volatile unsigned long sink;'
		for i in $(seq 0 $((NF - 1))); do
			echo "__attribute__((noinline)) void lib_f$i(unsigned n) { for (unsigned i = 0; i < n; i++) sink += i ^ $i; }"
		done
	} > libbench.c
	{
		echo '#include <stdlib.h>'
		echo '#include <time.h>'
		echo 'extern volatile unsigned long sink;'
		for i in $(seq 0 $((NF - 1))); do echo "void lib_f$i(unsigned n);"; done
		for i in $(seq 0 $((NF - 1))); do echo "void exe_f$i(unsigned n, int d);"; done
		for i in $(seq 0 $((NF - 1))); do
			echo "__attribute__((noinline)) void exe_f$i(unsigned n, int d) { for (unsigned i = 0; i < n; i++) sink += i * $i; if (d > 0) exe_f$(((i * 7 + 3) % NF))(n, d - 1); else lib_f$(((i * 13 + 5) % NF))(n); }"
		done
		echo 'typedef void (*fn)(unsigned, int);'
		echo "static fn table[$NF] = {"
		for i in $(seq 0 $((NF - 1))); do echo "exe_f$i,"; done
		echo '};'
		cat <<'EOC'
int main(int argc, char **argv)
{
	double secs = argc > 1 ? atof(argv[1]) : 1;
	struct timespec t0, t;
	unsigned x = 1;

	/* CPU time, not wall time: task-clock samples what the task ran, whatever the load */
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
	do {
		for (int k = 0; k < 1000; k++) {
			x = x * 1103515245 + 12345;
			table[(x >> 8) % (sizeof(table) / sizeof(table[0]))](50 + (x >> 24) % 200, (x >> 4) % 4);
		}
		clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	} while (t.tv_sec - t0.tv_sec + (t.tv_nsec - t0.tv_nsec) / 1e9 < secs);
	return 0;
}
EOC
	} > bench-prog.c
	gcc -O1 -g -fno-omit-frame-pointer -fno-inline -shared -fPIC -o libbench.so libbench.c
	gcc -O1 -g -fno-omit-frame-pointer -fno-inline -no-pie -o bench-prog bench-prog.c -L. -lbench -Wl,-rpath,"$W"
fi

# --- the data files: task-clock every 20us, two copies of the workload on two CPUs
nr_samples() { # file -> its number of samples
	$REF report -i "$1" --stats 2>/dev/null | awk '/SAMPLE events/ { print $3; exit }'
}
record() { # name samples flags
	local name=$1 want=$2 flags=$3 secs got try
	got=0
	[ -s "$name" ] && got=$(nr_samples "$name")
	# within 10% of the size asked for, or (re)recorded: the kernel may throttle the rate
	[ "${got:-0}" -ge $((want * 9 / 10)) ] && return
	# ~47k samples per CPU second per copy at -c 20000 (measured here), corrected by the
	# rate the last try got
	secs=$(awk -v n="$want" 'BEGIN { printf "%.2f", n / 2 / 47000 }')
	for try in 1 2 3 4; do
		$REF record -q -e task-clock -c 20000 $flags -o "$name" -- \
			sh -c "./bench-prog $secs & ./bench-prog $secs; wait" 2>/dev/null
		got=$(nr_samples "$name")
		[ "${got:-0}" -ge $((want * 9 / 10)) ] && [ "${got:-0}" -le $((want * 12 / 10)) ] && return
		secs=$(awk -v s="$secs" -v n="$want" -v g="${got:-0}" \
			'BEGIN { printf "%.2f", (g > 0 ? s * n / g : s * 2) }')
	done
	echo "warning: $name has $got samples, not ~$want" >&2
}
for n in $SIZES; do
	record "flat-$n.data" "$n" ""
	record "g-$n.data" "$n" "-g"
done

measure() { # perf file -> "seconds maxrss_kb cpu_seconds" per run
	/usr/bin/time -f '%e %M %U %S' "$1" report -i "$2" --stdio --sort comm,dso,sym \
		> "$3" 2> "$3.time" || true
	tail -1 "$3.time" | awk '{ printf "%s %s %.2f\n", $1, $2, $3 + $4 }'
}

printf '%-20s %9s %10s %10s %8s %9s %9s %8s %10s %10s %7s %s\n' file samples ref_s ours_s \
	speedup ref_cpu ours_cpu cpuratio ref_MB ours_MB memratio rows
: > rss.t
for n in $SIZES; do
	for kind in flat g; do
		f=$kind-$n.data
		: > ref.t; : > ours.t
		for r in $(seq "$RUNS"); do
			measure "$REF" "$f" ref.out >> ref.t
			measure "$OURS" "$f" ours.out >> ours.t
		done
		rs=$(cut -d' ' -f1 ref.t | median); os=$(cut -d' ' -f1 ours.t | median)
		rc=$(cut -d' ' -f3 ref.t | median); oc=$(cut -d' ' -f3 ours.t | median)
		rm_=$(cut -d' ' -f2 ref.t | median); om=$(cut -d' ' -f2 ours.t | median)
		echo "$f $om $rm_" >> rss.t
		samples=$(grep -m1 '^# Samples' ours.out | sed 's/.*: \([0-9]*[KM]*\).*/\1/')
		# top rows: the first 20 entry lines (percent + keys), blanks squeezed
		top() { grep -E '^ +[0-9]+\.[0-9]+%' "$1" | head -20 | sed 's/[[:space:]]\+/ /g'; }
		if [ "$(top ref.out)" = "$(top ours.out)" ]; then rows=same; else rows=DIFFER; fi
		printf '%-20s %9s %10s %10s %7.1fx %9s %9s %8.3f %10.1f %10.1f %7.2f %s\n' "$f" \
			"$samples" "$rs" "$os" \
			"$(awk -v a="$rs" -v b="$os" 'BEGIN { print (b > 0 ? a / b : 0) }')" \
			"$rc" "$oc" "$(awk -v a="$oc" -v b="$rc" 'BEGIN { print (b > 0 ? a / b : 0) }')" \
			"$(awk -v m="$rm_" 'BEGIN { print m / 1024 }')" "$(awk -v m="$om" 'BEGIN { print m / 1024 }')" \
			"$(awk -v a="$om" -v b="$rm_" 'BEGIN { print (b > 0 ? a / b : 0) }')" "$rows"
		[ "$rows" = same ] || diff <(top ref.out) <(top ours.out) | head -10
	done
done

# --- instructions (callgrind) and the two ratios, on the ~100k-sample files
command -v valgrind >/dev/null || INSNS=0
[ "$INSNS" = 1 ] || exit 0
insns() { # perf file -> instructions executed
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" report -i "$2" --stdio \
		--sort comm,dso,sym > /dev/null 2> insns.err || true
	sed -n 's/.*Collected : \([0-9]*\).*/\1/p' insns.err | tail -1
}
echo
printf '%-20s %14s %14s %10s %10s\n' file ref_insns ours_insns insn_ratio rss_ratio
for kind in flat g; do
	f=$kind-100000.data
	ri=$(insns "$REF" "$f"); oi=$(insns "$OURS" "$f")
	# the peak RSS medians of the table above
	read -r _ om rm_ < <(grep "^$f " rss.t)
	printf '%-20s %14s %14s %10s %10.2f\n' "$f" "$ri" "$oi" \
		"1/$(awk -v a="$ri" -v b="$oi" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')" \
		"$(awk -v a="$om" -v b="$rm_" 'BEGIN { print (b > 0 ? a / b : 0) }')"
done
echo "goals (flat): instructions at most 1/6 of Linux perf's, peak RSS at most 0.5 of its"
echo "issue 32's: CPU flat 1M at most 0.2x, -g 1M at most 0.06x with peak RSS at most 0.12x;"
echo "instructions flat at most 0.1x, -g at most 0.05x (the cpuratio, memratio and insn columns)"
