/* SPDX-License-Identifier: GPL-2.0 */
/*
 * One event: a perf_event_attr, a name, and once open one fd per (cpu, thread) of the maps
 * it was opened on. An evsel is owned by whoever created it until evlist__add() hands it to
 * an evlist.
 */
#ifndef LIBPERF_EVSEL_H
#define LIBPERF_EVSEL_H

#include <linux/perf_event.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct evsel;
struct perf_cpu_map;
struct perf_thread_map;

/* What a counting fd reads: the count, with the times that scale it. */
struct perf_counts_values {
	uint64_t val;
	uint64_t ena; /* time enabled */
	uint64_t run; /* time running: below ena when the counter was multiplexed */
	uint64_t id; /* the event's id (PERF_FORMAT_ID), 0 without */
	uint64_t lost; /* samples the kernel dropped, ring full (PERF_FORMAT_LOST), 0 without */
};

/* A closed event of a copy of attr, named name (copied; may be NULL): NULL when out of memory. */
struct evsel *evsel__new(const struct perf_event_attr *attr, const char *name);
/* Closes and frees the evsel (NULL is ignored); it must not be in an evlist. */
void evsel__delete(struct evsel *evsel);
/* Its attr, to read, or to change while it is closed: the evsel's own. */
struct perf_event_attr *evsel__attr(struct evsel *evsel);
/* Its name, "unknown" when it has none: the evsel's own, valid while the evsel lives. */
const char *evsel__name(const struct evsel *evsel);

/*
 * Opens one fd per (cpu, thread) of the maps, which it keeps a reference to; an evsel that
 * was open is closed first. 0 or -errno (nothing is left open then).
 */
int evsel__open(struct evsel *evsel, struct perf_cpu_map *cpus, struct perf_thread_map *threads);
/* Closes every fd and drops the maps. */
void evsel__close(struct evsel *evsel);
bool evsel__is_open(const struct evsel *evsel);
/* The maps of the open evsel (its references, borrowed), NULL when closed. */
struct perf_cpu_map *evsel__cpus(const struct evsel *evsel);
struct perf_thread_map *evsel__threads(const struct evsel *evsel);
/* The fd of (cpu index, thread index) in those maps, -1 when closed or not opened there. */
int evsel__fd(const struct evsel *evsel, int cpu_idx, int thread_idx);
/*
 * Reads the fd of (cpu index, thread index): 0, -EBADF (no fd), -EINVAL (PERF_FORMAT_GROUP),
 * or -errno of the read.
 */
int evsel__read_one(struct evsel *evsel, int cpu_idx, int thread_idx,
		    struct perf_counts_values *count);
/* PERF_EVENT_IOC_ENABLE / _DISABLE on every fd: 0 or -errno of the first that fails. */
int evsel__enable(struct evsel *evsel);
int evsel__disable(struct evsel *evsel);
/* Why the kernel refused to open it with err, one line into buf (len bytes): returns buf. */
const char *evsel__open_strerror(const struct evsel *evsel, int err, char *buf, size_t len);

/* The count scaled by ena/run when the counter was multiplexed. */
uint64_t perf_counts__scaled(const struct perf_counts_values *c);

#endif
