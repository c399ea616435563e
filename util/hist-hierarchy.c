// SPDX-License-Identifier: GPL-2.0
/*
 * perf report --hierarchy: the entries as a tree, one level per sort key (comm, then the
 * DSOs within each comm, then the symbols within each DSO...), each level's rows sorted by
 * their summed overhead and indented three columns deeper, in Linux perf's --stdio layout.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/callchain.h"
#include "util/hist.h"
#include "util/hist-group.h"
#include "util/sort.h"

#define HIERARCHY_INDENT 3

struct hier_ctx {
	struct hists *hists;
	const struct hists_print_opts *opts;
	enum sort_key keys[SORT_MAX_KEYS];
	int cols[SORT_MAX_KEYS]; /* the key's column in the flat layout (its width) */
	int nr_levels;
	unsigned int width[SORT_MAX_KEYS];
	FILE *fp;
	size_t printed;
};

/* one row of a level: the entries (indices into hists->entries) sharing its key value */
struct hier_group {
	size_t first; /* order of first appearance: ties keep the flat output's order */
	const struct hist_entry *he; /* the first entry: the level's key value */
	char *value;
	u64 period;
	u64 latency; /* the entries' latency (report --latency's Latency column) */
	u64 *mperiod; /* the group view: each member's period (the leader's is period) */
	const struct hist_group *hg;
	u32 *members;
	size_t nr, alloc;
};

/*
 * The key's value as the flat layout prints it in its column, without the leading spaces
 * (Pid:Command is right-aligned): Linux perf's hierarchy rows keep the trailing padding.
 */
static char *key_value(const struct hier_ctx *c, int level, const struct hist_entry *he)
{
	char buf[1024], *p = buf;

	sort_key__snprintf(c->keys[level], he, buf, sizeof(buf), c->width[level]);
	while (*p == ' ')
		p++;
	return xstrdup(p);
}

/*
 * A level's rows: by period (the members' next), then, as Linux perf's hierarchy sorts a
 * level by its own key, by the key's value (the values it ties are equal there: two
 * unresolved addresses), then in the flat output's order.
 */
struct group_order {
	enum sort_key key;
	bool by_latency; /* --latency: by the summed latency first */
};

static int group_cmp(const void *a, const void *b, void *arg)
{
	const struct hier_group *x = a, *y = b;
	const struct group_order *o = arg;
	const enum sort_key *key = &o->key;
	int r;

	if (o->by_latency && x->latency != y->latency)
		return x->latency > y->latency ? -1 : 1;
	if (x->period != y->period)
		return x->period > y->period ? -1 : 1;
	for (int i = 1; x->hg && i < x->hg->nr; i++)
		if (x->mperiod[i] != y->mperiod[i])
			return x->mperiod[i] > y->mperiod[i] ? -1 : 1;
	r = sort__key_sort_cmp(*key, x->he, y->he, SORT_TIES_EQUAL);
	if (r)
		return r;
	return x->first < y->first ? -1 : x->first > y->first;
}

static void print_level(struct hier_ctx *c, const u32 *idx, size_t n, int level)
{
	struct hier_group *g = NULL;
	size_t ng = 0, galloc = 0, shown = 0;
	const struct hist_group *hg = c->hists->group;
	int nv = hg ? hg->nr : 1;
	int W = 10 + (c->nr_levels - 1) * HIERARCHY_INDENT + 8 * (nv - 1);

	for (size_t i = 0; i < n; i++) {
		struct hist_entry *he = c->hists->entries[idx[i]];
		char *v = key_value(c, level, he);
		size_t k;

		/* entries arrive in output order: a linear search over this level's groups */
		for (k = 0; k < ng && strcmp(g[k].value, v); k++)
			;
		if (k == ng) {
			g = grow_array(g, &galloc, ng + 1, sizeof(*g));
			memset(&g[ng], 0, sizeof(*g));
			g[ng].first = ng;
			g[ng].he = he;
			g[ng].hg = hg;
			g[ng].mperiod = hg ? xcalloc(nv, sizeof(u64)) : NULL;
			g[ng++].value = v;
		} else {
			free(v);
		}
		g[k].period += he->self.period;
		g[k].latency += he->self.latency;
		for (int m = 1; m < nv; m++) {
			const struct hist_entry *me = hist_entry__member(he, m);

			g[k].mperiod[m] += me ? me->self.period : 0;
		}
		g[k].members = grow_array(g[k].members, &g[k].alloc, g[k].nr + 1, sizeof(u32));
		g[k].members[g[k].nr++] = idx[i];
	}
	if (ng) {
		struct group_order o = { c->keys[level], c->hists->cfg->prefer_latency };

		qsort_r(g, ng, sizeof(*g), group_cmp, &o);
	}
	for (size_t k = 0; k < ng; k++) {
		double pct = hists__percent(c->hists, g[k].period);
		bool last = level == c->nr_levels - 1;
		u64 tl = c->hists->total_latency;
		double lat = tl ? 100.0 * g[k].latency / tl : 0.0;
		bool prefer = c->hists->cfg->prefer_latency;

		if (c->opts->percent_limit > 0 && (prefer ? lat : pct) < c->opts->percent_limit)
			continue;
		shown++;
		c->printed += fprintf(c->fp, "%*s%9.2f%%", level * HIERARCHY_INDENT, "",
				      prefer ? lat : pct);
		for (int m = 1; m < nv; m++) {
			u64 t = hg->members[m]->total_period;

			c->printed += fprintf(c->fp, "%7.2f%%", t ? 100.0 * g[k].mperiod[m] / t : 0.0);
		}
		/* the second share (report of a record --latency file): Latency, or Overhead */
		if (c->hists->cfg->latency)
			c->printed += fprintf(c->fp, "%9.2f%%", prefer ? pct : lat);
		c->printed += fprintf(c->fp, "%*s  %s\n", W - 10 - 8 * (nv - 1), "", g[k].value);
		if (!last) {
			print_level(c, g[k].members, g[k].nr, level + 1);
		} else if (c->opts->show_callchain && c->hists->cc) {
			/* the last level's row is one entry: its call graph below it */
			struct hist_entry *he = c->hists->entries[g[k].members[0]];

			if (he->callchain)
				c->printed += callchain_root__fprintf(
					c->fp, he->callchain, c->hists->cc,
					hists__callchain_total(c->hists),
					g[k].period, c->opts->sort_by_sym_first);
		}
	}
	/* a row shown whose every child is under --percent-limit says so, where they would be */
	if (!shown && level > 0)
		c->printed += fprintf(c->fp, "%*sno entry >= %.2f%%\n",
				      level * HIERARCHY_INDENT + W + 2, "", c->opts->percent_limit);
	for (size_t k = 0; k < ng; k++) {
		free(g[k].value);
		free(g[k].mperiod);
		free(g[k].members);
	}
	free(g);
}

/* A key's column header without the flat layout's alignment */
static const char *key_header(const struct sort_config *cfg, enum sort_key key)
{
	const char *h = sort_config__header(cfg, key);

	while (*h == ' ')
		h++;
	return h;
}

static void print_dots(FILE *fp, int n)
{
	while (n-- > 0)
		fputc('.', fp);
}

size_t hists__fprintf_hierarchy(struct hists *hists, const struct hists_print_opts *opts, FILE *fp)
{
	const struct sort_config *cfg = hists->cfg;
	struct hier_ctx c = { .hists = hists, .opts = opts, .fp = fp };
	int W, dots = 0, hlen = 0;
	u32 *idx;

	for (int i = 0; i < cfg->nr_cols && c.nr_levels < SORT_MAX_KEYS; i++)
		if (cfg->cols[i].kind == COL_KEY) {
			c.cols[c.nr_levels] = i;
			c.keys[c.nr_levels++] = cfg->cols[i].key;
		}
	if (!c.nr_levels)
		return 0;
	for (int l = 0; l < c.nr_levels; l++) {
		/* the flat layout's column width (header included), which rows are padded to */
		c.width[l] = hists->width[c.cols[l]];
		if ((int)(l * HIERARCHY_INDENT + c.width[l]) > dots)
			dots = l * HIERARCHY_INDENT + c.width[l];
		hlen += strlen(key_header(cfg, c.keys[l])) + (l ? 3 : 0);
	}
	W = 10 + (c.nr_levels - 1) * HIERARCHY_INDENT + 8 * (hists->group ? hists->group->nr - 1 : 0);
	if (opts->show_header) {
		if (!cfg->latency)
			fprintf(fp, "#%*s  ", W - 1, "Overhead");
		else if (cfg->prefer_latency)
			fprintf(fp, "#%*s%10s  ", W - 1, "Latency", "Overhead");
		else
			fprintf(fp, "#%*s%10s  ", W - 1, "Overhead", "Latency");
		for (int l = 0; l < c.nr_levels; l++)
			fprintf(fp, "%s%s", l ? " / " : "", key_header(cfg, c.keys[l]));
		fputs("\n# ", fp);
		print_dots(fp, W - 2 + (cfg->latency ? 10 : 0));
		fputs("  ", fp);
		print_dots(fp, dots > hlen ? dots : hlen);
		fputs("\n#\n", fp);
	}
	idx = xcalloc(hists->nr_entries + 1, sizeof(*idx));
	for (u32 i = 0; i < hists->nr_entries; i++)
		idx[i] = i;
	print_level(&c, idx, hists->nr_entries, 0);
	free(idx);
	return c.printed;
}
