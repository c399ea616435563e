/* SPDX-License-Identifier: GPL-2.0 */
/*
 * perf sched map: a line per context switch with what each CPU runs, every task named by
 * a two-character short name ("A0", "." for the idle task), as Linux perf 6.1 prints it.
 */
#ifndef PERF_UTIL_SCHED_MAP_H
#define PERF_UTIL_SCHED_MAP_H

#include <stdbool.h>

struct machine;
struct perf_sample;
struct sched_event;
struct sched_map;
struct thread;

struct sched_map_opts {
	bool compact; /* --compact: a column per CPU that switched, in order seen */
	const char *color_pids; /* --color-pids: tids shown in colour */
	const char *color_cpus; /* --color-cpus */
	const char *cpus; /* --cpus: the CPUs shown */
};

/*
 * ncpus: the columns (Linux perf takes this host's configured CPUs). NULL when a list of
 * opts is bad (it said which).
 */
struct sched_map *sched_map__new(const struct sched_map_opts *o, struct machine *machine,
				 int ncpus);
void sched_map__delete(struct sched_map *map);
void sched_map__sample(struct sched_map *map, const struct perf_sample *sample,
		       const struct sched_event *ev);
/* thread changed its comm: its next switch in names it again */
void sched_map__comm(struct sched_map *map, struct thread *thread);

#endif
