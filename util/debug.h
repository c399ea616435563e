/* SPDX-License-Identifier: GPL-2.0 */
/* Messages on stderr, honouring -v (more) and -q (errors only). */
#ifndef PERF_DEBUG_H
#define PERF_DEBUG_H

#include <stdarg.h>

extern int verbose; /* -v count; -1 with -q */
extern int quiet;

/*
 * Called before a message is printed, when set: a progress line on the terminal
 * (util/progress.h) erases itself so that the message starts a clean line.
 */
extern void (*eprintf_before)(void);

void eprintf(int level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Errors always print; warnings and info not with -q; debug at -v, debug2 at -vv. */
#define pr_err(fmt, ...) eprintf(-1000, fmt, ##__VA_ARGS__)
#define pr_warning(fmt, ...) eprintf(0, fmt, ##__VA_ARGS__)
#define pr_info(fmt, ...) eprintf(0, fmt, ##__VA_ARGS__)
#define pr_debug(fmt, ...) eprintf(1, fmt, ##__VA_ARGS__)
#define pr_debug2(fmt, ...) eprintf(2, fmt, ##__VA_ARGS__)
#define pr_debug3(fmt, ...) eprintf(3, fmt, ##__VA_ARGS__)

/* Print a warning only the first time this call site is reached. */
#define pr_warning_once(fmt, ...)                                \
	do {                                                     \
		static int __warned;                             \
		if (!__warned) {                                 \
			__warned = 1;                            \
			pr_warning(fmt, ##__VA_ARGS__);          \
		}                                                \
	} while (0)

#endif
