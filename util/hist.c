// SPDX-License-Identifier: GPL-2.0
/* Histograms: aggregation of samples by sort keys, output order, and the --stdio table. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/callchain.h"
#include "util/color.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/hist.h"
#include "util/hist-group.h"
#include "util/sort.h"
#include "util/symbol.h"
#include "util/util.h"

#define SLAB_ENTRIES 1024

void hists__init(struct hists *hists, const struct sort_config *cfg,
		 const struct callchain_param *cc)
{
	memset(hists, 0, sizeof(*hists));
	hists->cfg = cfg;
	hists->cc = cc && cc->mode != CHAIN_NONE ? cc : NULL;
	if (hists->cc)
		hists->callchains = callchain_store__new();
	hists->nr_slots = 2048;
	hists->slots = xcalloc(hists->nr_slots, sizeof(*hists->slots));
	hists->linux_order = cfg->linux_order;
	hists->linux_find = sort_config__linux_find(cfg);
	rb_emul__init(&hists->find_tree);
}

void hists__exit(struct hists *hists)
{
	for (size_t i = 0; i < hists->nr_slabs; i++)
		free(hists->slabs[i]);
	free(hists->slabs);
	hists->slabs = NULL;
	hists->nr_slabs = 0;
	free(hists->slots);
	rb_emul__exit(&hists->find_tree);
	free(hists->entries);
	free(hists->free_entries);
	hists->free_entries = NULL;
	hists->nr_free = hists->alloc_free = 0;
	hists->slots = NULL;
	hists->entries = NULL;
	callchain_store__delete(hists->callchains);
	hists->callchains = NULL;
	hist_group__delete(hists->group);
	hists->group = NULL;
}

void evlist__hists_init(struct evlist *evlist, const struct sort_config *cfg,
			const struct callchain_param *cc)
{
	struct evsel *evsel;

	list_for_each_entry(evsel, &evlist->entries, node) {
		evsel->priv = xzalloc(sizeof(struct hists));
		hists__init(evsel->priv, cfg, cc);
	}
}

void evlist__hists_exit(struct evlist *evlist)
{
	struct evsel *evsel;

	list_for_each_entry(evsel, &evlist->entries, node) {
		if (!evsel->priv)
			continue;
		hists__exit(evsel->priv);
		free(evsel->priv);
		evsel->priv = NULL;
	}
}

_Static_assert(sizeof(struct hist_entry) == 192, "a hist entry is three cache lines");

static void hists__slot_insert(struct hist_slot *slots, u32 nr_slots, u64 hash,
			       struct hist_entry *he)
{
	u32 k = hash & (nr_slots - 1);

	while (slots[k].he)
		k = (k + 1) & (nr_slots - 1);
	slots[k].hash = hash;
	slots[k].he = he;
}

static void hists__grow(struct hists *hists)
{
	u32 ns = hists->nr_slots * 2; /* (at most half full: 6,849 entries, 16k slots, 256 KB) */
	struct hist_slot *slots = xcalloc(ns, sizeof(*slots));

	for (u32 i = 0; i < hists->nr_slots; i++)
		if (hists->slots[i].he)
			hists__slot_insert(slots, ns, hists->slots[i].hash, hists->slots[i].he);
	free(hists->slots);
	hists->slots = slots;
	hists->nr_slots = ns;
}

static struct hist_entry *hists__new_entry(struct hists *hists)
{
	if (hists->nr_free)
		return hists->free_entries[--hists->nr_free];
	if (!hists->slab_left) {
		/* entries are 64-byte aligned: the slab starts at the first such address */
		char *raw = xzalloc(SLAB_ENTRIES * sizeof(struct hist_entry) + 63);

		hists->slab = (struct hist_entry *)(((uintptr_t)raw + 63) & ~(uintptr_t)63);
		hists->slab_left = SLAB_ENTRIES;
		hists->slabs = grow_array(hists->slabs, &hists->alloc_slabs, hists->nr_slabs + 1,
					  sizeof(*hists->slabs));
		hists->slabs[hists->nr_slabs++] = (struct hist_entry *)raw;
	}
	hists->slab_left--;
	return hists->slab++;
}

void hist_entry__retemplate(struct hist_entry *he, const struct hist_entry *tmpl)
{
	struct hist_entry kept = *he;

	*he = *tmpl;
	/* what findnew sets itself, and what was added since */
	he->self = kept.self;
	he->acc = kept.acc;
	he->callchain = kept.callchain;
	he->cc_wanted = kept.cc_wanted;
	he->max_depth = kept.max_depth;
	he->period_sys = kept.period_sys;
	he->period_usr = kept.period_usr;
	he->pairs = kept.pairs;
}

static struct hist_entry *linux_findnew(struct hists *hists, const struct hist_entry *tmpl);

struct hist_entry *hists__findnew_entry(struct hists *hists, const struct hist_entry *tmpl)
{
	const struct sort_config *cfg = hists->cfg;
	u64 hash;
	u32 k;
	struct hist_entry *he;

	if (hists->linux_find)
		return linux_findnew(hists, tmpl);
	hash = sort__hash(cfg, tmpl);
	k = hash & (hists->nr_slots - 1);

	for (; (he = hists->slots[k].he) != NULL; k = (k + 1) & (hists->nr_slots - 1))
		if (hists->slots[k].hash == hash && sort__equal(cfg, he, tmpl))
			return he;
	he = hists__new_entry(hists);
	*he = *tmpl;
	he->seq = hists->seq_from_tmpl ? tmpl->seq : hists->nr_entries;
	memset(&he->self, 0, sizeof(he->self));
	memset(&he->acc, 0, sizeof(he->acc));
	he->callchain = hists->cc ? callchain_root__new(hists->callchains) : NULL;
	hists->slots[k].hash = hash;
	hists->slots[k].he = he;
	hists->entries = grow_array(hists->entries, &hists->alloc_entries, hists->nr_entries + 1,
				    sizeof(*hists->entries));
	hists->entries[hists->nr_entries++] = he;
	if (hists->nr_entries * 2 > hists->nr_slots)
		hists__grow(hists);
	return he;
}

struct hist_entry *hists__add_entry(struct hists *hists, const struct hist_entry *tmpl,
				    u64 period, bool self)
{
	struct hist_entry *he = hists__findnew_entry(hists, tmpl);
	u64 lat = hist__latency(period, tmpl->vals.parallelism);

	if (self) {
		he->self.period += period;
		he->self.nr_events++;
		he->self.latency += lat;
		hists->total_period += period;
		hists->total_latency += lat;
		hists->nr_samples++;
	}
	/* The children column counts the entry's own samples too. */
	he->acc.period += period;
	he->acc.nr_events++;
	he->acc.latency += lat;
	return he;
}

void hists__mark_callchains(struct hists *hists, double percent_limit)
{
	const struct callchain_param *cc = hists->cc;
	/* the same threshold callchain_root__fprintf computes */
	u64 abs_min = cc ? (u64)(hists->total_period * (cc->min_percent / 100.0)) : 0;

	for (u32 i = 0; i < hists->nr_entries; i++) {
		struct hist_entry *he = hists->entries[i];
		u64 period = hists->cfg->children ? he->acc.period : he->self.period;

		he->cc_wanted =
			cc && he->callchain && !he->filtered &&
			!(percent_limit > 0 && hists__percent(hists, period) < percent_limit) &&
			(cc->mode == CHAIN_GRAPH_REL || period >= abs_min);
	}
}

struct output_order {
	const struct sort_config *cfg;
	const struct hist_group *group; /* the group view: members' values break ties */
	bool callee_order;
	bool addresses_tie; /* two unresolved rows are ordered by seq alone */
};

static u64 he_self(const struct hist_entry *he)
{
	return he->self.period;
}

static u64 he_samples(const struct hist_entry *he)
{
	return he->self.nr_events;
}

static u64 he_latency(const struct hist_entry *he)
{
	return he->self.latency;
}

static u64 he_acc_latency(const struct hist_entry *he)
{
	return he->acc.latency;
}

/* By one value: the entries' own, or in the group view each member's in the group's order. */
static int value_cmp(const struct output_order *o, const struct hist_entry *a,
		     const struct hist_entry *b, u64 (*get)(const struct hist_entry *))
{
	u64 va, vb;

	if (o->group)
		return hist_group__cmp(o->group, a, b, get);
	va = get(a);
	vb = get(b);
	return va == vb ? 0 : va > vb ? -1 : 1;
}

/* By the Children column: the total, then callers above callees (the longer chains). */
static int children_cmp(const struct hist_entry *a, const struct hist_entry *b, bool callee_order)
{
	if (a->acc.period != b->acc.period)
		return a->acc.period > b->acc.period ? -1 : 1;
	if (a->thread == b->thread && a->callchain && a->max_depth != b->max_depth) {
		int r = a->max_depth > b->max_depth ? -1 : 1;

		return callee_order ? -r : r;
	}
	return 0;
}

/* Two rows by a value column (higher first) */
static int col_value_cmp(const struct output_order *o, enum col_kind kind,
			 const struct hist_entry *a, const struct hist_entry *b)
{
	switch (kind) {
	case COL_CHILDREN:
		return children_cmp(a, b, o->callee_order);
	case COL_OVERHEAD:
	case COL_PERIOD:
		return value_cmp(o, a, b, he_self);
	case COL_SAMPLES:
		return value_cmp(o, a, b, he_samples);
	case COL_LATENCY:
		return value_cmp(o, a, b, he_latency);
	case COL_LATENCY_CHILDREN:
		return value_cmp(o, a, b, he_acc_latency);
	case COL_SYS:
		return a->period_sys == b->period_sys ? 0 : a->period_sys > b->period_sys ? -1 : 1;
	case COL_USR:
		return a->period_usr == b->period_usr ? 0 : a->period_usr > b->period_usr ? -1 : 1;
	default:
		return 0;
	}
}

/* A key in -F's output order: two unresolved addresses tie in Linux perf's replayed order */
static int fields_key_cmp(const struct output_order *o, enum sort_key key,
			  const struct hist_entry *a, const struct hist_entry *b)
{
	if (!sort_config__output_key(o->cfg, key))
		return 0;
	return sort__key_sort_cmp(key, a, b,
				  o->addresses_tie ? SORT_TIES_EQUAL : SORT_TIES_ORDERED);
}

static int output_cmp(const void *pa, const void *pb, void *arg)
{
	const struct hist_entry *a = *(const struct hist_entry *const *)pa;
	const struct hist_entry *b = *(const struct hist_entry *const *)pb;
	const struct output_order *o = arg;
	const struct sort_config *sort_cfg = o->cfg;
	bool sort_callee_order = o->callee_order;

	if (sort_cfg->sort_by_cols) {
		for (int i = 0; i < sort_cfg->nr_cols; i++) {
			const struct sort_column *col = &sort_cfg->cols[i];
			int r = 0;

			/*
			 * values a key ties (two unresolved addresses): in its tie order, or
			 * with Linux perf's tree replayed equal (its order: the seqs)
			 */
			if (col->kind != COL_KEY)
				r = col_value_cmp(o, col->kind, a, b);
			else
				r = sort__key_sort_cmp(col->key, a, b,
						       o->addresses_tie ? SORT_TIES_EQUAL :
									  SORT_TIES_BY_OBJECT);
			if (r)
				return r;
		}
		return a->seq < b->seq ? -1 : a->seq > b->seq;
	}
	/*
	 * -F and --sort: by the --sort keys, then by the -F columns that are not keys (Linux
	 * perf appends them to its sort list: -F sym,overhead --sort sym ties two addresses
	 * and orders them by overhead)
	 */
	if (sort_cfg->fields) {
		for (int i = 0; i < sort_cfg->nr_sort_keys; i++) {
			int r = fields_key_cmp(o, sort_cfg->keys[i], a, b);

			if (r)
				return r;
		}
		for (int i = 0; i < sort_cfg->nr_cols; i++) {
			const struct sort_column *col = &sort_cfg->cols[i];
			int r;

			if (col->kind != COL_KEY)
				r = col_value_cmp(o, col->kind, a, b);
			else if (!sort_config__is_sort_key(sort_cfg, col->key))
				r = fields_key_cmp(o, col->key, a, b);
			else
				r = 0;
			if (r)
				return r;
		}
		return a->seq < b->seq ? -1 : a->seq > b->seq;
	}
	/* (as Linux perf: the members' children totals break no tie, their self periods do) */
	if (sort_cfg->children_col) {
		int r = sort_cfg->prefer_latency ? value_cmp(o, a, b, he_acc_latency) : 0;

		if (!r)
			r = children_cmp(a, b, sort_callee_order);
		if (!r && sort_cfg->latency && !sort_cfg->prefer_latency)
			r = value_cmp(o, a, b, he_acc_latency);
		if (r)
			return r;
	}
	{
		/* --latency: by the wall-clock share, then the CPU share (Linux perf's order) */
		int r = sort_cfg->prefer_latency ? value_cmp(o, a, b, he_latency) : 0;

		if (!r)
			r = value_cmp(o, a, b, he_self);
		if (!r && sort_cfg->latency && !sort_cfg->prefer_latency)
			r = value_cmp(o, a, b, he_latency);
		if (r)
			return r;
	}
	/*
	 * Linux perf's sort leaves values a key ties equal (two addresses without a symbol):
	 * they keep the order of its tree (here the seqs) when it is replayed (linux_find),
	 * where it is not theirs
	 */
	if (o->addresses_tie) {
		int r = sort__output_keys_cmp(sort_cfg, a, b, SORT_TIES_EQUAL);

		if (r)
			return r;
		return a->seq < b->seq ? -1 : a->seq > b->seq;
	}
	return sort__output_cmp(sort_cfg, a, b);
}

/* Linux perf's collapsed tree: by the keys' tree comparisons; its in-order walk. */
static int collapse_cmp(const void *pa, const void *pb, void *arg)
{
	const struct hist_entry *a = *(const struct hist_entry *const *)pa;
	const struct hist_entry *b = *(const struct hist_entry *const *)pb;
	const struct sort_config *cfg = arg;

	for (int i = 0; i < cfg->nr_keys; i++) {
		int r = sort__tree_cmp(cfg, cfg->keys[i], a, b);

		if (r)
			return r;
	}
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* Linux perf's sort of an output row against another: > 0 puts a above b. */
static int linux_row_cmp(const struct sort_config *cfg, const struct hist_group *group,
			 const struct hist_entry *a, const struct hist_entry *b, bool callee_order)
{
	/* --latency: the wall-clock shares first */
	if (cfg->prefer_latency && a->acc.latency != b->acc.latency)
		return a->acc.latency > b->acc.latency ? 1 : -1;
	/* (as Linux perf: the members' children totals break no tie, their self periods do) */
	if (a->acc.period != b->acc.period)
		return a->acc.period > b->acc.period ? 1 : -1;
	if (a->thread == b->thread && a->callchain && a->max_depth != b->max_depth) {
		int r = a->max_depth < b->max_depth ? 1 : -1;

		return callee_order ? r : -r;
	}
	if (group) {
		int r = hist_group__cmp(group, a, b, he_self);

		if (r)
			return -r;
	}
	if (cfg->prefer_latency && a->self.latency != b->self.latency)
		return a->self.latency > b->self.latency ? 1 : -1;
	if (a->self.period != b->self.period)
		return a->self.period > b->self.period ? 1 : -1;
	return -sort__output_keys_cmp(cfg, a, b, SORT_TIES_EQUAL);
}

/*
 * Linux perf's search of its tree t (node n is he_of[n]) for an entry of he's keys: the
 * node found, or RB_NIL with where he would go (*parent, *go_left).
 */
static u32 linux_tree_search(const struct rb_emul *t, struct hist_entry *const *he_of,
			     const struct sort_config *cfg, const struct hist_entry *he,
			     u32 *parent, bool *go_left)
{
	u32 n = t->root;

	*parent = RB_NIL;
	*go_left = false;
	while (n != RB_NIL) {
		int c = sort__linux_find_cmp(cfg, he_of[n], he);

		if (!c)
			return n;
		*parent = n;
		*go_left = c < 0;
		n = *go_left ? t->left[n] : t->right[n];
	}
	return RB_NIL;
}

/* The entries (node n is he_of[n]) in the order of tree t. */
static void linux_tree_walk(const struct rb_emul *t, struct hist_entry **he_of, u32 nr)
{
	u32 *order = xmalloc((nr ? nr : 1) * sizeof(*order));
	struct hist_entry **in_order = xmalloc((nr ? nr : 1) * sizeof(*in_order));
	size_t k = rb_emul__walk(t, order);

	for (size_t i = 0; i < k; i++)
		in_order[i] = he_of[order[i]];
	memcpy(he_of, in_order, k * sizeof(*in_order));
	free(order);
	free(in_order);
}

/* hists->linux_find: the entry tmpl's keys find in Linux perf's tree (made and linked if none) */
static struct hist_entry *linux_findnew(struct hists *hists, const struct hist_entry *tmpl)
{
	u32 n, p, i;
	bool go_left;
	struct hist_entry *he;

	n = linux_tree_search(&hists->find_tree, hists->entries, hists->cfg, tmpl, &p, &go_left);
	if (n != RB_NIL)
		return hists->entries[n];
	he = hists__new_entry(hists);
	*he = *tmpl;
	he->seq = hists->seq_from_tmpl ? tmpl->seq : hists->nr_entries;
	memset(&he->self, 0, sizeof(he->self));
	memset(&he->acc, 0, sizeof(he->acc));
	he->callchain = hists->cc ? callchain_root__new(hists->callchains) : NULL;
	hists->entries = grow_array(hists->entries, &hists->alloc_entries, hists->nr_entries + 1,
				    sizeof(*hists->entries));
	i = hists->nr_entries;
	hists->entries[hists->nr_entries++] = he;
	rb_emul__reserve(&hists->find_tree, hists->nr_entries);
	rb_emul__link(&hists->find_tree, i, p, go_left);
	return he;
}

/* he's periods, counts and call graph added to into's (Linux perf's collapse merge) */
static void hist_entry__merge(struct hists *hists, struct hist_entry *into, struct hist_entry *he)
{
	into->self.period += he->self.period;
	into->self.nr_events += he->self.nr_events;
	into->acc.period += he->acc.period;
	into->acc.nr_events += he->acc.nr_events;
	into->self.latency += he->self.latency;
	into->acc.latency += he->acc.latency;
	into->period_sys += he->period_sys;
	into->period_usr += he->period_usr;
	/* (the merged tree's depth stays the first's, as in Linux perf) */
	if (into->callchain && he->callchain)
		callchain_root__merge(into->callchain, he->callchain, hists->cc->key);
}

void hists__collapse(struct hists *hists)
{
	u32 nr = hists->nr_entries, k = 0;
	struct rb_emul *t = &hists->find_tree;

	if (!hists->linux_find || !nr || !hists->cfg->second_tree)
		return;
	linux_tree_walk(t, hists->entries, nr);
	/* the new tree in the same arrays: node k is the k-th entry kept */
	t->root = RB_NIL;
	for (u32 i = 0; i < nr; i++) {
		struct hist_entry *he = hists->entries[i];
		bool go_left;
		u32 p, n = linux_tree_search(t, hists->entries, hists->cfg, he, &p, &go_left);

		if (n != RB_NIL) {
			hist_entry__merge(hists, hists->entries[n], he);
			continue;
		}
		hists->entries[k] = he;
		rb_emul__link(t, k, p, go_left);
		k++;
	}
	hists->nr_entries = k;
}

static int seq_cmp(const void *pa, const void *pb)
{
	const struct hist_entry *a = *(const struct hist_entry *const *)pa;
	const struct hist_entry *b = *(const struct hist_entry *const *)pb;

	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/*
 * Insert hists' entries, in their order, into a new tree where each goes left of a node when
 * goes_left(node's entry, it) says so; leave them in the tree's order.
 */
static void linux_tree_insert_all(struct hists *hists,
				  bool (*goes_left)(const struct hists *, const struct hist_entry *,
						    const struct hist_entry *))
{
	u32 nr = hists->nr_entries;
	struct rb_emul t;

	rb_emul__init(&t);
	rb_emul__reserve(&t, nr);
	for (u32 i = 0; i < nr; i++) {
		u32 n = t.root, p = RB_NIL;
		bool go_left = false;

		while (n != RB_NIL) {
			p = n;
			go_left = goes_left(hists, hists->entries[n], hists->entries[i]);
			n = go_left ? t.left[n] : t.right[n];
		}
		rb_emul__link(&t, i, p, go_left);
	}
	linux_tree_walk(&t, hists->entries, nr);
	rb_emul__exit(&t);
}

/* Linux perf's entries tree: (an equal entry, which the hash kept apart: after it) */
static bool find_goes_left(const struct hists *hists, const struct hist_entry *in,
			   const struct hist_entry *new)
{
	return sort__linux_find_cmp(hists->cfg, in, new) < 0;
}

/*
 * hists->linux_order: the entries in the order of Linux perf's tree, which its output sort
 * starts from (rows it ties keep it); their seqs say so. Finding by the tree ends here.
 *
 * Without the replay (the keys have the object key: every lookup finds an equal entry,
 * nearly, so the tree is the insertions' alone) the tree is rebuilt: the entries inserted
 * in the order its samples would have made them (seq), with its comparison. (Its
 * unresolved addresses compare by the sign of their difference, which is not a total order
 * across the kernel and user halves: no sort gives that order.)
 */
static void linux_tree_order(struct hists *hists)
{
	if (hists->linux_find) {
		linux_tree_walk(&hists->find_tree, hists->entries, hists->nr_entries);
	} else {
		qsort(hists->entries, hists->nr_entries, sizeof(*hists->entries), seq_cmp);
		linux_tree_insert_all(hists, find_goes_left);
		/*
		 * with a comm key, its second tree: the first's in-order inserted again (the
		 * same comparison; where it is not transitive, another order)
		 */
		if (hists->cfg->second_tree)
			linux_tree_insert_all(hists, find_goes_left);
	}
	for (u32 i = 0; i < hists->nr_entries; i++)
		hists->entries[i]->seq = i;
	hists->linux_find = false;
	hists->linux_order = false;
}

static bool row_goes_left_callee(const struct hists *hists, const struct hist_entry *in,
				 const struct hist_entry *new)
{
	return linux_row_cmp(hists->cfg, hists->group, new, in, true) > 0;
}

static bool row_goes_left_caller(const struct hists *hists, const struct hist_entry *in,
				 const struct hist_entry *new)
{
	return linux_row_cmp(hists->cfg, hists->group, new, in, false) > 0;
}

/*
 * Children mode with call graphs: Linux perf puts a caller above its callee when their
 * Children totals are equal, but only between entries of the same thread, so its row order
 * is not a total order and comes from the shape of the red-black tree it inserts the entries
 * into (in the order of its collapsed tree, by the sort keys). The same insertions into the
 * same kind of tree give the same rows.
 */
static void hists__linux_tree_order(struct hists *hists, bool callee_order, bool in_order)
{
	/* the insertion order: by the sort keys, Linux perf's collapsed tree (or its own) */
	if (!in_order)
		qsort_r(hists->entries, hists->nr_entries, sizeof(*hists->entries), collapse_cmp,
			(void *)hists->cfg);
	linux_tree_insert_all(hists, callee_order ? row_goes_left_callee : row_goes_left_caller);
}

/* A value column's width: of one value, times the group's members in the group view. */
static unsigned int col_header_width(const struct hists *hists, const struct sort_column *col)
{
	const struct sort_config *cfg = hists->cfg;
	unsigned int n = hists->group ? hists->group->nr : 1;

	switch (col->kind) {
	case COL_OVERHEAD:
	case COL_CHILDREN:
	case COL_SYS:
	case COL_USR:
	case COL_LATENCY:
		return 8 * n;
	case COL_LATENCY_CHILDREN: /* (Linux perf sizes it by its header) */
		return 7 * n;
	case COL_SAMPLES:
	case COL_PERIOD:
		return 12 * n;
	case COL_KEY:
		return strlen(sort_config__header(cfg, col->key));
	}
	return 0;
}

struct prefix_ctx {
	const struct sort_config *cfg;
	int nr; /* the keys before the lazy one */
	bool output; /* as the output sort compares: by period first, two addresses equal */
	struct hist_entry *const *entries;
};

/* Entries by the sort keys before the lazy one (qsort's, over indexes into entries) */
static int prefix_cmp(const void *pa, const void *pb, void *arg)
{
	const struct prefix_ctx *x = arg;
	const struct hist_entry *a = x->entries[*(const u32 *)pa],
				*b = x->entries[*(const u32 *)pb];

	if (x->output && a->self.period != b->self.period)
		return a->self.period < b->self.period ? -1 : 1;
	for (int i = 0; i < x->nr; i++) {
		enum sort_key key = x->cfg->keys[i];
		int r;

		r = sort__key_sort_cmp(key, a, b, x->output ? SORT_TIES_EQUAL : SORT_TIES_ORDERED);
		if (r)
			return r;
	}
	return 0;
}

/*
 * Linux perf formats an entry's trace output or source line only when its trees compare
 * it with another entry or a sample's, that is when the keys before that one are equal
 * (or there are none): for an entry that a second sample found, or that shares those keys
 * with another entry. Its column is sized by the values formatted by then; the others
 * print cut to that width ("comm=bp pid=", "__rq_qos_done"). Per entry (in entries'
 * order), whether key's value was; NULL when key is not such a key.
 */
static bool *lazy_formatted(const struct hists *hists, enum sort_key key)
{
	const struct sort_config *cfg = hists->cfg;
	u32 nr = hists->nr_entries, *idx;
	bool *done;
	int pos = -1;

	if (!sort_key__lazy(key))
		return NULL;
	for (int i = 0; i < cfg->nr_keys && pos < 0; i++)
		if (cfg->keys[i] == key)
			pos = i;
	if (pos < 0)
		return NULL;
	done = xcalloc(nr ? nr : 1, sizeof(*done));
	idx = xmalloc((nr ? nr : 1) * sizeof(*idx));
	for (u32 i = 0; i < nr; i++) {
		idx[i] = i;
		done[i] = hists->entries[i]->acc.nr_events >= 2;
	}
	/* compared when finding entries; then when sorting them for output (ties on period) */
	for (int pass = 0; pass < 2; pass++) {
		struct prefix_ctx x = {
			.cfg = cfg, .nr = pos, .output = pass, .entries = hists->entries
		};

		qsort_r(idx, nr, sizeof(*idx), prefix_cmp, &x);
		for (u32 i = 0; i + 1 < nr; i++)
			if (!prefix_cmp(&idx[i], &idx[i + 1], &x))
				done[idx[i]] = done[idx[i + 1]] = true;
	}
	free(idx);
	return done;
}

void hists__output_resort(struct hists *hists)
{
	const struct sort_config *cfg = hists->cfg;
	struct output_order order = {
		.cfg = cfg,
		.group = hists->group,
		.callee_order = hists->cc && hists->cc->order == ORDER_CALLEE,
	};
	bool in_order = hists->linux_order && hists->nr_entries;
	bool *lazy[SORT_MAX_COLS];

	/*
	 * output_cmp is not a total order (a symbol and an address tie, and are then ordered
	 * by seq while symbols are by name), so the result depends on the order qsort starts
	 * from: always creation order, even when entries were not made in seq order (or with
	 * linux_find, the order of Linux perf's tree).
	 */
	if (in_order) {
		linux_tree_order(hists);
		order.addresses_tie = true;
	} else if (hists->seq_from_tmpl && hists->nr_entries)
		qsort(hists->entries, hists->nr_entries, sizeof(*hists->entries), seq_cmp);

	if (hists->nr_entries && cfg->children_col && hists->cc && hists->cc->mode != CHAIN_NONE &&
	    !cfg->sort_by_cols && !cfg->fields)
		hists__linux_tree_order(hists, order.callee_order, in_order);
	else if (hists->nr_entries)
		qsort_r(hists->entries, hists->nr_entries, sizeof(*hists->entries), output_cmp,
			&order);
	/* the filtered entries had their place in the order; from here on they are gone */
	{
		u32 n = 0;

		for (u32 i = 0; i < hists->nr_entries; i++)
			if (!hists->entries[i]->filtered || hists->keep_filtered)
				hists->entries[n++] = hists->entries[i];
		hists->nr_entries = n;
	}

	for (int c = 0; c < cfg->nr_cols; c++) {
		hists->width[c] = col_header_width(hists, &cfg->cols[c]);
		lazy[c] = cfg->cols[c].kind == COL_KEY ? lazy_formatted(hists, cfg->cols[c].key) :
							 NULL;
	}
	for (u32 i = 0; i < hists->nr_entries; i++) {
		struct hist_entry *he = hists->entries[i];

		for (int c = 0; c < cfg->nr_cols; c++) {
			enum sort_key key = cfg->cols[c].key;
			unsigned int w = 0;

			if (cfg->cols[c].kind != COL_KEY)
				continue;
			if (!lazy[c] || lazy[c][i])
				w = sort_key__entry_width(key, he);
			/* (not with -t: Linux perf does not widen there either) */
			if (!cfg->field_sep)
				w = max_t(unsigned int, w, sort_key__aligned_width(key, he));
			if (w > hists->width[c])
				hists->width[c] = w;
		}
	}
	for (int c = 0; c < cfg->nr_cols; c++)
		free(lazy[c]);
}

u32 hists__decay(struct hists *hists, bool zero)
{
	u32 kept = 0, removed = 0;

	hists->total_period = 0;
	hists->total_latency = 0;
	hists->nr_samples = 0;
	for (u32 i = 0; i < hists->nr_entries; i++) {
		struct hist_entry *he = hists->entries[i];

		if (zero) {
			memset(&he->self, 0, sizeof(he->self));
			memset(&he->acc, 0, sizeof(he->acc));
		} else {
			he->self.period = he->self.period * 7 / 8;
			he->self.nr_events = he->self.nr_events * 7 / 8;
			he->acc.period = he->acc.period * 7 / 8;
			he->acc.nr_events = he->acc.nr_events * 7 / 8;
			he->self.latency = he->self.latency * 7 / 8;
			he->acc.latency = he->acc.latency * 7 / 8;
		}
		if (!he->self.period && !he->acc.period) {
			removed++;
			if (he->callchain) {
				hists->nr_dropped++;
				continue;
			}
			hists->free_entries = grow_array(hists->free_entries, &hists->alloc_free,
							 hists->nr_free + 1,
							 sizeof(*hists->free_entries));
			hists->free_entries[hists->nr_free++] = he;
			continue;
		}
		if (he->callchain)
			callchain_root__decay(he->callchain, zero);
		hists->total_period += he->self.period;
		hists->total_latency += he->self.latency;
		hists->nr_samples += he->self.nr_events;
		hists->entries[kept++] = he;
	}
	hists->nr_entries = kept;
	if (removed) {
		memset(hists->slots, 0, hists->nr_slots * sizeof(*hists->slots));
		for (u32 i = 0; i < kept; i++)
			hists__slot_insert(hists->slots, hists->nr_slots,
					   sort__hash(hists->cfg, hists->entries[i]),
					   hists->entries[i]);
	}
	return removed;
}

double hists__percent(const struct hists *hists, u64 period)
{
	return hists->total_period ? 100.0 * period / hists->total_period : 0.0;
}

const char *hists__col_header(const struct sort_config *cfg, const struct sort_column *col)
{
	switch (col->kind) {
	case COL_OVERHEAD:
		return cfg->children_col && !cfg->fields ? "Self" : "Overhead";
	case COL_CHILDREN:
		return "Children";
	case COL_LATENCY:
	case COL_LATENCY_CHILDREN:
		return "Latency";
	case COL_SYS:
		return "sys";
	case COL_USR:
		return "usr";
	case COL_SAMPLES:
		return "Samples";
	case COL_PERIOD:
		return "Period";
	case COL_KEY:
		return sort_config__header(cfg, col->key);
	}
	return "";
}

/* Values a value column shows per row: the group's members in the group view, else one. */
static int nr_values(const struct hists *hists)
{
	return hists->group ? hists->group->nr : 1;
}

/*
 * A value column's value of member i of the row (the row's own without a group view), and
 * the total its percentage is of.
 */
static u64 col_value(const struct hists *hists, const struct hist_entry *he, enum col_kind kind,
		     int i, u64 *total)
{
	const struct hist_entry *m = hists->group ? hist_entry__member(he, i) : he;

	*total = hists->group ? hists->group->members[i]->total_period : hists->total_period;
	if (kind == COL_LATENCY || kind == COL_LATENCY_CHILDREN)
		*total = hists->group ? hists->group->members[i]->total_latency :
					hists->total_latency;
	if (!m)
		return 0;
	switch (kind) {
	case COL_LATENCY:
		return m->self.latency;
	case COL_LATENCY_CHILDREN:
		return m->acc.latency;
	case COL_OVERHEAD:
	case COL_PERIOD:
		return m->self.period;
	case COL_CHILDREN:
		return m->acc.period;
	case COL_SYS:
		return m->period_sys;
	case COL_USR:
		return m->period_usr;
	case COL_SAMPLES:
		return m->self.nr_events;
	case COL_KEY:
		break;
	}
	return 0;
}

/*
 * -t SEP: Linux perf's separated layout. One header line (numbers' headers right-aligned,
 * keys' left-aligned, each to its width) and rows whose numbers are " 12.34%" or " 42"
 * left-aligned to the width; the keys as in the aligned layout.
 */
static void print_headers_sep(struct hists *hists, FILE *fp)
{
	const struct sort_config *cfg = hists->cfg;

	fputs("# ", fp);
	for (int c = 0; c < cfg->nr_cols; c++) {
		const struct sort_column *col = &cfg->cols[c];
		int w = hists->width[c];

		if (c)
			fputs(cfg->field_sep, fp);
		fprintf(fp, col->kind == COL_KEY ? "%-*s" : "%*s", w, hists__col_header(cfg, col));
	}
	fputc('\n', fp);
}

static int entry_snprintf_sep(struct hists *hists, struct hist_entry *he, char *buf, size_t size)
{
	const struct sort_config *cfg = hists->cfg;
	size_t len = 0;

	for (int c = 0; c < cfg->nr_cols && len < size; c++) {
		const struct sort_column *col = &cfg->cols[c];
		int w = hists->width[c], n = 0;
		char num[512];

		if (c)
			len += snprintf(buf + len, size - len, "%s", cfg->field_sep);
		if (len >= size)
			break;
		switch (col->kind) {
		case COL_OVERHEAD:
		case COL_CHILDREN:
		case COL_SYS:
		case COL_USR:
		case COL_LATENCY:
		case COL_LATENCY_CHILDREN:
		case COL_SAMPLES:
		case COL_PERIOD: {
			/* the group view: each member's value, one after the other */
			size_t k = 0;

			for (int i = 0; i < nr_values(hists); i++) {
				u64 total, v = col_value(hists, he, col->kind, i, &total);

				if (col->kind == COL_SAMPLES || col->kind == COL_PERIOD)
					k += snprintf(num + k, sizeof(num) - k, " %llu",
						      (unsigned long long)v);
				else
					k += snprintf(num + k, sizeof(num) - k, " %.2f%%",
						      total ? 100.0 * v / total : 0.0);
				if (k >= sizeof(num))
					k = sizeof(num) - 1;
			}
			n = snprintf(buf + len, size - len, "%-*s", w, num);
			break;
		}
		case COL_KEY:
			n = sort_key__snprintf(col->key, he, buf + len, size - len, w);
			break;
		}
		if (n > 0)
			len += n;
	}
	if (len >= size)
		len = size - 1;
	return len;
}

static void print_headers(struct hists *hists, FILE *fp)
{
	const struct sort_config *cfg = hists->cfg;
	static const char dots[] = "................................................................"
				   "................................................................";

	fputs("# ", fp);
	for (int c = 0; c < cfg->nr_cols; c++) {
		const struct sort_column *col = &cfg->cols[c];
		int w = hists->width[c];

		if (c)
			fputs("  ", fp);
		if (col->kind == COL_KEY)
			fprintf(fp, "%-*.*s", w, w, hists__col_header(cfg, col));
		else
			fprintf(fp, "%*s", w, hists__col_header(cfg, col));
	}
	fputs("\n# ", fp);
	for (int c = 0; c < cfg->nr_cols; c++) {
		int w = hists->width[c];

		if (c)
			fputs("  ", fp);
		while (w > 0) {
			int n = w < (int)sizeof(dots) - 1 ? w : (int)sizeof(dots) - 1;

			fprintf(fp, "%.*s", n, dots);
			w -= n;
		}
	}
	fputs("\n#\n", fp);
}

/*
 * One row into buf; percentages coloured when colours are on for fp (the escapes take no
 * column). fp NULL: never coloured (the browser colours rows itself).
 */
int hist_entry__snprintf(struct hists *hists, struct hist_entry *he, FILE *fp, char *buf,
			 size_t size)
{
	const struct sort_config *cfg = hists->cfg;
	size_t len = 0;

	if (cfg->field_sep)
		return entry_snprintf_sep(hists, he, buf, size);
	for (int c = 0; c < cfg->nr_cols && len < size; c++) {
		const struct sort_column *col = &cfg->cols[c];
		int w = hists->width[c], n = 0;

		if (size - len < 3)
			break;
		buf[len++] = ' ';
		buf[len++] = ' ';
		buf[len] = '\0';
		switch (col->kind) {
		case COL_OVERHEAD:
		case COL_CHILDREN:
		case COL_SYS:
		case COL_USR:
		case COL_LATENCY:
		case COL_LATENCY_CHILDREN:
		case COL_SAMPLES:
		case COL_PERIOD: {
			/* the group view: each member's value in a field of the one-value width */
			int nv = nr_values(hists), w1 = w / nv;

			for (int i = 0; i < nv && len + n < size; i++) {
				u64 total, v = col_value(hists, he, col->kind, i, &total);
				double pct = total ? 100.0 * v / total : 0.0;
				char *b = buf + len + n;
				size_t left = size - len - n;
				int m;

				if (col->kind == COL_SAMPLES || col->kind == COL_PERIOD)
					m = pad_u64(b, left, w1, v);
				else if (fp)
					m = color__percent_snprintf(fp, b, left, w1, pct);
				else if (col->kind == COL_SYS || col->kind == COL_USR)
					m = snprintf(b, left, "%*.2f%%", w1 - 1, pct);
				else
					m = pad_percent(b, left, w1 - 1, pct);
				if (m < 0)
					break;
				n += (size_t)m < left ? m : (int)left - 1;
			}
			break;
		}
		case COL_KEY:
			n = sort_key__snprintf(col->key, he, buf + len, size - len, w);
			/* a symbol is padded unless it ends the row (as Linux perf) */
			if (n >= 0 && n < w && c < cfg->nr_cols - 1 && len + w < size) {
				memset(buf + len + n, ' ', w - n);
				buf[len + w] = '\0';
				n = w;
			}
			break;
		}
		if (n > 0)
			len += n;
	}
	if (len >= size)
		len = size - 1;
	return len;
}

size_t hists__fprintf(struct hists *hists, const struct hists_print_opts *opts, FILE *fp)
{
	const struct sort_config *cfg = hists->cfg;
	char *buf;
	size_t bufsz = 4096, ret = 0;

	if (opts->show_header)
		(hists->cfg->field_sep ? print_headers_sep : print_headers)(hists, fp);
	buf = xmalloc(bufsz);
	for (u32 i = 0; i < hists->nr_entries; i++) {
		struct hist_entry *he = hists->entries[i];
		u64 period = cfg->children ? he->acc.period : he->self.period;
		double pct = hists__percent(hists, period);

		if (opts->percent_limit > 0 && pct < opts->percent_limit)
			continue;
		size_t n = (size_t)hist_entry__snprintf(hists, he, fp, buf, bufsz);

		/* the first column's two leading spaces are part of the row */
		buf[n] = '\n';
		ret += fwrite(buf, 1, n + 1, fp);
		if (opts->show_callchain && he->callchain && hists->cc)
			ret += callchain_root__fprintf(fp, he->callchain, hists->cc,
						       hists__callchain_total(hists), period,
						       opts->sort_by_sym_first);
	}
	free(buf);
	return ret;
}

/* 1234567 -> 1M: Linux perf's rounding of the sample count in the event header */
static char convert_unit(u64 *v)
{
	char unit = ' ';

	for (const char *u = "KMG"; *u && *v > 1000; u++) {
		*v /= 1000;
		unit = *u;
	}
	return unit;
}

void hists__event_counts(const struct hists *hists, u64 *nr_samples, u64 *total_period)
{
	*nr_samples = hists->nr_samples;
	*total_period = hists->total_period;
	if (!hists->group)
		return;
	*nr_samples = *total_period = 0;
	for (int i = 0; i < hists->group->nr; i++) {
		*nr_samples += hists->group->members[i]->nr_samples;
		*total_period += hists->group->members[i]->total_period;
	}
}

void hists__fprintf_event_header(const struct hists *hists, const char *name, bool plural,
				 const char *time_str, FILE *fp)
{
	u64 nr, total;
	char unit;

	hists__event_counts(hists, &nr, &total);
	unit = convert_unit(&nr);
	fprintf(fp, "# Samples: %llu%c of event%s '%s'", (unsigned long long)nr, unit,
		plural ? "s" : "", name);
	if (time_str)
		fprintf(fp, " (time slices: %s)", time_str);
	fprintf(fp, "\n");
	fprintf(fp, "# Event count (approx.): %llu\n#\n", (unsigned long long)total);
}
