#!/bin/sh
# desc: perf data convert --to-json: Linux perf 6.1's JSON of the fixtures, key for key
#
# Both perfs read the fixtures with HOME at tests/data/symfs (its .debug is the build-id
# cache holding the fixtures' binaries), so both resolve the same symbols. Every object must
# have the same keys and values as Linux perf's (the JSON is parsed: key order and
# whitespace aside; in fact the bytes match too). The perf-burn* fixtures are left out:
# Linux perf 6.1 leaves burn's symbols unresolved even when tests/machine.c put the binary
# at its recorded path, where we resolve them.
data="$TESTS_DIR/data"
PERF=${PERF:-perf}
LPERF=${LPERF:-/usr/bin/perf}
[ -x "$LPERF" ] || { echo "skip: $LPERF (Linux perf, the reference) is not installed"; exit 2; }
"$LPERF" data convert -h 2>&1 | grep -q -- --to-json ||
	{ echo "skip: $LPERF has no data convert --to-json"; exit 2; }
tmp=$(mktemp -d /tmp/perf-data-json.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
cd "$data" || exit 1
unset PERF_BUILDID_DIR
fail=0
n=0
for f in cpu cpu-g perf-tp perf-tp-swapped system-a bp-addr bp threads-p threads-t tp; do
	HOME="$data/symfs" "$LPERF" data convert -f -i $f.data --to-json "$tmp/ref.json" \
		>/dev/null 2>&1 || { echo "$f: Linux perf failed"; fail=1; continue; }
	HOME="$data/symfs" $PERF data convert -q -f -i $f.data --to-json "$tmp/out.json" ||
		{ echo "$f: perf data convert failed"; fail=1; continue; }
	python3 - "$tmp/ref.json" "$tmp/out.json" "$f" <<'PY' || fail=1
import json, sys
ref, out = (json.load(open(p)) for p in sys.argv[1:3])
def diff(a, b, path):
    if type(a) != type(b):
        return "%s: %r vs %r" % (path, a, b)
    if isinstance(a, dict):
        if set(a) != set(b):
            return "%s: keys %s vs %s" % (path, sorted(a), sorted(b))
        for k in a:
            d = diff(a[k], b[k], path + "." + k)
            if d:
                return d
    elif isinstance(a, list):
        if len(a) != len(b):
            return "%s: %d vs %d items" % (path, len(a), len(b))
        for i, (x, y) in enumerate(zip(a, b)):
            d = diff(x, y, "%s[%d]" % (path, i))
            if d:
                return d
    elif a != b:
        return "%s: Linux perf %r, ours %r" % (path, a, b)
    return None
d = diff(ref, out, sys.argv[3])
if d:
    print("differs from Linux perf's JSON:", d)
    sys.exit(1)
syms = sum(1 for s in out["samples"] for f in s.get("callchain", []) if "symbol" in f)
print("%s: %d samples, %d frames with symbols, same as Linux perf's" % (sys.argv[3], len(out["samples"]), syms))
PY
	n=$((n + 1))
done
[ $n -eq 10 ] || { echo "only $n fixtures compared"; exit 1; }

# errors: one clear line and a non-zero exit
$PERF data convert -i cpu.data --to-json "$tmp/out.json" 2>"$tmp/err" && { echo "overwrote without --force"; fail=1; }
grep -q 'exists.*--force' "$tmp/err" || { echo "no --force hint: $(cat "$tmp/err")"; fail=1; }
$PERF data convert -i cpu.data 2>"$tmp/err" && { echo "no format accepted"; fail=1; }
grep -q 'no format' "$tmp/err" || { echo "no format: $(cat "$tmp/err")"; fail=1; }
$PERF data convert -i cpu.data --to-json "$tmp/x.json" --all 2>"$tmp/err" && { echo "--all accepted for JSON"; fail=1; }
$PERF data convert -i "$tmp/missing.data" --to-json "$tmp/y.json" 2>"$tmp/err" && { echo "missing input accepted"; fail=1; }
[ -e "$tmp/y.json" ] && { echo "an output was left for a missing input"; fail=1; }
# an output that cannot be written (a full device, as /dev/full): the output named in the
# line, not the recording, and the device left where it is (it is no half-written file)
if mknod -m 666 "$tmp/full" c 1 7 2>/dev/null; then
	for fmt in json folded; do
		$PERF data convert -f -i cpu.data --to-$fmt "$tmp/full" 2>"$tmp/err" &&
			{ echo "--to-$fmt: a full device accepted"; fail=1; }
		grep -qx "perf data convert: $tmp/full: No space left on device" "$tmp/err" ||
			{ echo "--to-$fmt to a full device: $(cat "$tmp/err")"; fail=1; }
		[ -c "$tmp/full" ] || { echo "--to-$fmt: the device was removed"; fail=1; break; }
	done
else
	echo "part skipped: no device node can be made here (mknod)"
fi
[ $fail = 0 ] || exit 1
echo "JSON of $n fixtures identical to Linux perf's"
exit 0
