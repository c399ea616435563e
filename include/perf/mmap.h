/* SPDX-License-Identifier: GPL-2.0 */
/*
 * One ring buffer of an evlist, read in passes: read_init, read_event until NULL, read_done.
 * The records it hands out are PERF_RECORD_* layouts of <perf/event.h>.
 */
#ifndef LIBPERF_MMAP_H
#define LIBPERF_MMAP_H

#include <linux/perf_event.h>

struct perf_mmap;

/* The CPU number the ring belongs to, -1 for a per-thread ring. */
int perf_mmap__cpu(const struct perf_mmap *map);
/* Starts a read pass: 0 when there is something to read, -EAGAIN when the ring is empty. */
int perf_mmap__read_init(struct perf_mmap *map);
/*
 * The next complete record of the pass, or NULL at its end (or at a malformed record, whose
 * pass ends there). Points into the ring (or the ring's copy of a record that wraps): valid
 * until the next call or read_done.
 */
struct perf_event_header *perf_mmap__read_event(struct perf_mmap *map);
/* Ends the pass: hands the space of what it read back to the kernel. */
void perf_mmap__read_done(struct perf_mmap *map);

#endif
