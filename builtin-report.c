// SPDX-License-Identifier: GPL-2.0
/*
 * perf report: read a perf.data file, replay its tasks and maps, resolve every sample to
 * thread, DSO and symbol, aggregate them by the sort keys and print Linux perf's --stdio
 * report (or the header, the record counts, or a raw dump).
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtin.h"
#include "util/annotate.h"
#include "util/browser.h"
#include "util/callchain.h"
#include "util/color.h"
#include "util/debug.h"
#include "util/debuginfod.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/filter-list.h"
#include "util/diff-view.h"
#include "util/export.h"
#include "util/hist-iter.h"
#include "util/hist.h"
#include "util/hist-group.h"
#include "util/machine.h"
#include "util/missing-debug.h"
#include "util/pager.h"
#include "util/parse-options.h"
#include "util/perm.h"
#include "util/progress.h"
#include "util/session-warn.h"
#include "util/report-browse.h"
#include "util/report-header.h"
#include "util/replay.h"
#include "util/report-tasks.h"
#include "util/session.h"
#include "util/sort.h"
#include "util/symbol.h"
#include "util/trace-event.h"
#include "util/tui.h"
#include "util/util.h"
#include "util/unwind-dwarf.h"

struct report {
	const char *input;
	const char *sort_order;
	const char *fields;
	struct sample_filters_spec filter_spec;
	const char *parent_pattern;
	bool exclude_other; /* -x: only the entries with a parent (the others hidden) */
	bool inverted; /* -G */
	const char *callchain_arg;
	bool callchain_set; /* -g given */
	int children;	    /* -1: default (on when the file has callchains) */
	int max_stack;	    /* --max-stack: frames of a chain used (0: the default, 127) */
	int group;	    /* --group/--no-group, -1: default (the group view of a file's groups) */
	int group_sort_idx; /* --group-sort-idx */
	bool group_forced;  /* --group made one group of a file's ungrouped events */
	bool group_view;    /* the groups' members print in their leaders' tables */
	int exit_status;    /* when not 1 on an error */
	bool show_nr_samples, show_period;
	bool header, header_only, show_info, stat, dump_raw;
	bool stdio, tui, no_tui; /* the browser on a terminal unless --stdio/--no-tui */
	bool ignore_vmlinux;
	bool tasks;	    /* --tasks: the task tree instead of the profile */
	bool hierarchy;	    /* --hierarchy: a level per sort key */
	bool cpu_util;	    /* --show-cpu-utilization: sys and usr columns */
	bool hide_unresolved; /* --hide-unresolved: samples without a symbol left out */
	bool show_threads; /* -T: per-thread counts of a record -s file */
	bool missing_debug; /* --missing-debug: the objects without symbols or debug info */
	bool latency; /* --latency: the wall-clock shares first, the rows by them */
	double percent_limit;
	const char *percentage; /* --percentage relative|absolute */
	const char *field_sep;	/* -t */
	/* --percent-limit came after the last -g: its threshold wins over -g's (command-line order) */
	bool limit_after_g;
	/* run state */
	struct perf_session *session;
	struct replay replay; /* the session's machine and side-band handlers */
	struct hist_iter *iter;
	struct sort_config sort;
	struct callchain_param cc;
	bool use_callchain;
	struct sample_filters filters;
	u64 *evsel_samples; /* per evsel idx, for --stat */
	u64 *evsel_lost; /* LOST_SAMPLES' counts per evsel idx, for --stat */
	/* the samples, and those when one task of the recording ran (its context switches) */
	u64 nr_samples, nr_serial;
	struct trace_event *tevent;
	struct thread_counts *thread_counts; /* -T */
	struct addr_hits *addr_hits; /* the browser's 'a': the samples by address */
	char switch_path[PATH_MAX]; /* the browser's 's': the data file to read instead */
	bool switch_input;
	struct progress *progress; /* while the events are read */
};

/*
 * The browser's annotate: the addresses counted at most (~100 MB); past them a symbol's
 * annotation misses the samples of the addresses not counted.
 */
#define REPORT_MAX_ADDRS (1u << 21)

static struct hists *evsel__hists(struct evsel *evsel)
{
	return evsel->priv;
}

static int process_sample(struct perf_tool *tool, union perf_event *event,
			  struct perf_sample *sample, struct evsel *evsel)
{
	struct report *rep = tool->priv;

	if (!evsel || !evsel->priv)
		return 0;
	rep->evsel_samples[evsel->idx]++;
	rep->nr_samples++;
	rep->nr_serial += machine__parallelism(rep->replay.machine) == 1;
	if (rep->dump_raw)
		report_header__dump_resolved(rep->replay.machine, sample);
	return hist_iter__add(rep->iter, evsel__hists(evsel), evsel, sample);
}

static void prepare_sample(struct perf_tool *tool, struct perf_sample *sample, struct evsel *evsel,
			   struct perf_sample *nearer)
{
	struct report *rep = tool->priv;

	hist_iter__prepare(rep->iter, sample && evsel->priv ? evsel__hists(evsel) : NULL, sample,
			   nearer);
}

/* READ records (record -s): pid, tid and the count as the task exited */
static int process_read(struct perf_tool *tool, union perf_event *event,
			struct perf_sample *sample, struct evsel *evsel)
{
	struct report *rep = tool->priv;

	if (rep->thread_counts)
		thread_counts__add_read(rep->thread_counts, rep->session->evlist, event, evsel);
	return 0;
}

static int process_lost_samples(struct perf_tool *tool, union perf_event *event,
				struct perf_sample *sample, struct evsel *evsel)
{
	struct report *rep = tool->priv;

	if (evsel && evsel->priv) {
		evsel__hists(evsel)->nr_lost_samples += event->lost_samples.lost;
		rep->evsel_lost[evsel->idx] += event->lost_samples.lost;
	}
	return 0;
}

/* --- output --- */

/*
 * The group view (util/hist-group.h): on by default when the file has event groups (as
 * Linux perf's report.group); --group-sort-idx needs one.
 */
static int report__setup_groups(struct report *rep)
{
	rep->group_view = evlist__setup_group_view(rep->session->evlist, rep->group,
						   &rep->group_forced);
	if (rep->group_sort_idx && !rep->group_view && rep->group) {
		pr_err("perf report: --group-sort-idx: the file has no event group (record one with -e '{a,b}', or add --group)\n");
		rep->exit_status = PERF_EXIT_EINVAL;
		return -EINVAL;
	}
	return 0;
}

static void print_event_block(struct report *rep, struct evsel *evsel)
{
	struct hists *hists = evsel__hists(evsel);
	struct hists_print_opts opts = {
		.percent_limit = rep->percent_limit,
		.show_header = !quiet,
		.show_callchain = rep->use_callchain,
		.sort_by_sym_first = rep->sort.sort_by_sym_first,
	};

	if (!quiet && hists->group) {
		hists__fprintf_event_header(hists, hists->group->title, true, rep->filter_spec.time,
					    stdout);
	} else if (!quiet) {
		hists__fprintf_event_header(hists, evsel__name(evsel), evsel->nr_members > 1,
					    rep->filter_spec.time, stdout);
	}
	if (rep->hierarchy)
		hists__fprintf_hierarchy(hists, &opts, stdout);
	else
		hists__fprintf(hists, &opts, stdout);
	printf("\n\n");
}

/*
 * The objects without symbols (a warning on stderr) or, with listing, also those without
 * debug info (--missing-debug, on stdout), from the entries of every event.
 */
static void report__missing_debug(struct report *rep, bool listing)
{
	struct missing_debug md = { .debug_info = listing };
	struct evsel *evsel;

	list_for_each_entry(evsel, &rep->session->evlist->entries, node)
		if (evsel__hists(evsel))
			missing_debug__add_hists(&md, evsel__hists(evsel));
	missing_debug__finish(&md);
	if (listing)
		missing_debug__fprintf(&md, stdout);
	else
		missing_debug__fprintf_summary(&md, stderr);
	missing_debug__exit(&md);
}

/* --- the command --- */

static void report__exit(struct report *rep)
{
	hist_iter__delete(rep->iter);
	if (rep->session)
		evlist__hists_exit(rep->session->evlist);
	replay__exit(&rep->replay);
	sort_config__exit(&rep->sort);
	trace_event__delete(rep->tevent);
	thread_counts__delete(rep->thread_counts);
	free(rep->evsel_samples);
	free(rep->evsel_lost);
	sample_filters__exit(&rep->filters);
	addr_hits__delete(rep->addr_hits);
	tui__drop_kept();
}

/*
 * The browser's 's': this command again on the file chosen, as Linux perf starts its report
 * anew (its options kept, the file's -i last so that it wins).
 */
static int report__switch_input(const char *path, int argc, const char **argv)
{
	const char **args = xcalloc(argc + 4, sizeof(*args));
	int n = 0;

	args[n++] = "perf";
	for (int i = 0; i < argc; i++)
		args[n++] = argv[i];
	args[n++] = "-i";
	args[n++] = path;
	fflush(stdout);
	execv(perf_exe_path(), (char *const *)args);
	pr_err("perf report: cannot run %s again for %s: %s\n", perf_exe_path(), path,
	       strerror(errno));
	free(args);
	return -errno;
}

static int parse_callchain_opt(const struct option *opt, const char *arg, int unset)
{
	struct report *rep = opt->value;

	if (unset) {
		rep->callchain_set = false;
		rep->callchain_arg = "none";
		return 0;
	}
	rep->callchain_set = true;
	rep->callchain_arg = arg;
	rep->limit_after_g = false;
	return 0;
}

static int parse_children(const struct option *opt, const char *arg, int unset)
{
	struct report *rep = opt->value;

	rep->children = !unset;
	return 0;
}

static int parse_group(const struct option *opt, const char *arg, int unset)
{
	struct report *rep = opt->value;

	rep->group = !unset;
	return 0;
}

static int parse_percent_limit(const struct option *opt, const char *arg, int unset)
{
	struct report *rep = opt->value;
	char *end;
	double d = strtod(arg, &end);

	/*
	 * Linux perf takes the number at the front and ignores the rest ("abc" is 0: no
	 * limit) and exits 0: the same value and status here, with a warning.
	 */
	if (end == arg)
		d = 0;
	if (end == arg || (*end && strcmp(end, "%")))
		pr_warning("Warning: --percent-limit '%s' is not a percentage: taken as %g\n", arg,
			   d);
	if (d < 0)
		d = 0;
	rep->percent_limit = d;
	/* the call graph threshold follows, as in Linux perf */
	rep->cc.min_percent = d;
	rep->limit_after_g = true;
	return 0;
}

static int parse_stdio_color(const struct option *opt, const char *arg, int unset)
{
	if (unset)
		return color__parse_mode("never");
	return color__parse_mode(arg) ? -1 : 0;
}

/*
 * The latency columns (Linux perf 6.15's): beside the overhead ones when the recording has
 * the context switches they need (record --latency), first with --latency. Asking for
 * them, or for parallelism, of a recording without is an error.
 */
static int report__setup_latency(struct report *rep)
{
	bool switches = evlist__has_switch_events(rep->session->evlist);

	if (!switches && (rep->latency || rep->filters.parallelism.bits ||
			  sort_config__wants_latency(&rep->sort))) {
		pr_err("perf report: %s: --latency, --parallelism and the latency and parallelism keys need the workload's context switches: record with perf record --latency\n",
		       rep->input);
		return -EINVAL;
	}
	if (!switches)
		return 0;
	if (sort_config__add_latency(&rep->sort, rep->latency)) {
		pr_err("perf report: too many columns\n");
		return -EINVAL;
	}
	return 0;
}

/*
 * As Linux perf: a profile where one task ran at 99% of the samples or more has latency
 * shares equal to its overheads, and keeps the Latency columns only when asked for.
 */
static void report__cancel_latency(struct report *rep)
{
	if (rep->sort.prefer_latency || !rep->nr_samples ||
	    rep->nr_serial * 100 / rep->nr_samples < 99)
		return;
	sort_config__drop_latency(&rep->sort);
}

static const char *const report_usage[] = { "perf report [<options>]", NULL };

/*
 * On a terminal (not a pipe, not the pager: util/browser.h) and without --stdio/--no-tui,
 * the entries go to the interactive browser. (It has no tree view: --hierarchy prints, as
 * with --stdio.)
 */
static bool report__wants_browser(const struct report *rep)
{
	return !(rep->stdio || rep->no_tui || rep->stat || rep->header || rep->show_threads ||
		 rep->hierarchy || rep->dump_raw || rep->missing_debug) &&
	       hist_browser__usable();
}

/* The entries in the browser (util/report-browse.h). True when it ran. */
static bool report__browse(struct report *rep)
{
	struct hist_browser_ops ops = {
		.show_callchain = rep->use_callchain,
		.sort_by_sym_first = rep->sort.sort_by_sym_first,
		.percent_limit = rep->percent_limit,
		.addr_hits = rep->addr_hits,
		.switch_path = rep->switch_path,
		.switch_path_size = sizeof(rep->switch_path),
	};
	int ret;

	if (!report__wants_browser(rep))
		return false;
	ret = report_browse__run(rep->session, rep->input, &ops);
	rep->switch_input = ret == 1;
	return ret >= 0;
}

static void report__dump(struct perf_tool *tool, u64 off, union perf_event *event,
			 struct perf_sample *sample, struct evsel *evsel)
{
	struct report *rep = tool->priv;

	report_header__dump_record(rep->session, off, event, sample, evsel, false);
}

/* No event has an entry, not even one its filters hid. */
static bool report__no_entries(struct evlist *evlist)
{
	struct evsel *evsel;

	list_for_each_entry(evsel, &evlist->entries, node) {
		struct hists *h = evsel__hists(evsel);

		if (h->nr_entries || h->nr_filtered)
			return false;
	}
	return true;
}

static int report__run(struct report *rep)
{
	struct perf_session *s = rep->session;
	struct perf_tool *tool = &rep->replay.tool;
	struct hist_iter_config icfg;
	bool file_cc = evlist__any_sample_type(s->evlist, PERF_SAMPLE_CALLCHAIN);
	struct evsel *evsel;
	int err;

	err = report__setup_groups(rep);
	if (err)
		return err;
	err = replay__init(&rep->replay, s);
	if (err)
		return err;
	if (rep->tasks)
		return report_tasks__run(&rep->replay, stdout);
	tool->sample = process_sample;
	/*
	 * the context switches move the machine's parallelism (--latency); not preset by the
	 * replay: a reader that copies records it has no handler for (inject) keeps them
	 */
	tool->context_switch = replay__side_band;
	tool->lost_samples = process_lost_samples;
	tool->read = process_read;
	tool->dump = rep->dump_raw ? report__dump : NULL;
	tool->read_ahead = true;
	tool->priv = rep;
	if (rep->show_threads) {
		rep->thread_counts = thread_counts__new();
		if (!rep->thread_counts)
			return -ENOMEM;
	}

	err = callchain_param__resolve(&rep->cc, rep->callchain_arg,
				       rep->limit_after_g ? rep->percent_limit : -1, &rep->children,
				       file_cc);
	if (err < 0) {
		pr_err("perf report: -g: invalid call graph option '%s'\n", rep->callchain_arg);
		return -EINVAL;
	}
	rep->use_callchain = err;
	/* -G: caller first, whatever -g said (as Linux perf) */
	if (rep->inverted)
		rep->cc.order = ORDER_CALLER;
	if (rep->callchain_set && !file_cc && rep->cc.mode != CHAIN_NONE) {
		/* Linux perf says so, prints its header lines and no rows, and exits 0 */
		pr_err("perf report: Selected -g but no callchain data. Did you call 'perf record' without -g?\n");
		if (!quiet && !rep->header)
			printf("# To display the perf.data header info, please use --header/--header-only options.\n#\n");
		return 0;
	}
	/* --hierarchy: self overheads only, in the order chosen above (as Linux perf) */
	if (rep->hierarchy)
		rep->children = 0;

	if (rep->filters.cpus.bits && !evlist__all_sample_type(s->evlist, PERF_SAMPLE_CPU)) {
		pr_err("perf report: --cpu: the file's samples do not say their CPU (record with -a or --sample-cpu)\n");
		return -EINVAL;
	}
	if (!rep->sort_order && !rep->fields && evlist__only_type(s->evlist, PERF_TYPE_TRACEPOINT))
		rep->sort_order = "trace";
	/* the listing counts samples by object, whatever the profile's keys */
	if (rep->missing_debug) {
		rep->sort_order = "dso";
		rep->fields = NULL;
	}
	err = sort_config__setup(&rep->sort, rep->sort_order, rep->fields, rep->children,
				 rep->show_nr_samples, rep->show_period);
	if (err)
		return err;
	rep->sort.linux_order = sort_config__linux_order(&rep->sort);
	/* --hierarchy: Linux perf always merges its entries in a second tree there */
	if (rep->hierarchy)
		rep->sort.second_tree = true;
	if (rep->parent_pattern && sort_config__add_parent(&rep->sort, rep->parent_pattern))
		return -EINVAL;
	/* the parent is a caller: none without call chains (a pipe's are not known yet) */
	if (sort_config__has(&rep->sort, SORT_PARENT) && !file_cc && !s->pipe) {
		/* as -g's above: Linux perf's header lines, no rows, exit 0 */
		pr_err("perf report: Selected --sort parent, but no callchain data. Did you call 'perf record' without -g?\n");
		if (!quiet && !rep->header)
			printf("# To display the perf.data header info, please use --header/--header-only options.\n#\n");
		return 0;
	}
	/*
	 * Missing symbols are said when rows or graphs would show raw addresses for them; not
	 * for --sort comm, say, where Linux perf says nothing either.
	 */
	symbol_conf.warn_missing = sort_config__has(&rep->sort, SORT_SYM) ||
				   sort_config__has(&rep->sort, SORT_PARENT) || rep->use_callchain;
	if (rep->cpu_util && sort_config__add_cpu_util(&rep->sort))
		return -EINVAL;
	err = report__setup_latency(rep);
	if (err)
		return err;
	rep->sort.field_sep = rep->field_sep;
	if (sort_config__has(&rep->sort, SORT_TRACE) && s->env.tracing_data)
		rep->tevent = trace_event__new(s->env.tracing_data, s->env.tracing_data_size);

	icfg = (struct hist_iter_config){
		.kind = rep->children ? HIST_ITER_CUMULATIVE : HIST_ITER_NORMAL,
		.callchains = file_cc,
		.sort = &rep->sort,
		.cc = &rep->cc,
		.filters = &rep->filters,
		.percent_limit = rep->percent_limit,
		.tevent = rep->tevent,
		/* none of the short cuts (tests compare the two ways) */
		.plain = getenv("PERF_REPORT_PLAIN") != NULL || rep->cpu_util,
		.cpu_util = rep->cpu_util,
		.hide_unresolved = rep->hide_unresolved,
		.filter_relative = rep->percentage && !strcmp(rep->percentage, "relative"),
		.filtered_entries = true,
		.exclude_other = rep->exclude_other,
		.parallelism = rep->sort.latency || sort_config__wants_latency(&rep->sort) ||
			       rep->filters.parallelism.bits,
	};
	/* the browser's annotate: each sample counted at its address too */
	if (sort_config__has(&rep->sort, SORT_SYM) && report__wants_browser(rep)) {
		rep->addr_hits = addr_hits__new(REPORT_MAX_ADDRS);
		icfg.addr_hits = rep->addr_hits;
	}
	if (!icfg.plain)
		replay__prefetch_kallsyms(&rep->replay);
	rep->iter = hist_iter__new(rep->replay.machine, &icfg);
	rep->evsel_samples = calloc(s->evlist->nr_entries + 1, sizeof(u64));
	rep->evsel_lost = calloc(s->evlist->nr_entries + 1, sizeof(u64));
	if (!rep->iter || !rep->evsel_samples || !rep->evsel_lost)
		return -ENOMEM;
	/* (only the sample cache has anything to fetch ahead: not a call for each flat sample) */
	rep->replay.tool.prepare =
		hist_iter__shortcuts(rep->iter) & HIST_ITER_SAMPLE_CACHE ? prepare_sample : NULL;
	evlist__hists_init(s->evlist, &rep->sort, rep->use_callchain ? &rep->cc : NULL);

	if (rep->dump_raw && !rep->header && !quiet)
		printf("# To display the perf.data header info, please use --header/--header-only options.\n#\n");
	/* a long read on a terminal says how far it is (not -D: its records are the output) */
	if (!rep->dump_raw)
		rep->progress = progress__new("Processing events...", perf_session__data_size(s),
					      report__wants_browser(rep));
	if (rep->progress)
		perf_session__set_progress(s, progress__update, rep->progress);
	err = replay__run(&rep->replay);
	perf_session__set_progress(s, NULL, NULL);
	/* the TUI's box stays up until the browser takes the screen over */
	progress__end(rep->progress, !err && report__wants_browser(rep));
	rep->progress = NULL;
	if (err)
		return err;
	hist_iter__finish(rep->iter);
	if (!quiet && !rep->stat && !rep->dump_raw)
		perf_session__warn_lost(s);

	if (rep->dump_raw) { /* the records were the output; their counts end it */
		report_header__fprintf_stat(rep->session, rep->evsel_samples, NULL, stdout);
		return 0;
	}
	if (rep->stat) {
		report_header__fprintf_stat(rep->session, rep->evsel_samples, rep->evsel_lost,
					    stdout);
		machine__fprintf_unwind_stats(rep->replay.machine, stdout, false);
		return 0;
	}
	if (rep->missing_debug) {
		report__missing_debug(rep, true);
		return 0;
	}
	report__cancel_latency(rep);
	/* Linux perf's second tree where it has one (comm keys), then the groups linked in it */
	list_for_each_entry(evsel, &s->evlist->entries, node)
		hists__collapse(evsel__hists(evsel));
	if (rep->group_view)
		evlist__link_groups(rep->session->evlist, &rep->session->env, rep->group_sort_idx,
				    rep->group_forced);
	if (report__browse(rep))
		return 0;
	tui__drop_kept(); /* (the progress box's screen: no browser came) */
	/* (not after --header's lines: Linux perf prints the hint instead of them) */
	if (!quiet && !rep->header)
		printf("# To display the perf.data header info, please use --header/--header-only options.\n#\n");
	/* nothing kept at all (none recorded, or --time left none out): Linux perf's error */
	if (report__no_entries(s->evlist)) {
		perf_session__warn_no_samples(rep->input);
		return 0;
	}
	/* a key filtered to one value loses its column: "# comm: X" instead (with -q too) */
	sort_config__elide_single(&rep->sort, &rep->filters.comms, &rep->filters.dsos,
				  &rep->filters.syms, stdout);
	if (!quiet)
		printf("#\n# Total Lost Samples: %llu\n#\n",
		       (unsigned long long)s->stats.total_lost_samples);
	/* the objects whose rows show raw addresses, instead of a warning each (stdout untouched) */
	if (!quiet && sort_config__has(&rep->sort, SORT_SYM))
		report__missing_debug(rep, false);
	/* --call-graph dwarf: the share of user stacks cut short, never silently */
	if (!quiet && machine__fprintf_unwind_stats(rep->replay.machine, stdout, true))
		printf("#\n");
	list_for_each_entry(evsel, &s->evlist->entries, node) {
		struct hists *h = evsel__hists(evsel);

		/* an event with samples has its block, if only its header: filters kept none */
		if (evsel__shown_by_leader(evsel) ||
		    (!h->nr_samples && !h->nr_filtered && !h->nr_entries))
			continue;
		hists__output_resort(evsel__hists(evsel));
		print_event_block(rep, evsel);
	}
	if (!quiet && !rep->sort_order && !rep->fields)
		printf("#\n# (For a higher level overview, try: perf report --sort comm,dso)\n#\n");
	else if (!quiet)
		printf("#\n# (Tip: use --stdio, --sort and -g to shape the report; see perf report -h)\n#\n");
	thread_counts__fprintf(rep->thread_counts, stdout);
	return 0;
}

int cmd_report(int argc, const char **argv)
{
	struct report rep = {
		.children = -1,
		.group = -1,
	};
	const char *symfs = NULL, *vmlinux = NULL, *kallsyms = NULL, *html = NULL;
	const char *baseline = NULL;
	bool force = false;
	char owner_msg[PATH_MAX + 128];
	struct option options[] = {
		OPT_STRING('i', "input", &rep.input, "file", "input file name"),
		OPT_INCR('v', "verbose", &verbose, "be more verbose (show symbol address, etc)"),
		OPT_BOOLEAN('q', "quiet", &quiet, "Do not show any warnings or messages"),
		OPT_BOOLEAN('D', "dump-raw-trace", &rep.dump_raw, "dump raw trace in ASCII"),
		OPT_BOOLEAN(0, "stats", &rep.stat, "Display event stats"),
		OPT_BOOLEAN(0, "inline", &symbol_conf.inline_frames,
			    "Show inline function (call-graph frames of the functions inlined "
			    "at an address, from its DWARF)"),
		OPT_BOOLEAN(0, "header", &rep.header, "Show data header."),
		OPT_BOOLEAN(0, "header-only", &rep.header_only, "Show only data header."),
		OPT_BOOLEAN('I', "show-info", &rep.show_info,
			    "Display extended information about perf.data file"),
		OPT_BOOLEAN(0, "tasks", &rep.tasks, "Display recorded tasks"),
		OPT_BOOLEAN(0, "hierarchy", &rep.hierarchy, "Show entries in a hierarchy"),
		OPT_STRING('t', "field-separator", &rep.field_sep, "separator",
			   "separate columns with this string instead of aligning them"),
		OPT_BOOLEAN(0, "show-cpu-utilization", &rep.cpu_util, "show CPU utilization"),
		OPT_BOOLEAN(0, "showcpuutilization", &rep.cpu_util,
			    "Show sample percentage for different cpu modes"),
		OPT_BOOLEAN('U', "hide-unresolved", &rep.hide_unresolved,
			    "Only display entries resolved to a symbol"),
		OPT_BOOLEAN('T', "threads", &rep.show_threads,
			    "Show per-thread event counters (of perf record -s)"),
		OPT_STRING(0, "symbol-filter", &rep.filter_spec.sym_substr, "filter",
			   "only show symbols that (partially) match with this filter"),
		OPT_STRING(
			's', "sort", &rep.sort_order, "key[,key2...]",
			"sort by key(s): comm, pid, tid, dso, sym (symbol), cpu, srcline, parent, trace"),
		OPT_STRING(
			'F', "fields", &rep.fields, "key[,keys...]",
			"output field(s): overhead, overhead_children, sample, period, and sort keys"),
		OPT_BOOLEAN('n', "show-nr-samples", &rep.show_nr_samples,
			    "Show a column with the number of samples"),
		OPT_BOOLEAN(0, "show-total-period", &rep.show_period,
			    "Show a column with the sum of periods"),
		OPT_CALLBACK_OPTARG(
			'g', "call-graph", &rep,
			"print_type,threshold[,print_limit],order,sort_key[,branch],value",
			"Display call graph (graph, flat, folded, fractal, none; caller, callee; function, address; percent, period, count). Default: graph,0.5,caller,function,percent",
			parse_callchain_opt, "graph,0.5,caller,function,percent"),
		OPT_CALLBACK_NOOPT(
			0, "children", &rep, NULL,
			"Accumulate callchains of children and show total overhead as well (default when the file has callchains)",
			parse_children),
		OPT_CALLBACK_NOOPT(
			0, "group", &rep, NULL,
			"Show event group information together (the default for a file with groups; forces one group of all events otherwise)",
			parse_group),
		OPT_INTEGER(0, "group-sort-idx", &rep.group_sort_idx,
			    "Sort the output by the event at the index n in group (0: the leader)"),
		OPT_CALLBACK(0, "stdio-color", NULL, "always|never|auto",
			     "colour hot percentages (auto: on a terminal)", parse_stdio_color),
		OPT_STRING(
			0, "percentage", &rep.percentage, "relative|absolute",
			"with filters: percentages of all samples (absolute, the default) or of those kept"),
		OPT_CALLBACK(0, "percent-limit", &rep, "percent",
			     "Don't show entries under that percent", parse_percent_limit),
		OPT_STRING('d', "dsos", &rep.filter_spec.dsos, "dso[,dso...]",
			   "only consider symbols in these dsos"),
		OPT_STRING('c', "comms", &rep.filter_spec.comms, "comm[,comm...]",
			   "only consider symbols in these comms"),
		OPT_STRING(0, "symbols", &rep.filter_spec.syms, "symbol[,symbol...]",
			   "only consider these symbols"),
		OPT_STRING(0, "pid", &rep.filter_spec.pids, "pid[,pid...]",
			   "only consider symbols in these pids"),
		OPT_STRING(0, "tid", &rep.filter_spec.tids, "tid[,tid...]",
			   "only consider symbols in these tids"),
		OPT_STRING('C', "cpu", &rep.filter_spec.cpus, "cpu", "list of cpus to profile"),
		OPT_STRING(
			0, "parallelism", &rep.filter_spec.parallelism, "parallelism",
			"only consider these parallelism levels (cpu list format: 1,3-4): how many of the recorded tasks ran at a sample (perf record --latency)"),
		OPT_BOOLEAN(
			0, "latency", &rep.latency,
			"Latency first: each row's share of the wall-clock time, the rows ordered by it (a perf record --latency recording)"),
		OPT_STRING(0, "time", &rep.filter_spec.time, "str",
			   "Time span of interest (start,stop)"),
		OPT_JOBS(),
		OPT_INTEGER(0, "max-stack", &rep.max_stack,
			    "Set the maximum stack depth when parsing the callchain, anything "
			    "beyond the specified depth will be ignored. Default: 127"),
		OPT_STRING('p', "parent", &rep.parent_pattern, "regex",
			   "regex filter to identify parent, see: '--sort parent'"),
		OPT_BOOLEAN('x', "exclude-other", &rep.exclude_other,
			    "Only display entries with parent-match"),
		OPT_BOOLEAN('G', "inverted", &rep.inverted, "alias for inverted call graph"),
		OPT_STRING(0, "symfs", &symfs, "directory",
			   "Look for files with symbols relative to this directory"),
		OPT_STRING('k', "vmlinux", &vmlinux, "file", "vmlinux pathname"),
		OPT_BOOLEAN(0, "ignore-vmlinux", &rep.ignore_vmlinux,
			    "don't load vmlinux even if found"),
		OPT_STRING(0, "kallsyms", &kallsyms, "file", "kallsyms pathname"),
		OPT_DEBUGINFOD(),
		OPT_BOOLEAN(
			0, "missing-debug", &rep.missing_debug,
			"list the objects with samples that lack symbols or debug info, and where perf looked"),
		OPT_BOOLEAN('f', "force", &force, "read a file owned by another user"),
		OPT_BOOLEAN(0, "stdio", &rep.stdio, "Use the stdio interface"),
		OPT_STRING(0, "html", &html, "file",
			   "Write a self-contained HTML report (flame graph) to file"),
		OPT_STRING(0, "baseline", &baseline, "file",
			   "with --html: the differential page against this older perf.data"),
		OPT_BOOLEAN(0, "tui", &rep.tui,
			    "Use the TUI interface (the default on a terminal)"),
		OPT_BOOLEAN(0, "no-tui", &rep.no_tui, "Don't use the TUI interface (--stdio)"),
		OPT_END()
	};
	struct argv_joined args;
	int err, status = 1;
	/* the command line as given, for the browser's 's' */
	int argc_all = argc;
	const char **argv_all = argv;

	/* Linux perf's -g takes the next word unless it is an option: "-g caller", "-g --stdio" */
	argv_join_optarg(&args, argc, argv, 'g', "call-graph");
	argv = args.argv;
	argc = parse_options(args.argc, argv, options, report_usage, 0);
	if (argc > 0)
		usage_with_options_msg(report_usage, options, "unexpected argument '%s'", argv[0]);
	if (quiet)
		verbose = 0;
	if (!rep.input)
		rep.input = perf_session__default_input();
	/* as Linux perf: a stream on standard input leaves no keyboard to the browser */
	if (perf_session__is_stdin(rep.input))
		rep.stdio = true;
	symbol_conf__set_paths(symfs, vmlinux, kallsyms);
	symbol_conf.ignore_vmlinux = rep.ignore_vmlinux;
	debuginfod__setup(true);
	rep.cc = callchain_param_default;
	if (rep.max_stack > 0)
		rep.cc.max_stack = (u32)rep.max_stack;
	if (rep.percent_limit > 0)
		rep.cc.min_percent = rep.percent_limit;

	if (baseline && !html) {
		pr_err("perf report: --baseline: the differential view is an HTML page (--html=FILE)\n");
		err = -EINVAL;
		goto out;
	}
	/* another user's file only with -f, as Linux perf (and for --html) */
	err = perm__check_input(rep.input, force, owner_msg, sizeof(owner_msg));
	if (!err && baseline)
		err = perm__check_input(baseline, force, owner_msg, sizeof(owner_msg));
	if (err) {
		pr_err("perf report: %s\n", owner_msg);
		goto out;
	}
	/* the pager perf.c deferred (util/pager.h), unless the browser will have the terminal */
	if (rep.stdio || rep.no_tui || rep.stat || rep.header || rep.header_only || rep.dump_raw ||
	    rep.tasks || rep.hierarchy || rep.show_threads || html || !hist_browser__usable())
		pager__start_deferred();
	if (html) { /* util/html-report.c; against a baseline, util/diff-view.c */
		err = baseline ? diff_view__html(baseline, rep.input, html, "report") :
				 html_report__write(rep.input, html);
		goto out;
	}
	if (rep.percentage && strcmp(rep.percentage, "relative") && strcmp(rep.percentage, "absolute")) {
		pr_err("perf report: --percentage: '%s' is neither relative nor absolute\n", rep.percentage);
		err = -EINVAL;
		goto out;
	}
	err = sample_filters__setup(&rep.filters, &rep.filter_spec, "report");
	if (err)
		goto out;
	perf_session__stream_outlives_sigint(rep.input);
	err = perf_session__open(rep.input, &rep.session);
	if (err) {
		status = PERF_EXIT_BAD_INPUT; /* perf_session__open printed why */
		goto out;
	}

	if (report_header__modes(rep.session, rep.dump_raw, rep.header, rep.header_only,
				 rep.show_info, &err))
		goto out;
	err = sample_filters__setup_time(&rep.filters, &rep.filter_spec, &rep.session->env,
					 "report");
	if (err)
		goto out;
	err = report__run(&rep);
	if (err && rep.exit_status)
		status = rep.exit_status;
	if (err && err != -EINVAL)
		pr_err("perf report: %s: %s\n", rep.input, strerror(-err));
out:
	report__exit(&rep);
	if (rep.session)
		perf_session__delete(rep.session);
	argv_joined__exit(&args);
	if (!err && rep.switch_input)
		err = report__switch_input(rep.switch_path, argc_all, argv_all);
	return err ? status : 0;
}

PERF_COMMAND("report", cmd_report, "Read perf.data (created by perf record) and display the profile");
