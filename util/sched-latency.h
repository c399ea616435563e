/* SPDX-License-Identifier: GPL-2.0 */
/*
 * perf sched latency: per task (or per comm), its run time, how often it was switched in
 * after waiting for a CPU, and the average and longest of those waits (the time from its
 * wakeup to its switch in), as Linux perf 6.1 prints them.
 */
#ifndef PERF_UTIL_SCHED_LATENCY_H
#define PERF_UTIL_SCHED_LATENCY_H

#include <stdbool.h>

#include "util/util.h"

struct machine;
struct perf_sample;
struct perf_session_stats;
struct sched_event;
struct sched_latency;

enum sched_lat_key { LAT_KEY_PID, LAT_KEY_RUNTIME, LAT_KEY_SWITCH, LAT_KEY_AVG, LAT_KEY_MAX };

struct sched_latency_opts {
	int cpu; /* -C: the one CPU recorded (wakeups and migrations then count), -1: all */
	bool per_pid; /* -p: a line per task, not per comm */
	enum sched_lat_key keys[8];
	int nr_keys;
};

/*
 * The keys of a --sort list ("avg,max", separated by commas or spaces) into o. 0; else
 * -EINVAL with the unknown key copied into bad.
 */
int sched_latency__parse_sort(struct sched_latency_opts *o, const char *list, char *bad,
			      size_t len);

struct sched_latency *sched_latency__new(const struct sched_latency_opts *o,
					 struct machine *machine);
void sched_latency__delete(struct sched_latency *lat);
void sched_latency__sample(struct sched_latency *lat, const struct perf_sample *sample,
			   const struct sched_event *ev);
/* The table, and the counts of what looked wrong (stats: the session's lost records). */
void sched_latency__print(struct sched_latency *lat, const struct perf_session_stats *stats);

#endif
