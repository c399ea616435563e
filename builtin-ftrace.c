// SPDX-License-Identifier: GPL-2.0
/*
 * perf ftrace: the kernel's function and function_graph tracers driven through tracefs, as
 * Linux perf 6.1's command. `perf ftrace [trace]` streams trace_pipe to standard output;
 * `perf ftrace latency -T FUNC` counts FUNC's durations into a histogram. Every tracefs
 * setting perf changes is saved first and put back on every way out: the end of the
 * workload, its failure, Ctrl-C, SIGTERM/SIGHUP/SIGQUIT, an error half-way (util/ftrace.c).
 * The signals are blocked while tracefs is written and taken only in ppoll(), so a signal
 * never interrupts a write nor leaves a setting behind.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "builtin.h"
#include "util/cpumap.h"
#include "util/debug.h"
#include "util/evlist.h"
#include "util/ftrace-latency.h"
#include "util/ftrace.h"
#include "util/pager.h"
#include "util/parse-options.h"
#include "util/target.h"
#include "util/thread_map.h"
#include "util/tracefs.h"
#include "util/util.h"

struct perf_ftrace {
	struct target target;
	const char *tracer;
	/* the function lists, one entry a line: -T, -N, -G, -g */
	char *funcs, *notrace, *graph_funcs, *nograph_funcs;
	const char *list_glob; /* -F */
	bool list_funcs;
	bool inherit;
	bool func_stack_trace, func_irq_info;
	bool graph_nosleep_time, graph_noirqs, graph_verbose;
	int graph_depth, graph_thresh;
	u64 buffer_size;
	int delay_ms;
	bool latency, use_nsec, use_bpf;
	struct ftrace_latency hist;
	struct ftrace_settings settings;
};

static volatile sig_atomic_t stop_signal, child_exited;

static void on_signal(int sig)
{
	if (sig == SIGCHLD)
		child_exited = 1;
	else
		stop_signal = sig;
}

static const int caught[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD };

/* Our handlers (again after the pager took SIGINT and friends). */
static void catch_signals(void)
{
	struct sigaction sa = { .sa_handler = on_signal };

	sigfillset(&sa.sa_mask);
	for (size_t i = 0; i < ARRAY_SIZE(caught); i++)
		sigaction(caught[i], &sa, NULL);
}

static int add_func(const struct option *opt, const char *arg, int unset)
{
	char **list = opt->value;
	char *old = *list;

	if (unset) {
		free(*list);
		*list = NULL;
		return 0;
	}
	*list = old ? xasprintf("%s\n%s", old, arg) : xstrdup(arg);
	free(old);
	return 0;
}

struct subopt {
	const char *name;
	bool *flag; /* a word */
	int *value; /* name=<n> */
};

/* "a,b,c=3": each word one of subs; one line and exit status 129 otherwise. */
static int parse_subopts(const char *optname, const char *arg, const struct subopt *subs,
			 const char *avail)
{
	char *copy = xstrdup(arg), *save = NULL;
	int ret = 0;

	for (char *w = strtok_r(copy, ",", &save); w && !ret; w = strtok_r(NULL, ",", &save)) {
		char *eq = strchr(w, '=');
		const struct subopt *s;

		if (eq)
			*eq++ = '\0';
		for (s = subs; s->name && strcmp(s->name, w); s++)
			;
		if (!s->name) {
			pr_err("perf ftrace: unknown %s option '%s' (available: %s)\n", optname, w,
			       avail);
			ret = 129;
		} else if (s->flag && !eq) {
			*s->flag = true;
		} else if (s->value && eq && !str_to_int(eq, s->value) && *s->value >= 0) {
			continue;
		} else {
			pr_err("perf ftrace: %s option '%s' %s\n", optname, w,
			       s->flag ? "takes no value" : "needs a number: NAME=<n>");
			ret = 129;
		}
	}
	free(copy);
	return ret;
}

static int parse_func_opts(const struct option *opt, const char *arg, int unset)
{
	struct perf_ftrace *ft = opt->value;
	const struct subopt subs[] = {
		{ .name = "call-graph", .flag = &ft->func_stack_trace },
		{ .name = "irq-info", .flag = &ft->func_irq_info },
		{ NULL },
	};

	if (unset)
		return 0;
	return parse_subopts("--func-opts", arg, subs, "call-graph,irq-info");
}

static int parse_graph_opts(const struct option *opt, const char *arg, int unset)
{
	struct perf_ftrace *ft = opt->value;
	const struct subopt subs[] = {
		{ .name = "nosleep-time", .flag = &ft->graph_nosleep_time },
		{ .name = "noirqs", .flag = &ft->graph_noirqs },
		{ .name = "verbose", .flag = &ft->graph_verbose },
		{ .name = "thresh", .value = &ft->graph_thresh },
		{ .name = "depth", .value = &ft->graph_depth },
		{ NULL },
	};

	if (unset)
		return 0;
	return parse_subopts("--graph-opts", arg, subs,
			     "nosleep-time,noirqs,verbose,thresh=<n>,depth=<n>");
}

/* -m: a size with its unit (B, K, M or G), 1K at least, as Linux perf takes it. */
static int parse_buffer_size(const struct option *opt, const char *arg, int unset)
{
	u64 *size = opt->value;
	size_t n = strlen(arg);

	if (unset) {
		*size = 0;
		return 0;
	}
	if (!n || !strchr("BbKkMmGg", arg[n - 1]) || str_to_bytes(arg, size)) {
		pr_err("perf ftrace: invalid -m/--buffer-size '%s': a number with a unit, B, K, M or G\n",
		       arg);
		return 129;
	}
	if (*size < 1024) {
		pr_err("perf ftrace: -m/--buffer-size '%s' is too small: 1K at least\n", arg);
		return 129;
	}
	return 0;
}

static int list_funcs(const struct option *opt, const char *arg, int unset)
{
	struct perf_ftrace *ft = opt->value;

	ft->list_funcs = !unset;
	ft->list_glob = arg;
	return 0;
}

/*
 * The tracer of a trace: function_graph when -G/-g name functions, else function when
 * -T/-N do, else -t's or the default, function_graph (Linux perf's precedence).
 */
static void select_tracer(struct perf_ftrace *ft)
{
	if (ft->latency)
		ft->tracer = "function_graph";
	else if (ft->graph_funcs || ft->nograph_funcs)
		ft->tracer = "function_graph";
	else if (ft->funcs || ft->notrace)
		ft->tracer = "function";
	else if (!ft->tracer)
		ft->tracer = "function_graph";
}

static bool is_graph(const struct perf_ftrace *ft)
{
	return !strcmp(ft->tracer, "function_graph");
}

/* The settings a run changes, each with whether it must exist for this run. */
struct setting_use {
	const char *name;
	bool list, needed;
};

/* Reads every setting the run will write; nothing is written before all are read. */
static int save_settings(struct perf_ftrace *ft)
{
	bool graph = is_graph(ft);
	const struct setting_use uses[] = {
		/* tracing_on and current_tracer first: they are put back last */
		{ "tracing_on", false, true },
		{ "current_tracer", false, true },
		{ "set_ftrace_pid", true, true },
		{ "tracing_cpumask", false, true },
		{ "set_ftrace_filter", true, true },
		{ "set_ftrace_notrace", true, true },
		{ "set_graph_function", true, graph },
		{ "set_graph_notrace", true, ft->nograph_funcs != NULL },
		{ "max_graph_depth", false, ft->graph_depth > 0 },
		{ "tracing_thresh", false, ft->graph_thresh > 0 },
		{ "options/function-fork", false, ft->inherit },
		{ "options/func_stack_trace", false, ft->func_stack_trace },
		{ "options/irq-info", false, ft->func_irq_info },
		{ "options/sleep-time", false, ft->graph_nosleep_time },
		{ "options/funcgraph-irqs", false, ft->graph_noirqs },
		{ "options/funcgraph-proc", false, ft->graph_verbose },
		{ "options/funcgraph-abstime", false, ft->graph_verbose },
		{ "options/latency-format", false, ft->graph_verbose },
		{ "buffer_size_kb", false, ft->buffer_size > 0 },
	};

	for (size_t i = 0; i < ARRAY_SIZE(uses); i++) {
		int err;

		if (!strcmp(uses[i].name, "buffer_size_kb") && !ft->buffer_size)
			continue;
		err = ftrace_settings__save(&ft->settings, uses[i].name, uses[i].list);
		if (err == -ENOENT && !uses[i].needed)
			continue;
		if (err) {
			pr_err("perf ftrace: cannot read tracefs' %s: %s\n", uses[i].name,
			       err == -ENOENT ? "this kernel does not have it" : strerror(-err));
			return err;
		}
	}
	return 0;
}

static bool is_func_list(const char *name)
{
	return !strcmp(name, "set_ftrace_filter") || !strcmp(name, "set_ftrace_notrace") ||
	       !strncmp(name, "set_graph_", 10);
}

/* Writes a saved setting (a setting this kernel lacks is skipped): 0, or -errno said. */
static int set(struct perf_ftrace *ft, const char *name, const char *val)
{
	const char *refused = NULL;
	int err;

	if (!ftrace_settings__saved(&ft->settings, name))
		return 0;
	err = ftrace_settings__set(&ft->settings, name, val, &refused);
	if (!err)
		return 0;
	if (!refused) {
		pr_err("perf ftrace: cannot write tracefs' %s: %s\n", name, strerror(-err));
	} else if (err == -EINVAL && is_func_list(name)) {
		pr_err("perf ftrace: the kernel refused '%.*s' for %s: %s (not a function it can trace: see perf ftrace -F)\n",
		       (int)strcspn(refused, " \t\n"), refused, name, strerror(-err));
	} else {
		pr_err("perf ftrace: the kernel refused '%.*s' for %s: %s\n",
		       (int)strcspn(refused, " \t\n"), refused, name, strerror(-err));
	}
	return err;
}

static int set_bool(struct perf_ftrace *ft, const char *name, bool on)
{
	return set(ft, name, on ? "1" : "0");
}

static int set_int(struct perf_ftrace *ft, const char *name, long long v)
{
	char buf[32];

	snprintf(buf, sizeof(buf), "%lld", v);
	return set(ft, name, buf);
}

/* The pids of the target (-p, --tid, the workload), one a line; "" for -a/-C. */
static char *pid_list(struct perf_ftrace *ft, struct perf_thread_map *threads, pid_t workload)
{
	char *list = xstrdup("");

	if (target__has_cpu(&ft->target))
		return list;
	if (workload > 0) {
		free(list);
		return xasprintf("%d", (int)workload);
	}
	for (int i = 0; threads && i < thread_map__nr(threads); i++) {
		char *more = xasprintf("%s%d\n", list, (int)thread_map__tid(threads, i));

		free(list);
		list = more;
	}
	return list;
}

/* Everything but the tracer itself and tracing_on, in Linux perf's order. */
static int set_settings(struct perf_ftrace *ft, struct perf_cpu_map *cpus, const char *pids)
{
	char mask[1024];
	int err;

	if (ftrace__cpumask(cpus, mask, sizeof(mask))) {
		pr_err("perf ftrace: too many CPUs for tracing_cpumask\n");
		return -ENOSPC;
	}
	err = set(ft, "set_ftrace_pid", pids);
	if (!err)
		err = set(ft, "tracing_cpumask", mask);
	if (!err)
		err = set_bool(ft, "options/func_stack_trace", ft->func_stack_trace);
	if (!err)
		err = set_bool(ft, "options/irq-info", ft->func_irq_info);
	if (!err)
		err = set(ft, "set_ftrace_filter", ft->funcs ? ft->funcs : "");
	if (!err)
		err = set(ft, "set_ftrace_notrace", ft->notrace ? ft->notrace : "");
	if (!err)
		err = set(ft, "set_graph_function", ft->graph_funcs ? ft->graph_funcs : "");
	if (!err)
		err = set(ft, "set_graph_notrace", ft->nograph_funcs ? ft->nograph_funcs : "");
	if (!err)
		err = set_int(ft, "max_graph_depth", ft->graph_depth);
	if (!err && ft->buffer_size)
		err = set_int(ft, "buffer_size_kb", (long long)(ft->buffer_size / 1024));
	if (!err)
		err = set_bool(ft, "options/function-fork", ft->inherit);
	if (!err)
		err = set_bool(ft, "options/sleep-time", !ft->graph_nosleep_time);
	if (!err)
		err = set_bool(ft, "options/funcgraph-irqs", !ft->graph_noirqs);
	if (!err)
		err = set_bool(ft, "options/funcgraph-proc", ft->graph_verbose);
	if (!err)
		err = set_bool(ft, "options/funcgraph-abstime", ft->graph_verbose);
	if (!err)
		err = set_bool(ft, "options/latency-format", ft->graph_verbose);
	if (!err)
		err = set_int(ft, "tracing_thresh", ft->graph_thresh);
	return err;
}

/* Empties the ring buffer (not a setting: changing the tracer empties it too). */
static void clear_buffer(void)
{
	char *path = tracefs__path("trace");

	if (path)
		write_file(path, "", false);
	free(path);
}

static int open_trace_pipe(void)
{
	char *path = tracefs__path("trace_pipe");
	int fd = path ? open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) : -1;

	if (!path)
		errno = ENODEV;
	free(path);
	return fd;
}

/*
 * Copies what `trace` holds now (the tracer's column headers) to standard output, written
 * out before the workload starts: a command that writes to the same file with sendfile(),
 * as busybox's cat does, would write over it (sendfile does not take the file position lock).
 */
static void print_header(void)
{
	char *path = tracefs__path("trace"), *buf = NULL;

	if (path && !read_file(path, &buf, NULL))
		fputs(buf, stdout);
	fflush(stdout);
	free(buf);
	free(path);
}

/* Reads trace_pipe until it is empty: -1 when standard output is gone. */
static int drain(struct perf_ftrace *ft, int fd)
{
	char buf[8192];
	ssize_t n;

	while ((n = read(fd, buf, sizeof(buf))) > 0) {
		if (ft->latency) {
			ftrace_latency__feed(&ft->hist, buf, n);
			continue;
		}
		if (fwrite(buf, 1, n, stdout) != (size_t)n)
			return -1;
	}
	return fflush(stdout) ? -1 : 0;
}

/* Sleeps ms milliseconds with the signals let in: false when one came. */
static bool delay(int ms, const sigset_t *open_mask)
{
	struct timespec end, now, left;

	clock_gettime(CLOCK_MONOTONIC, &end);
	end.tv_sec += ms / 1000;
	end.tv_nsec += (long)(ms % 1000) * 1000000;
	if (end.tv_nsec >= 1000000000) {
		end.tv_sec++;
		end.tv_nsec -= 1000000000;
	}
	while (!stop_signal) {
		clock_gettime(CLOCK_MONOTONIC, &now);
		left.tv_sec = end.tv_sec - now.tv_sec;
		left.tv_nsec = end.tv_nsec - now.tv_nsec;
		if (left.tv_nsec < 0) {
			left.tv_sec--;
			left.tv_nsec += 1000000000;
		}
		if (left.tv_sec < 0)
			return true;
		ppoll(NULL, 0, &left, open_mask);
	}
	return false;
}

/*
 * The workload has ended (reaped into *status). Asked at every turn of the loop, not only
 * after a SIGCHLD: the pager is a child too, and a lost wake-up would trace forever.
 */
static bool workload_ended(pid_t pid, int *status)
{
	child_exited = 0;
	return waitpid(pid, status, WNOHANG) == pid;
}

/* -p/--tid: whether a task of the map still runs (they send no signal when they end). */
static bool tasks_alive(struct perf_thread_map *threads)
{
	for (int i = 0; i < thread_map__nr(threads); i++)
		if (!kill(thread_map__tid(threads, i), 0) || errno == EPERM)
			return true;
	return false;
}

static int run(struct perf_ftrace *ft, int argc, const char **argv)
{
	struct perf_cpu_map *cpus = NULL;
	struct perf_thread_map *threads = NULL;
	struct evlist *evlist = NULL;
	sigset_t block, saved_mask, open_mask;
	bool workload = argc > 0, reaped = false;
	int err, fd = -1, status = 0, ret = PERF_EXIT_START_FAILED;
	char msg[512], *pids = NULL;

	if (!tracefs__mountpoint()) {
		pr_err("perf ftrace: tracefs is %s\n", tracefs__strerror(msg, sizeof(msg)));
		return ret;
	}
	if (!workload && target__none(&ft->target))
		ft->target.system_wide = true;
	err = target__create_maps(&ft->target, &cpus, &threads, msg, sizeof(msg));
	if (err) {
		pr_err("perf ftrace: %s\n", msg);
		return ret;
	}
	err = ftrace__has_tracer(ft->tracer);
	if (err <= 0) {
		if (err < 0)
			pr_err("perf ftrace: cannot read tracefs' available_tracers: %s\n",
			       strerror(-err));
		else
			pr_err("perf ftrace: this kernel has no %s tracer (see tracefs' available_tracers)\n",
			       ft->tracer);
		goto out_maps;
	}
	/* every CPU unless -C: a dummy map (the task's CPUs) means all online CPUs here */
	if (!ft->target.cpu_list) {
		cpu_map__put(cpus);
		cpus = cpu_map__new(NULL);
	}
	if (!cpus || save_settings(ft))
		goto out_maps;
	if (verbose > 0)
		fprintf(stderr, "%s tracer is used\n", ft->tracer);

	/* the workload waits for its start; it is forked before the signals are blocked */
	if (workload) {
		evlist = evlist__new();
		if (!evlist)
			goto out_maps;
		err = evlist__prepare_workload(evlist, argv);
		if (err) {
			pr_err("perf ftrace: cannot start the workload: %s\n", strerror(-err));
			goto out_maps;
		}
	}
	sigemptyset(&block);
	for (size_t i = 0; i < ARRAY_SIZE(caught); i++)
		sigaddset(&block, caught[i]);
	sigprocmask(SIG_BLOCK, &block, &saved_mask);
	open_mask = saved_mask;
	for (size_t i = 0; i < ARRAY_SIZE(caught); i++)
		sigdelset(&open_mask, caught[i]);
	catch_signals();

	/* from here on, tracefs changes: every way out goes through the restore */
	pids = pid_list(ft, threads, workload ? evlist->workload.pid : 0);
	err = set_bool(ft, "tracing_on", false);
	if (!err)
		err = set(ft, "current_tracer", "nop");
	if (!err) {
		clear_buffer();
		err = set_settings(ft, cpus, pids);
	}
	if (!err)
		err = set(ft, "current_tracer", ft->tracer);
	if (err)
		goto out_restore;

	fd = open_trace_pipe();
	if (fd < 0) {
		pr_err("perf ftrace: cannot open tracefs' trace_pipe: %s\n", strerror(errno));
		goto out_restore;
	}
	if (!ft->latency) {
		setup_pager();
		catch_signals(); /* the pager's handlers would leave tracefs changed */
		print_header();
	}
	if (!ft->delay_ms && set_bool(ft, "tracing_on", true))
		goto out_restore;
	if (workload) {
		err = evlist__start_workload(evlist);
		if (err) {
			fflush(stdout);
			pr_err("perf ftrace: cannot run '%s': %s\n", argv[0], strerror(-err));
			waitpid(evlist->workload.pid, &status, 0);
			reaped = true;
			goto out_restore;
		}
	}
	if (ft->delay_ms && delay(ft->delay_ms, &open_mask) && set_bool(ft, "tracing_on", true))
		goto out_restore;

	while (!stop_signal) {
		struct pollfd pfd = { .fd = fd, .events = POLLIN };
		struct timespec tick = { 0, 100 * 1000 * 1000 };

		if (workload && workload_ended(evlist->workload.pid, &status)) {
			reaped = true;
			break;
		}
		if (!workload && target__has_task(&ft->target) && !tasks_alive(threads))
			break;
		if (ppoll(&pfd, 1, &tick, &open_mask) > 0 && drain(ft, fd))
			break;
	}
	set_bool(ft, "tracing_on", false);
	if (!stop_signal || stop_signal == SIGINT)
		drain(ft, fd);
	if (ft->latency)
		ftrace_latency__print(&ft->hist, stdout);
	ret = 0;
out_restore:
	if (fd >= 0)
		close(fd);
	if (ftrace_settings__restore(&ft->settings))
		ret = PERF_EXIT_START_FAILED;
	if (workload && !reaped) {
		kill(evlist->workload.pid, SIGTERM);
		waitpid(evlist->workload.pid, &status, 0);
	}
	fflush(stdout);
	/* a terminating signal other than Ctrl-C ends perf as it would have without us */
	if (stop_signal && stop_signal != SIGINT && stop_signal != SIGPIPE) {
		signal(stop_signal, SIG_DFL);
		sigprocmask(SIG_SETMASK, &open_mask, NULL);
		raise(stop_signal);
	}
	sigprocmask(SIG_SETMASK, &saved_mask, NULL);
out_maps:
	free(pids);
	if (evlist)
		evlist->workload.pid = 0;
	evlist__delete(evlist);
	cpu_map__put(cpus);
	thread_map__put(threads);
	return ret;
}

/* The options' combination: 0, or the exit status after one line saying what is wrong. */
static int check_options(struct perf_ftrace *ft)
{
	char msg[256];

	if (ft->use_bpf) {
		pr_err("perf ftrace latency: -b/--use-bpf is not supported by this perf (it measures with the function_graph tracer: leave -b out)\n");
		return 1;
	}
	if (ft->latency && !ft->funcs) {
		pr_err("perf ftrace latency: name the function to measure with -T\n");
		return 129;
	}
	if (ft->delay_ms < 0) {
		pr_err("perf ftrace: -D/--delay takes milliseconds, not %d\n", ft->delay_ms);
		return 129;
	}
	if (ft->tracer && strcmp(ft->tracer, "function") && strcmp(ft->tracer, "function_graph")) {
		pr_err("perf ftrace: unknown tracer '%s': use function_graph or function\n",
		       ft->tracer);
		return 129;
	}
	if (target__validate(&ft->target, msg, sizeof(msg))) {
		pr_err("perf ftrace: %s\n", msg);
		return 129;
	}
	if (msg[0])
		pr_warning("perf ftrace: %s\n", msg);
	return 0;
}

static const char *const ftrace_usage[] = {
	"perf ftrace [<options>] [<command>]",
	"perf ftrace [<options>] -- [<command>] [<options>]",
	"perf ftrace {trace|latency} [<options>] [<command>]",
	"perf ftrace {trace|latency} [<options>] -- [<command>] [<options>]",
	NULL,
};

#define COMMON_OPTIONS(ft)                                                               \
	OPT_STRING('p', "pid", &(ft).target.pid, "pid", "Trace on existing process id"), \
		OPT_STRING(0, "tid", &(ft).target.tid, "tid",                            \
			   "Trace on existing thread id (exclusive to --pid)"),          \
		OPT_INCR('v', "verbose", &verbose, "Be more verbose"),                   \
		OPT_BOOLEAN('a', "all-cpus", &(ft).target.system_wide,                   \
			    "System-wide collection from all CPUs"),                     \
		OPT_STRING('C', "cpu", &(ft).target.cpu_list, "cpu", "List of cpus to monitor")

static int cmd_ftrace(int argc, const char **argv)
{
	struct perf_ftrace ft = { .graph_depth = 0 };
	const struct option trace_options[] = {
		OPT_STRING('t', "tracer", &ft.tracer, "tracer",
			   "Tracer to use: function_graph(default) or function"),
		OPT_CALLBACK_OPTARG('F', "funcs", &ft, "FILTER",
				    "Show available functions to filter", list_funcs, NULL),
		OPT_CALLBACK('T', "trace-funcs", &ft.funcs, "func",
			     "Trace given functions using function tracer", add_func),
		OPT_CALLBACK('N', "notrace-funcs", &ft.notrace, "func",
			     "Do not trace given functions", add_func),
		OPT_CALLBACK(0, "func-opts", &ft, "options",
			     "Function tracer options, available options: call-graph,irq-info",
			     parse_func_opts),
		OPT_CALLBACK('G', "graph-funcs", &ft.graph_funcs, "func",
			     "Trace given functions using function_graph tracer", add_func),
		OPT_CALLBACK('g', "nograph-funcs", &ft.nograph_funcs, "func",
			     "Set nograph filter on given functions", add_func),
		OPT_CALLBACK(
			0, "graph-opts", &ft, "options",
			"Graph tracer options, available options: nosleep-time,noirqs,verbose,thresh=<n>,depth=<n>",
			parse_graph_opts),
		OPT_CALLBACK('m', "buffer-size", &ft.buffer_size, "size",
			     "Size of per cpu buffer, needs to use a B, K, M or G suffix.",
			     parse_buffer_size),
		OPT_BOOLEAN(0, "inherit", &ft.inherit, "Trace children processes"),
		OPT_INTEGER(
			'D', "delay", &ft.delay_ms,
			"Number of milliseconds to wait before starting tracing after program start"),
		COMMON_OPTIONS(ft),
		OPT_END(),
	};
	const struct option latency_options[] = {
		OPT_CALLBACK('T', "trace-funcs", &ft.funcs, "func",
			     "Show latency of given function", add_func),
		OPT_BOOLEAN('n', "use-nsec", &ft.use_nsec, "Use nano-second histogram"),
		OPT_BOOLEAN('b', "use-bpf", &ft.use_bpf,
			    "Use BPF to measure function latency (not supported by this perf)"),
		COMMON_OPTIONS(ft),
		OPT_END(),
	};
	const struct option *options = trace_options;
	int ret;

	if (argc > 1 && !strcmp(argv[1], "latency")) {
		ft.latency = true;
		options = latency_options;
		argc--;
		argv++;
	} else if (argc > 1 && !strcmp(argv[1], "trace")) {
		argc--;
		argv++;
	}
	argc = parse_options(argc, argv, options, ftrace_usage, PARSE_OPT_STOP_AT_NON_OPTION);
	ret = check_options(&ft);
	if (ret)
		goto out;
	if (ft.list_funcs) {
		ret = ftrace__list_functions(ft.list_glob);
		if (ret)
			pr_err("perf ftrace: cannot read tracefs' available_filter_functions: %s\n",
			       strerror(-ret));
		ret = ret ? PERF_EXIT_START_FAILED : 0;
		goto out;
	}
	ft.hist.nsec = ft.use_nsec;
	select_tracer(&ft);
	ret = run(&ft, argc, argv);
out:
	ftrace_settings__exit(&ft.settings);
	free(ft.funcs);
	free(ft.notrace);
	free(ft.graph_funcs);
	free(ft.nograph_funcs);
	return ret;
}
PERF_COMMAND("ftrace", cmd_ftrace, "simple wrapper for kernel's ftrace functionality");
