// SPDX-License-Identifier: GPL-2.0
/*
 * The sort configuration (keys and columns from --sort and -F) and the operations over its
 * keys, each through the key's descriptor (util/sort-keys.c).
 */
#include <errno.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/debug.h"
#include "util/filter-list.h"
#include "util/hist.h"
#include "util/sort-keys.h"
#include "util/sort.h"

int sort_key__find(const char *name)
{
	for (int i = 0; i < SORT_NR_KEYS; i++) {
		const struct sort_key_desc *d = &sort_keys[i];

		if (d->name && (!strcmp(name, d->name) || (d->alias && !strcmp(name, d->alias))))
			return i;
	}
	return -1;
}

const char *sort_key__name(enum sort_key key)
{
	return sort_keys[key].name ? sort_keys[key].name : "";
}

const char *sort_key__header(enum sort_key key)
{
	return sort_keys[key].header ? sort_keys[key].header : "";
}

unsigned int sort_key__inputs(enum sort_key key)
{
	return sort_keys[key].inputs;
}

const char *sort_config__header(const struct sort_config *cfg, enum sort_key key)
{
	return key == SORT_EXT && cfg->ext ? cfg->ext->header : sort_key__header(key);
}

unsigned int sort_config__inputs(const struct sort_config *cfg)
{
	unsigned int in = 0;

	for (int i = 0; i < cfg->nr_keys; i++)
		in |= cfg->keys[i] == SORT_EXT ? cfg->ext->inputs : sort_keys[cfg->keys[i]].inputs;
	return in;
}

static int add_key(struct sort_config *cfg, enum sort_key key)
{
	if (cfg->key_mask & (1u << key))
		return 0;
	if (cfg->nr_keys >= SORT_MAX_KEYS)
		return -EINVAL;
	cfg->keys[cfg->nr_keys++] = key;
	cfg->key_mask |= 1u << key;
	return 0;
}

static int add_col(struct sort_config *cfg, enum col_kind kind, enum sort_key key)
{
	for (int i = 0; i < cfg->nr_cols; i++)
		if (cfg->cols[i].kind == kind && (kind != COL_KEY || cfg->cols[i].key == key))
			return 0;
	if (cfg->nr_cols >= SORT_MAX_COLS)
		return -EINVAL;
	cfg->cols[cfg->nr_cols].kind = kind;
	cfg->cols[cfg->nr_cols].key = key;
	cfg->nr_cols++;
	return 0;
}

int sort_config__add_cpu_util(struct sort_config *cfg)
{
	int at = 0;

	if (cfg->nr_cols + 2 > SORT_MAX_COLS)
		return -EINVAL;
	for (int i = 0; i < cfg->nr_cols; i++)
		if (cfg->cols[i].kind == COL_OVERHEAD)
			at = i + 1;
	memmove(&cfg->cols[at + 2], &cfg->cols[at], (cfg->nr_cols - at) * sizeof(cfg->cols[0]));
	cfg->cols[at] = (struct sort_column){ .kind = COL_SYS };
	cfg->cols[at + 1] = (struct sort_column){ .kind = COL_USR };
	cfg->nr_cols += 2;
	return 0;
}

/* Calls fn for each comma-separated word of list (spaces around words ignored). */
static int for_each_word(const char *list, int (*fn)(struct sort_config *, const char *, void *),
			 struct sort_config *cfg, void *arg)
{
	char *copy = xstrdup(list), *save = NULL, *tok;
	int err = 0;

	for (tok = strtok_r(copy, ",", &save); tok && !err; tok = strtok_r(NULL, ",", &save)) {
		while (*tok == ' ')
			tok++;
		tok[strcspn(tok, " ")] = '\0';
		if (*tok)
			err = fn(cfg, tok, arg);
	}
	free(copy);
	return err;
}

static int sort_word(struct sort_config *cfg, const char *word, void *arg)
{
	int key;

	/* Linux perf's overhead and latency sort words: the rows by that share first */
	if (!strcmp(word, "overhead"))
		return 0;
	if (!strcmp(word, "latency")) {
		cfg->prefer_latency = true;
		return 0;
	}
	key = sort_key__find(word);

	if (key < 0) {
		pr_err("perf report: unknown --sort key: '%s'\n", word);
		return -EINVAL;
	}
	return add_key(cfg, key);
}

static int field_word(struct sort_config *cfg, const char *word, void *arg)
{
	bool *have_keys = arg;
	int key;

	if (!strcmp(word, "overhead"))
		return add_col(cfg, COL_OVERHEAD, 0);
	if (!strcmp(word, "overhead_children"))
		return add_col(cfg, COL_CHILDREN, 0);
	if (!strcmp(word, "latency"))
		return add_col(cfg, COL_LATENCY, 0);
	if (!strcmp(word, "latency_children"))
		return add_col(cfg, COL_LATENCY_CHILDREN, 0);
	if (!strcmp(word, "sample"))
		return add_col(cfg, COL_SAMPLES, 0);
	if (!strcmp(word, "period"))
		return add_col(cfg, COL_PERIOD, 0);
	key = sort_key__find(word);
	if (key < 0) {
		pr_err("perf report: unknown --fields key: '%s'\n", word);
		return -EINVAL;
	}
	*have_keys = true;
	return add_col(cfg, COL_KEY, key);
}

/* The one value of the filter list of key's column, or NULL. */
static const char *elided_value(enum sort_key key, const struct str_list *comms,
				const struct str_list *dsos, const struct str_list *syms)
{
	const struct str_list *lists[] = {
		[SK_FILTER_NONE] = NULL,
		[SK_FILTER_COMMS] = comms,
		[SK_FILTER_DSOS] = dsos,
		[SK_FILTER_SYMS] = syms,
	};
	const struct str_list *l = lists[sort_keys[key].filter];

	return l && l->nr == 1 ? l->items[0] : NULL;
}

unsigned int sort_config__single_keys(const struct sort_config *cfg,
				      const struct str_list *comms, const struct str_list *dsos,
				      const struct str_list *syms)
{
	unsigned int mask = 0;
	int nr_keys = 0, nr_single = 0;

	for (int k = 0; k < cfg->nr_keys; k++) {
		nr_keys++;
		if (elided_value(cfg->keys[k], comms, dsos, syms)) {
			mask |= 1u << cfg->keys[k];
			nr_single++;
		}
	}
	return nr_single == nr_keys ? 0 : mask;
}

void sort_config__elide_single(struct sort_config *cfg, const struct str_list *comms,
			       const struct str_list *dsos, const struct str_list *syms, FILE *out)
{
	int nr_keys = 0, nr_elided = 0, n = 0;

	if (cfg->field_sep)
		return;
	for (int c = 0; c < cfg->nr_cols; c++) {
		const struct sort_column *col = &cfg->cols[c];
		const char *v;

		if (col->kind != COL_KEY)
			continue;
		nr_keys++;
		v = elided_value(col->key, comms, dsos, syms);
		if (!v)
			continue;
		nr_elided++;
		if (out)
			fprintf(out, "# %s: %s\n", sort_keys[col->key].filter_name, v);
	}
	if (!nr_elided || nr_elided == nr_keys)
		return;
	for (int c = 0; c < cfg->nr_cols; c++) {
		const struct sort_column *col = &cfg->cols[c];

		if (col->kind == COL_KEY && elided_value(col->key, comms, dsos, syms)) {
			cfg->elided_mask |= 1u << col->key;
			continue;
		}
		cfg->cols[n++] = *col;
	}
	cfg->nr_cols = n;
}

int sort_config__setup(struct sort_config *cfg, const char *sort_order, const char *fields,
		       bool children, bool show_nr_samples, bool show_period)
{
	bool explicit_sort = sort_order != NULL;
	int err;

	memset(cfg, 0, sizeof(*cfg));
	cfg->children = children;
	if (fields) {
		bool have_keys = false;

		err = for_each_word(fields, field_word, cfg, &have_keys);
		if (err)
			return err;
		/* -F without --sort: its keys are also the sort keys. */
		if (!explicit_sort)
			for (int i = 0; i < cfg->nr_cols; i++)
				if (cfg->cols[i].kind == COL_KEY)
					add_key(cfg, cfg->cols[i].key);
		if (!have_keys && !explicit_sort)
			sort_order = "comm,dso,sym";
	}
	if (sort_order || !fields) {
		if (!sort_order)
			sort_order = "comm,dso,sym";
		err = for_each_word(sort_order, sort_word, cfg, NULL);
		if (err)
			return err;
		/* (--sort latency alone: the default keys after it) */
		if (!cfg->nr_keys && cfg->prefer_latency)
			err = for_each_word("comm,dso,sym", sort_word, cfg, NULL);
		if (err)
			return err;
		if (!cfg->nr_keys) {
			pr_err("perf report: empty --sort list\n");
			return -EINVAL;
		}
		/* Linux perf's second tree: a key of its sort list (not one of -F's alone) */
		for (int i = 0; i < cfg->nr_keys; i++)
			if (sort_keys[cfg->keys[i]].flags & SK_COLLAPSE)
				cfg->second_tree = true;
		cfg->sort_by_sym_first = explicit_sort && !fields &&
					 (sort_keys[cfg->keys[0]].flags & SK_FRAME);
	}
	/* -F and --sort: -F's keys group and sort after --sort's, as Linux perf appends them */
	cfg->nr_sort_keys = cfg->nr_keys;
	if (fields && explicit_sort)
		for (int i = 0; i < cfg->nr_cols; i++)
			if (cfg->cols[i].kind == COL_KEY && add_key(cfg, cfg->cols[i].key))
				return -EINVAL;
	/* -F without --sort: rows sort by its columns, in its order, as Linux perf's */
	cfg->sort_by_cols = fields && !explicit_sort;
	cfg->fields = fields != NULL;
	if (!fields) {
		if (children)
			add_col(cfg, COL_CHILDREN, 0);
		add_col(cfg, COL_OVERHEAD, 0);
		if (show_nr_samples)
			add_col(cfg, COL_SAMPLES, 0);
		if (show_period)
			add_col(cfg, COL_PERIOD, 0);
	}
	/* Sort keys not in -F's list still show (Linux perf appends them). */
	for (int i = 0; i < cfg->nr_keys; i++)
		add_col(cfg, COL_KEY, cfg->keys[i]);
	for (int i = 0; i < cfg->nr_cols; i++)
		if (cfg->cols[i].kind == COL_CHILDREN)
			cfg->children_col = children;
	for (int i = 0; i < cfg->nr_keys; i++) {
		const struct sort_key_desc *d = &sort_keys[cfg->keys[i]];

		err = d->setup ? d->setup(cfg) : 0;
		if (err)
			return err;
	}
	return 0;
}

/* Insert a column of kind at index at. */
static int insert_col(struct sort_config *cfg, int at, enum col_kind kind)
{
	if (cfg->nr_cols >= SORT_MAX_COLS)
		return -EINVAL;
	memmove(&cfg->cols[at + 1], &cfg->cols[at], (cfg->nr_cols - at) * sizeof(cfg->cols[0]));
	cfg->cols[at] = (struct sort_column){ .kind = kind };
	cfg->nr_cols++;
	return 0;
}

/* The index of the first column of kind, or -1. */
static int find_col(const struct sort_config *cfg, enum col_kind kind)
{
	for (int i = 0; i < cfg->nr_cols; i++)
		if (cfg->cols[i].kind == kind)
			return i;
	return -1;
}

int sort_config__add_latency(struct sort_config *cfg, bool prefer)
{
	int at;

	cfg->prefer_latency |= prefer;
	if (cfg->fields) {
		cfg->latency = find_col(cfg, COL_LATENCY) >= 0 ||
			       find_col(cfg, COL_LATENCY_CHILDREN) >= 0;
		return 0;
	}
	cfg->latency = true;
	/* Linux perf's order: Latency beside each share, before it when preferred */
	at = find_col(cfg, COL_CHILDREN);
	if (at >= 0 && insert_col(cfg, cfg->prefer_latency ? at : at + 1, COL_LATENCY_CHILDREN))
		return -EINVAL;
	at = find_col(cfg, COL_OVERHEAD);
	if (at >= 0 && insert_col(cfg, cfg->prefer_latency ? at : at + 1, COL_LATENCY))
		return -EINVAL;
	return 0;
}

void sort_config__drop_latency(struct sort_config *cfg)
{
	int n = 0;

	if (cfg->fields)
		return;
	for (int i = 0; i < cfg->nr_cols; i++)
		if (cfg->cols[i].kind != COL_LATENCY && cfg->cols[i].kind != COL_LATENCY_CHILDREN)
			cfg->cols[n++] = cfg->cols[i];
	cfg->nr_cols = n;
	cfg->latency = false;
}

bool sort_config__wants_latency(const struct sort_config *cfg)
{
	return cfg->prefer_latency || sort_config__has(cfg, SORT_PARALLELISM) ||
	       find_col(cfg, COL_LATENCY) >= 0 || find_col(cfg, COL_LATENCY_CHILDREN) >= 0;
}

int sort_config__add_ext(struct sort_config *cfg, const struct sort_key_ext *ext)
{
	if (cfg->ext || add_key(cfg, SORT_EXT) || add_col(cfg, COL_KEY, SORT_EXT))
		return -EINVAL;
	cfg->ext = ext;
	return 0;
}

int sort__key_cmp(enum sort_key key, const struct hist_entry *a, const struct hist_entry *b)
{
	return sort_keys[key].cmp(a, b);
}

static inline int key_sort_cmp(const struct sort_key_desc *d, const struct hist_entry *a,
			       const struct hist_entry *b, enum sort_ties ties)
{
	if (ties != SORT_TIES_ORDERED && d->ties && d->ties(a, b)) {
		if (ties == SORT_TIES_EQUAL)
			return 0;
		if (d->tie_cmp)
			return d->tie_cmp(a, b);
	}
	return d->cmp(a, b);
}

int sort__key_sort_cmp(enum sort_key key, const struct hist_entry *a, const struct hist_entry *b,
		       enum sort_ties ties)
{
	return key_sort_cmp(&sort_keys[key], a, b, ties);
}

/* (the sorts compare many entries: the keys' loop here, beside the descriptors) */
int sort__output_keys_cmp(const struct sort_config *cfg, const struct hist_entry *a,
			  const struct hist_entry *b, enum sort_ties ties)
{
	for (int i = 0; i < cfg->nr_keys; i++) {
		int r;

		if (!sort_config__output_key(cfg, cfg->keys[i]))
			continue;
		r = key_sort_cmp(&sort_keys[cfg->keys[i]], a, b, ties);
		if (r)
			return r;
	}
	return 0;
}

static inline int tree_cmp(const struct sort_config *cfg, const struct sort_key_desc *d,
			   const struct hist_entry *a, const struct hist_entry *b)
{
	return d->tree_cmp ? d->tree_cmp(cfg, a, b) : d->cmp(a, b);
}

int sort__tree_cmp(const struct sort_config *cfg, enum sort_key key, const struct hist_entry *a,
		   const struct hist_entry *b)
{
	return tree_cmp(cfg, &sort_keys[key], a, b);
}

bool sort_config__linux_order(const struct sort_config *cfg)
{
	bool tree = false;

	/* (without a tree comparison of a key's own, its order is the keys': nothing to replay) */
	for (int i = 0; i < cfg->nr_keys; i++) {
		const struct sort_key_desc *d = &sort_keys[cfg->keys[i]];

		if (!(d->flags & SK_LINUX_TREE))
			return false;
		tree |= d->tree_cmp != NULL;
	}
	return tree;
}

bool sort_config__linux_find(const struct sort_config *cfg)
{
	if (!cfg->linux_order)
		return false;
	for (int i = 0; i < cfg->nr_keys; i++) {
		const struct sort_key_desc *d = &sort_keys[cfg->keys[i]];

		if (d->tree_transitive && !d->tree_transitive(cfg))
			return true;
	}
	return false;
}

int sort__linux_find_cmp(const struct sort_config *cfg, const struct hist_entry *in,
			 const struct hist_entry *new)
{
	for (int i = 0; i < cfg->nr_keys; i++) {
		int r = tree_cmp(cfg, &sort_keys[cfg->keys[i]], new, in);

		if (r)
			return r;
	}
	return 0;
}

int sort__output_cmp(const struct sort_config *cfg, const struct hist_entry *a,
		     const struct hist_entry *b)
{
	int r = sort__output_keys_cmp(cfg, a, b, SORT_TIES_ORDERED);

	if (!r)
		r = a->seq < b->seq ? -1 : a->seq > b->seq;
	return r;
}

unsigned int sort_key__entry_width(enum sort_key key, const struct hist_entry *he)
{
	return sort_keys[key].width(he);
}

unsigned int sort_key__aligned_width(enum sort_key key, const struct hist_entry *he)
{
	return sort_keys[key].aligned_width ? sort_keys[key].aligned_width(he) : 0;
}

int sort_key__snprintf(enum sort_key key, const struct hist_entry *he, char *buf, size_t size,
		       unsigned int width)
{
	return sort_keys[key].snprintf(he, buf, size, width);
}

int sort_key__pair_name(enum sort_key key, const struct hist_entry *he, char *buf, size_t size)
{
	const struct sort_key_desc *d = &sort_keys[key];

	if (d->pair_name)
		return d->pair_name(he, buf, size);
	/* at its own width: the value whole, unpadded */
	return d->snprintf(he, buf, size, d->width(he) ?: 1);
}

bool sort_key__lazy(enum sort_key key)
{
	return sort_keys[key].flags & SK_LAZY;
}

bool sort_config__fills(const struct sort_config *cfg, enum sort_fill_stage stage)
{
	for (int i = 0; i < cfg->nr_keys; i++)
		if (sort_keys[cfg->keys[i]].fill[stage])
			return true;
	return false;
}

void sort_config__fill(const struct sort_config *cfg, enum sort_fill_stage stage,
		       struct hist_entry *tmpl, struct sort_fill *f)
{
	for (int i = 0; i < cfg->nr_keys; i++) {
		const struct sort_key_desc *d = &sort_keys[cfg->keys[i]];

		if (d->fill[stage])
			d->fill[stage](tmpl, f);
	}
}

int sort_config__set_parent(struct sort_config *cfg, const char *regex)
{
	if (cfg->parent_regex_set)
		regfree(&cfg->parent_regex);
	cfg->parent_regex_set = false;
	if (regcomp(&cfg->parent_regex, regex, REG_EXTENDED | REG_NOSUB)) {
		pr_err("perf report: invalid --parent regex: %s\n", regex);
		return -EINVAL;
	}
	cfg->parent_regex_set = true;
	return 0;
}

int sort_config__add_parent(struct sort_config *cfg, const char *regex)
{
	if (add_key(cfg, SORT_PARENT) || add_col(cfg, COL_KEY, SORT_PARENT)) {
		pr_err("perf report: --parent: too many sort keys\n");
		return -EINVAL;
	}
	return sort_config__set_parent(cfg, regex);
}

bool sort_config__is_parent(const struct sort_config *cfg, const char *name)
{
	return cfg->parent_regex_set && !regexec(&cfg->parent_regex, name, 0, NULL, 0);
}

void sort_config__exit(struct sort_config *cfg)
{
	if (cfg->parent_regex_set)
		regfree(&cfg->parent_regex);
	cfg->parent_regex_set = false;
}
