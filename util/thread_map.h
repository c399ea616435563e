/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The set of tasks a session measures: every thread of some pids (/proc/PID/task), some
 * tids, a workload's one task, or a single -1 entry meaning "any task" for per-cpu sessions.
 */
#ifndef PERF_THREAD_MAP_H
#define PERF_THREAD_MAP_H

#include <sys/types.h>
#include <stdbool.h>

struct thread_map_entry {
	pid_t tid;
	pid_t pid; /* thread group id; -1 for the "any" entry */
};

struct perf_thread_map {
	int refcnt;
	int nr;
	struct thread_map_entry map[];
};

/* Every thread of pid, as listed in /proc/PID/task now. -ESRCH if the pid does not exist. */
int thread_map__new_by_pid(pid_t pid, struct perf_thread_map **mapp);
struct perf_thread_map *thread_map__new_by_tid(pid_t tid);
/* Every thread of every process in /proc now (stat --per-thread -a). 0 or -errno. */
int thread_map__new_all(struct perf_thread_map **mapp);
/* Every thread of every process uid owns now (record -u). 0, -ESRCH when none, or -errno. */
int thread_map__new_by_uid(uid_t uid, struct perf_thread_map **mapp);
/* The single "any task" entry (-1). These return NULL when out of memory. */
struct perf_thread_map *thread_map__new_dummy(void);
/*
 * From -p and -t strings ("1,2,3"): every thread of each pid, plus each tid. Returns 0, or
 * -EINVAL (bad list) / -ESRCH (no such process) / -ENOMEM; on error the token at fault is
 * copied into the caller's bad (bad_len bytes; bad may be NULL).
 */
int thread_map__new_str(const char *pid, const char *tid, struct perf_thread_map **mapp, char *bad,
			size_t bad_len);
struct perf_thread_map *thread_map__get(struct perf_thread_map *map);
void thread_map__put(struct perf_thread_map *map);

static inline pid_t thread_map__tid(const struct perf_thread_map *map, int idx)
{
	return map->map[idx].tid;
}

static inline bool thread_map__is_dummy(const struct perf_thread_map *map)
{
	return map->nr == 1 && map->map[0].tid == -1;
}

/* The comm of a task from /proc/PID/comm into buf, "" when gone. */
int thread__read_comm(pid_t tid, char *buf, size_t len);
/* The thread group id of tid from /proc/TID/status, or -1 when gone. */
pid_t thread__tgid(pid_t tid);

#endif
