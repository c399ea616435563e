// SPDX-License-Identifier: GPL-2.0
/*
 * perf stat report: prints the counts a `perf stat record` file holds (ours or Linux
 * perf's, a file or a pipe on stdin), in perf stat's layouts: each interval, or the totals
 * of the run, aggregated as recorded or as -A/--per-* ask.
 */
#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "builtin.h"
#include "util/debug.h"
#include "util/evlist.h"
#include "util/parse-options.h"
#include "util/session.h"
#include "util/stat-display.h"
#include "util/stat-record.h"
#include "util/stat.h"
#include "util/target.h"
#include "util/thread_map.h"
#include "util/cpumap.h"

static const char *const stat_report_usage[] = {
	"perf stat report [<options>]",
	NULL,
};

static int report_aggr = -1;
static int rmode_none = AGGR_NONE, rmode_socket = AGGR_SOCKET, rmode_die = AGGR_DIE,
	   rmode_core = AGGR_CORE, rmode_node = AGGR_NODE;

static int set_report_aggr(const struct option *opt, const char *arg, int unset)
{
	report_aggr = unset ? -1 : *(int *)opt->value;
	return 0;
}

/* A pipe on stdin: into an anonymous file, which the session reader maps like any other. */
static int stdin_to_memfd(void)
{
	char buf[65536];
	int fd = memfd_create("perf-stat-report", MFD_CLOEXEC);
	ssize_t n;

	if (fd < 0)
		return -errno;
	while ((n = read(STDIN_FILENO, buf, sizeof(buf))) != 0) {
		if (n < 0) {
			if (errno == EINTR)
				continue;
			n = -errno;
			close(fd);
			return (int)n;
		}
		if (writen(fd, buf, n) < 0) {
			n = -errno;
			close(fd);
			return (int)n;
		}
	}
	return fd;
}

struct report_ctx {
	struct stat_report r;
	struct stat_config *config;
	bool pipe;
	int nr_rounds;
};

static void print_round(struct report_ctx *c, int type, u64 time_ns)
{
	struct perf_session *s = c->r.session;
	struct evlist *evlist = s->evlist;
	struct stat_config *config = c->config;
	struct target target = { 0 };

	c->nr_rounds++;
	if (type == STAT_ROUND_INTERVAL && config->interval_ns) {
		struct timespec ts = { .tv_sec = time_ns / 1000000000ULL,
				       .tv_nsec = time_ns % 1000000000ULL };

		perf_stat__process(evlist, config, true, false, NULL);
		stat_display__counters(config, evlist, &ts);
		return;
	}
	if (config->interval_ns)
		return; /* the intervals said it all */
	update_stats(&config->walltime, (double)time_ns);
	perf_stat__process(evlist, config, false, true, NULL);
	/* 'pipe' for a pipe, the recording command line for a file, as Linux perf */
	stat_display__header(config, &target, c->pipe ? 0 : s->env.nr_cmdline,
			     (const char **)s->env.cmdline);
	stat_display__counters(config, evlist, NULL);
	stat_display__footer(config);
}

static int report_cb(struct perf_session *s, u64 off, union perf_event *ev, void *arg)
{
	struct report_ctx *c = arg;
	int type = 0;
	u64 time_ns = 0;
	int ret = stat_report__record(&c->r, ev, &type, &time_ns);

	if (ret < 0) {
		pr_err("perf stat report: malformed record at offset %#llx\n",
		       (unsigned long long)off);
		return ret;
	}
	if (ret == 1)
		print_round(c, type, time_ns);
	return 0;
}

int cmd_stat_report(int argc, const char **argv)
{
	struct stat_config config;
	const char *input = NULL;
	const struct option options[] = {
		OPT_STRING('i', "input", &input, "file", "input file name ('-': stdin)"),
		OPT_CALLBACK_NOOPT('A', "no-aggr", &rmode_none, NULL, "one line per CPU",
				   set_report_aggr),
		OPT_CALLBACK_NOOPT(0, "per-socket", &rmode_socket, NULL,
				   "one line per processor socket", set_report_aggr),
		OPT_CALLBACK_NOOPT(0, "per-die", &rmode_die, NULL, "one line per processor die",
				   set_report_aggr),
		OPT_CALLBACK_NOOPT(0, "per-core", &rmode_core, NULL, "one line per physical core",
				   set_report_aggr),
		OPT_CALLBACK_NOOPT(0, "per-node", &rmode_node, NULL, "one line per NUMA node",
				   set_report_aggr),
		OPT_END()
	};
	struct report_ctx c = { .config = &config };
	char path[64] = "";
	int fd = -1, err;

	stat_config__init(&config);
	config.output = stderr;
	argc = parse_options(argc, argv, options, stat_report_usage, 0);
	if (argc)
		usage_with_options(stat_report_usage, options);
	if (!input)
		input = perf_session__default_input();
	if (report_aggr >= 0) {
		config.aggr_mode = report_aggr;
		c.r.aggr_from_cmdline = true;
	}
	if (!strcmp(input, "-")) {
		fd = stdin_to_memfd();
		if (fd < 0) {
			pr_err("perf stat report: cannot read stdin: %s\n", strerror(-fd));
			return 1;
		}
		snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
		input = path;
	}
	err = perf_session__open(input, &c.r.session);
	if (err) {
		if (fd >= 0)
			close(fd);
		return PERF_EXIT_BAD_INPUT;
	}
	c.pipe = c.r.session->header.size == 16;
	c.r.config = &config;
	setlocale(LC_NUMERIC, "");
	perf_stat__alloc(c.r.session->evlist);
	config.unit_width = stat_display__unit_width(c.r.session->evlist);
	err = perf_session__walk_raw(c.r.session, report_cb, &c);
	if (!err && !c.nr_rounds)
		pr_warning("perf stat report: %s: no counts (not a perf stat record file?)\n",
			   strcmp(input, path) ? input : "stdin");
	perf_stat__free(c.r.session->evlist);
	perf_stat__free_aggr(&config);
	free(config.comms);
	cpu_map__put(c.r.cpus);
	thread_map__put(c.r.threads);
	perf_session__delete(c.r.session);
	if (fd >= 0)
		close(fd);
	return err ? 1 : 0;
}
