/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The set of tasks a session measures: every thread of some pids (/proc/PID/task), some
 * tids, a workload's one task, or a single -1 entry meaning "any task" for per-cpu sessions.
 */
#ifndef PERF_THREAD_MAP_H
#define PERF_THREAD_MAP_H

#include <sys/types.h>
#include <stdbool.h>

/* the library's functions; here the layout and what only perf uses */
#include <perf/thread_map.h>

struct thread_map_entry {
	pid_t tid;
	pid_t pid; /* thread group id; -1 for the "any" entry */
};

struct perf_thread_map {
	int refcnt;
	int nr;
	struct thread_map_entry map[];
};

/* The one task tid, with its process from /proc: a new map, NULL when out of memory. */
struct perf_thread_map *thread_map__new_by_tid(pid_t tid);
/* Every thread of every process in /proc now (stat --per-thread -a). 0 or -errno. */
int thread_map__new_all(struct perf_thread_map **mapp);
/* Every thread of every process uid owns now (record -u). 0, -ESRCH when none, or -errno. */
int thread_map__new_by_uid(uid_t uid, struct perf_thread_map **mapp);

static inline bool thread_map__is_dummy(const struct perf_thread_map *map)
{
	return map->nr == 1 && map->map[0].tid == -1;
}

/* The comm of a task from /proc/PID/comm into buf, "" when gone. */
int thread__read_comm(pid_t tid, char *buf, size_t len);
/* The thread group id of tid from /proc/TID/status, or -1 when gone. */
pid_t thread__tgid(pid_t tid);

#endif
