/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Sort keys and output columns of perf report, with Linux perf's names, headers, widths and
 * value formats. The keys are one descriptor each in util/sort-keys.c, which says how to
 * add one; this file is the configuration (which keys and columns) and the operations over
 * the configured keys that hists, the iterator, perf diff and the hierarchy view use. Keys
 * group samples into hist entries (by pointer or integer, never by string compare per
 * sample: comms and srclines are interned). Columns add overhead, children, sample count
 * and period in front.
 */
#ifndef PERF_SORT_H
#define PERF_SORT_H

#include <regex.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "util/util.h"

struct hist_entry;
struct hists;

enum sort_key {
	SORT_COMM,
	SORT_PID,
	SORT_TID,
	SORT_DSO,
	SORT_SYM,
	SORT_CPU,
	SORT_SRCLINE,
	SORT_PARENT,
	SORT_TRACE,
	SORT_PARALLELISM,
	SORT_EXT, /* the caller's own key (sort_config__add_ext); not named on the command line */
	SORT_NR_KEYS
};

/*
 * When a key's value is computed (its descriptor's fill, util/sort-keys.c), for the entry
 * template of a sample (util/hist-iter.c):
 */
enum sort_fill_stage {
	/*
	 * from the sample itself (f->evsel, f->sample), its task and location resolved but
	 * maybe not its symbol (a kernel sample that waits for it keeps the values computed)
	 */
	SORT_FILL_SAMPLE,
	/* from its location with the symbol, and its call chain resolved (f->chain) */
	SORT_FILL_RESOLVED,
	/* a children entry's, from the location of the caller's frame it is made for */
	SORT_FILL_FRAME,
	SORT_FILL_NR
};

struct callchain_cursor;
struct evsel;
struct machine;
struct perf_sample;
struct trace_event;

/* What fills compute from: the iterator's, set once, then per sample. */
struct sort_fill {
	const struct sort_config *cfg;
	struct machine *machine; /* interns the strings values point to */
	struct trace_event *tevent; /* the file's tracing data (NULL: no payloads) */
	char *buf; /* formatting space, grown as needed: its owner frees it */
	size_t buf_len;
	struct evsel *evsel; /* SORT_FILL_SAMPLE */
	const struct perf_sample *sample;
	const struct callchain_cursor *chain; /* SORT_FILL_RESOLVED */
};

enum col_kind {
	COL_OVERHEAD, /* self percentage ("Overhead", or "Self" beside "Children") */
	COL_CHILDREN, /* cumulative percentage */
	COL_SAMPLES,
	COL_PERIOD,
	COL_KEY,
	COL_SYS, /* --showcpuutilization: the kernel-mode share of the overhead */
	COL_USR, /* and the user-mode share */
	COL_LATENCY, /* the self wall-clock share ("Latency": he_stat.latency) */
	COL_LATENCY_CHILDREN, /* the cumulative one (also "Latency") */
};

struct sort_column {
	enum col_kind kind;
	enum sort_key key; /* COL_KEY */
	unsigned int width;
};

#define SORT_MAX_KEYS 16
#define SORT_MAX_COLS 24

/* How a report groups and prints: set up once from the options, shared by every hists. */
struct sort_config {
	enum sort_key keys[SORT_MAX_KEYS]; /* grouping (and tie-break) keys, in order */
	int nr_keys;
	unsigned int key_mask; /* 1 << key for each key in keys[] */
	struct sort_column cols[SORT_MAX_COLS];
	int nr_cols;
	bool children;	 /* cumulative mode: Children + Self columns */
	/*
	 * ... and the Children column shows (not so with -F overhead,...): rows sort by it
	 * and the overhead column is titled Self; without it, by self as "Overhead"
	 */
	bool children_col;
	bool sort_by_cols; /* -F without --sort: rows sort by the columns, in -F's order */
	bool fields; /* -F chose the columns: "overhead" is titled Overhead, never Self */
	bool sort_by_sym_first; /* --sort starts with sym: the graph skips the repeated first frame */
	const char *field_sep; /* -t: columns separated by this instead of aligned */
	const struct sort_key_ext *ext; /* SORT_EXT */
	/* the parent key: a caller whose name matches (sort_config__set_parent) */
	regex_t parent_regex;
	bool parent_regex_set;
	/*
	 * Rows of equal value print in the order of Linux perf's tree, and entries are found
	 * as that tree finds them where its comparison is not transitive
	 * (sort_config__linux_order, sort_config__linux_find); set by perf report, whose
	 * hists are not decayed (perf top's are, which the tree's indexes would not survive).
	 */
	bool linux_order;
	/* -F with --sort: keys[0..nr_sort_keys) are --sort's, the others -F's, appended */
	int nr_sort_keys;
	/*
	 * A comm key came with the sort order (--sort or the default), so Linux perf merges
	 * its entries in a second tree (hists__collapse); -F's keys alone do not make one.
	 */
	bool second_tree;
	/*
	 * 1 << key of the keys whose column sort_config__elide_single took away: the output
	 * sort passes them over, as Linux perf's does (finding entries does not).
	 */
	unsigned int elided_mask;
	/*
	 * The latency columns show (sort_config__add_latency), and with prefer_latency
	 * (perf report --latency, or --sort latency) come first and order the rows.
	 */
	bool latency;
	bool prefer_latency;
};

/*
 * perf report of a recording with context switches (record --latency): the Latency
 * columns beside the overhead ones, after them or, prefer, before them and ordering the
 * rows (as Linux perf 6.15's --latency). Not with -F, whose columns are the ones listed.
 * 0 or -EINVAL (too many columns).
 */
int sort_config__add_latency(struct sort_config *cfg, bool prefer);
/* The latency columns taken away again (not those -F listed). */
void sort_config__drop_latency(struct sort_config *cfg);
/* Does cfg show a latency column, or group or sort by parallelism? */
bool sort_config__wants_latency(const struct sort_config *cfg);

/* Is key one of --sort's own (not one -F appended)? */
static inline bool sort_config__is_sort_key(const struct sort_config *cfg, enum sort_key key)
{
	for (int i = 0; i < cfg->nr_sort_keys; i++)
		if (cfg->keys[i] == key)
			return true;
	return false;
}

/* Does the output sort compare key? (not when its column was elided) */
static inline bool sort_config__output_key(const struct sort_config *cfg, enum sort_key key)
{
	return !(cfg->elided_mask & (1u << key));
}

/* --showcpuutilization: sys and usr columns after the overhead (hist_entry period_sys/usr). */
int sort_config__add_cpu_util(struct sort_config *cfg);

/* The key named name (aliases: symbol), or -1. */
int sort_key__find(const char *name);
const char *sort_key__name(enum sort_key key);
const char *sort_key__header(enum sort_key key);
/* The same knowing the config (its SORT_EXT's header). */
const char *sort_config__header(const struct sort_config *cfg, enum sort_key key);
/*
 * What the key's value is computed from (enum sample_input, util/sample-input.h). A new key
 * must declare every input it reads: the fast paths of util/hist-iter.c key their caches on
 * these (tests/hist.c checks each key against the plain way).
 */
unsigned int sort_key__inputs(enum sort_key key);

/*
 * Parse --sort (a comma list of keys, NULL: Linux perf's default comm,dso,sym) and -F/--fields
 * (a comma list of columns and keys: overhead, overhead_children, sample, period, and keys;
 * NULL: overhead columns then the sort keys). Returns 0, or -EINVAL with a pr_err naming
 * the bad key. sort_config__exit frees what it holds.
 */
int sort_config__setup(struct sort_config *cfg, const char *sort_order, const char *fields,
		       bool children, bool show_nr_samples, bool show_period);
void sort_config__exit(struct sort_config *cfg);

static inline bool sort_config__has(const struct sort_config *cfg, enum sort_key key)
{
	return cfg->key_mask & (1u << key);
}

/*
 * A key a command or test defines itself: a u64 computed from each sample, grouped by value
 * and printed as a number. Like the built-in keys it declares what it reads.
 */
struct perf_sample;
struct sort_key_ext {
	const char *header;
	unsigned int inputs; /* enum sample_input */
	u64 (*value)(const struct perf_sample *sample);
};

/* Add ext as the last sort key (and column). 0 or -EINVAL. */
int sort_config__add_ext(struct sort_config *cfg, const struct sort_key_ext *ext);

/* The union of the inputs of the configured keys. */
unsigned int sort_config__inputs(const struct sort_config *cfg);

struct str_list;

/*
 * --comms, --dsos or --symbols naming one value: the comm, dso or sym column would say the
 * same on every row, so Linux perf leaves it out and says the value once above the report
 * ("# comm: prog", in column order, printed to out unless NULL). Keys stay (the grouping is
 * the same); only columns go, and none when that would leave no key column (then all show),
 * nor with a field separator (-t). Call once after sort_config__setup(), where the lines
 * go: between "# To display the perf.data header info..." and "#\n# Total Lost Samples".
 */
void sort_config__elide_single(struct sort_config *cfg, const struct str_list *comms,
			       const struct str_list *dsos, const struct str_list *syms, FILE *out);
/*
 * The same choice for a printer of cfg->keys (perf diff, which makes it with -t too): 1 <<
 * key of each key a filter leaves with one value, 0 when that is every key. No line.
 */
unsigned int sort_config__single_keys(const struct sort_config *cfg,
				      const struct str_list *comms, const struct str_list *dsos,
				      const struct str_list *syms);

/*
 * Linux perf finds a sample's entry in a red-black tree with each key's comparison
 * (sort__linux_find_cmp), and its output sort keeps that tree's order where rows tie (two
 * unresolved addresses). sort_config__linux_order: the keys are ones hists can order so
 * (the symbol key, whose tree comparison is its own, with pid, comm, dso, cpu, parent,
 * srcline or trace keys).
 *
 * Without the object key (dso), the symbol key's comparison is not transitive: two
 * unresolved addresses compare alone, a symbol against anything compares the objects
 * first. So Linux perf's tree sometimes does not find an equal entry and makes another,
 * two rows of one address or symbol. sort_config__linux_find: cfg->linux_order and a key's
 * comparison is not transitive so; hists then replay the tree, every sample's lookups in
 * sample order (and with a comm key, the second tree Linux perf merges entries in:
 * hists__collapse).
 */
bool sort_config__linux_order(const struct sort_config *cfg);
bool sort_config__linux_find(const struct sort_config *cfg);
/*
 * Linux perf's comparison of a new entry's keys with an entry of that tree's (< 0: the new
 * one goes left).
 */
int sort__linux_find_cmp(const struct sort_config *cfg, const struct hist_entry *in,
			 const struct hist_entry *new);

/* Hash of the entry's values of the configured keys. */
u64 sort__hash(const struct sort_config *cfg, const struct hist_entry *he);
/* True when a and b have the same values of the configured keys. */
bool sort__equal(const struct sort_config *cfg, const struct hist_entry *a,
		 const struct hist_entry *b);
/* a and b by one key's values, ascending as Linux perf lists equal rows (<0: a first). */
int sort__key_cmp(enum sort_key key, const struct hist_entry *a, const struct hist_entry *b);

/* What an output sort does with two values the key's tie rule ties (two unresolved addresses) */
enum sort_ties {
	SORT_TIES_ORDERED, /* orders them as sort__key_cmp does */
	SORT_TIES_EQUAL, /* leaves them equal, as Linux perf's own output sort */
	SORT_TIES_BY_OBJECT, /* -F's columns without Linux perf's tree: by object first */
};

/* sort__key_cmp, with the values the key's tie rule ties as said */
int sort__key_sort_cmp(enum sort_key key, const struct hist_entry *a, const struct hist_entry *b,
		       enum sort_ties ties);
/*
 * The keys the output sort compares (sort_config__output_key), in order, with ties as said
 * (<0: a first; 0: equal by all).
 */
int sort__output_keys_cmp(const struct sort_config *cfg, const struct hist_entry *a,
			  const struct hist_entry *b, enum sort_ties ties);
/*
 * Linux perf's tree comparison of one key: a new entry (a) with one of its tree (b), < 0: a
 * goes left.
 */
int sort__tree_cmp(const struct sort_config *cfg, enum sort_key key, const struct hist_entry *a,
		   const struct hist_entry *b);
/* Output tie-break between entries of equal overhead, as Linux perf orders them (<0: a first). */
int sort__output_cmp(const struct sort_config *cfg, const struct hist_entry *a,
		     const struct hist_entry *b);

/* Width the value of key needs for this entry (before taking the header into account). */
unsigned int sort_key__entry_width(enum sort_key key, const struct hist_entry *he);
/*
 * And the width its column takes from he in an aligned layout (not with -t), as Linux perf
 * widens Shared Object to an address's when a row has no symbol; 0: nothing more.
 */
unsigned int sort_key__aligned_width(enum sort_key key, const struct hist_entry *he);
/* Print the value of key, padded to width where Linux perf pads; returns the length. */
int sort_key__snprintf(enum sort_key key, const struct hist_entry *he, char *buf, size_t size,
		       unsigned int width);
/*
 * The name perf diff pairs the rows of two files by: the value whole, unpadded, but a symbol
 * by its name alone and every unresolved address alike. Its length.
 */
int sort_key__pair_name(enum sort_key key, const struct hist_entry *he, char *buf, size_t size);
/*
 * Does Linux perf format the key's values only when its trees compare them (trace output,
 * source lines)? Its column is then sized by those (util/hist.c).
 */
bool sort_key__lazy(enum sort_key key);

/* Do the configured keys compute values at stage? (a per-sample test the iterator saves) */
bool sort_config__fills(const struct sort_config *cfg, enum sort_fill_stage stage);
/* Compute the configured keys' values of stage into tmpl. */
void sort_config__fill(const struct sort_config *cfg, enum sort_fill_stage stage,
		       struct hist_entry *tmpl, struct sort_fill *f);

/* --parent: the regex a caller's name must match for the parent key (default ^sys_|^do_page_fault). */
int sort_config__set_parent(struct sort_config *cfg, const char *regex);
/*
 * perf report -p: the parent key with regex, appended to the keys and columns when not one
 * of them yet (as Linux perf does for any -p given).
 */
int sort_config__add_parent(struct sort_config *cfg, const char *regex);
/* Does name match the parent pattern? */
bool sort_config__is_parent(const struct sort_config *cfg, const char *name);

#endif
