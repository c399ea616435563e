/* SPDX-License-Identifier: GPL-2.0 */
/* perf report --header / --header-only (features as Linux perf prints them) and -D. */
#ifndef PERF_REPORT_HEADER_H
#define PERF_REPORT_HEADER_H

#include <stdbool.h>
#include <stdio.h>

#include "util/event.h"

struct evsel;
struct machine;
struct perf_session;

/* "# hostname : ...", "# event : ...", ... between "# ========" lines. full: -I details. */
void report_header__fprintf(struct perf_session *session, FILE *fp, bool full);
/*
 * An attr as Linux perf prints it: the fields that are not zero, in its order and words,
 * each "name<sep>value" (sep " = " in the header's event lines, ": " in perf evlist -v).
 */
struct perf_event_attr;
void perf_event_attr__fprintf(FILE *fp, const struct perf_event_attr *attr, const char *sep);
/*
 * -D, as a perf_tool's dump hook (util/session.h): the record's offset, size and type, a hex
 * dump, then Linux perf's summary line ("cpu time offset [size]: PERF_RECORD_X ...") and
 * what the sample holds (call chain, registers, ...). takes_maps: the command is one that
 * Linux perf gives THREAD_MAP and CPU_MAP records to (script), else they are "unhandled!".
 */
void report_header__dump_record(struct perf_session *s, u64 off, union perf_event *ev,
				struct perf_sample *sample, struct evsel *evsel, bool takes_maps);
/* -D: a sample's " ... thread: comm:tid" and " ...... dso: name" lines. */
void report_header__dump_resolved(struct machine *machine, const struct perf_sample *sample);
/*
 * --stat: the records of the file by type, then the samples of each event that has some,
 * and the samples it lost (LOST_SAMPLES' counts) when there are any. Both arrays are indexed
 * by evsel->idx; evsel_lost may be NULL (-D's counts have no lost line, as Linux perf's).
 */
void report_header__fprintf_stat(struct perf_session *session, const u64 *evsel_samples,
				 const u64 *evsel_lost, FILE *fp);
/*
 * The --header and --header-only modes that report and script share. Returns true when
 * the command is done (--header-only), false when the normal output follows (after the
 * header, with --header; with -D, whose dump the command's walk prints).
 */
bool report_header__modes(struct perf_session *session, bool dump_raw, bool header,
			  bool header_only, bool full, int *err);

#endif
