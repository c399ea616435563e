# Driving a command in a real terminal: a private tmux server (its own socket, so parallel
# tests never meet), one pane of a given size running bash with a known prompt. Sourced.
#
#   tmux_start 120 40; tmux_keys "perf report -i f" Enter; tmux_wait 'Samples:' 20
#   tmux_screen (the pane's text), tmux_row N (line N, 0-based), tmux_alt (1: alternate screen)
set -u
TMUX_BASE=perf-test-$$-$RANDOM
TMUX_N=0
TMUX_SOCK=$TMUX_BASE-0
TMUX_PROMPT='PERFTEST$ '

tmux_ok() {
	command -v tmux >/dev/null
}

tmux_t() {
	tmux -L "$TMUX_SOCK" -f /dev/null "$@"
}

# A new server each time: one just killed may still hold its socket (a client meeting it
# says "server exited unexpectedly"); a start that fails so is tried again on another.
tmux_start() {
	local try
	for try in 1 2 3; do
		TMUX_N=$((TMUX_N + 1))
		TMUX_SOCK=$TMUX_BASE-$TMUX_N
		tmux_t new-session -d -s main -x "$1" -y "$2" \
			"env -i PATH=$PATH HOME=$HOME TERM=screen PS1='$TMUX_PROMPT' bash --norc --noprofile" &&
			tmux_wait "PERFTEST" 20 && return 0
		tmux_t kill-server 2>/dev/null
		sleep 0.5
	done
	return 1
}

tmux_stop() {
	tmux_t kill-server 2>/dev/null
}

tmux_keys() {
	tmux_t send-keys -t main "$@"
}

tmux_screen() {
	tmux_t capture-pane -t main -p
}

tmux_row() {
	tmux_screen | sed -n "$(($1 + 1))p"
}

tmux_alt() {
	tmux_t display-message -t main -p '#{alternate_on}'
}

# Wait up to $2 seconds (default 20) for the pane to show the extended regex $1.
tmux_wait() {
	local i=0 limit=$((${2:-20} * 10))
	while [ $i -lt $limit ]; do
		tmux_screen | grep -Eq -- "$1" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

# Wait for a condition command (e.g. a function) to succeed, up to $2 seconds.
tmux_until() {
	local i=0 limit=$((${2:-20} * 10))
	while [ $i -lt $limit ]; do
		eval "$1" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}
