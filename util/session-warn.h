/* SPDX-License-Identifier: GPL-2.0 */
/* What a reader says on stderr about a session once its records are processed. */
#ifndef PERF_SESSION_WARN_H
#define PERF_SESSION_WARN_H

struct perf_session;

/*
 * The kernel dropped records (PERF_RECORD_LOST): the profile has holes. Printed as Linux
 * perf prints it ("Processed N events and lost M chunks!"), so the habits of its users carry
 * over, and with more than 5% of the samples lost (PERF_RECORD_LOST_SAMPLES' counts)
 * "Processed N samples and lost X%!"; nothing when nothing was lost.
 */
void perf_session__warn_lost(const struct perf_session *session);

/*
 * Nothing to show: no sample recorded (an empty or cut-short stream), or none kept by the
 * filters. Linux perf's error for it, after which report and annotate exit 0 as it does.
 */
void perf_session__warn_no_samples(const char *input);

#endif
