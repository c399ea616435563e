// SPDX-License-Identifier: GPL-2.0
/*
 * perf top: sample live (system wide by default) and show the hottest functions, refreshed
 * every few seconds, on the report pipeline: records drained from the rings go through the
 * machine (side band) and the per-sample iterator (util/hist-iter.h) into one hists per
 * event; each refresh ends the iterator's pass, sorts and shows the entries (--stdio: the
 * table; on a terminal: util/browser.h), then ages them as Linux perf does (periods x 7/8,
 * or zeroed with -z; entries at 0 removed).
 *
 * Memory over hours of processes coming and going: the machine keeps every task it saw
 * (entries point at them), so when it holds more than TOP_MAX_DEAD exited tasks, or the
 * hists more than TOP_MAX_DROPPED removed entries whose call graphs could not be freed,
 * the refresh starts a new generation: hists and machine are freed whole and rebuilt from
 * /proc. The history shown restarts then, as after a -z refresh (README: perf top).
 */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "builtin.h"
#include "util/annotate.h"
#include "util/browser.h"
#include "util/callchain.h"
#include "util/cpumap.h"
#include "util/debug.h"
#include "util/debuginfod.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/hist-iter.h"
#include "util/hist.h"
#include "util/machine.h"
#include "util/mmap.h"
#include "util/parse-events.h"
#include "util/parse-options.h"
#include "util/replay.h"
#include "util/record.h"
#include "util/sort.h"
#include "util/symbol.h"
#include "util/synthesize.h"
#include "util/target.h"
#include "util/thread.h"
#include "util/thread_map.h"
#include "util/unwind-dwarf.h"
#include "util/util.h"

#define TOP_MAX_DEAD 2048
#define TOP_MAX_DROPPED 65536
/* The browser's 'a': the sampled addresses counted at most (~14 MB); decay keeps it lower */
#define TOP_MAX_ADDRS (1u << 18)

struct top {
	struct record_opts opts;
	struct evlist *evlist;
	const char *sort_order;
	const char *fields;
	const char *callchain_arg;
	bool hide_kernel, hide_user, zero, stdio, tui, no_tui;
	bool show_nr_samples, show_period;
	int children; /* -1: default (on with -g, as Linux perf top) */
	double percent_limit;
	double delay_secs;
	int print_entries;
	int max_refreshes; /* --refreshes: stop after that many (tests, benchmarks) */
	u64 max_dead; /* TOP_MAX_DEAD, or PERF_TOP_MAX_DEAD (tests) */
	bool age_pending; /* browser: a refresh is shown, top__age comes at the next tick */
	unsigned int mmap_pages;
	/* run state */
	struct replay replay; /* live: the machine of the tasks seen, no file */
	struct hist_iter *iter;
	struct hist_iter_config icfg;
	struct addr_hits *addr_hits; /* the browser's: samples by address, for 'a' */
	struct sort_config sort;
	struct callchain_param cc;
	bool use_callchain;
	char *fallback_msg;
	struct timespec last_refresh;
	u64 nr_refreshes, generations;
	u64 interval_samples, interval_kernel, lost;
	double irqs_per_sec, kernel_pct;
};

static volatile sig_atomic_t done;

static void sig_handler(int sig)
{
	done = 1;
}

static const char *const top_usage[] = { "perf top [<options>]", NULL };

static struct hists *evsel__hists(struct evsel *evsel)
{
	return evsel->priv;
}

static int synth_to_machine(void *arg, union perf_event *event)
{
	struct top *top = arg;

	replay__event(&top->replay, event, 0);
	return 0;
}

/* A machine of the tasks that exist now, from /proc (and the kernel's maps). */
static int top__new_machine(struct top *top)
{
	struct synth_opts so = { .process = synth_to_machine, .arg = top };
	int err;

	err = replay__init(&top->replay, NULL);
	if (err)
		return err;
	err = perf_event__synthesize_kernel_mmap(&so);
	if (!err)
		err = perf_event__synthesize_modules(&so);
	if (err)
		return err;
	/* the samples are CLOCK_MONOTONIC's (cmd_top), the jitdumps' clock, which grow as we go */
	top->replay.machine->clock_monotonic = true;
	top->replay.machine->live = true;
	/* the running kernel's rows say [kernel], as Linux perf top's (a file's: [kernel.kallsyms]) */
	dso__set_short_name(machine__kernel_dso(top->replay.machine), "[kernel]");
	if (target__has_cpu(&top->opts.target))
		return perf_event__synthesize_threads(&so);
	return perf_event__synthesize_thread_map(top->evlist->threads, &so);
}

static int top__new_iter(struct top *top)
{
	top->iter = hist_iter__new(top->replay.machine, &top->icfg);
	return top->iter ? 0 : -ENOMEM;
}

static void top__process(struct top *top, union perf_event *event)
{
	struct evsel *evsel = evlist__event2evsel(top->evlist, &event->header);
	struct perf_sample sample;

	if (!evsel)
		evsel = evlist__first(top->evlist);
	switch (event->header.type) {
	case PERF_RECORD_SAMPLE:
		if (perf_event__parse_sample(event, &evsel->attr, &sample))
			return;
		if (sample.cpumode == PERF_RECORD_MISC_KERNEL)
			top->interval_kernel++;
		top->interval_samples++;
		if (top->hide_kernel && sample.cpumode == PERF_RECORD_MISC_KERNEL)
			return;
		if (top->hide_user && sample.cpumode == PERF_RECORD_MISC_USER)
			return;
		replay__advance(&top->replay, sample.time);
		hist_iter__add(top->iter, evsel__hists(evsel), evsel, &sample);
		break;
	case PERF_RECORD_LOST:
		top->lost += event->lost.lost;
		break;
	case PERF_RECORD_COMM:
	case PERF_RECORD_FORK:
	case PERF_RECORD_EXIT:
	case PERF_RECORD_MMAP:
	case PERF_RECORD_MMAP2:
	case PERF_RECORD_KSYMBOL:
		memset(&sample, 0, sizeof(sample));
		perf_event__parse_sample(event, &evsel->attr, &sample);
		replay__event(&top->replay, event, sample.time);
		break;
	default:
		break;
	}
}

static void top__drain(struct top *top)
{
	struct evlist *evlist = top->evlist;

	for (int i = 0; i < evlist->nr_mmaps; i++) {
		struct perf_mmap *m = &evlist->mmap[i];
		struct perf_event_header *ev;

		if (perf_mmap__read_init(m))
			continue;
		while ((ev = perf_mmap__read_event(m)))
			top__process(top, (union perf_event *)ev);
		perf_mmap__read_done(m);
	}
}

static double elapsed_since(const struct timespec *t)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (now.tv_sec - t->tv_sec) + (now.tv_nsec - t->tv_nsec) / 1e9;
}

static u64 count_dead_threads(struct machine *machine)
{
	u64 n = 0;

	for (struct thread *t = machine->all_threads; t; t = t->all_next)
		n += t->dead;
	return n;
}

/*
 * The end of an interval: complete the entries, sort them. The caller shows them, then
 * calls top__age.
 */
static void top__collect(struct top *top)
{
	struct evsel *evsel;
	double secs = elapsed_since(&top->last_refresh);

	top__drain(top);
	hist_iter__finish(top->iter);
	hist_iter__delete(top->iter);
	top->iter = NULL;
	evlist__for_each_entry(top->evlist, evsel)
		hists__output_resort(evsel__hists(evsel));
	top->irqs_per_sec = secs > 0 ? top->interval_samples / secs : 0;
	top->kernel_pct =
		top->interval_samples ? 100.0 * top->interval_kernel / top->interval_samples : 0;
	top->interval_samples = top->interval_kernel = 0;
	clock_gettime(CLOCK_MONOTONIC, &top->last_refresh);
	top->nr_refreshes++;
}

/* After showing: decay (or zero), maybe a new generation, and a new iterator. */
static int top__age(struct top *top)
{
	struct evsel *evsel;
	u64 dead = count_dead_threads(top->replay.machine);
	bool renew = dead > top->max_dead;
	struct replay old;
	int err;

	pr_debug("perf top: refresh %llu: %zu tasks, %llu exited, %u entries, %zu addresses\n",
		 (unsigned long long)top->nr_refreshes, top->replay.machine->nr_threads,
		 (unsigned long long)dead, evsel__hists(evlist__first(top->evlist))->nr_entries,
		 top->addr_hits ? addr_hits__nr(top->addr_hits) : (size_t)0);
	if (verbose > 0)
		machine__fprintf_unwind_stats(top->replay.machine, stderr, false);
	if (top->addr_hits)
		addr_hits__decay(top->addr_hits, top->zero);
	evlist__for_each_entry(top->evlist, evsel) {
		struct hists *h = evsel__hists(evsel);

		hists__decay(h, top->zero);
		if (h->nr_dropped > TOP_MAX_DROPPED)
			renew = true;
	}
	if (renew) {
		pr_debug("perf top: new generation (%llu exited tasks)\n",
			 (unsigned long long)dead);
		evlist__for_each_entry(top->evlist, evsel) {
			hists__exit(evsel__hists(evsel));
			hists__init(evsel__hists(evsel), &top->sort,
				    top->use_callchain ? &top->cc : NULL);
			hists__output_resort(evsel__hists(evsel));
		}
		/* (its dsos and symbols go with the machine) */
		if (top->addr_hits)
			addr_hits__clear(top->addr_hits);
		old = top->replay;
		err = top__new_machine(top);
		if (!err)
			machine__carry_jits(top->replay.machine, old.machine);
		replay__exit(&old);
		if (err)
			return err;
		top->generations++;
	}
	err = top__new_iter(top);
	return err ? err : renew ? 2 : 1;
}

static void top__print_stdio(struct top *top)
{
	struct evsel *evsel, *first;
	int rows = top->print_entries, cols = 0;
	char rate[32];

	if (isatty(STDOUT_FILENO)) {
		struct winsize ws;

		fputs("\033[H\033[2J", stdout);
		if (!ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws)) {
			if (!rows && ws.ws_row > 10)
				rows = ws.ws_row - 6;
			cols = ws.ws_col;
		}
	}
	/* Linux perf top's header line; the table without column headers, as it prints */
	first = evlist__first(top->evlist);
	if (first->attr.freq)
		snprintf(rate, sizeof(rate), "%lluHz ",
			 (unsigned long long)first->attr.sample_freq);
	else
		rate[0] = '\0';
	printf("   PerfTop: %8.0f irqs/sec  kernel:%4.1f%%  exact:  0.0%% lost: %llu/%llu drop: 0/0 [%s%s], ",
	       top->irqs_per_sec, top->kernel_pct, (unsigned long long)top->lost,
	       (unsigned long long)top->lost, rate, evsel__name(first));
	if (top->opts.target.pid)
		printf(" (target_pid: %s)\n", top->opts.target.pid);
	else if (top->opts.target.tid)
		printf(" (target_tid: %s)\n", top->opts.target.tid);
	else if (top->opts.target.cpu_list)
		printf(" (CPU%s: %s)\n",
		       strchr(top->opts.target.cpu_list, ',') ||
				       strchr(top->opts.target.cpu_list, '-') ?
			       "s" :
			       "",
		       top->opts.target.cpu_list);
	else
		printf(" (all, %d CPUs)\n", top->evlist->cpus->nr);
	for (int i = 0; i < (cols > 0 ? cols : 79); i++)
		putchar('-');
	printf("\n\n");
	evlist__for_each_entry(top->evlist, evsel) {
		struct hists *h = evsel__hists(evsel);
		struct hists_print_opts po = {
			.percent_limit = top->percent_limit,
			.show_header = false,
			.show_callchain = top->use_callchain,
			.sort_by_sym_first = top->sort.sort_by_sym_first,
		};
		u32 nr = h->nr_entries;

		if (top->evlist->nr_entries > 1)
			printf("# Event '%s'\n", evsel__name(evsel));
		/* -E: the first entries only */
		if (rows > 0 && (u32)rows < nr) {
			h->nr_entries = rows;
			/* the columns as wide as the rows shown need (the order stays) */
			hists__output_resort(h);
		}
		hists__fprintf(h, &po, stdout);
		h->nr_entries = nr;
		printf("\n");
	}
	fflush(stdout);
}

/*
 * The browser's tick: drain the rings; at each -d interval, a refresh shown as it is (the
 * browser redraws), and aged at the next tick, before any new sample goes in: so the
 * screen shows the refresh, not its aftermath (a -z or a new generation would empty it).
 */
static int top__tick(void *arg)
{
	struct top *top = arg;
	int ret = 0, err;

	if (done)
		return -1;
	if (top->age_pending) {
		top->age_pending = false;
		if (top->max_refreshes && top->nr_refreshes >= (u64)top->max_refreshes)
			return -1;
		err = top__age(top);
		if (err < 0)
			return err;
		if (err == 2)
			ret |= HIST_BROWSER_RESET;
	}
	top__drain(top);
	if (elapsed_since(&top->last_refresh) < top->delay_secs)
		return ret;
	top__collect(top);
	top->age_pending = true;
	return ret | HIST_BROWSER_REDRAW;
}

static void top__header_info(void *arg, FILE *fp)
{
	struct top *top = arg;
	struct evsel *evsel;

	fprintf(fp, "perf top: live, refreshed every %.1f s, %s\n", top->delay_secs,
		top->zero ? "zeroed at each refresh (-z)" : "periods decayed by 7/8 per refresh");
	evlist__for_each_entry(top->evlist, evsel)
		fprintf(fp, "event: %s, %s %llu\n", evsel__name(evsel),
			evsel->attr.freq ? "frequency" : "period",
			(unsigned long long)evsel->attr.sample_freq);
	fprintf(fp, "cpus: %d\n", top->evlist->cpus->nr);
	fprintf(fp, "target: %s\n",
		top->opts.target.pid	  ? top->opts.target.pid :
		top->opts.target.tid	  ? top->opts.target.tid :
		top->opts.target.cpu_list ? top->opts.target.cpu_list :
					    "all");
	fprintf(fp, "tasks known: %zu, generations: %llu, lost samples: %llu\n",
		top->replay.machine->nr_threads, (unsigned long long)top->generations,
		(unsigned long long)top->lost);
	if (top->fallback_msg)
		fprintf(fp, "%s\n", top->fallback_msg);
	/* --call-graph dwarf: the user stacks cut short, since the last new generation */
	machine__fprintf_unwind_stats(top->replay.machine, fp, false);
}

/* The browser's title after the event count: the lost samples, as the --stdio header says them */
static void top__title_extra(void *arg, char *buf, size_t size)
{
	struct top *top = arg;

	/* (no samples are dropped here: Linux perf's drop count stays 0) */
	snprintf(buf, size, " lost: %llu/%llu drop: 0/0", (unsigned long long)top->lost,
		 (unsigned long long)top->lost);
}

static int top__open(struct top *top)
{
	struct evsel *evsel;
	char msg[512];
	int err;

	evlist__for_each_entry(top->evlist, evsel) {
retry:
		err = evsel__open(evsel, top->evlist->cpus, top->evlist->threads);
		if (!err)
			continue;
		if (evsel__fallback(evsel, err, msg, sizeof(msg))) {
			if (!top->fallback_msg)
				top->fallback_msg = xstrdup(msg);
			goto retry;
		}
		pr_err("perf top: cannot open event %s\n",
		       evsel__open_strerror(evsel, err, msg, sizeof(msg)));
		return err;
	}
	return 0;
}

static int top__setup_hists(struct top *top)
{
	struct evsel *evsel;
	int err;

	top->cc = callchain_param_default;
	top->cc.mode = CHAIN_GRAPH_ABS;
	if (top->callchain_arg && callchain_param__parse(&top->cc, top->callchain_arg)) {
		pr_err("perf top: --call-graph: invalid call graph option '%s'\n",
		       top->callchain_arg);
		return -EINVAL;
	}
	top->use_callchain = top->opts.call_graph && top->cc.mode != CHAIN_NONE;
	/* --children is the default with call graphs, as in Linux perf top */
	if (top->children < 0)
		top->children = top->use_callchain;
	if (!top->use_callchain)
		top->children = 0;
	if (!top->callchain_arg ||
	    (!strstr(top->callchain_arg, "caller") && !strstr(top->callchain_arg, "callee")))
		top->cc.order = top->children ? ORDER_CALLER : ORDER_CALLEE;
	/* Linux perf top's default: dso,sym (no Command column) */
	if (!top->sort_order && !top->fields)
		top->sort_order = "dso,sym";
	err = sort_config__setup(&top->sort, top->sort_order, top->fields, top->children,
				 top->show_nr_samples, top->show_period);
	if (err)
		return err;
	top->icfg = (struct hist_iter_config){
		.kind = top->children ? HIST_ITER_CUMULATIVE : HIST_ITER_NORMAL,
		.callchains = top->opts.call_graph,
		.sort = &top->sort,
		.cc = &top->cc,
		.percent_limit = top->percent_limit,
		.plain = getenv("PERF_REPORT_PLAIN") != NULL,
	};
	evlist__for_each_entry(top->evlist, evsel) {
		evsel->priv = xzalloc(sizeof(struct hists));
		hists__init(evsel->priv, &top->sort, top->use_callchain ? &top->cc : NULL);
		/* the column widths of the headers, for the browser's first, empty draw */
		hists__output_resort(evsel->priv);
	}
	return 0;
}

/* --stdio on a terminal: q quits too (the terminal is put back as it was). */
static struct termios saved_tio;
static bool tio_saved;

static void stdin_raw(void)
{
	struct termios t;

	if (!isatty(STDIN_FILENO) || tcgetattr(STDIN_FILENO, &saved_tio))
		return;
	t = saved_tio;
	t.c_lflag &= ~(ICANON | ECHO);
	t.c_cc[VMIN] = 0;
	t.c_cc[VTIME] = 0;
	if (!tcsetattr(STDIN_FILENO, TCSANOW, &t))
		tio_saved = true;
}

static void stdin_restore(void)
{
	if (tio_saved)
		tcsetattr(STDIN_FILENO, TCSANOW, &saved_tio);
	tio_saved = false;
}

static bool stdin_quit(void)
{
	char c;

	if (!tio_saved)
		return false;
	while (read(STDIN_FILENO, &c, 1) == 1)
		if (c == 'q' || c == 'Q')
			return true;
	return false;
}

static int top__loop_stdio(struct top *top)
{
	int err = 0;

	stdin_raw();
	while (!done && !stdin_quit()) {
		top__drain(top);
		if (elapsed_since(&top->last_refresh) >= top->delay_secs) {
			top__collect(top);
			top__print_stdio(top);
			err = top__age(top);
			if (err < 0)
				break;
			if (top->max_refreshes && top->nr_refreshes >= (u64)top->max_refreshes)
				break;
		}
		/* rings whose tasks are gone (-p, -t) hang up: drop them, or poll would spin */
		if (evlist__poll(top->evlist, 100) > 0)
			evlist__filter_pollfd(top->evlist);
	}
	stdin_restore();
	return err < 0 ? err : 0;
}

static int top__loop_tui(struct top *top)
{
	struct evsel *evsel = evlist__first(top->evlist);
	struct hist_browser_ops ops = {
		.arg = top,
		.tick = top__tick,
		.header_info = top__header_info,
		.addr_hits = top->addr_hits,
		.annotate_live = true,
		.freq = evsel->attr.freq ? evsel->attr.sample_freq : 0,
		.title_freq = true,
		.title_extra = top__title_extra,
		.show_callchain = top->use_callchain,
		.sort_by_sym_first = top->sort.sort_by_sym_first,
		.percent_limit = top->percent_limit,
		.narrow_headers = true,
		.help_extra =
			"perf top: the rows refresh every -d seconds; the selection stays on its entry;\n"
			"a's view of a symbol follows the refreshes too.\n",
	};

	return hist_browser__run(evsel__hists(evsel), evsel__name(evsel), &ops);
}

static int __cmd_top(struct top *top)
{
	struct record_opts *opts = &top->opts;
	struct evlist *evlist = top->evlist;
	struct sigaction sa = { .sa_handler = sig_handler };
	char msg[512];
	struct evsel *evsel;
	bool tui;
	int err;

	err = record__setup_maps(evlist, opts, msg, sizeof(msg));
	if (err) {
		pr_err("perf top: %s\n", msg);
		return err;
	}

	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);

	err = top__setup_hists(top);
	if (err)
		return err;
	err = top__open(top);
	if (err)
		return PERF_EXIT_START_FAILED;
	if (top->fallback_msg && verbose >= 0)
		pr_warning("%s\n", top->fallback_msg);
	err = evlist__mmap(evlist, top->mmap_pages);
	if (err) {
		pr_err("perf top: cannot mmap the ring buffers: %s\n", strerror(-err));
		return err;
	}
	tui = !top->stdio && !top->no_tui && hist_browser__usable();
	if (top->tui && !tui && !top->stdio)
		pr_warning("perf top: not a terminal: --stdio\n");
	if (tui) {
		/* the browser's 'a': the iterators count the samples by address into it */
		top->addr_hits = addr_hits__new(TOP_MAX_ADDRS);
		if (!top->addr_hits)
			return -ENOMEM;
		top->icfg.addr_hits = top->addr_hits;
	}
	err = top__new_machine(top);
	if (!err)
		err = top__new_iter(top);
	if (err) {
		pr_err("perf top: cannot read the running tasks: %s\n", strerror(-err));
		return err;
	}
	evlist__for_each_entry(evlist, evsel)
		evsel__enable(evsel);
	clock_gettime(CLOCK_MONOTONIC, &top->last_refresh);
	err = tui ? top__loop_tui(top) : top__loop_stdio(top);
	evlist__disable(evlist);
	evlist__munmap(evlist);
	evlist__close(evlist);
	return err;
}

static int top__parse_g(const struct option *opt, const char *str, int unset)
{
	struct top *top = opt->value;

	top->opts.call_graph = !unset;
	return 0;
}

/*
 * --call-graph record_mode[,record_size][,print_type,threshold,...]: the recording mode (fp,
 * or dwarf with an optional stack size: the number right after it), then perf report's -g
 * words for the display.
 */
static int top__parse_callgraph(const struct option *opt, const char *str, int unset)
{
	struct top *top = opt->value;
	size_t mode_len = str ? strcspn(str, ",") : 0;
	char record[64], msg[256];
	const char *rest = str;

	top->opts.call_graph = !unset;
	top->opts.call_graph_dwarf = false;
	if (unset || !str)
		return 0;
	if ((mode_len == 2 && !strncmp(str, "fp", 2)) ||
	    (mode_len == 3 && !strncmp(str, "lbr", 3))) {
		snprintf(record, sizeof(record), "%.*s", (int)mode_len, str);
		rest = str + mode_len;
	} else if (mode_len == 5 && !strncmp(str, "dwarf", 5)) {
		const char *size = str[5] ? str + 6 : "";
		size_t size_len = strcspn(size, ",");

		/* a size is a number; a word there is already a display option */
		if (size_len && size[0] >= '0' && size[0] <= '9') {
			snprintf(record, sizeof(record), "dwarf,%.*s", (int)size_len, size);
			rest = size + size_len;
		} else {
			snprintf(record, sizeof(record), "dwarf");
			rest = str + 5;
		}
	} else {
		record[0] = '\0'; /* display words only: frame pointers */
	}
	if (record[0] && record_opts__parse_callgraph(&top->opts, record, msg, sizeof(msg))) {
		pr_err("perf top: --call-graph: %s\n", msg);
		return -1;
	}
	if (*rest == ',')
		rest++;
	top->callchain_arg = *rest ? rest : NULL;
	return 0;
}

static int top__parse_children(const struct option *opt, const char *str, int unset)
{
	struct top *top = opt->value;

	top->children = !unset;
	return 0;
}

static int top__parse_delay(const struct option *opt, const char *arg, int unset)
{
	struct top *top = opt->value;
	char *end;
	double d = strtod(arg, &end);

	if (end == arg || *end || d <= 0)
		return -1;
	top->delay_secs = d;
	return 0;
}

static int top__parse_percent(const struct option *opt, const char *arg, int unset)
{
	struct top *top = opt->value;
	char *end;
	double d = strtod(arg, &end);

	if (end == arg || (*end && strcmp(end, "%")) || d < 0)
		return -1;
	top->percent_limit = d;
	return 0;
}

static int top__parse_freq(const struct option *opt, const char *str, int unset)
{
	struct record_opts *opts = opt->value;
	char *end;

	if (!strcmp(str, "max")) {
		opts->freq = record__max_sample_rate();
	} else {
		opts->freq = strtoull(str, &end, 0);
		if (*end || !opts->freq)
			return -1;
	}
	opts->user_freq = true;
	return 0;
}

static int top__parse_mmap_pages(const struct option *opt, const char *str, int unset)
{
	struct top *top = opt->value;

	return unset || perf_mmap__parse_pages(str, &top->mmap_pages) ? -1 : 0;
}

int cmd_top(int argc, const char **argv)
{
	struct top top = {
		.children = -1,
		.delay_secs = 2,
		.evlist = evlist__new(),
	};
	struct record_opts *opts = &top.opts;
	char msg[512];
	const struct option options[] = {
		OPT_CALLBACK('e', "event", top.evlist, "event",
			     "event selector. use 'perf list' to list available events",
			     parse_events_option),
		OPT_BOOLEAN('a', "all-cpus", &opts->target.system_wide,
			    "system-wide collection from all CPUs (the default)"),
		OPT_STRING('p', "pid", &opts->target.pid, "pid",
			   "profile events on existing process id"),
		OPT_STRING('t', "tid", &opts->target.tid, "tid",
			   "profile events on existing thread id"),
		OPT_STRING('C', "cpu", &opts->target.cpu_list, "cpu", "list of cpus to monitor"),
		OPT_CALLBACK('F', "freq", opts, "freq or 'max'",
			     "profile at this frequency (default 4000)", top__parse_freq),
		OPT_U64('c', "count", &opts->period, "event period to sample"),
		OPT_CALLBACK('m', "mmap-pages", &top, "pages", "number of mmap data pages",
			     top__parse_mmap_pages),
		OPT_CALLBACK_NOOPT('g', NULL, &top, NULL,
				   "enables call-graph recording and display", top__parse_g),
		OPT_CALLBACK(0, "call-graph", &top,
			     "record_mode[,record_size][,print_type,threshold,...]",
			     "setup and enables call-graph recording and display: fp, or "
			     "dwarf[,SIZE] (user stacks unwound live), then report's -g words",
			     top__parse_callgraph),
		OPT_CALLBACK_NOOPT(
			0, "children", &top, NULL,
			"Accumulate callchains of children and show total overhead as well",
			top__parse_children),
		OPT_STRING('s', "sort", &top.sort_order, "key[,key2...]",
			   "sort by key(s): comm, pid, tid, dso, sym, cpu, srcline, parent"),
		OPT_STRING(0, "fields", &top.fields, "key[,keys...]",
			   "output field(s): overhead, sample, period, and sort keys"),
		OPT_BOOLEAN('K', "hide_kernel_symbols", &top.hide_kernel, "hide kernel symbols"),
		OPT_BOOLEAN('U', "hide_user_symbols", &top.hide_user, "hide user symbols"),
		OPT_CALLBACK('d', "delay", &top, "seconds",
			     "number of seconds to delay between refreshes", top__parse_delay),
		OPT_BOOLEAN('z', "zero", &top.zero, "zero history across updates"),
		OPT_INTEGER('E', "entries", &top.print_entries, "display this many functions"),
		OPT_BOOLEAN('n', "show-nr-samples", &top.show_nr_samples,
			    "Show a column with the number of samples"),
		OPT_BOOLEAN(0, "show-total-period", &top.show_period,
			    "Show a column with the sum of periods"),
		OPT_CALLBACK(0, "percent-limit", &top, "percent",
			     "Don't show entries under that percent", top__parse_percent),
		OPT_BOOLEAN(0, "stdio", &top.stdio, "Use the stdio interface"),
		OPT_BOOLEAN(0, "tui", &top.tui,
			    "Use the TUI interface (the default on a terminal)"),
		OPT_BOOLEAN(0, "no-tui", &top.no_tui, "Don't use the TUI interface (--stdio)"),
		OPT_INTEGER(0, "refreshes", &top.max_refreshes,
			    "stop after this many refreshes (0: until q or ^C)"),
		OPT_INCR('v', "verbose", &verbose, "be more verbose"),
		OPT_DEBUGINFOD(),
		OPT_END()
	};
	int err;

	opts->freq = 4000;
	top.max_dead = getenv("PERF_TOP_MAX_DEAD") ?
			       strtoull(getenv("PERF_TOP_MAX_DEAD"), NULL, 0) :
			       TOP_MAX_DEAD;
	argc = parse_options(argc, argv, options, top_usage, 0);
	if (argc > 0)
		usage_with_options_msg(top_usage, options, "unexpected argument '%s'", argv[0]);
	debuginfod__setup(true);
	if (opts->period && opts->user_freq) {
		pr_err("perf top: -c and -F cannot be used together\n");
		err = -EINVAL;
		goto out;
	}
	if (opts->period)
		opts->user_period = true;
	if (top.delay_secs < 0.05)
		top.delay_secs = 0.05;
	if (target__none(&opts->target))
		opts->target.system_wide = true;
	err = target__validate(&opts->target, msg, sizeof(msg));
	if (err) {
		pr_err("perf top: %s\n", msg);
		goto out;
	}
	if (msg[0])
		pr_warning("Warning: %s\n", msg);
	opts->no_inherit = opts->target.tid != NULL;
	opts->target.no_inherit = opts->no_inherit;
	opts->no_buildid = opts->no_buildid_cache = true;
	/*
	 * The samples' times on CLOCK_MONOTONIC, JIT runtimes' jitdumps' clock, for their code
	 * to be named as it is loaded (with -p/-t too, where times are otherwise left out)
	 */
	opts->use_clockid = true;
	opts->clockid = CLOCK_MONOTONIC;
	opts->timestamp_set = true;
	if (opts->user_freq) {
		unsigned int max = record__max_sample_rate();

		if (max && opts->freq > max) {
			pr_warning(
				"Warning: maximum frequency rate (%u Hz) exceeded, throttling from %llu Hz to %u Hz\n",
				max, (unsigned long long)opts->freq, max);
			opts->freq = max;
		}
	}
	if (!top.mmap_pages)
		top.mmap_pages = record__default_mmap_pages();
	if (top.evlist->nr_entries == 0)
		record__add_default_event(top.evlist);
	err = __cmd_top(&top);
out:
	hist_iter__delete(top.iter);
	if (top.evlist) {
		struct evsel *evsel;

		evlist__for_each_entry(top.evlist, evsel)
			if (evsel->priv) {
				hists__exit(evsel->priv);
				free(evsel->priv);
				evsel->priv = NULL;
			}
	}
	replay__exit(&top.replay);
	addr_hits__delete(top.addr_hits);
	sort_config__exit(&top.sort);
	evlist__delete(top.evlist);
	free(top.fallback_msg);
	if (err == PERF_EXIT_START_FAILED)
		return err;
	return err ? 1 : 0;
}

PERF_COMMAND("top", cmd_top, "System profiling tool.");
