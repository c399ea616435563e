// SPDX-License-Identifier: GPL-2.0
/* The two inputs of a differential profile, each aggregated into hists per event. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "util/debug.h"
#include "util/diff-files.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/filter-list.h"
#include "util/hist-iter.h"
#include "util/session.h"

static int diff_file__sample(struct perf_tool *tool, union perf_event *event,
			     struct perf_sample *sample, struct evsel *evsel)
{
	const struct diff_read *r = tool->priv;
	struct diff_file *f = container_of(replay__of(tool), struct diff_file, replay);
	struct diff_event *ev;

	if (!evsel || evsel->idx < 0 || evsel->idx >= f->nr_events)
		return 0;
	ev = &f->events[evsel->idx];
	/* Linux perf counts a sample without a period as 1 */
	if (cpu_filter__has(&r->filters->cpus, sample->cpu) &&
	    time_filter__has(&r->filters->time, sample->time))
		ev->total_period += sample->period ? sample->period : 1;
	return hist_iter__add(f->iter, &ev->hists, evsel, sample);
}

int diff_file__read(struct diff_file *f, const struct diff_read *r, int file)
{
	struct hist_iter_config icfg = {
		.kind = HIST_ITER_NORMAL,
		.sort = r->sort,
		.filters = r->filters,
		/* hists count the kept samples; the caller picks the total itself */
		.filter_relative = true,
		.filtered_entries = true,
	};
	struct evsel *evsel;
	int err;

	err = replay__open(&f->replay, f->path);
	if (err)
		return err;
	f->replay.tool.sample = diff_file__sample;
	f->replay.tool.read_ahead = true;
	f->replay.tool.priv = (void *)r;
	if (r->setup) {
		err = r->setup(r->arg, f, file);
		if (err)
			return err;
	}
	replay__prefetch_kallsyms(&f->replay);
	f->callchains = evlist__any_sample_type(f->replay.session->evlist, PERF_SAMPLE_CALLCHAIN);
	if (r->cc && f->callchains) {
		icfg.callchains = true;
		icfg.cc = r->cc;
	}
	f->iter = hist_iter__new(f->replay.machine, &icfg);
	if (!f->iter)
		return -ENOMEM;
	f->nr_events = f->replay.session->evlist->nr_entries;
	f->events = xcalloc(f->nr_events + 1, sizeof(*f->events));
	list_for_each_entry(evsel, &f->replay.session->evlist->entries, node)
		if (evsel->idx >= 0 && evsel->idx < f->nr_events)
			hists__init(&f->events[evsel->idx].hists, r->sort, icfg.cc);
	for (int i = 0; i < f->nr_events; i++)
		f->events[i].hists.keep_filtered = true;
	err = replay__run(&f->replay);
	if (err) {
		if (err != -EINVAL) /* -EINVAL: a bad file, the session said why */
			pr_err("perf %s: %s: %s\n", r->cmd ? r->cmd : "diff", f->path,
			       strerror(-err));
		return err;
	}
	hist_iter__finish(f->iter);
	for (int i = 0; i < f->nr_events; i++)
		hists__output_resort(&f->events[i].hists);
	return 0;
}

void diff_file__exit(struct diff_file *f)
{
	hist_iter__delete(f->iter);
	for (int i = 0; i < f->nr_events; i++)
		hists__exit(&f->events[i].hists);
	free(f->events);
	replay__exit(&f->replay);
}

struct evsel *diff_file__match_evsel(struct diff_file *f, const struct evsel *base)
{
	struct evsel *evsel;

	list_for_each_entry(evsel, &f->replay.session->evlist->entries, node)
		if (evsel->attr.type == base->attr.type && evsel->attr.config == base->attr.config)
			return evsel;
	return NULL;
}
