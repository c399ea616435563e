// SPDX-License-Identifier: GPL-2.0
/*
 * perf kwork: where the kernel's irq handlers, softirqs and work items spent their time.
 * record records their tracepoints system wide (through perf record); report adds up
 * each work's runtime, latency its delays between raise and run, timehist prints each run;
 * as Linux perf 6.1 does (util/kwork).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtin.h"
#include "util/debug.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/filter-list.h"
#include "util/header.h"
#include "util/kwork.h"
#include "util/pager.h"
#include "util/parse-options.h"
#include "util/perm.h"
#include "util/replay.h"
#include "util/session.h"
#include "util/symbol-conf.h"
#include "util/time-filter.h"
#include "util/util.h"

static const char *const kwork_usage[] = {
	"perf kwork [<options>] {record|report|latency|timehist}", NULL
};

/* The options of perf kwork itself, which the subcommands take too (hidden in their -h). */
struct kwork_globals {
	const char *classes;
	bool force;
	bool dump_raw;
};

#define KWORK_GLOBAL_OPTIONS(g)                                                        \
	OPT_BOOLEAN('D', "dump-raw-trace", &(g)->dump_raw, "dump raw trace in ASCII"), \
		OPT_BOOLEAN('f', "force", &(g)->force, "don't complain, do it"),       \
		OPT_STRING('k', "kwork", &(g)->classes, "kwork",                       \
			   "list of kwork to profile (irq, softirq, workqueue, etc)"), \
		OPT_INCR('v', "verbose", &verbose, "be more verbose (show symbol address, etc)")

/* What report, latency and timehist share: the file, the filters. */
struct kwork_read {
	const char *input, *cpu_str, *time_str;
	struct kwork_opts o;
	struct cpu_filter cpus;
	struct replay r;
	struct kwork *kw;
	bool opened;
};

static int kwork_sample(struct perf_tool *tool, union perf_event *event, struct perf_sample *sample,
			struct evsel *evsel)
{
	struct kwork_read *kr = container_of(replay__of(tool), struct kwork_read, r);

	kwork__sample(kr->kw, evsel, sample);
	return 0;
}

/* A subcommand's options, and perf kwork's (timehist's -k is --vmlinux); none may be left. */
static void kwork_parse(int argc, const char **argv, const struct option *sub,
			const char *const usage[], struct kwork_globals *g)
{
	const struct option globals[] = { KWORK_GLOBAL_OPTIONS(g), OPT_END() };

	parse_subcommand_options(argc, argv, sub, globals, usage);
}

/* The recording opened and checked against the filters: 0, or the exit status (it said why). */
static int kwork_read__open(struct kwork_read *kr, const struct kwork_globals *g, const char *cmd)
{
	const char *input = kr->input ? kr->input : perf_session__default_input();
	char msg[512];

	if (perm__check_input(input, g->force, msg, sizeof(msg))) {
		pr_err("perf kwork %s: %s\n", cmd, msg);
		return 1;
	}
	if (replay__open(&kr->r, input))
		return PERF_EXIT_BAD_INPUT; /* the session layer said why */
	kr->opened = true;
	if (kr->cpu_str) {
		u32 nr = kr->r.session->env.nr_cpus_avail;

		if (cpu_filter__parse(&kr->cpus, kr->cpu_str)) {
			pr_err("perf kwork %s: invalid CPU list: %s\n", cmd, kr->cpu_str);
			return 255;
		}
		if (!evlist__all_sample_type(kr->r.session->evlist, PERF_SAMPLE_CPU)) {
			pr_err("perf kwork %s: the file has no CPU in its samples: remove -C\n",
			       cmd);
			return 255;
		}
		for (u32 c = nr; nr && c < kr->cpus.nbits; c++) {
			if (cpu_filter__has(&kr->cpus, c)) {
				pr_err("perf kwork %s: CPU %u is not in the recording (it has %u)\n",
				       cmd, c, nr);
				return 255;
			}
		}
		kr->o.cpus = &kr->cpus;
	}
	if (kr->time_str) {
		struct time_filter tf = { 0 };

		if (time_filter__is_percent(kr->time_str) ||
		    time_filter__parse(&tf, kr->time_str, 0, 0, msg, sizeof(msg)) || tf.nr > 1) {
			pr_err("perf kwork %s: invalid time span: %s\n", cmd, kr->time_str);
			time_filter__exit(&tf);
			return 255;
		}
		if (tf.nr) {
			kr->o.time_start = tf.ranges[0].start;
			kr->o.time_end = tf.ranges[0].end == ~0ULL ? 0 : tf.ranges[0].end;
		}
		time_filter__exit(&tf);
	}
	return 0;
}

/* The analysis, once the options are final, over every record. 0 or the exit status. */
static int kwork_read__run(struct kwork_read *kr)
{
	int err;

	kr->kw = kwork__new(&kr->o, kr->r.session->evlist, &kr->r.session->env, kr->r.machine);
	kr->r.tool.sample = kwork_sample;
	if (kr->o.report == KWORK_TIMEHIST) {
		setup_pager();
		kwork__print_timehist_header();
	}
	err = replay__run(&kr->r);
	if (err)
		pr_err("perf kwork: cannot read %s: %s\n", kr->r.session->path, strerror(-err));
	return err ? 1 : 0;
}

static void kwork_read__close(struct kwork_read *kr)
{
	kwork__delete(kr->kw);
	if (kr->opened)
		replay__exit(&kr->r);
	cpu_filter__exit(&kr->cpus);
}

/* -k's list into o: 0, or the exit status of a bad one (it said which). */
static int kwork_classes(struct kwork_opts *o, const struct kwork_globals *g)
{
	char bad[64];

	if (kwork__parse_classes(o, g->classes, bad, sizeof(bad))) {
		pr_err("perf kwork: unknown kwork `%s' (irq, softirq, workqueue)\n", bad);
		return 129;
	}
	return 0;
}

/* --- record --- */

static int kwork_record(int argc, const char **argv, const struct kwork_opts *o, int orig_argc,
			const char **orig_argv)
{
	const char *events[16];
	int nr_events = kwork__record_events(o, events, ARRAY_SIZE(events));

	return cmd_record_tracepoints(events, nr_events, argc, argv, orig_argc, orig_argv);
}

/* --- report and latency --- */

static int kwork_table(int argc, const char **argv, struct kwork_globals *g,
		       enum kwork_report report)
{
	static const char *const report_usage[] = { "perf kwork report [<options>]", NULL };
	static const char *const latency_usage[] = { "perf kwork latency [<options>]", NULL };
	bool lat = report == KWORK_LATENCY;
	const char *const *usage = lat ? latency_usage : report_usage;
	const char *cmd = lat ? "latency" : "report";
	struct kwork_read kr = { .o = { .report = report } };
	const char *sort = lat ? "avg, max, count" : "runtime, max, count";
	char bad[64];
	int err;
	const struct option report_options[] = {
		OPT_STRING('s', "sort", &sort, "key[,key2...]",
			   "sort by key(s): runtime, max, count"),
		OPT_STRING('C', "cpu", &kr.cpu_str, "cpu", "list of cpus to profile"),
		OPT_STRING('n', "name", &kr.o.name, "name", "event name to profile"),
		OPT_STRING(0, "time", &kr.time_str, "str", "Time span for analysis (start,stop)"),
		OPT_STRING('i', "input", &kr.input, "file", "input file name"),
		OPT_BOOLEAN('S', "with-summary", &kr.o.summary, "Show summary with statistics"),
		OPT_END()
	};
	const struct option latency_options[] = {
		OPT_STRING('s', "sort", &sort, "key[,key2...]", "sort by key(s): avg, max, count"),
		OPT_STRING('C', "cpu", &kr.cpu_str, "cpu", "list of cpus to profile"),
		OPT_STRING('n', "name", &kr.o.name, "name", "event name to profile"),
		OPT_STRING(0, "time", &kr.time_str, "str", "Time span for analysis (start,stop)"),
		OPT_STRING('i', "input", &kr.input, "file", "input file name"),
		OPT_END()
	};
	/* -k after the subcommand is taken and, as in Linux perf, changes nothing */
	struct kwork_globals late = *g;

	kwork_parse(argc, argv, lat ? latency_options : report_options, usage, &late);
	if (kwork_classes(&kr.o, g))
		return 129;
	if (kwork__parse_sort(&kr.o, sort, bad, sizeof(bad))) {
		pr_err("perf kwork %s: unknown --sort key: `%s' (id, %s)\n", cmd, bad,
		       lat ? "avg, max, count, runtime" : "runtime, max, count, avg");
		return 129;
	}
	err = kwork_read__open(&kr, &late, cmd);
	if (!err)
		err = kwork_read__run(&kr);
	if (!err) {
		setup_pager();
		kwork__print(kr.kw, &kr.r.session->stats);
	}
	kwork_read__close(&kr);
	return err;
}

/* --- timehist --- */

static int kwork_timehist(int argc, const char **argv, struct kwork_globals *g)
{
	static const char *const usage[] = { "perf kwork timehist [<options>]", NULL };
	struct kwork_read kr = { .o = { .report = KWORK_TIMEHIST, .max_stack = 5 } };
	const char *vmlinux = NULL, *kallsyms = NULL, *symfs = NULL;
	struct kwork_globals late = *g;
	int err;
	const struct option options[] = {
		OPT_STRING('k', "vmlinux", &vmlinux, "file", "vmlinux pathname"),
		OPT_STRING(0, "kallsyms", &kallsyms, "file", "kallsyms pathname"),
		OPT_BOOLEAN('g', "call-graph", &kr.o.callchain, "Display call chains if present"),
		OPT_UINTEGER(0, "max-stack", &kr.o.max_stack,
			     "Maximum number of functions to display backtrace."),
		OPT_STRING(0, "symfs", &symfs, "directory",
			   "Look for files with symbols relative to this directory"),
		OPT_STRING(0, "time", &kr.time_str, "str", "Time span for analysis (start,stop)"),
		OPT_STRING('C', "cpu", &kr.cpu_str, "cpu", "list of cpus to profile"),
		OPT_STRING('n', "name", &kr.o.name, "name", "event name to profile"),
		OPT_STRING('i', "input", &kr.input, "file", "input file name"),
		OPT_END()
	};

	kwork_parse(argc, argv, options, usage, &late);
	if (kwork_classes(&kr.o, g))
		return 129;
	symbol_conf__set_paths(symfs, vmlinux, kallsyms);
	err = kwork_read__open(&kr, &late, "timehist");
	if (err)
		goto out;
	if (kr.o.callchain &&
	    !evlist__all_sample_type(kr.r.session->evlist, PERF_SAMPLE_CALLCHAIN)) {
		pr_debug("Samples do not have callchains\n");
		kr.o.callchain = false;
	}
	if (kr.o.callchain)
		replay__prefetch_kallsyms(&kr.r);
	err = kwork_read__run(&kr);
out:
	kwork_read__close(&kr);
	return err;
}

int cmd_kwork(int argc, const char **argv)
{
	struct kwork_globals g = { 0 };
	const struct option options[] = { KWORK_GLOBAL_OPTIONS(&g), OPT_END() };
	int orig_argc = argc;
	const char **orig_argv = xcalloc(argc + 1, sizeof(*orig_argv));
	const char *sub;
	struct kwork_opts o = { 0 };
	int err;

	/* the command as typed, for the cmdline of record's file (parsing reorders argv) */
	memcpy(orig_argv, argv, argc * sizeof(*argv));
	argc = parse_options(argc, argv, options, kwork_usage, PARSE_OPT_STOP_AT_NON_OPTION);
	if (!argc)
		usage_with_options(kwork_usage, options);
	sub = argv[0];
	if (g.dump_raw)
		pr_debug("perf kwork: -D is not supported; use perf report -D\n");
	/* Linux perf takes a subcommand's first three letters or more */
	if (strlen(sub) > 2 && !strncmp("record", sub, strlen(sub))) {
		err = kwork_classes(&o, &g);
		if (!err)
			err = kwork_record(argc, argv, &o, orig_argc, orig_argv);
	} else if (strlen(sub) > 2 && !strncmp("report", sub, strlen(sub))) {
		err = kwork_table(argc, argv, &g, KWORK_RUNTIME);
	} else if (strlen(sub) > 2 && !strncmp("latency", sub, strlen(sub))) {
		err = kwork_table(argc, argv, &g, KWORK_LATENCY);
	} else if (strlen(sub) > 2 && !strncmp("timehist", sub, strlen(sub))) {
		err = kwork_timehist(argc, argv, &g);
	} else {
		usage_with_options(kwork_usage, options);
	}
	free(orig_argv);
	return err;
}
PERF_COMMAND("kwork", cmd_kwork, "Tool to trace/measure kernel work properties (latencies)");
