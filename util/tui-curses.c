// SPDX-License-Identifier: GPL-2.0
/*
 * ncurses, loaded when the terminal UI first starts: see tui-curses.h. The library's soname
 * is the one the build's headers belong to (NCURSES_SONAME, from the Makefile): its
 * structures' layout is theirs.
 */
#include <dlfcn.h>
#include <stdio.h>

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

#define MEMBER(ret, name, params, args) ret(*name) params;
#define MEMBER_V(name, params, args) void(*name) params;
static struct {
	TUI_CURSES_FUNCTIONS(MEMBER, MEMBER_V)
} fn;

#define WRAP(ret, name, params, args) \
	ret name params               \
	{                             \
		return fn.name args;  \
	}
#define WRAP_V(name, params, args) \
	void name params           \
	{                          \
		fn.name args;      \
	}
TUI_CURSES_FUNCTIONS(WRAP, WRAP_V)

/* dlsym into *p (a function pointer's or a variable's address, as void **): false if absent */
static bool sym(void *h, const char *name, void **p)
{
	*p = dlsym(h, name);
	return *p != NULL;
}

int tui_curses__load(void)
{
	static int state; /* 0: not tried; 1: loaded; -1: failed (said once) */
	void *h, *vars[4];
	bool ok;

	if (state)
		return state > 0 ? 0 : -1;
	h = dlopen(NCURSES_SONAME, RTLD_NOW | RTLD_LOCAL);
	ok = h != NULL;
#define LOAD(ret, name, params, args) ok = ok && sym(h, #name, (void **)&fn.name);
#define LOAD_V(name, params, args) ok = ok && sym(h, #name, (void **)&fn.name);
	TUI_CURSES_FUNCTIONS(LOAD, LOAD_V)
	ok = ok && sym(h, "stdscr", &vars[0]) && sym(h, "COLS", &vars[1]) &&
	     sym(h, "LINES", &vars[2]) && sym(h, "acs_map", &vars[3]);
	if (!ok) {
		const char *why = h ? "a function is missing" : dlerror();

		fprintf(stderr, "ncurses (%s) cannot be loaded: %s; printing instead\n",
			NCURSES_SONAME, why ? why : "not found");
		if (h)
			dlclose(h);
		state = -1;
		return -1;
	}
	tui_stdscr = vars[0];
	tui_COLS = vars[1];
	tui_LINES = vars[2];
	tui_acs_map = vars[3];
	state = 1;
	return 0;
}
