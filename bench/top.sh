#!/bin/bash
# perf top's own CPU use: ours and Linux perf's `perf top --stdio -F 4000 -a -d 1`, each for
# SECS seconds (default 10) in a terminal (tmux) under the same workload: two record_prog spinners (one per
# CPU) and a loop starting short-lived processes. Prints the user+system CPU seconds each
# perf used and its share of one CPU.
#
#   bench/top.sh [SECS] [OUR_PERF] [LINUX_PERF]
set -e
SECS=${1:-10}
here=$(cd "$(dirname "$0")/.." && pwd)
OURS=${2:-$here/perf}
LINUX=${3:-/usr/bin/perf}
PROG=$here/tests/progs/record_prog
ARGS="--stdio -F 4000 -a -d 1"

[ -x "$OURS" ] || { echo "bench/top.sh: $OURS not built (run make)" >&2; exit 1; }
[ -x "$PROG" ] || { echo "bench/top.sh: $PROG not built (make test-progs)" >&2; exit 1; }

pids=""
cleanup() { for p in $pids; do kill "$p" 2>/dev/null; done; wait 2>/dev/null; }
"$PROG" hot 100000 >/dev/null & pids="$pids $!"
"$PROG" hot 100000 >/dev/null & pids="$pids $!"
(while :; do /bin/true; sleep 0.01; done) & pids="$pids $!"

# Linux perf top --stdio wants a terminal (on a pipe it loops over its key menu): each perf
# runs in a tmux pane of its own, stopped by SIGINT like a user's ^C, timed by the pane's shell.
SOCK=perf-bench-top-$$
W=$(mktemp -d)
trap 'tmux -L $SOCK kill-server 2>/dev/null; rm -rf "$W"; cleanup' EXIT
tmux -L $SOCK -f /dev/null new-session -d -s b -x 120 -y 40 \
	"env -i PATH=$PATH HOME=$HOME TERM=screen PS1='BENCH\$ ' bash --norc --noprofile"

# CPU seconds (user+sys) of "$@" run for SECS seconds.
cpu_secs() {
	local out=$W/t.$RANDOM
	tmux -L $SOCK send-keys -t b "TIMEFORMAT='%U %S'; { time timeout -s INT $SECS $* 2>/dev/null; } 2>$out.t; mv $out.t $out" Enter
	while [ ! -s "$out" ]; do sleep 0.2; done
	tail -1 "$out" | awk '{ printf "%.2f", $1 + $2 }'
}

ours=$(cpu_secs "$OURS" top $ARGS)
linux=
[ -x "$LINUX" ] && linux=$(cpu_secs "$LINUX" top $ARGS)

printf 'perf top %s for %s s, under 2 spinners and a process loop:\n\n' "$ARGS" "$SECS"
printf '%-30s %12s %12s\n' "" "CPU (s)" "% of a CPU"
printf '%-30s %12s %12s\n' "ours ($OURS)" "$ours" "$(awk "BEGIN { printf \"%.1f\", 100 * $ours / $SECS }")"
[ -n "$linux" ] &&
	printf '%-30s %12s %12s\n' "Linux perf ($LINUX)" "$linux" "$(awk "BEGIN { printf \"%.1f\", 100 * $linux / $SECS }")"
exit 0
