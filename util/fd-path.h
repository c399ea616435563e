/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The files behind processes' fds, as perf trace names them ("3</etc/hostname>"): read from
 * /proc/PID/fd/FD when an fd is first seen or opened, and remembered until it is closed, so
 * that the name outlives a short-lived file and process.
 */
#ifndef PERF_FD_PATH_H
#define PERF_FD_PATH_H

struct fd_paths;

/* An empty table: NULL when out of memory. */
struct fd_paths *fd_paths__new(void);
void fd_paths__delete(struct fd_paths *fp);
/* The path of fd in process pid (the table's), or NULL when it cannot be known. */
const char *fd_paths__get(struct fd_paths *fp, int pid, int fd);
/* fd was just opened in pid: its path is read now, replacing what was known. */
void fd_paths__opened(struct fd_paths *fp, int pid, int fd);
/* fd was just opened in pid, and the name it was opened by is known: path. */
void fd_paths__set(struct fd_paths *fp, int pid, int fd, const char *path);
/* fd was closed in pid. */
void fd_paths__forget(struct fd_paths *fp, int pid, int fd);

#endif
