#!/bin/bash
# desc: record -g, perf data convert --to-json, then a python3 script loads and sums it, as Linux perf
#
# Someone exports a recording to JSON and analyses it in Python: json.load, samples per
# function (the leaf of each call chain), per comm. Each perf records record_prog hot with -g
# and converts its own recording; both perfs also convert each recording, and the two JSON
# documents must be equal (parsed: key order and whitespace aside). The analysis of each
# recording must find hot_a, hot_b, hot_c in that order (60/30/10% of 1000-odd samples) and
# every sample's comm record_prog; the exit statuses and the files written are compared.
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need
require python

analyse() {
	python3 - "$1" <<'EOP'
import collections, json, sys
with open(sys.argv[1]) as f:
    doc = json.load(f)
samples = doc["samples"]
leaf = collections.Counter()
comms = collections.Counter()
for s in samples:
    chain = s.get("callchain") or []
    leaf[chain[0].get("symbol", "?") if chain else "?"] += 1
    comms[s.get("comm")] += 1
print("keys:", " ".join(sorted(doc)))
print("sample keys:", " ".join(sorted(samples[0])))
# the order of the three hot functions (60/30/10%); a few samples elsewhere do not matter
print("hot functions by samples:", " ".join(n for n, _ in leaf.most_common() if n.startswith("hot_")))
print("comms with 5% or more:", " ".join(c for c, n in comms.items() if n * 20 >= len(samples)))
print("samples over 500:", len(samples) > 500)
EOP
}

for side in linux ours; do
	P=$(perf_of $side)
	"$P" record -q -g -F 1000 -o $side.data -- "$PROG" hot 0.6 >/dev/null 2>&1 || fail "$side: record failed"
	{
		rm -f out.json
		"$P" data convert --to-json out.json -i $side.data >/dev/null 2>convert.err
		echo "convert: exit $?, $(ls out.json 2>/dev/null)"
		analyse out.json
		"$P" data convert --to-json out.json -i $side.data >/dev/null 2>convert.err
		echo "convert onto an existing file: exit $?"
	} >$side.txt 2>&1
	"$PERF" data convert --to-json ours-of-$side.json -i $side.data >/dev/null 2>&1
	"$LPERF" data convert --to-json linux-of-$side.json -i $side.data >/dev/null 2>&1
	python3 -c 'import json, sys; sys.exit(json.load(open(sys.argv[1])) != json.load(open(sys.argv[2])))' \
		ours-of-$side.json linux-of-$side.json ||
		note_diff "the JSON of $side's recording"
done
grep -q 'hot functions by samples: hot_a hot_b hot_c$' ours.txt || { cat ours.txt; fail "our JSON: not hot_a, hot_b, hot_c"; }
differ_files "convert and analyse" ours.txt linux.txt
finish "JSON export"
