# The container tests' common part (sourced after record_lib.sh): their program, built
# static into ./prog (exit 2, a skip, where there is no static C library), and what they
# ask of a recording.

gcc -O1 -static -o prog "$TESTS_DIR/shell/lib/container_prog.c" 2>gcc.err ||
	{ cat gcc.err; echo "no static C library to build the container's program (libc6-dev)"; exit 2; }

# FILE PERF: the share of the program's samples its report names (not 0x...: a stray sample
# or two in code without a symbol may be)
named() {
	"$2" report -i "$1" --stdio --sort dso,sym 2>/dev/null |
		awk '/ prog +\[\.\] / { all += $1; if ($NF !~ /^0x/) s += $1 }
			END { printf "%d", all ? 100 * s / all : 0 }'
}
rows() { "$2" report -i "$1" --stdio --sort dso,sym 2>/dev/null | grep -v '^#' | grep '%'; }
# Linux perf 6.1 takes no PERF_BUILDID_DIR: its cache is $HOME/.debug, here the test's
mkdir -p lhome && ln -s "$PERF_BUILDID_DIR" lhome/.debug || fail "lhome"
lperf() { HOME=$PWD/lhome "$LPERF" "$@"; }

# FILE WHAT: our report of FILE names the program's samples (95% at least, container_hot
# among them) and Linux perf's report of it is ours, where Linux perf is here
check_named() {
	local share
	share=$(named "$1" "$PERF")
	echo "$2: $share% of the program's samples named"
	[ "$share" -ge 95 ] || { rows "$1" "$PERF"; fail "$2: only $share% of the program's samples named"; }
	rows "$1" "$PERF" | grep -q 'prog .*container_hot' || { rows "$1" "$PERF"; fail "$2: no samples in container_hot"; }
	have linux-perf || { skip_part "$2: Linux perf's report of our recording"; return; }
	rows "$1" lperf >lin.txt
	rows "$1" "$PERF" >ours.txt
	cmp -s lin.txt ours.txt || { diff lin.txt ours.txt; fail "$2: Linux perf's report of our recording differs"; }
}
