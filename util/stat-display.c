// SPDX-License-Identifier: GPL-2.0
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cpumap.h"
#include "evlist.h"
#include "stat-display.h"
#include "target.h"
#include "thread_map.h"

/* Width of the "# metric" column of the standard layout, the "# " included. */
#define METRIC_LEN 35

#define CNTR_NOT_SUPPORTED "<not supported>"
#define CNTR_NOT_COUNTED "<not counted>"

/* The values one line shows, whatever the layout. */
struct line {
	const struct evsel *evsel;
	const struct stat_evsel *ps;
	int aggr_idx;
	double value;	/* in the event's unit, mean over -r runs */
	double noise;	/* the spread of -r as a % of the mean */
	u64 ena, run;
	bool counted;
	const char *prefix; /* the -I timestamp, already formatted for the layout */
};

/* A derived metric: printf format of its value, and its unit ("CPUs utilized"). */
struct metric {
	const char *fmt; /* NULL: no metric */
	const char *unit;
	double val;
	char unit_buf[16];
};

static bool is_sw(const struct evsel *e, u64 config)
{
	return e->attr.type == PERF_TYPE_SOFTWARE && e->attr.config == config;
}

static bool is_hw(const struct evsel *e, u64 config)
{
	return e->attr.type == PERF_TYPE_HARDWARE && e->attr.config == config;
}

static bool is_clock(const struct evsel *e)
{
	return is_sw(e, PERF_COUNT_SW_TASK_CLOCK) || is_sw(e, PERF_COUNT_SW_CPU_CLOCK);
}

/* Intervals, and -r per CPU or thread, show the last counts rather than means over runs. */
static bool last_run_only(const struct stat_config *config)
{
	return config->interval_ns || config->aggr_mode != AGGR_GLOBAL;
}

static bool aggr_counted(const struct stat_config *config, const struct stat_evsel *ps,
			 const struct stat_aggr *a)
{
	if (!ps->supported)
		return false;
	if (last_run_only(config))
		return a->counted;
	return avg_stats(&a->st[1]) > 0 && avg_stats(&a->st[2]) > 0;
}

/*
 * The raw mean value of the first counted event of the list matching match() at the same
 * aggregation index (in the event's own units: ns for the clocks), or 0.
 */
static double find_value(const struct stat_config *config, struct evlist *evlist, int aggr_idx,
			 bool (*match)(const struct evsel *, u64), u64 arg)
{
	struct evsel *e;

	evlist__for_each_entry(evlist, e) {
		const struct stat_evsel *ps = e->priv;

		if (!ps || !match(e, arg) || aggr_idx >= ps->nr_aggr)
			continue;
		if (!aggr_counted(config, ps, &ps->aggr[aggr_idx]))
			continue;
		return last_run_only(config) ? ps->aggr[aggr_idx].scaled :
					       avg_stats(&ps->aggr[aggr_idx].st[0]);
	}
	return 0;
}

static bool match_clock(const struct evsel *e, u64 unused)
{
	return is_clock(e);
}

/* Per-second rates get a K, M or G prefix so the number stays short. */
static double rate_with_unit(double v, char *buf, size_t len)
{
	char p = 0;

	if (v > 1e9) {
		v /= 1e9;
		p = 'G';
	} else if (v > 1e6) {
		v /= 1e6;
		p = 'M';
	} else if (v > 1e3) {
		v /= 1e3;
		p = 'K';
	}
	if (p)
		snprintf(buf, len, "%c/sec", p);
	else
		snprintf(buf, len, "/sec");
	return v;
}

static void compute_metric(const struct stat_config *config, struct evlist *evlist,
			   const struct line *l, struct metric *m)
{
	const struct evsel *e = l->evsel;
	double raw = l->value / l->ps->scale, base;

	m->fmt = NULL;
	m->unit = NULL;
	m->val = 0;
	if (is_clock(e)) {
		double wall = config->interval_ns ? (double)config->interval_ns :
						    avg_stats(&config->walltime);

		if (wall > 0) {
			m->fmt = "%8.3f";
			m->val = raw / wall;
		}
		m->unit = "CPUs utilized";
		return;
	}
	if (is_hw(e, PERF_COUNT_HW_INSTRUCTIONS)) {
		base = find_value(config, evlist, l->aggr_idx, is_hw, PERF_COUNT_HW_CPU_CYCLES);
		if (base) {
			m->fmt = "%7.2f ";
			m->unit = "insn per cycle";
			m->val = raw / base;
		}
		return;
	}
	if (is_hw(e, PERF_COUNT_HW_BRANCH_MISSES)) {
		base = find_value(config, evlist, l->aggr_idx, is_hw,
				  PERF_COUNT_HW_BRANCH_INSTRUCTIONS);
		if (base) {
			m->fmt = "%7.2f%%";
			m->unit = "of all branches";
			m->val = 100.0 * raw / base;
		}
		return;
	}
	if (is_hw(e, PERF_COUNT_HW_CACHE_MISSES)) {
		base = find_value(config, evlist, l->aggr_idx, is_hw,
				  PERF_COUNT_HW_CACHE_REFERENCES);
		if (base) {
			m->fmt = "%8.3f %%";
			m->unit = "of all cache refs";
			m->val = 100.0 * raw / base;
		}
		return;
	}
	base = find_value(config, evlist, l->aggr_idx, match_clock, 0);
	if (!base)
		return;
	if (is_hw(e, PERF_COUNT_HW_CPU_CYCLES)) {
		m->fmt = "%8.3f";
		m->unit = "GHz";
		m->val = raw / base;
		return;
	}
	m->fmt = "%8.3f";
	m->val = rate_with_unit(1e9 * raw / base, m->unit_buf, sizeof(m->unit_buf));
	m->unit = m->unit_buf;
}

static const char *thread_comm(const struct stat_config *config, int idx)
{
	return config->comms ? config->comms[idx] : "";
}

/* Number of CPUs a topology aggregate shows: those that counted (1 for an event not counted). */
static int aggr_nr(const struct evsel *evsel, int aggr_idx)
{
	const struct stat_evsel *ps = evsel->priv;
	int nr = ps && aggr_idx < ps->nr_aggr ? ps->aggr[aggr_idx].nr : 0;

	return nr > 0 && ps->supported ? nr : 1;
}

static void print_topo_prefix(const struct stat_config *config, const struct evsel *evsel,
			      int aggr_idx)
{
	FILE *out = config->output;
	const char *sep = config->csv_sep;
	const struct cpu_topo_id *id = &config->aggr_ids[aggr_idx].id;
	int nr = aggr_nr(evsel, aggr_idx);
	/* "S0-D0-C" and 3: the standard layout pads the last number to a column */
	char head[48];
	const char *key;
	int last, width;

	switch (config->aggr_mode) {
	case AGGR_SOCKET:
		key = "socket";
		snprintf(head, sizeof(head), "S");
		last = id->socket;
		width = 5;
		break;
	case AGGR_DIE:
		key = "die";
		snprintf(head, sizeof(head), "S%d-D", id->socket);
		last = id->die;
		width = 8;
		break;
	case AGGR_CORE:
		key = "core";
		snprintf(head, sizeof(head), "S%d-D%d-C", id->socket, id->die);
		last = id->core;
		width = 8;
		break;
	default:
		key = "node";
		snprintf(head, sizeof(head), "N");
		last = id->node;
		width = 5;
		break;
	}
	if (config->json_output)
		fprintf(out, "\"%s\" : \"%s%d\", \"aggregate-number\" : %d, ", key, head, last, nr);
	else if (config->csv_output)
		fprintf(out, "%s%d%s%d%s", head, last, sep, nr, sep);
	else
		fprintf(out, "%s%-*d%s%4d%s", head, width, last, sep, nr, sep);
}

static void print_aggr_prefix(const struct stat_config *config, struct evlist *evlist,
			      const struct evsel *evsel, int aggr_idx)
{
	FILE *out = config->output;
	const char *sep = config->csv_sep;

	if (aggr_mode__by_topology(config->aggr_mode) && aggr_idx < config->nr_aggr_ids) {
		print_topo_prefix(config, evsel, aggr_idx);
	} else if (config->aggr_mode == AGGR_NONE) {
		int cpu = evlist->cpus->map[aggr_idx];

		if (config->json_output)
			fprintf(out, "\"cpu\" : \"%d\", ", cpu);
		else if (config->csv_output)
			fprintf(out, "CPU%d%s", cpu, sep);
		else
			fprintf(out, "CPU%-7d%s", cpu, sep);
	} else if (config->aggr_mode == AGGR_THREAD) {
		pid_t tid = thread_map__tid(evlist->threads, aggr_idx);
		const char *comm = thread_comm(config, aggr_idx);

		if (config->json_output)
			fprintf(out, "\"thread\" : \"%s-%d\", ", comm, tid);
		else if (config->csv_output)
			fprintf(out, "%s-%d%s", comm, tid, sep);
		else
			fprintf(out, "%16s-%-8d%s", comm, tid, sep);
	}
}

/* The metric formats are fixed strings of this file, chosen per event. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"

/* The metric's number alone, for CSV: the format's padding and suffixes dropped. */
static const char *metric_number(const struct metric *m, char *buf, size_t len)
{
	char *s, *end;

	snprintf(buf, len, m->fmt, m->val);
	for (s = buf; *s == ' '; s++)
		;
	for (end = s; isdigit((unsigned char)*end) || *end == '.'; end++)
		;
	*end = '\0';
	return s;
}

static void print_metric(const struct stat_config *config, const struct metric *m,
			 bool counted)
{
	FILE *out = config->output;
	char buf[64];

	if (config->json_output) {
		if (!counted)
			fprintf(out, "\"metric-value\" : %f, \"metric-unit\" : \"\"", 0.0);
		else
			fprintf(out, "\"metric-value\" : %f, \"metric-unit\" : \"%s\"",
				m->fmt ? m->val : 0.0, m->fmt ? m->unit : "(null)");
		return;
	}
	if (config->csv_output) {
		if (!counted || !m->fmt)
			fprintf(out, "%s%s", config->csv_sep, config->csv_sep);
		else
			fprintf(out, "%s%s%s%s", config->csv_sep, metric_number(m, buf, sizeof(buf)),
				config->csv_sep, m->unit);
		return;
	}
	if (!counted || !m->fmt) {
		fprintf(out, "%-*s", METRIC_LEN, "");
		return;
	}
	{
		int n = fprintf(out, " # ");

		n += fprintf(out, m->fmt, m->val);
		fprintf(out, " %-*s", METRIC_LEN - n - 1, m->unit);
	}
}

#pragma GCC diagnostic pop

static void print_noise(const struct stat_config *config, double pct)
{
	FILE *out = config->output;

	if (config->run_count <= 1 || config->interval_ns)
		return;
	if (config->json_output)
		fprintf(out, "\"variance\" : %.2f, ", pct);
	else if (config->csv_output)
		fprintf(out, "%s%.2f%%", config->csv_sep, pct);
	else if (pct)
		fprintf(out, "  ( +-%6.2f%% )", pct);
}

static void print_running(const struct stat_config *config, u64 run, u64 ena)
{
	FILE *out = config->output;
	double pct = ena ? 100.0 * run / ena : 100.0;

	if (config->json_output)
		fprintf(out, "\"event-runtime\" : %llu, \"pcnt-running\" : %.2f, ",
			(unsigned long long)run, pct);
	else if (config->csv_output)
		fprintf(out, "%s%llu%s%.2f", config->csv_sep, (unsigned long long)run,
			config->csv_sep, pct);
	else if (run != ena)
		fprintf(out, "  (%.2f%%)", pct);
}

static void print_line(struct stat_config *config, struct evlist *evlist, const struct line *l)
{
	FILE *out = config->output;
	const char *sep = config->csv_sep;
	const char *name = evsel__name(l->evsel);
	const char *unit = l->ps->unit;
	struct metric m = { 0 };

	if (config->json_output)
		fputc('{', out);
	if (l->prefix)
		fputs(l->prefix, out);
	print_aggr_prefix(config, evlist, l->evsel, l->aggr_idx);

	if (!l->counted) {
		const char *what = l->ps->supported ? CNTR_NOT_COUNTED : CNTR_NOT_SUPPORTED;

		if (config->json_output) {
			fprintf(out, "\"counter-value\" : \"%s\", \"unit\" : \"%s\", "
				     "\"event\" : \"%s\", ", what, unit, name);
			print_noise(config, l->noise);
			print_running(config, l->run, l->ena);
			print_metric(config, &m, false);
		} else if (config->csv_output) {
			fprintf(out, "%s%s%s%s%s", what, sep, unit, sep, name);
			print_noise(config, l->noise);
			print_running(config, l->run, l->ena);
			print_metric(config, &m, false);
		} else {
			fprintf(out, "%18s%s%-*s%s%-25s", what, sep, config->unit_width, unit, sep,
				name);
			print_metric(config, &m, false);
			print_noise(config, l->noise);
			print_running(config, l->run, l->ena);
		}
		fputs(config->json_output ? "}\n" : "\n", out);
		return;
	}

	compute_metric(config, evlist, l, &m);
	if (config->json_output) {
		fprintf(out, "\"counter-value\" : \"%f\", \"unit\" : \"%s\", \"event\" : \"%s\", ",
			l->value, unit, name);
		print_noise(config, l->noise);
		print_running(config, l->run, l->ena);
		print_metric(config, &m, true);
		fputs("}\n", out);
		return;
	}
	{
		/* the clocks (scaled to msec) show two decimals, plain counts none */
		bool frac = perf_floor(l->ps->scale) != l->ps->scale;

		if (config->csv_output)
			fprintf(out, frac ? "%.2f%s" : "%.0f%s", l->value, sep);
		else if (config->big_num)
			fprintf(out, frac ? "%'18.2f%s" : "%'18.0f%s", l->value, sep);
		else
			fprintf(out, frac ? "%18.2f%s" : "%18.0f%s", l->value, sep);
	}
	if (config->csv_output) {
		fprintf(out, "%s%s%s", unit, sep, name);
		print_noise(config, l->noise);
		print_running(config, l->run, l->ena);
		print_metric(config, &m, true);
	} else {
		fprintf(out, "%-*s%s%-32s", config->unit_width, unit, sep, name);
		print_metric(config, &m, true);
		print_noise(config, l->noise);
		print_running(config, l->run, l->ena);
	}
	fputc('\n', out);
}

static void fill_line(const struct stat_config *config, const struct evsel *evsel, int aggr_idx,
		      const char *prefix, struct line *l)
{
	const struct stat_evsel *ps = evsel->priv;
	const struct stat_aggr *a = &ps->aggr[aggr_idx];

	l->evsel = evsel;
	l->ps = ps;
	l->aggr_idx = aggr_idx;
	l->prefix = prefix;
	l->counted = aggr_counted(config, ps, a);
	/*
	 * Per CPU and per thread, -r shows the last run (as Linux perf does): the mean and
	 * spread are of the totals only.
	 */
	if (last_run_only(config)) {
		l->value = a->scaled * ps->scale;
		l->ena = a->c.ena;
		l->run = a->c.run;
		l->noise = 0;
	} else {
		l->value = avg_stats(&a->st[0]) * ps->scale;
		l->ena = (u64)avg_stats(&a->st[1]);
		l->run = (u64)avg_stats(&a->st[2]);
		l->noise = rel_stddev_stats(stddev_stats(&a->st[0]), avg_stats(&a->st[0]));
	}
	if (!ps->supported)
		l->ena = l->run = 0;
}

struct thread_order {
	int idx;
	double val;
};

/* Largest first; equal values keep the map's order. */
static int thread_order_cmp(const void *pa, const void *pb)
{
	const struct thread_order *a = pa, *b = pb;

	if (a->val != b->val)
		return a->val < b->val ? 1 : -1;
	return a->idx - b->idx;
}

static void print_interval_header(struct stat_config *config)
{
	FILE *out = config->output;

	if (config->csv_output || config->json_output)
		return;
	if (config->nr_interval_prints++ % 25)
		return;
	if (config->aggr_mode == AGGR_NONE)
		fprintf(out, "#           time CPU                    counts %*s events\n",
			config->unit_width, "unit");
	else if (config->aggr_mode == AGGR_THREAD)
		fprintf(out, "#           time             comm-pid                  counts %*s "
			     "events\n", config->unit_width, "unit");
	else if (config->aggr_mode == AGGR_SOCKET)
		fprintf(out, "#           time socket cpus             counts %*s events\n",
			config->unit_width, "unit");
	else if (config->aggr_mode == AGGR_DIE)
		fprintf(out, "#           time die          cpus             counts %*s events\n",
			config->unit_width, "unit");
	else if (config->aggr_mode == AGGR_CORE)
		fprintf(out,
			"#           time core            cpus             counts %*s events\n",
			config->unit_width, "unit");
	else if (config->aggr_mode == AGGR_NODE)
		fprintf(out, "#           time node   cpus             counts %*s events\n",
			config->unit_width, "unit");
	else
		fprintf(out, "#           time             counts %*s events\n",
			config->unit_width, "unit");
}

void stat_display__counters(struct stat_config *config, struct evlist *evlist,
			    const struct timespec *ts)
{
	char prefix[64];
	const char *pfx = NULL;
	struct evsel *evsel;

	if (ts) {
		if (config->json_output)
			snprintf(prefix, sizeof(prefix), "\"interval\" : %lu.%09lu, ",
				 (unsigned long)ts->tv_sec, (unsigned long)ts->tv_nsec);
		else
			snprintf(prefix, sizeof(prefix), "%6lu.%09lu%s", (unsigned long)ts->tv_sec,
				 (unsigned long)ts->tv_nsec, config->csv_sep);
		pfx = prefix;
		print_interval_header(config);
	} else if (config->printing_summary && config->csv_output && !config->no_csv_summary) {
		/* the totals after -I, in the time column */
		snprintf(prefix, sizeof(prefix), "%16s%s", "summary", config->csv_sep);
		pfx = prefix;
	}

	if (aggr_mode__by_topology(config->aggr_mode)) {
		/* each aggregate's events together, aggregates in topology order */
		for (int a = 0; a < config->nr_aggr_ids; a++) {
			evlist__for_each_entry(evlist, evsel) {
				const struct stat_evsel *ps = evsel->priv;
				struct line l;

				if (a >= ps->nr_aggr || (evsel->tool_event && a > 0))
					continue;
				fill_line(config, evsel, a, pfx, &l);
				print_line(config, evlist, &l);
			}
		}
		fflush(config->output);
		return;
	}

	evlist__for_each_entry(evlist, evsel) {
		const struct stat_evsel *ps = evsel->priv;
		struct line l;

		if (config->aggr_mode == AGGR_THREAD) {
			struct thread_order *order = xcalloc(ps->nr_aggr, sizeof(*order));
			int n = 0;

			for (int i = 0; i < ps->nr_aggr; i++) {
				fill_line(config, evsel, i, pfx, &l);
				/* system wide, most threads did nothing: show those that did */
				if (config->system_wide && l.value == 0)
					continue;
				order[n].idx = i;
				order[n].val = l.counted ? l.value : -1;
				n++;
			}
			qsort(order, n, sizeof(*order), thread_order_cmp);
			for (int i = 0; i < n; i++) {
				fill_line(config, evsel, order[i].idx, pfx, &l);
				print_line(config, evlist, &l);
			}
			free(order);
			continue;
		}
		/* a tool event has one value, shown on the first CPU's line only (-A) */
		for (int i = 0; i < (evsel->tool_event ? 1 : ps->nr_aggr); i++) {
			fill_line(config, evsel, i, pfx, &l);
			print_line(config, evlist, &l);
		}
	}
	fflush(config->output);
}

void stat_display__header(struct stat_config *config, const struct target *target, int argc,
			  const char **argv)
{
	FILE *out = config->output;

	if (config->csv_output || config->json_output || config->interval_ns)
		return;
	fprintf(out, "\n Performance counter stats for ");
	if (target->system_wide) {
		fprintf(out, "'system wide");
	} else if (target->cpu_list) {
		fprintf(out, "'CPU(s) %s", target->cpu_list);
	} else if (!target__has_task(target)) {
		fprintf(out, "'%s", argc > 0 ? argv[0] : "pipe");
		for (int i = 1; i < argc; i++)
			fprintf(out, " %s", argv[i]);
	} else if (target->pid) {
		fprintf(out, "process id '%s", target->pid);
	} else {
		fprintf(out, "thread id '%s", target->tid);
	}
	fputc('\'', out);
	if (config->run_count > 1)
		fprintf(out, " (%d runs)", config->run_count);
	fprintf(out, ":\n\n");
}

/* Digits after the point worth showing for a mean known to +- sd: two past its first. */
static int precision_for(double sd)
{
	if (sd > 1)
		return 2;
	if (sd <= 0)
		return 9;
	/*
	 * ceil(-log10(sd)) + 2: the least n with sd * 10^n >= 1 (10^n exact up to 10^22), so
	 * the binary needs no libm (linked, it cost every command ~0.35 MB of RSS). Only an sd
	 * within a few ulps below a power of ten differs: log10 rounds it to the power.
	 */
	int n = 0;

	for (double p = 1; sd * p < 1; p *= 10)
		n++;
	return n + 2;
}

/*
 * --table: each run's elapsed time, its difference from the mean and a bar of one '#' and
 * one more for each 5% that difference is of the run, as Linux perf draws it; then the
 * mean under "# Final result:". The headings start where the numbers do.
 */
static void print_walltime_table(struct stat_config *config, int prec, double avg)
{
	FILE *out = config->output;
	char buf[64];
	int indent = 0;

	snprintf(buf, sizeof(buf), " %17.*f", prec, avg);
	while (buf[indent] == ' ')
		indent++;
	fprintf(out, "%*s# Table of individual measurements:\n", indent, "");
	for (int i = 0; i < config->run_count && i < config->nr_runs; i++) {
		double run = config->walltime_run[i] / 1e9;
		int n = 1 + abs((int)(100.0 * (run - avg) / run) / 5);

		fprintf(out, " %17.*f (%+.*f) ", prec, run, prec, run - avg);
		for (int h = 0; h < n; h++)
			fputc('#', out);
		fputc('\n', out);
	}
	fprintf(out, "\n%*s# Final result:\n", indent, "");
}

void stat_display__footer(struct stat_config *config)
{
	FILE *out = config->output;
	double avg = avg_stats(&config->walltime) / 1e9;

	if (config->csv_output || config->json_output || config->interval_ns)
		return;
	if (!config->null_run)
		fputc('\n', out);
	if (config->run_count <= 1) {
		fprintf(out, " %17.9f seconds time elapsed", avg);
		if (config->ru_display) {
			fprintf(out, "\n\n");
			fprintf(out, " %17.9f seconds user\n",
				config->ru_utime.tv_sec + config->ru_utime.tv_usec / 1e6);
			fprintf(out, " %17.9f seconds sys\n",
				config->ru_stime.tv_sec + config->ru_stime.tv_usec / 1e6);
		}
	} else {
		double sd = stddev_stats(&config->walltime) / 1e9;
		int prec = precision_for(sd);
		double pct = rel_stddev_stats(sd, avg);

		if (config->walltime_table && config->walltime_run)
			print_walltime_table(config, prec, avg);
		fprintf(out, " %17.*f +- %.*f seconds time elapsed", prec, avg, prec, sd);
		if (pct)
			fprintf(out, "  ( +-%6.2f%% )", pct);
	}
	fprintf(out, "\n\n");
	fflush(out);
}

int stat_display__unit_width(struct evlist *evlist)
{
	struct evsel *evsel;
	int w = 4;

	evlist__for_each_entry(evlist, evsel) {
		const struct stat_evsel *ps = evsel->priv;
		int l = ps && ps->unit ? (int)strlen(ps->unit) : 0;

		if (l > w)
			w = l;
	}
	return w;
}
