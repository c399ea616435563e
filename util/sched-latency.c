// SPDX-License-Identifier: GPL-2.0
/* perf sched latency: the waits for a CPU between wakeup and switch in, per task. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/event.h"
#include "util/machine.h"
#include "util/sched-latency.h"
#include "util/sched-tp.h"
#include "util/session.h"
#include "util/thread.h"
#include "util/util.h"

#define NSEC_PER_MSEC 1000000.0

/* A task's state since its last switch out, as Linux perf's latency follows it. */
enum lat_state { LAT_SLEEPING, LAT_WAIT_CPU, LAT_SCHED_IN, LAT_IGNORE };

struct lat_task {
	int tid;
	const char *comm; /* the task's comm when the table is made */
	/* the task's last period off the CPU: only the last one is ever updated */
	struct {
		enum lat_state state;
		u64 sched_out, wake_up;
		bool set;
	} last;
	u64 total_runtime, total_lat, nb_atoms, max_lat, max_lat_start, max_lat_end;
	int num_merged;
	size_t order; /* where it came into the sort: its place among equals */
};

struct sched_latency {
	struct sched_latency_opts o;
	struct machine *machine;
	struct {
		struct lat_task **v; /* in the order they were seen */
		size_t nr, alloc;
	} tasks;
	struct hashmap by_tid; /* the same tasks by tid */
	u64 *cpu_last_switch;
	int *cpu_curr; /* per CPU, the pid switched in last, -1: none */
	int nr_cpus;
	u64 nr_timestamps, nr_unordered, nr_switch_bugs;
};

int sched_latency__parse_sort(struct sched_latency_opts *o, const char *list, char *bad, size_t len)
{
	static const struct {
		const char *name;
		enum sched_lat_key key;
	} keys[] = {
		{ "pid", LAT_KEY_PID },	      { "runtime", LAT_KEY_RUNTIME },
		{ "switch", LAT_KEY_SWITCH }, { "avg", LAT_KEY_AVG },
		{ "max", LAT_KEY_MAX },
	};
	char *copy = xstrdup(list), *save = NULL, *tok;
	int err = 0;

	o->nr_keys = 0;
	for (tok = strtok_r(copy, ", ", &save); tok; tok = strtok_r(NULL, ", ", &save)) {
		size_t i;

		for (i = 0; i < ARRAY_SIZE(keys); i++)
			if (!strcmp(tok, keys[i].name))
				break;
		if (i == ARRAY_SIZE(keys)) {
			snprintf(bad, len, "%s", tok);
			err = -EINVAL;
			break;
		}
		if (o->nr_keys < (int)ARRAY_SIZE(o->keys))
			o->keys[o->nr_keys++] = keys[i].key;
	}
	free(copy);
	return err;
}

struct sched_latency *sched_latency__new(const struct sched_latency_opts *o,
					 struct machine *machine)
{
	struct sched_latency *lat = xzalloc(sizeof(*lat));

	lat->o = *o;
	lat->machine = machine;
	return lat;
}

void sched_latency__delete(struct sched_latency *lat)
{
	if (!lat)
		return;
	for (size_t i = 0; i < lat->tasks.nr; i++)
		free(lat->tasks.v[i]);
	free(lat->tasks.v);
	hashmap__exit(&lat->by_tid);
	free(lat->cpu_last_switch);
	free(lat->cpu_curr);
	free(lat);
}

static bool tid_eq(const void *entry, const void *key)
{
	return ((const struct lat_task *)entry)->tid == *(const int *)key;
}

static struct lat_task *find_task(struct sched_latency *lat, int tid)
{
	return hashmap__find(&lat->by_tid, (u64)(u32)tid, tid_eq, &tid);
}

static struct lat_task *add_task(struct sched_latency *lat, int tid)
{
	struct lat_task *t = xzalloc(sizeof(*t));

	/* the task is known to the machine from here on, as Linux perf's lookup makes it */
	machine__findnew_thread(lat->machine, -1, tid);
	t->tid = tid;
	if (lat->tasks.nr == lat->tasks.alloc) {
		lat->tasks.alloc = lat->tasks.alloc ? 2 * lat->tasks.alloc : 256;
		lat->tasks.v = xrealloc(lat->tasks.v, lat->tasks.alloc * sizeof(*lat->tasks.v));
	}
	lat->tasks.v[lat->tasks.nr++] = t;
	if (hashmap__add(&lat->by_tid, (u64)(u32)tid, t))
		xalloc_die(sizeof(struct hashmap_slot));
	return t;
}

/* A new period off the CPU from now; 'R': still runnable, so waiting for the CPU. */
static void sched_out(struct lat_task *t, char run_state, u64 now)
{
	t->last.set = true;
	t->last.sched_out = now;
	t->last.state = LAT_SLEEPING;
	t->last.wake_up = 0;
	if (run_state == 'R') {
		t->last.state = LAT_WAIT_CPU;
		t->last.wake_up = now;
	}
}

static void sched_in(struct lat_task *t, u64 now)
{
	u64 delta;

	if (!t->last.set || t->last.state != LAT_WAIT_CPU)
		return;
	if (now < t->last.wake_up) {
		t->last.state = LAT_IGNORE;
		return;
	}
	t->last.state = LAT_SCHED_IN;
	delta = now - t->last.wake_up;
	t->total_lat += delta;
	if (delta > t->max_lat) {
		t->max_lat = delta;
		t->max_lat_start = t->last.wake_up;
		t->max_lat_end = now;
	}
	t->nb_atoms++;
}

/* The task of tid; one not seen yet starts off the CPU, in run_state, from now. */
static struct lat_task *task_or_new(struct sched_latency *lat, int tid, char run_state, u64 now)
{
	struct lat_task *t = find_task(lat, tid);

	if (!t) {
		t = add_task(lat, tid);
		sched_out(t, run_state, now);
	}
	return t;
}

static void cpu_slots(struct sched_latency *lat, int cpu)
{
	int n = cpu + 16;

	if (cpu < lat->nr_cpus)
		return;
	lat->cpu_last_switch = xrealloc(lat->cpu_last_switch, n * sizeof(u64));
	lat->cpu_curr = xrealloc(lat->cpu_curr, n * sizeof(int));
	for (int i = lat->nr_cpus; i < n; i++) {
		lat->cpu_last_switch[i] = 0;
		lat->cpu_curr[i] = -1;
	}
	lat->nr_cpus = n;
}

/*
 * The state letter Linux perf takes for a sched_switch's prev_state: the letter at that
 * index (0 'R' runnable, 1 'S', 2 'D', ...); beyond the letters, none of them.
 */
static char out_state(s64 prev_state)
{
	static const char states[] = SCHED_TASK_STATES;

	return prev_state >= 0 && prev_state < (s64)sizeof(states) - 1 ? states[prev_state] : '?';
}

static void on_switch(struct sched_latency *lat, const struct perf_sample *sample,
		      const struct sched_event *ev)
{
	int cpu = (int)sample->cpu;
	struct lat_task *out, *in;

	cpu_slots(lat, cpu);
	if (lat->cpu_curr[cpu] != -1 && lat->cpu_curr[cpu] != ev->prev_pid)
		lat->nr_switch_bugs++;
	lat->cpu_curr[cpu] = ev->next_pid;
	if (lat->cpu_last_switch[cpu] > sample->time)
		return; /* time went back on this CPU: Linux perf drops the switch */
	lat->cpu_last_switch[cpu] = sample->time;

	out = find_task(lat, ev->prev_pid);
	if (!out)
		out = add_task(lat, ev->prev_pid);
	sched_out(out, out_state(ev->prev_state), sample->time);
	/* a task not seen yet came in: it was runnable until now */
	in = task_or_new(lat, ev->next_pid, 'R', sample->time);
	sched_in(in, sample->time);
}

static void on_runtime(struct sched_latency *lat, const struct perf_sample *sample,
		       const struct sched_event *ev)
{
	task_or_new(lat, ev->pid, 'R', sample->time)->total_runtime += ev->runtime;
}

static void on_wakeup(struct sched_latency *lat, const struct perf_sample *sample,
		      const struct sched_event *ev)
{
	struct lat_task *t = task_or_new(lat, ev->pid, 'S', sample->time);

	/*
	 * A wakeup of a task still on its runqueue changes nothing; with one CPU recorded
	 * (-C) the switches of the others are missing, so every wakeup counts.
	 */
	if (lat->o.cpu == -1 && t->last.state != LAT_SLEEPING)
		return;
	lat->nr_timestamps++;
	if (t->last.sched_out > sample->time) {
		lat->nr_unordered++;
		return;
	}
	t->last.state = LAT_WAIT_CPU;
	t->last.wake_up = sample->time;
}

static void on_migrate(struct sched_latency *lat, const struct perf_sample *sample,
		       const struct sched_event *ev)
{
	struct lat_task *t;

	/* only when one CPU is profiled does a migration matter */
	if (lat->o.cpu == -1)
		return;
	t = task_or_new(lat, ev->pid, 'R', sample->time);
	t->last.sched_out = t->last.wake_up = sample->time;
	lat->nr_timestamps++;
}

void sched_latency__sample(struct sched_latency *lat, const struct perf_sample *sample,
			   const struct sched_event *ev)
{
	switch (ev->type) {
	case SCHED_SWITCH:
		on_switch(lat, sample, ev);
		break;
	case SCHED_STAT_RUNTIME:
		on_runtime(lat, sample, ev);
		break;
	case SCHED_WAKEUP:
	case SCHED_WAKEUP_NEW:
		/* not sched_waking: Linux perf 6.1's latency does not read it */
		on_wakeup(lat, sample, ev);
		break;
	case SCHED_MIGRATE_TASK:
		on_migrate(lat, sample, ev);
		break;
	default:
		break;
	}
}

static int cmp_u64(u64 a, u64 b)
{
	return a < b ? -1 : a > b;
}

static int key_cmp(enum sched_lat_key key, const struct lat_task *l, const struct lat_task *r)
{
	switch (key) {
	case LAT_KEY_PID:
		return l->tid < r->tid ? -1 : l->tid > r->tid;
	case LAT_KEY_RUNTIME:
		return cmp_u64(l->total_runtime, r->total_runtime);
	case LAT_KEY_SWITCH:
		return cmp_u64(l->nb_atoms, r->nb_atoms);
	case LAT_KEY_AVG:
		/* tasks that never waited come last, whatever the other keys say */
		if (!l->nb_atoms || !r->nb_atoms)
			return !l->nb_atoms && !r->nb_atoms ? 0 : l->nb_atoms ? 1 : -1;
		return cmp_u64(l->total_lat / l->nb_atoms, r->total_lat / r->nb_atoms);
	case LAT_KEY_MAX:
		return cmp_u64(l->max_lat, r->max_lat);
	}
	return 0;
}

/* Descending by the keys; equals in the order they came (Linux perf's tree keeps it). */
static int task_order(const void *a, const void *b, void *arg)
{
	const struct lat_task *l = *(const struct lat_task *const *)a;
	const struct lat_task *r = *(const struct lat_task *const *)b;
	const struct sched_latency_opts *o = arg;

	for (int i = 0; i < o->nr_keys; i++) {
		enum sched_lat_key k = o->keys[i];
		int c = key_cmp(k, l, r);

		if (c)
			return -c;
		if (k == LAT_KEY_AVG && (!l->nb_atoms || !r->nb_atoms))
			break;
	}
	return l->order < r->order ? -1 : l->order > r->order;
}

static int tid_desc(const void *a, const void *b)
{
	const struct lat_task *l = *(const struct lat_task *const *)a;
	const struct lat_task *r = *(const struct lat_task *const *)b;

	return l->tid > r->tid ? -1 : l->tid < r->tid;
}

static int comm_desc(const void *a, const void *b)
{
	const struct lat_task *l = *(const struct lat_task *const *)a;
	const struct lat_task *r = *(const struct lat_task *const *)b;
	int c = strcmp(r->comm, l->comm);

	return c ? c : l->order < r->order ? -1 : l->order > r->order;
}

/*
 * Per comm unless -p: the tasks of one comm summed into the one of the highest tid
 * (Linux perf merges them from its highest tid down), the rows in descending comm order
 * before the sort. Returns the rows.
 */
static size_t make_rows(struct sched_latency *lat, struct lat_task **rows)
{
	size_t n = lat->tasks.nr, nr = 0;

	if (!n) /* (memcpy and qsort take no NULL) */
		return 0;
	memcpy(rows, lat->tasks.v, n * sizeof(*rows));
	qsort(rows, n, sizeof(*rows), tid_desc);
	for (size_t i = 0; i < n; i++) {
		struct thread *t = machine__findnew_thread(lat->machine, -1, rows[i]->tid);

		rows[i]->comm = thread__comm_str(t);
		rows[i]->order = i;
		rows[i]->num_merged = 1;
	}
	if (lat->o.per_pid)
		return n;
	qsort(rows, n, sizeof(*rows), comm_desc);
	for (size_t i = 0; i < n; i++) {
		struct lat_task *d = rows[i], *m = nr ? rows[nr - 1] : NULL;

		if (!m || strcmp(m->comm, d->comm)) {
			rows[nr++] = d;
			continue;
		}
		m->num_merged++;
		m->total_runtime += d->total_runtime;
		m->nb_atoms += d->nb_atoms;
		m->total_lat += d->total_lat;
		if (m->max_lat < d->max_lat) {
			m->max_lat = d->max_lat;
			m->max_lat_start = d->max_lat_start;
			m->max_lat_end = d->max_lat_end;
		}
	}
	for (size_t i = 0; i < nr; i++)
		rows[i]->order = i;
	return nr;
}

static void usec_str(u64 t, char *buf, size_t len)
{
	u64 usecs = t / 1000;

	snprintf(buf, len, "%llu.%06llu", (unsigned long long)(usecs / 1000000),
		 (unsigned long long)(usecs % 1000000));
}

void sched_latency__print(struct sched_latency *lat, const struct perf_session_stats *stats)
{
	struct lat_task **rows = xcalloc(lat->tasks.nr + 1, sizeof(*rows));
	size_t nr = make_rows(lat, rows);
	u64 all_runtime = 0, all_count = 0;

	qsort_r(rows, nr, sizeof(*rows), task_order, &lat->o);

	printf("\n -------------------------------------------------------------------------------------------------------------------------------------------\n");
	printf("  Task                  |   Runtime ms  | Switches | Avg delay ms    | Max delay ms    | Max delay start           | Max delay end          |\n");
	printf(" -------------------------------------------------------------------------------------------------------------------------------------------\n");
	for (size_t i = 0; i < nr; i++) {
		const struct lat_task *t = rows[i];
		char start[32], end[32];
		int w;

		/* the idle task waits for nothing */
		if (!t->nb_atoms || !strcmp(t->comm, "swapper"))
			continue;
		all_runtime += t->total_runtime;
		all_count += t->nb_atoms;
		if (t->num_merged > 1)
			w = printf("  %s:(%d) ", t->comm, t->num_merged);
		else
			w = printf("  %s:%d ", t->comm, t->tid);
		for (; w < 24; w++)
			putchar(' ');
		usec_str(t->max_lat_start, start, sizeof(start));
		usec_str(t->max_lat_end, end, sizeof(end));
		printf("|%11.3f ms |%9llu | avg:%8.3f ms | max:%8.3f ms | max start: %12s s | max end: %12s s\n",
		       t->total_runtime / NSEC_PER_MSEC, (unsigned long long)t->nb_atoms,
		       (double)(t->total_lat / t->nb_atoms) / NSEC_PER_MSEC,
		       t->max_lat / NSEC_PER_MSEC, start, end);
	}
	printf(" -----------------------------------------------------------------------------------------------------------------\n");
	printf("  TOTAL:                |%11.3f ms |%9llu |\n", all_runtime / NSEC_PER_MSEC,
	       (unsigned long long)all_count);
	printf(" ---------------------------------------------------\n");

	if (lat->nr_unordered && lat->nr_timestamps)
		printf("  INFO: %.3f%% unordered timestamps (%llu out of %llu)\n",
		       (double)lat->nr_unordered / (double)lat->nr_timestamps * 100.0,
		       (unsigned long long)lat->nr_unordered,
		       (unsigned long long)lat->nr_timestamps);
	sched__print_lost(stats);
	if (lat->nr_switch_bugs && lat->nr_timestamps) {
		printf("  INFO: %.3f%% context switch bugs (%llu out of %llu)",
		       (double)lat->nr_switch_bugs / (double)lat->nr_timestamps * 100.0,
		       (unsigned long long)lat->nr_switch_bugs,
		       (unsigned long long)lat->nr_timestamps);
		if (stats->total_lost)
			printf(" (due to lost events?)");
		printf("\n");
	}
	printf("\n");
	free(rows);
}
