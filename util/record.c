// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>

#include "cpumap.h"
#include "evlist.h"
#include "evsel.h"
#include "perm.h"
#include "record.h"
#include "thread_map.h"

int record__sample_time_pos(u64 type)
{
	if (!(type & PERF_SAMPLE_TIME))
		return -1;
	return !!(type & PERF_SAMPLE_IDENTIFIER) + !!(type & PERF_SAMPLE_IP) +
	       !!(type & PERF_SAMPLE_TID);
}

unsigned int record__max_sample_rate(void)
{
	char *s;
	u64 v = 0;

	if (read_file("/proc/sys/kernel/perf_event_max_sample_rate", &s, NULL))
		return 0;
	v = strtoull(s, NULL, 10);
	free(s);
	return v > 0xffffffffu ? 0 : (unsigned int)v;
}

unsigned int record__default_mmap_pages(void)
{
	long psz = page_size();
	unsigned int pages = (512 * 1024) / (psz > 0 ? psz : 4096);

	return pages ? pages : 1;
}

void record__add_default_event(struct evlist *evlist)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_HARDWARE,
		.config = PERF_COUNT_HW_CPU_CYCLES,
	};
	struct evsel *evsel;

	/*
	 * As Linux perf's default: user space only when the kernel is out of reach (its
	 * name then says so: cpu-clock:uhppp once fallen back), the highest precise level.
	 */
	attr.exclude_kernel = !perm__can_profile_kernel();
	evsel = evsel__new(&attr, attr.exclude_kernel ? "cycles:u" : "cycles");
	if (!evsel)
		xalloc_die(sizeof(*evsel));
	evsel->precise_max = true;
	evlist__add(evlist, evsel);
}

/* Linux perf's side-band event of system-wide sessions: counts nothing, tracks tasks. */
static void record__add_tracking_dummy(struct evlist *evlist)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_SOFTWARE,
		.config = PERF_COUNT_SW_DUMMY,
		.size = sizeof(attr),
		.sample_period = 1,
	};
	struct evsel *evsel = evsel__new(&attr, "dummy:HG");

	if (!evsel)
		xalloc_die(sizeof(*evsel));
	evsel->tracking = true;
	evlist__add(evlist, evsel);
}

int record__setup_maps(struct evlist *evlist, struct record_opts *opts, char *msg,
		       size_t len)
{
	struct perf_cpu_map *cpus;
	struct perf_thread_map *threads;
	int err = target__create_maps(&opts->target, &cpus, &threads, msg, len);

	if (err)
		return err;
	if (!target__has_cpu(&opts->target)) {
		cpu_map__put(cpus);
		cpus = cpu_map__new(NULL);
	}
	evlist__set_maps(evlist, cpus, threads);
	cpu_map__put(cpus);
	thread_map__put(threads);
	if (opts->tracking_dummy && target__has_cpu(&opts->target))
		record__add_tracking_dummy(evlist);
	record__config(evlist, opts);
	return 0;
}

void record__config(struct evlist *evlist, const struct record_opts *opts)
{
	struct evsel *evsel;
	bool multi = evlist->nr_entries > 1;
	bool workload = !target__has_task(&opts->target) && !target__has_cpu(&opts->target);

	struct evsel *tracker = evlist__first(evlist);

	evlist__for_each_entry(evlist, evsel)
		if (evsel->tracking)
			tracker = evsel;
	evlist__for_each_entry(evlist, evsel) {
		struct perf_event_attr *attr = &evsel->attr;
		bool track = evsel == tracker;

		if (evsel->tracking) {
			/* period 1 (or -c's), no PERIOD; enabled from the start, host and guest */
			attr->sample_type |= PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME |
					     PERF_SAMPLE_CPU | PERF_SAMPLE_IDENTIFIER;
			attr->freq = 0;
			attr->sample_period = opts->user_period ? opts->period : 1;
			attr->sample_id_all = 1;
			attr->inherit = !opts->no_inherit;
			attr->mmap = attr->mmap2 = attr->comm = attr->comm_exec = attr->task = 1;
			attr->read_format |= PERF_FORMAT_ID;
			continue;
		}

		attr->sample_type |= PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME;
		if (multi)
			attr->sample_type |= PERF_SAMPLE_IDENTIFIER;
		/* an event's own period (tracepoints, breakpoints: every hit) wins over the default */
		if (!attr->sample_period || opts->user_freq || opts->user_period) {
			if (opts->user_period) {
				attr->freq = 0;
				attr->sample_period = opts->period;
			} else {
				attr->freq = 1;
				attr->sample_freq = opts->freq;
			}
		}
		/* tracepoints too: Linux perf's samples of them carry the period (1) */
		if (attr->freq || attr->type == PERF_TYPE_TRACEPOINT)
			attr->sample_type |= PERF_SAMPLE_PERIOD;
		if (opts->call_graph)
			attr->sample_type |= PERF_SAMPLE_CALLCHAIN;
		if (target__has_cpu(&opts->target) || opts->sample_cpu)
			attr->sample_type |= PERF_SAMPLE_CPU;
		if (opts->raw_samples || attr->type == PERF_TYPE_TRACEPOINT)
			attr->sample_type |= PERF_SAMPLE_RAW | PERF_SAMPLE_CPU;
		if (evsel->precise_max && !attr->precise_ip)
			attr->precise_ip = 3; /* lowered at open time until the kernel takes it */
		attr->sample_id_all = 1;
		attr->disabled = 1;
		attr->enable_on_exec = workload;
		attr->inherit = !opts->no_inherit;
		attr->mmap = attr->mmap2 = attr->comm = attr->comm_exec = attr->task = track;
		if (opts->sample_address) {
			attr->sample_type |= PERF_SAMPLE_ADDR;
			attr->mmap_data = track;
		}
		/* the kernel writes a READ record for each inherited counter as its task exits */
		if (opts->inherit_stat) {
			attr->inherit_stat = 1;
			attr->read_format |= PERF_FORMAT_TOTAL_TIME_ENABLED |
					     PERF_FORMAT_TOTAL_TIME_RUNNING | PERF_FORMAT_ID;
		}
		/* one layout for every event, or the records' ids could not be found */
		if (multi)
			attr->read_format |= PERF_FORMAT_ID;
	}
}
