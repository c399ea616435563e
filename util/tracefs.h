/* SPDX-License-Identifier: GPL-2.0 */
/* Finding (or mounting) tracefs; tracepoint ids, formats and the list of events. */
#ifndef PERF_TRACEFS_H
#define PERF_TRACEFS_H

#include <stdbool.h>
#include <stddef.h>

/*
 * The tracefs mount point (/sys/kernel/tracing or debugfs' tracing/), mounting it at
 * /sys/kernel/tracing when it is absent and we may. NULL with errno set when unavailable.
 */
const char *tracefs__mountpoint(void);
/*
 * Why tracefs__mountpoint() failed, in words that follow "tracefs is": "not mounted and
 * could not be mounted (...)", or "mounted at X but not readable by this user (...)" (an
 * ordinary user, mode 0700).
 */
const char *tracefs__strerror(char *buf, size_t len);
/* mountpoint/rel, allocated; NULL when tracefs is unavailable. */
char *tracefs__path(const char *rel);
/* The id of tracepoint sys:name, or -ENOENT / -errno. */
int tracefs__event_id(const char *sys, const char *name);
/* The format file text of sys:name (allocated), or NULL. */
char *tracefs__event_format(const char *sys, const char *name);

/*
 * Calls cb for each tracepoint whose system and name match the fnmatch(3) globs (NULL
 * matches all), systems and events in alphabetical order. Stops when cb returns non-zero
 * and returns that value; else the number of matching tracepoints (cb may be NULL to count),
 * or -errno when tracefs is unavailable.
 */
int tracefs__for_each_event(const char *sys_glob, const char *name_glob,
			    int (*cb)(const char *sys, const char *name, void *data), void *data);
/* Whether events/<sys> exists (a tracepoint system, e.g. "sched"). */
bool tracefs__system_exists(const char *sys);

#endif
