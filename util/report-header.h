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

#endif
