/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The terminal of the interactive views (the hist browser, util/browser.h, and the annotate
 * view, util/browser-annotate.h) on ncurses: the screen taken and given back, keys with a
 * tick between them, the colours Linux perf's browsers use, and the widgets the views share
 * (a menu, a scrollable text view, a prompt, a yes/no question).
 *
 *	struct tui tui;
 *	if (tui__start(&tui)) ... ;           // -ENOTTY: print instead
 *	key = tui__key(&tick);                  // ERR: 100 ms went by (tick non-NULL)
 *	tui__stop(&tui);
 *
 * A tick (perf top's draining of its rings) goes on while a widget waits for a key; its
 * flags are ORed into the caller's: TUI_REDRAW (the data changed), TUI_RESET (everything
 * the caller points to was replaced), TUI_LEAVE (the tick or Ctrl-C said to quit).
 */
#ifndef PERF_TUI_H
#define PERF_TUI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define TUI_REDRAW 1
#define TUI_RESET 2
#define TUI_LEAVE 4

/* tui__key: Ctrl-C (or SIGTERM) came */
#define TUI_INTR (-2)

/* a control key (ncurses has no names for them) */
#define TUI_CTRL(c) ((c)&0x1f)

struct tui_tick {
	/* about every 100 ms while waiting for a key: < 0 to leave, else TUI_ flags */
	int (*fn)(void *arg);
	void *arg;
};

enum tui_color {
	TUI_NORMAL,
	TUI_TITLE, /* the title rows */
	TUI_SELECTED, /* the selected row */
	TUI_HOT, /* a share of 5% and more */
	TUI_WARM, /* of 0.5% and more */
	TUI_ADDR, /* the annotate view's jump labels */
	TUI_STATUS, /* the bottom row */
};

struct tui {
	void *screen;
	int saved_stderr;
	FILE *held_stderr;
	bool colors;
};

/*
 * Take the terminal (the alternate screen, keys one by one, Ctrl-C as a key). What is
 * written to stderr meanwhile is held and written out by tui__stop. 0, or -ENOTTY when
 * ncurses does not know the terminal.
 */
int tui__start(struct tui *t);
void tui__stop(struct tui *t);
/*
 * Leave t's screen up for the next tui__start to take over (a progress box before the
 * browser); tui__drop_kept gives it back when no view comes after all (at exit too).
 */
void tui__keep(struct tui *t);
void tui__drop_kept(void);
/* Ctrl-C (or SIGTERM) came while the terminal was taken. */
bool tui__interrupted(void);
/* Linux perf's progress box: title, and a bar done/total across the screen. */
void tui__progress(const char *title, unsigned long long done, unsigned long long total);

/* The next key; ERR after 100 ms when tick is non-NULL; TUI_INTR after Ctrl-C. */
int tui__key(const struct tui_tick *tick);
/*
 * The selection in a list of rows as Linux perf's browsers move it: no row is shown
 * selected until the first navigation key, which only shows it; Down and Up move one row
 * (the view follows by one), PgDn/Space and PgUp a page (only while there is one more
 * below, or above, the view), Home and End to the ends.
 */
struct tui_list {
	size_t nr, top, sel;
	bool shown; /* a navigation key came: the selection is drawn */
};

/*
 * Move for key; with more: also Ctrl-N and j (Down), Ctrl-P (Up), g and G (Home, End), keys
 * Linux perf's hist browser leaves unused. Whether it was one of those.
 */
bool tui_list__key(struct tui_list *l, int key, size_t height, bool more);
/* After nr, height or sel changed: sel within the rows, the view around it. */
void tui_list__fit(struct tui_list *l, size_t height);

/* Run the tick once: its flags (TUI_LEAVE for < 0 or Ctrl-C). */
int tui__run_tick(const struct tui_tick *tick);

/* The attributes of a colour (reverse and bold on a terminal without colours). */
int tui__attr(enum tui_color c);
/* Row y: s from column x to the end of the row, in colour c (fill: blanks up to the end). */
void tui__print(int y, int x, const char *s, enum tui_color c, bool fill);
/*
 * The scroll bar of a list shown in rows y0 .. y0 + height - 1, in column x: where l's
 * selection is among its rows, as Linux perf's browsers draw it once a row is selected.
 */
struct tui_list;
void tui__scrollbar(const struct tui_list *l, int y0, int height, int x);
/* The bottom row: msg, or the default help hint. */
void tui__status(const char *msg);

/*
 * "Samples: 12K of event 'cycles', 4000 Hz, Event count (approx.): 123456": the first
 * title row of Linux perf's browsers (freq 0: no Hz; plural: a group's "events"). Its length.
 */
size_t tui__event_title(char *buf, size_t size, unsigned long long nr_samples, const char *evname,
			bool plural, unsigned long long freq, unsigned long long total_period);

/*
 * A full-screen list of items; Up/Down choose, Enter or Right takes, Esc, Left or q gives
 * up. The index taken, or -1. *flags gets the ticks' (TUI_RESET gives up too).
 */
int tui__menu(const char *const *items, int nr, const struct tui_tick *tick, int *flags);

/*
 * A line of input in a box (title, a hint, the field): Enter takes it (0), Esc gives up
 * (-1). out holds what was typed.
 */
int tui__prompt(const char *title, const char *hint, char *out, size_t size,
		const struct tui_tick *tick, int *flags);

/* A question in a box: Enter (or y) true, Esc (or n) false. */
bool tui__confirm(const char *question, const struct tui_tick *tick, int *flags);

/*
 * What a text view shows: fill writes it to fp (0 or -errno); live: filled again after
 * each tick that brings new data (TUI_REDRAW).
 */
struct tui_text_source {
	int (*fill)(void *arg, FILE *fp);
	void *arg;
	bool live;
};

/*
 * A scrollable view of text under a title until q, Esc, Left or Enter (any_key: any key
 * but the scrolling ones). Returns the ticks' flags. Fill errors: -errno, nothing shown.
 */
int tui__text_view(const char *title, const struct tui_text_source *src, bool any_key,
		   const struct tui_tick *tick);

#endif
