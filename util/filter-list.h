/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The comma lists that select samples in report and script: names (--comms, --dsos,
 * --symbols), ids (--pid, --tid) and CPUs (--cpu, kept as a bitmap for a per-sample test).
 */
#ifndef PERF_FILTER_LIST_H
#define PERF_FILTER_LIST_H

#include <stdbool.h>

#include "time-filter.h"
#include "util.h"

struct str_list {
	char **items;
	int nr;
};

struct int_list {
	int *items;
	int nr;
};

struct cpu_filter {
	unsigned char *bits; /* NULL: every CPU */
	u32 nbits;
};

void str_list__parse(struct str_list *l, const char *s);
bool str_list__has(const struct str_list *l, const char *s);
void str_list__exit(struct str_list *l);

/* 0, or -EINVAL when an entry is not a number. */
int int_list__parse(struct int_list *l, const char *s);
bool int_list__has(const struct int_list *l, int v);
void int_list__exit(struct int_list *l);

/* "0-3,7"; 0, or -EINVAL on a bad list. */
int cpu_filter__parse(struct cpu_filter *f, const char *list);
/* True when there is no filter or cpu is in it. */
static inline bool cpu_filter__has(const struct cpu_filter *f, u32 cpu)
{
	return !f->bits || (cpu < f->nbits && (f->bits[cpu / 8] & (1 << (cpu % 8))));
}
void cpu_filter__exit(struct cpu_filter *f);

/* The sample filters of a command: each list empty when its option was not given. */
struct sample_filters {
	struct str_list dsos, comms, syms;
	const char *sym_substr; /* --symbol-filter: symbols whose name contains it */
	struct int_list pids, tids;
	struct cpu_filter cpus;
	/* --parallelism: the samples at these parallelism levels (hist_key_vals.parallelism) */
	struct cpu_filter parallelism;
	struct time_filter time; /* --time, once the file says its sample times */
};

/* --dsos keeps an object given by its short or its full name (no list: every one). */
static inline bool sample_filters__has_dso(const struct sample_filters *f, const char *short_name,
					   const char *long_name)
{
	return !f->dsos.nr || (short_name && (str_list__has(&f->dsos, short_name) ||
					      str_list__has(&f->dsos, long_name)));
}

/* The options' strings (NULL: not given). */
struct sample_filters_spec {
	const char *dsos, *comms, *syms, *pids, *tids, *cpus, *sym_substr, *parallelism;
	const char *time;
};

/* 0, or -EINVAL with a pr_err "perf <cmd>: --pid: invalid list '...'". */
int sample_filters__setup(struct sample_filters *f, const struct sample_filters_spec *spec,
			  const char *cmd);
/*
 * --time, parsed once the file is open: slices need its first and last sample times
 * (HEADER_SAMPLE_TIME). 0, or -EINVAL with a pr_err "perf <cmd>: invalid --time ...".
 */
struct perf_env;
int sample_filters__setup_time(struct sample_filters *f, const struct sample_filters_spec *spec,
			       const struct perf_env *env, const char *cmd);
void sample_filters__exit(struct sample_filters *f);
/*
 * What the filters in use read of a sample (enum sample_input): a cache of per-sample
 * results must key on these, since the filters tell such samples apart.
 */
unsigned int sample_filters__inputs(const struct sample_filters *f);

#endif
