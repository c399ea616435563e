/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The two inputs of a differential profile (perf diff, perf report --baseline): each
 * perf.data replayed through the session, machine and per-sample iterator perf report
 * uses, and aggregated by the same sort keys into one hists per event, ready for
 * util/diff.h to pair.
 *
 *   struct diff_read r = { .sort = &sort, .filters = &filters };
 *   struct diff_file f = { .path = "perf.data" };
 *   err = diff_file__read(&f, &r, 1);            // prints why on error
 *   ... f.events[evsel->idx].hists ...
 *   diff_file__exit(&f);
 */
#ifndef PERF_DIFF_FILES_H
#define PERF_DIFF_FILES_H

#include "util/hist.h"
#include "util/replay.h"

struct evsel;
struct sort_config;
struct callchain_param;
struct sample_filters;
struct diff_file;

/* The samples of one event of one file, aggregated. */
struct diff_event {
	struct hists hists;
	u64 total_period; /* of every sample, those filtered out included (--percentage absolute) */
};

/* One input file: its session, its replayed machine and iterator, a diff_event per evsel. */
struct diff_file {
	const char *path;
	struct replay replay; /* the file, its machine and side-band handlers */
	struct hist_iter *iter;
	struct diff_event *events; /* by evsel->idx */
	int nr_events;
	bool callchains; /* its samples have call chains */
};

/* How both files are read. */
struct diff_read {
	const char *cmd; /* for messages: "diff" (the default), "report" */
	struct sort_config *sort;
	struct sample_filters *filters;
	/*
	 * the entries' call graphs (perf diff's browser), in the files with call chains;
	 * NULL: none, the samples' chains are not even resolved
	 */
	const struct callchain_param *cc;
	/* when given: called once the file is open, before its samples (e.g. --time per file) */
	int (*setup)(void *arg, struct diff_file *f, int file);
	void *arg;
};

/*
 * Open and aggregate f->path, the file'th input (0: the baseline); 0 or -errno, its
 * errors printed. f->replay.session is NULL after it when the file could not be opened.
 */
int diff_file__read(struct diff_file *f, const struct diff_read *r, int file);
void diff_file__exit(struct diff_file *f);

/* The event of f that compares with base (another file's): the same type and config. */
struct evsel *diff_file__match_evsel(struct diff_file *f, const struct evsel *base);

#endif
