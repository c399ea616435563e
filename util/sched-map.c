// SPDX-License-Identifier: GPL-2.0
/* perf sched map: what each CPU runs, a line per context switch. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/color.h"
#include "util/debug.h"
#include "util/event.h"
#include "util/filter-list.h"
#include "util/machine.h"
#include "util/sched-map.h"
#include "util/sched-tp.h"
#include "util/thread.h"
#include "util/util.h"

#define COLOR_PIDS "\033[34m" /* blue */
#define COLOR_CPUS "\033[41m" /* red background */

/* A task as the map names it. */
struct map_task {
	char shortname[3];
	bool comm_changed;
	bool color;
	struct map_task *next; /* the map's list, for freeing */
};

struct sched_map {
	struct sched_map_opts o;
	struct machine *machine;
	int max_cpu;
	struct thread **curr; /* per CPU, the task running */
	int nr_curr;
	int *comp_cpus; /* --compact: the CPUs in the order they first switched */
	int nr_comp;
	char next1, next2; /* the next short name */
	struct int_list color_pids;
	struct cpu_filter color_cpus, cpus;
	struct map_task *tasks;
	bool use_color;
};

struct sched_map *sched_map__new(const struct sched_map_opts *o, struct machine *machine, int ncpus)
{
	struct sched_map *map = xzalloc(sizeof(*map));

	map->o = *o;
	map->machine = machine;
	map->max_cpu = ncpus > 0 ? ncpus : 1;
	map->next1 = 'A';
	map->next2 = '0';
	map->use_color = color__enabled(stdout);
	if (o->color_pids && int_list__parse(&map->color_pids, o->color_pids)) {
		pr_err("perf sched map: bad --color-pids list: %s\n", o->color_pids);
		goto err;
	}
	if (o->color_cpus && cpu_filter__parse(&map->color_cpus, o->color_cpus)) {
		pr_err("perf sched map: bad --color-cpus list: %s\n", o->color_cpus);
		goto err;
	}
	if (o->cpus && cpu_filter__parse(&map->cpus, o->cpus)) {
		pr_err("perf sched map: bad --cpus list: %s\n", o->cpus);
		goto err;
	}
	return map;
err:
	sched_map__delete(map);
	return NULL;
}

static int forget_task(struct thread *thread, void *arg)
{
	thread->priv = NULL;
	return 0;
}

void sched_map__delete(struct sched_map *map)
{
	struct map_task *t, *n;

	if (!map)
		return;
	for (t = map->tasks; t; t = n) {
		n = t->next;
		free(t);
	}
	machine__for_each_thread(map->machine, forget_task, NULL);
	int_list__exit(&map->color_pids);
	cpu_filter__exit(&map->color_cpus);
	cpu_filter__exit(&map->cpus);
	free(map->curr);
	free(map->comp_cpus);
	free(map);
}

static struct map_task *task_of(struct sched_map *map, struct thread *thread)
{
	struct map_task *t = thread->priv;

	if (t)
		return t;
	t = xzalloc(sizeof(*t));
	t->color = map->color_pids.nr && int_list__has(&map->color_pids, thread->tid);
	t->next = map->tasks;
	map->tasks = t;
	thread->priv = t;
	return t;
}

void sched_map__comm(struct sched_map *map, struct thread *thread)
{
	task_of(map, thread)->comm_changed = true;
}

static void cprintf(struct sched_map *map, const char *color, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void cprintf(struct sched_map *map, const char *color, const char *fmt, ...)
{
	bool on = map->use_color && color && *color;
	va_list ap;

	if (on)
		fputs(color, stdout);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	if (on)
		fputs(PERF_COLOR_RESET, stdout);
}

static void name_task(struct sched_map *map, struct map_task *t, struct thread *thread)
{
	if (!strcmp(thread__comm_str(thread), "swapper")) {
		/* the idle task is '.', no letter of its own */
		memcpy(t->shortname, ". ", 3);
		return;
	}
	t->shortname[0] = map->next1;
	t->shortname[1] = map->next2;
	t->shortname[2] = '\0';
	if (map->next1 < 'Z') {
		map->next1++;
	} else {
		map->next1 = 'A';
		map->next2 = map->next2 < '9' ? map->next2 + 1 : '0';
	}
}

static void ensure_cpu(struct sched_map *map, int cpu)
{
	int n = cpu + 16;

	if (cpu < map->nr_curr)
		return;
	map->curr = xrealloc(map->curr, n * sizeof(*map->curr));
	map->comp_cpus = xrealloc(map->comp_cpus, n * sizeof(*map->comp_cpus));
	memset(map->curr + map->nr_curr, 0, (n - map->nr_curr) * sizeof(*map->curr));
	map->nr_curr = n;
}

static void on_switch(struct sched_map *map, const struct perf_sample *sample,
		      const struct sched_event *ev)
{
	int this_cpu = (int)sample->cpu, cols;
	struct thread *in;
	struct map_task *t;
	bool new_name = false, new_cpu = false;
	u64 usecs;
	char ts[32];

	ensure_cpu(map, this_cpu);
	if (this_cpu > map->max_cpu)
		map->max_cpu = this_cpu;
	if (map->o.compact) {
		bool seen = false;

		for (int i = 0; i < map->nr_comp; i++)
			seen |= map->comp_cpus[i] == this_cpu;
		if (!seen) {
			map->comp_cpus[map->nr_comp++] = this_cpu;
			new_cpu = true;
		}
		cols = map->nr_comp;
	} else {
		cols = map->max_cpu;
	}
	in = machine__findnew_thread(map->machine, -1, ev->next_pid);
	t = task_of(map, in);
	map->curr[this_cpu] = in;

	printf("  ");
	if (!t->shortname[0]) {
		name_task(map, t, in);
		new_name = true;
	}
	for (int i = 0; i < cols; i++) {
		int cpu = map->o.compact ? map->comp_cpus[i] : i;
		struct thread *curr = cpu < map->nr_curr ? map->curr[cpu] : NULL;
		const char *pid_color = "", *cpu_color = "";

		if (curr && task_of(map, curr)->color)
			pid_color = COLOR_PIDS;
		if (map->o.cpus && !cpu_filter__has(&map->cpus, cpu))
			continue;
		if (map->o.color_cpus && cpu_filter__has(&map->color_cpus, cpu))
			cpu_color = COLOR_CPUS;
		if (cpu != this_cpu)
			cprintf(map, "", " ");
		else
			cprintf(map, cpu_color, "*");
		if (curr)
			cprintf(map, pid_color, "%2s ", task_of(map, curr)->shortname);
		else
			cprintf(map, "", "   ");
	}
	if (!map->o.cpus || cpu_filter__has(&map->cpus, this_cpu)) {
		usecs = sample->time / 1000;
		snprintf(ts, sizeof(ts), "%llu.%06llu", (unsigned long long)(usecs / 1000000),
			 (unsigned long long)(usecs % 1000000));
		printf("  %12s secs ", ts);
		if (new_name || t->comm_changed || (verbose > 0 && in->tid)) {
			cprintf(map, t->color ? COLOR_PIDS : "", "%s => %s:%d", t->shortname,
				thread__comm_str(in), in->tid);
			t->comm_changed = false;
		}
		if (map->o.compact && new_cpu)
			printf(" (CPU %d)", this_cpu);
	}
	printf("\n");
}

void sched_map__sample(struct sched_map *map, const struct perf_sample *sample,
		       const struct sched_event *ev)
{
	if (ev->type == SCHED_SWITCH)
		on_switch(map, sample, ev);
}
