// SPDX-License-Identifier: GPL-2.0
/*
 * perf stat's arithmetic and layouts on made-up counts: mean/stddev over runs, scaling of
 * multiplexed counts with the "(xx.xx%)" column, per-thread ordering, CSV and JSON fields.
 * No kernel needed, so multiplexing is covered even where no PMU multiplexes.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tests.h"
#include "util/cpumap.h"
#include "util/evlist.h"
#include "util/stat-display.h"
#include "util/stat.h"
#include "util/thread_map.h"

DEFINE_TEST(test__stat_stats, "stat: mean and spread over runs")
{
	struct stats s;
	double v[] = { 10, 12, 14 };

	init_stats(&s);
	for (int i = 0; i < 3; i++)
		update_stats(&s, v[i]);
	TEST_ASSERT(fabs(avg_stats(&s) - 12) < 1e-9, "mean %f", avg_stats(&s));
	/* sample stddev 2, of the mean 2/sqrt(3) */
	TEST_ASSERT(fabs(stddev_stats(&s) - 2 / sqrt(3)) < 1e-9, "stddev %f", stddev_stats(&s));
	TEST_ASSERT(fabs(rel_stddev_stats(stddev_stats(&s), 12) - 100 * 2 / sqrt(3) / 12) < 1e-9,
		    "relative stddev");
	TEST_ASSERT(rel_stddev_stats(1, 0) == 0, "relative stddev of a zero mean");
	init_stats(&s);
	update_stats(&s, 5);
	TEST_ASSERT(stddev_stats(&s) == 0, "stddev of one sample");
	return TEST_OK;
}

/* An evlist on nr_threads fake threads with the given events, stat data attached. */
static struct evlist *fake_evlist(struct stat_config *config, int nr_threads)
{
	struct evlist *evlist = evlist__new();
	struct perf_cpu_map *cpus = cpu_map__dummy_new();
	struct perf_thread_map *threads;
	struct perf_event_attr clk = { .type = PERF_TYPE_SOFTWARE,
				       .config = PERF_COUNT_SW_TASK_CLOCK };
	struct perf_event_attr pf = { .type = PERF_TYPE_SOFTWARE,
				      .config = PERF_COUNT_SW_PAGE_FAULTS };
	struct perf_event_attr cyc = { .type = PERF_TYPE_HARDWARE,
				       .config = PERF_COUNT_HW_CPU_CYCLES };

	threads = thread_map__new_by_tid(100);
	if (nr_threads > 1) {
		thread_map__put(threads);
		threads = xzalloc(sizeof(*threads) + nr_threads * sizeof(threads->map[0]));
		threads->refcnt = 1;
		threads->nr = nr_threads;
		for (int i = 0; i < nr_threads; i++) {
			threads->map[i].tid = 100 + i;
			threads->map[i].pid = 100;
		}
	}
	evlist__add(evlist, evsel__new(&clk, "task-clock"));
	evlist__add(evlist, evsel__new(&pf, "page-faults"));
	evlist__add(evlist, evsel__new(&cyc, "cycles"));
	evlist__set_maps(evlist, cpus, threads);
	cpu_map__put(cpus);
	thread_map__put(threads);
	perf_stat__alloc(evlist);
	perf_stat__setup_counts(evlist, config);
	/* cycles was refused */
	stat_evsel(evlist__last(evlist))->supported = false;
	return evlist;
}

static void set_count(struct evlist *evlist, int idx, int thread, u64 val, u64 ena, u64 run)
{
	struct evsel *evsel;

	evlist__for_each_entry(evlist, evsel) {
		if (evsel->idx == idx) {
			struct perf_counts_values *c = &stat_evsel(evsel)->counts[thread];

			c->val = val;
			c->ena = ena;
			c->run = run;
		}
	}
}

static char *render(struct stat_config *config, struct evlist *evlist)
{
	char *buf = NULL;
	size_t len = 0;

	config->output = open_memstream(&buf, &len);
	stat_display__counters(config, evlist, NULL);
	fclose(config->output);
	return buf;
}

DEFINE_TEST(test__stat_display, "stat: scaling, (xx.xx%) column, CSV and JSON lines")
{
	struct stat_config config = { .aggr_mode = AGGR_GLOBAL, .scale = true, .run_count = 1,
				      .csv_sep = " ", .unit_width = 4 };
	struct evlist *evlist = fake_evlist(&config, 1);
	char *out, *line;

	/* task-clock ran half of its enabled time: 1 ms counted -> 2 ms scaled */
	set_count(evlist, 0, 0, 1000000, 2000000, 1000000);
	set_count(evlist, 1, 0, 50, 2000000, 2000000);
	update_stats(&config.walltime, 4000000);
	perf_stat__process(evlist, &config, false, true, NULL);

	out = render(&config, evlist);
	line = strtok(out, "\n");
	TEST_ASSERT(line && !strcmp(line, "              2.00 msec task-clock                       "
					  "#    0.500 CPUs utilized            (50.00%)"),
		    "task-clock line: '%s'", line);
	line = strtok(NULL, "\n");
	/* 50 faults in 2 ms (scaled clock) = 25 K/sec; not multiplexed: no column */
	TEST_ASSERT(line && !strcmp(line, "                50      page-faults                      "
					  "#   25.000 K/sec                  "),
		    "page-faults line: '%s'", line);
	line = strtok(NULL, "\n");
	TEST_ASSERT(line && !strcmp(line, "   <not supported>      cycles                   "
					  "                                   "),
		    "cycles line: '%s'", line);
	free(out);

	config.csv_output = true;
	config.csv_sep = ",";
	out = render(&config, evlist);
	TEST_ASSERT(!strcmp(out, "2.00,msec,task-clock,1000000,50.00,0.500,CPUs utilized\n"
				 "50,,page-faults,2000000,100.00,25.000,K/sec\n"
				 "<not supported>,,cycles,0,100.00,,\n"),
		    "CSV: '%s'", out);
	free(out);

	config.csv_output = false;
	config.json_output = true;
	out = render(&config, evlist);
	line = strtok(out, "\n");
	TEST_ASSERT(line && !strcmp(line, "{\"counter-value\" : \"2.000000\", \"unit\" : \"msec\", "
					  "\"event\" : \"task-clock\", \"event-runtime\" : 1000000, "
					  "\"pcnt-running\" : 50.00, \"metric-value\" : 0.500000, "
					  "\"metric-unit\" : \"CPUs utilized\"}"),
		    "JSON: '%s'", line);
	free(out);

	/* --no-scale shows what was counted */
	config.json_output = false;
	config.csv_output = true;
	config.scale = false;
	perf_stat__free(evlist);
	evlist__delete(evlist);
	config.walltime.n = 0;
	evlist = fake_evlist(&config, 1);
	set_count(evlist, 0, 0, 1000000, 2000000, 1000000);
	update_stats(&config.walltime, 4000000);
	perf_stat__process(evlist, &config, false, true, NULL);
	out = render(&config, evlist);
	TEST_ASSERT(!strncmp(out, "1.00,msec,task-clock,1000000,50.00,", 35), "no-scale: '%s'",
		    out);
	free(out);
	perf_stat__free(evlist);
	evlist__delete(evlist);
	return TEST_OK;
}

DEFINE_TEST(test__stat_per_thread, "stat: --per-thread order and interval deltas")
{
	struct stat_config config = { .aggr_mode = AGGR_THREAD, .scale = true, .run_count = 1,
				      .csv_sep = ",", .csv_output = true, .unit_width = 4 };
	struct evlist *evlist = fake_evlist(&config, 3);
	char comms[3][16] = { "a", "b", "c" };
	char *out;

	config.comms = comms;
	set_count(evlist, 1, 0, 5, 10, 10);
	set_count(evlist, 1, 1, 30, 10, 10);
	set_count(evlist, 1, 2, 5, 10, 10);
	update_stats(&config.walltime, 1000);
	perf_stat__process(evlist, &config, false, true, NULL);
	out = render(&config, evlist);
	/* largest first, ties in map order; task-clock never ran: <not counted> */
	TEST_ASSERT(strstr(out, "b-101,30,,page-faults,10,100.00,,\n"
				"a-100,5,,page-faults,10,100.00,,\n"
				"c-102,5,,page-faults,10,100.00,,\n"),
		    "per-thread: '%s'", out);
	TEST_ASSERT(strstr(out, "a-100,<not counted>,msec,task-clock,0,100.00,,\n"),
		    "not counted: '%s'", out);
	free(out);

	/* intervals print what changed since the last one */
	config.interval_ns = 1000000000ULL;
	perf_stat__reset_prev(evlist);
	set_count(evlist, 1, 1, 30, 10, 10);
	perf_stat__process(evlist, &config, true, false, NULL);
	set_count(evlist, 1, 1, 42, 20, 20);
	perf_stat__process(evlist, &config, true, false, NULL);
	out = render(&config, evlist);
	TEST_ASSERT(strstr(out, "b-101,12,,page-faults,10,100.00,,\n"), "delta: '%s'", out);
	free(out);
	perf_stat__free(evlist);
	evlist__delete(evlist);
	return TEST_OK;
}
