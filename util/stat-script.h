/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PERF_UTIL_STAT_SCRIPT_H
#define PERF_UTIL_STAT_SCRIPT_H
/*
 * perf script of a perf stat record file (util/stat-record.h): at each STAT_ROUND, every
 * event's counts as Linux perf script hands them on, to its text (one line per count) or
 * to a script's stat__EVENT() and stat__interval() handlers:
 *
 * - with the recording aggregated (no -A, --per-thread, --per-socket...): each count as
 *   read, and for the scripts the counts' sum, less the sum at the last round, scaled
 *   when multiplexed, with cpu and thread -1;
 * - otherwise each count less its value at the last round, scaled, with its CPU (-1 for
 *   counts that followed tasks) and its thread's id (-1 for CPU-wide counts).
 */
#include <stdbool.h>

#include "util/util.h"

struct evsel;
struct perf_session;
struct perf_counts_values;

struct stat_script_ops {
	/* one count: 0, or non-zero to stop */
	int (*count)(void *arg, struct evsel *evsel, int cpu, int thread, u64 time,
		     const struct perf_counts_values *c);
	/* after the counts of a round: 0, or non-zero to stop */
	int (*round)(void *arg, u64 time);
};

/*
 * Walks the file. aggregated: a script's view (a sum for an aggregated recording), else
 * perf script's text (each count). 0, the first non-zero callback return, or -errno (a
 * malformed record, said in one line).
 */
int stat_script__run(struct perf_session *session, bool aggregated,
		     const struct stat_script_ops *ops, void *arg);

#endif
