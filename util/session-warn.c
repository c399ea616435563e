// SPDX-License-Identifier: GPL-2.0
/* Warnings about a processed session: lost records. */
#include <stdio.h>

#include "util/session.h"
#include "util/session-warn.h"

void perf_session__warn_lost(const struct perf_session *session)
{
	const struct perf_session_stats *st = &session->stats;

	if (!st->nr_events[PERF_RECORD_LOST])
		return;
	fflush(stdout);
	fprintf(stderr,
		"Warning:\nProcessed %llu events and lost %llu chunks!\n\nCheck IO/CPU overload!\n\n",
		(unsigned long long)st->nr_events[0],
		(unsigned long long)st->nr_events[PERF_RECORD_LOST]);
}
