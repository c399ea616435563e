// SPDX-License-Identifier: GPL-2.0
/* perf script of a perf stat record file: its rounds' counts (util/stat-script.h) */
#include <errno.h>
#include <stdlib.h>

#include "util/cpumap.h"
#include "util/debug.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/session.h"
#include "util/stat-record.h"
#include "util/stat-script.h"
#include "util/stat.h"
#include "util/thread_map.h"

struct stat_script {
	struct stat_report r;
	struct stat_config config;
	bool aggregated;
	const struct stat_script_ops *ops;
	void *arg;
	/* by evsel index: the raw counts at the last round ([cpu * threads + thread]), the sum */
	struct perf_counts_values **prev;
	struct perf_counts_values *prev_sum;
	int nr_prev;
	int err;
};

/* A multiplexed count scaled to its enabled time, as Linux perf scales it */
static void scale(const struct stat_config *config, struct perf_counts_values *c)
{
	if (!config->scale)
		return;
	if (!c->run)
		c->val = 0;
	else if (c->run < c->ena)
		c->val = (u64)((double)c->val * (double)c->ena / (double)c->run);
}

/* c less *prev, *prev the raw c */
static void delta(struct perf_counts_values *c, struct perf_counts_values *prev)
{
	struct perf_counts_values raw = *c;

	c->val -= prev->val;
	c->ena -= prev->ena;
	c->run -= prev->run;
	*prev = raw;
}

static int round_counts(struct stat_script *ss, struct evsel *evsel, u64 time)
{
	struct stat_evsel *ps = evsel->priv;
	struct evlist *evlist = ss->r.session->evlist;
	int ncpus = evlist->cpus->nr, nthreads = evlist->threads->nr, idx = evsel->idx;
	bool global = ss->config.aggr_mode == AGGR_GLOBAL;
	struct perf_counts_values sum = { 0 };
	int err;

	if (!ps || !ps->counts || idx < 0 || idx >= ss->nr_prev)
		return 0;
	if (!ss->prev[idx])
		ss->prev[idx] = xcalloc((size_t)ncpus * nthreads, sizeof(*ss->prev[idx]));
	/*
	 * Linux perf's processing of a round: an aggregated recording's counts are summed
	 * (each kept as read), the others each made the change since the last round, in place
	 */
	for (int t = 0; t < nthreads; t++)
		for (int c = 0; c < ncpus; c++) {
			struct perf_counts_values *v = &ps->counts[c * nthreads + t];

			if (global) {
				sum.val += v->val;
				sum.ena += v->ena;
				sum.run += v->run;
			} else {
				delta(v, &ss->prev[idx][c * nthreads + t]);
				scale(&ss->config, v);
			}
		}
	if (global && ss->aggregated) {
		delta(&sum, &ss->prev_sum[idx]);
		scale(&ss->config, &sum);
		return ss->ops->count(ss->arg, evsel, -1, -1, time, &sum);
	}
	for (int t = 0; t < nthreads; t++)
		for (int c = 0; c < ncpus; c++) {
			err = ss->ops->count(ss->arg, evsel, evlist->cpus->map[c],
					     evlist->threads->map[t].tid, time,
					     &ps->counts[c * nthreads + t]);
			if (err)
				return err;
		}
	return 0;
}

static int walk_cb(struct perf_session *session, u64 off, union perf_event *ev, void *arg)
{
	struct stat_script *ss = arg;
	struct evsel *evsel;
	int type = 0, ret;
	u64 time = 0;

	ret = stat_report__record(&ss->r, ev, &type, &time);
	if (ret < 0) {
		pr_err("perf script: malformed record at offset %#llx\n", (unsigned long long)off);
		return ret;
	}
	if (ret != 1)
		return 0;
	evlist__for_each_entry(session->evlist, evsel) {
		ret = round_counts(ss, evsel, time);
		if (ret)
			return ret;
	}
	return ss->ops->round ? ss->ops->round(ss->arg, time) : 0;
}

int stat_script__run(struct perf_session *session, bool aggregated,
		     const struct stat_script_ops *ops, void *arg)
{
	struct stat_script ss = { .aggregated = aggregated, .ops = ops, .arg = arg };
	int err;

	stat_config__init(&ss.config);
	ss.r.session = session;
	ss.r.config = &ss.config;
	ss.nr_prev = session->evlist->nr_entries + 1;
	ss.prev = xcalloc(ss.nr_prev, sizeof(*ss.prev));
	ss.prev_sum = xcalloc(ss.nr_prev, sizeof(*ss.prev_sum));
	perf_stat__alloc(session->evlist);
	err = perf_session__walk_raw(session, walk_cb, &ss);
	for (int i = 0; i < ss.nr_prev; i++)
		free(ss.prev[i]);
	free(ss.prev);
	free(ss.prev_sum);
	perf_stat__free(session->evlist);
	perf_stat__free_aggr(&ss.config);
	free(ss.config.comms);
	cpu_map__put(ss.r.cpus);
	thread_map__put(ss.r.threads);
	return err;
}
