#!/bin/bash
# How long perf report's browser takes to open a perf.data beside `perf report --stdio`: in
# a tmux pane, `perf report -i FILE` with q already typed (the browser reads it after its
# first draw and quits), timed by the pane's shell; --stdio into /dev/null the same way.
# Median of RUNS (default 5) interleaved runs of each.
#
#   bench/report-tui.sh FILE [RUNS] [OUR_PERF]
set -e
F=$(realpath "$1")
RUNS=${2:-5}
here=$(cd "$(dirname "$0")/.." && pwd)
OURS=${3:-$here/perf}
SOCK=perf-bench-$$
W=$(mktemp -d)
trap 'tmux -L $SOCK kill-server 2>/dev/null; rm -rf "$W"' EXIT

tmux -L $SOCK -f /dev/null new-session -d -s b -x 120 -y 40 \
	"env -i PATH=$PATH HOME=$HOME TERM=screen PS1='BENCH\$ ' bash --norc --noprofile"
wait_file() { while [ ! -s "$1" ]; do sleep 0.05; done; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

for ((i = 0; i < RUNS; i++)); do
	for how in tui stdio; do
		out=$W/$how.$i
		if [ $how = tui ]; then
			cmd="$OURS report -i $F 2>/dev/null"
		else
			cmd="$OURS report --stdio -i $F >/dev/null 2>&1"
		fi
		tmux -L $SOCK send-keys -t b "TIMEFORMAT=%R; { time $cmd; } 2>$out.t; mv $out.t $out" Enter
		[ $how = tui ] && tmux -L $SOCK send-keys -t b q
		wait_file "$out"
	done
done
tui=$(cat "$W"/tui.* | median)
stdio=$(cat "$W"/stdio.* | median)
printf '%s (median of %d)\n' "$F" "$RUNS"
printf '  perf report --stdio >/dev/null   %6.2f s\n' "$stdio"
printf '  perf report (browser, first draw) %6.2f s   (%+.2f s)\n' "$tui" \
	"$(awk "BEGIN { print $tui - $stdio }")"
