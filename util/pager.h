/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The pager: on a terminal, a command's output goes through $PERF_PAGER, else $PAGER, else
 * "less" (with LESS=FRSX unless the user set LESS), as Linux perf does. Never when stdout
 * is not a terminal; an empty PERF_PAGER/PAGER or "cat" means no pager.
 */
#ifndef PERF_PAGER_H
#define PERF_PAGER_H

#include <stdbool.h>

/* Starts the pager if stdout is a terminal; waits for it at exit. */
void setup_pager(void);
/* The output goes through a pager (colours stay on although stdout is a pipe). */
bool pager_in_use(void);

/*
 * The terminal stderr was on before the pager took it (-1: none, or no pager): where a
 * progress line goes while the output is paged, so that it never lands in the pager's text.
 */
int pager__terminal_fd(void);

/*
 * A command that may take the terminal for itself (perf report's browser) is not paged
 * by perf.c up front: perf.c defers the pager, and the command starts it, once its
 * options say it prints text after all (nothing happens when the pager was not wanted).
 */
void pager__defer(void);
void pager__start_deferred(void);

#endif
