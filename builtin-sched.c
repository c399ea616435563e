// SPDX-License-Identifier: GPL-2.0
/*
 * perf sched: where the wall-clock time went. record records the scheduler's tracepoints
 * system wide (through perf record); latency, map and timehist read them back as Linux
 * perf 6.1 prints them; script is perf script.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtin.h"
#include "util/debug.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/filter-list.h"
#include "util/machine.h"
#include "util/pager.h"
#include "util/parse-options.h"
#include "util/perm.h"
#include "util/replay.h"
#include "util/sched-replay.h"
#include "util/sched-latency.h"
#include "util/sched-map.h"
#include "util/sched-timehist.h"
#include "util/sched-tp.h"
#include "util/session.h"
#include "util/thread.h"
#include "util/time-filter.h"
#include "util/util.h"

static const char *const sched_usage[] = {
	"perf sched [<options>] {record|latency|map|replay|script|timehist}", NULL
};

/* The options every subcommand takes too (Linux perf's parent options). */
struct sched_globals {
	const char *input;
	bool force;
	bool dump_raw;
};

#define SCHED_GLOBAL_OPTIONS(g)                                                        \
	OPT_BOOLEAN('D', "dump-raw-trace", &(g)->dump_raw, "dump raw trace in ASCII"), \
		OPT_BOOLEAN('f', "force", &(g)->force, "don't complain, do it"),       \
		OPT_STRING('i', "input", &(g)->input, "file", "input file name"),      \
		OPT_INCR('v', "verbose", &verbose, "be more verbose (show symbol address, etc)")

/* A subcommand's options and the global ones; no argument may be left. */
static void sched_parse(int argc, const char **argv, const struct option *sub,
			const char *const usage[], struct sched_globals *g)
{
	const struct option globals[] = { SCHED_GLOBAL_OPTIONS(g), OPT_END() };

	parse_subcommand_options(argc, argv, sub, globals, usage);
}

/* One reading of the recording: the replay, its scheduler tracepoints, the analysis. */
struct sched_read {
	struct replay r;
	struct sched_tps tps;
	struct timehist *th;
	struct sched_latency *lat;
	struct sched_map *map;
	struct sched_replay *rp;
};

static struct sched_read *read_of(struct perf_tool *tool)
{
	return container_of(replay__of(tool), struct sched_read, r);
}

static int sched_sample(struct perf_tool *tool, union perf_event *event, struct perf_sample *sample,
			struct evsel *evsel)
{
	struct sched_read *sr = read_of(tool);
	struct sched_event ev;

	if (sample->cpu >= SCHED_MAX_CPUS) {
		pr_debug("perf sched: skipped a sample of CPU %u\n", sample->cpu);
		return 0;
	}
	if (sched_tps__decode(&sr->tps, evsel, sample, &ev)) {
		if (ev.type != SCHED_NONE)
			return 0; /* a sample too short for its fields: skipped */
	}
	if (sr->th)
		timehist__sample(sr->th, sample, &ev);
	if (sr->lat)
		sched_latency__sample(sr->lat, sample, &ev);
	if (sr->map)
		sched_map__sample(sr->map, sample, &ev);
	if (sr->rp)
		sched_replay__sample(sr->rp, sample, &ev);
	return 0;
}

/* A fork: replay's tasks of the parent and the child, named as the machine has them then */
static int sched_fork(struct perf_tool *tool, union perf_event *event, struct perf_sample *sample,
		      struct evsel *evsel)
{
	struct sched_read *sr = read_of(tool);
	struct thread *child, *parent;

	replay__side_band(tool, event, sample, evsel);
	if (!sr->rp || event->header.size < sizeof(event->fork))
		return 0;
	child = machine__findnew_thread(sr->r.machine, (int)event->fork.pid, (int)event->fork.tid);
	parent = machine__findnew_thread(sr->r.machine, (int)event->fork.ppid,
					 (int)event->fork.ptid);
	sched_replay__fork(sr->rp, parent->tid, thread__comm_str(parent), child->tid,
			   thread__comm_str(child));
	return 0;
}

static int sched_exit(struct perf_tool *tool, union perf_event *event, struct perf_sample *sample,
		      struct evsel *evsel)
{
	struct sched_read *sr = read_of(tool);
	struct thread *t =
		machine__find_thread(sr->r.machine, (int)event->fork.pid, (int)event->fork.tid);

	if (t && sr->th)
		timehist__task_exit(sr->th, t);
	return replay__side_band(tool, event, sample, evsel);
}

static int sched_lost(struct perf_tool *tool, union perf_event *event, struct perf_sample *sample,
		      struct evsel *evsel)
{
	struct sched_read *sr = read_of(tool);

	if (sr->th && sample && event->header.size >= sizeof(event->lost))
		timehist__lost(sr->th, sample, event->lost.lost);
	return 0;
}

static int sched_comm(struct perf_tool *tool, union perf_event *event, struct perf_sample *sample,
		      struct evsel *evsel)
{
	struct sched_read *sr = read_of(tool);
	struct thread *t;

	replay__side_band(tool, event, sample, evsel);
	if (!sr->map || !sample)
		return 0;
	/*
	 * The task of the record's sample id, as Linux perf takes it: a synthesized COMM has
	 * a zeroed one, which names the idle task.
	 */
	t = machine__find_thread(sr->r.machine, (int)sample->pid, (int)sample->tid);
	if (t)
		sched_map__comm(sr->map, t);
	return 0;
}

/*
 * Opens the recording for an analysis: 0; else it said why (a missing or unreadable file,
 * no scheduler tracepoints) and the exit status is returned.
 */
static int sched_read__open(struct sched_read *sr, const struct sched_globals *g)
{
	const char *input = g->input ? g->input : perf_session__default_input();
	char msg[512];

	memset(sr, 0, sizeof(*sr));
	if (perm__check_input(input, g->force, msg, sizeof(msg))) {
		pr_err("perf sched: %s\n", msg);
		return 1;
	}
	if (replay__open(&sr->r, input))
		return PERF_EXIT_BAD_INPUT; /* the session layer said why */
	if (sched_tps__init(&sr->tps, sr->r.session->evlist, &sr->r.session->env) ||
	    !sr->tps.has[SCHED_SWITCH]) {
		pr_err("No sched_switch events found. Have you run 'perf sched record'?\n");
		sched_tps__exit(&sr->tps);
		replay__exit(&sr->r);
		return 1;
	}
	sr->r.tool.sample = sched_sample;
	sr->r.tool.exit = sched_exit;
	sr->r.tool.comm = sched_comm;
	sr->r.tool.lost = sched_lost;
	return 0;
}

static int sched_read__run(struct sched_read *sr)
{
	int err = replay__run(&sr->r);

	if (err)
		pr_err("perf sched: cannot read %s: %s\n", sr->r.session->path, strerror(-err));
	return err ? 1 : 0;
}

static void sched_read__close(struct sched_read *sr)
{
	sched_tps__exit(&sr->tps);
	replay__exit(&sr->r);
}

/* --- record --- */

static int sched_record(int argc, const char **argv, int orig_argc, const char **orig_argv)
{
	const char *events[16];
	int nr_events = sched__record_events(events, ARRAY_SIZE(events));

	return cmd_record_tracepoints(events, nr_events, argc, argv, orig_argc, orig_argv);
}

/* --- timehist --- */

struct task_filter {
	struct int_list pids, tids;
};

static bool timehist_filtered(const struct thread *thread, void *arg)
{
	const struct task_filter *f = arg;

	if (f->pids.nr && !int_list__has(&f->pids, thread->pid))
		return true;
	if (f->tids.nr && !int_list__has(&f->tids, thread->tid))
		return true;
	return false;
}

static int sched_timehist(int argc, const char **argv, struct sched_globals *g)
{
	static const char *const usage[] = { "perf sched timehist [<options>]", NULL };
	struct timehist_opts o = { 0 };
	struct task_filter filter = { 0 };
	const char *pid_str = NULL, *tid_str = NULL, *cpu_str = NULL, *time_str = NULL;
	bool summary = false, with_summary = false, callchain = true, idle_hist = false;
	const char *vmlinux = NULL, *kallsyms = NULL, *symfs = NULL;
	unsigned int max_stack = 5;
	struct cpu_filter cpus = { 0 };
	struct sched_read sr;
	bool *cpu_set = NULL;
	int err;
	const struct option options[] = {
		OPT_STRING('k', "vmlinux", &vmlinux, "file", "vmlinux pathname"),
		OPT_STRING(0, "kallsyms", &kallsyms, "file", "kallsyms pathname"),
		OPT_BOOLEAN('g', "call-graph", &callchain,
			    "Display call chains if present (default on)"),
		OPT_UINTEGER(0, "max-stack", &max_stack,
			     "Maximum number of functions to display backtrace."),
		OPT_STRING(0, "symfs", &symfs, "directory",
			   "Look for files with symbols relative to this directory"),
		OPT_BOOLEAN('s', "summary", &summary, "Show only syscall summary with statistics"),
		OPT_BOOLEAN('I', "idle-hist", &idle_hist, "Show idle events only"),
		OPT_BOOLEAN('S', "with-summary", &with_summary,
			    "Show all syscalls and summary with statistics"),
		OPT_BOOLEAN('w', "wakeups", &o.wakeups, "Show wakeup events"),
		OPT_BOOLEAN('n', "next", &o.next, "Show next task"),
		OPT_BOOLEAN('M', "migrations", &o.migrations, "Show migration events"),
		OPT_BOOLEAN('V', "cpu-visual", &o.cpu_visual, "Add CPU visual"),
		OPT_STRING(0, "time", &time_str, "str", "Time span for analysis (start,stop)"),
		OPT_STRING('C', "cpu", &cpu_str, "cpu", "list of cpus to profile"),
		OPT_STRING('p', "pid", &pid_str, "pid[,pid...]",
			   "analyze events only for given process id(s)"),
		OPT_STRING('t', "tid", &tid_str, "tid[,tid...]",
			   "analyze events only for given thread id(s)"),
		OPT_BOOLEAN(0, "state", &o.state, "Show task state when sched-out"),
		OPT_END()
	};

	sched_parse(argc, argv, options, usage, g);
	if (idle_hist) {
		pr_err("perf sched timehist: -I (--idle-hist) is not supported yet\n");
		return 1;
	}
	if (kallsyms || vmlinux || symfs)
		pr_debug(
			"perf sched timehist: symbols are not shown: --kallsyms, -k and --symfs have no effect\n");
	if ((pid_str && int_list__parse(&filter.pids, pid_str)) ||
	    (tid_str && int_list__parse(&filter.tids, tid_str))) {
		pr_err("perf sched timehist: bad pid or tid list: %s\n",
		       pid_str ? pid_str : tid_str);
		return 1;
	}
	if (filter.pids.nr || filter.tids.nr) {
		o.filtered = timehist_filtered;
		o.filter_arg = &filter;
	}
	if (cpu_str) {
		if (cpu_filter__parse(&cpus, cpu_str)) {
			pr_err("perf sched timehist: bad CPU list: %s\n", cpu_str);
			err = 1;
			goto out_filters;
		}
		cpu_set = xcalloc(cpus.nbits ? cpus.nbits : 1, sizeof(*cpu_set));
		for (u32 c = 0; c < cpus.nbits; c++)
			cpu_set[c] = cpu_filter__has(&cpus, c);
		o.cpus = cpu_set;
		o.nr_cpus_set = (int)cpus.nbits;
	}
	o.summary_only = summary;
	o.with_summary = with_summary;

	err = sched_read__open(&sr, g);
	if (err)
		goto out_filters;
	if (time_str) {
		struct time_filter tf = { 0 };
		char msg[256];

		if (time_filter__is_percent(time_str) ||
		    time_filter__parse(&tf, time_str, 0, 0, msg, sizeof(msg)) || tf.nr > 1) {
			pr_err("Invalid time string\n");
			time_filter__exit(&tf);
			err = 1;
			goto out;
		}
		if (tf.nr) {
			o.time_start = tf.ranges[0].start;
			o.time_end = tf.ranges[0].end == ~0ULL ? 0 : tf.ranges[0].end;
		}
		time_filter__exit(&tf);
	}
	if (callchain && !evlist__all_sample_type(sr.r.session->evlist, PERF_SAMPLE_CALLCHAIN)) {
		fprintf(stderr, "Samples do not have callchains.\n");
		callchain = false;
	}
	/*
	 * Linux perf 6.1's timehist reads MMAP records, not MMAP2 (every task's maps since
	 * 2014): user frames are [unknown] there, and so here, for the same output.
	 */
	sr.r.tool.mmap2 = NULL;
	o.callchain = callchain;
	o.max_stack = max_stack;
	if (callchain)
		replay__prefetch_kallsyms(&sr.r);
	o.wakeup_ignored = sr.tps.has[SCHED_WAKING];
	setup_pager();
	sr.th = timehist__new(&o, sr.r.machine, (int)sr.r.session->env.nr_cpus_online);
	if (!summary)
		timehist__print_header(sr.th);
	err = sched_read__run(&sr);
	if (!err && (summary || with_summary))
		timehist__print_summary(sr.th);
	timehist__delete(sr.th);
out:
	sched_read__close(&sr);
out_filters:
	free(cpu_set);
	cpu_filter__exit(&cpus);
	int_list__exit(&filter.pids);
	int_list__exit(&filter.tids);
	return err;
}

/* --- latency --- */

static int sched_latency(int argc, const char **argv, struct sched_globals *g)
{
	static const char *const usage[] = { "perf sched latency [<options>]", NULL };
	const char *sort = NULL;
	char bad[64];
	struct sched_latency_opts o = { .cpu = -1 };
	struct sched_read sr;
	int err;
	const struct option options[] = { OPT_STRING('s', "sort", &sort, "key[,key2...]",
						     "sort by key(s): runtime, switch, avg, max"),
					  OPT_INTEGER('C', "CPU", &o.cpu, "CPU to profile on"),
					  OPT_BOOLEAN('p', "pids", &o.per_pid,
						      "latency stats per pid instead of per comm"),
					  OPT_END() };

	sched_parse(argc, argv, options, usage, g);
	if (sched_latency__parse_sort(&o, sort ? sort : "avg, max, switch, runtime", bad,
				      sizeof(bad)))
		usage_with_options_msg(usage, options, "Unknown --sort key: `%s'", bad);
	err = sched_read__open(&sr, g);
	if (err)
		return err;
	setup_pager();
	sr.lat = sched_latency__new(&o, sr.r.machine);
	err = sched_read__run(&sr);
	if (!err)
		sched_latency__print(sr.lat, &sr.r.session->stats);
	sched_latency__delete(sr.lat);
	sched_read__close(&sr);
	return err;
}

/* --- map --- */

static int sched_map(int argc, const char **argv, struct sched_globals *g)
{
	static const char *const usage[] = { "perf sched map [<options>]", NULL };
	struct sched_map_opts o = { 0 };
	struct sched_read sr;
	int err;
	const struct option options[] = {
		OPT_BOOLEAN(0, "compact", &o.compact, "map output in compact mode"),
		OPT_STRING(0, "color-pids", &o.color_pids, "pids", "highlight given pids in map"),
		OPT_STRING(0, "color-cpus", &o.color_cpus, "cpus", "highlight given CPUs in map"),
		OPT_STRING(0, "cpus", &o.cpus, "cpus", "display given CPUs in map"), OPT_END()
	};

	sched_parse(argc, argv, options, usage, g);
	err = sched_read__open(&sr, g);
	if (err)
		return err;
	sr.map = sched_map__new(&o, sr.r.machine, (int)sysconf(_SC_NPROCESSORS_CONF));
	if (!sr.map) {
		sched_read__close(&sr);
		return 1; /* it said which list was bad */
	}
	setup_pager();
	err = sched_read__run(&sr);
	if (!err)
		sched__print_lost(&sr.r.session->stats);
	sched_map__delete(sr.map);
	sched_read__close(&sr);
	return err;
}

/* --- replay --- */

static int sched_replay(int argc, const char **argv, struct sched_globals *g)
{
	static const char *const usage[] = { "perf sched replay [<options>]", NULL };
	int repeat = 10;
	const struct option options[] = {
		OPT_INTEGER('r', "repeat", &repeat,
			    "repeat the workload replay N times (-1: infinite)"),
		OPT_END()
	};
	struct sched_read sr;
	int err;

	sched_parse(argc, argv, options, usage, g);
	if (repeat == 0 || repeat < -1) {
		pr_err("perf sched replay: -r %d: give a number of runs, or -1 for no end\n",
		       repeat);
		return 1;
	}
	err = sched_read__open(&sr, g);
	if (err)
		return err;
	/* the clock's costs, measured and said first, as Linux perf does */
	sr.rp = sched_replay__new();
	sr.r.tool.fork = sched_fork;
	err = sched_read__run(&sr);
	if (!err && sched_replay__run(sr.rp, repeat))
		err = 1;
	sched_replay__delete(sr.rp);
	sched_read__close(&sr);
	return err;
}

int cmd_sched(int argc, const char **argv)
{
	struct sched_globals g = { 0 };
	const struct option options[] = { SCHED_GLOBAL_OPTIONS(&g), OPT_END() };
	int orig_argc = argc;
	const char **orig_argv = xcalloc(argc + 1, sizeof(*orig_argv));
	const char *sub;
	int err;

	/* the command as typed, for the cmdline of record's file (parsing reorders argv) */
	memcpy(orig_argv, argv, argc * sizeof(*argv));
	argc = parse_options(argc, argv, options, sched_usage, PARSE_OPT_STOP_AT_NON_OPTION);
	if (!argc)
		usage_with_options(sched_usage, options);
	sub = argv[0];
	if (g.dump_raw)
		pr_debug("perf sched: -D is not supported; use perf report -D\n");
	if (!strncmp(sub, "rec", 3))
		err = sched_record(argc, argv, orig_argc, orig_argv);
	else if (!strncmp(sub, "lat", 3))
		err = sched_latency(argc, argv, &g);
	else if (!strcmp(sub, "map"))
		err = sched_map(argc, argv, &g);
	else if (!strncmp(sub, "rep", 3))
		err = sched_replay(argc, argv, &g);
	else if (!strncmp(sub, "script", 6))
		err = cmd_script(argc, argv);
	else if (!strcmp(sub, "timehist"))
		err = sched_timehist(argc, argv, &g);
	else
		usage_with_options(sched_usage, options);
	free(orig_argv);
	return err;
}
PERF_COMMAND("sched", cmd_sched, "Tool to trace/measure scheduler properties (latencies)");
