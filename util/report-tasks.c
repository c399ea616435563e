// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "event.h"
#include "evlist.h"
#include "evsel.h"
#include "machine.h"
#include "replay.h"
#include "report-tasks.h"
#include "session.h"
#include "thread.h"

/* --- the task tree --- */

struct task_list {
	struct thread **v;
	size_t nr, alloc;
};

static int collect_thread(struct thread *t, void *arg)
{
	struct task_list *l = arg;

	l->v = grow_array(l->v, &l->alloc, l->nr + 1, sizeof(*l->v));
	l->v[l->nr++] = t;
	return 0;
}

/*
 * Linux perf 6.1 walks its threads table: 256 buckets by the low byte of the tid, each in
 * tid order. The tree's roots and each task's children come in the order that walk first
 * meets them (a task is met when it or one of its descendants is), so we walk the same way.
 */
static int task_cmp(const void *a, const void *b)
{
	const struct thread *x = *(struct thread *const *)a, *y = *(struct thread *const *)b;
	int bx = x->tid & 255, by = y->tid & 255;

	if (bx != by)
		return bx < by ? -1 : 1;
	return x->tid < y->tid ? -1 : x->tid > y->tid;
}

static int by_tid_cmp(const void *a, const void *b, void *arg)
{
	const struct task_list *l = arg;
	int x = l->v[*(const long *)a]->tid, y = l->v[*(const long *)b]->tid;

	return x < y ? -1 : x > y;
}

/* The parent of a task: the task whose tid is its ppid (the idle task's for ppid 0). */
static long task_parent(const struct task_list *l, const long *by_tid, const struct thread *t)
{
	size_t lo = 0, hi = l->nr;

	if (t->ppid < 0 || t->ppid == t->tid)
		return -1;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int tid = l->v[by_tid[mid]]->tid;

		if (tid == t->ppid)
			return by_tid[mid];
		if (tid < t->ppid)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

#define TASK_DEPTH_MAX 4096

struct task_node {
	long first_child, last_child, next; /* indices into the task list, -1 for none */
	bool listed;
};

static void append(struct task_node *n, long *first, long *last, long i)
{
	if (*last >= 0)
		n[*last].next = i;
	else
		*first = i;
	*last = i;
	n[i].listed = true;
}

static void print_task(const struct task_list *l, const struct task_node *n, long i, int level,
		       FILE *fp)
{
	const struct thread *t = l->v[i];

	fprintf(fp, "%10d %8d %8d |%*s%s\n", t->pid, t->tid, t->ppid, level, "",
		thread__comm_str(t));
	if (level >= TASK_DEPTH_MAX)
		return; /* a damaged file's chain of forks, as deep as the stack: not followed */
	for (long c = n[i].first_child; c >= 0; c = n[c].next)
		print_task(l, n, c, level + 1, fp);
}

/* "pid tid ppid |comm", children under their parent indented one column per level. */
static int report_tasks__fprintf(struct machine *machine, FILE *fp)
{
	struct task_list l = { 0 };
	struct task_node *n;
	long first = -1, last = -1, *by_tid;
	bool have_idle = false;

	machine__for_each_thread(machine, collect_thread, &l);
	for (size_t i = 0; i < l.nr; i++)
		have_idle |= l.v[i]->tid == 0;
	if (!have_idle) /* the idle task, as Linux perf always has it */
		collect_thread(machine__findnew_thread(machine, 0, 0), &l);
	if (l.nr)
		qsort(l.v, l.nr, sizeof(*l.v), task_cmp);
	n = calloc(l.nr ? l.nr : 1, sizeof(*n));
	by_tid = calloc(l.nr ? l.nr : 1, sizeof(*by_tid));
	if (!n || !by_tid) {
		free(n);
		free(by_tid);
		free(l.v);
		return -ENOMEM;
	}
	for (size_t i = 0; i < l.nr; i++) {
		n[i].first_child = n[i].last_child = n[i].next = -1;
		by_tid[i] = (long)i;
	}
	if (l.nr)
		qsort_r(by_tid, l.nr, sizeof(*by_tid), by_tid_cmp, &l);
	/*
	 * Each task not yet in the tree goes under its parent, then the parent under its own,
	 * up to a task already in the tree or a root: one without a parent in the file. A cycle
	 * in a damaged file's fork records ends at a task already placed, and is not printed.
	 */
	for (size_t i = 0; i < l.nr; i++) {
		long cur = (long)i;

		while (!n[cur].listed) {
			long parent = task_parent(&l, by_tid, l.v[cur]);

			if (parent < 0) {
				append(n, &first, &last, cur);
				break;
			}
			append(n, &n[parent].first_child, &n[parent].last_child, cur);
			cur = parent;
		}
	}
	fprintf(fp, "# %8s %8s %8s  %s\n", "pid", "tid", "ppid", "comm");
	for (long r = first; r >= 0; r = n[r].next)
		print_task(&l, n, r, 0, fp);
	free(by_tid);
	free(n);
	free(l.v);
	return 0;
}

int report_tasks__run(struct replay *replay, FILE *fp)
{
	int err = replay__run(replay);

	return err ? err : report_tasks__fprintf(replay->machine, fp);
}

/* --- per-thread counts --- */

struct thread_count {
	int pid, tid;
	u64 *values; /* by evsel idx */
};

struct thread_counts {
	struct thread_count *rows;
	size_t nr, alloc;
	struct evsel **evsels; /* by idx, those with a READ record */
	int nr_evsels;
};

struct thread_counts *thread_counts__new(void)
{
	return calloc(1, sizeof(struct thread_counts));
}

void thread_counts__delete(struct thread_counts *tc)
{
	if (!tc)
		return;
	for (size_t i = 0; i < tc->nr; i++)
		free(tc->rows[i].values);
	free(tc->rows);
	free(tc->evsels);
	free(tc);
}

static int thread_counts__add(struct thread_counts *tc, int pid, int tid, struct evsel *evsel,
			      u64 value)
{
	struct thread_count *r = NULL;
	int idx = evsel->idx;

	if (idx < 0 || idx > 4096)
		return -EINVAL;
	if (idx >= tc->nr_evsels) {
		struct evsel **n = realloc(tc->evsels, (idx + 1) * sizeof(*n));

		if (!n)
			return -ENOMEM;
		memset(n + tc->nr_evsels, 0, (idx + 1 - tc->nr_evsels) * sizeof(*n));
		for (size_t i = 0; i < tc->nr; i++) {
			u64 *v = realloc(tc->rows[i].values, (idx + 1) * sizeof(*v));

			if (!v)
				return -ENOMEM;
			memset(v + tc->nr_evsels, 0, (idx + 1 - tc->nr_evsels) * sizeof(*v));
			tc->rows[i].values = v;
		}
		tc->evsels = n;
		tc->nr_evsels = idx + 1;
	}
	tc->evsels[idx] = evsel;
	for (size_t i = 0; i < tc->nr && !r; i++)
		if (tc->rows[i].pid == pid && tc->rows[i].tid == tid)
			r = &tc->rows[i];
	if (!r) {
		tc->rows = grow_array(tc->rows, &tc->alloc, tc->nr + 1, sizeof(*tc->rows));
		r = &tc->rows[tc->nr++];
		r->pid = pid;
		r->tid = tid;
		r->values = calloc(tc->nr_evsels, sizeof(u64));
		if (!r->values) {
			tc->nr--;
			return -ENOMEM;
		}
	}
	r->values[idx] += value;
	return 0;
}

static int digits(long long v)
{
	char buf[32];

	return snprintf(buf, sizeof(buf), "%lld", v);
}

int thread_counts__add_read(struct thread_counts *tc, struct evlist *evlist,
			    const union perf_event *event, struct evsel *evsel)
{
	if (event->header.size < sizeof(event->read))
		return 0;
	if (!evsel && evlist->nr_entries == 1)
		evsel = evlist__first(evlist);
	if (!evsel)
		return 0;
	return thread_counts__add(tc, event->read.pid, event->read.tid, evsel, event->read.value);
}

void thread_counts__fprintf(const struct thread_counts *tc, FILE *fp)
{
	int pidw = 3, tidw = 3, *w;

	if (!tc)
		return;
	/* no counts read (no PERF_SAMPLE_READ): the table's header alone, as Linux perf */
	if (!tc->nr) {
		fprintf(fp, "# %*s  %*s\n", pidw, "PID", tidw, "TID");
		return;
	}
	w = calloc(tc->nr_evsels, sizeof(*w));
	if (!w)
		return;
	for (size_t i = 0; i < tc->nr; i++) {
		pidw = max_t(int, pidw, digits(tc->rows[i].pid));
		tidw = max_t(int, tidw, digits(tc->rows[i].tid));
	}
	for (int e = 0; e < tc->nr_evsels; e++) {
		if (!tc->evsels[e])
			continue;
		w[e] = strlen(evsel__name(tc->evsels[e]));
		for (size_t i = 0; i < tc->nr; i++)
			w[e] = max_t(int, w[e], digits((long long)tc->rows[i].values[e]));
	}
	fprintf(fp, "# %*s  %*s", pidw, "PID", tidw, "TID");
	for (int e = 0; e < tc->nr_evsels; e++)
		if (tc->evsels[e])
			fprintf(fp, "  %*s", w[e], evsel__name(tc->evsels[e]));
	fprintf(fp, "\n");
	for (size_t i = 0; i < tc->nr; i++) {
		fprintf(fp, "  %*d  %*d", pidw, tc->rows[i].pid, tidw, tc->rows[i].tid);
		for (int e = 0; e < tc->nr_evsels; e++)
			if (tc->evsels[e])
				fprintf(fp, "  %*llu", w[e],
					(unsigned long long)tc->rows[i].values[e]);
		fprintf(fp, "\n");
	}
	free(w);
}
