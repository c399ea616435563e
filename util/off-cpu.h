/* SPDX-License-Identifier: GPL-2.0 */
/*
 * record --off-cpu without BPF: where the tasks slept, and how long. Every switch-out of an
 * observed task is sampled with its user call chain (the context-switches software event,
 * period 1) and the kernel's switch records say whether the task was preempted and when it
 * ran again. A sleep (a switch-out that was not a preemption) lasts until the switch-in; its
 * length goes to the task's stack at the switch-out. They are written as Linux perf's BPF
 * version writes them: samples of an event named "offcpu-time" (a BPF output software event
 * in the file's attrs) whose period is the time off CPU in ns and whose call chain is the
 * user stack, summed per task and stack and written at the end with made-up times that sort
 * last (OFF_CPU_TIMESTAMP); a sleep of at least the threshold is written alone with its real
 * time (at its switch-in), as Linux perf 6.15's --off-cpu-thresh does.
 *
 * The switch event and its records live in an evlist of their own, with rings of their own:
 * they never reach the file (readers would count their samples as another event).
 */
#ifndef PERF_OFF_CPU_H
#define PERF_OFF_CPU_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

struct evlist;
struct evsel;
struct perf_event_attr;
union perf_event;

#define OFFCPU_EVENT "offcpu-time"
/* the sample_type bits an offcpu-time sample may carry (Linux perf's) */
#define OFFCPU_SAMPLE_TYPES                                                              \
	(PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME |  \
	 PERF_SAMPLE_ID | PERF_SAMPLE_CPU | PERF_SAMPLE_PERIOD | PERF_SAMPLE_CALLCHAIN | \
	 PERF_SAMPLE_CGROUP)
/* the time of the samples written at the end: after every real one (Linux perf's value) */
#define OFF_CPU_TIMESTAMP (~0ULL << 32)
/* --off-cpu-thresh's default, in ms (Linux perf 6.15's) */
#define OFF_CPU_THRESH_DEFAULT_MS 500

/*
 * Adds the offcpu-time event (software BPF_OUTPUT, freq 1, period 1, call chains) at the
 * end of evlist, before record configures the events; it is opened with them, for its ids,
 * and never samples by itself. Returns it, owned by the evlist.
 */
struct evsel *off_cpu__add_event(struct evlist *evlist);

struct off_cpu_opts {
	u64 thresh_ns; /* a sleep this long is written alone, with its time */
	bool workload; /* the events start at the workload's exec */
	bool inherit; /* the tasks' children too */
	bool cpu_list; /* -C: the sleeps that start on the evlist's CPUs, wherever they end */
	bool use_clockid; /* -k: the times on this clock */
	int clockid;
	u16 max_stack; /* --call-graph fp,N: frames per chain (0: the kernel's) */
};

struct off_cpu;

/*
 * Once record has configured evsel (the one off_cpu__add_event returned): its sample_type
 * narrowed to what offcpu-time samples carry, and the switch event made on evlist's maps
 * (the same objects: the workload's pid, set later, is theirs too). NULL when out of memory.
 */
struct off_cpu *off_cpu__new(struct evlist *evlist, struct evsel *evsel,
			     const struct off_cpu_opts *opts);
void off_cpu__delete(struct off_cpu *oc);

/*
 * Opens the switch event and maps its rings. 0, or -errno with one line in msg saying what
 * is missing (a kernel or a permission that forbids sampling context switches).
 */
int off_cpu__open(struct off_cpu *oc, unsigned int mmap_pages, char *msg, size_t len);
/* Starts and stops the switch event (with a workload it starts at the exec by itself). */
void off_cpu__enable(struct off_cpu *oc);
void off_cpu__disable(struct off_cpu *oc);

/* The switch event's attr: the layout of the records off_cpu__add takes. */
const struct perf_event_attr *off_cpu__switch_attr(const struct off_cpu *oc);
/* Its poll set, for the caller's poll(2), and evlist__filter_pollfd's pruning of it. */
struct evlist *off_cpu__evlist(struct off_cpu *oc);

/* How a sample reaches the file. 0 or -errno. */
typedef int (*off_cpu_write_fn)(void *arg, const void *buf, size_t len);

/*
 * A task's exit, as the file has it (its EXIT record): its sums are written just before it,
 * since readers forget a task once it exited.
 */
void off_cpu__exit(struct off_cpu *oc, u32 tid, u64 time, u32 cpu);
/*
 * Reads every ring of the switch event and accounts the switches that can no longer be
 * preceded by one still in a ring (those older than the newest of the previous call): a
 * sleep of at least the threshold is written now, the sums of a task that exited too.
 * floor: the time up to which readers of the file have put its records in order (the
 * newest time written before the FINISHED_ROUND before last): no sample goes below it.
 * Returns the number of samples written, or -errno of a write.
 */
int off_cpu__read(struct off_cpu *oc, u64 floor, off_cpu_write_fn write, void *arg);
/*
 * off_cpu__read in two halves, for a caller that has the records (tests): one record as
 * read from a ring (a switch sample, a switch record, a LOST), and the end of a pass over
 * every ring.
 */
void off_cpu__add(struct off_cpu *oc, const union perf_event *ev);
int off_cpu__pass(struct off_cpu *oc, u64 floor, off_cpu_write_fn write, void *arg);
/*
 * The end, once the events are disabled: the last switches accounted, then one sample per
 * task and stack with the sum of its shorter sleeps. Returns the number written or -errno.
 */
int off_cpu__finish(struct off_cpu *oc, u64 floor, off_cpu_write_fn write, void *arg);

/* Switch records and samples the kernel dropped (full rings): sleeps that are missing. */
u64 off_cpu__lost(const struct off_cpu *oc);

#endif
