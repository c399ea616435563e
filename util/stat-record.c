// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cpumap.h"
#include "debug.h"
#include "evlist.h"
#include "evsel.h"
#include "header.h"
#include "session.h"
#include "stat-record.h"
#include "thread_map.h"

#define PIPE_BUF_SIZE (64 * 1024)
/* Linux perf's EVENT_UPDATE record is 40 bytes before its payload, rounded up to 8 */
#define EVENT_UPDATE_FIXED 40

static int emit(struct stat_record *w, const void *rec)
{
	return perf_data__write(&w->f, rec, ((const struct perf_event_header *)rec)->size);
}

/* The first id of an open event (the one its records name), or 0. */
static u64 evsel_first_id(struct evsel *evsel)
{
	const u64 *ids;
	int n = perf_header__evsel_ids(evsel, &ids);

	for (int i = 0; i < n; i++)
		if (ids[i])
			return ids[i];
	return 0;
}

static int write_pipe_attrs(struct stat_record *w, struct evlist *evlist)
{
	u64 hdr[2] = { PERF_MAGIC2, 16 };
	struct evsel *evsel;
	int err = perf_data__write(&w->f, hdr, sizeof(hdr));

	evlist__for_each_entry(evlist, evsel) {
		const u64 *ids;
		int n = perf_header__evsel_ids(evsel, &ids), nr = 0;
		size_t size;
		char *rec;

		for (int i = 0; i < n; i++)
			nr += ids[i] != 0;
		size = sizeof(struct perf_event_header) + sizeof(struct perf_event_attr) +
		       nr * sizeof(u64);
		rec = xzalloc(size);
		((struct perf_event_header *)rec)->type = PERF_RECORD_HEADER_ATTR;
		((struct perf_event_header *)rec)->size = size;
		memcpy(rec + 8, &evsel->attr, sizeof(evsel->attr));
		((struct perf_event_attr *)(rec + 8))->size = sizeof(struct perf_event_attr);
		nr = 0;
		for (int i = 0; i < n; i++)
			if (ids[i])
				memcpy(rec + 8 + sizeof(evsel->attr) + 8 * nr++, &ids[i], 8);
		if (!err)
			err = perf_data__write(&w->f, rec, size);
		free(rec);
	}
	return err;
}

static int write_event_update(struct stat_record *w, u64 type, u64 id, const void *data, size_t len)
{
	size_t size = perf_align8(EVENT_UPDATE_FIXED + len);
	struct perf_record_event_update *ev = xzalloc(size);
	int err;

	ev->header.type = PERF_RECORD_EVENT_UPDATE;
	ev->header.size = size;
	ev->type = type;
	ev->id = id;
	memcpy(ev->data, data, len);
	err = emit(w, ev);
	free(ev);
	return err;
}

static int write_maps(struct stat_record *w, struct evlist *evlist)
{
	struct perf_thread_map *threads = evlist->threads;
	struct perf_cpu_map *cpus = evlist->cpus;
	size_t size = sizeof(struct perf_record_thread_map) +
		      threads->nr * sizeof(struct perf_record_thread_map_entry);
	struct perf_record_thread_map *tm = xzalloc(size);
	char *cm;
	int err;

	tm->header.type = PERF_RECORD_THREAD_MAP;
	tm->header.size = size;
	tm->nr = threads->nr;
	for (int i = 0; i < threads->nr; i++) {
		pid_t tid = thread_map__tid(threads, i);

		tm->entries[i].pid = (u64)(s64)tid;
		if (tid > 0)
			thread__read_comm(tid, tm->entries[i].comm, sizeof(tm->entries[i].comm));
	}
	err = emit(w, tm);
	free(tm);
	if (err)
		return err;

	/* a list of cpu numbers (type 0): u16 type, u16 nr, u16 cpu[nr] */
	size = perf_align8(8 + 4 + 2 * cpus->nr);
	cm = xzalloc(size);
	((struct perf_event_header *)cm)->type = PERF_RECORD_CPU_MAP;
	((struct perf_event_header *)cm)->size = size;
	{
		u16 type = 0, nr = cpus->nr;

		memcpy(cm + 8, &type, 2);
		memcpy(cm + 10, &nr, 2);
		for (int i = 0; i < cpus->nr; i++) {
			u16 cpu = (u16)cpus->map[i]; /* -1: 0xffff */

			memcpy(cm + 12 + 2 * i, &cpu, 2);
		}
	}
	err = emit(w, cm);
	free(cm);
	return err;
}

static int write_config(struct stat_record *w, const struct stat_config *config)
{
	struct {
		struct perf_event_header header;
		u64 nr;
		u64 data[3][2];
	} ev = {
		.header = { .type = PERF_RECORD_STAT_CONFIG, .size = sizeof(ev) },
		.nr = 3,
		.data = { { STAT_CONFIG_AGGR_MODE, aggr_mode__to_file(config->aggr_mode) },
			  { STAT_CONFIG_INTERVAL, config->interval_ns / 1000000 },
			  { STAT_CONFIG_SCALE, config->scale } },
	};

	return emit(w, &ev);
}

int stat_record__create(struct stat_record *w, const char *path, struct evlist *evlist,
			const struct stat_config *config)
{
	struct evsel *evsel;
	int err;

	memset(w, 0, sizeof(*w));
	if (!strcmp(path, "-")) {
		w->pipe = true;
		w->f.fd = STDOUT_FILENO;
		w->f.buf_size = PIPE_BUF_SIZE;
		w->f.buf = xmalloc(w->f.buf_size);
		err = write_pipe_attrs(w, evlist);
	} else {
		err = perf_data__create(&w->f, path, evlist);
	}
	if (err)
		return err;
	w->created = true;
	evlist__for_each_entry(evlist, evsel) {
		const struct stat_evsel *ps = evsel->priv;
		u64 id = evsel_first_id(evsel);

		if (!id || !ps)
			continue;
		if (ps->unit && ps->unit[0])
			err = err   ?:
				      write_event_update(w, EVENT_UPDATE_UNIT, id, ps->unit,
							 strlen(ps->unit) + 1);
		if (ps->scale != 1.0)
			err = err   ?:
				      write_event_update(w, EVENT_UPDATE_SCALE, id, &ps->scale,
							 sizeof(ps->scale));
		/* a file names its events in HEADER_EVENT_DESC, a pipe here */
		if (w->pipe)
			err = err   ?:
				      write_event_update(w, EVENT_UPDATE_NAME, id,
							 evsel__name(evsel),
							 strlen(evsel__name(evsel)) + 1);
	}
	err = err ?: write_maps(w, evlist);
	err = err ?: write_config(w, config);
	return err;
}

int stat_record__write_round(struct stat_record *w, struct evlist *evlist, int round_type,
			     u64 time_ns)
{
	struct perf_record_stat_round round = {
		.header = { .type = PERF_RECORD_STAT_ROUND, .size = sizeof(round) },
		.type = round_type,
		.time = time_ns,
	};
	int nthreads = evlist->threads->nr;
	struct evsel *evsel;
	int err = 0;

	evlist__for_each_entry(evlist, evsel) {
		const struct stat_evsel *ps = evsel->priv;

		if (!evsel__is_open(evsel) || !ps || !ps->counts || !evsel->id)
			continue;
		for (int c = 0; c < evlist->cpus->nr && !err; c++) {
			for (int t = 0; t < nthreads && !err; t++) {
				int i = c * nthreads + t;
				struct perf_record_stat st = {
					.header = { .type = PERF_RECORD_STAT, .size = sizeof(st) },
					.id = evsel->id[i],
					.cpu = (u32)evlist->cpus->map[c],
					.thread = t,
					.val = ps->counts[i].val,
					.ena = ps->counts[i].ena,
					.run = ps->counts[i].run,
				};

				if (evsel__fd(evsel, c, t) < 0 || !st.id)
					continue;
				err = emit(w, &st);
			}
		}
	}
	err = err ?: emit(w, &round);
	return err ?: perf_data__flush(&w->f);
}

int stat_record__finish(struct stat_record *w, struct evlist *evlist, int argc, const char **argv)
{
	struct perf_env env;
	int err;

	if (!w->created)
		return 0;
	w->created = false;
	if (w->pipe) {
		err = perf_data__flush(&w->f);
		free(w->f.buf);
		w->f.buf = NULL;
		return err;
	}
	memset(&env, 0, sizeof(env));
	perf_env__fill_host(&env);
	perf_env__set_cmdline(&env, argc, argv);
	env.stat = true;
	env.no_build_ids = true;
	err = perf_data__finish(&w->f, evlist, &env);
	perf_env__exit(&env);
	return err;
}

/* ---- reader ---- */

static int read_cpu_map(const union perf_event *ev, struct perf_cpu_map **mapp)
{
	const char *p = (const char *)ev;
	size_t size = ev->header.size;
	struct perf_cpu_map *m;
	u16 type, nr, a, b;

	if (size < 16)
		return -EINVAL;
	memcpy(&type, p + 8, 2);
	if (type == 0) {
		memcpy(&nr, p + 10, 2);
		if (!nr || 12 + 2 * (size_t)nr > size)
			return -EINVAL;
		m = xzalloc(sizeof(*m) + nr * sizeof(int));
		m->refcnt = 1;
		m->nr = nr;
		for (int i = 0; i < nr; i++) {
			u16 cpu;

			memcpy(&cpu, p + 12 + 2 * i, 2);
			m->map[i] = cpu == 0xffff ? -1 : cpu;
		}
	} else if (type == 2) {
		/* a range: u8 any_cpu, u8 pad, u16 start, u16 end */
		u8 any = (u8)p[10];

		memcpy(&a, p + 12, 2);
		memcpy(&b, p + 14, 2);
		if (b < a)
			return -EINVAL;
		nr = b - a + 1 + (any ? 1 : 0);
		m = xzalloc(sizeof(*m) + nr * sizeof(int));
		m->refcnt = 1;
		m->nr = nr;
		for (int i = 0; i < nr; i++)
			m->map[i] = any ? i - 1 : a + i;
	} else {
		/* a bitmask: its layout changed across Linux perf versions */
		return -EOPNOTSUPP;
	}
	*mapp = m;
	return 0;
}

static int read_thread_map(const union perf_event *ev, struct perf_thread_map **mapp,
			   struct stat_config *config)
{
	const struct perf_record_thread_map *tm = &ev->thread_map;
	size_t size = ev->header.size;
	struct perf_thread_map *m;

	if (size < sizeof(*tm) || !tm->nr ||
	    tm->nr > (size - sizeof(*tm)) / sizeof(struct perf_record_thread_map_entry))
		return -EINVAL;
	m = xzalloc(sizeof(*m) + tm->nr * sizeof(m->map[0]));
	m->refcnt = 1;
	m->nr = tm->nr;
	for (u64 i = 0; i < tm->nr; i++) {
		m->map[i].tid = (pid_t)tm->entries[i].pid;
		m->map[i].pid = m->map[i].tid;
	}
	/* --per-thread shows comm-tid */
	free(config->comms);
	config->comms = xcalloc(tm->nr, sizeof(*config->comms));
	for (u64 i = 0; i < tm->nr; i++)
		memcpy(config->comms[i], tm->entries[i].comm, sizeof(config->comms[i]) - 1);
	*mapp = m;
	return 0;
}

/* Once both maps are known (or the first STAT comes): size the counts. */
static void setup_maps(struct stat_report *r)
{
	struct evlist *evlist = r->session->evlist;
	struct evsel *evsel;

	if (r->maps_done)
		return;
	if (!r->cpus)
		r->cpus = cpu_map__dummy_new();
	if (!r->threads)
		r->threads = thread_map__new_dummy();
	if (!r->cpus || !r->threads)
		xalloc_die(64);
	/*
	 * Counts that followed tasks on any CPU (-1) have no CPU to put in a socket, core or
	 * CPU row: the recording's own mode, said in Linux perf's words.
	 */
	if (r->aggr_from_cmdline && cpu_map__is_dummy(r->cpus)) {
		pr_warning("warning: processing task data, aggregation mode not set\n");
		r->config->aggr_mode = r->file_aggr;
	}
	evlist__set_maps(evlist, r->cpus, r->threads);
	perf_stat__setup_counts(evlist, r->config);
	/*
	 * An event the recording could not count has no STAT record with a running time:
	 * <not supported>, as the live run said (apply_stat marks the others).
	 */
	evlist__for_each_entry(evlist, evsel)
		if (evsel->priv)
			((struct stat_evsel *)evsel->priv)->supported = false;
	r->maps_done = true;
}

static void apply_event_update(struct stat_report *r, const union perf_event *ev)
{
	const struct perf_record_event_update *eu = &ev->event_update;
	size_t size = ev->header.size, len;
	struct evsel *evsel;

	if (size < sizeof(*eu))
		return;
	evsel = perf_session__evsel_by_id(r->session, eu->id);
	if (!evsel)
		return;
	len = size - sizeof(*eu);
	if (eu->type == EVENT_UPDATE_NAME && len && memchr(eu->data, '\0', len))
		evsel__set_name(evsel, eu->data);
	/* unit and scale follow from the event, as when counting */
}

static int apply_config(struct stat_report *r, const union perf_event *ev)
{
	const struct perf_record_stat_config *sc = &ev->stat_config;
	size_t size = ev->header.size;

	if (size < sizeof(*sc) || sc->nr > (size - sizeof(*sc)) / 16)
		return -EINVAL;
	for (u64 i = 0; i < sc->nr; i++) {
		u64 tag = sc->data[i].tag, val = sc->data[i].val;
		enum aggr_mode mode;

		if (tag == STAT_CONFIG_AGGR_MODE && !aggr_mode__from_file(val, &mode)) {
			r->file_aggr = mode;
			if (!r->aggr_from_cmdline)
				r->config->aggr_mode = mode;
		}
		else if (tag == STAT_CONFIG_INTERVAL)
			r->config->interval_ns = val * 1000000ULL;
		else if (tag == STAT_CONFIG_SCALE)
			r->config->scale = val != 0;
	}
	return 0;
}

static int apply_stat(struct stat_report *r, const union perf_event *ev)
{
	const struct perf_record_stat *st = &ev->stat;
	struct evlist *evlist = r->session->evlist;
	struct stat_evsel *ps;
	struct evsel *evsel;
	int cpu_idx;

	if (ev->header.size < sizeof(*st))
		return -EINVAL;
	setup_maps(r);
	evsel = perf_session__evsel_by_id(r->session, st->id);
	if (!evsel || !(ps = evsel->priv) || !ps->counts)
		return 0;
	cpu_idx = cpu_map__idx(evlist->cpus, (int)st->cpu);
	if (cpu_idx < 0 || (int)st->thread < 0 || (int)st->thread >= evlist->threads->nr)
		return 0;
	ps->counts[cpu_idx * evlist->threads->nr + st->thread] =
		(struct perf_counts_values){ .val = st->val, .ena = st->ena, .run = st->run };
	if (st->ena && st->run)
		ps->supported = true;
	return 0;
}

int stat_report__record(struct stat_report *r, const union perf_event *ev, int *round_type,
			u64 *time_ns)
{
	int err = 0;

	switch (ev->header.type) {
	case PERF_RECORD_EVENT_UPDATE:
		apply_event_update(r, ev);
		break;
	case PERF_RECORD_THREAD_MAP:
		if (!r->maps_done && !r->threads)
			err = read_thread_map(ev, &r->threads, r->config);
		break;
	case PERF_RECORD_CPU_MAP:
		if (!r->maps_done && !r->cpus) {
			err = read_cpu_map(ev, &r->cpus);
			if (err == -EOPNOTSUPP)
				pr_err("perf stat report: CPU_MAP record: the bitmask layout is "
				       "not supported\n");
		}
		break;
	case PERF_RECORD_STAT_CONFIG:
		err = apply_config(r, ev);
		break;
	case PERF_RECORD_STAT:
		err = apply_stat(r, ev);
		break;
	case PERF_RECORD_STAT_ROUND:
		if (ev->header.size < sizeof(struct perf_record_stat_round))
			return -EINVAL;
		setup_maps(r);
		*round_type = (int)ev->stat_round.type;
		*time_ns = ev->stat_round.time;
		return 1;
	default:
		break;
	}
	return err;
}
