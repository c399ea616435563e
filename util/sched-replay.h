/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PERF_UTIL_SCHED_REPLAY_H
#define PERF_UTIL_SCHED_REPLAY_H
/*
 * perf sched replay: the recorded tasks' scheduling played back by threads of our own, as
 * Linux perf 6.1 does it. Each task of the recording (in the order its sched_switch,
 * wakeup or fork first names it) becomes a list of atoms: run for the time it ran between
 * two switches on its CPU, sleep where it switched out, wake another task where it woke it
 * (the wakee's sleep then waits for that wakeup); every task starts asleep, and the last
 * one of each task wakes the next task. Then one thread per task plays its atoms, all
 * together, N times; each run's wall time and the threads' CPU time are printed.
 *
 *	struct sched_replay *sr = sched_replay__new();	// calibrates, prints the calibration
 *	for each sched sample: sched_replay__sample(sr, sample, &ev);
 *	for each FORK: sched_replay__fork(sr, parent, child);
 *	sched_replay__run(sr, repeat);	// the counts, the tasks, then the runs
 */
#include "util/util.h"

struct perf_sample;
struct sched_event;
struct sched_replay;

/* The clock's costs measured, and printed as Linux perf prints them */
struct sched_replay *sched_replay__new(void);
void sched_replay__delete(struct sched_replay *sr);

void sched_replay__sample(struct sched_replay *sr, const struct perf_sample *sample,
			  const struct sched_event *ev);
/* A fork: the parent's and the child's tasks, by their tids and comms */
void sched_replay__fork(struct sched_replay *sr, int parent_tid, const char *parent_comm,
			int child_tid, const char *child_comm);

/* Prints the counts and the tasks, plays them repeat times (-1: until killed). 0 or -errno. */
int sched_replay__run(struct sched_replay *sr, int repeat);

#endif
