/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Two views of perf report besides the profile: the task tree (--tasks) and the per-thread
 * counts of a `perf record -s` file (-T, from its READ records), in Linux perf's layouts.
 */
#ifndef PERF_REPORT_TASKS_H
#define PERF_REPORT_TASKS_H

#include <stdio.h>

#include "util.h"

struct machine;
struct evsel;
struct evlist;
struct perf_session;
struct replay;
union perf_event;

/* --tasks: replays the side band into the replay's machine (no samples), then prints. */
int report_tasks__run(struct replay *replay, FILE *fp);

/* Per-thread counts: one value per (pid, tid, event), summed over the READ records. */
struct thread_counts;
struct thread_counts *thread_counts__new(void);
void thread_counts__delete(struct thread_counts *tc);
/* A READ record (pid, tid, the count as the task exited) of evsel, or of a one-event file's. */
int thread_counts__add_read(struct thread_counts *tc, struct evlist *evlist,
			    const union perf_event *event, struct evsel *evsel);
/* "#  PID   TID  event..." then a row per thread (nothing when there were no READ records). */
void thread_counts__fprintf(const struct thread_counts *tc, FILE *fp);

#endif
