# shellcheck shell=bash
# The scenarios' common ground (sourced by tests/scenarios/*.sh, not a test itself).
# A scenario is a person's session across commands, done once with our perf and once with
# Linux perf 6.1 ($LPERF), driven as they drive it (a terminal in tmux where keys or Ctrl-C
# matter), and the two results compared.
#
# From tests/shell/lib: record_lib.sh (TMPD, the working directory removed at exit; PROG;
# fail; need; wait_for; nr_samples), tmux_lib.sh (tmux_start, tmux_keys, tmux_screen, ...)
# and caps.sh (require, have). Here:
#   perf_of ours|linux      that side's perf binary
#   term_start W H          a tmux pane of that size, its shell in TMPD with the tests'
#                           environment; $L (Linux perf), $O (ours), $PROG, $T (TESTS_DIR)
#   term_use ours|linux     sets $P in the pane to that side's perf
#   term_type CMD           types CMD and Enter, without waiting
#   term_done [SECS]        waits for the shell's next prompt: TERM_STATUS then holds the
#                           exit statuses of the pipeline's commands ("130 130")
#   term_run CMD [SECS]     term_type and term_done
#   term_ctrl_c             Ctrl-C as the terminal sends it: SIGINT to the foreground group
#   term_rows [FIRST LAST]  the pane's lines, blanks squeezed (comparable across perfs)
#   term_selected           "N: text" of the highlighted row (black on yellow), or nothing
#   strip_tips              Linux perf's random "# (tip)" line removed from a report
. "$TESTS_DIR/shell/lib/record_lib.sh"
. "$TESTS_DIR/shell/lib/tmux_lib.sh"
WLDIR=
trap 'tmux_stop 2>/dev/null; [ -n "$WLDIR" ] && rm -rf "$WLDIR"; cleanup' EXIT

perf_of() {
	case $1 in
	ours) echo "$PERF" ;;
	linux) echo "$LPERF" ;;
	*) fail "perf_of: $1?" ;;
	esac
}

TERM_STATUS=
TERM_N=0
term_start() {
	tmux_ok || { echo "tmux is not installed (apt-get install tmux)"; exit 2; }
	tmux_start "$1" "$2" || fail "tmux did not start"
	# Each prompt appends the last pipeline's statuses: a command's end and its exit
	# statuses without reading the screen, even after a Ctrl-C.
	: >"$TMPD/term.status"
	tmux_keys -l "cd $TMPD && export LC_ALL=C PERF_BUILDID_DIR=$PERF_BUILDID_DIR && \
O=$PERF L=$LPERF P=$PERF PROG=$PROG T=$TESTS_DIR && \
PROMPT_COMMAND='echo \"\${PIPESTATUS[*]}\" >>$TMPD/term.status' && clear"
	tmux_keys Enter
	TERM_N=0
	term_done 10 || fail "the terminal's shell did not start"
	TERM_N=1
}

term_use() {
	term_run "P=$(perf_of "$1")"
}

term_lines() {
	wc -l <"$TMPD/term.status"
}

term_type() {
	TERM_N=$(term_lines)
	tmux_keys -l "$1"
	tmux_keys Enter
}

term_done() {
	local want=$((TERM_N + 1))
	tmux_until '[ "$(term_lines)" -ge '$want' ]' "${1:-30}" || return 1
	TERM_STATUS=$(sed -n "${want}p" "$TMPD/term.status")
	return 0
}

term_run() {
	term_type "$1"
	term_done "${2:-30}" || { tmux_screen; fail "'$1' did not end in ${2:-30} s"; }
}

term_ctrl_c() {
	tmux_keys C-c
}

squeeze() {
	sed -e 's/[[:space:]]\{1,\}/ /g' -e 's/^ //' -e 's/ $//'
}

term_rows() {
	tmux_screen | sed -n "${1:-1},${2:-\$}p" | squeeze
}

# Linux perf's browser (slang) and ours (ncurses) both draw the selection black on yellow;
# tmux writes the attributes as SGR sequences in either order, separate or combined. The
# last column is left out: Linux perf's scroll bar.
term_selected() {
	local w
	w=$(tmux_t display-message -t main -p '#{pane_width}')
	tmux_t capture-pane -t main -p -e | awk -v w="$w" '
		/\033\[30m\033\[43m|\033\[43m\033\[30m|\033\[30;43m|\033\[43;30m/ {
			gsub(/\033\[[0-9;]*m|\016|\017/, ""); $0 = substr($0, 1, w - 1);
			gsub(/[[:space:]]+/, " "); sub(/^ /, ""); sub(/ $/, "");
			print NR - 1 ": " $0; exit }'
}

strip_tips() {
	grep -v -e '^# (.*)$'
}

# Differences from Linux perf are gathered, so that one run lists them all:
#   differ WHAT OURS LINUX      records one when the two strings differ
#   differ_files WHAT OURS LINUX   the same for two files (their diff is shown)
#   finish                      fails with the count and the first difference, else passes
DIFFS=0
FIRST_DIFF=
note_diff() {
	DIFFS=$((DIFFS + 1))
	[ -n "$FIRST_DIFF" ] || FIRST_DIFF=$1
	echo "DIFFERS from Linux perf: $1"
}

differ() {
	[ "$2" = "$3" ] && return 0
	note_diff "$1"
	echo "  ours:  $2"
	echo "  linux: $3"
	return 1
}

differ_files() {
	cmp -s "$2" "$3" && return 0
	note_diff "$1"
	diff "$3" "$2" | head -30 | sed 's/^/  /'
	return 1
}

finish() {
	[ "$DIFFS" = 0 ] || fail "$DIFFS difference(s) from Linux perf, first: $FIRST_DIFF"
	echo "${1:-scenario}: the same as Linux perf"
	exit 0
}

# until_secs COND SECS: polls COND (a command) until it succeeds or SECS seconds have passed
# (by the clock: each poll of a screen costs several tmux calls, slow on a loaded machine)
until_secs() {
	local end=$((${EPOCHREALTIME/./} + ${2:-20} * 1000000))
	while ! eval "$1"; do
		[ "${EPOCHREALTIME/./}" -ge "$end" ] && return 1
		sleep 0.1
	done
	return 0
}

# settle CMD: waits (up to 5 s) until CMD prints the same twice 0.2 s apart: a screen
# that has finished drawing
settle() {
	local a b i=0
	a=$(eval "$1")
	while [ $i -lt 25 ]; do
		sleep 0.2
		b=$(eval "$1")
		[ "$a" = "$b" ] && return 0
		a=$b
		i=$((i + 1))
	done
	return 1
}

# tui_step SIDE NAME COND SNAP [KEY...]: sends the keys (tmux key names) to the pane and
# waits for COND (a command) and for the screen to settle; SNAP's output (a command printing
# what is compared) is then kept as NAME.SIDE. Linux perf, the reference, must reach COND
# (20 s); ours gets TUI_WAIT seconds (3; more for a step that reads a file), and what it
# shows then is compared. Keys are not sent once the command has ended: they would go to
# the shell (a Tab there lists every command).
tui_step() {
	local side=$1 name=$2 cond=$3 snap=$4
	shift 4
	[ $# -gt 0 ] && [ "$(term_lines)" -le "$TERM_N" ] && tmux_keys "$@"
	if [ "$side" = linux ]; then
		until_secs "$cond" 20 || { tmux_screen; fail "Linux perf, $name: never $cond"; }
	else
		until_secs "$cond" "${TUI_WAIT:-3}"
	fi
	settle "$snap"
	eval "$snap" >"$name.$side"
}

# A copy of record_prog of this scenario's own, named rpXXXXXX (XXXXXX: random): its
# processes and its comm are this scenario's alone, whatever other tests run (pgrep -f
# "^$WL hot", report --comms $WLCOMM). Not under TMPD: Linux perf takes objects under
# /tmp/perf-* for JIT maps and reads no symbols from them.
WL=
WLCOMM=
private_prog() {
	WLDIR=$(mktemp -d /tmp/scenario.XXXXXX) || fail "mktemp"
	WLCOMM=rp${WLDIR##*.}
	WL=$WLDIR/$WLCOMM
	cp "$PROG" "$WL" || fail "cannot copy $PROG"
}

# The pid of the running process whose command line starts with $1, if exactly one.
pid_of() {
	local p
	p=$(pgrep -f "^$1")
	[ -n "$p" ] && [ "$(echo "$p" | wc -l)" = 1 ] && echo "$p"
}

# CPU time (clock ticks, user + system) a process has used.
cpu_ticks() {
	awk '{ print $14 + $15 }' "/proc/$1/stat" 2>/dev/null || echo 0
}

# wait_cpu PATTERN TICKS: waits (20 s) until the process PATTERN has used TICKS of CPU time,
# a point in a workload's life that does not depend on the machine's load.
wait_cpu() {
	local p
	wait_for '[ -n "$(pid_of "'"$1"'")" ]' 20 || return 1
	p=$(pid_of "$1")
	wait_for '[ "$(cpu_ticks '"$p"')" -ge '"$2"' ]' 20
}

# term_interrupt NAME CMD WHEN: in the pane, in the directory NAME (made here), types CMD,
# which runs "$WL hot"; once the workload runs (WHEN start) or has used 1 s of CPU
# (middle), presses Ctrl-C and waits for the prompt. TERM_STATUS: CMD's statuses.
term_interrupt() {
	local name=$1 cmd=$2 when=$3 st
	mkdir "$name" || fail "mkdir $name"
	term_run "cd $name"
	term_type "$cmd"
	if [ "$when" = start ]; then
		wait_for '[ -n "$(pid_of "$WL hot")" ]' 20 || fail "$name: the workload did not start"
	else
		wait_cpu "$WL hot" 100 || fail "$name: the workload did not run 1 s"
	fi
	term_ctrl_c
	term_done 20 || { tmux_screen; fail "$name: '$cmd' did not end after Ctrl-C"; }
	st=$TERM_STATUS
	term_run "cd .."
	TERM_STATUS=$st
}

# What a session left: whether its workload ended and the files of directory $1.
leftovers() {
	wait_for '[ -z "$(pid_of "$WL hot")" ]' 10 && echo "workload: gone" || echo "workload: still running"
	echo "files: $(ls -A "$1" | tr '\n' ' ')"
}

# What a browser shows, as compared with Linux perf's: the highlighted row, then the pane's
# lines, blanks squeezed, without the last line (Linux perf's random tips) nor the last
# column (its scroll bar).
browser_screen() {
	local w h
	w=$(tmux_t display-message -t main -p '#{pane_width}')
	h=$(tmux_t display-message -t main -p '#{pane_height}')
	echo "selected: $(term_selected)"
	tmux_screen | head -n $((h - 1)) | cut -c1-$((w - 1)) | squeeze | grep -v '^$'
}

# The browser has given the terminal back (left the alternate screen).
browser_gone() {
	[ "$(tmux_alt)" = 0 ]
}

# An annotate view's percentages, largest first: the views differ in layout, not in what
# share of the function's samples each instruction has.
annotate_percents() {
	tmux_screen | sed -n 's/^ *\([0-9]\{1,3\}\.[0-9][0-9]\) .*/\1/p' | grep -v '^0\.00$' | sort -rn
}

# perf_events_of PATTERN: the perf event fds of the process whose command line contains
# PATTERN (nothing until it has opened its events)
perf_events_of() {
	local p
	p=$(pgrep -f -- "$1" | head -1)
	[ -n "$p" ] && ls -l "/proc/$p/fd" 2>/dev/null | grep 'perf_event'
}
