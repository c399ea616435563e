// SPDX-License-Identifier: GPL-2.0
/* Warnings about a processed session: lost records, no samples. */
#include <stdio.h>

#include "util/session.h"
#include "util/session-warn.h"

void perf_session__warn_lost(const struct perf_session *session)
{
	const struct perf_session_stats *st = &session->stats;
	u64 taken = st->nr_events[PERF_RECORD_SAMPLE] + st->total_lost_samples;

	fflush(stdout);
	if (st->nr_events[PERF_RECORD_LOST])
		fprintf(stderr,
			"Warning:\nProcessed %llu events and lost %llu chunks!\n\nCheck IO/CPU "
			"overload!\n\n",
			(unsigned long long)st->nr_events[0],
			(unsigned long long)st->nr_events[PERF_RECORD_LOST]);
	/* the LOST_SAMPLES counts (record writes them at the end): said above 5%, as Linux perf */
	if (taken && st->total_lost_samples * 20 > taken)
		fprintf(stderr, "Warning:\nProcessed %llu samples and lost %3.2f%%!\n\n",
			(unsigned long long)taken, 100.0 * st->total_lost_samples / taken);
}

void perf_session__warn_no_samples(const char *input)
{
	fflush(stdout);
	fprintf(stderr, "Error:\nThe %s data has no samples!\n", input);
}
