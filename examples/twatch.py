#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Watch task events system-wide: one line per fork, comm (exec), exit (and mmap with
--mmap), as the kernel reports them through a dummy software event's ring buffers.

    PYTHONPATH=python python3 examples/twatch.py [-t SECONDS] [--mmap] [--pages N]
"""
import argparse
import sys
import time

import perf


def main():
    ap = argparse.ArgumentParser(description="print the task events of every CPU")
    ap.add_argument("-t", "--time", type=float, default=0,
                    help="stop after this many seconds (default: until interrupted)")
    ap.add_argument("--mmap", action="store_true", help="also report executable mmaps")
    ap.add_argument("--pages", type=int, default=128, help="ring buffer pages per CPU")
    args = ap.parse_args()

    cpus = perf.cpu_map()
    threads = perf.thread_map()  # -1: every task, per CPU
    evsel = perf.evsel(type=perf.TYPE_SOFTWARE, config=perf.COUNT_SW_DUMMY,
                       task=1, comm=1, mmap=int(args.mmap), freq=0,
                       wakeup_events=1, watermark=1, sample_id_all=1,
                       sample_type=perf.SAMPLE_PERIOD | perf.SAMPLE_TID | perf.SAMPLE_CPU)
    evsel.open(cpus=cpus, threads=threads)
    evlist = perf.evlist(cpus, threads)
    evlist.add(evsel)
    evlist.mmap(pages=args.pages)
    print("twatch: watching %d CPUs" % len(cpus), file=sys.stderr, flush=True)

    deadline = time.monotonic() + args.time if args.time > 0 else None
    while True:
        timeout = -1
        if deadline is not None:
            left = deadline - time.monotonic()
            if left <= 0:
                break
            timeout = max(1, int(left * 1000))
        evlist.poll(timeout=timeout)
        for cpu in cpus:
            while True:
                event = evlist.read_on_cpu(cpu)
                if event is None:
                    break
                print("cpu: %2d, pid: %4d, tid: %4d %r" %
                      (event.sample_cpu, event.sample_pid, event.sample_tid, event),
                      flush=True)


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
    except BrokenPipeError:
        sys.stderr.close()
