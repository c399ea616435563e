#!/bin/bash
# desc: perf report's browser of a record --off-cpu -g file: the on-CPU samples and the off-CPU time (Tab) each labelled in the title
. "$(dirname "$0")/lib/tmux_lib.sh"
. "$(dirname "$0")/lib/record_lib.sh"
need context-switches
OPROG=$TESTS_DIR/progs/offcpu
[ -x "$OPROG" ] || fail "$OPROG not built (make test-progs)"
tmux_ok || { echo "tmux is not installed (apt-get install tmux)"; exit 2; }
trap 'tmux_stop; cleanup' EXIT

# 0.3 s in crunch on CPU, 0.5 s asleep in nap (see offcpu.c)
$PERF record -q --off-cpu -g -e task-clock -o o.data -- "$OPROG" 0.3 0.5 0.2 >/dev/null 2>err.txt ||
	{ cat err.txt; fail "record --off-cpu -g failed"; }
tmux_start 160 40 || fail "tmux did not start"
tmux_keys "$PERF report -i o.data --no-children" Enter
tmux_wait "Samples: .* of event 'task-clock'" 30 || { tmux_screen; fail "no browser"; }
top=$(tmux_row 0)
echo "$top"
echo "$top" | grep -q "(on-CPU) \[1/2, Tab: next\]" || fail "the on-CPU title is not labelled: $top"
tmux_screen | grep -q '\] crunch' || { tmux_screen; fail "crunch not among the on-CPU rows"; }
tmux_keys Tab
tmux_wait "of event 'offcpu-time'" 10 || { tmux_screen; fail "Tab did not show offcpu-time"; }
top=$(tmux_row 0)
echo "$top"
echo "$top" | grep -q "(off-CPU time, ns) \[2/2, Tab: next\]" || fail "the off-CPU title is not labelled: $top"
# the rows of the time off CPU: the sleeps' stacks end in nap and wait_input, not crunch
tmux_screen | grep -q '\] nap' || { tmux_screen; fail "nap not among the off-CPU rows"; }
tmux_screen | grep -q '\] crunch' && { tmux_screen; fail "crunch among the off-CPU rows"; }
tmux_keys q
tmux_until '[ "$(tmux_alt)" = 0 ]' 10 || fail "q did not leave the browser"
# a file with one kind of samples has no label
$PERF record -q -e task-clock -o plain.data -- "$OPROG" 0.1 0.05 0.05 >/dev/null 2>err.txt || fail "record failed"
tmux_keys "clear; $PERF report -i plain.data" Enter
tmux_wait "Samples: .* of event 'task-clock'" 30 || { tmux_screen; fail "no browser (plain)"; }
tmux_row 0 | grep -q "CPU" && fail "a label without off-CPU samples: $(tmux_row 0)"
tmux_keys q
exit 0
