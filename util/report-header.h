/* SPDX-License-Identifier: GPL-2.0 */
/* perf report --header / --header-only (features as Linux perf prints them) and -D. */
#ifndef PERF_REPORT_HEADER_H
#define PERF_REPORT_HEADER_H

#include <stdbool.h>
#include <stdio.h>

struct perf_session;

/* "# hostname : ...", "# event : ...", ... between "# ========" lines. full: -I details. */
void report_header__fprintf(struct perf_session *session, FILE *fp, bool full);
/* Every record in file order: offset, size, type, a hex dump and a one-line summary. */
int report_header__dump_raw(struct perf_session *session);
/* --stat: the records of the file by type, then the samples of each event that has some. */
void report_header__fprintf_stat(struct perf_session *session, const u64 *evsel_samples, FILE *fp);
struct machine;
/* --task: the tasks of the replayed machine as a tree by parent, Linux perf's columns. */
void report_header__fprintf_tasks(struct machine *machine, FILE *fp);
/*
 * The -D, --header and --header-only modes that report and script share. Returns true when
 * the command is done (-D or --header-only; *err is then the result), false when the normal
 * output follows (after the header, with --header).
 */
bool report_header__modes(struct perf_session *session, bool dump_raw, bool header,
			  bool header_only, bool full, int *err);

#endif
