// SPDX-License-Identifier: GPL-2.0
/* perf sched timehist: per-switch wait, delay and run times, and their summary. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util/callchain.h"
#include "util/event.h"
#include "util/machine.h"
#include "util/sched-timehist.h"
#include "util/sched-tp.h"
#include "util/stat.h"
#include "util/symbol.h"
#include "util/thread.h"
#include "util/util.h"

#define NSEC_PER_MSEC 1000000ULL
#define NSEC_PER_USEC 1000ULL
#define TASK_RUNNING 0
#define TASK_UNINTERRUPTIBLE 2

static const char dashes[] = "--------------------------------------------------------------"
			     "--------------------------------------------------------------"
			     "--------------------------------------------------------------";

/* A task's times: the ones of its last switch and the totals. */
struct th_task {
	struct thread *thread; /* NULL: a CPU's idle task */
	int tid; /* its tid then: the machine's may have been reused since */
	u64 last_time; /* its last switch out */
	u64 ready_to_run; /* woken at, 0: not since its last switch */
	s64 last_state;
	bool dead; /* it exited */
	/* this switch's */
	u64 dt_run, dt_delay, dt_sleep, dt_iowait, dt_preempt;
	/* the totals */
	struct stats run_stats;
	u64 run_min, run_max;
	u64 total_run, total_delay, total_sleep, total_iowait, total_preempt;
	u64 migrations;
};

struct timehist {
	struct timehist_opts opts;
	struct machine *machine;
	int max_cpu; /* the CPUs the columns of -V show, less one */
	int comm_width; /* grows with the longest task name printed */
	u64 *cpu_last_switch; /* per CPU, the time of its last switch */
	int nr_cpu_slots;
	struct th_task **idle; /* per CPU, max_cpu of them */
	int nr_idle;
	struct th_task **tasks; /* every machine task with times, in creation order */
	size_t nr_tasks, alloc_tasks;
	u64 hist_start, hist_end; /* the switches' time window */
	u64 skipped; /* samples of filtered tasks */
	struct callchain_param cc;
	struct callchain_cursor cursor;
	char comm_buf[2][64];
};

static struct th_task *task_new(int tid)
{
	struct th_task *t = xzalloc(sizeof(*t));

	t->tid = tid;
	init_stats(&t->run_stats);
	t->run_min = ~0ULL;
	return t;
}

struct timehist *timehist__new(const struct timehist_opts *opts, struct machine *machine,
			       int max_cpu)
{
	struct timehist *th = xzalloc(sizeof(*th));

	th->opts = *opts;
	th->machine = machine;
	th->max_cpu = max_cpu > 0 && max_cpu <= SCHED_MAX_CPUS ? max_cpu : 4;
	th->comm_width = 30;
	th->cc = callchain_param_default;
	th->cc.order = ORDER_CALLEE;
	/* Linux perf's two more: the scheduler's own frames, which are not shown */
	th->cc.max_stack = opts->max_stack + 2;
	th->nr_idle = th->max_cpu;
	th->idle = xcalloc(th->nr_idle, sizeof(*th->idle));
	for (int i = 0; i < th->nr_idle; i++)
		th->idle[i] = task_new(0);
	return th;
}

void timehist__delete(struct timehist *th)
{
	if (!th)
		return;
	for (size_t i = 0; i < th->nr_tasks; i++) {
		th->tasks[i]->thread->priv = NULL;
		free(th->tasks[i]);
	}
	for (int i = 0; i < th->nr_idle; i++)
		free(th->idle[i]);
	free(th->idle);
	free(th->tasks);
	free(th->cpu_last_switch);
	callchain_cursor__exit(&th->cursor);
	free(th);
}

static struct th_task *idle_task(struct timehist *th, int cpu)
{
	if (cpu < 0)
		return NULL;
	if (cpu >= th->nr_idle) {
		int n = cpu + 1;

		th->idle = xrealloc(th->idle, n * sizeof(*th->idle));
		for (int i = th->nr_idle; i < n; i++)
			th->idle[i] = task_new(0);
		th->nr_idle = n;
	}
	return th->idle[cpu];
}

/* The times of a machine task, made on first use. */
static struct th_task *task_of(struct timehist *th, struct thread *thread)
{
	struct th_task *t = thread->priv;

	if (t)
		return t;
	t = task_new(thread->tid);
	t->thread = thread;
	thread->priv = t;
	if (th->nr_tasks == th->alloc_tasks) {
		th->alloc_tasks = th->alloc_tasks ? 2 * th->alloc_tasks : 64;
		th->tasks = xrealloc(th->tasks, th->alloc_tasks * sizeof(*th->tasks));
	}
	th->tasks[th->nr_tasks++] = t;
	return t;
}

/*
 * A task named by a tracepoint field (the wakee, the migrated task): a task not seen yet
 * is made with pid 0, as Linux perf makes it, and keeps that pid.
 */
static struct thread *task_by_tid(struct timehist *th, int tid)
{
	struct thread *t = machine__find_thread(th->machine, -1, tid);

	return t ? t : machine__findnew_thread(th->machine, 0, tid);
}

/* "comm[tid/pid]", "comm[tid]" or, for the idle task and tasks of pid 0, "comm". */
static const char *task_name(struct timehist *th, const struct th_task *t, int slot)
{
	char *buf = th->comm_buf[slot];
	const char *comm = t->thread ? thread__comm_str(t->thread) : "<idle>";
	int pid = t->thread ? t->thread->pid : 0, tid = t->thread ? t->thread->tid : 0;
	int n;

	if (pid == 0)
		n = snprintf(buf, 32, "%s", comm);
	else if (tid != pid)
		n = snprintf(buf, 32, "%s[%d/%d]", comm, tid, pid);
	else
		n = snprintf(buf, 32, "%s[%d]", comm, tid);
	if (n > 31)
		n = 31;
	if (n > th->comm_width)
		th->comm_width = n;
	return buf;
}

static void print_time_usec(u64 t)
{
	u64 usecs = t / NSEC_PER_USEC;
	char buf[64];

	snprintf(buf, sizeof(buf), "%llu.%06llu", (unsigned long long)(usecs / 1000000),
		 (unsigned long long)(usecs % 1000000));
	printf("%15s", buf);
}

/* msec.usec, right-aligned in width, and a space */
static void print_msec(u64 ns, int width)
{
	unsigned long msecs = ns / NSEC_PER_MSEC;

	printf("%*lu.%03lu ", width, msecs,
	       (unsigned long)((ns - msecs * NSEC_PER_MSEC) / NSEC_PER_USEC));
}

static bool cpu_shown(const struct timehist *th, int cpu)
{
	return !th->opts.cpus || (cpu >= 0 && cpu < th->opts.nr_cpus_set && th->opts.cpus[cpu]);
}

void timehist__print_header(struct timehist *th)
{
	int ncpus = th->max_cpu + 1, w = th->comm_width;

	printf("%15s %6s ", "time", "cpu");
	if (th->opts.cpu_visual) {
		printf(" ");
		for (int i = 0; i < ncpus; i++)
			printf("%x", i % 16);
		printf(" ");
	}
	printf(" %-*s  %9s  %9s  %9s", w, "task name", "wait time", "sch delay", "run time");
	if (th->opts.state)
		printf("  %s", "state");
	printf("\n");

	printf("%15s %-6s ", "", "");
	if (th->opts.cpu_visual)
		printf(" %*s ", ncpus, "");
	printf(" %-*s  %9s  %9s  %9s", w, "[tid/pid]", "(msec)", "(msec)", "(msec)");
	if (th->opts.state)
		printf("  %5s", "");
	printf("\n");

	printf("%.15s %.6s ", dashes, dashes);
	if (th->opts.cpu_visual)
		printf(" %.*s ", ncpus, dashes);
	printf(" %.*s  %.9s  %.9s  %.9s", w, dashes, dashes, dashes, dashes);
	if (th->opts.state)
		printf("  %.5s", dashes);
	printf("\n");
}

static bool task_filtered(struct timehist *th, const struct th_task *t)
{
	return t->thread && th->opts.filtered && th->opts.filtered(t->thread, th->opts.filter_arg);
}

/* A filtered task's sample: counted, since the CPUs' idle times then mean nothing. */
static bool skip_sample(struct timehist *th, const struct th_task *t)
{
	if (!task_filtered(th, t))
		return false;
	th->skipped++;
	return true;
}

static char state_char(const struct th_task *t, s64 state)
{
	static const char states[] = SCHED_TASK_STATES;
	unsigned int bit = state ? (unsigned int)ffs((int)state) : 0;

	if (!t->thread)
		return 'I';
	return bit < sizeof(states) - 1 ? states[bit] : '?';
}

static void update_runtime(struct th_task *t, u64 now, u64 tprev)
{
	t->dt_delay = t->dt_sleep = t->dt_iowait = t->dt_preempt = t->dt_run = 0;
	if (tprev) {
		t->dt_run = now - tprev;
		if (t->ready_to_run && t->ready_to_run <= tprev)
			t->dt_delay = tprev - t->ready_to_run;
		if (t->last_time && t->last_time <= tprev) {
			u64 wait = tprev - t->last_time;

			if (t->last_state == TASK_RUNNING)
				t->dt_preempt = wait;
			else if (t->last_state == TASK_UNINTERRUPTIBLE)
				t->dt_iowait = wait;
			else
				t->dt_sleep = wait;
		}
	}
	update_stats(&t->run_stats, (double)t->dt_run);
	if (t->dt_run < t->run_min)
		t->run_min = t->dt_run;
	if (t->dt_run > t->run_max)
		t->run_max = t->dt_run;
	t->total_run += t->dt_run;
	t->total_delay += t->dt_delay;
	t->total_sleep += t->dt_sleep;
	t->total_iowait += t->dt_iowait;
	t->total_preempt += t->dt_preempt;
}

/* The frames of a switch on one line, callee first, without the scheduler's own. */
static void print_chain(struct timehist *th, const struct perf_sample *sample)
{
	/* the process's main task: it has the maps */
	struct thread *thread =
		machine__findnew_thread(th->machine, (int)sample->pid, (int)sample->pid);
	struct callchain_cursor *c = &th->cursor;
	bool first = true;

	printf("  ");
	if (!sample->callchain)
		return;
	callchain_cursor__resolve(c, thread, sample, &th->cc);
	for (u32 i = 0; i < c->nr; i++) {
		const struct symbol *sym = c->frames[i].sym;

		if (sym && (!strcmp(sym->name, "schedule") || !strcmp(sym->name, "__schedule") ||
			    !strcmp(sym->name, "preempt_schedule")))
			continue;
		printf("%s %s", first ? "" : " <-", sym ? sym->name : "[unknown]");
		first = false;
	}
}

static void print_switch(struct timehist *th, const struct perf_sample *sample,
			 const struct sched_event *ev, struct th_task *t, u64 now)
{
	char next[30];

	if (!cpu_shown(th, sample->cpu))
		return;
	print_time_usec(now);
	printf(" [%04d] ", sample->cpu);
	if (th->opts.cpu_visual) {
		printf(" ");
		for (int i = 0; i < th->max_cpu + 1; i++)
			putchar(i == (int)sample->cpu ? (t->thread ? 's' : 'i') : ' ');
		printf(" ");
	}
	printf(" %-*s ", th->comm_width, task_name(th, t, 0));
	print_msec(t->dt_sleep + t->dt_iowait + t->dt_preempt, 6);
	print_msec(t->dt_delay, 6);
	print_msec(t->dt_run, 6);
	if (th->opts.state)
		printf(" %5c ", state_char(t, ev->prev_state));
	if (th->opts.next) {
		snprintf(next, sizeof(next), "next: %s[%d]", ev->next_comm, ev->next_pid);
		printf(" %-*s", th->comm_width, next);
	}
	if (th->opts.wakeups && !th->opts.next)
		printf("  %-*s", th->comm_width, "");
	if (t->thread && th->opts.callchain)
		print_chain(th, sample);
	printf("\n");
}

static struct th_task *sample_task(struct timehist *th, const struct perf_sample *sample)
{
	struct thread *thread;

	if (sample->tid == 0)
		return idle_task(th, (int)sample->cpu);
	/* Linux perf makes the process's main task here (for its maps), known from then on */
	machine__findnew_thread(th->machine, (int)sample->pid, (int)sample->pid);
	thread = machine__findnew_thread(th->machine, (int)sample->pid,
					 sample->tid ? (int)sample->tid : (int)sample->pid);
	return task_of(th, thread);
}

static void sched_switch(struct timehist *th, const struct perf_sample *sample,
			 const struct sched_event *ev)
{
	struct th_task *t = sample_task(th, sample);
	u64 now = sample->time, tprev;
	int cpu = (int)sample->cpu;

	if (!t)
		return;
	if (cpu >= th->nr_cpu_slots) {
		int n = cpu + 16;

		th->cpu_last_switch = xrealloc(th->cpu_last_switch, n * sizeof(u64));
		memset(th->cpu_last_switch + th->nr_cpu_slots, 0,
		       (n - th->nr_cpu_slots) * sizeof(u64));
		th->nr_cpu_slots = n;
	}
	if (skip_sample(th, t)) {
		t = NULL; /* a filtered task's times stay as they were */
		goto out;
	}
	tprev = th->cpu_last_switch[cpu];
	/* --time: nothing before the window; the window's edges close the times */
	if (th->opts.time_start && th->opts.time_start > now)
		goto out;
	if (tprev && th->opts.time_start > tprev)
		tprev = th->opts.time_start;
	if (th->opts.time_end) {
		/* (Linux perf 6.1 leaves out each CPU's first switch when an end is given) */
		if (!tprev || tprev > th->opts.time_end)
			goto out;
		if (now > th->opts.time_end)
			now = th->opts.time_end;
	}
	if (cpu_shown(th, cpu))
		update_runtime(t, now, tprev);
	if (!th->opts.summary_only)
		print_switch(th, sample, ev, t, now);
out:
	if (th->hist_start == 0 && now >= th->opts.time_start)
		th->hist_start = now;
	if (th->opts.time_end == 0 || now <= th->opts.time_end)
		th->hist_end = now;
	if (t) {
		t->last_time = sample->time;
		t->last_state = (int)ev->prev_state;
		t->ready_to_run = 0;
	}
	th->cpu_last_switch[cpu] = sample->time;
}

static bool in_window(const struct timehist *th, u64 time)
{
	return !((th->opts.time_start && time < th->opts.time_start) ||
		 (th->opts.time_end && time > th->opts.time_end));
}

/* a wakeup's or a migration's line: the task of the sample, then what it did to whom */
static bool print_event_start(struct timehist *th, const struct perf_sample *sample,
			      struct th_task *target, char mark)
{
	struct thread *thread =
		machine__findnew_thread(th->machine, (int)sample->pid, (int)sample->tid);
	struct th_task *t = task_of(th, thread);
	bool skip_t = skip_sample(th, t);

	if (skip_t && skip_sample(th, target))
		return false;
	print_time_usec(sample->time);
	printf(" [%04d] ", sample->cpu);
	if (th->opts.cpu_visual) {
		if (mark) {
			printf("  ");
			for (int i = 0; i < th->max_cpu + 1; i++)
				putchar(i == (int)sample->cpu ? mark : ' ');
			printf("  ");
		} else {
			printf(" %*s ", th->max_cpu + 1, "");
		}
	}
	printf(" %-*s ", th->comm_width, task_name(th, t, 0));
	printf("  %9s  %9s  %9s ", "", "", "");
	return true;
}

static void sched_wakeup(struct timehist *th, const struct perf_sample *sample,
			 const struct sched_event *ev)
{
	struct th_task *t = task_of(th, task_by_tid(th, ev->pid));

	if (t->ready_to_run == 0)
		t->ready_to_run = sample->time;
	if (!th->opts.wakeups || !in_window(th, sample->time))
		return;
	if (print_event_start(th, sample, t, 0))
		printf("awakened: %s\n", task_name(th, t, 1));
}

static void migrate_task(struct timehist *th, const struct perf_sample *sample,
			 const struct sched_event *ev)
{
	struct th_task *t = task_of(th, task_by_tid(th, ev->pid));

	t->migrations++;
	if (th->opts.summary_only)
		return;
	if (print_event_start(th, sample, t, 'm'))
		printf("migrated: %s cpu %d => %d\n", task_name(th, t, 1), ev->orig_cpu,
		       ev->dest_cpu);
}

void timehist__sample(struct timehist *th, const struct perf_sample *sample,
		      const struct sched_event *ev)
{
	if ((int)sample->cpu > th->max_cpu)
		th->max_cpu = (int)sample->cpu;
	switch (ev->type) {
	case SCHED_SWITCH:
		sched_switch(th, sample, ev);
		break;
	case SCHED_WAKEUP:
		if (th->opts.wakeup_ignored)
			break;
		/* fall through */
	case SCHED_WAKING:
	case SCHED_WAKEUP_NEW:
		sched_wakeup(th, sample, ev);
		break;
	case SCHED_MIGRATE_TASK:
		if (th->opts.migrations)
			migrate_task(th, sample, ev);
		break;
	default:
		break;
	}
}

void timehist__lost(struct timehist *th, const struct perf_sample *sample, u64 lost)
{
	print_time_usec(sample->time);
	printf(" lost %llu events on cpu %d\n", (unsigned long long)lost, (int)sample->cpu);
}

void timehist__task_exit(struct timehist *th, struct thread *thread)
{
	task_of(th, thread)->dead = true;
}

/* Linux perf's order of tasks: its thread table's, by the tid's low byte, then the tid */
static int task_cmp(const void *a, const void *b)
{
	const struct th_task *x = *(const struct th_task *const *)a;
	const struct th_task *y = *(const struct th_task *const *)b;
	int bx = x->tid & 255, by = y->tid & 255;

	if (bx != by)
		return bx - by;
	return x->tid < y->tid ? -1 : x->tid > y->tid;
}

struct totals {
	u64 tasks, switches, run;
};

static void print_task_summary(struct timehist *th, struct th_task *t, struct totals *tot)
{
	double mean = avg_stats(&t->run_stats);
	int ppid = t->thread->ppid;

	tot->tasks++;
	tot->switches += (u64)t->run_stats.n;
	tot->run += t->total_run;
	printf("%*s   %5d  %9llu ", th->comm_width, task_name(th, t, 0), ppid,
	       (unsigned long long)t->run_stats.n);
	print_msec(t->total_run, 8);
	if (th->opts.state) {
		print_msec(t->total_sleep, 6);
		printf(" ");
		print_msec(t->total_iowait, 6);
		printf(" ");
		print_msec(t->total_preempt, 6);
		printf(" ");
		print_msec(t->total_delay, 6);
		printf("\n");
		return;
	}
	print_msec(t->run_min, 6);
	printf(" ");
	print_msec((u64)mean, 6);
	printf(" ");
	print_msec(t->run_max, 6);
	printf("  ");
	printf("%5.2f", (float)rel_stddev_stats(stddev_stats(&t->run_stats), mean));
	printf("   %5llu\n", (unsigned long long)t->migrations);
}

static u64 print_tasks(struct timehist *th, bool dead, struct totals *tot)
{
	u64 before = tot->tasks;

	for (size_t i = 0; i < th->nr_tasks; i++) {
		struct th_task *t = th->tasks[i];

		if (t->dead != dead || task_filtered(th, t) || !t->run_stats.n)
			continue;
		print_task_summary(th, t, tot);
	}
	return tot->tasks - before;
}

void timehist__print_summary(struct timehist *th)
{
	u64 window = th->hist_end - th->hist_start;
	struct totals tot = { 0 };
	int w = th->comm_width;

	if (th->nr_tasks) /* (qsort takes no NULL) */
		qsort(th->tasks, th->nr_tasks, sizeof(*th->tasks), task_cmp);
	if (th->opts.state) {
		printf("\nWait-time summary\n");
		printf("%*s  parent   sched-in  ", w, "comm");
		printf("   run-time      sleep      iowait     preempt       delay\n");
	} else {
		printf("\nRuntime summary\n");
		printf("%*s  parent   sched-in  ", w, "comm");
		printf("   run-time    min-run     avg-run     max-run  stddev  migrations\n");
	}
	printf("%*s            (count)  ", w, "");
	printf("     (msec)     (msec)      (msec)      (msec)       %s\n",
	       th->opts.state ? "(msec)" : "%");
	printf("%.117s\n", dashes);

	if (!print_tasks(th, false, &tot))
		printf("<no still running tasks>\n");
	printf("\nTerminated tasks:\n");
	if (!print_tasks(th, true, &tot))
		printf("<no terminated tasks>\n");

	/* the CPUs' idle times mean nothing when samples were left out */
	if (th->skipped)
		return;
	printf("\nIdle stats:\n");
	for (int i = 0; i < th->nr_idle; i++) {
		struct th_task *t = th->idle[i];

		if (!cpu_shown(th, i))
			continue;
		if (t->run_stats.n) {
			tot.switches += (u64)t->run_stats.n;
			printf("    CPU %2d idle for ", i);
			print_msec(t->total_run, 6);
			printf(" msec  (%6.2f%%)\n", 100.0 * t->total_run / window);
		} else {
			printf("    CPU %2d idle entire time window\n", i);
		}
	}
	printf("\n"
	       "    Total number of unique tasks: %llu\n"
	       "Total number of context switches: %llu\n",
	       (unsigned long long)tot.tasks, (unsigned long long)tot.switches);
	printf("           Total run time (msec): ");
	print_msec(tot.run, 2);
	printf("\n");
	printf("    Total scheduling time (msec): ");
	print_msec(window, 2);
	printf(" (x %d)\n", th->max_cpu);
}
