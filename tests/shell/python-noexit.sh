#!/bin/bash
# desc: python: the module holds no allocator that exits, nor exit() (nm)
# A Python program must decide what an allocation failure means: the module links libperf.a
# alone, whose objects return NULL or -ENOMEM (the Makefile checks the library; this checks
# what was linked in the end). util/xalloc.c's allocators, exit() and abort() are the exits.
set -u
. "$TESTS_DIR/shell/lib/python.sh"
command -v nm >/dev/null || { echo "FAIL: nm not found (binutils)"; exit 1; }
mod=$(ls "$PY_MODDIR"/perf*.so | head -1)
exits='x[a-z]*alloc|xstrn?dup|xasprintf|xalloc_die|grow_array|die|exit|abort'
if bad=$(nm "$mod" | grep -E " [A-Za-z] ($exits)(@.*)?$"); then
	echo "$bad"
	echo "FAIL: $mod has the symbols above: something it links may exit"
	exit 1
fi
# and it is the module: its entry point and the library's functions are there
for sym in PyInit_perf evsel__open perf_malloc; do
	nm "$mod" | grep -q " T $sym$" || { echo "FAIL: $sym not in $mod"; exit 1; }
done
echo "no exiting allocator in $(basename "$mod")"
