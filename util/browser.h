/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The interactive hist browser of perf report and perf top, in the terminal (util/tui.h),
 * with Linux perf's keys: the entries of one hists as --stdio prints them, one per row,
 * their percentages coloured; call graphs fold out under their entry level by level, each
 * frame a row; zooms to a DSO, thread or the kernel, a symbol filter, a percent limit, the
 * context menu (Enter), annotate (the annotate view, util/browser-annotate.h), the rows
 * printed to perf.hist.N, perf script on the samples, another data file, header info and
 * help.
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
#include <stddef.h>
#include <stdio.h>

#include "util/tui.h"
#include "util/util.h"

struct hists;
struct hist_entry;
struct addr_hits;

#define HIST_BROWSER_REDRAW TUI_REDRAW
#define HIST_BROWSER_RESET TUI_RESET

/* hist_browser__run's returns besides 0 and -errno */
#define HIST_BROWSER_NEXT_EVENT 1 /* Tab */
#define HIST_BROWSER_PREV_EVENT 2 /* shift-Tab */
#define HIST_BROWSER_SWITCH 3 /* 's': ops->switch_path names another data file */

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
	 * 'a': the samples by address the per-sample iterator counted (util/annotate.h; NULL:
	 * the browser says annotate is not available).
	 */
	struct addr_hits *addr_hits;
	/* the annotate view follows the samples after each tick that returns REDRAW */
	bool annotate_live;
	bool show_callchain; /* the hists have call graphs worth expanding */
	bool sort_by_sym_first; /* as hists_print_opts (flat and folded call graphs) */
	double percent_limit;
	const char *help_extra; /* a command's own keys for the help text */
	int nr_events, event_idx; /* several events: Tab and shift-Tab go to the others */
	u64 freq; /* the event's sampling frequency, 0 for a period: the titles' "N Hz" */
	bool title_freq; /* ... in the browser's title too (perf top) */
	/*
	 * What the event's values are, said in the title after its counts when the events
	 * differ in kind (record --off-cpu: "on-CPU", "off-CPU time, ns"); NULL: nothing
	 */
	const char *event_label;
	/*
	 * perf top: the key columns as wide as their rows alone, their headers cut to that
	 * ("Shared O"), as Linux perf top's browser; report's are as wide as their headers
	 */
	bool narrow_headers;
	/* perf top: what its title adds after the event count (" lost: 0/0 drop: 0/0") */
	void (*title_extra)(void *arg, char *buf, size_t size);
	/* the data file: 'r' runs perf script on it (NULL: a live session) */
	const char *input;
	/* 's': where the browser puts the data file chosen (NULL: no switching) */
	char *switch_path;
	size_t switch_path_size;
};

/*
 * The browser can run: stdin and stdout are terminals (not a pipe or the pager) and TERM
 * names a terminal ncurses knows.
 */
bool hist_browser__usable(void);

/*
 * Browse until q (or ^C, or tick < 0): 0; Tab, shift-Tab with several events:
 * HIST_BROWSER_NEXT_EVENT, HIST_BROWSER_PREV_EVENT (the caller shows that one); 's' with a
 * file chosen: HIST_BROWSER_SWITCH; -errno when the terminal cannot be set up.
 */
int hist_browser__run(struct hists *hists, const char *evname, const struct hist_browser_ops *ops);

#endif
