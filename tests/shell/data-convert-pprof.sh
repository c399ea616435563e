#!/bin/sh
# desc: perf data convert --to-pprof: go tool pprof reads it; totals and top functions are perf report's
#
# go tool pprof (Debian's golang-go, `make deps`) is the client. On a fixture recorded by
# Linux perf and on a -g recording of our own: the sample count and event total pprof sums
# from the samples (-raw) are perf report's; the top function of -top (flat) is perf report
# --no-children's top symbol with the same share; -traces and -tree show the call path;
# -lines shows source lines.
. "$(dirname "$0")/lib/export_lib.sh"
command -v go >/dev/null 2>&1 || { echo "skip: go is not installed (apt-get install golang-go; make deps)"; exit 2; }
export_setup data-pprof
# go tool pprof writes nothing we want under the real HOME
export HOME="$tmp" GOCACHE="$tmp/gocache"

# $1 perf.data, $2 extra report options, $3 the expected call path (callee first, '|'-separated)
check() {
	name=$(basename "$1")
	# shellcheck disable=SC2086
	$PERF data convert -q -f -i "$1" $2 --to-pprof "$tmp/p.pb.gz" || { echo "$name: convert failed"; return 1; }
	gzip -t "$tmp/p.pb.gz" || { echo "$name: not gzip"; return 1; }
	# shellcheck disable=SC2086
	$PERF report -q -i "$1" $2 --stdio --no-children --sort sym 2>/dev/null | grep '%' >"$tmp/rep.txt"
	# shellcheck disable=SC2086
	$PERF report -i "$1" $2 --stdio --sort comm -n -g none --no-children 2>/dev/null >"$tmp/comm.txt"
	go tool pprof -symbolize=none -raw "$tmp/p.pb.gz" >"$tmp/raw.txt" 2>"$tmp/err" || { cat "$tmp/err"; return 1; }
	go tool pprof -symbolize=none -top -nodecount=5 "$tmp/p.pb.gz" >"$tmp/top.txt" 2>"$tmp/err" || { cat "$tmp/err"; return 1; }
	go tool pprof -symbolize=none -traces "$tmp/p.pb.gz" >"$tmp/traces.txt" 2>"$tmp/err" || { cat "$tmp/err"; return 1; }
	go tool pprof -symbolize=none -tree -cum -nodecount=30 "$tmp/p.pb.gz" >"$tmp/tree.txt" 2>"$tmp/err" || { cat "$tmp/err"; return 1; }
	python3 - "$tmp" "$name" "$3" <<'PY'
import re, sys
tmp, name, path = sys.argv[1], sys.argv[2], sys.argv[3].split("|")
ok = True
def check(cond, what):
    global ok
    print(("ok   " if cond else "FAIL ") + name + ": " + what)
    ok &= bool(cond)
# perf report: sample count per comm (-n) and the event total
comm = open(tmp + "/comm.txt").read()
samples = sum(int(m.group(1)) for m in re.finditer(r"^\s+[\d.]+%\s+(\d+)\s+\S", comm, re.M))
events = int(re.search(r"Event count \(approx\.\): (\d+)", comm).group(1))
# pprof -raw: sum the values of every sample
raw = open(tmp + "/raw.txt").read().split("Samples:", 1)[1]
vals = [tuple(int(x) for x in m.groups()) for m in re.finditer(r"^\s+(\d+)\s+(\d+):", raw, re.M)]
check(sum(v[0] for v in vals) == samples, "pprof's samples %d == perf report's %d" % (sum(v[0] for v in vals), samples))
check(sum(v[1] for v in vals) == events, "pprof's cpu-clock total %d == perf report's event count %d" % (sum(v[1] for v in vals), events))
# the top function and its share
rep = [l.split() for l in open(tmp + "/rep.txt")]
top_pct, top_sym = rep[0][0], rep[0][-1]
m = re.search(r"^\s*\S+\s+([\d.]+)%\s+[\d.]+%\s+\S+\s+[\d.]+%\s+(.+?)\s*$",
              open(tmp + "/top.txt").read().split("flat%", 1)[1].split("\n", 1)[1], re.M)
check(m and m.group(2) == top_sym, "pprof -top's first function %r is perf report's top symbol %r" % (m and m.group(2), top_sym))
check(m and abs(float(m.group(1)) - float(top_pct.rstrip("%"))) <= 0.011,
      "its flat share %s%% is perf report's %s" % (m and m.group(1), top_pct))
# the call path in -traces (callee first, consecutive lines) and in -tree
traces = [l.strip() for l in open(tmp + "/traces.txt")]
names = [re.sub(r"^\S+\s+", "", l) if re.match(r"^\d", l) else l for l in traces]
found = any(names[i:i + len(path)] == path for i in range(len(names)))
check(found, "-traces shows %s" % " <- ".join(path))
tree = open(tmp + "/tree.txt").read()
check(re.search(r"\|\s+%s\s*$" % re.escape(path[0]), tree, re.M) and
      re.search(r"\|\s+%s\s*$" % re.escape(path[1]), tree, re.M), "-tree shows %s and its caller %s" % (path[0], path[1]))
if not ok:
    print(tree[:3000])
check("comm:" in open(tmp + "/traces.txt").read(), "samples carry the comm label")
sys.exit(0 if ok else 1)
PY
}

check "$data/cpu-g.data" "--symfs $data/symfs" "leaf|middle|main" || fail=1

export_record 0.5
check "$tmp/cg.data" "" "chain_leaf|chain_middle|chain_outer|main" || fail=1
# locations carry source lines (record_prog has debug info)
go tool pprof -symbolize=none -lines -top "$tmp/p.pb.gz" 2>/dev/null | grep -q 'chain_leaf record_prog\.c:[0-9]' ||
	{ echo "no source line for chain_leaf in -lines"; fail=1; }
[ $fail = 0 ] || exit 1
echo "pprof output agrees with perf report"
exit 0
