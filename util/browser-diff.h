/* SPDX-License-Identifier: GPL-2.0 */
/*
 * perf diff in the terminal (util/tui.h): the rows of the differential table (util/diff.h),
 * laid out and coloured as perf diff --stdio prints them, in a list with the hist browser's
 * keys (move, page, /, Esc, q, ?), and Enter: the selected row's call graph in both
 * recordings, one after the other, each under its file's name.
 *
 *	struct diff_browser_event ev = { .name = "cycles", .diff = &d, .hists = { &a, &b } };
 *	struct diff_browser_files files = { .path = { "old.data", "new.data" }, ... };
 *	if (hist_browser__usable())
 *		err = diff_browser__run(&ev, 1, &files);
 *
 * The caller has resorted each diff (diff__resort); the terminal is restored on return.
 */
#ifndef PERF_BROWSER_DIFF_H
#define PERF_BROWSER_DIFF_H

#include <stdbool.h>

struct diff;
struct hists;
struct callchain_param;

/* One event of the two files: its rows, and each file's hists of it. */
struct diff_browser_event {
	const char *name;
	struct diff *diff;
	/* the baseline's [0] and the new file's [1]; NULL: that file has not this event */
	struct hists *hists[2];
};

struct diff_browser_files {
	const char *path[2]; /* the baseline, the new file */
	bool callchains[2]; /* whether its samples have call chains (perf record -g) */
};

/*
 * Browse the events' rows (Tab, shift-Tab: the next, previous event) until q, Ctrl-C or
 * Esc confirmed: 0; -errno when the terminal cannot be set up (the caller prints instead).
 */
int diff_browser__run(struct diff_browser_event *events, int nr_events,
		      const struct diff_browser_files *files);

#endif
