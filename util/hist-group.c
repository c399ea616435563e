// SPDX-License-Identifier: GPL-2.0
/* The group view's rows: members' entries paired with the leader's (util/hist-group.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/evlist.h"
#include "util/evsel.h"
#include "util/header.h"
#include "util/hist-group.h"
#include "util/util.h"

/*
 * Link members[1..nr) to the leader's hists (members[0] == leader). sort_idx: 0, or
 * --group-sort-idx's (outside [1, nr): rows sort by the leader's value alone, as Linux
 * perf). Each leader entry gets pairs[i]: member i's entry of the same key values, or NULL.
 */
static void hists__link_group(struct hists *leader, struct hists **members, int nr, int sort_idx,
			      const char *title)
{
	struct hist_group *g = xzalloc(sizeof(*g));
	struct hist_entry **pairs;

	g->nr = nr;
	g->title = xstrdup(title);
	g->members = xcalloc(nr, sizeof(*g->members));
	for (int i = 0; i < nr; i++)
		g->members[i] = members[i];
	g->sort_idx = sort_idx;
	/* the rows only members have, as entries of the leader with nothing counted */
	for (int i = 1; i < nr; i++)
		for (u32 k = 0; k < members[i]->nr_entries; k++) {
			struct hist_entry *he =
				hists__findnew_entry(leader, members[i]->entries[k]);

			/* a new one (copied from the member's): nothing counted, no call graph */
			if (!he->acc.nr_events && !he->self.nr_events) {
				he->pairs = NULL;
				he->max_depth = 0;
			}
		}
	pairs = xcalloc((size_t)leader->nr_entries * nr, sizeof(*pairs));
	g->pairs = pairs;
	for (u32 k = 0; k < leader->nr_entries; k++) {
		struct hist_entry *he = leader->entries[k];

		he->pairs = pairs + (size_t)k * nr;
		he->pairs[0] = he;
	}
	for (int i = 1; i < nr; i++)
		for (u32 k = 0; k < members[i]->nr_entries; k++) {
			struct hist_entry *me = members[i]->entries[k];

			hists__findnew_entry(leader, me)->pairs[i] = me;
		}
	leader->group = g;
}

static u64 member_value(const struct hist_entry *he, int i, u64 (*get)(const struct hist_entry *))
{
	const struct hist_entry *m = hist_entry__member(he, i);

	return m ? get(m) : 0;
}

int hist_group__cmp(const struct hist_group *g, const struct hist_entry *a,
		    const struct hist_entry *b, u64 (*get)(const struct hist_entry *))
{
	/*
	 * Linux perf's order: the leader's value, then the members' in group order; with
	 * --group-sort-idx N, member N's, then the other members' (not the leader's); with an
	 * N outside the group, the leader's value alone.
	 */
	if (g->sort_idx && (g->sort_idx < 1 || g->sort_idx >= g->nr)) {
		u64 va = get(a), vb = get(b);

		return va == vb ? 0 : va > vb ? -1 : 1;
	}
	for (int k = -1; k < g->nr; k++) {
		int i = k < 0 ? g->sort_idx : k;
		u64 va, vb;

		if (k == g->sort_idx || (k == 0 && g->sort_idx))
			continue;
		va = member_value(a, i, get);
		vb = member_value(b, i, get);
		if (va != vb)
			return va > vb ? -1 : 1;
	}
	return 0;
}

void hist_group__delete(struct hist_group *g)
{
	if (!g)
		return;
	free(g->pairs);
	free(g->title);
	free(g->members);
	free(g);
}

bool evsel__shown_by_leader(const struct evsel *evsel)
{
	const struct hists *lh = evsel->leader ? evsel->leader->priv : NULL;

	return evsel->leader != evsel && lh && lh->group;
}

bool evlist__setup_group_view(struct evlist *evlist, int group, bool *forced)
{
	struct evsel *evsel;
	bool any = false;

	*forced = false;
	list_for_each_entry(evsel, &evlist->entries, node)
		any |= evsel__is_group_leader(evsel) && evsel->nr_members > 1;
	/* (Linux perf makes the one group for --no-group too: its first event's title says "events") */
	if (!any && group != -1 && evlist->nr_entries > 1) {
		struct evsel *first = list_first_entry(&evlist->entries, struct evsel, node);

		list_for_each_entry(evsel, &evlist->entries, node)
			evsel->leader = first;
		first->nr_members = evlist->nr_entries;
		*forced = true;
		any = true;
	}
	return group && any;
}

static void group_title(const struct evlist *evlist, const struct perf_env *env,
			const struct evsel *leader, bool forced, char *buf, size_t size)
{
	const char *name = "anon group";
	struct evsel *pos;
	size_t len = 0;
	int n = 0;

	for (int i = 0; i < env->nr_groups; i++)
		if ((int)env->groups[i].leader == leader->idx && env->groups[i].name &&
		    strcmp(env->groups[i].name, "{anon_group}"))
			name = env->groups[i].name;
	if (!forced)
		len = snprintf(buf, size, "%s { ", name);
	list_for_each_entry(pos, &evlist->entries, node)
		if (pos->leader == leader && len < size)
			len += snprintf(buf + len, size - len, "%s%s", n++ ? ", " : "",
					evsel__name(pos));
	if (!forced && len < size)
		snprintf(buf + len, size - len, " }");
}

void evlist__link_groups(struct evlist *evlist, const struct perf_env *env, int sort_idx,
			 bool forced)
{
	struct evsel *evsel, *pos;

	list_for_each_entry(evsel, &evlist->entries, node) {
		struct hists *m[64];
		char title[1024];
		int n = 0;

		if (!evsel__is_group_leader(evsel) || evsel->nr_members < 2)
			continue;
		list_for_each_entry(pos, &evlist->entries, node)
			if (pos->leader == evsel && n < 64)
				m[n++] = pos->priv;
		if (n < 2)
			continue;
		group_title(evlist, env, evsel, forced, title, sizeof(title));
		hists__link_group(evsel->priv, m, n, sort_idx, title);
	}
}
