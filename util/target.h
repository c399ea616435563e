/* SPDX-License-Identifier: GPL-2.0 */
/* What a session observes, from -p/-t/-a/-C or a workload, and the maps that follow from it. */
#ifndef PERF_TARGET_H
#define PERF_TARGET_H

#include <stdbool.h>
#include <stddef.h>

struct perf_cpu_map;
struct perf_thread_map;

struct target {
	const char *pid;	/* -p list */
	const char *tid;	/* -t list */
	const char *cpu_list;	/* -C list */
	const char *uid_str;	/* -u: the processes of this user (a name or a uid) */
	bool system_wide;	/* -a */
	bool per_thread;	/* counting per thread even with -a (stat --per-thread) */
	bool no_inherit;	/* -i */
};

static inline bool target__has_task(const struct target *t)
{
	return t->pid || t->tid || t->uid_str;
}

static inline bool target__has_cpu(const struct target *t)
{
	return t->system_wide || t->cpu_list;
}

static inline bool target__none(const struct target *t)
{
	return !target__has_task(t) && !target__has_cpu(t);
}

/*
 * Checks the combination of options; returns 0 or writes the problem into msg and returns
 * -EINVAL. -p/-t win over -a/-C, as in Linux perf (with a warning in msg and 0).
 */
int target__validate(struct target *t, char *msg, size_t len);

/*
 * The cpu and thread maps for the target: tasks (-p, -t, or -u: every process the user
 * owns now) -> their threads on any cpu; -a/-C -> each
 * cpu with the "any" thread; a workload -> its pid (set later) on any cpu.
 * Returns 0, or -EINVAL/-ESRCH with msg filled ("no such process: 123").
 */
int target__create_maps(struct target *t, struct perf_cpu_map **cpus,
			struct perf_thread_map **threads, char *msg, size_t len);

#endif
