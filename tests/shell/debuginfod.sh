#!/bin/bash
# desc: debuginfod: debug files fetched into the build-id cache (report, record, buildid-cache); a silent server costs the budget; garbage refused
# slow: about 20 s (a debuginfod server indexes its files)
#
# Issue 29. Debian's debuginfod server serves the debug file of a stripped test program
# (objcopy --only-keep-debug, strip -s); stand-ins (lib/fake_debuginfod.py) never answer, or
# answer garbage, a truncated or a wrong debug file. Every server is stopped by its PID.
. "$(dirname "$0")/lib/record_lib.sh"
command -v debuginfod >/dev/null && command -v debuginfod-find >/dev/null ||
	{ echo "no debuginfod server here (apt-get install debuginfod)"; exit 2; }
for t in gcc objcopy strip python3; do
	command -v $t >/dev/null || { echo "no $t"; exit 2; }
done
# libdebuginfod's own cache, apart from the user's (each step may empty it)
export DEBUGINFOD_CACHE_PATH=$TMPD/client-cache
unset DEBUGINFOD_URLS
FAKE=$TESTS_DIR/shell/lib/fake_debuginfod.py
# not under $TMPD (/tmp/perf-...): Linux perf takes /tmp/perf-* files for JIT symbol maps
wd=$(mktemp -d /tmp/dbgd-test.XXXXXX)
trap 'rm -rf "$wd"; cleanup' EXIT
cd "$wd" || fail "cd $wd"

cp "$TESTS_DIR/shell/lib/static_spin.c" dbgd.c || fail "cp"
gcc -O1 -g -Wl,--build-id -o dbgd dbgd.c || fail "gcc failed"
objcopy --only-keep-debug dbgd dbgd.debug && strip -s dbgd || fail "objcopy/strip failed"
mkdir srv && mv dbgd.debug srv/ || fail "mv"
bid=$(readelf -n dbgd | awk '/Build ID/ { print $3 }')
[ -n "$bid" ] || fail "no build-id in the test program"
dbg_link=.build-id/${bid:0:2}/${bid:2}/debug

# Debian's server, on a free port, indexing srv/; ready when debuginfod-find (not our perf)
# gets the file: it scans srv/ in the background, a few seconds on a loaded machine
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
debuginfod -F srv -p "$port" -d "$TMPD/db.sqlite" -t 0 -g 0 >srv.log 2>&1 &
srv_pid=$!
BG_PIDS="$BG_PIDS $srv_pid"
URL=http://127.0.0.1:$port
probe() {
	rm -rf "$TMPD/probe-cache"
	DEBUGINFOD_CACHE_PATH=$TMPD/probe-cache DEBUGINFOD_URLS=$URL debuginfod-find debuginfo "$bid" >/dev/null 2>&1
}
wait_for probe 60 || { tail -5 srv.log; fail "the debuginfod server did not serve the debug file within 60 s"; }

"$PERF" record -q -e cpu-clock -o plain.data ./dbgd || fail "record failed"
report() { "$PERF" report --stdio --sort dso,sym "$@"; }
report -i plain.data >out.txt 2>err.txt || fail "report failed"
grep -q static_spin out.txt && fail "the stripped program's static function named without its debug file"

# 1. report of a recording made without debuginfod, with DEBUGINFOD_URLS only
DEBUGINFOD_URLS=$URL report -i plain.data >out.txt 2>err.txt || fail "report with DEBUGINFOD_URLS failed"
grep -q '\[\.\] static_spin$' out.txt || { cat err.txt; head -20 out.txt; fail "report with DEBUGINFOD_URLS does not name the static function"; }
[ -f "$PERF_BUILDID_DIR/$dbg_link" ] || fail "the fetched debug file is not in the build-id cache ($dbg_link)"
grep -q debuginfod err.txt && { cat err.txt; fail "a successful fetch printed a debuginfod line"; }
grep -q "%  $wd/dbgd$" err.txt && { cat err.txt; fail "the summary names the program as without symbols after the fetch"; }
# the second run takes it from the cache: with a server that refuses every connection and
# an empty client cache, any request would fail and say so
rm -rf "$DEBUGINFOD_CACHE_PATH"
closed=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
DEBUGINFOD_URLS=http://127.0.0.1:$closed report -i plain.data >out.txt 2>err.txt || fail "second report failed"
grep -q static_spin out.txt || fail "the second report does not name the static function"
grep -q debuginfod err.txt && { cat err.txt; fail "the second report asked a server (the cache has the file)"; }
echo "report with DEBUGINFOD_URLS: fetched, cached, the second run asks nobody"

# a stream has no build-id table up front: each object asks when its symbols are loaded
export PERF_BUILDID_DIR=$TMPD/cache-pipe
rm -rf "$DEBUGINFOD_CACHE_PATH"
"$PERF" record -q -e cpu-clock -o - ./dbgd >pipe.data || fail "record -o - failed"
DEBUGINFOD_URLS=$URL report -v -i - <pipe.data >out.txt 2>err.txt || fail "report -i - with DEBUGINFOD_URLS failed"
grep -q ' \[\.\] static_spin$' out.txt || { cat err.txt; fail "report -i - with DEBUGINFOD_URLS does not name the static function"; }
grep -q "^symbols of $wd/dbgd: debuginfod, $PERF_BUILDID_DIR/$dbg_link$" err.txt ||
	{ cat err.txt; fail "report -v does not say the symbols came from debuginfod"; }

# the other readers fetch too: each with an empty cache, the name in its output
for cmd in "annotate --stdio -i plain.data static_spin" "script -F ip,sym -i plain.data" \
	   "diff plain.data plain.data" "data convert -i plain.data --to-json conv.json" \
	   "probe -x ./dbgd -L static_spin" "probe -x ./dbgd -V static_spin"; do
	export PERF_BUILDID_DIR=$TMPD/cache-reader
	rm -rf "$PERF_BUILDID_DIR" "$DEBUGINFOD_CACHE_PATH" conv.json
	# shellcheck disable=SC2086
	DEBUGINFOD_URLS=$URL "$PERF" $cmd >out.txt 2>err.txt || { cat err.txt; fail "perf $cmd with DEBUGINFOD_URLS failed"; }
	[ -f conv.json ] && cat conv.json >>out.txt
	case $cmd in
	probe*-L*) grep -q 'static void static_spin' out.txt ;;
	probe*-V*) grep -qP '^\t+long unsigned int\tn$' out.txt ;;
	*) grep -q 'static_spin' out.txt ;;
	esac || { head -20 out.txt; cat err.txt; fail "perf $cmd with DEBUGINFOD_URLS: no name, source line or variable from the debug file"; }
	[ -f "$PERF_BUILDID_DIR/$dbg_link" ] || fail "perf $cmd: the debug file is not in the build-id cache"
done
echo "annotate, script, diff, data convert, probe -L/-V fetch it"

# --no-debuginfod turns it off
export PERF_BUILDID_DIR=$TMPD/cache-off
rm -rf "$DEBUGINFOD_CACHE_PATH"
DEBUGINFOD_URLS=$URL report --no-debuginfod -i plain.data >out.txt 2>/dev/null || fail "report --no-debuginfod failed"
grep -q static_spin out.txt && fail "report --no-debuginfod fetched"
[ -e "$PERF_BUILDID_DIR/$dbg_link" ] && fail "report --no-debuginfod cached a debug file"

# 2. record --debuginfod=URL, then a report without any server
export PERF_BUILDID_DIR=$TMPD/cache-rec
rm -rf "$DEBUGINFOD_CACHE_PATH"
"$PERF" record -q -e cpu-clock --debuginfod="$URL" -o rec.data ./dbgd || fail "record --debuginfod failed"
[ -f "$PERF_BUILDID_DIR/$dbg_link" ] || fail "record --debuginfod cached no debug file"
report -i rec.data >out.txt 2>/dev/null || fail "report after record --debuginfod failed"
grep -q '\[\.\] static_spin$' out.txt || fail "report after record --debuginfod does not name the static function"
# as Linux perf 6.12 (when unpacked beside, /work/shared/tools/get-perf612.sh): the same files
# for the program in the cache, the same name for its samples
LPERF612=${LPERF612:-/opt/perf612/usr/bin/perf}
if [ -x "$LPERF612" ]; then
	ours=$(cd "$PERF_BUILDID_DIR" && find . -path "*dbgd/$bid/*" -type f ! -name probes | sort)
	# (its record writes to ~/.debug, whatever PERF_BUILDID_DIR says)
	unset PERF_BUILDID_DIR
	mkdir "$TMPD/home612"
	rm -rf "$DEBUGINFOD_CACHE_PATH"
	HOME=$TMPD/home612 "$LPERF612" record -q -e cpu-clock --debuginfod="$URL" -o l612.data ./dbgd >/dev/null 2>&1 ||
		fail "Linux perf 6.12 record --debuginfod failed"
	ref=$(cd "$TMPD/home612/.debug" && find . -path "*dbgd/$bid/*" -type f ! -name probes | sort)
	[ "$ours" = "$ref" ] || fail "cache after record --debuginfod: ours [$ours], Linux perf 6.12's [$ref]"
	HOME=$TMPD/home612 "$LPERF612" report --stdio --sort dso,sym -i l612.data 2>/dev/null | grep -q '\[\.\] static_spin$' ||
		fail "Linux perf 6.12 does not name the function: the comparison means nothing"
	echo "record --debuginfod: cache as Linux perf 6.12's ($ref)"
else
	echo "part skipped: the comparison with Linux perf 6.12: $LPERF612 absent"
fi

# buildid-cache --debuginfod -a
export PERF_BUILDID_DIR=$TMPD/cache-bc
rm -rf "$DEBUGINFOD_CACHE_PATH"
"$PERF" buildid-cache --debuginfod="$URL" -a dbgd || fail "buildid-cache --debuginfod -a failed"
[ -f "$PERF_BUILDID_DIR/$dbg_link" ] || fail "buildid-cache --debuginfod -a cached no debug file"

# 3. a server that accepts and never answers: at most 5 s more than without a server, and
# one line saying so (the budget is 2 s; libdebuginfod gives up within about 1 s more)
ms() { date +%s%3N; }
export PERF_BUILDID_DIR=$TMPD/cache-bh
t0=$(ms)
report -i plain.data >/dev/null 2>&1 || fail "report failed"
base=$(($(ms) - t0))
python3 "$FAKE" bh.port blackhole &
BG_PIDS="$BG_PIDS $!"
wait_for '[ -s bh.port ]' 20 || fail "the blackhole server did not start"
rm -rf "$DEBUGINFOD_CACHE_PATH"
t0=$(ms)
DEBUGINFOD_URLS=http://127.0.0.1:$(cat bh.port) report -i plain.data >out.txt 2>err.txt || fail "report with a blackhole server failed"
took=$(($(ms) - t0))
[ $took -le $((base + 5000)) ] || fail "report with a blackhole server took ${took} ms, ${base} ms without one"
[ "$(grep -c debuginfod err.txt)" = 1 ] || { cat err.txt; fail "not one debuginfod line with a blackhole server"; }
grep -q '^ *[0-9.]*% *dbgd ' out.txt || fail "no samples of the program with a blackhole server"
bh_line=$(grep debuginfod err.txt)
# on a terminal, a progress line while the fetches run, gone when they end
. "$TESTS_DIR/shell/lib/tmux_lib.sh"
if tmux_ok && tmux_start 150 20; then
	rm -rf "$DEBUGINFOD_CACHE_PATH"
	tmux_keys "cd $wd && DEBUGINFOD_CACHE_PATH=$DEBUGINFOD_CACHE_PATH DEBUGINFOD_URLS=http://127.0.0.1:$(cat bh.port) $PERF report --stdio --debuginfod-timeout=5 -i plain.data >/dev/null; echo DONE-\$?" Enter
	tmux_wait 'Fetching debug info from debuginfod: 0 of 1 \.\.\.' 10 ||
		{ tmux_screen; tmux_stop; fail "no progress line on a terminal while fetching"; }
	tmux_wait 'DONE-0' 20 || { tmux_screen; tmux_stop; fail "report on a terminal did not end"; }
	screen=$(tmux_screen)
	tmux_stop
	echo "$screen" | grep -q 'Fetching debug info' && { echo "$screen"; fail "the progress line stayed"; }
	echo "$screen" | grep -q 'no answer within 5.0 s' || { echo "$screen"; fail "no warning on the terminal"; }
	echo "terminal: a progress line while fetching, cleared after"
else
	echo "part skipped: the progress line: no tmux to run a terminal"
fi

# --missing-debug says what the server did
rm -rf "$DEBUGINFOD_CACHE_PATH"
DEBUGINFOD_URLS=http://127.0.0.1:$(cat bh.port) "$PERF" report --missing-debug -i plain.data >md.txt 2>/dev/null ||
	fail "report --missing-debug with a blackhole server failed"
grep -q "no symbols .*/dbgd$" md.txt && grep -q "debuginfod: no answer from http://127.0.0.1:$(cat bh.port) within 2.0 s" md.txt ||
	{ cat md.txt; fail "report --missing-debug does not say the server did not answer"; }
# a smaller budget is honoured (0.5 s; the 1.5 s slack is libdebuginfod's tick and a loaded host)
rm -rf "$DEBUGINFOD_CACHE_PATH"
t0=$(ms)
DEBUGINFOD_URLS=http://127.0.0.1:$(cat bh.port) report --debuginfod-timeout=0.5 -i plain.data >/dev/null 2>err.txt || fail "report --debuginfod-timeout=0.5 failed"
short=$(($(ms) - t0))
[ $short -le $((base + 2000)) ] || fail "report --debuginfod-timeout=0.5 with a blackhole server took ${short} ms"
grep -q 'no answer within 0.5 s' err.txt || { cat err.txt; fail "--debuginfod-timeout=0.5: no line saying so"; }
out=$("$PERF" report --debuginfod-timeout=soon -i plain.data 2>&1 >/dev/null) && fail "--debuginfod-timeout=soon accepted"
[ "$(echo "$out" | grep -c .)" = 1 ] && echo "$out" | grep -q "debuginfod-timeout: 'soon'" || fail "--debuginfod-timeout=soon: $out"
# a server that refuses: one line too
rm -rf "$DEBUGINFOD_CACHE_PATH"
DEBUGINFOD_URLS=http://127.0.0.1:$closed report -i plain.data >/dev/null 2>err.txt || fail "report with a refusing server failed"
[ "$(grep -c debuginfod err.txt)" = 1 ] || { cat err.txt; fail "not one debuginfod line with a refusing server"; }
echo "blackhole: ${took} ms (${base} ms without a server): $bh_line"
echo "refused: $(grep debuginfod err.txt)"

# several fetches at once: three objects, a server that takes 1.5 s for each answer, a 4 s
# budget: one at a time, the third would come at 4.5 s, too late
mkdir slow
for v in a b c; do
	gcc -O1 -g -Wl,--build-id=0x$v$(printf '%039d' 0) -o p$v dbgd.c || fail "building p$v"
	vb=$(readelf -n p$v | awk '/Build ID/ { print $3 }')
	objcopy --only-keep-debug p$v "slow/$vb.debug" && strip -s p$v || fail "objcopy/strip p$v"
done
[ "$(ls slow | wc -l)" = 3 ] || fail "the three programs do not have three build-ids: $(ls slow)"
"$PERF" record -q -e cpu-clock -o three.data -- sh -c './pa 60000000; ./pb 60000000; ./pc 60000000' ||
	fail "record of the three failed"
python3 "$FAKE" slow.port slow slow 1.5 &
BG_PIDS="$BG_PIDS $!"
wait_for '[ -s slow.port ]' 20 || fail "the slow server did not start"
export PERF_BUILDID_DIR=$TMPD/cache-three
rm -rf "$DEBUGINFOD_CACHE_PATH"
DEBUGINFOD_URLS=http://127.0.0.1:$(cat slow.port) report --debuginfod-timeout=4 -i three.data >out.txt 2>err.txt ||
	fail "report of the three failed"
for v in a b c; do
	grep -qE " p$v +\[\.\] static_spin$" out.txt || { cat err.txt; grep -v '^#' out.txt | head; fail "p$v's function not named: not fetched in parallel within the budget"; }
done
echo "three fetches of 1.5 s each within a 4 s budget"

# 4. bad answers: garbage, the debug file cut in half, another program's debug file; each
# one warning, nothing cached, no crash
head -c 65536 /dev/urandom >garbage
size=$(stat -c %s srv/dbgd.debug)
head -c $((size / 2)) srv/dbgd.debug >truncated
sed 's/static_spin/other_static_fn/' dbgd.c >other.c
gcc -O1 -g -Wl,--build-id -o other other.c && objcopy --only-keep-debug other wrong || fail "building the wrong debug file"
for what in garbage truncated wrong; do
	rm -f bad.port
	python3 "$FAKE" bad.port serve $what &
	pid=$!
	BG_PIDS="$BG_PIDS $pid"
	wait_for '[ -s bad.port ]' 20 || fail "the $what server did not start"
	export PERF_BUILDID_DIR=$TMPD/cache-$what
	rm -rf "$DEBUGINFOD_CACHE_PATH"
	DEBUGINFOD_URLS=http://127.0.0.1:$(cat bad.port) report -i plain.data >out.txt 2>err.txt
	rc=$?
	[ $rc = 0 ] || { cat err.txt; fail "report with a $what debug file exited $rc"; }
	[ "$(grep -c 'debuginfod.*not usable' err.txt)" = 1 ] || { cat err.txt; fail "not one warning for a $what debug file"; }
	[ -e "$PERF_BUILDID_DIR/$dbg_link" ] && fail "a $what debug file was cached"
	grep -q other_static_fn out.txt && fail "symbols of the wrong debug file used"
	kill "$pid"
	wait "$pid" 2>/dev/null
	echo "$what: $(grep 'not usable' err.txt | sed 's/.*not usable: //')"
done
kill "$srv_pid"
wait "$srv_pid" 2>/dev/null
echo ok
