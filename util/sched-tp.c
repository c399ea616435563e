// SPDX-License-Identifier: GPL-2.0
/* The scheduler's tracepoints: what perf sched records, and their samples decoded. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/event.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/header.h"
#include "util/session.h"
#include "util/sched-tp.h"
#include "util/trace-event.h"
#include "util/tracefs.h"

/* The fields read, in one table: a slot per field name, the types that have it. */
enum sched_field {
	F_PREV_COMM,
	F_PREV_PID,
	F_PREV_PRIO,
	F_PREV_STATE,
	F_NEXT_COMM,
	F_NEXT_PID,
	F_NEXT_PRIO,
	F_COMM,
	F_PID,
	F_RUNTIME,
	F_ORIG_CPU,
	F_DEST_CPU,
	F_NR,
};

static const char *const field_names[F_NR] = {
	[F_PREV_COMM] = "prev_comm",   [F_PREV_PID] = "prev_pid",   [F_PREV_PRIO] = "prev_prio",
	[F_PREV_STATE] = "prev_state", [F_NEXT_COMM] = "next_comm", [F_NEXT_PID] = "next_pid",
	[F_NEXT_PRIO] = "next_prio",   [F_COMM] = "comm",	    [F_PID] = "pid",
	[F_RUNTIME] = "runtime",       [F_ORIG_CPU] = "orig_cpu",   [F_DEST_CPU] = "dest_cpu",
};

static const char *const tp_names[SCHED_NR_TPS] = {
	[SCHED_SWITCH] = "sched:sched_switch",
	[SCHED_STAT_RUNTIME] = "sched:sched_stat_runtime",
	[SCHED_WAKEUP] = "sched:sched_wakeup",
	[SCHED_WAKING] = "sched:sched_waking",
	[SCHED_WAKEUP_NEW] = "sched:sched_wakeup_new",
	[SCHED_MIGRATE_TASK] = "sched:sched_migrate_task",
};

struct sched_tp_fields {
	enum sched_tp type;
	const struct trace_event_field *f[F_NR];
};

int sched_tps__init(struct sched_tps *tps, struct evlist *evlist, const struct perf_env *env)
{
	struct evsel *evsel;

	memset(tps, 0, sizeof(*tps));
	if (!env->tracing_data || !env->tracing_data_size)
		return -ENOENT;
	tps->te = trace_event__new(env->tracing_data, env->tracing_data_size);
	if (!tps->te)
		return -ENOENT;
	list_for_each_entry(evsel, &evlist->entries, node)
		if (evsel->idx >= tps->nr)
			tps->nr = evsel->idx + 1;
	tps->by_idx = xcalloc(tps->nr ? tps->nr : 1, sizeof(*tps->by_idx));
	list_for_each_entry(evsel, &evlist->entries, node) {
		struct sched_tp_fields *sf = &tps->by_idx[evsel->idx];

		if (evsel->attr.type != PERF_TYPE_TRACEPOINT || evsel->idx < 0)
			continue;
		for (int t = SCHED_NONE + 1; t < SCHED_NR_TPS; t++) {
			if (strcmp(evsel__name(evsel), tp_names[t]))
				continue;
			sf->type = t;
			tps->has[t] = true;
			for (int i = 0; i < F_NR; i++)
				sf->f[i] = trace_event__field(tps->te, evsel->attr.config,
							      field_names[i]);
		}
	}
	return 0;
}

void sched_tps__exit(struct sched_tps *tps)
{
	trace_event__delete(tps->te);
	free(tps->by_idx);
	memset(tps, 0, sizeof(*tps));
}

enum sched_tp sched_tps__type(const struct sched_tps *tps, const struct evsel *evsel)
{
	if (evsel->idx < 0 || evsel->idx >= tps->nr)
		return SCHED_NONE;
	return tps->by_idx[evsel->idx].type;
}

struct decoder {
	const struct sched_tp_fields *sf;
	const struct perf_sample *sample;
	int err;
};

static s64 num(struct decoder *d, enum sched_field f)
{
	s64 v = 0;

	if (trace_event_field__num(d->sf->f[f], d->sample->raw_data, d->sample->raw_size, &v))
		d->err = -ENOENT;
	return v;
}

static void str(struct decoder *d, enum sched_field f, char *buf)
{
	if (trace_event_field__str(d->sf->f[f], d->sample->raw_data, d->sample->raw_size, buf,
				   SCHED_COMM_LEN + 1))
		d->err = -ENOENT;
}

int sched_tps__decode(const struct sched_tps *tps, const struct evsel *evsel,
		      const struct perf_sample *sample, struct sched_event *ev)
{
	struct decoder d = { .sample = sample };

	ev->type = sched_tps__type(tps, evsel);
	if (ev->type == SCHED_NONE)
		return -ENOENT;
	d.sf = &tps->by_idx[evsel->idx];
	switch (ev->type) {
	case SCHED_SWITCH:
		str(&d, F_PREV_COMM, ev->prev_comm);
		ev->prev_pid = (int)num(&d, F_PREV_PID);
		ev->prev_prio = (int)num(&d, F_PREV_PRIO);
		ev->prev_state = num(&d, F_PREV_STATE);
		str(&d, F_NEXT_COMM, ev->next_comm);
		ev->next_pid = (int)num(&d, F_NEXT_PID);
		ev->next_prio = (int)num(&d, F_NEXT_PRIO);
		break;
	case SCHED_STAT_RUNTIME:
		str(&d, F_COMM, ev->comm);
		ev->pid = (int)num(&d, F_PID);
		ev->runtime = (u64)num(&d, F_RUNTIME);
		break;
	case SCHED_WAKEUP:
	case SCHED_WAKING:
	case SCHED_WAKEUP_NEW:
		str(&d, F_COMM, ev->comm);
		ev->pid = (int)num(&d, F_PID);
		break;
	case SCHED_MIGRATE_TASK:
		str(&d, F_COMM, ev->comm);
		ev->pid = (int)num(&d, F_PID);
		ev->orig_cpu = (int)num(&d, F_ORIG_CPU);
		ev->dest_cpu = (int)num(&d, F_DEST_CPU);
		break;
	default:
		return -ENOENT;
	}
	return d.err;
}

static bool tracepoint_exists(const char *name)
{
	return tracefs__event_id("sched", name) >= 0;
}

int sched__record_events(const char **names, int max)
{
	static const char *const always[] = {
		"sched:sched_switch",	  "sched:sched_stat_runtime", "sched:sched_process_fork",
		"sched:sched_wakeup_new", "sched:sched_migrate_task",
	};
	static const char *const schedstat[] = { "sched_stat_wait", "sched_stat_sleep",
						 "sched_stat_iowait" };
	int n = 0;

	for (size_t i = 0; i < ARRAY_SIZE(always) && n < max; i++)
		names[n++] = always[i];
	/* the schedstat tracepoints only on kernels with them, all three or none */
	if (tracepoint_exists(schedstat[0]) && tracepoint_exists(schedstat[1]) &&
	    tracepoint_exists(schedstat[2])) {
		static const char *const full[] = { "sched:sched_stat_wait",
						    "sched:sched_stat_sleep",
						    "sched:sched_stat_iowait" };

		for (size_t i = 0; i < ARRAY_SIZE(full) && n < max; i++)
			names[n++] = full[i];
	}
	if (n < max)
		names[n++] = tracepoint_exists("sched_waking") ? "sched:sched_waking" :
								 "sched:sched_wakeup";
	return n;
}

void sched__print_lost(const struct perf_session_stats *stats)
{
	if (stats->total_lost && stats->nr_events[0])
		printf("  INFO: %.3f%% lost events (%llu out of %llu, in %llu chunks)\n",
		       (double)stats->total_lost / (double)stats->nr_events[0] * 100.0,
		       (unsigned long long)stats->total_lost,
		       (unsigned long long)stats->nr_events[0],
		       (unsigned long long)stats->nr_events[PERF_RECORD_LOST]);
}
