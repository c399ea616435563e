/* SPDX-License-Identifier: GPL-2.0 */
/*
 * perf sched timehist: a line per context switch with the time the task that left the CPU
 * waited before it ran (wait time), the time between its wakeup and its run (sch delay)
 * and how long it ran; wakeups and migrations on lines of their own; per-task run-time
 * statistics (-s), as Linux perf 6.1 prints them.
 */
#ifndef PERF_UTIL_SCHED_TIMEHIST_H
#define PERF_UTIL_SCHED_TIMEHIST_H

#include <stdbool.h>

#include "util/util.h"

struct machine;
struct perf_sample;
struct sched_event;
struct thread;
struct timehist;

struct timehist_opts {
	bool summary_only; /* -s: the summary alone */
	bool with_summary; /* -S: the lines and the summary */
	bool wakeups; /* -w */
	bool migrations; /* -M: migration lines (and counts) */
	bool cpu_visual; /* -V */
	bool state; /* --state */
	bool next; /* -n */
	bool idle_hist; /* -I */
	bool wakeup_ignored; /* sched_wakeup's samples are ignored (the file has sched_waking) */
	u64 time_start, time_end; /* --time; 0: open */
	const bool *cpus; /* -C: the CPUs shown (cpus[cpu]), NULL: all */
	int nr_cpus_set;
	/* -p/-t: is the task filtered out? NULL: none is */
	bool (*filtered)(const struct thread *thread, void *arg);
	void *filter_arg;
	bool callchain; /* the switches' call chains on their lines */
	unsigned int max_stack; /* --max-stack: the frames a chain shows, at most */
};

/* For machine's tasks; max_cpu is the recording's online CPU count (4 when unknown). */
struct timehist *timehist__new(const struct timehist_opts *opts, struct machine *machine,
			       int max_cpu);
void timehist__delete(struct timehist *th);

/* The header lines (not with -s). */
void timehist__print_header(struct timehist *th);
/* A scheduler sample (decoded in ev). */
void timehist__sample(struct timehist *th, const struct perf_sample *sample,
		      const struct sched_event *ev);
/* A LOST record of the sample's time and CPU: a line saying how many events. */
void timehist__lost(struct timehist *th, const struct perf_sample *sample, u64 lost);
/* A task exited (PERF_RECORD_EXIT): listed with the terminated tasks. */
void timehist__task_exit(struct timehist *th, struct thread *thread);
/* The summary (-s, -S). */
void timehist__print_summary(struct timehist *th);

#endif
