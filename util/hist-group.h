/* SPDX-License-Identifier: GPL-2.0 */
/*
 * perf report's group view (--group; by default for a file with event groups): one table
 * per group, whose rows are the leader's entries with each member's values in a column of
 * its own beside the leader's (Overhead, Children, Samples, Period: leader first, members in
 * group order), as Linux perf prints it. A row only a member has joins the leader's table,
 * with zero values there. Rows sort by the leader's self value, then the members' in order;
 * with --group-sort-idx N by member N's, then the other members' (as Linux perf, not the
 * leader's). Children totals compare the leader's only.
 *
 *   evlist__link_groups(evlist, env, sort_idx, forced);  // each evsel->priv a hists: after
 *                                                        // the last sample, before resort
 *   hists__output_resort(leader_hists); hists__fprintf(leader_hists, ...);
 *   (hists__exit of the leader frees what the link made)
 */
#ifndef PERF_HIST_GROUP_H
#define PERF_HIST_GROUP_H

#include "util/hist.h"

struct hist_group {
	int nr; /* members, the leader included */
	struct hists **members; /* [0] the leader's hists */
	int sort_idx; /* --group-sort-idx: the member rows sort by first (0: none) */
	struct hist_entry **pairs; /* the entries' pair arrays, one block */
	char *title; /* "anon group { a, b }": the event name its header and browser show */
};

/* The entry's value in member i of its group (0 when the member has no such entry). */
static inline const struct hist_entry *hist_entry__member(const struct hist_entry *he, int i)
{
	return he->pairs ? he->pairs[i] : i ? NULL : he;
}

void hist_group__delete(struct hist_group *g);

/* evsel is a member whose rows its leader's group view shows (evsel->priv: a struct hists) */
struct evsel;
bool evsel__shown_by_leader(const struct evsel *evsel);

/*
 * Whether a report of evlist shows the group view, for --group (1), --no-group (0) or
 * neither (-1): when the file has groups, unless --no-group. With --group or --no-group on a
 * file of several events and no group, all its events become one group led by the first, as
 * Linux perf makes them (*forced set; --group then shows it).
 */
struct evlist;
struct perf_env;
bool evlist__setup_group_view(struct evlist *evlist, int group, bool *forced);

/*
 * Link each group's members' hists (evsel->priv) to its leader's, titled "anon group { a, b }"
 * (the name of the file's group_desc if it has one; "a, b" when forced).
 */
void evlist__link_groups(struct evlist *evlist, const struct perf_env *env, int sort_idx,
			 bool forced);

/* Compare a and b by one value (read by get) of each member, in the group's sort order. */
int hist_group__cmp(const struct hist_group *g, const struct hist_entry *a,
		    const struct hist_entry *b, u64 (*get)(const struct hist_entry *));

#endif
