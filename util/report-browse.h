/* SPDX-License-Identifier: GPL-2.0 */
/*
 * perf report in the interactive browser (util/browser.h): the events that have samples in
 * turn (Tab), 'i' the file's header, 'a' perf annotate's view of the selected symbol.
 */
#ifndef PERF_REPORT_BROWSE_H
#define PERF_REPORT_BROWSE_H

#include <stdbool.h>

struct perf_session;
struct hist_browser_ops;

/*
 * Browses the hists (evsel->priv) of the session's events, sorted here, with ops's display
 * settings (its arg, header_info, annotate and event fields are set here). True when the
 * browser ran to its end; false when no event has samples or the browser failed (the caller
 * prints instead).
 */
bool report_browse__run(struct perf_session *session, const char *input,
			struct hist_browser_ops *ops);

#endif
