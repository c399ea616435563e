/* SPDX-License-Identifier: GPL-2.0 */
/* The events of a session: evsels in order, the maps they open on, the workload. */
#ifndef PERF_EVLIST_H
#define PERF_EVLIST_H

#include <stdbool.h>
#include <sys/types.h>

#include "evsel.h"
#include "list.h"

struct perf_cpu_map;
struct perf_thread_map;

struct evlist {
	struct list_head entries;
	int nr_entries;
	int nr_groups;
	struct perf_cpu_map *cpus;
	struct perf_thread_map *threads;
	struct {
		pid_t pid;	/* the forked workload, 0 when none */
		int cork_fd;	/* writing to it lets the child exec */
		int err_fd;	/* the child writes errno here when exec fails */
	} workload;
};

#define evlist__for_each_entry(evlist, evsel) list_for_each_entry(evsel, &(evlist)->entries, node)
#define evlist__for_each_entry_safe(evlist, tmp, evsel) \
	list_for_each_entry_safe(evsel, tmp, &(evlist)->entries, node)

struct evlist *evlist__new(void);
void evlist__delete(struct evlist *evlist);
void evlist__add(struct evlist *evlist, struct evsel *evsel);
void evlist__remove(struct evlist *evlist, struct evsel *evsel);
struct evsel *evlist__first(struct evlist *evlist);
struct evsel *evlist__last(struct evlist *evlist);
/* The maps the events open on (references are taken). */
void evlist__set_maps(struct evlist *evlist, struct perf_cpu_map *cpus,
		      struct perf_thread_map *threads);

/* Opens every event; stops at the first failure and returns its -errno (*failed names it). */
int evlist__open(struct evlist *evlist, struct evsel **failed);
void evlist__close(struct evlist *evlist);
int evlist__enable(struct evlist *evlist);
int evlist__disable(struct evlist *evlist);

/*
 * Forks the workload stopped before exec: it waits until evlist__start_workload(). When
 * the map is the dummy thread map, the child's pid replaces -1 in it. Returns 0 or -errno.
 */
int evlist__prepare_workload(struct evlist *evlist, const char **argv);
/*
 * Lets the workload exec. Returns 0, or the child's exec errno as -errno (the child then
 * exits 127) so the caller can print "cannot run 'X': reason".
 */
int evlist__start_workload(struct evlist *evlist);

#endif
