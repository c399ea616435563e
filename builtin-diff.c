// SPDX-License-Identifier: GPL-2.0
/*
 * perf diff: read a baseline perf.data and a newer one, aggregate each by the same sort keys
 * (dso,sym by default), pair their entries by name and print Linux perf's differential
 * profile: the baseline's overhead beside the delta, ratio or weighted difference. On a
 * terminal, as perf report, the rows go to a browser (util/browser-diff.h) where Enter
 * shows a row's call graph in both files; --stdio prints the table.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtin.h"
#include "util/browser.h"
#include "util/browser-diff.h"
#include "util/callchain.h"
#include "util/debug.h"
#include "util/debuginfod.h"
#include "util/diff.h"
#include "util/diff-files.h"
#include "util/diff-view.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/filter-list.h"
#include "util/hist.h"
#include "util/pager.h"
#include "util/parse-options.h"
#include "util/perm.h"
#include "util/replay.h"
#include "util/session.h"
#include "util/sort.h"
#include "util/symbol.h"

struct perf_diff {
	struct diff_file files[2];
	struct sort_config sort;
	struct diff_config cfg;
	struct sample_filters_spec filter_spec;
	struct sample_filters filters;
	const char *sort_order;
	const char *compute;
	const char *percentage;
	bool relative;
	bool folded; /* --folded: FlameGraph's differential folded stacks */
	const char *html; /* --html=FILE: the differential page */
	bool stdio, tui, no_tui; /* the browser on a terminal unless --stdio/--no-tui */
	bool browse; /* ... chosen: the rows go to the browser */
	struct callchain_param cc; /* the browser's call graphs */
};

/*
 * --time for the file'th input: "A:B" gives each file its own ranges, else they share
 * them (slices of each file's own time span).
 */
static int diff_file__setup_time(void *arg, struct diff_file *f, int file)
{
	struct perf_diff *pd = arg;
	struct sample_filters_spec spec = { 0 };
	const char *str = pd->filter_spec.time, *colon;
	char *part = NULL;
	int err;

	time_filter__exit(&pd->filters.time);
	if (!str)
		return 0;
	colon = strchr(str, ':');
	if (colon) {
		if (strchr(colon + 1, ':')) {
			pr_err("perf diff: --time '%s': one range list for each of the two files, "
			       "separated by ':'\n",
			       str);
			return -EINVAL;
		}
		part = file ? xstrdup(colon + 1) : xstrndup(str, (size_t)(colon - str));
		str = part;
	}
	spec.time = str;
	err = sample_filters__setup_time(&pd->filters, &spec, &f->replay.session->env, "diff");
	free(part);
	return err;
}

static u64 diff_event__total(const struct perf_diff *pd, const struct diff_event *ev)
{
	return pd->relative ? ev->hists.total_period : ev->total_period;
}

static void diff__print(struct perf_diff *pd)
{
	struct diff_file *base = &pd->files[0], *new = &pd->files[1];
	struct evsel *evsel;
	bool first = true;

	list_for_each_entry(evsel, &base->replay.session->evlist->entries, node) {
		struct evsel *pair = diff_file__match_evsel(new, evsel);
		struct diff_event *bev = &base->events[evsel->idx];
		struct diff d;

		if (!first && !quiet)
			printf("\n");
		first = false;
		if (!quiet)
			printf("# Event '%s'\n#\n", evsel__name(evsel));
		diff__init(&d, &pd->cfg, &pd->sort);
		diff__add_hists(&d, 0, &bev->hists, diff_event__total(pd, bev));
		if (pair) {
			struct diff_event *nev = &new->events[pair->idx];

			diff__add_hists(&d, 1, &nev->hists, diff_event__total(pd, nev));
		}
		diff__resort(&d);
		diff__fprintf(&d, stdout, !quiet);
		diff__exit(&d);
	}
}

/* Each event's rows in the browser (util/browser-diff.h): 0, or -errno when it could not run. */
static int diff__browse(struct perf_diff *pd)
{
	struct diff_file *base = &pd->files[0], *new = &pd->files[1];
	struct diff_browser_files files = {
		.path = { base->path, new->path },
		.callchains = { base->callchains, new->callchains },
	};
	struct diff_browser_event *events;
	struct diff *diffs;
	struct evsel *evsel;
	int n = 0, err;

	events = xcalloc(base->nr_events + 1, sizeof(*events));
	diffs = xcalloc(base->nr_events + 1, sizeof(*diffs));
	/* the events of the table, in its order */
	list_for_each_entry(evsel, &base->replay.session->evlist->entries, node) {
		struct evsel *pair = diff_file__match_evsel(new, evsel);
		struct diff_event *bev = &base->events[evsel->idx];
		struct diff *d = &diffs[n];

		if (n >= base->nr_events)
			break;
		diff__init(d, &pd->cfg, &pd->sort);
		diff__add_hists(d, 0, &bev->hists, diff_event__total(pd, bev));
		events[n] = (struct diff_browser_event){ .name = evsel__name(evsel),
							 .diff = d,
							 .hists = { &bev->hists, NULL } };
		if (pair) {
			struct diff_event *nev = &new->events[pair->idx];

			diff__add_hists(d, 1, &nev->hists, diff_event__total(pd, nev));
			events[n].hists[1] = &nev->hists;
		}
		diff__resort(d);
		n++;
	}
	err = diff_browser__run(events, n, &files);
	for (int i = 0; i < n; i++)
		diff__exit(&diffs[i]);
	free(diffs);
	free(events);
	return err;
}

/*
 * The rows go to the browser: on a terminal (util/browser.h's rule, perf report's) without
 * --stdio or --no-tui, or with --tui; not for -t, whose separated fields are for a program.
 */
static int diff__choose_ui(struct perf_diff *pd)
{
	if (pd->stdio || pd->no_tui)
		return 0;
	if (pd->tui && pd->cfg.field_sep) {
		pr_err("perf diff: --tui: -t separates the fields of the text output (--stdio)\n");
		return -EINVAL;
	}
	if (pd->tui && !hist_browser__usable()) {
		pr_err("perf diff: --tui: the browser needs a terminal (stdin and stdout, TERM not "
		       "dumb); --stdio prints the table\n");
		return -EINVAL;
	}
	pd->browse = !pd->cfg.field_sep && hist_browser__usable();
	return 0;
}

static int diff__setup(struct perf_diff *pd)
{
	int err;

	if (pd->compute && diff_config__parse_compute(&pd->cfg, pd->compute)) {
		pr_err("perf diff: -c: unknown computation '%s' (delta, delta-abs, ratio, wdiff:w1,w2)\n",
		       pd->compute);
		return -EINVAL;
	}
	if (pd->cfg.order < 0 || pd->cfg.order > 1) {
		pr_err("perf diff: -o: no column %d: with two files, 0 (baseline) or 1 (the computed one)\n",
		       pd->cfg.order);
		return -EINVAL;
	}
	if (pd->percentage) {
		if (!strcmp(pd->percentage, "relative")) {
			pd->relative = true;
		} else if (strcmp(pd->percentage, "absolute")) {
			pr_err("perf diff: --percentage: '%s' is neither relative nor absolute\n",
			       pd->percentage);
			return -EINVAL;
		}
	}
	err = sort_config__setup(&pd->sort, pd->sort_order ? pd->sort_order : "dso,sym", NULL,
				 false, false, false);
	if (err)
		return err;
	pd->cfg.dso_filter = pd->filter_spec.dsos != NULL;
	err = sample_filters__setup(&pd->filters, &pd->filter_spec, "diff");
	if (err)
		return err;
	/* a key column a filter leaves with one value is not printed (no "# dso: X" line, -t too) */
	pd->cfg.hidden_keys = sort_config__single_keys(&pd->sort, &pd->filters.comms,
						       &pd->filters.dsos, &pd->filters.syms);
	return 0;
}

/*
 * --folded and --html compare whole files, by call path: the options of the table do not
 * apply to them.
 */
static int diff__check_view(const struct perf_diff *pd, const char *view)
{
	const struct sample_filters_spec *f = &pd->filter_spec;
	const struct {
		bool given;
		const char *name;
	} table_opts[] = {
		{ pd->compute, "-c" },
		{ pd->cfg.show_period, "-p" },
		{ pd->cfg.show_formula, "-F" },
		{ pd->cfg.order != 1, "-o" },
		{ pd->cfg.field_sep, "-t" },
		{ pd->sort_order, "-s" },
		{ pd->percentage, "--percentage" },
		{ f->dsos, "-d" },
		{ f->comms, "-C" },
		{ f->syms, "-S" },
		{ f->pids, "--pid" },
		{ f->tids, "--tid" },
		{ f->cpus, "--cpu" },
		{ f->time, "--time" },
		{ pd->tui, "--tui" },
	};

	if (pd->folded && pd->html) {
		pr_err("perf diff: --folded or --html, not both\n");
		return -EINVAL;
	}
	for (size_t i = 0; i < ARRAY_SIZE(table_opts); i++)
		if (table_opts[i].given) {
			pr_err("perf diff: %s: %s is an option of the table, not of this view\n",
			       view, table_opts[i].name);
			return -EINVAL;
		}
	return 0;
}

static const char *const diff_usage[] = { "perf diff [<options>] [old_file] [new_file]", NULL };

int cmd_diff(int argc, const char **argv)
{
	struct perf_diff pd = {
		.files = { { .path = "perf.data.old" }, { .path = "perf.data" } },
		.cfg = { .compute = DIFF_DELTA_ABS, .order = 1 },
	};
	struct diff_read read = {
		.sort = &pd.sort,
		.filters = &pd.filters,
		.setup = diff_file__setup_time,
		.arg = &pd,
	};
	const char *symfs = NULL, *kallsyms = NULL;
	bool force = false;
	int err, status = 1;
	const struct option options[] = {
		OPT_INCR('v', "verbose", &verbose, "more messages (repeat for more)"),
		OPT_BOOLEAN('q', "quiet", &quiet, "rows only: no headers, no warnings"),
		OPT_STRING('c', "compute", &pd.compute, "delta,delta-abs,ratio,wdiff:w1,w2",
			   "what the second column shows (default delta-abs)"),
		OPT_BOOLEAN('p', "period", &pd.cfg.show_period,
			    "add each file's period (Base period, Period columns)"),
		OPT_BOOLEAN('F', "formula", &pd.cfg.show_formula,
			    "add a column with how each value was computed"),
		OPT_INTEGER('o', "order", &pd.cfg.order,
			    "order rows by column 0 (baseline) or 1 (the computed one, default)"),
		OPT_STRING(
			's', "sort", &pd.sort_order, "key[,key2...]",
			"keys that make a row (default dso,sym): comm, pid, tid, dso, sym, cpu, srcline"),
		OPT_STRING('t', "field-separator", &pd.cfg.field_sep, "separator",
			   "separate columns by this string instead of aligning them"),
		OPT_STRING('d', "dsos", &pd.filter_spec.dsos, "dso[,dso...]",
			   "only samples in these shared objects"),
		OPT_STRING('C', "comms", &pd.filter_spec.comms, "comm[,comm...]",
			   "only samples of these commands"),
		OPT_STRING('S', "symbols", &pd.filter_spec.syms, "symbol[,symbol...]",
			   "only samples in these functions"),
		OPT_STRING(0, "pid", &pd.filter_spec.pids, "pid[,pid...]",
			   "only samples of these processes"),
		OPT_STRING(0, "tid", &pd.filter_spec.tids, "tid[,tid...]",
			   "only samples of these threads"),
		OPT_STRING(0, "cpu", &pd.filter_spec.cpus, "cpu",
			   "only samples taken on these CPUs (0-3,7)"),
		OPT_STRING(0, "time", &pd.filter_spec.time, "str",
			   "Time span (time percent or absolute timestamp)"),
		OPT_STRING(0, "percentage", &pd.percentage, "relative|absolute",
			   "with filters: percentages of what is shown, or of everything (default)"),
		OPT_STRING(0, "symfs", &symfs, "directory",
			   "look for the binaries under this directory"),
		OPT_JOBS(),
		OPT_DEBUGINFOD(),
		OPT_STRING(0, "kallsyms", &kallsyms, "file",
			   "kernel symbols from this file, not /proc/kallsyms"),
		OPT_BOOLEAN('f', "force", &force, "read files owned by another user"),
		OPT_BOOLEAN(0, "folded", &pd.folded,
			    "FlameGraph's differential folded stacks: 'stack baseline new' lines"),
		OPT_STRING(0, "html", &pd.html, "file",
			   "a differential flame graph and the table in one HTML page"),
		OPT_BOOLEAN(0, "stdio", &pd.stdio, "Use the stdio interface (the table)"),
		OPT_BOOLEAN(0, "tui", &pd.tui,
			    "Use the TUI interface (the default on a terminal): Enter on a row "
			    "shows its call graph in both files"),
		OPT_BOOLEAN(0, "no-tui", &pd.no_tui, "Don't use the TUI interface (--stdio)"),
		OPT_END()
	};

	argc = parse_options(argc, argv, options, diff_usage, 0);
	if (argc > 2)
		usage_with_options_msg(diff_usage, options,
				       "perf diff compares two files: a baseline and a new one");
	/* one file: it is the new one, compared with perf.data.old */
	if (argc == 1) {
		pd.files[1].path = argv[0];
	} else if (argc == 2) {
		pd.files[0].path = argv[0];
		pd.files[1].path = argv[1];
	}
	if (quiet)
		verbose = 0;
	/* --folded and --html write their views, never the browser */
	err = pd.folded || pd.html ? 0 : diff__choose_ui(&pd);
	/* the pager perf.c deferred (util/pager.h), unless the browser will have the terminal */
	if (!pd.browse)
		pager__start_deferred();
	if (err)
		return 1;
	symbol_conf__set_paths(symfs, NULL, kallsyms);
	debuginfod__setup(true);
	for (int i = 0; i < 2; i++) {
		char msg[PATH_MAX + 128];

		if (perm__check_input(pd.files[i].path, force, msg, sizeof(msg))) {
			pr_err("perf diff: %s\n", msg);
			return 1;
		}
	}

	if (pd.folded || pd.html) {
		const char *view = pd.folded ? "--folded" : "--html";

		err = diff__check_view(&pd, view);
		if (!err && pd.folded)
			err = diff_view__folded(pd.files[0].path, pd.files[1].path, stdout, "diff");
		else if (!err)
			err = diff_view__html(pd.files[0].path, pd.files[1].path, pd.html, "diff");
		return err ? 1 : 0;
	}
	err = diff__setup(&pd);
	if (pd.browse) {
		/* every path of every row's samples: the view is of one row */
		pd.cc = callchain_param_default;
		pd.cc.order = ORDER_CALLEE;
		pd.cc.min_percent = 0;
		read.cc = &pd.cc;
	}
	for (int i = 0; !err && i < 2; i++) {
		err = diff_file__read(&pd.files[i], &read, i);
		if (err && !pd.files[i].replay.session)
			status = PERF_EXIT_BAD_INPUT; /* the file could not be opened */
	}
	if (!err && pd.browse) {
		err = diff__browse(&pd);
		/* the terminal could not be taken after all: the table */
		if (err) {
			pager__start_deferred();
			diff__print(&pd);
			err = 0;
		}
	} else if (!err) {
		diff__print(&pd);
	}
	for (int i = 0; i < 2; i++)
		diff_file__exit(&pd.files[i]);
	sample_filters__exit(&pd.filters);
	sort_config__exit(&pd.sort);
	return err ? status : 0;
}

PERF_COMMAND("diff", cmd_diff, "Read perf.data files and display the differential profile");
