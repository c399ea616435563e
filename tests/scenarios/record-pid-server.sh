#!/bin/bash
# desc: perf record -p of a running python3 HTTP server under load, stopped with Ctrl-C in a terminal, as Linux perf
#
# A server (python3's http.server, one thread: threads that come and go while perf
# attaches make Linux perf's open fail or its comms ":TID", a race of its own) runs and a
# client keeps asking it for pages. Someone attaches with `perf record -p PID` in a
# terminal and presses Ctrl-C once the server has used 0.5 s of CPU more. Compared with
# Linux perf: the exit status and final line, the files left, that the server still
# serves afterwards (Ctrl-C reaches only the terminal's foreground group), that the
# recording holds that pid alone and its comm, and that Linux perf reads the file without
# complaint.
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need
require python

python3 -u -c '
import http.server as h
s = h.HTTPServer(("127.0.0.1", 0), h.SimpleHTTPRequestHandler)
print("serving on port %d" % s.server_address[1])
s.serve_forever()
' >server.out 2>server.log &
server=$!
BG_PIDS=$server
wait_for 'grep -q "port [0-9]" server.out' 20 || { cat server.out server.log; fail "the server did not start"; }
port=$(sed -n 's/.* port \([0-9]*\).*/\1/p' server.out | head -1)
python3 -c '
import sys, urllib.request
while True:
    urllib.request.urlopen("http://127.0.0.1:%s/" % sys.argv[1]).read()
' "$port" >/dev/null 2>&1 &
BG_PIDS="$server $!"
served() { grep -c '"GET / ' server.log; }
wait_for '[ "$(served)" -gt 10 ]' 20 || fail "the client's requests are not served"

term_start 120 40
for side in linux ours; do
	term_use $side
	mkdir $side
	term_run "cd $side"
	term_type "\$P record -F 1000 -p $server"
	# the server's CPU time counts once perf has opened its events (a loaded machine may
	# take a while to start it)
	wait_for '[ -n "$(perf_events_of "record -F 1000 -p '$server'")" ]' 20 ||
		fail "$side: perf record -p opened no event"
	t0=$(cpu_ticks $server)
	wait_for '[ $(($(cpu_ticks '$server') - t0)) -ge 50 ]' 30 || fail "$side: the server did not use 0.5 s of CPU"
	term_ctrl_c
	term_done 20 || { tmux_screen; fail "$side: perf record -p did not end after Ctrl-C"; }
	st=$TERM_STATUS
	term_run "cd .."
	n=$(served)
	{
		echo "exit status: $st"
		echo "final line: $(tmux_screen | grep -c 'perf record: Captured and wrote')"
		echo "files: $(ls -A $side | tr '\n' ' ')"
		wait_for '[ "$(served)" -gt '$((n + 5))' ]' 10 && echo "server: serving" || echo "server: not serving"
		"$LPERF" report --stdio -i $side/perf.data >rep.txt 2>rep.err
		echo "Linux perf reads it: exit $?, $(grep -ciE 'warn|error|corrupt|invalid' rep.err) warnings"
		"$LPERF" script -F pid,tid,comm -i $side/perf.data 2>/dev/null | tr '/' ' ' | sort -u >tasks.txt
		echo "pids: $(awk '{ print ($2 == '$server' ? "the server" : "another: " $2) }' tasks.txt | sort -u | tr '\n' ' ')"
		echo "comms: $(awk '{ print $1 }' tasks.txt | sort -u | tr '\n' ' ')"
	} >$side.txt
	term_run clear
done
differ_files "record -p of the server, then Ctrl-C" ours.txt linux.txt
finish "record -p of a server"
