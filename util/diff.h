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
 *
 * A browser lays the rows out as the table does (the same text, no colours; each column's
 * heat beside it) and draws them itself (util/browser-diff.c):
 *
 *   struct diff_layout l;  struct diff_line line = { 0 };
 *   diff__layout(&d, &l);
 *   diff__header_line(&d, &l, &line);  diff__row_line(&d, &l, &d.entries[i], &line);
 *   diff_line__exit(&line);
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
	size_t first_name, nr_names; /* the entries merged into the row (diff_entry__side_next) */
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

/*
 * The hist entries of side that row e merged (the first of them is e->side[side].he), one
 * per call from *pos = 0 on; NULL after the last.
 */
struct hist_entry *diff_entry__side_next(const struct diff *d, const struct diff_entry *e, int side,
					 size_t *pos);

/* The column headers (unless !show_header) and one row per entry, in Linux perf's layout. */
void diff__fprintf(struct diff *d, FILE *fp, bool show_header);

/* The table's key columns (a filter leaves some out) and their widths, for d's rows. */
struct diff_layout {
	enum sort_key keys[SORT_MAX_KEYS];
	unsigned int width[SORT_MAX_KEYS];
	int nr_keys;
};

void diff__layout(const struct diff *d, struct diff_layout *l);

/* The columns: Baseline, Base period, the computed one, Formula, Period, then the keys. */
#define DIFF_MAX_COLS (5 + SORT_MAX_KEYS)

/*
 * A row or the header as the table prints it (without -t: each column after two blanks),
 * without colours: each column's place in the text, and the heat its colour shows
 * (util/color.h; COLOR_COLD for the uncoloured ones).
 */
struct diff_line {
	char *buf;
	size_t len, alloc;
	struct diff_col_span {
		size_t start, len;
		int heat; /* enum color_heat */
	} cols[DIFF_MAX_COLS];
	int nr_cols;
};

/*
 * The column headers, each above its column as the rows lay them out ("  Baseline  Delta
 * Abs  Shared Object ..."; the table prints "# " over the rows' two leading blanks).
 */
void diff__header_line(const struct diff *d, const struct diff_layout *l, struct diff_line *out);
/* Row e's text, exactly as diff__fprintf prints it (without the newline and the colours). */
void diff__row_line(struct diff *d, const struct diff_layout *l, const struct diff_entry *e,
		    struct diff_line *out);
void diff_line__exit(struct diff_line *line);

#endif
