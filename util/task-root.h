/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A task's root directory: whether it is another than ours (the task runs in a container's
 * mount namespace, or chroot()ed), and the files such tasks map, opened through
 * /proc/PID/root while they run. perf record keeps those open, so that at the end, when the
 * container's tasks may be gone, it still reads their build-ids and copies them into the
 * build-id cache (the same names on the host are other files, or none).
 */
#ifndef PERF_TASK_ROOT_H
#define PERF_TASK_ROOT_H

#include <stdbool.h>
#include <stddef.h>

/* Task pid sees another root than this process (false when it cannot be told). */
bool task__has_other_root(int pid);

struct task_root_files;

struct task_root_files *task_root_files__new(void);
/* Closes the files. NULL is fine. */
void task_root_files__delete(struct task_root_files *f);

/*
 * Task pid mapped filename (an MMAP2 record's): when the task has another root, open the
 * file there and keep it, once per name (the first task's). Best effort: a task already
 * gone, a name that is no file there, is left out.
 */
void task_root_files__note(struct task_root_files *f, int pid, const char *filename);

/*
 * A path this process reads filename's file at, for a name a task with another root
 * mapped ("/proc/self/fd/N"), into buf; or NULL.
 */
const char *task_root_files__path(const struct task_root_files *f, const char *filename, char *buf,
				  size_t len);

#endif
