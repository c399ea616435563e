/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The interactive hist browser of perf report and perf top, in the terminal (ncurses): the
 * entries of one hists as --stdio prints them, one per row, with the hot ones coloured;
 * call graphs expand under their entry; zoom to a DSO or thread, filter by symbol, sort
 * by another column, header info and help in a text view.
 *
 *	struct hist_browser_ops ops = { .arg = ..., .tick = ..., .header_info = ... };
 *	if (hist_browser__usable())
 *		err = hist_browser__run(hists, "cpu-clock", &ops);
 *
 * The caller has sorted the hists (hists__output_resort); tick (perf top) may change them
 * between two draws, and says so. The terminal is restored on every return.
 */
#ifndef PERF_BROWSER_H
#define PERF_BROWSER_H

#include <stdbool.h>
#include <stdio.h>

struct hists;
struct hist_entry;

#define HIST_BROWSER_REDRAW 1
#define HIST_BROWSER_RESET 2

struct hist_browser_ops {
	void *arg;
	/*
	 * Called about every 100 ms while waiting for a key (NULL: never). Returns <0 to
	 * leave, else flags: HIST_BROWSER_REDRAW when the hists are ready to be shown again,
	 * HIST_BROWSER_RESET when every entry, task and DSO was replaced (zoom, expansions
	 * and selection are dropped). Without REDRAW the screen stays as it is until a key.
	 */
	int (*tick)(void *arg);
	/* 'i': the header facts, written to fp (NULL: "no header information"). */
	void (*header_info)(void *arg, FILE *fp);
	/*
	 * 'a': the annotation of an entry's symbol, written to fp, 0 or -errno (NULL, or
	 * -EOPNOTSUPP: the browser says "annotate: not available"). Plug perf annotate here.
	 */
	int (*annotate)(void *arg, struct hist_entry *he, FILE *fp);
	/*
	 * The annotation follows the data: annotate is called again (with a copy of the
	 * entry: only its key values are valid) after each tick that returns REDRAW.
	 */
	bool annotate_live;
	bool show_callchain; /* the hists have call graphs worth expanding */
	bool sort_by_sym_first; /* as hists_print_opts */
	double percent_limit;
	const char *help_extra; /* a command's own keys for the help text */
	int nr_events, event_idx; /* several events: Tab returns 1 to show the next */
};

/*
 * The browser can run: stdin and stdout are terminals (not a pipe or the pager) and TERM
 * names a terminal ncurses knows.
 */
bool hist_browser__usable(void);

/*
 * Browse until q (or ^C, or tick < 0): 0; Tab with several events: 1 (the caller shows the
 * next); -errno when the terminal cannot be set up.
 */
int hist_browser__run(struct hists *hists, const char *evname, const struct hist_browser_ops *ops);

#endif
