#!/bin/sh
# desc: perf diff --folded and --html, report --html --baseline: where a regression's time went
#
# Two -g recordings of tests/progs/regress_prog, whose regress() does 3x the work in the
# second (B) and steady() the same. Checked:
# - perf diff --folded A B is the merge of the two files' perf data convert --to-folded
#   (FlameGraph's difffolded.pl rule, done here in awk; and difffolded.pl's own output when
#   FlameGraph is installed), and flamegraph.pl's SVG of it titles regress with a +N%;
# - perf diff --html: self-contained, its table is perf diff's (each row's baseline, delta,
#   object and symbol), perf report --html --baseline writes the same page, and in headless
#   Chromium (lib/devtools.py diffcheck) regress is red with perf diff's delta in its row;
# - go tool pprof -top -diff_base A.pb.gz B.pb.gz (perf data convert --to-pprof) puts
#   regress first;
# - files of other events or another architecture: one line saying what differs, exit 1.
# FlameGraph (not packaged by Debian: on PATH, /usr/share/flamegraph, /opt/FlameGraph or
# $FLAMEGRAPH_DIR), chromium and go are optional: a part without its tool is skipped, saying why.
. "$(dirname "$0")/lib/export_lib.sh"
export_setup diff-view
prog="$TESTS_DIR/progs/regress_prog"
[ -x "$prog" ] || { echo "$prog not built (make test-progs)"; exit 1; }
cd "$tmp" || exit 1
$PERF record -q -g -e cpu-clock -o A.data -- "$prog" 1 2>err && $PERF record -q -g -e cpu-clock -o B.data -- "$prog" 3 2>err &&
	$PERF record -q -g -e task-clock -o C.data -- "$prog" 1 2>err || { cat err; exit 1; }

# --folded: the merge of the two exports, "stack countA countB"
$PERF diff --folded A.data B.data >d.folded 2>err || { cat err; echo "perf diff --folded failed"; exit 1; }
$PERF data convert -q -i A.data --to-folded a.folded && $PERF data convert -q -i B.data --to-folded b.folded ||
	{ echo "perf data convert --to-folded failed"; exit 1; }
# difffolded.pl: the count is the last field, the stack the rest; a stack absent from a file counts 0
awk 'FNR == 1 { f++ } { n = $NF; sub(/ [0-9]+$/, ""); if (!($0 in a)) { a[$0] = 0; b[$0] = 0 } if (f == 1) a[$0] += n; else b[$0] += n }
     END { for (s in a) print s, a[s], b[s] }' a.folded b.folded | sort >merged
sort d.folded >d.sorted
if ! cmp -s merged d.sorted; then
	echo "perf diff --folded is not the merge of the two --to-folded exports:"
	diff merged d.sorted | head -5
	fail=1
fi
grep -q ';run;regress [0-9][0-9]* [0-9][0-9]*$' d.folded || { echo "no run;regress stack in --folded"; fail=1; }
awk '/;run;regress [0-9]+ [0-9]+$/ { a += $(NF - 1); b += $NF } END { exit !(b > 2 * a) }' d.folded ||
	{ echo "regress's samples did not grow in --folded:"; grep ';run;regress ' d.folded; fail=1; }

fg=
for d in "$FLAMEGRAPH_DIR" /usr/share/flamegraph /opt/FlameGraph; do
	[ -n "$d" ] && [ -x "$d/flamegraph.pl" ] && { fg=$d/; break; }
done
[ -z "$fg" ] && command -v flamegraph.pl >/dev/null 2>&1 && fg=$(dirname "$(command -v flamegraph.pl)")/
if [ -z "$fg" ]; then
	echo "part skipped: FlameGraph: flamegraph.pl is not installed (PATH, /usr/share/flamegraph, /opt/FlameGraph, \$FLAMEGRAPH_DIR)"
else
	if [ -x "${fg}difffolded.pl" ]; then
		"${fg}difffolded.pl" a.folded b.folded | sort >pl.sorted
		cmp -s pl.sorted d.sorted || { echo "perf diff --folded differs from difffolded.pl's merge"; diff pl.sorted d.sorted | head -5; fail=1; }
	fi
	"${fg}flamegraph.pl" d.folded >d.svg 2>err || { cat err; echo "flamegraph.pl failed"; fail=1; }
	title=$(grep -o '<title>regress ([^<]*</title>' d.svg | head -1)
	echo "flamegraph.pl: $title"
	echo "$title" | grep -q '; +[0-9.]*%)</title>$' || { echo "flamegraph.pl does not title regress with a +N%"; fail=1; }
fi

# --html: the table is perf diff's; report --html --baseline is the same page
$PERF diff --html=d.html A.data B.data 2>err || { cat err; echo "perf diff --html failed"; exit 1; }
$PERF report -q -i B.data --html=r.html --baseline A.data || { echo "perf report --html --baseline failed"; exit 1; }
cmp -s d.html r.html || { echo "perf report --html --baseline's page is not perf diff --html's"; fail=1; }
if grep -nE '(src|href)=|@import|fetch\(|XMLHttpRequest|https?://' d.html | grep -v '^[0-9]*:<!--' | head -3 | grep .; then
	echo "d.html refers to something outside itself"
	fail=1
fi
$PERF diff -q A.data B.data >table.txt || { echo "perf diff failed"; exit 1; }
python3 - d.html table.txt <<'PY' || fail=1
import json, re, sys
page = open(sys.argv[1]).read()
data = json.loads(page.split('<script id="data" type="application/json">', 1)[1].split("</script>", 1)[0])
rows = data["diff"]["rows"]
# perf diff -q: "  48.47%    +26.18%  regress_prog  [.] regress", a blank column left out
want = []
for l in open(sys.argv[2]):
    m = re.match(r"^\s*(\d+\.\d+%)?\s+([+-]\d+\.\d+%)?\s+(\S+)\s+(.*?)\s*$", l)
    want.append([m.group(1), m.group(2), m.group(3), m.group(4)])
got = [[None if r[0] is None else "%.2f%%" % r[0], None if r[2] is None else "%+.2f%%" % r[2], r[3], r[4]] for r in rows]
ok = got == want
print(("ok   " if ok else "FAIL ") + "the page's table is perf diff's (%d rows): %s" % (len(got), got[:1]))
if not ok:
    for g, w in zip(got, want):
        if g != w:
            print("     page %s, perf diff %s" % (g, w))
            break
reg = [r for r in rows if r[4] == "[.] regress"]
ok2 = reg and reg[0][2] is not None and reg[0][2] > 10 and reg[0][2] == max(r[2] or 0 for r in rows)
print(("ok   " if ok2 else "FAIL ") + "regress grew the most: %s" % reg)
sys.exit(0 if ok and ok2 else 1)
PY
delta=$(awk '$NF == "regress" && $(NF - 1) == "[.]" { print $2 }' table.txt)
if ! command -v chromium >/dev/null 2>&1; then
	echo "part skipped: the page in Chromium: chromium is not installed (apt-get install chromium; make deps)"
else
	python3 "$lib/devtools.py" diffcheck d.html regress "$delta" || fail=1
fi

# go tool pprof -diff_base
if ! command -v go >/dev/null 2>&1; then
	echo "part skipped: go tool pprof -diff_base: go is not installed (apt-get install golang-go; make deps)"
else
	export HOME="$tmp" GOCACHE="$tmp/gocache"
	$PERF data convert -q -i A.data --to-pprof A.pb.gz && $PERF data convert -q -i B.data --to-pprof B.pb.gz ||
		{ echo "perf data convert --to-pprof failed"; exit 1; }
	go tool pprof -symbolize=none -top -diff_base A.pb.gz B.pb.gz >top.txt 2>err || { cat err; echo "go tool pprof -diff_base failed"; exit 1; }
	first=$(awk 'f { print $NF; exit } / flat%/ { f = 1 }' top.txt)
	echo "go tool pprof -top -diff_base: first $first"
	[ "$first" = regress ] || { echo "pprof -diff_base does not put regress first:"; cat top.txt; fail=1; }
fi

# files that do not compare: one line, exit 1, nothing written
python3 "$lib/perfdata_features.py" A.data X.data 6=s:aarch64 || exit 1
bad() { # $1: what the line must say, then the command
	what=$1
	shift
	"$@" >out 2>err
	rc=$?
	if [ $rc != 1 ] || [ -s out ] || [ "$(wc -l <err)" != 1 ] || ! grep -q "$what" err; then
		echo "'$*': exit $rc, expected 1 and one line saying '$what':"
		cat out err
		fail=1
	fi
}
bad 'the events differ: C.data has task-clock, the baseline A.data has cpu-clock' $PERF diff --folded A.data C.data
bad 'the events differ: C.data has task-clock' $PERF diff --html=x.html A.data C.data
bad 'the machines differ: B.data was recorded on x86_64, the baseline X.data on aarch64' $PERF diff --folded X.data B.data
bad 'the machines differ' $PERF report -i B.data --html=x.html --baseline X.data
bad 'perf diff: --folded: -c is an option of the table' $PERF diff --folded -c ratio A.data B.data
bad 'perf report: --baseline' $PERF report -i B.data --baseline A.data --stdio
[ ! -e x.html ] || { echo "x.html written for files that do not compare"; fail=1; }
[ $fail = 0 ] || exit 1
echo "perf diff views: ok"
exit 0
