/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A differential profile: the entries of two hists of the same event (a baseline and a new
 * file, each aggregated by the same sort keys) paired by name and compared, as perf diff
 * prints them.
 *
 * Entries pair by the names of their key values, not by pointers: the two files come from
 * two replayed machines, and the same function may sit at another address in a rebuilt
 * binary. Within one file, entries with the same names merge (e.g. the samples that hit no
 * symbol in one DSO), and the merged row shows the first of them in report order.
 *
 *   struct diff d;
 *   diff__init(&d, &cfg, &sort_cfg);
 *   diff__add_hists(&d, 0, &baseline_hists, baseline_total);   // after hists__output_resort
 *   diff__add_hists(&d, 1, &new_hists, new_total);
 *   diff__resort(&d);
 *   diff__fprintf(&d, stdout, show_header);
 *   diff__exit(&d);
 */
#ifndef PERF_DIFF_H
#define PERF_DIFF_H

#include <stdbool.h>
#include <stdio.h>

#include "util/util.h"
#include "util/sort.h"

struct hists;
struct hist_entry;

enum diff_compute {
	DIFF_DELTA,	/* new% - baseline% */
	DIFF_DELTA_ABS, /* the same, ordered by its absolute value (Linux perf's default) */
	DIFF_RATIO,	/* new period / baseline period */
	DIFF_WDIFF,	/* new period * w_new - baseline period * w_base */
};

struct diff_config {
	enum diff_compute compute;
	long w_base, w_new; /* -c wdiff:w_base,w_new */
	int order;	    /* 0: by baseline overhead; 1: by the computed column */
	bool show_period;   /* -p: "Base period" and "Period" columns */
	bool show_formula;  /* -F: how each value was computed */
	bool dso_filter;    /* --dsos given: unresolved rows do not widen Shared Object */
	unsigned int hidden_keys; /* 1 << key of the key columns not printed (one value) */
	const char *field_sep; /* -t */
};

/* Parse -c's argument into cfg (compute and wdiff weights); 0 or -EINVAL. */
int diff_config__parse_compute(struct diff_config *cfg, const char *arg);

struct diff_side {
	struct hist_entry *he; /* the first entry (in report order) of this name; NULL: none */
	u64 period;
};

struct diff_entry {
	struct diff_side side[2]; /* 0: baseline, 1: new */
	u64 order;		  /* baseline entries first, in report order; then new-only ones */
	double value;		  /* the computed column, when computable */
	bool computed;
};

struct diff_name; /* one entry's key names (internal) */

struct diff {
	const struct diff_config *cfg;
	const struct sort_config *sort;
	u64 total[2]; /* the periods the percentages are of */
	struct diff_name *names;
	size_t nr_names, alloc_names;
	struct diff_entry *entries;
	size_t nr_entries;
};

void diff__init(struct diff *d, const struct diff_config *cfg, const struct sort_config *sort);
void diff__exit(struct diff *d);

/*
 * Take the entries of hists (already in output order, hists__output_resort) as side 0
 * (baseline) or 1 (new); total is the period their percentages are of. Filtered entries
 * (hists.keep_filtered) count in the rows of their names, and a row whose first entry is
 * one is not shown, as in Linux perf.
 */
void diff__add_hists(struct diff *d, int side, struct hists *hists, u64 total);

/* Pair the entries of both sides, compute the diff column and order the rows. */
void diff__resort(struct diff *d);

/* The entry a row shows its key values from: the baseline's when it has one. */
const struct hist_entry *diff_entry__row(const struct diff_entry *e);

/* The share of side (0: baseline, 1: new) of row e in *pct; false when that side has none. */
bool diff_entry__percent(const struct diff *d, const struct diff_entry *e, int side, double *pct);

/* The column headers (unless !show_header) and one row per entry, in Linux perf's layout. */
void diff__fprintf(struct diff *d, FILE *fp, bool show_header);

#endif
