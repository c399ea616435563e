#!/bin/bash
# desc: perf report's browser: a perf that exits while it is on the screen gives the terminal back and prints the messages it held
#
# While the browser owns the terminal, what perf writes to stderr is held and printed when
# the terminal is back. A perf that exits from there (an allocation that fails, say: x*alloc
# exits) must still give the terminal back (the alternate screen left, echo on) and print
# what it held, the line saying why among it. gdb makes the running browser write a line to
# stderr and call exit(3), as such a failure would.
. "$(dirname "$0")/lib/tmux_lib.sh"
. "$(dirname "$0")/lib/record_lib.sh"
TUI_PROG=$TESTS_DIR/progs/tui_prog
[ -x "$TUI_PROG" ] || fail "$TUI_PROG not built (make test-progs)"
tmux_ok || { echo "tmux is not installed (apt-get install tmux)"; exit 2; }
command -v gdb >/dev/null || { echo "gdb is not installed (apt-get install gdb)"; exit 2; }
trap 'tmux_stop; cleanup' EXIT

tui_record tui-exit-$$.data work_a -F 1000 -- "$TUI_PROG" 1 || { cat tui_record.err; fail "perf record failed"; }
tmux_start 120 30 || fail "tmux did not start"
# (no leak check in a sanitizer build: LeakSanitizer cannot run under gdb's ptrace)
tmux_keys "cd $TMPD && ASAN_OPTIONS=detect_leaks=0 $PERF report -i tui-exit-$$.data; echo \"exit=\$?\"" Enter
tmux_wait "^Samples: " 30 || { tmux_screen; fail "the browser did not open"; }
pid=$(pgrep -f "$PERF report -i tui-exit-$$.data" | head -1)
[ -n "$pid" ] || fail "no perf report process"
gdb -p "$pid" -batch -ex 'call (void)fprintf(stderr, "the held message\n")' \
	-ex 'call (void)exit(3)' >gdb.out 2>&1
tmux_until 'tmux_screen | grep -q "^exit="' 20 || { tmux_screen; cat gdb.out; fail "perf did not exit"; }
tmux_screen | grep -q '^exit=3$' || { tmux_screen; fail "perf's exit status is not the one it exited with"; }
[ "$(tmux_alt)" = 0 ] || { tmux_screen; fail "the terminal was left on the alternate screen"; }
tmux_screen | grep -q '^the held message$' || { tmux_screen; fail "the message written while the browser was on the screen was lost"; }
# the terminal echoes again: what is typed shows
tmux_keys "echo typed-and-shown" Enter
tmux_wait "^typed-and-shown" 10 || { tmux_screen; fail "the terminal does not echo what is typed"; }
exit 0
