/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Histograms: samples aggregated into entries by the sort keys of a struct sort_config.
 * One struct hists per event. Adding a sample is a hash lookup on the tuple of key values
 * (pointers and integers); entries come from a slab, so the per-sample path allocates only
 * when a new entry appears. At the end the entries are sorted for output (overhead, then
 * Linux perf's tie-breaks) and printed in Linux perf's --stdio layout.
 *
 *   struct hists h; hists__init(&h, &cfg, &callchain_param);
 *   per sample: hist_iter__add(it, &h, evsel, sample)    // util/hist-iter.h, which does
 *       struct hist_entry tmpl = { .thread = ..., .comm = ..., .map = ..., .sym = ..., ... };
 *       hists__add_entry(&h, &tmpl, period, true);       // self; false: a children entry
 *   hists__output_resort(&h);
 *   hists__fprintf(&h, stdout, ...);
 */
#ifndef PERF_HIST_H
#define PERF_HIST_H

#include <stdbool.h>
#include <stdio.h>
#include "util/util.h"
#include "util/sort.h"
#include "util/rb-emul.h"

struct thread;
struct map;
struct dso;
struct symbol;
struct callchain_root;
struct callchain_store;
struct callchain_param;
struct hist_group;

struct he_stat {
	u64 period;
	u64 nr_events;
	/*
	 * The wall-clock share (perf report --latency): each sample's period divided by the
	 * parallelism at it (hist_entry.vals.parallelism), in units of 1/HIST_LATENCY_SCALE.
	 */
	u64 latency;
};

/* latency's unit: a period of 1 at parallelism 1 counts this much */
#define HIST_LATENCY_SCALE 1000

/* A sample's latency: its period over the parallelism at it (0: not known, taken as 1). */
static inline u64 hist__latency(u64 period, int parallelism)
{
	return period * HIST_LATENCY_SCALE / (u64)(parallelism > 1 ? parallelism : 1);
}

/*
 * The first cache line holds what each sample of the default sort keys reads and updates;
 * entries come from 64-byte aligned slabs, three cache lines each (a static assert in
 * hist.c).
 */
struct hist_entry {
	/* Key values. Those of keys not configured are still filled from the first sample
	 * (Linux perf sizes the Symbol and Shared Object columns from them). */
	const char *comm; /* interned */
	struct dso *dso;
	struct symbol *sym;
	u64 ip;		     /* the address printed when sym is NULL */
	struct he_stat self;
	struct he_stat acc; /* children (cumulative) mode */
	struct thread *thread;
	struct map *map;
	/*
	 * The values keys compute themselves (their descriptors' fills, util/sort-keys.c),
	 * together so that a sample that waits for its symbol keeps them (util/hist-iter.c).
	 */
	struct hist_key_vals {
		const char *srcline; /* interned */
		const char *parent; /* parent symbol name, or NULL for [other] */
		const char *trace; /* interned formatted tracepoint payload */
		u64 ext; /* the value of the caller's own key (sort_config.ext) */
		/*
		 * How many of the recorded tasks ran at the sample (machine__parallelism; 0:
		 * not known): the parallelism key's value and the sample's latency divisor
		 */
		int parallelism;
	} vals;
	int cpu;
	char level;	     /* '.', 'k', ... */
	bool cc_wanted;	     /* hists__mark_callchains: the call graph will print something */
	/*
	 * Made by a sample the filters (--comms, --dsos, ...) leave out: not printed, but in
	 * the totals and in the order of the others as Linux perf's (hist_iter_config's
	 * filtered_entries); hists__output_resort takes it out of entries.
	 */
	bool filtered;
	u32 max_depth;	     /* longest chain appended to callchain */
	u64 seq;	     /* creation order: the last tie-break */
	/*
	 * (its keys' hash is its hists slot's, not kept here: 192 bytes, three cache lines,
	 * not 256; a report with call graphs makes thousands)
	 */
	struct callchain_root *callchain;
	u64 period_sys, period_usr; /* --showcpuutilization: self period by cpumode */
	/* the group view: each member's entry of these key values (util/hist-group.h) */
	struct hist_entry **pairs;
} __attribute__((aligned(64)));

/*
 * A slot of the entry table: the hash beside the pointer, so a probe reads no entry. The
 * layout is util/hashmap's, but the table stays specialized: built on hashmap (find, then
 * add), report's flat 100k-sample run executed 0.77M more instructions in
 * hists__findnew_entry (+16%: the re-probe on insert, the extra mix of an already mixed
 * hash), measured with callgrind.
 */
struct hist_slot {
	u64 hash;
	struct hist_entry *he;
};

struct hists {
	const struct sort_config *cfg;
	const struct callchain_param *cc; /* NULL or mode CHAIN_NONE: no call graphs */
	struct callchain_store *callchains; /* the nodes of the entries' call graphs */
	/*
	 * Entries take their seq from the template (the caller numbers the samples, and may
	 * add some later than others) instead of their count.
	 */
	bool seq_from_tmpl;
	/*
	 * sort_config__linux_find: entries are found as Linux perf finds them, in a replay of
	 * its red-black tree (by creation index), not by hash; the output order starts from
	 * its in-order.
	 */
	bool linux_find;
	/*
	 * sort_config__linux_order: the output order starts from Linux perf's tree's in-order
	 * (linux_find's, else the entries sorted by its transitive comparison).
	 */
	bool linux_order;
	struct rb_emul find_tree; /* linux_find: node i is entries[i] */
	struct hist_slot *slots; /* open addressing, at most half full */
	u32 nr_slots;
	u32 nr_entries;
	struct hist_entry **entries; /* creation order; after output_resort, output order */
	size_t alloc_entries;
	u64 total_period; /* self periods of the samples added */
	u64 total_latency; /* and their latencies (he_stat.latency) */
	u64 nr_samples;
	/*
	 * What call graphs' percentages are of when not total_period (0): with --percentage
	 * relative and hidden filtered entries, every sample's, as Linux perf prints them.
	 */
	u64 callchain_total;
	/*
	 * output_resort leaves the filtered entries in entries (perf diff: Linux perf merges
	 * them with the others of the same name before it hides any)
	 */
	bool keep_filtered;
	/* the samples a filter (--comms, --dsos, --cpu, ...) dropped */
	u64 filtered_period;
	u64 nr_filtered;
	u64 nr_lost_samples;
	/* entries hists__decay removed, for reuse (without call graphs only: see there) */
	struct hist_entry **free_entries;
	size_t nr_free, alloc_free;
	u64 nr_dropped; /* entries removed that could not be reused (their call graph stays) */
	/* entry slab */
	struct hist_entry *slab;
	size_t slab_left;
	struct hist_entry **slabs; /* every slab, for hists__exit */
	size_t nr_slabs, alloc_slabs;
	/* the group view: the hists of the group this leader's hists shows (util/hist-group.h) */
	struct hist_group *group;
	/* column widths, computed by output_resort */
	unsigned int width[SORT_MAX_COLS];
};

void hists__init(struct hists *hists, const struct sort_config *cfg,
		 const struct callchain_param *cc);
void hists__exit(struct hists *hists);
/* Hists for every event of evlist, each its evsel->priv; and their end (priv NULL again). */
struct evlist;
void evlist__hists_init(struct evlist *evlist, const struct sort_config *cfg,
			const struct callchain_param *cc);
void evlist__hists_exit(struct evlist *evlist);

/*
 * The entry with tmpl's key values (made from tmpl when new), its self (self=true) or
 * cumulative period increased by period. Also counts the sample in the totals when self.
 */
struct hist_entry *hists__add_entry(struct hists *hists, const struct hist_entry *tmpl,
				    u64 period, bool self);

/*
 * Set cc_wanted on the entries whose call graph can print anything: those shown (not under
 * percent_limit) whose period reaches the graph's threshold (below it every branch is
 * hidden; fractal thresholds are relative, so all shown ones there). Lets a caller skip
 * building the others' call-graph trees.
 */
void hists__mark_callchains(struct hists *hists, double percent_limit);

/* Count a sample in the totals only (its entry is counted later, hist_entry__add_period). */
static inline void hists__count_sample(struct hists *hists, u64 period)
{
	hists->total_period += period;
	hists->nr_samples++;
}

/* Count a sample that a filter dropped. */
static inline void hists__count_filtered(struct hists *hists, u64 period)
{
	hists->filtered_period += period;
	hists->nr_filtered++;
}

/* Add nr samples of the given total period to an entry's self (and children) counts. */
static inline void hist_entry__add_period(struct hist_entry *he, u64 period, u64 nr)
{
	he->self.period += period;
	he->self.nr_events += nr;
	he->acc.period += period;
	he->acc.nr_events += nr;
}

/* The same without counting anything (the caller adds to self/acc itself). */
struct hist_entry *hists__findnew_entry(struct hists *hists, const struct hist_entry *tmpl);
/*
 * he, found for tmpl, as tmpl would have made it (its key values, the values of the keys not
 * configured, its seq), keeping what was added to it since: for a sample added after later
 * ones (util/hist-iter.c's park_chains).
 */
void hist_entry__retemplate(struct hist_entry *he, const struct hist_entry *tmpl);

/*
 * perf top's ageing, after each display: every entry's periods and counts become 7/8 of
 * what they were (zero: 0), the totals follow, and entries that reach 0 are removed (their
 * memory reused by the next new entry; with call graphs, whose nodes cannot be freed one
 * by one, counted in nr_dropped instead). Returns the number of entries removed.
 */
u32 hists__decay(struct hists *hists, bool zero);

/*
 * After the last sample, before groups are linked (hists__link_group): with linux_find and
 * a comm key in the sort order (sort_config.second_tree), Linux perf's second tree: the entries in
 * the in-order of the first inserted into a new one, those it finds equal merged (periods
 * and call graphs into the first). Entries its first tree's lookups had split become one
 * again, as in Linux perf. Finding entries goes on in the new tree.
 */
void hists__collapse(struct hists *hists);

/* Sort entries for output and compute the column widths. */
void hists__output_resort(struct hists *hists);

struct hists_print_opts {
	double percent_limit; /* hide entries below this percentage */
	bool show_header;     /* the "# Overhead ..." lines (not with -q) */
	bool show_callchain;
	bool sort_by_sym_first;
};

/* The column header lines and the entries (with call graphs when configured). */
size_t hists__fprintf(struct hists *hists, const struct hists_print_opts *opts, FILE *fp);

/*
 * --hierarchy: a level per sort key, each row the summed overhead of the entries sharing
 * its value, indented under its parent row (util/hist-hierarchy.c).
 */
size_t hists__fprintf_hierarchy(struct hists *hists, const struct hists_print_opts *opts, FILE *fp);

/*
 * One entry's row as --stdio prints it on fp (without the newline; coloured when colours
 * are on for fp, never when fp is NULL); its length.
 */
int hist_entry__snprintf(struct hists *hists, struct hist_entry *he, FILE *fp, char *buf,
			 size_t size);
/* A column's header ("Overhead", "Children", "Symbol", ...). */
const char *hists__col_header(const struct sort_config *cfg, const struct sort_column *col);

/* The samples and their total period: of the hists, or its group's (their sums). */
void hists__event_counts(const struct hists *hists, u64 *nr_samples, u64 *total_period);

static inline u64 hists__callchain_total(const struct hists *hists)
{
	return hists->callchain_total ? hists->callchain_total : hists->total_period;
}

/*
 * "# Samples: 12K of event 'name'" and "# Event count (approx.): N", as Linux perf ("events"
 * when plural; a group's counts are its members' sums).
 */
void hists__fprintf_event_header(const struct hists *hists, const char *name, bool plural,
				 const char *time_str, FILE *fp);

/* Percentage of the total for an entry's self or children period. */
double hists__percent(const struct hists *hists, u64 period);

#endif
