// SPDX-License-Identifier: GPL-2.0
/* perf diff --folded and --html, perf report --html --baseline (util/diff-view.h). */
#include <errno.h>
#include <string.h>

#include "util/debug.h"
#include "util/diff.h"
#include "util/diff-files.h"
#include "util/diff-view.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/export.h"
#include "util/filter-list.h"
#include "util/header.h"
#include "util/session.h"
#include "util/sort.h"

/* The two files as the exports read them, and the event each shows. */
struct diff_view {
	const char *path[2]; /* 0: the baseline */
	struct export_profile *p[2];
	int ev[2];
};

static void events_list(const struct export_profile *p, char *buf, size_t size)
{
	size_t n = 0;

	buf[0] = '\0';
	for (int i = 0; i < p->nr_events && n < size; i++)
		if (p->events[i].evsel)
			n += snprintf(buf + n, size - n, "%s%s", n ? ", " : "", p->events[i].name);
}

/*
 * The new file shows its first event with samples; the baseline the event of the same type
 * and config (as perf diff pairs them). None, or files of other architectures: one line.
 */
static int diff_view__match(struct diff_view *v, const char *cmd)
{
	const struct evsel *shown;
	const char *arch[2];
	char list[512];

	v->ev[1] = export_profile__shown_event(v->p[1]);
	shown = v->p[1]->events[v->ev[1]].evsel;
	v->ev[0] = -1;
	for (int i = 0; shown && i < v->p[0]->nr_events; i++) {
		const struct evsel *e = v->p[0]->events[i].evsel;

		if (e && e->attr.type == shown->attr.type && e->attr.config == shown->attr.config) {
			v->ev[0] = i;
			break;
		}
	}
	if (v->ev[0] < 0) {
		events_list(v->p[0], list, sizeof(list));
		pr_err("perf %s: the events differ: %s has %s, the baseline %s has %s\n", cmd,
		       v->path[1], shown ? evsel__name((struct evsel *)shown) : "no event",
		       v->path[0], list[0] ? list : "none");
		return -EINVAL;
	}
	for (int i = 0; i < 2; i++)
		arch[i] = v->p[i]->replay.session->env.arch;
	if (arch[0] && arch[1] && strcmp(arch[0], arch[1])) {
		pr_err("perf %s: the machines differ: %s was recorded on %s, the baseline %s on %s\n",
		       cmd, v->path[1], arch[1], v->path[0], arch[0]);
		return -EINVAL;
	}
	return 0;
}

static void diff_view__exit(struct diff_view *v)
{
	for (int i = 0; i < 2; i++)
		export_profile__delete(v->p[i]);
}

static int diff_view__read(struct diff_view *v, const char *base, const char *input,
			   bool keep_samples, const char *cmd)
{
	struct export_opts opts = { .keep_samples = keep_samples };
	int err = 0;

	memset(v, 0, sizeof(*v));
	v->path[0] = base;
	v->path[1] = input;
	for (int i = 0; i < 2 && !err; i++)
		err = export_profile__read(v->path[i], i ? &opts : NULL, &v->p[i]);
	if (!err)
		err = diff_view__match(v, cmd);
	if (err)
		diff_view__exit(v);
	return err;
}

int diff_view__folded(const char *base, const char *input, FILE *fp, const char *cmd)
{
	struct diff_view v;
	int err = diff_view__read(&v, base, input, false, cmd);

	if (err)
		return err;
	err = export_folded_diff(v.p[0], v.ev[0], v.p[1], v.ev[1], fp);
	if (err)
		pr_err("perf %s: writing the folded stacks: %s\n", cmd, strerror(-err));
	diff_view__exit(&v);
	return err;
}

/*
 * perf diff's table of the shown events, as perf diff prints it by default (dso,sym, delta,
 * percentages of all samples), into d: read both files into hists, pair them.
 */
static int diff_view__table(struct diff_view *v, struct diff_file f[2], struct sort_config *sort,
			    struct sample_filters *filters, const struct diff_config *cfg,
			    struct diff *d, const char *cmd)
{
	struct diff_read r = { .cmd = cmd, .sort = sort, .filters = filters };
	struct evsel *shown = NULL, *base, *pos;
	int err;

	err = sort_config__setup(sort, "dso,sym", NULL, false, false, false);
	for (int i = 0; !err && i < 2; i++) {
		f[i].path = v->path[i];
		err = diff_file__read(&f[i], &r, i);
	}
	if (err)
		return err;
	/* the same file: the shown event has the same index in both sessions */
	evlist__for_each_entry(f[1].replay.session->evlist, pos)
		if (pos->idx == v->ev[1])
			shown = pos;
	base = shown ? diff_file__match_evsel(&f[0], shown) : NULL;
	diff__init(d, cfg, sort);
	if (base)
		diff__add_hists(d, 0, &f[0].events[base->idx].hists,
				f[0].events[base->idx].total_period);
	if (shown)
		diff__add_hists(d, 1, &f[1].events[shown->idx].hists,
				f[1].events[shown->idx].total_period);
	diff__resort(d);
	return 0;
}

int diff_view__html(const char *base, const char *input, const char *path, const char *cmd)
{
	struct diff_config cfg = { .compute = DIFF_DELTA_ABS, .order = 1 };
	struct diff_file f[2] = { 0 };
	struct sort_config sort = { 0 };
	struct sample_filters filters = { 0 };
	struct diff d = { 0 };
	struct diff_view v;
	int err = diff_view__read(&v, base, input, true, cmd);

	if (err)
		return err;
	err = diff_view__table(&v, f, &sort, &filters, &cfg, &d, cmd);
	if (!err)
		err = html_report__write_diff(v.p[0], v.ev[0], base, v.p[1], v.ev[1], input, &d,
					      path, cmd);
	diff__exit(&d);
	for (int i = 0; i < 2; i++)
		diff_file__exit(&f[i]);
	sort_config__exit(&sort);
	diff_view__exit(&v);
	return err;
}
