#!/bin/bash
# desc: perf script/report: the symbols Linux perf names in system libraries (PLT entries, ld.so's asm labels from libc6-dbg) and C++ names as it demangles them
#
# Issue 12 item 3. Samples of a Linux perf recording are moved (lib/perfdata_set_ips.py)
# onto every PLT slot of the workload, libc and ld.so and onto ld.so's _start and
# _dl_start_user labels (NOTYPE symbols of its separate debug info); perf script must name
# each as Linux perf does, against this machine's own libraries.
. "$(dirname "$0")/lib/record_lib.sh"
need
libc=$(readlink -f /lib/x86_64-linux-gnu/libc.so.6)
ld=$(readlink -f /lib64/ld-linux-x86-64.so.2)
[ -f "$libc" ] && [ -f "$ld" ] || { echo "no x86_64 libc/ld.so at the Debian paths"; exit 2; }
$LPERF record -q -e cpu-clock -F 4000 -o rec.data -- "$PROG" hot 0.4 >/dev/null 2>&1 || fail "Linux perf record failed"
addrs=""
# every PLT slot (its start and 6 bytes in) of the three: .plt, .plt.sec, .plt.got
for f in "$PROG" "$libc" "$ld"; do
	while read -r a s; do
		for ((k = 0; k < s; k += 16)); do
			# (the workload's first .plt slot: Linux perf 6.1 names it _init, whose size-less
			# symbol it stretched over the PLT before adding the PLT's symbols; its lookup
			# finds one or the other by the shape of its symbol tree)
			addrs="$addrs $f:$(printf %x $((a + k))) $f:$(printf %x $((a + k + 6)))"
		done
	done < <(readelf -SW "$f" | sed 's/\[ */[/' | awk '$2 ~ /^\.plt/ { print "0x" $4, "0x" $6 }')
done
id=$(readelf -n "$ld" | awk '/Build ID/ { print $3 }')
dbg=/usr/lib/debug/.build-id/${id:0:2}/${id:2}.debug
if [ -f "$dbg" ]; then
	for s in _start _dl_start_user; do
		a=$(readelf -sW "$dbg" | awk -v s=$s '$8 == s && $4 == "NOTYPE" { print $2; exit }')
		[ -n "$a" ] || fail "$dbg has no NOTYPE $s"
		addrs="$addrs $ld:$a $ld:$(printf %x $((0x$a + 2)))"
	done
else
	echo "part skipped: ld.so's labels: no separate debug info for $ld (libc6-dbg)"
fi
# shellcheck disable=SC2086
python3 "$TESTS_DIR/shell/lib/perfdata_set_ips.py" rec.data placed.data $addrs || fail "placing the samples failed"
$LPERF script -i placed.data -F ip,sym,symoff,dso >ref.txt 2>/dev/null
$PERF script -i placed.data -F ip,sym,symoff,dso >ours.txt 2>/dev/null
grep -q '@plt+0x6 (.*libc' ref.txt || fail "Linux perf names no libc PLT entry: the placement did not take"
cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head -20; fail "script differs from Linux perf's"; }

# C++: names without return type, parameters or clone suffix (with -v: all of them)
if ! command -v g++ >/dev/null; then
	echo "part skipped: C++ names: no g++"
	echo ok
	exit 0
fi
# not under $TMPD (/tmp/perf-...): Linux perf takes /tmp/perf-* files for JIT symbol maps
cxxdir=$(mktemp -d /tmp/cxx-names.XXXXXX)
trap 'rm -rf "$cxxdir"; cleanup' EXIT
cd "$cxxdir" || fail "cd $cxxdir"
cat >cxx.cc <<'CXX'
#include <cstdlib>
#include <map>
#include <string>
#include <vector>
volatile unsigned long sink;
namespace ns {
template <typename T> __attribute__((noinline)) T spin(T n)
{
	T s = 0;
	for (T i = 0; i < n; i++)
		s += i ^ (s >> 3);
	sink += s;
	return s;
}
struct Widget {
	__attribute__((noinline)) void work(int n) const { for (int i = 0; i < n; i++) sink += i * 3; }
	int operator()(int n) { spin<long>(n); return n; }
};
}
namespace { __attribute__((noinline)) void anon_fn(int n) { ns::spin<unsigned>(n); } }
int main(int argc, char **argv)
{
	long rounds = argc > 1 ? atol(argv[1]) : 200;
	std::map<std::string, int> m;
	std::vector<int> v;
	ns::Widget w;
	auto lam = [&](int n) { for (int i = 0; i < n; i++) sink += i; };
	for (long r = 0; r < rounds; r++) {
		ns::spin<int>(100000); w.work(100000); w(100000); anon_fn(100000); lam(100000);
		m[std::to_string(r % 50)] += 1;
		v.push_back(r);
	}
	return 0;
}
CXX
for opt in -O1 -O2; do
	g++ $opt -g -fno-omit-frame-pointer -o cxx cxx.cc || fail "g++ $opt failed"
	$LPERF record -q -g -e cpu-clock -F 2000 -o cxx.data -- ./cxx 800 >/dev/null 2>&1 || fail "Linux perf record ./cxx failed"
	for args in "--no-children --sort dso,sym" "--children" "-g folded --no-children"; do
		# shellcheck disable=SC2086
		$LPERF report -i cxx.data --stdio $args 2>/dev/null | grep -v '^#' >ref.txt
		# shellcheck disable=SC2086
		$PERF report -i cxx.data --stdio $args 2>/dev/null | grep -v '^#' >ours.txt
		grep -q 'ns::spin<int>' ref.txt || fail "g++ $opt: Linux perf shows no ns::spin<int>"
		cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head; fail "g++ $opt: report $args differs from Linux perf's"; }
	done
	$LPERF report -i cxx.data --stdio --no-children --sort sym -g none -v 2>/dev/null | grep -o '\[\.\] .*' >ref.txt
	$PERF report -i cxx.data --stdio --no-children --sort sym -g none -v 2>/dev/null | grep -o '\[\.\] .*' >ours.txt
	cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head; fail "g++ $opt: report -v's names differ from Linux perf's"; }
done
echo ok
