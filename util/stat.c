// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cpumap.h"
#include "debug.h"
#include "evlist.h"
#include "stat.h"
#include "thread_map.h"

void init_stats(struct stats *s)
{
	s->n = 0;
	s->mean = 0;
	s->M2 = 0;
}

void update_stats(struct stats *s, double val)
{
	double delta;

	s->n++;
	delta = val - s->mean;
	s->mean += delta / s->n;
	s->M2 += delta * (val - s->mean);
}

double avg_stats(const struct stats *s)
{
	return s->mean;
}

double stddev_stats(const struct stats *s)
{
	double variance;

	if (s->n < 2)
		return 0.0;
	variance = s->M2 / (s->n - 1);
	/* the spread of the mean of n runs, not of one run */
	return sqrt(variance / s->n);
}

double rel_stddev_stats(double stddev, double avg)
{
	return avg ? 100.0 * stddev / avg : 0.0;
}

static bool evsel__is_clock(const struct evsel *evsel)
{
	return evsel->attr.type == PERF_TYPE_SOFTWARE &&
	       (evsel->attr.config == PERF_COUNT_SW_TASK_CLOCK ||
		evsel->attr.config == PERF_COUNT_SW_CPU_CLOCK);
}

void perf_stat__alloc(struct evlist *evlist)
{
	struct evsel *evsel;

	evlist__for_each_entry(evlist, evsel) {
		struct stat_evsel *ps = evsel->priv;

		if (!ps) {
			ps = xzalloc(sizeof(*ps));
			evsel->priv = ps;
		}
		ps->supported = true;
		/* the clocks count nanoseconds; they are shown in milliseconds */
		ps->unit = evsel__is_clock(evsel) ? "msec" : "";
		ps->scale = evsel__is_clock(evsel) ? 1e-6 : 1.0;
		/* the tool events show their nanoseconds, as Linux perf */
		if (evsel->tool_event)
			ps->unit = "ns";
	}
}

void perf_stat__free(struct evlist *evlist)
{
	struct evsel *evsel;

	evlist__for_each_entry(evlist, evsel) {
		struct stat_evsel *ps = evsel->priv;

		if (!ps)
			continue;
		free(ps->counts);
		free(ps->prev);
		free(ps->aggr);
		free(ps);
		evsel->priv = NULL;
	}
}

int aggr_mode__to_file(enum aggr_mode mode)
{
	switch (mode) {
	case AGGR_NONE:
		return 0;
	case AGGR_SOCKET:
		return 2;
	case AGGR_DIE:
		return 3;
	case AGGR_CORE:
		return 4;
	case AGGR_THREAD:
		return 5;
	case AGGR_NODE:
		return 7;
	default:
		return 1;
	}
}

int aggr_mode__from_file(u64 val, enum aggr_mode *mode)
{
	static const int modes[] = {
		[0] = AGGR_NONE, [1] = AGGR_GLOBAL, [2] = AGGR_SOCKET, [3] = AGGR_DIE,
		[4] = AGGR_CORE, [5] = AGGR_THREAD, [6] = AGGR_GLOBAL, [7] = AGGR_NODE
	};

	/* 6 is Linux perf's "unset": the default, global */
	if (val >= ARRAY_SIZE(modes))
		return -EINVAL;
	*mode = modes[val];
	return 0;
}

/* The key of a cpu in the mode: the fields the mode groups by, the others -1. */
static struct cpu_topo_id aggr_key(enum aggr_mode mode, const struct cpu_topo_id *t)
{
	struct cpu_topo_id k = { -1, -1, -1, -1 };

	switch (mode) {
	case AGGR_CORE:
		k.core = t->core;
		/* fall through */
	case AGGR_DIE:
		k.die = t->die;
		/* fall through */
	case AGGR_SOCKET:
		k.socket = t->socket;
		break;
	case AGGR_NODE:
		k.node = t->node;
		break;
	default:
		break;
	}
	return k;
}

static int topo_cmp(const struct cpu_topo_id *a, const struct cpu_topo_id *b)
{
	if (a->node != b->node)
		return a->node < b->node ? -1 : 1;
	if (a->socket != b->socket)
		return a->socket < b->socket ? -1 : 1;
	if (a->die != b->die)
		return a->die < b->die ? -1 : 1;
	if (a->core != b->core)
		return a->core < b->core ? -1 : 1;
	return 0;
}

static int aggr_id_cmp(const void *pa, const void *pb)
{
	return topo_cmp(&((const struct aggr_id *)pa)->id, &((const struct aggr_id *)pb)->id);
}

void stat_config__init(struct stat_config *config)
{
	memset(config, 0, sizeof(*config));
	config->aggr_mode = AGGR_GLOBAL;
	config->scale = true;
	config->run_count = 1;
	config->csv_sep = " ";
	config->big_num = true;
	config->unit_width = 4;
}

void perf_stat__free_aggr(struct stat_config *config)
{
	free(config->aggr_ids);
	free(config->cpu_aggr);
	config->aggr_ids = NULL;
	config->cpu_aggr = NULL;
	config->nr_aggr_ids = 0;
	config->nr_cpu_aggr = 0;
}

/*
 * The aggregates of the topology modes for the CPUs of cpus (sorted by socket, die, core or
 * by node), into config->aggr_ids and config->cpu_aggr. Nothing for the other modes.
 */
static void perf_stat__setup_aggr(struct stat_config *config, const struct perf_cpu_map *cpus)
{
	struct cpu_topo_id *keys;
	int n = 0;

	perf_stat__free_aggr(config);
	if (!aggr_mode__by_topology(config->aggr_mode))
		return;
	keys = xcalloc(cpus->nr, sizeof(*keys));
	config->aggr_ids = xcalloc(cpus->nr, sizeof(*config->aggr_ids));
	config->cpu_aggr = xcalloc(cpus->nr, sizeof(*config->cpu_aggr));
	config->nr_cpu_aggr = cpus->nr;
	for (int i = 0; i < cpus->nr; i++) {
		struct cpu_topo_id t = { -1, -1, -1, 0 };
		int j;

		/* the "any cpu" entry of a dummy map has no place: it is its own aggregate */
		if (cpus->map[i] >= 0)
			cpu__get_topology(cpus->map[i], &t);
		keys[i] = aggr_key(config->aggr_mode, &t);
		for (j = 0; j < n; j++)
			if (!topo_cmp(&config->aggr_ids[j].id, &keys[i]))
				break;
		if (j == n)
			config->aggr_ids[n++].id = keys[i];
		config->aggr_ids[j].nr_cpus++;
	}
	qsort(config->aggr_ids, n, sizeof(*config->aggr_ids), aggr_id_cmp);
	for (int i = 0; i < cpus->nr; i++)
		for (int j = 0; j < n; j++)
			if (!topo_cmp(&config->aggr_ids[j].id, &keys[i]))
				config->cpu_aggr[i] = j;
	config->nr_aggr_ids = n;
	free(keys);
}

static int nr_aggr_for(const struct evlist *evlist, const struct stat_config *config)
{
	switch (config->aggr_mode) {
	case AGGR_NONE:
		return evlist->cpus->nr;
	case AGGR_THREAD:
		return evlist->threads->nr;
	case AGGR_SOCKET:
	case AGGR_DIE:
	case AGGR_CORE:
	case AGGR_NODE:
		return config->nr_aggr_ids ? config->nr_aggr_ids : 1;
	default:
		return 1;
	}
}

void perf_stat__setup_counts(struct evlist *evlist, struct stat_config *config)
{
	struct evsel *evsel;
	int nr = evlist->cpus->nr * evlist->threads->nr;
	int nr_aggr;

	if (aggr_mode__by_topology(config->aggr_mode) && config->nr_cpu_aggr != evlist->cpus->nr)
		perf_stat__setup_aggr(config, evlist->cpus);
	nr_aggr = nr_aggr_for(evlist, config);

	evlist__for_each_entry(evlist, evsel) {
		struct stat_evsel *ps = evsel->priv;

		if (ps->nr_counts != nr) {
			free(ps->counts);
			free(ps->prev);
			ps->counts = xcalloc(nr, sizeof(*ps->counts));
			ps->prev = xcalloc(nr, sizeof(*ps->prev));
			ps->nr_counts = nr;
		}
		/* the aggregates (and their -r statistics) live across runs */
		if (ps->nr_aggr != nr_aggr) {
			free(ps->aggr);
			ps->aggr = xcalloc(nr_aggr, sizeof(*ps->aggr));
			ps->nr_aggr = nr_aggr;
		}
	}
}

void perf_stat__reset_prev(struct evlist *evlist)
{
	struct evsel *evsel;

	evlist__for_each_entry(evlist, evsel) {
		struct stat_evsel *ps = evsel->priv;

		if (ps->counts)
			memset(ps->counts, 0, ps->nr_counts * sizeof(*ps->counts));
		if (ps->prev)
			memset(ps->prev, 0, ps->nr_counts * sizeof(*ps->prev));
	}
}

int perf_stat__read_counters(struct evlist *evlist, FILE *out)
{
	struct evsel *evsel;
	int ret = 0;

	evlist__for_each_entry(evlist, evsel) {
		struct stat_evsel *ps = evsel->priv;
		int nthreads = evlist->threads->nr;

		if (!evsel__is_open(evsel))
			continue;
		for (int c = 0; c < evlist->cpus->nr; c++) {
			for (int t = 0; t < nthreads; t++) {
				struct perf_counts_values *v = &ps->counts[c * nthreads + t];
				int err;

				/* a thread of -p that was gone at open has no fd: it counts 0 */
				if (evsel__fd(evsel, c, t) < 0) {
					memset(v, 0, sizeof(*v));
					continue;
				}
				err = evsel__read_one(evsel, c, t, v);
				if (err && !ret)
					ret = err;
				if (out && verbose > 1)
					fprintf(out, "%s: %d: %llu %llu %llu\n", evsel__name(evsel),
						evlist->cpus->map[c], (unsigned long long)v->val,
						(unsigned long long)v->ena,
						(unsigned long long)v->run);
			}
		}
	}
	return ret;
}

void perf_stat__set_tool_counts(struct evlist *evlist, u64 duration_ns, u64 user_ns, u64 system_ns)
{
	struct evsel *evsel;

	evlist__for_each_entry(evlist, evsel) {
		struct stat_evsel *ps = evsel->priv;
		u64 val;

		if (!evsel->tool_event || !ps || !ps->counts)
			continue;
		switch (evsel->tool_event) {
		case PERF_TOOL_DURATION_TIME:
			val = duration_ns;
			break;
		case PERF_TOOL_USER_TIME:
			val = user_ns;
			break;
		default:
			val = system_ns;
			break;
		}
		/* one value for the whole session, on the first (cpu, thread) */
		memset(ps->counts, 0, ps->nr_counts * sizeof(*ps->counts));
		/* a zero time ran for no time: "<not counted>", as Linux perf shows it */
		ps->counts[0] = (struct perf_counts_values){ .val = val, .ena = val, .run = val };
	}
}

static int aggr_index(const struct stat_config *config, int cpu_idx, int thread_idx)
{
	switch (config->aggr_mode) {
	case AGGR_NONE:
		return cpu_idx;
	case AGGR_THREAD:
		return thread_idx;
	case AGGR_SOCKET:
	case AGGR_DIE:
	case AGGR_CORE:
	case AGGR_NODE:
		return cpu_idx < config->nr_cpu_aggr ? config->cpu_aggr[cpu_idx] : 0;
	default:
		return 0;
	}
}

static double scale_count(const struct perf_counts_values *c, bool scale)
{
	if (!scale || c->run == 0 || c->run >= c->ena)
		return (double)c->val;
	/* the event ran run of ena ns: extrapolate to the whole time, as Linux perf does */
	return (double)(u64)((double)c->val * c->ena / c->run);
}

void perf_stat__process(struct evlist *evlist, struct stat_config *config, bool delta,
			bool accumulate, FILE *out)
{
	struct evsel *evsel;
	int nthreads = evlist->threads->nr;

	evlist__for_each_entry(evlist, evsel) {
		struct stat_evsel *ps = evsel->priv;
		struct perf_counts_values total = { 0 };

		for (int a = 0; a < ps->nr_aggr; a++) {
			ps->aggr[a].c.val = ps->aggr[a].c.ena = ps->aggr[a].c.run = 0;
			ps->aggr[a].nr = 0;
		}
		/* an event that is not open has zero counts (reset each run) */
		if (ps->counts) {
			for (int c = 0; c < evlist->cpus->nr; c++) {
				for (int t = 0; t < nthreads; t++) {
					int i = c * nthreads + t;
					struct perf_counts_values v = ps->counts[i];
					struct stat_aggr *a = &ps->aggr[aggr_index(config, c, t)];

					if (delta) {
						v.val -= ps->prev[i].val;
						v.ena -= ps->prev[i].ena;
						v.run -= ps->prev[i].run;
						ps->prev[i] = ps->counts[i];
					}
					if (v.ena && v.run)
						a->nr++;
					a->c.val += v.val;
					a->c.ena += v.ena;
					a->c.run += v.run;
					total.val += v.val;
					total.ena += v.ena;
					total.run += v.run;
				}
			}
		}
		for (int a = 0; a < ps->nr_aggr; a++) {
			struct stat_aggr *ag = &ps->aggr[a];

			ag->counted = ps->supported && ag->c.run && ag->c.ena;
			ag->scaled = ag->counted ? scale_count(&ag->c, config->scale) : 0;
			if (accumulate) {
				update_stats(&ag->st[0], ag->scaled);
				update_stats(&ag->st[1], (double)ag->c.ena);
				update_stats(&ag->st[2], (double)ag->c.run);
			}
		}
		if (out && verbose > 0) {
			if (ps->supported)
				fprintf(out, "%s: %llu %llu %llu\n", evsel__name(evsel),
					(unsigned long long)total.val,
					(unsigned long long)total.ena,
					(unsigned long long)total.run);
			else
				fprintf(out, "failed to read counter %s\n", evsel__name(evsel));
		}
	}
}
