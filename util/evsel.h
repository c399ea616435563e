/* SPDX-License-Identifier: GPL-2.0 */
/* One event of a session: its attr, its name, and its fds, one per (cpu, thread). */
#ifndef PERF_EVSEL_H
#define PERF_EVSEL_H

#include <linux/perf_event.h>
#include <stdbool.h>
#include <stddef.h>

/* the library's functions; here the layout and what only perf uses */
#include <perf/evsel.h>

#include "list.h"
#include "util.h"

struct perf_cpu_map;
struct perf_thread_map;

struct evsel {
	struct list_head node;
	struct perf_event_attr attr;
	char *name;
	/*
	 * Names it had before a rename (a stream's EVENT_DESC or EVENT_UPDATE may come after
	 * the samples started): kept until the evsel goes, since printers hold the pointer.
	 */
	char **old_names;
	int nr_old_names;
	int idx;		/* position in its evlist */
	struct evsel *leader;	/* group leader; itself when not in a group */
	int nr_members;		/* on the leader: events in the group, itself included */
	struct perf_cpu_map *cpus;
	struct perf_thread_map *threads;
	int *fd;		/* [cpu_idx * threads->nr + thread_idx], -1 when closed */
	u64 *id;		/* kernel sample id of each fd (record), or of a file's attr */
	int nr_file_ids;	/* a file's event (no fds): ids in id[] (perf inject writes them) */
	int open_err;		/* -errno of the last failed open, 0 when it opened */
	bool system_wide;	/* opened per cpu with pid -1 */
	bool cpu_wide;		/* the last open was per cpu for every task (-a, -C): pid -1 */
	bool precise_max; /* :P or the default event: the highest precise_ip that opens */
	bool precise_tried; /* ... and every level failed */
	bool tracking;		/* record's dummy:HG: only the side band (mmap, comm, task) */
	bool own_period;	/* a period= or freq= term: -c and -F leave it */
	bool sample_read;	/* :S: samples read the counts (a group's, from the leader's) */

	/* Tracepoints: "sys:name". */
	char *tp_sys;
	char *tp_name;
	char *filter;		/* record --filter/--exclude-perf: set on the fds once open */

	/* A breakpoint on a user-space symbol, resolved once the binary is known. */
	char *bp_symbol;
	/* ... in a PIE: placed at each exec of the workload (stat -r runs it again) */
	char *bp_pie_symbol;

	/*
	 * A tool event (duration_time, user_time, system_time): its value is measured by perf
	 * stat itself; the kernel counts a dummy software event in its place.
	 */
	int tool_event;

	void *priv; /* the command's per-event data (stat's counts, report's hists) */
};

enum perf_tool_event {
	PERF_TOOL_NONE,
	PERF_TOOL_DURATION_TIME,
	PERF_TOOL_USER_TIME,
	PERF_TOOL_SYSTEM_TIME,
	PERF_TOOL_MAX,
};

/* "duration_time", ... by enum perf_tool_event (NULL for PERF_TOOL_NONE). */
extern const char *const perf_tool_event_names[PERF_TOOL_MAX];
/* The tool event of that name, or PERF_TOOL_NONE. */
int perf_tool_event__from_name(const char *name);

/* 0 or -ENOMEM (the old name stays). */
int evsel__set_name(struct evsel *evsel, const char *name);
/*
 * base followed by the modifiers its attr implies (":uH", ":ppp", ...), spelled as Linux perf
 * spells them for an event it names itself (cycles fallen back to cpu-clock).
 */
void evsel__attr_name(const struct perf_event_attr *attr, const char *base, char *buf, size_t len);

/* evsel->filter (a tracepoint filter) on every open fd; 0, or -errno of the first refusal. */
int evsel__apply_filter(struct evsel *evsel);
int evsel__nr_fds(const struct evsel *evsel);

/*
 * After an open failed with err: when the event is a hardware one the machine cannot count
 * (no PMU), turn it into cpu-clock as Linux perf does and return true.
 */
bool evsel__fallback(struct evsel *evsel, int err, char *msg, size_t len);
/*
 * Count or sample user space only: exclude the kernel and the hypervisor, and say so with a
 * "u" modifier on the name (cycles -> cycles:u, cycles:G -> cycles:Gu), as Linux perf names
 * what an ordinary user gets under perf_event_paranoid 2.
 */
void evsel__exclude_kernel(struct evsel *evsel);

static inline bool evsel__is_group_leader(const struct evsel *evsel)
{
	return evsel->leader == evsel;
}

#endif
