// SPDX-License-Identifier: GPL-2.0
/*
 * perf stat's arithmetic and layouts on made-up counts: mean/stddev over runs, scaling of
 * multiplexed counts with the "(xx.xx%)" column, per-thread ordering, CSV and JSON fields.
 * No kernel needed, so multiplexing is covered even where no PMU multiplexes.
 */
#include <errno.h>
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

DEFINE_TEST(test__stat_per_topology,
	    "stat: --per-socket/--per-core sums, S0/S0-D0-C1 columns, file mode numbers")
{
	/* 4 cpus: 0,1 on socket 0 (cores 0 and 1), 2,3 on socket 1 (core 0, both threads) */
	static const struct cpu_topo_id ids[] = { { 0, 0, -1, -1 }, { 1, 0, -1, -1 } };
	struct stat_config config = { .aggr_mode = AGGR_SOCKET,
				      .scale = true,
				      .run_count = 1,
				      .csv_sep = " ",
				      .unit_width = 4 };
	struct perf_event_attr pf = { .type = PERF_TYPE_SOFTWARE,
				      .config = PERF_COUNT_SW_PAGE_FAULTS };
	struct evlist *evlist = evlist__new();
	struct perf_cpu_map *cpus = NULL;
	struct perf_thread_map *threads = thread_map__new_dummy();
	struct stat_evsel *ps;
	char *out;
	enum aggr_mode m;

	TEST_ASSERT(!cpu_map__parse("0-3", &cpus), "cpu list");
	config.aggr_ids = xcalloc(2, sizeof(*config.aggr_ids));
	config.aggr_ids[0].id = ids[0];
	config.aggr_ids[1].id = ids[1];
	config.aggr_ids[0].nr_cpus = config.aggr_ids[1].nr_cpus = 2;
	config.nr_aggr_ids = 2;
	config.cpu_aggr = xcalloc(4, sizeof(int));
	config.cpu_aggr[2] = config.cpu_aggr[3] = 1;
	config.nr_cpu_aggr = 4;
	evlist__add(evlist, evsel__new(&pf, "page-faults"));
	evlist__set_maps(evlist, cpus, threads);
	cpu_map__put(cpus);
	thread_map__put(threads);
	perf_stat__alloc(evlist);
	perf_stat__setup_counts(evlist, &config);
	ps = stat_evsel(evlist__first(evlist));
	TEST_ASSERT(ps->nr_aggr == 2, "%d aggregates", ps->nr_aggr);
	for (int c = 0; c < 4; c++)
		ps->counts[c] = (struct perf_counts_values){ .val = 10 * (c + 1),
							     .ena = 5,
							     .run = c == 3 ? 0 : 5 };
	perf_stat__process(evlist, &config, false, true, NULL);
	/* socket 1: cpu 3 did not run: one cpu counted, half the time enabled (scaled x2) */
	TEST_ASSERT(ps->aggr[0].c.val == 30 && ps->aggr[0].nr == 2, "socket 0 sum");
	TEST_ASSERT(ps->aggr[1].c.val == 70 && ps->aggr[1].nr == 1, "socket 1 sum");

	out = render(&config, evlist);
	TEST_ASSERT(!strncmp(out, "S0        2                 30      page-faults", 47) &&
			    strstr(out, "\nS1        1                140      page-faults"),
		    "std: '%s'", out);
	free(out);
	config.csv_output = true;
	config.csv_sep = ",";
	out = render(&config, evlist);
	TEST_ASSERT(!strncmp(out, "S0,2,30,,page-faults,", 21) &&
			    strstr(out, "\nS1,1,140,,page-faults,5,50.00,"),
		    "csv: '%s'", out);
	free(out);
	config.csv_output = false;
	config.json_output = true;
	config.aggr_mode = AGGR_CORE;
	config.aggr_ids[1].id.core = 3;
	out = render(&config, evlist);
	TEST_ASSERT(strstr(out, "{\"core\" : \"S1-D0-C3\", \"aggregate-number\" : 1, "
				"\"counter-value\" : \"140.000000\""),
		    "json: '%s'", out);
	free(out);

	/* Linux perf's numbers in STAT_CONFIG */
	TEST_ASSERT(aggr_mode__to_file(AGGR_GLOBAL) == 1 && aggr_mode__to_file(AGGR_CORE) == 4 &&
			    aggr_mode__to_file(AGGR_NODE) == 7 &&
			    aggr_mode__to_file(AGGR_NONE) == 0,
		    "aggr mode numbers");
	for (int i = 0; i <= 7; i++)
		TEST_ASSERT(!aggr_mode__from_file(i, &m) && (i == 6 || aggr_mode__to_file(m) == i),
			    "mode %d does not round-trip", i);
	TEST_ASSERT(aggr_mode__from_file(8, &m) == -EINVAL, "mode 8 accepted");

	perf_stat__free(evlist);
	perf_stat__free_aggr(&config);
	evlist__delete(evlist);
	return TEST_OK;
}
