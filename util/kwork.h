/* SPDX-License-Identifier: GPL-2.0 */
/*
 * perf kwork: the time the kernel spends in its deferred work, read from the irq, softirq
 * and workqueue tracepoints of a recording. A work is one irq line, one softirq vector or
 * one work item, on one CPU. Its events (raise, entry, exit) are paired as they come:
 * runtime is exit - entry (report), delay is entry - raise (latency); timehist prints
 * each run as it ends. The layouts, widths and orders are Linux perf 6.1's.
 */
#ifndef PERF_UTIL_KWORK_H
#define PERF_UTIL_KWORK_H

#include <stdbool.h>
#include <stddef.h>

#include "util/util.h"

struct evlist;
struct evsel;
struct machine;
struct perf_env;
struct perf_sample;
struct perf_session_stats;
struct cpu_filter;

enum kwork_class_id { KWORK_IRQ, KWORK_SOFTIRQ, KWORK_WORKQUEUE, KWORK_NR_CLASSES };

enum kwork_report { KWORK_RUNTIME, KWORK_LATENCY, KWORK_TIMEHIST };

enum kwork_sort_key {
	KWORK_SORT_ID,
	KWORK_SORT_MAX,
	KWORK_SORT_COUNT,
	KWORK_SORT_RUNTIME,
	KWORK_SORT_AVG
};

#define KWORK_MAX_SORT_KEYS 16

struct kwork_opts {
	enum kwork_report report;
	/* the classes, in the order -k gave them (all three when it was not given) */
	enum kwork_class_id classes[KWORK_NR_CLASSES];
	int nr_classes;
	enum kwork_sort_key sort[KWORK_MAX_SORT_KEYS];
	int nr_sort;
	const struct cpu_filter *cpus; /* -C, NULL: all */
	u64 time_start, time_end; /* --time, 0: open */
	const char *name; /* -n: the works of that name (irq name, softirq or function) */
	bool summary; /* -S */
	bool callchain; /* -g: the entry's call chain on each timehist line */
	unsigned int max_stack;
};

/*
 * -k's list ("irq,softirq"; commas or spaces) into o->classes; a class named twice counts
 * once. 0, or -EINVAL with the unknown name in bad.
 */
int kwork__parse_classes(struct kwork_opts *o, const char *list, char *bad, size_t len);
/* -s's list into o->sort. 0, or -EINVAL with the unknown key in bad. */
int kwork__parse_sort(struct kwork_opts *o, const char *list, char *bad, size_t len);

/* The tracepoints perf kwork record asks for, for o's classes; up to max; how many. */
int kwork__record_events(const struct kwork_opts *o, const char **names, int max);

struct kwork;

/*
 * For the recording's events (evlist, with the formats of env's tracing data) and its
 * machine (the workqueue functions' names). Without tracepoint formats every table is empty.
 */
struct kwork *kwork__new(const struct kwork_opts *o, struct evlist *evlist,
			 const struct perf_env *env, struct machine *machine);
void kwork__delete(struct kwork *kw);

/* One sample; timehist prints a line when it ends a run. */
void kwork__sample(struct kwork *kw, struct evsel *evsel, const struct perf_sample *sample);

/* timehist's three header lines. */
void kwork__print_timehist_header(void);
/* report's or latency's table, the summary (-S), and the lost and skipped events lines. */
void kwork__print(struct kwork *kw, const struct perf_session_stats *stats);

#endif
