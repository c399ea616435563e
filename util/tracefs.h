/* SPDX-License-Identifier: GPL-2.0 */
/* Finding (or mounting) tracefs; tracepoint ids, formats and the list of events. */
#ifndef PERF_TRACEFS_H
#define PERF_TRACEFS_H

#include <stddef.h>

/*
 * The tracefs mount point (/sys/kernel/tracing or debugfs' tracing/), mounting it at
 * /sys/kernel/tracing when it is absent and we may. NULL with errno set when unavailable.
 */
const char *tracefs__mountpoint(void);
/* mountpoint/rel, allocated; NULL when tracefs is unavailable. */
char *tracefs__path(const char *rel);
/* The id of tracepoint sys:name, or -ENOENT / -errno. */
int tracefs__event_id(const char *sys, const char *name);
/* The format file text of sys:name (allocated), or NULL. */
char *tracefs__event_format(const char *sys, const char *name);

#endif
