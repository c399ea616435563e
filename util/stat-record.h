/* SPDX-License-Identifier: GPL-2.0 */
/*
 * perf stat record's perf.data (Linux perf's layout, file or pipe): the attrs with their ids,
 * then EVENT_UPDATE (unit, scale, name), THREAD_MAP, CPU_MAP and STAT_CONFIG records, then
 * for each interval (or once) one STAT record per event, cpu and thread with the counts read
 * so far, closed by a STAT_ROUND (INTERVAL or FINAL, with the time since the start). A file
 * has the HEADER_STAT feature. The reader side turns those records back into the counts of
 * struct stat_evsel, for perf stat report.
 */
#ifndef PERF_STAT_RECORD_H
#define PERF_STAT_RECORD_H

#include <stdbool.h>

#include "data-writer.h"
#include "event.h"
#include "stat.h"

struct evlist;

enum {
	STAT_ROUND_INTERVAL = 0,
	STAT_ROUND_FINAL = 1,
};

enum {
	STAT_CONFIG_AGGR_MODE = 0,
	STAT_CONFIG_INTERVAL = 1, /* ms */
	STAT_CONFIG_SCALE = 2,
};

enum {
	EVENT_UPDATE_UNIT = 0,
	EVENT_UPDATE_SCALE = 1,
	EVENT_UPDATE_NAME = 2,
	EVENT_UPDATE_CPUS = 3,
};

struct stat_record {
	struct perf_data_file f;
	bool pipe; /* "-": stdout, pipe mode (HEADER_ATTR records, no features) */
	bool created;
};

/*
 * After the counters are open (their ids known): creates path ("-": stdout) and writes the
 * attrs and the records that describe the session. 0 or -errno.
 */
int stat_record__create(struct stat_record *w, const char *path, struct evlist *evlist,
			const struct stat_config *config);
/* The counts read last (perf_stat__read_counters), then a STAT_ROUND. 0 or -errno. */
int stat_record__write_round(struct stat_record *w, struct evlist *evlist, int round_type,
			     u64 time_ns);
/* Before the counters are closed: the features (file), the final header. 0 or -errno. */
int stat_record__finish(struct stat_record *w, struct evlist *evlist, int argc, const char **argv);

/* Reader: what the records of a file say, applied as they come. */
struct stat_report {
	struct perf_session *session;
	struct stat_config *config;
	bool aggr_from_cmdline; /* -A/--per-* of report win over STAT_CONFIG */
	enum aggr_mode file_aggr; /* STAT_CONFIG's (global when it says none) */
	bool maps_done; /* counts allocated for the maps */
	struct perf_cpu_map *cpus;
	struct perf_thread_map *threads;
};

/*
 * Applies one record (host order) of a stat file. Returns 1 for a STAT_ROUND (*round_type,
 * *time_ns set: the caller prints), 0 for other records, -EINVAL for a malformed one.
 */
int stat_report__record(struct stat_report *r, const union perf_event *ev, int *round_type,
			u64 *time_ns);

#endif
