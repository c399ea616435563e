// SPDX-License-Identifier: GPL-2.0
/*
 * ncurses, loaded when the terminal UI first starts: see tui-curses.h. The library's soname
 * is the one the build's headers belong to (NCURSES_SONAME, from the Makefile): its
 * structures' layout is theirs.
 */
#include <dlfcn.h>
#include <stdio.h>

#include "util/lazy-lib.h"
#include "util/tui-curses.h"

#ifndef NCURSES_SONAME
#define NCURSES_SONAME "libncursesw.so.6"
#endif

/* (ncurses' variables until it is loaded: nothing reads them before the UI starts) */
static WINDOW *no_stdscr;
static int no_size;
static chtype no_acs_map[128];

WINDOW **tui_stdscr = &no_stdscr;
int *tui_COLS = &no_size;
int *tui_LINES = &no_size;
chtype (*tui_acs_map)[] = &no_acs_map;

static struct lazy_lib ncurses = { .soname = NCURSES_SONAME };

/* (called only once tui_curses__load found every one) */
#define WRAP(ret, name, params, args) LAZY_LIB_WRAPPER(ncurses, ret, name, #name, params, args)
#define WRAP_V(name, params, args) LAZY_LIB_WRAPPER_V(ncurses, name, #name, params, args)
TUI_CURSES_FUNCTIONS(WRAP, WRAP_V)

int tui_curses__load(void)
{
	static int state; /* 0: not tried; 1: loaded; -1: failed (said once) */
	const char *why = NULL;
	void *h, *vars[4];

	if (state)
		return state > 0 ? 0 : -1;
	state = -1;
	if (lazy_lib__open(&ncurses, &why))
		goto fail;
	h = ncurses.handle;
#define CHECK(ret, name, params, args) \
	if (!why && !dlsym(h, #name))  \
		why = "it has no " #name;
#define CHECK_V(name, params, args)   \
	if (!why && !dlsym(h, #name)) \
		why = "it has no " #name;
	TUI_CURSES_FUNCTIONS(CHECK, CHECK_V)
	if (!why && (!(vars[0] = dlsym(h, "stdscr")) || !(vars[1] = dlsym(h, "COLS")) ||
		     !(vars[2] = dlsym(h, "LINES")) || !(vars[3] = dlsym(h, "acs_map"))))
		why = "a variable is missing";
	if (why)
		goto fail;
	tui_stdscr = vars[0];
	tui_COLS = vars[1];
	tui_LINES = vars[2];
	tui_acs_map = vars[3];
	state = 1;
	return 0;
fail:
	fprintf(stderr, "ncurses (%s) cannot be loaded: %s; printing instead\n", NCURSES_SONAME,
		why);
	return -1;
}
