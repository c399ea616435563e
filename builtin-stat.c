// SPDX-License-Identifier: GPL-2.0
/*
 * perf stat: count events over a workload, existing tasks (-p/-t) or CPUs (-a/-C), and
 * print the totals (or per-interval deltas) in Linux perf's layouts.
 *
 * One run: fork the workload stopped, open the counters (disabled, or enabled at its exec),
 * let it go, wait for it (or for Ctrl-C, the timeout, the end of the -p tasks) while
 * printing intervals, read, close. -r repeats runs and shows means and their spread.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "builtin.h"
#include "util/cpumap.h"
#include "util/debug.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/parse-events.h"
#include "util/parse-options.h"
#include "util/perm.h"
#include "util/stat-display.h"
#include "util/stat-record.h"
#include "util/stat.h"
#include "util/target.h"
#include "util/thread_map.h"
#include "util/util.h"

static const char *const stat_usage[] = {
	"perf stat [<options>] [<command>]",
	"perf stat [<options>] record [<options>] [<command>]",
	"perf stat report [<options>]",
	NULL,
};

static const char *const stat_record_usage[] = {
	"perf stat record [<options>] [<command>]",
	NULL,
};

static struct stat_config stat_config;

static struct target target;
static struct evlist *evsel_list;

static bool group, sync_run, append_file, null_run, json_output;
static int detailed_run; /* -d, -d -d, -d -d -d */
static bool all_user, all_kernel, interval_clear, quiet_opt, no_merge;
static int big_num_opt = -1; /* -1: not given */
static const char *output_name, *csv_sep_opt, *pre_cmd, *post_cmd;
static int run_count = 1, delay_ms, log_fd = -1, interval_count;
static unsigned int interval_ms, timeout_ms;

/* perf stat record: the counts also go into this perf.data ("-": stdout) */
static bool recording;
static const char *record_path;
static struct stat_record recorder;
static int orig_argc;
static const char **orig_argv;

static pid_t child_pid = -1;
/* --timeout or --interval-count ended the workload: its signal is no news */
static bool stopped_child;
static volatile sig_atomic_t done, signr;

static void sig_done(int sig)
{
	signr = sig;
	done = 1;
}

static void sig_nop(int sig)
{
}

/* The last of -A and the --per-* options wins, as in Linux perf; -1: none given. */
static int aggr_choice = -1;
static int mode_none = AGGR_NONE, mode_thread = AGGR_THREAD, mode_socket = AGGR_SOCKET,
	   mode_die = AGGR_DIE, mode_core = AGGR_CORE, mode_node = AGGR_NODE;

static int set_aggr(const struct option *opt, const char *arg, int unset)
{
	aggr_choice = unset ? -1 : *(int *)opt->value;
	return 0;
}

static const char *aggr_option_name(int mode)
{
	switch (mode) {
	case AGGR_NONE:
		return "-A/--no-aggr";
	case AGGR_SOCKET:
		return "--per-socket";
	case AGGR_DIE:
		return "--per-die";
	case AGGR_CORE:
		return "--per-core";
	case AGGR_NODE:
		return "--per-node";
	default:
		return "--per-thread";
	}
}

static int set_big_num(const struct option *opt, const char *arg, int unset)
{
	big_num_opt = !unset;
	return 0;
}

/* One fd per task and event: as many as the hard limit allows. */
static void bump_nofile_limit(void)
{
	struct rlimit rl;

	if (!getrlimit(RLIMIT_NOFILE, &rl) && rl.rlim_cur < rl.rlim_max) {
		rl.rlim_cur = rl.rlim_max;
		setrlimit(RLIMIT_NOFILE, &rl);
	}
}

static void add_event(struct evlist *evlist, u32 type, u64 config, const char *name)
{
	struct perf_event_attr attr = { .type = type, .config = config };
	struct evsel *evsel = evsel__new(&attr, name);

	if (!evsel)
		xalloc_die(sizeof(*evsel));
	evlist__add(evlist, evsel);
}

/*
 * -d: the cache events Linux perf adds at each level (L1 data and last level loads; then
 * instruction cache and TLBs; then L1 data prefetches), as PERF_TYPE_HW_CACHE configs:
 * cache | op << 8 | result << 16.
 */
static void add_detailed_events(struct evlist *evlist, int level)
{
#define CACHE(c, op, res)                                             \
	(PERF_COUNT_HW_CACHE_##c | PERF_COUNT_HW_CACHE_OP_##op << 8 | \
	 PERF_COUNT_HW_CACHE_RESULT_##res << 16)
	static const struct {
		int level;
		u64 config;
		const char *name;
	} defs[] = {
		{ 1, CACHE(L1D, READ, ACCESS), "L1-dcache-loads" },
		{ 1, CACHE(L1D, READ, MISS), "L1-dcache-load-misses" },
		{ 1, CACHE(LL, READ, ACCESS), "LLC-loads" },
		{ 1, CACHE(LL, READ, MISS), "LLC-load-misses" },
		{ 2, CACHE(L1I, READ, ACCESS), "L1-icache-loads" },
		{ 2, CACHE(L1I, READ, MISS), "L1-icache-load-misses" },
		{ 2, CACHE(DTLB, READ, ACCESS), "dTLB-loads" },
		{ 2, CACHE(DTLB, READ, MISS), "dTLB-load-misses" },
		{ 2, CACHE(ITLB, READ, ACCESS), "iTLB-loads" },
		{ 2, CACHE(ITLB, READ, MISS), "iTLB-load-misses" },
		{ 3, CACHE(L1D, PREFETCH, ACCESS), "L1-dcache-prefetches" },
		{ 3, CACHE(L1D, PREFETCH, MISS), "L1-dcache-prefetch-misses" },
	};
#undef CACHE

	for (size_t i = 0; i < ARRAY_SIZE(defs) && defs[i].level <= level; i++)
		add_event(evlist, PERF_TYPE_HW_CACHE, defs[i].config, defs[i].name);
}

/* Linux perf's default set; the clock is cpu-clock when counting whole CPUs. */
static void add_default_events(struct evlist *evlist)
{
	static const struct {
		u32 type;
		u64 config;
		const char *name;
	} defs[] = {
		{ PERF_TYPE_SOFTWARE, PERF_COUNT_SW_TASK_CLOCK, "task-clock" },
		{ PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CONTEXT_SWITCHES, "context-switches" },
		{ PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_MIGRATIONS, "cpu-migrations" },
		{ PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS, "page-faults" },
		{ PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES, "cycles" },
		{ PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS, "instructions" },
		{ PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_INSTRUCTIONS, "branches" },
		{ PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_MISSES, "branch-misses" },
	};

	for (size_t i = 0; i < ARRAY_SIZE(defs); i++) {
		if (i == 0 && target__has_cpu(&target))
			add_event(evlist, PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_CLOCK, "cpu-clock");
		else
			add_event(evlist, defs[i].type, defs[i].config, defs[i].name);
	}
}

static void config_attrs(struct evlist *evlist, bool forks)
{
	struct evsel *evsel;

	evlist__for_each_entry(evlist, evsel) {
		struct perf_event_attr *attr = &evsel->attr;
		bool leader = evsel__is_group_leader(evsel);

		/* every fd is read on its own, with the times that allow scaling */
		attr->read_format = PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING;
		attr->sample_period = 0;
		/* a stat record file finds the event of each count by its id */
		attr->sample_type = recording ? PERF_SAMPLE_IDENTIFIER : 0;
		attr->freq = 0;
		attr->inherit = !target.no_inherit;
		if (all_user) {
			attr->exclude_kernel = 1;
			attr->exclude_hv = 1;
		}
		if (all_kernel)
			attr->exclude_user = 1;
		/* members follow their leader; leaders start off */
		attr->disabled = leader;
		/*
		 * A workload of its own is counted from its exec on, so perf's own set-up
		 * between fork and exec is not counted.
		 */
		attr->enable_on_exec = leader && forks && target__none(&target) && delay_ms == 0;
	}
}

/* Opens what the kernel accepts; refused events are shown as <not supported>. */
static int open_counters(struct evlist *evlist)
{
	struct evsel *evsel;
	int nr_open = 0, nr_esrch = 0, nr_tried = 0;
	bool kernel_ok = perm__can_profile_kernel();
	char msg[512];

	evlist__for_each_entry(evlist, evsel) {
		struct stat_evsel *ps = stat_evsel(evsel);
		int err;

		if (!ps->supported)
			continue;
		nr_tried++;
		if (!evsel__is_group_leader(evsel) && !evsel__is_open(evsel->leader)) {
			ps->supported = false;
			ps->open_err = -EINVAL;
			if (ps->requested || verbose > 0)
				pr_warning(
					"Warning: %s: not counted: its group leader %s could not "
					"be opened\n",
					evsel__name(evsel), evsel__name(evsel->leader));
			continue;
		}
		/*
		 * perf_event_paranoid 2 still allows user-only counting of an event that asked
		 * for no privilege level: as Linux perf, it is counted so from the start and
		 * named so (cpu-clock:u), a <not supported> one too (cycles:u). An explicit :k
		 * keeps its meaning and fails below.
		 */
		if (!kernel_ok && perm__no_level_asked(evsel)) {
			pr_debug("%s: counting user space only (perf_event_paranoid)\n",
				 evsel__name(evsel));
			evsel__exclude_kernel(evsel);
		}
		err = evsel__open(evsel, evlist->cpus, evlist->threads);
		if (!err) {
			nr_open++;
			continue;
		}
		if (err == -EACCES || err == -EPERM) {
			/* a count of nothing is no result: refuse, as Linux perf does */
			pr_err("perf stat: cannot open event %s\n",
			       evsel__open_strerror(evsel, err, msg, sizeof(msg)));
			return err;
		}
		ps->supported = false;
		ps->open_err = err;
		if (err == -ESRCH)
			nr_esrch++;
		/*
		 * "<not supported>" says it all for an event this machine lacks; other
		 * refusals (permission, bad address, no free slot) get their reason.
		 */
		if (verbose > 0 ||
		    (ps->requested && err != -ENOENT && err != -EOPNOTSUPP && err != -ENODEV))
			pr_warning("Warning: %s\n",
				   evsel__open_strerror(evsel, err, msg, sizeof(msg)));
	}
	if (!nr_open && nr_tried && nr_esrch == nr_tried) {
		pr_err("perf stat: %s: no such process (the task exited)\n",
		       target.pid ? target.pid :
		       target.tid ? target.tid :
				    "workload");
		return -ESRCH;
	}
	return 0;
}

/* argv[0] as execvp would find it, for the breakpoint symbols of the workload. */
static char *find_in_path(const char *file)
{
	const char *path = getenv("PATH");

	if (strchr(file, '/') || !path)
		return xstrdup(file);
	while (*path) {
		size_t n = strcspn(path, ":");
		char *cand = xasprintf("%.*s/%s", (int)n, n ? path : ".", file);

		if (!access(cand, X_OK))
			return cand;
		free(cand);
		path += n;
		if (*path == ':')
			path++;
	}
	return xstrdup(file);
}

static bool have_user_bps(struct evlist *evlist)
{
	struct evsel *evsel;

	evlist__for_each_entry(evlist, evsel)
		if (evsel->bp_symbol)
			return true;
	return false;
}

static int resolve_user_bps(struct evlist *evlist, const char **argv, bool forks)
{
	char msg[256] = "", *binary;
	pid_t pid = 0;
	int err;

	if (!have_user_bps(evlist))
		return 0;
	if (forks) {
		binary = find_in_path(argv[0]);
		pid = child_pid;
	} else if (evlist->threads->nr > 0 && evlist->threads->map[0].pid > 0) {
		pid = evlist->threads->map[0].pid;
		binary = xasprintf("/proc/%d/exe", pid);
	} else {
		pr_err("perf stat: breakpoints on symbols need a workload, -p or -t\n");
		return -EINVAL;
	}
	err = parse_events__resolve_user_bps(evlist, binary, pid, msg, sizeof(msg));
	/* a PIE workload: placed at its exec (parse_events__start_workload()) */
	if (err == -EAGAIN && forks)
		err = 0;
	if (err)
		pr_err("perf stat: %s\n", msg[0] ? msg : strerror(-err));
	free(binary);
	return err;
}

static bool task_alive(pid_t tid)
{
	char path[64], *s, *p;
	bool alive = false;

	snprintf(path, sizeof(path), "/proc/%d/stat", tid);
	if (read_file(path, &s, NULL))
		return false;
	/* the state follows the ")" that ends the comm; a zombie counts as gone */
	p = strrchr(s, ')');
	if (p && p[1] == ' ' && p[2] != 'Z' && p[2] != 'X')
		alive = true;
	free(s);
	return alive;
}

/* With -p/-t: has any of the tasks we count not exited yet? */
static bool target_alive(struct evlist *evlist)
{
	for (int i = 0; i < evlist->threads->nr; i++)
		if (task_alive(evlist->threads->map[i].tid))
			return true;
	return false;
}

static u64 timeval_ns(const struct timeval *tv)
{
	return tv->tv_sec * 1000000000ULL + tv->tv_usec * 1000ULL;
}

static u64 mono_ns(void)
{
	return clock_ns(CLOCK_MONOTONIC);
}

static void print_interval(struct evlist *evlist, u64 start, u64 now)
{
	struct timespec ts = { .tv_sec = (now - start) / 1000000000ULL,
			       .tv_nsec = (now - start) % 1000000000ULL };

	perf_stat__read_counters(evlist, stat_config.output);
	if (recording && recorder.created &&
	    stat_record__write_round(&recorder, evlist, STAT_ROUND_INTERVAL, now - start))
		pr_warning("perf stat record: cannot write %s\n", record_path);
	/* the workload's user and system times are known once it has ended only */
	perf_stat__set_tool_counts(evlist, now - start, 0, 0);
	perf_stat__process(evlist, &stat_config, true, false, stat_config.output);
	if (interval_clear && !stat_config.csv_output && !stat_config.json_output)
		fputs("\033[H\033[2J", stat_config.output);
	stat_display__counters(&stat_config, evlist, &ts);
}

static void read_comms(struct evlist *evlist)
{
	struct perf_thread_map *threads = evlist->threads;

	if (stat_config.aggr_mode != AGGR_THREAD || stat_config.comms)
		return;
	stat_config.comms = xcalloc(threads->nr, sizeof(*stat_config.comms));
	for (int i = 0; i < threads->nr; i++)
		thread__read_comm(thread_map__tid(threads, i), stat_config.comms[i],
				  sizeof(stat_config.comms[i]));
}

static int run_command(const char *cmd)
{
	int ret;

	if (!cmd)
		return 0;
	ret = system(cmd);
	return ret == -1 ? -errno : 0;
}

/*
 * One run. Returns the workload's wait status in *status (0 without one); 0, or -1 after
 * printing why the run could not happen (*exit_code then says how perf exits).
 */
static int run_perf_stat(int argc, const char **argv, int *status, int *exit_code)
{
	bool forks = argc > 0;
	bool workload_is_target = forks && target__none(&target);
	struct rusage ru = { 0 };
	sigset_t block, orig;
	u64 t0, t1, next_tick = 0, deadline = 0;
	int nr_intervals = 0, err;
	bool child_running = false;

	*status = 0;
	*exit_code = 1;
	if (run_command(pre_cmd)) {
		pr_err("perf stat: --pre '%s' failed\n", pre_cmd);
		return -1;
	}
	if (workload_is_target) {
		/* a new child each run: it replaces the previous one in the map */
		evsel_list->threads->map[0].tid = -1;
		evsel_list->threads->map[0].pid = -1;
	}
	if (forks) {
		/* as Linux perf: standard output is the stream, the command prints on stderr */
		evsel_list->workload.stdout_to_stderr = recording && !strcmp(record_path, "-");
		err = evlist__prepare_workload(evsel_list, argv);
		if (err) {
			pr_err("perf stat: cannot start '%s': %s\n", argv[0], strerror(-err));
			return -1;
		}
		child_pid = evsel_list->workload.pid;
		child_running = true;
		if (resolve_user_bps(evsel_list, argv, true))
			goto kill_child;
	} else if (resolve_user_bps(evsel_list, argv, false)) {
		return -1;
	}

	if (!null_run) {
		config_attrs(evsel_list, forks);
		err = open_counters(evsel_list);
		if (err) {
			/* a refused event, as Linux perf; a target that exited stays 1 */
			if (err != -ESRCH)
				*exit_code = PERF_EXIT_START_FAILED;
			goto kill_child;
		}
		perf_stat__setup_counts(evsel_list, &stat_config);
		perf_stat__reset_prev(evsel_list);
		read_comms(evsel_list);
		if (recording && !recorder.created) {
			err = stat_record__create(&recorder, record_path, evsel_list, &stat_config);
			if (err) {
				pr_err("perf stat record: cannot create %s: %s\n", record_path,
				       strerror(-err));
				*exit_code = PERF_EXIT_START_FAILED;
				goto kill_child;
			}
		}
	}
	if (sync_run)
		sync();

	/* signals wake the wait below only inside ppoll, so none is missed */
	sigemptyset(&block);
	sigaddset(&block, SIGCHLD);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGTERM);
	sigprocmask(SIG_BLOCK, &block, &orig);

	t0 = mono_ns();
	if (!workload_is_target && !null_run && delay_ms == 0)
		evlist__enable(evsel_list);
	if (forks) {
		char msg[256];

		/* starts it, or holds it at its exec to place breakpoints on a PIE's symbols */
		err = parse_events__start_workload(evsel_list, msg, sizeof(msg));
		if (err && msg[0]) {
			pr_err("perf stat: %s\n", msg);
			*exit_code = 1;
			sigprocmask(SIG_SETMASK, &orig, NULL);
			goto kill_child;
		}
		if (err) {
			pr_err("perf stat: cannot run '%s': %s\n", argv[0], strerror(-err));
			waitpid(child_pid, NULL, 0);
			child_pid = -1;
			sigprocmask(SIG_SETMASK, &orig, NULL);
			evlist__close(evsel_list);
			*exit_code = PERF_EXIT_START_FAILED;
			return -1;
		}
	}
	if (delay_ms > 0 && !null_run) {
		struct timespec d = { delay_ms / 1000, (delay_ms % 1000) * 1000000L };

		nanosleep(&d, NULL);
		evlist__enable(evsel_list);
		t0 = mono_ns();
	}
	if (stat_config.interval_ns)
		next_tick = t0 + stat_config.interval_ns;
	if (timeout_ms)
		deadline = t0 + timeout_ms * 1000000ULL;

	for (;;) {
		u64 now, wake = 0;
		struct timespec ts;

		if (forks && child_running) {
			pid_t r = wait4(child_pid, status, WNOHANG, &ru);

			if (r == child_pid || (r < 0 && errno == ECHILD)) {
				child_running = false;
				break;
			}
		} else if (!forks && target__has_task(&target) && !target_alive(evsel_list)) {
			break;
		}
		if (done)
			break;
		now = mono_ns();
		if (next_tick && now >= next_tick) {
			print_interval(evsel_list, t0, now);
			next_tick += stat_config.interval_ns;
			if (next_tick <= now) /* we were late: skip missed ticks */
				next_tick = now + stat_config.interval_ns;
			if (interval_count && ++nr_intervals >= interval_count)
				break;
			continue;
		}
		if (deadline && now >= deadline)
			break;
		if (next_tick)
			wake = next_tick;
		if (deadline && (!wake || deadline < wake))
			wake = deadline;
		/* -p/-t tasks give no signal when they exit: look every 100 ms */
		if (!forks && target__has_task(&target) && (!wake || now + 100000000ULL < wake))
			wake = now + 100000000ULL;
		if (wake) {
			u64 d = wake > now ? wake - now : 0;

			ts.tv_sec = d / 1000000000ULL;
			ts.tv_nsec = d % 1000000000ULL;
		}
		ppoll(NULL, 0, wake ? &ts : NULL, &orig);
	}

	if (forks && child_running) {
		/*
		 * Ctrl-C reaches the workload from the terminal too; a signal sent to perf
		 * alone is passed on after a grace period. --timeout and --interval-count
		 * stop the workload.
		 */
		int sig = done ? signr : SIGTERM;
		u64 until = mono_ns() + (done ? 100000000ULL : 0);

		while (done && mono_ns() < until) {
			if (wait4(child_pid, status, WNOHANG, &ru) == child_pid) {
				child_running = false;
				break;
			}
			struct timespec ts = { 0, 10000000L };

			ppoll(NULL, 0, &ts, &orig);
		}
		if (child_running) {
			if (!done)
				stopped_child = true;
			kill(child_pid, sig);
			while (wait4(child_pid, status, 0, &ru) < 0 && errno == EINTR)
				;
			child_running = false;
		}
	}
	t1 = mono_ns();
	sigprocmask(SIG_SETMASK, &orig, NULL);
	child_pid = -1;

	if (!null_run) {
		evlist__disable(evsel_list);
		perf_stat__read_counters(evsel_list, stat_config.output);
		perf_stat__set_tool_counts(evsel_list, t1 - t0, timeval_ns(&ru.ru_utime),
					   timeval_ns(&ru.ru_stime));
		/* before the close: the file's attrs name the ids of these fds */
		/* with -I the intervals are the rounds, as Linux perf writes them */
		if (recording && !stat_config.interval_ns &&
		    stat_record__write_round(&recorder, evsel_list, STAT_ROUND_FINAL, t1 - t0))
			pr_err("perf stat record: cannot write %s\n", record_path);
	}
	if (stat_config.interval_ns) {
		/* the partial interval since the last tick */
		if (!null_run && (!interval_count || nr_intervals < interval_count))
			print_interval(evsel_list, t0, t1);
		if (stat_config.summary) {
			/* the totals of the whole run, printed after the intervals */
			update_stats(&stat_config.walltime, (double)(t1 - t0));
			if (!null_run)
				perf_stat__process(evsel_list, &stat_config, false, true, NULL);
		}
	} else {
		update_stats(&stat_config.walltime, (double)(t1 - t0));
		if (stat_config.walltime_run && stat_config.nr_runs < stat_config.run_count)
			stat_config.walltime_run[stat_config.nr_runs] = t1 - t0;
		if (!null_run)
			perf_stat__process(evsel_list, &stat_config, false, true,
					   stat_config.output);
	}
	stat_config.ru_utime = ru.ru_utime;
	stat_config.ru_stime = ru.ru_stime;
	/* before the close: the file's attrs name the ids of these fds */
	if (recording && stat_record__finish(&recorder, evsel_list, orig_argc, orig_argv))
		pr_err("perf stat record: cannot write %s\n", record_path);
	evlist__close(evsel_list);
	if (run_command(post_cmd))
		pr_warning("perf stat: --post '%s' failed\n", post_cmd);
	return 0;

kill_child:
	if (child_pid > 0) {
		kill(child_pid, SIGKILL);
		waitpid(child_pid, NULL, 0);
		child_pid = -1;
	}
	evlist__close(evsel_list);
	return -1;
}

/* 0, or the exit status: an output file that cannot be created is a failed start (255) */
static int open_output(void)
{
	if (output_name && log_fd >= 0) {
		pr_err("perf stat: --output and --log-fd cannot be used together\n");
		return 1;
	}
	if (output_name) {
		time_t now = time(NULL);

		stat_config.output = fopen(output_name, append_file ? "a" : "w");
		if (!stat_config.output) {
			pr_err("perf stat: cannot open %s: %s\n", output_name, strerror(errno));
			return PERF_EXIT_START_FAILED;
		}
		fprintf(stat_config.output, "# started on %s\n", ctime(&now));
	} else if (log_fd >= 0) {
		stat_config.output = fdopen(log_fd, append_file ? "a" : "w");
		if (!stat_config.output) {
			pr_err("perf stat: cannot write to fd %d: %s\n", log_fd, strerror(errno));
			return 1;
		}
	} else {
		stat_config.output = stderr;
	}
	return 0;
}

int cmd_stat(int argc, const char **argv)
{
	struct perf_cpu_map *cpus = NULL;
	struct perf_thread_map *threads = NULL;
	struct sigaction sa;
	char msg[256];
	int status = 0, exit_code = 0, err;
	bool forks;
	struct evsel *evsel;

	stat_config__init(&stat_config);
	evsel_list = evlist__new();
	if (!evsel_list)
		xalloc_die(sizeof(*evsel_list));
	{
		const struct option options[] = {
			OPT_CALLBACK(
				'e', "event", evsel_list, "event",
				"events to count (see 'perf list'), comma separated; repeatable",
				parse_events_option),
			OPT_BOOLEAN('i', "no-inherit", &target.no_inherit,
				    "do not count tasks the counted ones create"),
			OPT_STRING(
				'p', "pid", &target.pid, "pid",
				"count every thread of these running processes (comma separated)"),
			OPT_STRING('t', "tid", &target.tid, "tid",
				   "count these running threads only (comma separated)"),
			OPT_BOOLEAN('a', "all-cpus", &target.system_wide,
				    "count on every online CPU (system wide)"),
			OPT_STRING('C', "cpu", &target.cpu_list, "cpu",
				   "count on these CPUs only (e.g. 0-2,5)"),
			OPT_CALLBACK_NOOPT('A', "no-aggr", &mode_none, NULL,
					   "one line per CPU instead of their sum (with -a/-C)",
					   set_aggr),
			OPT_CALLBACK_NOOPT(0, "per-thread", &mode_thread, NULL,
					   "one line per thread instead of their sum", set_aggr),
			OPT_CALLBACK_NOOPT(0, "per-socket", &mode_socket, NULL,
					   "one line per processor socket (with -a/-C)", set_aggr),
			OPT_CALLBACK_NOOPT(0, "per-die", &mode_die, NULL,
					   "one line per processor die (with -a/-C)", set_aggr),
			OPT_CALLBACK_NOOPT(0, "per-core", &mode_core, NULL,
					   "one line per physical core (with -a/-C)", set_aggr),
			OPT_CALLBACK_NOOPT(0, "per-node", &mode_node, NULL,
					   "one line per NUMA node (with -a/-C)", set_aggr),
			OPT_BOOLEAN(0, "no-merge", &no_merge,
				    "do not merge events of the same name (accepted: "
				    "never merged here)"),
			OPT_BOOLEAN(0, "summary", &stat_config.summary,
				    "with -I: print the totals after the intervals"),
			OPT_BOOLEAN(0, "no-csv-summary", &stat_config.no_csv_summary,
				    "with --summary -x: no 'summary' column"),
			OPT_BOOLEAN('g', "group", &group,
				    "schedule all the events together as one group"),
			OPT_BOOLEAN(0, "scale", &stat_config.scale,
				    "extrapolate counts of multiplexed counters (default)"),
			OPT_INCR('v', "verbose", &verbose,
				 "say why events failed; show raw counts and times"),
			OPT_BOOLEAN('q', "quiet", &quiet_opt, "print nothing but errors"),
			OPT_BOOLEAN(0, "table", &stat_config.walltime_table,
				    "display details about each run (only with -r option)"),
			OPT_INTEGER('r', "repeat", &run_count,
				    "run the command n times (max 100); print means and spread"),
			OPT_BOOLEAN('n', "null", &null_run, "count nothing, only time the command"),
			OPT_INCR('d', "detailed", &detailed_run,
				 "detailed run - start a lot of events (-d -d, -d -d -d: more)"),
			OPT_CALLBACK_NOOPT('B', "big-num", NULL, NULL,
					   "group digits of counts per the locale (default)",
					   set_big_num),
			OPT_STRING('x', "field-separator", &csv_sep_opt, "separator",
				   "print CSV lines with this field separator"),
			OPT_BOOLEAN('j', "json-output", &json_output,
				    "print one JSON object per count"),
			OPT_STRING('o', "output", &output_name, "file",
				   "write the counts to this file"),
			OPT_BOOLEAN(0, "append", &append_file,
				    "with -o: append instead of replacing"),
			OPT_INTEGER(0, "log-fd", &log_fd, "write the counts to this open fd"),
			OPT_STRING(0, "pre", &pre_cmd, "command",
				   "shell command run before each run"),
			OPT_STRING(0, "post", &post_cmd, "command",
				   "shell command run after each run"),
			OPT_UINTEGER('I', "interval-print", &interval_ms,
				     "print the counts of every interval of n ms"),
			OPT_INTEGER(0, "interval-count", &interval_count,
				    "with -I: stop after n intervals"),
			OPT_BOOLEAN(0, "interval-clear", &interval_clear,
				    "with -I: clear the screen before each interval"),
			OPT_UINTEGER(0, "timeout", &timeout_ms,
				     "stop counting (and the command) after n ms"),
			OPT_INTEGER('D', "delay", &delay_ms,
				    "start counting n ms after the command started"),
			OPT_BOOLEAN('S', "sync", &sync_run, "sync() the disks before each run"),
			OPT_BOOLEAN(0, "all-user", &all_user,
				    "count user space only, for every event"),
			OPT_BOOLEAN(0, "all-kernel", &all_kernel,
				    "count kernel space only, for every event"),
			OPT_END()
		};

		orig_argc = argc;
		orig_argv = xcalloc(argc + 1, sizeof(*orig_argv));
		memcpy(orig_argv, argv, argc * sizeof(*argv));
		argc = parse_options(argc, argv, options, stat_usage, PARSE_OPT_STOP_AT_NON_OPTION);
		if (argc > 0 && !strcmp(argv[0], "report")) {
			free(orig_argv);
			evlist__delete(evsel_list);
			return cmd_stat_report(argc, argv);
		}
		if (argc > 0 && !strcmp(argv[0], "record")) {
			/* the same options; -o names the perf.data, the counts go to stderr */
			argc = parse_options(argc, argv, options, stat_record_usage,
					     PARSE_OPT_STOP_AT_NON_OPTION);
			recording = true;
			record_path = output_name ? output_name : "perf.data";
			output_name = NULL;
			if (run_count != 1)
				usage_with_options_msg(stat_record_usage, options,
						       "-r/--repeat is not supported with record");
		}

		if (quiet_opt) {
			quiet = 1;
			verbose = -1;
		}
		if (csv_sep_opt) {
			stat_config.csv_output = true;
			stat_config.csv_sep = !strcmp(csv_sep_opt, "\\t") ? "\t" : csv_sep_opt;
			if (big_num_opt == 1)
				usage_with_options_msg(stat_usage, options,
						       "-B option not supported with -x");
			stat_config.big_num = false;
		} else if (big_num_opt == 0) {
			stat_config.big_num = false;
		}
		if (json_output) {
			if (stat_config.csv_output)
				usage_with_options_msg(stat_usage, options,
						       "-x and -j cannot be used together");
			stat_config.json_output = true;
			stat_config.big_num = false;
		}
		if (run_count < 1 || run_count > 100)
			usage_with_options_msg(stat_usage, options,
					       "-r/--repeat takes 1 to 100 runs");
		stat_config.run_count = run_count;
		if (stat_config.walltime_table && run_count > 1)
			stat_config.walltime_run = xcalloc(run_count, sizeof(u64));
		if (delay_ms < 0)
			usage_with_options_msg(stat_usage, options,
					       "-D/--delay takes a positive number of ms");
		if (interval_count && !interval_ms)
			usage_with_options_msg(stat_usage, options,
					       "--interval-count needs -I/--interval-print");
		if (timeout_ms && timeout_ms < 10)
			usage_with_options_msg(stat_usage, options,
					       "--timeout takes at least 10 ms");
		stat_config.interval_ns = (u64)interval_ms * 1000000ULL;

		/* no command and no target: the whole system until Ctrl-C, as Linux perf */
		if (!argc && target__none(&target))
			target.system_wide = true;
		target__validate(&target, msg, sizeof(msg));
		if (msg[0])
			pr_warning("Warning: %s\n", msg);
		if (aggr_choice == AGGR_THREAD) {
			/* -a: every task of the system, each on any CPU */
			if (target.cpu_list && !target__has_task(&target))
				usage_with_options_msg(stat_usage, options,
						       "--per-thread counts tasks: use it with -p, "
						       "-t, -a or a workload, not -C");
			if (target.system_wide && !target__has_task(&target))
				target.per_thread = true;
			stat_config.aggr_mode = AGGR_THREAD;
		} else if (aggr_choice >= 0) {
			if (!target__has_cpu(&target))
				usage_with_options_msg(stat_usage, options,
						       "%s needs -a or -C (per CPU counts)",
						       aggr_option_name(aggr_choice));
			stat_config.aggr_mode = aggr_choice;
		}
		if ((stat_config.summary || stat_config.no_csv_summary) && !interval_ms)
			stat_config.summary = false;
	}
	forks = argc > 0;
	stat_config.system_wide = target__has_cpu(&target);
	if (target.per_thread)
		bump_nofile_limit();
	stat_config.null_run = null_run;
	stat_config.ru_display = forks && target__none(&target);

	/* %' in the counts follows the locale's grouping, as in Linux perf */
	if (stat_config.big_num)
		setlocale(LC_NUMERIC, "");

	{
		/* events named with -e are the requested ones: their refusals are reported */
		bool user_events = evsel_list->nr_entries > 0;

		int nr_user = evsel_list->nr_entries, i = 0;

		if (!user_events && !null_run)
			add_default_events(evsel_list);
		/* after -e's events too, and never refused: shown <not supported> */
		if (detailed_run && !null_run)
			add_detailed_events(evsel_list, detailed_run);
		perf_stat__alloc(evsel_list);
		evlist__for_each_entry(evsel_list, evsel)
			stat_evsel(evsel)->requested = i++ < nr_user;
	}
	if (group)
		evlist__group_all(evsel_list);
	stat_config.unit_width = stat_display__unit_width(evsel_list);

	err = target__create_maps(&target, &cpus, &threads, msg, sizeof(msg));
	if (err) {
		pr_err("perf stat: %s\n", msg);
		perf_stat__free(evsel_list);
		evlist__delete(evsel_list);
		return 1;
	}
	evlist__set_maps(evsel_list, cpus, threads);
	cpu_map__put(cpus);
	thread_map__put(threads);

	err = open_output();
	if (err) {
		perf_stat__free(evsel_list);
		evlist__delete(evsel_list);
		return err;
	}

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = sig_done;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sa.sa_handler = sig_nop;
	sigaction(SIGCHLD, &sa, NULL);

	for (int run = 0; run < stat_config.run_count && !done; run++) {
		if (run_perf_stat(argc, argv, &status, &exit_code)) {
			if (stat_config.output != stderr)
				fclose(stat_config.output);
			free(stat_config.comms);
			free(stat_config.walltime_run);
			perf_stat__free(evsel_list);
			evlist__delete(evsel_list);
			return exit_code;
		}
		stat_config.nr_runs++;
		stat_config.nr_interval_prints = 0;
		if (forks && WIFEXITED(status) && WEXITSTATUS(status) == 127 &&
		    stat_config.run_count > 1)
			break;
	}

	/* as a shell would say it, before the counts */
	if (forks && WIFSIGNALED(status) && !done && !stopped_child)
		fprintf(stderr, "%s: %s\n", argv[0], strsignal(WTERMSIG(status)));
	/* the counts went down the pipe: nothing on stderr, as Linux perf */
	if (recording && !strcmp(record_path, "-"))
		quiet_opt = true;
	if (!quiet_opt && stat_config.interval_ns && stat_config.summary) {
		stat_config.printing_summary = true;
		stat_config.interval_ns = 0;
	}
	if (!quiet_opt && !stat_config.interval_ns) {
		stat_display__header(&stat_config, &target, argc, argv);
		if (!null_run)
			stat_display__counters(&stat_config, evsel_list, NULL);
		stat_display__footer(&stat_config);
	}
	if (stat_config.output != stderr)
		fclose(stat_config.output);

	exit_code = 0;
	if (forks) {
		if (WIFEXITED(status)) {
			exit_code = WEXITSTATUS(status);
		} else if (WIFSIGNALED(status)) {
			exit_code = 128 + WTERMSIG(status);
		}
	}
	free(stat_config.comms);
	free(stat_config.walltime_run);
	perf_stat__free(evsel_list);
	evlist__delete(evsel_list);
	if (done && signr) {
		/* die of the signal, so a calling shell sees it (as Linux perf does) */
		signal(signr, SIG_DFL);
		raise(signr);
	}
	return exit_code;
}
PERF_COMMAND("stat", cmd_stat, "Run a command and gather performance counter statistics");
