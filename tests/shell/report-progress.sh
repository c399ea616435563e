#!/bin/bash
# desc: perf report, annotate: the 'Processing events...' progress on a terminal only, gone before the output
#
# The progress shows once the read has lasted PERF_PROGRESS_DELAY_MS (a second; 0 here: at
# once) and PERF_PROGRESS_HOLD_MS makes each redraw stay that long, so that a terminal sees
# it on a small fixture. --stdio: one line on the terminal (script(1) gives one), erased
# before the output, which is --stdio's into a file byte for byte; nothing into a pipe, with
# stderr in a file, or with -q; a paged report's line goes to the terminal, never to the
# pager. A stream (-i -) says the bytes read, without a total. The browser (tmux): Linux
# perf's box across the screen, then the browser without it; Ctrl-C in the box ends perf
# with the terminal given back. perf annotate's view has the same box before it.
. "$(dirname "$0")/lib/tmux_lib.sh"
. "$(dirname "$0")/lib/record_lib.sh"
command -v script >/dev/null || { echo "no script(1) (bsdutils) to give perf a terminal"; exit 2; }
DATA=$TESTS_DIR/data/perf-burn.data
PIPE_DATA=$TESTS_DIR/data/perf-pipe.data
export PERF_PROGRESS_DELAY_MS=0
unset PERF_PROGRESS_HOLD_MS
trap 'tmux_stop; cleanup' EXIT

# "CMD" run on a terminal (script -qc): what the terminal got, in tty.txt
on_tty() {
	script -qec "$1" /dev/null >tty.txt 2>&1 </dev/null
}
# the terminal's text without the progress lines (each "\rProcessing...\e[K", then "\r\e[K")
# and with the terminal's \r\n as \n
unprogress() {
	perl -0pe 's/\rProcessing events\.\.\. [^\r\e]*\e\[K//g; s/\r\e\[K//g; s/\r\n/\n/g' "$1"
}

"$PERF" report --stdio -i "$DATA" >ref.txt 2>ref.err || fail "perf report --stdio failed"

# --stdio on a terminal, no pager: the line, then the terminal's text exactly as without it
# (the delay: none for a report shorter than it)
PERF_PAGER= PERF_PROGRESS_DELAY_MS=60000 on_tty "$PERF report --stdio -i $DATA"
grep -qa 'Processing' tty.txt && fail "a progress line before its delay"
tr -d '\r' <tty.txt >noprogress.txt
PERF_PAGER= on_tty "$PERF report --stdio -i $DATA"
grep -qaP '^\rProcessing events\.\.\. \[\d+[BKMG]/\d+[BKMG]\] \d+%\e\[K' tty.txt ||
	{ cat -A tty.txt | head -5; fail "--stdio on a terminal: no progress line"; }
# erased before anything else is written: a message or the report's first line
grep -qaP '\e\[K\r\e\[K(\[kernel|# To display)' tty.txt ||
	{ cat -A tty.txt | head -5; fail "--stdio: the progress line is not erased before the output"; }
unprogress tty.txt >tty-text.txt
cmp -s tty-text.txt noprogress.txt ||
	{ diff noprogress.txt tty-text.txt | head; fail "--stdio on a terminal: not the text without progress"; }

# into a pipe (stderr still the terminal): not a trace of it, the output byte-identical
on_tty "$PERF report --stdio -i $DATA | cat >piped.txt"
grep -qa 'Processing' tty.txt && { cat -A tty.txt | head -3; fail "--stdio | cat: progress on the terminal"; }
cmp -s piped.txt ref.txt || fail "--stdio | cat: the output differs from --stdio's into a file"
# stderr in a file, stdout the terminal
PERF_PAGER= on_tty "$PERF report --stdio -i $DATA 2>err.txt"
grep -qa 'Processing' tty.txt err.txt && fail "--stdio 2>file: a progress line"
cmp -s err.txt ref.err || fail "--stdio 2>file: the messages differ"
# -q: none
PERF_PAGER= on_tty "$PERF report --stdio -q -i $DATA"
grep -qa 'Processing' tty.txt && fail "-q: a progress line"

# paged: the line on the terminal, the pager's text the report's alone
cat >pager.sh <<EOS
#!/bin/sh
cat >$TMPD/paged.txt
EOS
chmod +x pager.sh
PERF_PAGER=$TMPD/pager.sh PERF_PROGRESS_DELAY_MS=60000 on_tty "$PERF report --stdio -i $DATA"
mv paged.txt paged-ref.txt
PERF_PAGER=$TMPD/pager.sh on_tty "$PERF report --stdio -i $DATA"
grep -qa 'Processing events' tty.txt || { cat -A tty.txt | head -3; fail "paged: no progress line on the terminal"; }
cmp -s paged.txt paged-ref.txt ||
	{ diff paged-ref.txt paged.txt | head; fail "paged: the pager's text is not the one without progress"; }

# a stream: bytes read, no total
PERF_PAGER= PERF_PROGRESS_DELAY_MS=60000 on_tty "cat $PIPE_DATA | $PERF report --stdio -i -"
tr -d '\r' <tty.txt >noprogress.txt
PERF_PAGER= on_tty "cat $PIPE_DATA | $PERF report --stdio -i -"
grep -qaP '^\rProcessing events\.\.\. \[\d+[BKMG]\]\e\[K' tty.txt ||
	{ cat -A tty.txt | head -3; fail "-i - on a terminal: no progress line with the bytes read"; }
unprogress tty.txt >tty-text.txt
cmp -s tty-text.txt noprogress.txt ||
	{ diff noprogress.txt tty-text.txt | head; fail "-i -: not the text without progress"; }
# (slowly written, through a pipe: nothing)
on_tty "(cat $PIPE_DATA; sleep 0.3) | $PERF report --stdio -i - | cat >piped.txt"
grep -qa 'Processing' tty.txt && fail "-i - | cat: progress on the terminal"

# the browser: the box (held 1.5 s per redraw), then the browser without it
tmux_ok || { echo "tmux is not installed (apt-get install tmux)"; exit 2; }
tmux_start 120 40 || fail "tmux did not start"
tmux_keys "cd $TMPD && PERF_PROGRESS_DELAY_MS=0 PERF_PROGRESS_HOLD_MS=1500 $PERF report -i $DATA" Enter
tmux_wait '^.Processing events\.\.\. \[[0-9]+[BKMG]/[0-9]+[BKMG]\]' 30 || { tmux_screen; fail "the browser: no progress box"; }
[ "$(tmux_alt)" = 1 ] || fail "the progress box is not on the alternate screen"
# Linux perf's place: across the screen, in its middle (rows 18 to 20 of 40)
tmux_row 18 | grep -q 'Processing events' || { tmux_screen; fail "the box is not in the middle of the screen"; }
tmux_wait "^Samples: " 30 || { tmux_screen; fail "the browser did not open after the box"; }
tmux_screen | grep -q 'Processing' && { tmux_screen; fail "the box is still there under the browser"; }
[ "$(tmux_alt)" = 1 ] || fail "the browser is not on the alternate screen"
quit_and_check
tmux_screen | grep -q 'Processing' && { tmux_screen; fail "the box is left on the terminal after q"; }

# perf annotate's view: the same box before it (as Linux perf)
tmux_keys "clear; PERF_PROGRESS_DELAY_MS=0 PERF_PROGRESS_HOLD_MS=1500 $PERF annotate -i $DATA" Enter
tmux_wait '^.Processing events\.\.\. \[' 30 || { tmux_screen; fail "annotate: no progress box"; }
tmux_wait "^Samples: " 30 || { tmux_screen; fail "the annotate view did not open after the box"; }
tmux_screen | grep -q 'Processing' && { tmux_screen; fail "annotate: the box is still there under the view"; }
quit_and_check

# Ctrl-C in the box: perf ends, the terminal back (no alternate screen, the prompt)
# (bash drops the rest of a command line whose command SIGINT ended: the status asked after)
tmux_keys "clear; PERF_PROGRESS_DELAY_MS=0 PERF_PROGRESS_HOLD_MS=5000 $PERF report -i $DATA" Enter
tmux_wait 'Processing events' 30 || { tmux_screen; fail "the browser: no progress box"; }
tmux_keys C-c
tmux_until 'tmux_screen | grep -v "^$" | tail -1 | grep -q "^PERFTEST\\$ *$"' 20 ||
	{ tmux_screen; fail "Ctrl-C in the box did not end perf"; }
tmux_keys "echo \"exit=\$?\"" Enter
tmux_wait "^exit=" 10 || { tmux_screen; fail "no shell after Ctrl-C in the box"; }
[ "$(tmux_alt)" = 0 ] || { tmux_screen; fail "Ctrl-C in the box left the alternate screen on"; }
tmux_screen | grep -q '^exit=130$' || { tmux_screen; fail "Ctrl-C in the box: perf did not end as by SIGINT"; }
exit 0
