/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The annotate view of the interactive browsers ('a' in perf report's and perf top's,
 * perf annotate on a terminal), as Linux perf's: a symbol's instructions and source lines
 * (util/annotate.h) with each instruction's share of the symbol's samples, the hot ones
 * coloured and the hottest selected; Tab and shift-Tab go from hot line to hot line, Enter
 * on a jump goes to its target and on a call annotates the callee (q, Esc or Left come
 * back), H goes to the hottest line.
 *
 *	struct annotate_browser_ops ops = { .samples = ..., .title = ..., .arg = ... };
 *	(the caller has taken the terminal: util/tui.h)
 *	flags = annotate_browser__run(&ops, dso, sym, msg, sizeof(msg));
 */
#ifndef PERF_BROWSER_ANNOTATE_H
#define PERF_BROWSER_ANNOTATE_H

#include <stdbool.h>
#include <stddef.h>
#include "util/util.h"

struct dso;
struct symbol;
struct annotated_sym;
struct tui_tick;

struct annotate_browser_ops {
	void *arg;
	/*
	 * sym's samples by address into s (s->hits allocated; the caller of samples frees
	 * them) and the event's totals, for the global percentages: 0 or -errno.
	 */
	int (*samples)(void *arg, struct dso *dso, struct symbol *sym, struct annotated_sym *s,
		       u64 *nr_samples, u64 *period);
	/* The first title row (the event, its samples), into buf. */
	void (*title)(void *arg, char *buf, size_t size);
	/* perf top: runs while the view waits for keys (NULL: none) */
	const struct tui_tick *tick;
	/* the samples are read again after each tick that brings new ones (perf top) */
	bool live;
	/* perf annotate: Left and Right (and < >) leave for the previous or next symbol */
	bool symbol_keys;
};

/* annotate_browser__run: Left or < (with symbol_keys), Right or > asked for another symbol */
#define ANNOTATE_BROWSER_PREV 8
#define ANNOTATE_BROWSER_NEXT 16

/*
 * Browse sym's annotation until the user goes back: the ticks' flags (TUI_RESET,
 * TUI_LEAVE of util/tui.h) and ANNOTATE_BROWSER_PREV/NEXT; or -errno when it cannot be
 * annotated, msg saying why in one line.
 */
int annotate_browser__run(const struct annotate_browser_ops *ops, struct dso *dso,
			  struct symbol *sym, char *msg, size_t msg_size);

#endif
