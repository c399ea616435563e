/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The per-sample path of every command that aggregates samples (report; diff, top and
 * annotate to come): a sample of one session -> its task, location and call chain resolved
 * through the session's machine -> filtered -> added to the hist entries of its event's
 * hists, by one of two iterations:
 *
 *   HIST_ITER_NORMAL      the sample's own entry (self), with its call graph
 *   HIST_ITER_CUMULATIVE  also one entry per caller in its chain (children), counted once
 *                         per sample however often a function recurses
 *
 * A command sets it up once from its options and feeds it samples:
 *
 *	struct hist_iter_config cfg = { .kind = ..., .sort = &sort, .cc = &cc, .filters = &f };
 *	replay__prefetch_kallsyms(replay);  // optional: a head start (util/replay.h)
 *	struct hist_iter *it = hist_iter__new(machine, &cfg);
 *	per sample:	hist_iter__add(it, hists_of(evsel), evsel, sample);
 *	at the end:	hist_iter__finish(it);     // entries and call graphs complete,
 *						   // the per-sample state freed: no more samples
 *			hists__output_resort(hists); hists__fprintf(hists, ...);
 *	hist_iter__delete(it);
 *
 * Two sessions (perf diff) each have their machine, iterator and hists: the iterator keeps
 * all of its state itself, none is process-wide.
 *
 * The short cuts that make it fast are its own business (see hist-iter.c); PERF_REPORT_PLAIN
 * (cfg.plain) turns them off, and must give the same entries: tests compare both ways.
 */
#ifndef PERF_HIST_ITER_H
#define PERF_HIST_ITER_H

#include <stdbool.h>
#include "util/util.h"

struct addr_hits;
struct callchain_param;
struct evsel;
struct hists;
struct machine;
struct perf_sample;
struct perf_session;
struct sample_filters;
struct sort_config;
struct trace_event;

enum hist_iter_kind {
	HIST_ITER_NORMAL,
	HIST_ITER_CUMULATIVE,
};

struct hist_iter_config {
	enum hist_iter_kind kind;
	bool callchains; /* the samples have chains (PERF_SAMPLE_CALLCHAIN) */
	const struct sort_config *sort;
	/*
	 * Call graphs of the entries (NULL or mode CHAIN_NONE: none), and the order and
	 * depth of the chains children entries and the parent key read.
	 */
	const struct callchain_param *cc;
	const struct sample_filters *filters; /* NULL: every sample */
	/* hide entries below it: their call graphs need not be built */
	double percent_limit;
	/* the file's tracing data, for the trace key (NULL: no payloads) */
	struct trace_event *tevent;
	bool plain; /* none of the short cuts (PERF_REPORT_PLAIN) */
	/* tests: the sample cache's chunks of raw records, 8 << k bytes (0: 256 KiB) */
	unsigned int sample_cache_chunk_shift;
	/*
	 * --percentage relative: the totals (and so every percentage) are of the samples the
	 * filters keep; by default (absolute, as Linux perf) of every sample of the event.
	 */
	bool filter_relative;
	/*
	 * Also count each sample by the address of its symbol here (NULL: not): the live
	 * per-address counts of perf top's annotate view (util/annotate.h). The iterator
	 * keeps indexes into it: decay or clear it only when no iterator is counting into it.
	 */
	struct addr_hits *addr_hits;
	/* --showcpuutilization: each entry's period by cpumode (sys, usr); needs plain */
	bool cpu_util;
	/*
	 * Linux perf's way with the task, object and symbol filters (perf report): a sample
	 * they leave out is added all the same, to the entries it would have been, and only
	 * an entry such a sample made is hidden (hist_entry.filtered). So with keys that do
	 * not tell the filtered samples apart (--comms X --sort sym), an entry shown holds
	 * theirs too, as in Linux perf's output. Without it, they are only counted.
	 */
	bool filtered_entries;
	/*
	 * perf report -x: the entries of samples without a parent (the parent key's [other])
	 * are filtered ones (with filtered_entries: hidden, in the totals).
	 */
	bool exclude_other;
	/* perf report --hide-unresolved: samples without a symbol are dropped, uncounted */
	bool hide_unresolved;
	/*
	 * perf report of a recording with context switches (record --latency): each sample
	 * gets the parallelism at it (machine__parallelism), which the parallelism key and
	 * filter read and the entries' latency is divided by. The short cuts are off then:
	 * their records hold periods, not the per-sample latencies.
	 */
	bool parallelism;
};

struct hist_iter;

/* An iterator of samples resolved through machine. NULL on allocation failure. */
struct hist_iter *hist_iter__new(struct machine *machine, const struct hist_iter_config *cfg);
void hist_iter__delete(struct hist_iter *it);

/*
 * Before hist_iter__add of samples, a few ahead (optional): the sample cache's hash of
 * sample (to be added to hists; NULL: none) kept in it and its slot fetched into the CPU's
 * cache; for nearer, a sample so prepared before (NULL: none), the slot's record fetched.
 * hist_iter__add then waits on neither.
 */
void hist_iter__prepare(struct hist_iter *it, struct hists *hists, struct perf_sample *sample,
			struct perf_sample *nearer);

/*
 * Add one sample of evsel to hists (the caller's hists of that event). Filtered-out samples
 * are only counted (hists->nr_filtered, filtered_period), or with cfg.filtered_entries
 * added as Linux perf adds them. 0 or -errno.
 */
int hist_iter__add(struct hist_iter *it, struct hists *hists, struct evsel *evsel,
		   const struct perf_sample *sample);

/*
 * After the last sample (no sample after it): every entry's counts and call graph
 * complete, and the memory that only adding samples needed freed.
 */
void hist_iter__finish(struct hist_iter *it);

/* Which short cuts are in use (for tests and -v). */
#define HIST_ITER_SAMPLE_CACHE 0x1 /* repeated samples counted without resolving them */
#define HIST_ITER_DEFER_CHAINS 0x2 /* call graphs built at the end from interned chains */
#define HIST_ITER_PARK_KERNEL 0x4 /* kernel samples wait while kallsyms is read */
unsigned int hist_iter__shortcuts(const struct hist_iter *it);
/* The kernel samples that had to wait for the kernel's symbols (so far). */
u64 hist_iter__nr_parked(const struct hist_iter *it);
/* Samples the sample cache found (tests: hist_iter__prepare keeps them found). */
u64 hist_iter__nr_cache_hits(const struct hist_iter *it);

#endif
