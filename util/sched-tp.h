/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The scheduler's tracepoints in a recording (perf sched): which events perf sched record
 * asks for, and a sample of one of them decoded into the fields the analyses read
 * (sched_switch's prev/next task and state, the wakeups' and migrations' task, ...), the
 * fields found by name in the formats the file carries (util/trace-event).
 */
#ifndef PERF_UTIL_SCHED_TP_H
#define PERF_UTIL_SCHED_TP_H

#include <stdbool.h>

#include "util/util.h"

struct evsel;
struct evlist;
struct perf_sample;
struct perf_env;
struct trace_event;
struct trace_event_field;

enum sched_tp {
	SCHED_NONE, /* not a scheduler tracepoint perf sched reads */
	SCHED_SWITCH,
	SCHED_STAT_RUNTIME,
	SCHED_WAKEUP,
	SCHED_WAKING,
	SCHED_WAKEUP_NEW,
	SCHED_MIGRATE_TASK,
	SCHED_NR_TPS,
};

#define SCHED_COMM_LEN 16
/* The CPUs perf sched follows, as many as Linux perf's (a sample of a higher one is skipped) */
#define SCHED_MAX_CPUS 4096

/* One sample of a scheduler tracepoint, the fields its type has. */
struct sched_event {
	enum sched_tp type;
	char prev_comm[SCHED_COMM_LEN + 1], next_comm[SCHED_COMM_LEN + 1];
	int prev_pid, next_pid, prev_prio, next_prio;
	s64 prev_state;
	char comm[SCHED_COMM_LEN + 1]; /* wakeups, migrations, stat_runtime: the task's */
	int pid; /* ... and its pid */
	u64 runtime; /* stat_runtime */
	int orig_cpu, dest_cpu; /* migrate_task */
};

/* The tracepoints of a recording's evlist, with their fields looked up once. */
struct sched_tps {
	struct trace_event *te;
	struct sched_tp_fields *by_idx; /* per evsel idx */
	int nr;
	bool has[SCHED_NR_TPS];
};

/*
 * Reads the tracing data of env (the file's formats) and finds evlist's scheduler
 * tracepoints. 0; -ENOENT when the file has no tracepoint formats.
 */
int sched_tps__init(struct sched_tps *tps, struct evlist *evlist, const struct perf_env *env);
void sched_tps__exit(struct sched_tps *tps);

/* The type of evsel's samples, SCHED_NONE for other events. */
enum sched_tp sched_tps__type(const struct sched_tps *tps, const struct evsel *evsel);

/* sample of evsel decoded into ev. 0; -ENOENT when it is no scheduler event or is short. */
int sched_tps__decode(const struct sched_tps *tps, const struct evsel *evsel,
		      const struct perf_sample *sample, struct sched_event *ev);

/*
 * The events perf sched record records, as Linux perf's: sched_switch, stat_runtime,
 * process_fork, wakeup_new, migrate_task, the schedstat ones when the kernel has them,
 * and sched_waking (sched_wakeup on kernels without it). Up to max names into names;
 * returns how many.
 */
int sched__record_events(const char **names, int max);

/* The line latency and map end with when the recording lost events (nothing otherwise). */
struct perf_session_stats;
void sched__print_lost(const struct perf_session_stats *stats);

/* Linux's task state letters (TASK_STATE_TO_CHAR_STR) */
#define SCHED_TASK_STATES "RSDTtZXxKWP"

#endif
