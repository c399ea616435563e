/* SPDX-License-Identifier: GPL-2.0 */
/* The events of a session: evsels in order, the maps they open on, the workload. */
#ifndef PERF_EVLIST_H
#define PERF_EVLIST_H

#include <stdbool.h>
#include <sys/types.h>

/* the library's functions; here the layout and what only perf uses */
#include <perf/evlist.h>

#include "evsel.h"
#include "hashmap.h"
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
		/*
		 * Set before evlist__prepare_workload when perf's standard output carries data
		 * (record -o -): the child's standard output goes to standard error instead.
		 */
		bool stdout_to_stderr;
	} workload;

	/* Recording (util/evlist-mmap.c): the rings, the poll set, sample id -> evsel. */
	struct perf_mmap *mmap;
	int nr_mmaps;
	struct pollfd *pollfd;
	int *pollfd_mmap; /* ring index of each pollfd entry */
	int nr_pollfd;
	struct hashmap ids; /* sample id -> evsel (hash: the id) */
	int id_pos; /* u64 index of the id in a sample's array, -1 when samples carry none */
	int is_pos; /* u64 index from the end of a non-sample record's sample_id, or -1 */
};

#define evlist__for_each_entry(evlist, evsel) list_for_each_entry(evsel, &(evlist)->entries, node)
#define evlist__for_each_entry_safe(evlist, tmp, evsel) \
	list_for_each_entry_safe(evsel, tmp, &(evlist)->entries, node)

/* stat -g, record --group: every event in one group led by the first (from two events on). */
void evlist__group_all(struct evlist *evlist);
struct evsel *evlist__first(struct evlist *evlist);
struct evsel *evlist__last(struct evlist *evlist);

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
/*
 * The exit status of record, stat and top when an event cannot be opened (no permission, not
 * supported) or the workload cannot be run: Linux perf's, whose commands return -1 then.
 */
#define PERF_EXIT_START_FAILED 255

/*
 * Recording (util/evlist-mmap.c): evlist__mmap() also sets the id positions from the first
 * event's sample_type.
 */
/*
 * Drops the fds that hung up or failed (their task and its children are gone) from the
 * poll set; returns how many are left.
 */
int evlist__filter_pollfd(struct evlist *evlist);
/* Ids: evlist__mmap adds the ids of every open fd; others may be added by hand. */
/* 0 or -ENOMEM. The session registers a file's ids here too. */
int evlist__id_add(struct evlist *evlist, struct evsel *evsel, u64 id);
/* Room for nr more ids. 0 or -ENOMEM. */
int evlist__id_reserve(struct evlist *evlist, size_t nr);
struct evsel *evlist__id2evsel(struct evlist *evlist, u64 id);
/* Sets id_pos and is_pos from a sample_type shared by the events. */
void evlist__set_id_pos(struct evlist *evlist, u64 sample_type);
/*
 * The sample id carried by a record (a sample, or any record with sample_id_all). 0, or
 * -ENOENT when it carries none / -EINVAL when too short.
 */
int evlist__event2id(const struct evlist *evlist, const struct perf_event_header *ev, u64 *id);

/* Whether any / every event samples all of the PERF_SAMPLE_* bits (every: true when none). */
bool evlist__any_sample_type(const struct evlist *evlist, u64 bits);
bool evlist__all_sample_type(const struct evlist *evlist, u64 bits);
/* Whether there are events and all are of this attr.type (PERF_TYPE_TRACEPOINT, ...). */
bool evlist__only_type(const struct evlist *evlist, u32 type);
/* Whether an event records context switches (attr.context_switch: record --latency). */
bool evlist__has_switch_events(const struct evlist *evlist);

#endif
