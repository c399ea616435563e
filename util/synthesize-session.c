// SPDX-License-Identifier: GPL-2.0
/*
 * The user records Linux perf record writes at the start of a file's data to describe the
 * session itself (not the tasks): which sample id belongs to which event, CPU and thread
 * (ID_INDEX), the events' units and scales (EVENT_UPDATE), the thread and CPU maps, and the
 * end of the synthesized records (FINISHED_INIT). They carry no sample_id trailer.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cpumap.h"
#include "evlist.h"
#include "evsel.h"
#include "synthesize.h"
#include "thread_map.h"

/* header.size is 16 bits: an ID_INDEX record holds at most this many entries */
#define ID_INDEX_MAX \
	((0xffff - sizeof(struct perf_record_id_index)) / sizeof(struct perf_id_index_entry))

static int flush_id_index(struct perf_record_id_index *r, const struct synth_opts *o)
{
	int err;

	if (!r->nr)
		return 0;
	r->header.type = PERF_RECORD_ID_INDEX;
	r->header.misc = 0;
	r->header.size = sizeof(*r) + r->nr * sizeof(r->entries[0]);
	err = o->process(o->arg, (union perf_event *)r);
	r->nr = 0;
	return err;
}

int perf_event__synthesize_id_index(struct evlist *evlist, const struct synth_opts *o)
{
	struct perf_record_id_index *r;
	struct evsel *evsel;
	int err = 0;

	r = xzalloc(sizeof(*r) + ID_INDEX_MAX * sizeof(r->entries[0]));
	evlist__for_each_entry(evlist, evsel) {
		struct perf_cpu_map *cpus = evsel->cpus ? evsel->cpus : evlist->cpus;
		struct perf_thread_map *threads = evsel->threads ? evsel->threads : evlist->threads;
		int nr_threads = threads ? threads->nr : 1, n = evsel__nr_fds(evsel);

		if (!evsel->id)
			continue;
		for (int i = 0; i < n && !err; i++) {
			struct perf_id_index_entry *e;
			int cpu_idx = i / nr_threads, thread_idx = i % nr_threads;

			if (!evsel->id[i])
				continue;
			e = &r->entries[r->nr++];
			e->id = evsel->id[i];
			e->idx = cpu_idx;
			e->cpu = (u64)(s64)(cpus && cpu_idx < cpus->nr ? cpus->map[cpu_idx] : -1);
			e->tid = (u64)(s64)(threads && thread_idx < threads->nr ?
						    threads->map[thread_idx].tid :
						    -1);
			if (r->nr == ID_INDEX_MAX)
				err = flush_id_index(r, o);
		}
	}
	if (!err)
		err = flush_id_index(r, o);
	free(r);
	return err;
}

/* The clock events count nanoseconds and are shown in msec: Linux perf's unit and scale. */
static bool evsel__is_clock(const struct evsel *evsel)
{
	return evsel->attr.type == PERF_TYPE_SOFTWARE &&
	       (evsel->attr.config == PERF_COUNT_SW_CPU_CLOCK ||
		evsel->attr.config == PERF_COUNT_SW_TASK_CLOCK);
}

int perf_event__synthesize_event_updates(struct evlist *evlist, const struct synth_opts *o)
{
	struct evsel *evsel;

	evlist__for_each_entry(evlist, evsel) {
		union {
			struct perf_record_event_update ev;
			char bytes[64];
		} u;
		double scale = 1e-6;
		int err;

		if (!evsel__is_clock(evsel) || !evsel->id || !evsel->id[0])
			continue;
		/* the unit, then the scale, each in a record of Linux perf's size */
		memset(&u, 0, sizeof(u));
		u.ev.header.type = PERF_RECORD_EVENT_UPDATE;
		u.ev.header.size = 48;
		u.ev.type = PERF_EVENT_UPDATE__UNIT;
		u.ev.id = evsel->id[0];
		strcpy(u.ev.data, "msec");
		err = o->process(o->arg, (union perf_event *)&u);
		if (err)
			return err;
		memset(&u, 0, sizeof(u));
		u.ev.header.type = PERF_RECORD_EVENT_UPDATE;
		u.ev.header.size = 48;
		u.ev.type = PERF_EVENT_UPDATE__SCALE;
		u.ev.id = evsel->id[0];
		memcpy(u.ev.data, &scale, sizeof(scale));
		err = o->process(o->arg, (union perf_event *)&u);
		if (err)
			return err;
	}
	return 0;
}

int perf_event__synthesize_thread_map_record(struct perf_thread_map *threads,
					     const struct synth_opts *o)
{
	struct perf_record_thread_map *r;
	int nr = threads ? threads->nr : 0, err;
	size_t size;

	if (!nr)
		return 0;
	if ((size_t)nr > (0xffff - sizeof(*r)) / sizeof(r->entries[0]))
		nr = (0xffff - sizeof(*r)) / sizeof(r->entries[0]);
	size = sizeof(*r) + nr * sizeof(r->entries[0]);
	r = xzalloc(size);
	r->header.type = PERF_RECORD_THREAD_MAP;
	r->header.size = size;
	r->nr = nr;
	for (int i = 0; i < nr; i++)
		r->entries[i].pid = (u64)(s64)threads->map[i].tid;
	err = o->process(o->arg, (union perf_event *)r);
	free(r);
	return err;
}

int perf_event__synthesize_cpu_map_record(struct perf_cpu_map *cpus, const struct synth_opts *o)
{
	union {
		struct perf_event_header header;
		char bytes[8 + 4 + 2 * 4096 + 8];
	} u;
	char *d = u.bytes + sizeof(u.header);
	int nr = cpus ? cpus->nr : 0;
	u16 type, v;
	size_t size;

	if (!nr || nr > 4096)
		return 0;
	memset(&u, 0, sizeof(u));
	if (cpus->map[0] >= 0 && cpus->map[nr - 1] - cpus->map[0] + 1 == nr) {
		/* consecutive CPUs: a range (u8 any_cpu, u8 pad, u16 start, u16 end) */
		type = PERF_CPU_MAP__RANGE_CPUS;
		memcpy(d, &type, 2);
		v = cpus->map[0];
		memcpy(d + 4, &v, 2);
		v = cpus->map[nr - 1];
		memcpy(d + 6, &v, 2);
		size = sizeof(u.header) + 8;
	} else {
		/* a list: u16 nr, then each CPU (-1, any CPU, as 0xffff) */
		type = PERF_CPU_MAP__CPUS;
		memcpy(d, &type, 2);
		v = nr;
		memcpy(d + 2, &v, 2);
		for (int i = 0; i < nr; i++) {
			v = (u16)cpus->map[i];
			memcpy(d + 4 + 2 * i, &v, 2);
		}
		size = PERF_ALIGN(sizeof(u.header) + 4 + 2 * (size_t)nr, (size_t)8);
	}
	u.header.type = PERF_RECORD_CPU_MAP;
	u.header.size = size;
	return o->process(o->arg, (union perf_event *)&u);
}

int perf_event__synthesize_finished_init(const struct synth_opts *o)
{
	struct perf_event_header h = {
		.type = PERF_RECORD_FINISHED_INIT,
		.size = sizeof(h),
	};

	return o->process(o->arg, (union perf_event *)&h);
}
