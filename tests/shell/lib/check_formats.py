#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Structure checks of perf data convert's speedscope and Firefox Profiler outputs
(stdlib only: no validator package in Debian).

  check_formats.py speedscope FILE TOTAL     the rules of speedscope's file-format-schema.json
                                             (SampledProfile), weights summing to TOTAL
  check_formats.py firefox FILE SAMPLES      the Gecko profile's tables, SAMPLES samples
Prints the first violation and exits 1, or prints a summary and exits 0.
"""
import json
import sys

SCHEMA = "https://www.speedscope.app/file-format-schema.json"
UNITS = {"none", "nanoseconds", "microseconds", "milliseconds", "seconds", "bytes"}


class Bad(Exception):
    pass


def need(cond, what):
    if not cond:
        raise Bad(what)


def is_num(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def speedscope(d, total):
    need(isinstance(d, dict), "top level is not an object")
    need(d.get("$schema") == SCHEMA, "$schema is not %s" % SCHEMA)
    for k in ("name", "exporter"):
        need(k not in d or isinstance(d[k], str), "%s is not a string" % k)
    frames = d.get("shared", {}).get("frames")
    need(isinstance(frames, list), "shared.frames is not an array")
    for i, f in enumerate(frames):
        need(isinstance(f, dict) and isinstance(f.get("name"), str), "frame %d has no name" % i)
        need(set(f) <= {"name", "file", "line", "col"}, "frame %d has unknown keys %s" % (i, sorted(f)))
        need("file" not in f or isinstance(f["file"], str), "frame %d: file not a string" % i)
    profiles = d.get("profiles")
    need(isinstance(profiles, list) and profiles, "profiles is not a non-empty array")
    need("activeProfileIndex" not in d or (isinstance(d["activeProfileIndex"], int) and
         0 <= d["activeProfileIndex"] < len(profiles)), "activeProfileIndex out of range")
    weights = 0
    for i, p in enumerate(profiles):
        need(p.get("type") == "sampled", "profile %d is not sampled" % i)
        need(isinstance(p.get("name"), str), "profile %d has no name" % i)
        need(p.get("unit") in UNITS, "profile %d: unit %r" % (i, p.get("unit")))
        need(is_num(p.get("startValue")) and is_num(p.get("endValue")), "profile %d: start/endValue" % i)
        s, w = p.get("samples"), p.get("weights")
        need(isinstance(s, list) and isinstance(w, list) and len(s) == len(w),
             "profile %d: samples and weights differ in length" % i)
        for st in s:
            need(isinstance(st, list) and all(isinstance(x, int) and 0 <= x < len(frames) for x in st),
                 "profile %d: a stack with a bad frame index" % i)
        need(all(is_num(x) and x >= 0 for x in w), "profile %d: a bad weight" % i)
        need(p["endValue"] - p["startValue"] == sum(w), "profile %d: endValue is not the weights' sum" % i)
        weights += sum(w)
    need(weights == total, "weights sum to %d, not %d" % (weights, total))
    return "%d profiles, %d frames, weights %d" % (len(profiles), len(frames), weights)


def table(t, cols, what):
    need(isinstance(t, dict) and isinstance(t.get("schema"), dict) and isinstance(t.get("data"), list),
         "%s: no schema/data" % what)
    for c in cols:
        need(isinstance(t["schema"].get(c), int), "%s: schema has no %s" % (what, c))
    width = max(t["schema"].values()) + 1
    for r in t["data"]:
        need(isinstance(r, list) and len(r) >= width, "%s: a row shorter than its schema" % what)
    return t["schema"], t["data"]


def firefox(d, samples):
    meta = d.get("meta")
    need(isinstance(meta, dict), "no meta")
    need(isinstance(meta.get("version"), int), "meta.version")
    need(is_num(meta.get("interval")) and meta["interval"] > 0, "meta.interval")
    need(is_num(meta.get("startTime")), "meta.startTime")
    cats = meta.get("categories")
    need(isinstance(cats, list) and cats and all(isinstance(c.get("name"), str) and isinstance(c.get("color"), str)
         and isinstance(c.get("subcategories"), list) for c in cats), "meta.categories")
    for lib in d.get("libs", []):
        for k in ("name", "path", "debugName", "debugPath", "breakpadId", "arch"):
            need(isinstance(lib.get(k), str), "lib %r: %s" % (lib.get("name"), k))
        for k in ("start", "end", "offset"):
            need(isinstance(lib.get(k), int), "lib %r: %s" % (lib.get("name"), k))
        need(lib["start"] < lib["end"], "lib %r: start >= end" % lib["name"])
    threads = d.get("threads")
    need(isinstance(threads, list) and threads, "no threads")
    n = 0
    for t in threads:
        tn = "thread %r" % t.get("name")
        need(isinstance(t.get("name"), str) and isinstance(t.get("tid"), int) and isinstance(t.get("pid"), int),
             tn + ": name/pid/tid")
        strings = t.get("stringTable")
        need(isinstance(strings, list) and all(isinstance(s, str) for s in strings), tn + ": stringTable")
        fs, frames = table(t.get("frameTable"), ("location", "category", "line", "implementation"), tn + " frameTable")
        for r in frames:
            need(isinstance(r[fs["location"]], int) and 0 <= r[fs["location"]] < len(strings), tn + ": frame location")
            need(isinstance(r[fs["category"]], int) and 0 <= r[fs["category"]] < len(cats), tn + ": frame category")
        ss, stacks = table(t.get("stackTable"), ("prefix", "frame"), tn + " stackTable")
        for i, r in enumerate(stacks):
            need(r[ss["prefix"]] is None or (isinstance(r[ss["prefix"]], int) and 0 <= r[ss["prefix"]] < i),
                 tn + ": stack %d's prefix is not an earlier stack" % i)
            need(isinstance(r[ss["frame"]], int) and 0 <= r[ss["frame"]] < len(frames), tn + ": stack frame")
        sa, rows = table(t.get("samples"), ("stack", "time"), tn + " samples")
        # weighted samples (the off-CPU track): a known weight type, numbers >= 0
        if "weight" in sa:
            need(t["samples"].get("weightType") in ("samples", "tracing-ms", "bytes"), tn + ": weightType")
            need(all(is_num(r[sa["weight"]]) and r[sa["weight"]] >= 0 for r in rows), tn + ": a bad weight")
        last = -1
        for r in rows:
            st = r[sa["stack"]]
            need(st is None or (isinstance(st, int) and 0 <= st < len(stacks)), tn + ": sample stack")
            need(is_num(r[sa["time"]]) and r[sa["time"]] >= last, tn + ": sample times go back")
            last = r[sa["time"]]
        ms, markers = table(t.get("markers"), ("name", "startTime", "endTime", "phase", "category", "data"), tn + " markers")
        for r in markers:
            need(isinstance(r[ms["name"]], int) and 0 <= r[ms["name"]] < len(strings), tn + ": marker name")
        n += len(rows)
    need(n == samples, "%d samples, not %d" % (n, samples))
    return "%d threads, %d samples" % (len(threads), n)


def main():
    kind, path, want = sys.argv[1], sys.argv[2], int(sys.argv[3])
    try:
        with open(path) as f:
            d = json.load(f)
        print(kind + ": " + (speedscope(d, want) if kind == "speedscope" else firefox(d, want)))
    except (Bad, ValueError, KeyError, TypeError, AttributeError) as e:
        print("%s: %s: %s" % (kind, path, e))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
