/* SPDX-License-Identifier: GPL-2.0 */
/*
 * --time of report and script: the samples kept are those whose time falls in one of the
 * ranges given, as times ("START,STOP ...", seconds with up to 9 decimals, either end
 * open) or as slices of the recording ("10%/2", "0%-10%,30%-40%").
 */
#ifndef PERF_TIME_FILTER_H
#define PERF_TIME_FILTER_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

struct time_filter {
	int nr; /* 0: every sample */
	struct time_range {
		u64 start, end; /* ns, both included */
	} *ranges;
};

/* Whether str gives slices, which need the recording's first and last sample times. */
bool time_filter__is_percent(const char *str);
/*
 * Parses str into tf; first and last (ns) are the recording's first and last sample
 * times, used by slices only. 0, or -EINVAL with msg saying why.
 */
int time_filter__parse(struct time_filter *tf, const char *str, u64 first, u64 last, char *msg,
		       size_t len);
/* Ranges given relative to a moment (script --reltime: the first sample's time). */
void time_filter__shift(struct time_filter *tf, u64 offset);
void time_filter__exit(struct time_filter *tf);

static inline bool time_filter__has(const struct time_filter *tf, u64 t)
{
	if (!tf->nr)
		return true;
	for (int i = 0; i < tf->nr; i++)
		if (t >= tf->ranges[i].start && t <= tf->ranges[i].end)
			return true;
	return false;
}

#endif
