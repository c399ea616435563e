/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The system calls of x86_64 by number and name: the kernel's list (<asm/unistd_64.h>),
 * turned into a table when perf is built, so that it is never typed by hand.
 */
#ifndef PERF_SYSCALLTBL_H
#define PERF_SYSCALLTBL_H

/* The name of system call id, or NULL when the table has none. */
const char *syscalltbl__name(int id);
/* The number of the system call named name, or -1. */
int syscalltbl__id(const char *name);
/* One more than the highest number in the table. */
int syscalltbl__nr(void);
/*
 * Calls cb for each system call whose name matches the fnmatch(3) glob, in number order;
 * stops when cb returns non-zero and returns that value, else the number of matches.
 */
int syscalltbl__for_each_glob(const char *glob, int (*cb)(int id, const char *name, void *data),
			      void *data);

#endif
