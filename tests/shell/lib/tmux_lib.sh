# Driving a command in a real terminal: a private tmux server (its own socket, so parallel
# tests never meet), one pane of a given size running bash with a known prompt. Sourced.
#
#   tmux_start 120 40; tmux_keys "perf report -i f" Enter; tmux_wait 'Samples:' 20
#   tmux_screen (the pane's text), tmux_row N (line N, 0-based), tmux_alt (1: alternate screen)
#   tmux_selected (the rows drawn selected), tmux_selected_text (the first one's text),
#   tmux_row_text N (row N without the scroll bar's column and trailing blanks)
#   key_wait KEY REGEX WHAT, key_sel KEY ROW WHAT, quit_and_check: a browser's keys and its
#   end, failing (the test's fail function) with WHAT and the screen
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
# The pane's shell gets the test's private build-id cache (record_lib.sh's), when there is
# one: ~/.debug is shared with every other test, which may be writing the same build-ids.
tmux_start() {
	local try
	for try in 1 2 3; do
		TMUX_N=$((TMUX_N + 1))
		TMUX_SOCK=$TMUX_BASE-$TMUX_N
		tmux_t new-session -d -s main -x "$1" -y "$2" \
			"env -i PATH=$PATH HOME=$HOME ${PERF_BUILDID_DIR:+PERF_BUILDID_DIR=$PERF_BUILDID_DIR} TERM=screen PS1='$TMUX_PROMPT' bash --norc --noprofile" &&
			tmux_wait "PERFTEST" 20 && return 0
		tmux_stop
		sleep 0.5
	done
	return 1
}

# kill-server leaves the server's socket file behind (tmux 3.3a): it goes too
tmux_stop() {
	tmux_t kill-server 2>/dev/null
	rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$TMUX_SOCK"
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

# The rows (0-based) drawn selected: black on yellow, as Linux perf's browsers draw them
# (with -e, tmux writes a cell's colours as SGR sequences: 43 is the yellow background).
tmux_selected() {
	tmux_t capture-pane -t main -e -p | grep -naE $'\e\\[([0-9]+;)*43(;[0-9]+)*m' |
		cut -d: -f1 | awk '{ printf "%s%d", n++ ? " " : "", $1 - 1 } END { print "" }'
}

# Row N's text without the last column (the browsers' scroll bar) and trailing blanks.
tmux_row_text() {
	tmux_row "$1" | sed 's/.$//; s/ *$//'
}

# The text of the selected row, as tmux_row_text.
tmux_selected_text() {
	local row
	row=$(tmux_selected)
	[ -n "$row" ] || return 1
	tmux_row_text "${row%% *}"
}

tmux_alt() {
	tmux_t display-message -t main -p '#{alternate_on}'
}

# tui_record FILE SYMBOL ARGS...: perf record -o FILE ARGS... until perf report of FILE names
# SYMBOL, three tries at most (the browser tests need the program's symbols). The host's
# kernel sometimes writes MMAP2 records flagged as holding a build-id that hold the file's
# device and inode instead (seen while other perf sessions record with build-id mmaps), and
# the program's samples then resolve to no symbol.
tui_record() {
	local file=$1 sym=$2 try
	shift 2
	for try in 1 2 3; do
		"$PERF" record -q -o "$file" "$@" >/dev/null 2>tui_record.err || return 1
		"$PERF" report --stdio -q -i "$file" 2>/dev/null | grep -q "\] $sym" && return 0
		echo "($file: no $sym in the report, recorded again: $("$PERF" buildid-list -i "$file" 2>&1 | tr '\n' ' '))"
	done
	return 1
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

# The browsers' tests (they define fail): press KEY, then wait for the screen to show REGEX
# (what: the failure's words).
key_wait() {
	tmux_keys "$1"
	tmux_wait "$2" 10 || { tmux_screen; fail "$3"; }
}

# Press KEY, then wait for the selection to be on ROW (0-based; "" for none).
key_sel() {
	local key=$1 row=$2 what=$3
	tmux_keys "$key"
	tmux_until '[ "$(tmux_selected)" = "$row" ]' 10 ||
		{ tmux_screen; fail "$what: the selected row is '$(tmux_selected)', not '$row'"; }
}

# q: the browser leaves the alternate screen and the shell's prompt is back.
quit_and_check() {
	tmux_keys q
	tmux_until '[ "$(tmux_alt)" = 0 ]' 10 || { tmux_screen; fail "q did not leave the alternate screen"; }
	tmux_until 'tmux_screen | grep -v "^$" | tail -1 | grep -q "^PERFTEST\\$ *$"' 10 ||
		{ tmux_screen; fail "no shell prompt after q"; }
}
