#!/bin/bash
# desc: perf data convert --to-speedscope/--to-firefox and report --html of a record --off-cpu -g file: the off-CPU time beside the on-CPU samples, each labelled
. "$(dirname "$0")/lib/record_lib.sh"
need context-switches
OPROG=$TESTS_DIR/progs/offcpu
[ -x "$OPROG" ] || fail "$OPROG not built (make test-progs)"
CHECK=$TESTS_DIR/shell/lib/check_formats.py

# 0.3 s of CPU in crunch, 0.5 s asleep in nap, 0.2 s waiting in wait_input (see offcpu.c)
$PERF record --off-cpu -g -e task-clock -c 100000 -o o.data -- "$OPROG" 0.3 0.5 0.2 \
	>prog.out 2>err.txt || { cat err.txt; fail "record --off-cpu -g failed"; }
read -r _ main _ child <prog.out
[ -n "$child" ] || fail "the program did not say its pids"
# the two events' samples and periods, as perf report counts them
$PERF report -i o.data --stdio --sort comm -n -g none --no-children >rep.txt 2>/dev/null ||
	fail "report failed"
read -r on_n off_n <<<"$(awk '/^# Samples:/ { ev++ } /^ +[0-9.]+%/ { n[ev] += $2 } END { print n[1] + 0, n[2] + 0 }' rep.txt)"
read -r on_p off_p <<<"$(sed -n 's/^# Event count (approx.): //p' rep.txt | paste -sd' ')"
grep -q "of event 'offcpu-time'" rep.txt || fail "no offcpu-time samples in the report"
echo "on-CPU: $on_n samples, $on_p ns; off-CPU: $off_n samples, $off_p ns"

# speedscope: the on-CPU profiles "... on-CPU (task-clock)", the off-CPU ones "... off-CPU
# (offcpu-time)", both in nanoseconds; the weights sum to both events' periods
$PERF data convert -q -i o.data --to-speedscope s.json 2>err.txt || { cat err.txt; fail "--to-speedscope failed"; }
python3 "$CHECK" speedscope s.json $((on_p + off_p)) || fail "speedscope: structure or totals"
python3 - "$main" "$on_p" "$off_p" <<'PY' || fail "speedscope: the on- and off-CPU profiles"
import json, sys
main, on_p, off_p = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
d = json.load(open("s.json"))
frames = [f["name"] for f in d["shared"]["frames"]]
on = [p for p in d["profiles"] if " on-CPU (task-clock)" in p["name"]]
off = [p for p in d["profiles"] if " off-CPU (offcpu-time)" in p["name"]]
assert len(on) + len(off) == len(d["profiles"]), [p["name"] for p in d["profiles"]]
assert all(p["unit"] == "nanoseconds" for p in on + off)
assert sum(p["endValue"] for p in on) == on_p and sum(p["endValue"] for p in off) == off_p
def through(ps, fn):
    return sum(w for p in ps for s, w in zip(p["samples"], p["weights"]) if fn in (frames[i] for i in s))
m_off = [p for p in off if p["name"].startswith("offcpu %s/%s " % (main, main))]
assert m_off, "no off-CPU profile of the main task"
nap, wait = through(m_off, "nap"), through(m_off, "wait_input")
crunch_off, crunch_on = through(off, "crunch"), through(on, "crunch")
print("speedscope: off-CPU through nap %d ns, wait_input %d ns; crunch on-CPU %d ns, off-CPU %d ns" % (nap, wait, crunch_on, crunch_off))
assert 450e6 <= nap <= 600e6 and 150e6 <= wait <= 350e6
assert crunch_on >= 0.2e9 and crunch_off < 0.05e9
PY

# Firefox: a track "offcpu (off-CPU)" per task beside its own, frames in the category
# Off-CPU, samples weighted by their time off CPU (tracing-ms)
$PERF data convert -q -i o.data --to-firefox g.json 2>err.txt || { cat err.txt; fail "--to-firefox failed"; }
python3 "$CHECK" firefox g.json $((on_n + off_n)) || fail "firefox: structure or sample count"
python3 - "$main" "$off_n" "$off_p" <<'PY' || fail "firefox: the off-CPU tracks"
import json, sys
main, off_n, off_p = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
d = json.load(open("g.json"))
cats = [c["name"] for c in d["meta"]["categories"]]
assert "Off-CPU" in cats, cats
oc = cats.index("Off-CPU")
off = [t for t in d["threads"] if t["name"].endswith(" (off-CPU)")]
on = [t for t in d["threads"] if not t["name"].endswith(" (off-CPU)")]
assert off and on
def names(t, cat=None):
    fs, st = t["frameTable"]["schema"], t["stringTable"]
    return [st[r[fs["location"]]] for r in t["frameTable"]["data"] if cat is None or r[fs["category"]] == cat]
n = ms = 0
for t in off:
    sa = t["samples"]
    assert sa["weightType"] == "tracing-ms" and "weight" in sa["schema"]
    assert len(names(t, oc)) == len(names(t)), "an off-CPU frame not in the Off-CPU category"
    n += len(sa["data"]); ms += sum(r[sa["schema"]["weight"]] for r in sa["data"])
    assert not t["markers"]["data"]
assert n == off_n and abs(ms - off_p / 1e6) < 0.01 * off_n + 0.001, (n, ms, off_p)
m = [t for t in off if t["tid"] == main]
assert m and any(x.startswith("nap ") for x in names(m[0])), "nap not in the main task's off-CPU track"
assert all(oc not in (r[t["frameTable"]["schema"]["category"]] for r in t["frameTable"]["data"]) for t in on)
assert any(x.startswith("crunch ") for t in on for x in names(t)), "crunch not on CPU"
print("firefox: %d off-CPU tracks, %d samples, %.1f ms" % (len(off), n, ms))
PY

# perf report --html: the page's data has the off-CPU entries (ns, the event named), and in
# Chromium its Off-CPU time button switches to them (blue frames, ns) and back
$PERF report -q -i o.data --html o.html 2>err.txt || { cat err.txt; fail "report --html failed"; }
python3 - "$off_p" <<'PY' || fail "report --html: the off-CPU data"
import json, re, sys
off_p = int(sys.argv[1])
page = open("o.html").read()
d = json.loads(re.search(r'<script id="data" type="application/json">(.*?)</script>', page, re.S).group(1))
off = d["offcpu"]
assert off["event"] == "offcpu-time", off["event"]
e = off["entries"]
ns = sum(e[i + 3] for i in range(0, len(e), 4))
assert ns == off_p, (ns, off_p)
names = {d["funcs"][d["nodes"][2 * e[i + 2] + 1]][0] for i in range(0, len(e), 4) if e[i + 2] >= 0}
assert "nap" in names and "crunch" not in names, names
print("html: off-CPU entries %d, %d ns" % (len(e) // 4, ns))
PY
if command -v chromium >/dev/null 2>&1; then
	python3 "$TESTS_DIR/shell/lib/devtools.py" offcheck o.html crunch nap || fail "report --html: the off-CPU view"
else
	echo "part skipped: the page's off-CPU view: chromium is not installed"
fi
exit 0
