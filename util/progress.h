/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Progress of a long read on the terminal, as Linux perf's "Processing events..." bar: shown
 * only once the work has lasted about a second, redrawn a few times a second at most, and
 * erased when it ends, so that the command's output is the same as without it. In the TUI
 * (before the browser) a box across the screen; else one line on the terminal stderr is on,
 * and only when stdout is a terminal too (or the pager, which then never gets the line):
 * nothing with -q, nor for output into a pipe or a file.
 *
 *	struct progress *p = progress__new("Processing events...", total, use_tui); // NULL: off
 *	perf_session__set_progress(session, progress__update, p);
 *	... perf_session__process_events(session, tool) ...
 *	progress__end(p, browsing);   // keep the TUI's screen up for the browser
 *
 * PERF_PROGRESS_DELAY_MS sets the delay before it shows (1000; 0: at once). Tests also set
 * PERF_PROGRESS_HOLD_MS: a pause after each redraw, so that a terminal test sees it.
 */
#ifndef PERF_PROGRESS_H
#define PERF_PROGRESS_H

#include <stdbool.h>

#include "util.h"

struct progress;

/* total: the bytes to go through, 0 when unknown (a stream: bytes read only). NULL: off. */
struct progress *progress__new(const char *title, u64 total, bool tui);
/*
 * pos bytes done (~0: the walk is over, the line erased; the TUI's box stays until the end).
 * Called often (perf_session__set_progress); reads the clock only. Ctrl-C in the TUI's
 * box: the terminal given back, then perf ends as Ctrl-C ends it without the box.
 * Always 0 (a session's progress callback).
 */
int progress__update(void *p, u64 pos);
/* Erased and freed; keep_screen: the TUI's screen stays up for the next view (tui__keep). */
void progress__end(struct progress *p, bool keep_screen);

#endif
