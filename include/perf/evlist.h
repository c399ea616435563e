/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The events of a session, in order, opened on one cpu map x thread map, with their ring
 * buffers (one per CPU, or per thread for per-thread events), the poll set over their fds,
 * and the table that finds a record's evsel by its sample id.
 */
#ifndef LIBPERF_EVLIST_H
#define LIBPERF_EVLIST_H

#include <linux/perf_event.h>

struct evlist;
struct evsel;
struct perf_cpu_map;
struct perf_mmap;
struct perf_thread_map;

/* An empty evlist without maps: NULL when out of memory. */
struct evlist *evlist__new(void);
/* Unmaps, closes and frees the evlist with every evsel still in it (NULL is ignored). */
void evlist__delete(struct evlist *evlist);
/* Appends evsel, which the evlist owns from then on. */
void evlist__add(struct evlist *evlist, struct evsel *evsel);
/* Takes evsel out: the caller owns it again. */
void evlist__remove(struct evlist *evlist, struct evsel *evsel);
/* The maps its events open on: it takes a reference to each and drops the old ones. */
void evlist__set_maps(struct evlist *evlist, struct perf_cpu_map *cpus,
		      struct perf_thread_map *threads);
/* Its maps (its references, borrowed), NULL before evlist__set_maps(). */
struct perf_cpu_map *evlist__cpus(const struct evlist *evlist);
struct perf_thread_map *evlist__threads(const struct evlist *evlist);

/*
 * Opens every event on the evlist's maps, in order: 0, or the -errno of the first that fails
 * (*failed, when not NULL, names it; the ones before it stay open).
 */
int evlist__open(struct evlist *evlist, struct evsel **failed);
/* Closes every event. */
void evlist__close(struct evlist *evlist);
/* Enables / disables every open group leader: 0 or the first -errno. */
int evlist__enable(struct evlist *evlist);
int evlist__disable(struct evlist *evlist);

/*
 * Maps a ring of 1 + pages pages (a power of two) per CPU of the open events (per thread
 * when their CPU map is the dummy one), sends every other fd of that CPU to it, builds the
 * poll set and the id table. 0, or -errno with nothing mapped; -EBUSY when already mapped.
 */
int evlist__mmap(struct evlist *evlist, unsigned int pages);
/* Unmaps the rings and empties the poll set and the id table. */
void evlist__munmap(struct evlist *evlist);
/* poll(2) on every event fd for timeout_ms (-1: forever): the number ready, or -errno. */
int evlist__poll(struct evlist *evlist, int timeout_ms);
/* The number of fds in the poll set, and the fd of entry idx (the evsel's own). */
int evlist__nr_pollfd(const struct evlist *evlist);
int evlist__pollfd(const struct evlist *evlist, int idx);
/* The mapped ring after prev (NULL: the first), NULL after the last: the evlist's own. */
struct perf_mmap *evlist__next_mmap(struct evlist *evlist, struct perf_mmap *prev);
#define evlist__for_each_mmap(evlist, map) \
	for ((map) = evlist__next_mmap(evlist, NULL); (map); (map) = evlist__next_mmap(evlist, map))
/*
 * The evsel a record read from a ring belongs to, by its sample id, or the first evsel when
 * the records carry none; NULL when the id is unknown. Borrowed from the evlist.
 */
struct evsel *evlist__event2evsel(struct evlist *evlist, const struct perf_event_header *ev);

#endif
