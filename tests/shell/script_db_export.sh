#!/bin/bash
# desc: perf script -s export-to-sqlite.py (Linux perf's db-export protocol) writes the database Linux perf 6.1 writes, table by table, on its recordings (-g of threads, fork and exec; -a -g; page faults with -d; switch events); context_switch() handlers
# slow: about 40 s (Linux perf records four files, the script runs with both perfs on each)
#
# Linux perf 6.1 records, then its own export-to-sqlite.py runs with Linux perf and with
# ours on each file; every table and view of the two databases must hold the same rows
# (ids included: the protocol numbers each object on first use, and the ids tie the tables
# together). Nothing is masked.
. "$(dirname "$0")/lib/record_lib.sh"
need system-wide python
S=/usr/lib/perf-core/scripts/python
# under ASan (PERF=build-san/perf): what libpython, PySide2's Qt and shiboken keep at
# Py_FinalizeEx is not ours
printf 'leak:libpython3\nleak:libshiboken2\nleak:libQt5\nleak:PySide2\nleak:libpyside2\n' >lsan.supp
export LSAN_OPTIONS=suppressions=$TMPD/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}
[ -f "$S/export-to-sqlite.py" ] || { echo "Linux perf's scripts are not installed in $S (linux-perf)"; exit 2; }
/usr/bin/python3 -c 'import PySide2.QtSql' 2>pyside.err ||
	{ echo "python3-pyside2.qtsql does not import (export-to-sqlite.py needs it): $(tail -1 pyside.err)"; exit 2; }

# every table and view, its rows in id order, one line each
cat >dump.py <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
for (name,) in c.execute("select name from sqlite_master where type in ('table', 'view') order by name"):
    rows = list(c.execute('select * from "%s"' % name))
    print("== %s %d" % (name, len(rows)))
    for r in sorted(rows, key=repr):
        print(repr(r))
PY

# the same database from both perfs: file $1, the script's arguments after the db name
same_db() {
	local f=$1
	shift
	rm -f ref.db ours.db
	"$LPERF" script -i "$f" -s $S/export-to-sqlite.py ref.db "$@" >ref.out 2>ref.err ||
		{ cat ref.err; fail "Linux perf's export-to-sqlite.py $* on $f failed"; }
	$PERF script -i "$f" -s $S/export-to-sqlite.py ours.db "$@" >ours.out 2>ours.err ||
		{ cat ours.err; fail "export-to-sqlite.py $* on $f failed with ours"; }
	python3 dump.py ref.db >ref.dump && python3 dump.py ours.db >ours.dump || fail "cannot read the databases"
	cmp -s ref.dump ours.dump || {
		diff ref.dump ours.dump | head -20
		fail "export-to-sqlite.py $* on $f: our database differs from Linux perf's"
	}
}

# rows of table $1 in ours.dump (where $2, a python expression on r, holds)
rows() {
	python3 -c "
import sqlite3, sys
c = sqlite3.connect('ours.db')
print(sum(1 for r in c.execute('select * from $1') if ${2:-True}))"
}

# a program that forks and execs, with a process of four threads
work() {
	sh -c 'ls / >/dev/null; python3 -c "
import threading
def spin():
    x = 0
    for i in range(400000): x += i
t = [threading.Thread(target=spin) for i in range(4)]
[x.start() for x in t]; [x.join() for x in t]"; sha1sum /usr/bin/perf >/dev/null'
}

"$LPERF" record -q -g -F 2000 -o g.data -- sh -c "$(declare -f work); work" 2>/dev/null ||
	fail "Linux perf cannot record -g"
same_db g.data
same_db g.data all calls callchains
[ "$(rows samples)" -gt 20 ] || fail "g.data: $(rows samples) samples exported"
[ "$(rows call_paths)" -gt 20 ] || fail "g.data: $(rows call_paths) call paths exported"
# the python3 process's threads: each tied to its program's comm
[ "$(rows comm_threads)" -gt 6 ] || fail "g.data: only $(rows comm_threads) comm_threads rows"
[ "$(rows comms 'r[4] == 1')" -ge 3 ] || fail "g.data: fewer than 3 exec comms (ls, python3, sha1sum)"

# system-wide while the forking, threaded workload runs: on an idle machine sleep alone
# leaves only perf, sleep and the idle task to export
"$LPERF" record -q -a -g -F 1000 -o a.data -- sh -c "$(declare -f work); work" 2>/dev/null ||
	fail "Linux perf cannot record -a -g"
same_db a.data branches calls callchains
[ "$(rows threads)" -gt 3 ] || fail "a.data: $(rows threads) threads exported"

# page faults with their data addresses: the addresses' DSOs and symbols
"$LPERF" record -q -e page-faults -d -o pf.data -- sh -c "$(declare -f work); work" 2>/dev/null ||
	fail "Linux perf cannot record page-faults -d"
same_db pf.data
[ "$(rows samples 'r[11] != 0')" -gt 5 ] || fail "pf.data: no sample's address resolved to a DSO"

# context switch records (system-wide: with the task switched to)
"$LPERF" record -q -a --switch-events -o sw.data -- sh -c "$(declare -f work); work" 2>/dev/null ||
	fail "Linux perf cannot record --switch-events"
same_db sw.data
[ "$(rows context_switches)" -gt 10 ] || fail "sw.data: $(rows context_switches) context switches exported"

# a script's own context_switch() gets Linux perf's arguments
cat >cs.py <<'PY'
n = 0
def context_switch(*a):
    global n
    n += 1
    if n <= 200:
        print(a)
def trace_end():
    print("switches", n)
PY
"$LPERF" script -i sw.data -s cs.py >ref.out 2>ref.err || fail "Linux perf: cs.py failed"
$PERF script -i sw.data -s cs.py >ours.out 2>ours.err || { cat ours.err; fail "cs.py failed with ours"; }
cmp -s ref.out ours.out || { diff ref.out ours.out | head; fail "context_switch(): arguments differ from Linux perf's"; }

# errors: a table function that raises, a database that exists: a traceback, exit 1
printf 'perf_db_export_mode = True\ndef sample_table(*x):\n    raise ValueError("row")\n' >raise.py
$PERF script -i g.data -s raise.py >out 2>err
rc=$?
[ $rc = 1 ] || fail "a table function that raises: exit $rc, want 1"
grep -q "^ValueError: row" err || fail "a table function that raises: no traceback: $(cat err)"
$PERF script -i g.data -s $S/export-to-sqlite.py ours.db >out 2>err && fail "export into an existing database succeeded"
grep -q "already exists" err || fail "export into an existing database: $(cat err)"
exit 0
