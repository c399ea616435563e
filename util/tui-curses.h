/* SPDX-License-Identifier: GPL-2.0 */
/*
 * ncurses as the terminal UI's files see it, loaded when the UI first starts
 * (tui_curses__load) rather than linked: linked, ncursesw and tinfo cost every command,
 * `perf report --stdio` included, ~0.6 MB of RSS at start (their relocations and
 * initialisation). Include this instead of <curses.h>: the functions the UI calls become
 * tui_-prefixed wrappers (tui-curses.c) that call ncurses' own through pointers, and its
 * variables (stdscr, COLS, LINES, acs_map) are read through pointers set at the load. Only
 * what is listed here may be used; a new ncurses function the UI calls gets its line in
 * both lists (the link fails without the wrapper).
 */
#ifndef PERF_TUI_CURSES_H
#define PERF_TUI_CURSES_H

#include <stdbool.h>

#define cbreak tui_cbreak
#define curs_set tui_curs_set
#define delscreen tui_delscreen
#define endwin tui_endwin
#define has_colors tui_has_colors
#define init_pair tui_init_pair
#define keypad tui_keypad
#define newterm tui_newterm
#define noecho tui_noecho
#define nonl tui_nonl
#define set_escdelay tui_set_escdelay
#define set_term tui_set_term
#define start_color tui_start_color
#define use_default_colors tui_use_default_colors
#define waddch tui_waddch
#define waddnstr tui_waddnstr
#define wattr_off tui_wattr_off
#define wattr_on tui_wattr_on
#define wclear tui_wclear
#define wclrtoeol tui_wclrtoeol
#define werase tui_werase
#define wgetch tui_wgetch
#define whline tui_whline
#define wmove tui_wmove
#define wrefresh tui_wrefresh
#define wtimeout tui_wtimeout
#define wvline tui_wvline

/* (declared by <curses.h> as pointers: "extern int (*tui_COLS);") */
#define stdscr (*tui_stdscr)
#define COLS (*tui_COLS)
#define LINES (*tui_LINES)
#define acs_map (*tui_acs_map)

#include <curses.h>

/*
 * The wrapped functions: F(return type, name, (parameters), (arguments)); V for those
 * returning void.
 */
#define TUI_CURSES_FUNCTIONS(F, V)                                                              \
	F(int, cbreak, (void), ())                                                              \
	F(int, curs_set, (int a), (a))                                                          \
	V(delscreen, (SCREEN * a), (a))                                                         \
	F(int, endwin, (void), ())                                                              \
	F(bool, has_colors, (void), ())                                                         \
	F(int, init_pair, (NCURSES_PAIRS_T a, NCURSES_COLOR_T b, NCURSES_COLOR_T c), (a, b, c)) \
	F(int, keypad, (WINDOW * a, bool b), (a, b))                                            \
	F(SCREEN *, newterm, (const char *a, FILE *b, FILE *c), (a, b, c))                      \
	F(int, noecho, (void), ())                                                              \
	F(int, nonl, (void), ())                                                                \
	F(int, set_escdelay, (int a), (a))                                                      \
	F(SCREEN *, set_term, (SCREEN * a), (a))                                                \
	F(int, start_color, (void), ())                                                         \
	F(int, use_default_colors, (void), ())                                                  \
	F(int, waddch, (WINDOW * a, const chtype b), (a, b))                                    \
	F(int, waddnstr, (WINDOW * a, const char *b, int c), (a, b, c))                         \
	F(int, wattr_off, (WINDOW * a, attr_t b, void *c), (a, b, c))                           \
	F(int, wattr_on, (WINDOW * a, attr_t b, void *c), (a, b, c))                            \
	F(int, wclear, (WINDOW * a), (a))                                                       \
	F(int, wclrtoeol, (WINDOW * a), (a))                                                    \
	F(int, werase, (WINDOW * a), (a))                                                       \
	F(int, wgetch, (WINDOW * a), (a))                                                       \
	F(int, whline, (WINDOW * a, chtype b, int c), (a, b, c))                                \
	F(int, wmove, (WINDOW * a, int b, int c), (a, b, c))                                    \
	F(int, wrefresh, (WINDOW * a), (a))                                                     \
	V(wtimeout, (WINDOW * a, int b), (a, b))                                                \
	F(int, wvline, (WINDOW * a, chtype b, int c), (a, b, c))

/*
 * Loads ncurses (once): 0, or -1 with one line on stderr saying why (the UI is then not
 * started: the caller prints instead, as on a terminal ncurses does not know).
 */
int tui_curses__load(void);

#endif
