/* SPDX-License-Identifier: GPL-2.0 */
/*
 * perf stat's output, in Linux perf's layouts: the standard columns (value, unit, event,
 * "# metric", "( +- x% )" spread, "(xx.xx%)" running time), -x CSV, -j JSON (one object per
 * line), the -I timestamp column, and the -A (CPUn) and --per-thread (comm-tid) prefixes.
 */
#ifndef PERF_STAT_DISPLAY_H
#define PERF_STAT_DISPLAY_H

#include <time.h>

#include "stat.h"

struct evlist;
struct target;

/* " Performance counter stats for 'CMD ARGS' (N runs):" (standard layout only). */
void stat_display__header(struct stat_config *config, const struct target *target, int argc,
			  const char **argv);
/*
 * One line per event (and per cpu or thread in those modes). ts is the interval's time
 * since the start for -I, NULL else.
 */
void stat_display__counters(struct stat_config *config, struct evlist *evlist,
			    const struct timespec *ts);
/* "X seconds time elapsed", and the user/sys times or the spread of -r. */
void stat_display__footer(struct stat_config *config);

/* Width of the unit column for these events. */
int stat_display__unit_width(struct evlist *evlist);

#endif
