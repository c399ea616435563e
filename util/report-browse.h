/* SPDX-License-Identifier: GPL-2.0 */
/*
 * perf report in the interactive browser (util/browser.h): the events that have samples in
 * turn (Tab, shift-Tab), 'i' the file's header.
 */
#ifndef PERF_REPORT_BROWSE_H
#define PERF_REPORT_BROWSE_H

#include <stdbool.h>

struct perf_session;
struct hist_browser_ops;

/*
 * Browses the hists (evsel->priv) of the session's events, sorted here, with ops's display
 * settings (its arg, header_info, input, freq and event fields are set here; addr_hits, the
 * samples counted by address for annotate, and switch_path are the caller's). 0 when the
 * browser ran to its end, 1 when 's' chose another data file (in ops->switch_path);
 * -ENOENT when no event has samples, or -errno when the browser failed (the caller prints
 * instead).
 */
int report_browse__run(struct perf_session *session, const char *input,
		       struct hist_browser_ops *ops);

#endif
