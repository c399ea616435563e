/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The kernel's function tracers driven through tracefs for perf ftrace: the settings it
 * changes (current_tracer, the filters, the pid list, options/...) are read before perf
 * writes to them and put back as they were, whatever ends the command.
 */
#ifndef PERF_FTRACE_H
#define PERF_FTRACE_H

#include <stdbool.h>
#include <stddef.h>

struct perf_cpu_map;

struct ftrace_setting {
	char *name; /* relative to the tracefs mount: "set_ftrace_filter", "options/irq-info" */
	char *saved; /* the content before, as the kernel printed it */
	bool list; /* entries (functions, pids) written back one by one */
	bool changed; /* perf opened it for writing: to be put back */
};

struct ftrace_settings {
	struct ftrace_setting *v;
	size_t nr, alloc;
};

/*
 * Reads and keeps a tracefs file's content before it is changed (once per name). 0, or
 * -errno: -ENOENT when this kernel lacks the file, -ENODEV when tracefs is unavailable.
 */
int ftrace_settings__save(struct ftrace_settings *s, const char *name, bool list);
/* The saved content of name (NULL when it was not saved). */
const char *ftrace_settings__saved(const struct ftrace_settings *s, const char *name);
/*
 * Replaces a saved file's content: a value, or for a list file the entries of val (separated
 * by spaces or newlines) one write each, after emptying it. 0 or -errno; when the kernel
 * refuses an entry, *refused (when not NULL) points at it in val.
 */
int ftrace_settings__set(struct ftrace_settings *s, const char *name, const char *val,
			 const char **refused);
/*
 * Puts back every file perf changed, in the reverse order of saving, the tracer first set to
 * nop so that the filters put back never apply to perf's tracer. Returns how many files the
 * kernel refused (each said in a warning line). Idempotent.
 */
int ftrace_settings__restore(struct ftrace_settings *s);
void ftrace_settings__exit(struct ftrace_settings *s);

/* tracing_cpumask's format of a CPU map ("3", "1,00000000"): 0, or -ENOSPC when len is short. */
int ftrace__cpumask(const struct perf_cpu_map *cpus, char *buf, size_t len);
/* Whether available_tracers lists name: 1, 0, or -errno when it cannot be read. */
int ftrace__has_tracer(const char *name);
/*
 * Prints the lines of available_filter_functions whose function matches glob (all when
 * NULL) to stdout. 0 or -errno.
 */
int ftrace__list_functions(const char *glob);

#endif
