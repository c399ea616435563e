# Sourced by tests/shell/python-*.sh: runs Debian's python3 with the perf module that was
# built with the perf under test ($PERF): python/ for ./perf, build-san/python/ (loaded
# with libasan preloaded, so ASan checks the module too) for build-san/perf.
PYTHON=${PYTHON:-/usr/bin/python3}
. "$TESTS_DIR/shell/lib/caps.sh"
# without python3's headers the Makefile does not build the module: a skip; with them, a
# missing module is a build failure
PYTHON=$PYTHON require python
root=$(cd "$TESTS_DIR/.." && pwd)
perf_dir=$(cd "$(dirname "$PERF")" && pwd)
unset PY_PRELOAD
if [ "$(basename "$perf_dir")" = build-san ] && ls "$perf_dir"/python/perf*.so >/dev/null 2>&1; then
	PY_MODDIR=$perf_dir/python
	PY_PRELOAD=$(${CC:-cc} -print-file-name=libasan.so)
	# the interpreter's own allocations at exit are not the module's leaks
	export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
	# every Python object a malloc, so ASan sees the module's objects' bounds too
	export PYTHONMALLOC=malloc
else
	PY_MODDIR=$root/python
fi
if ! ls "$PY_MODDIR"/perf*.so >/dev/null 2>&1; then
	echo "the perf python module is not built in $PY_MODDIR (make python; needs python3-dev)"
	exit 1
fi
if [ ! -x "$PYTHON" ]; then
	echo "$PYTHON not found (apt-get install python3)"
	exit 1
fi

# "${PY[@]}" ARGS...: Debian's python3 with the module on its path, through env(1), so that
# "${PY[@]}" ... & gives python's own pid in $!.
PY=(env "PYTHONPATH=$PY_MODDIR${PYTHONPATH:+:$PYTHONPATH}")
[ -n "${PY_PRELOAD:-}" ] && PY+=("LD_PRELOAD=$PY_PRELOAD")
PY+=("$PYTHON")

py() {
	"${PY[@]}" "$@"
}
