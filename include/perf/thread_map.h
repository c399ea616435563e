/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A set of tasks to open events on, refcounted: every thread of a process, some threads, or
 * the "dummy" map's single entry -1, any task (per-CPU events).
 */
#ifndef LIBPERF_THREAD_MAP_H
#define LIBPERF_THREAD_MAP_H

#include <stddef.h>
#include <sys/types.h>

struct perf_thread_map;

/* Every thread of pid now (/proc/PID/task) into *mapp (a new map): 0, -ESRCH or -errno. */
int thread_map__new_by_pid(pid_t pid, struct perf_thread_map **mapp);
/*
 * From perf's -p and -t lists ("1,2,3"; either may be NULL): every thread of each pid, then
 * each tid, into *mapp (a new map). 0, or -EINVAL (bad list) / -ESRCH (no such task) /
 * -ENOMEM, with the token at fault copied into bad (bad_len bytes; bad may be NULL).
 */
int thread_map__new_str(const char *pid, const char *tid, struct perf_thread_map **mapp, char *bad,
			size_t bad_len);
/* The map of one entry, -1: a new map, NULL when out of memory. */
struct perf_thread_map *thread_map__new_dummy(void);
/* Takes a reference (map may be NULL); returns map. */
struct perf_thread_map *thread_map__get(struct perf_thread_map *map);
/* Drops a reference, freeing the map with the last one; NULL is ignored. */
void thread_map__put(struct perf_thread_map *map);
/* The number of entries. */
int thread_map__nr(const struct perf_thread_map *map);
/* The thread id of entry idx, 0 <= idx < thread_map__nr() (-1 in the dummy map). */
pid_t thread_map__tid(const struct perf_thread_map *map, int idx);

#endif
