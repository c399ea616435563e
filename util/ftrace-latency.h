/* SPDX-License-Identifier: GPL-2.0 */
/*
 * perf ftrace latency's histogram: the durations of the function_graph tracer's lines
 * (" 1) + 10.291 us   |  do_sys_openat2();") counted in power-of-two buckets and printed
 * in Linux perf 6.1's layout.
 */
#ifndef PERF_FTRACE_LATENCY_H
#define PERF_FTRACE_LATENCY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define FTRACE_LATENCY_BUCKETS 22 /* 0-1, 20 doublings, and the rest */

struct ftrace_latency {
	unsigned long buckets[FTRACE_LATENCY_BUCKETS];
	bool nsec; /* -n: nanoseconds are the unit */
	char line[512]; /* a line not yet ended, from the last read */
	size_t len;
};

/* Counts the complete lines of buf (len bytes of trace_pipe), keeping an unfinished one. */
void ftrace_latency__feed(struct ftrace_latency *l, const char *buf, size_t len);
/* The histogram, or "No data found" when no duration was seen. */
void ftrace_latency__print(const struct ftrace_latency *l, FILE *out);

#endif
