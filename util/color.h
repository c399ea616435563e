/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Colours of the --stdio outputs, as Linux perf's defaults: on when stdout is a terminal or
 * goes through our pager, off otherwise; values (percentages, deltas, ratios) of 5 and more
 * red, above 0.5 green, by their absolute value.
 */
#ifndef PERF_COLOR_H
#define PERF_COLOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define PERF_COLOR_RED "\033[31m"
#define PERF_COLOR_GREEN "\033[32m"
#define PERF_COLOR_RESET "\033[m"

enum color_mode { COLOR_AUTO = -1, COLOR_NEVER = 0, COLOR_ALWAYS = 1 };

/* Set by --stdio-color/--no-color style options; COLOR_AUTO by default. */
void color__set_mode(enum color_mode mode);
/* Parses "always", "never", "auto" (--stdio-color's values): 0 or -EINVAL. */
int color__parse_mode(const char *s);
/* Whether to colour what is printed on f now. */
bool color__enabled(FILE *f);
/* Standard output or error is another file now (the pager's pipe): ask again. */
void color__terminals_changed(void);
/*
 * How hot a value is: what its colour says (the browsers draw the same heat in their own
 * colours, util/browser-diff.c).
 */
enum color_heat { COLOR_COLD, COLOR_WARM, COLOR_HOT };
enum color_heat color__heat(double percent);
/* The colour of that heat ("" for COLOR_COLD). */
const char *color__heat_code(enum color_heat heat);
/* The colour of a percentage ("" when none): red when COLOR_HOT, green when COLOR_WARM. */
const char *color__percent(double percent);
/*
 * Formats a percentage as "%*.2f%%" in width columns (the '%' included) into buf, wrapped
 * in its colour when colours are on for f; returns what snprintf returns (the escapes
 * count in it but take no columns on the terminal).
 */
int color__percent_snprintf(FILE *f, char *buf, size_t size, int width, double percent);

#endif
