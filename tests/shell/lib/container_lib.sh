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
