/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Counting sessions (perf stat): the counts of each event per (cpu, thread) fd, their
 * aggregation per the chosen mode (global, per cpu, per thread), deltas for interval
 * printing, and running mean/stddev over the runs of -r.
 */
#ifndef PERF_STAT_H
#define PERF_STAT_H

#include <stdbool.h>
#include <stdio.h>
#include <sys/time.h>

#include "cpumap.h"
#include "evsel.h"
#include "util.h"

struct evlist;

/* Running mean and variance (Welford), so -r needs no per-run storage. */
struct stats {
	double n, mean, M2;
};

void init_stats(struct stats *s);
void update_stats(struct stats *s, double val);
double avg_stats(const struct stats *s);
/* The standard deviation of the mean (what the "+-" of -r shows). 0 below two samples. */
double stddev_stats(const struct stats *s);
/* stddev as a percentage of avg; 0 when avg is 0. */
double rel_stddev_stats(double stddev, double avg);

enum aggr_mode {
	AGGR_GLOBAL,	/* one value per event */
	AGGR_NONE,	/* -A: per cpu */
	AGGR_THREAD,	/* --per-thread */
	AGGR_SOCKET,	/* --per-socket */
	AGGR_DIE,	/* --per-die */
	AGGR_CORE,	/* --per-core */
	AGGR_NODE,	/* --per-node */
};

/* Linux perf's numbers for the modes, as PERF_RECORD_STAT_CONFIG stores them. */
int aggr_mode__to_file(enum aggr_mode mode);
/* -EINVAL for a number we do not know. */
int aggr_mode__from_file(u64 val, enum aggr_mode *mode);

/* Is this a mode that sums CPUs by their place in the topology? */
static inline bool aggr_mode__by_topology(enum aggr_mode mode)
{
	return mode == AGGR_SOCKET || mode == AGGR_DIE || mode == AGGR_CORE || mode == AGGR_NODE;
}

/* One aggregate of the topology modes: the CPUs of one socket, die, core or node. */
struct aggr_id {
	struct cpu_topo_id id; /* the fields the mode does not use are -1 */
	int nr_cpus;	       /* CPUs of the map in it */
};

/* One aggregated value: what a display line shows. */
struct stat_aggr {
	struct perf_counts_values c; /* raw sums of val, ena, run */
	double scaled;		     /* val scaled for multiplexing (or not, with --no-scale) */
	bool counted;		     /* ran at all (run and ena non-zero) */
	int nr;			     /* CPUs of the aggregate that counted */
	struct stats st[3];	     /* over the -r runs: scaled val, ena, run */
};

/* Stat's per-event data, hung on evsel->priv. */
struct stat_evsel {
	/* [cpu_idx * nr_threads + thread_idx]: totals read last, and at the last interval */
	struct perf_counts_values *counts;
	struct perf_counts_values *prev;
	int nr_counts;
	/*
	 * one entry per aggregation id: 1 (global), cpus->nr (-A), threads->nr (--per-thread)
	 * or one per socket, die, core or node (config->aggr_ids)
	 */
	struct stat_aggr *aggr;
	int nr_aggr;
	bool supported;	/* false: the kernel refused to open it */
	int open_err;	/* -errno of that refusal */
	bool requested;	/* named by the user (-e), so a refusal is worth a warning */
	/* display data derived from the event */
	const char *unit;	/* "msec" for the clocks, "" else */
	double scale;		/* 1e-6 for the clocks (ns -> msec), 1 else */
};

struct stat_config {
	enum aggr_mode aggr_mode;
	bool scale;		/* scale multiplexed counts (default) */
	bool system_wide;	/* -a or -C: cpu-wide counting (skips idle threads) */
	int run_count;		/* -r */
	int nr_runs;		/* runs finished so far */
	u64 interval_ns;	/* -I, 0 when off */
	struct stats walltime;	/* ns over the runs, or per interval */
	bool walltime_table;	/* --table: each run's time printed too */
	u64 *walltime_run;	/* ... each run's ns, run_count of them (with --table) */

	/* display */
	FILE *output;		/* stderr, -o FILE or --log-fd */
	bool csv_output;	/* -x */
	const char *csv_sep;	/* the -x separator, " " for the standard layout */
	bool json_output;	/* -j */
	bool big_num;		/* thousands separators (from the locale), the default */
	int unit_width;		/* width of the unit column: the longest unit, at least 4 */
	bool ru_display;	/* print the workload's user/sys times */
	struct timeval ru_utime, ru_stime;
	bool null_run;		/* -n: no counters, only the elapsed time */
	int nr_interval_prints;	/* to repeat the interval column headers every 25 prints */
	char (*comms)[16];	/* comm of each thread of the map, read while they live */
	bool summary;		/* -I --summary: the totals after the intervals */
	bool no_csv_summary;	/* ... without the "summary" column in CSV */
	bool printing_summary;	/* the display is printing those totals now */

	/* the topology modes: the aggregates, and the aggregate of each cpu index */
	struct aggr_id *aggr_ids;
	int nr_aggr_ids;
	int *cpu_aggr;
	int nr_cpu_aggr;
};

/* perf stat's defaults: global aggregation, scaling, one run, the standard layout. */
void stat_config__init(struct stat_config *config);

void perf_stat__free_aggr(struct stat_config *config);

static inline struct stat_evsel *stat_evsel(const struct evsel *evsel)
{
	return evsel->priv;
}

/* Attach stat data to each event of evlist (once, before the first run). */
void perf_stat__alloc(struct evlist *evlist);
void perf_stat__free(struct evlist *evlist);
/* After an open: size the count arrays for the maps the events opened on. */
void perf_stat__setup_counts(struct evlist *evlist, struct stat_config *config);
/* Forget the last totals (a new -r run opens new fds that count from zero). */
void perf_stat__reset_prev(struct evlist *evlist);

/*
 * Reads every fd of every open event into its counts. With -vv each fd's raw value is
 * printed to out. Returns 0 or the first -errno (a read failure leaves that count at 0).
 */
int perf_stat__read_counters(struct evlist *evlist, FILE *out);
/*
 * The values of the tool events (duration_time, user_time, system_time) over the session so
 * far, in place of what their dummy stand-ins read; call after perf_stat__read_counters().
 */
void perf_stat__set_tool_counts(struct evlist *evlist, u64 duration_ns, u64 user_ns,
				u64 system_ns);
/*
 * Aggregates the counts read (the totals, or the deltas since the last interval when delta)
 * per the aggregation mode into each event's aggr[], updating the -r statistics when
 * accumulate. With -v, one "name: val ena run" line per event goes to out.
 */
void perf_stat__process(struct evlist *evlist, struct stat_config *config, bool delta,
			bool accumulate, FILE *out);

#endif
