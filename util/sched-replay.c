// SPDX-License-Identifier: GPL-2.0
/* perf sched replay: the recording's scheduling played back (util/sched-replay.h) */
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <time.h>

#include "util/debug.h"
#include "util/event.h"
#include "util/hashmap.h"
#include "util/sched-replay.h"
#include "util/sched-tp.h"

enum atom_type { ATOM_RUN, ATOM_SLEEP, ATOM_WAKEUP };

struct atom {
	enum atom_type type;
	u64 duration; /* run: ns */
	sem_t *wait_sem; /* sleep: what its waker posts; wakeup: the wakee's sleep's */
};

struct task {
	int nr, pid;
	char comm[SCHED_COMM_LEN + 1];
	struct atom *atoms;
	size_t nr_atoms, alloc_atoms;
	sem_t start, done; /* a run begins; the task's atoms were played */
	u64 cpu_usage; /* ns of CPU in the last run */
	pthread_t thread;
	struct sched_replay *sr;
};

struct sched_replay {
	struct hashmap by_pid;
	struct task **tasks;
	size_t nr_tasks, alloc_tasks;
	u64 last_switch[SCHED_MAX_CPUS]; /* each CPU's last sched_switch */
	long nr_run, nr_sleep, nr_wakeup, nr_targetless, nr_multitarget, nr_run_merged;
	u64 run_overhead, sleep_overhead;
	volatile bool stop; /* the threads leave at their next start */
	int err;
};

static u64 now_ns(clockid_t clock)
{
	struct timespec ts;

	clock_gettime(clock, &ts);
	return (u64)ts.tv_sec * 1000000000ULL + (u64)ts.tv_nsec;
}

/* On the CPU for ns, the clock's own cost (calibrated) left out */
static void burn(const struct sched_replay *sr, u64 ns)
{
	u64 t0 = now_ns(CLOCK_MONOTONIC), t1;

	do
		t1 = now_ns(CLOCK_MONOTONIC);
	while (t1 + sr->run_overhead < t0 + ns);
}

static void nap(u64 ns)
{
	struct timespec ts = { .tv_sec = ns / 1000000000ULL, .tv_nsec = ns % 1000000000ULL };

	nanosleep(&ts, NULL);
}

/* The least of ten measures of the clock around nothing, and around a 10 us sleep */
static void calibrate(struct sched_replay *sr)
{
	u64 min = ~0ULL, t0, t1;

	for (int i = 0; i < 10; i++) {
		t0 = now_ns(CLOCK_MONOTONIC);
		burn(sr, 0);
		t1 = now_ns(CLOCK_MONOTONIC);
		if (t1 - t0 < min)
			min = t1 - t0;
	}
	sr->run_overhead = min;
	printf("run measurement overhead: %llu nsecs\n", (unsigned long long)min);
	min = ~0ULL;
	for (int i = 0; i < 10; i++) {
		t0 = now_ns(CLOCK_MONOTONIC);
		nap(10000);
		t1 = now_ns(CLOCK_MONOTONIC);
		if (t1 - t0 - 10000 < min)
			min = t1 - t0 - 10000;
	}
	sr->sleep_overhead = min;
	printf("sleep measurement overhead: %llu nsecs\n", (unsigned long long)min);
	t0 = now_ns(CLOCK_MONOTONIC);
	burn(sr, 1000000);
	t1 = now_ns(CLOCK_MONOTONIC);
	printf("the run test took %llu nsecs\n", (unsigned long long)(t1 - t0));
	t0 = now_ns(CLOCK_MONOTONIC);
	nap(1000000);
	t1 = now_ns(CLOCK_MONOTONIC);
	printf("the sleep test took %llu nsecs\n", (unsigned long long)(t1 - t0));
}

struct sched_replay *sched_replay__new(void)
{
	struct sched_replay *sr = xzalloc(sizeof(*sr));

	calibrate(sr);
	return sr;
}

static struct atom *new_atom(struct task *t, enum atom_type type)
{
	struct atom *a;

	t->atoms = grow_array(t->atoms, &t->alloc_atoms, t->nr_atoms + 1, sizeof(*t->atoms));
	a = &t->atoms[t->nr_atoms++];
	memset(a, 0, sizeof(*a));
	a->type = type;
	return a;
}

static struct atom *last_atom(struct task *t)
{
	return t->nr_atoms ? &t->atoms[t->nr_atoms - 1] : NULL;
}

static void add_run(struct sched_replay *sr, struct task *t, u64 duration)
{
	struct atom *last = last_atom(t);

	/* runs in a row are one */
	if (last && last->type == ATOM_RUN) {
		sr->nr_run_merged++;
		last->duration += duration;
		return;
	}
	new_atom(t, ATOM_RUN)->duration = duration;
	sr->nr_run++;
}

static void add_sleep(struct sched_replay *sr, struct task *t)
{
	new_atom(t, ATOM_SLEEP);
	sr->nr_sleep++;
}

/* waker wakes wakee: wakee's last atom, when a sleep no one wakes yet, waits for it */
static void add_wakeup(struct sched_replay *sr, struct task *waker, struct task *wakee)
{
	struct atom *w = new_atom(waker, ATOM_WAKEUP), *sleep = last_atom(wakee);

	if (!sleep || sleep->type != ATOM_SLEEP) {
		sr->nr_targetless++;
		return;
	}
	if (sleep->wait_sem) {
		sr->nr_multitarget++;
		return;
	}
	sleep->wait_sem = xzalloc(sizeof(*sleep->wait_sem));
	sem_init(sleep->wait_sem, 0, 0);
	w->wait_sem = sleep->wait_sem;
	sr->nr_wakeup++;
}

/* The task of pid, made (asleep) on its first mention */
static struct task *task_of(struct sched_replay *sr, int pid, const char *comm)
{
	struct task *t = hashmap__find(&sr->by_pid, (u64)(u32)pid, NULL, NULL);

	if (t)
		return t;
	t = xzalloc(sizeof(*t));
	t->pid = pid;
	t->nr = (int)sr->nr_tasks;
	t->sr = sr;
	snprintf(t->comm, sizeof(t->comm), "%s", comm);
	add_sleep(sr, t);
	if (hashmap__add(&sr->by_pid, (u64)(u32)pid, t))
		xalloc_die(sizeof(struct hashmap_slot));
	sr->tasks = grow_array(sr->tasks, &sr->alloc_tasks, sr->nr_tasks + 1, sizeof(*sr->tasks));
	sr->tasks[sr->nr_tasks++] = t;
	return t;
}

void sched_replay__sample(struct sched_replay *sr, const struct perf_sample *sample,
			  const struct sched_event *ev)
{
	struct task *prev, *waker, *wakee;
	u64 t0;

	if (sr->err)
		return;
	switch (ev->type) {
	case SCHED_SWITCH:
		if (sample->cpu >= SCHED_MAX_CPUS)
			return;
		t0 = sr->last_switch[sample->cpu];
		if (t0 > sample->time) {
			pr_err("perf sched replay: a sched_switch of CPU %u at %llu, before the one at %llu: the recording is out of order\n",
			       sample->cpu, (unsigned long long)sample->time,
			       (unsigned long long)t0);
			sr->err = -EINVAL;
			return;
		}
		prev = task_of(sr, ev->prev_pid, ev->prev_comm);
		task_of(sr, ev->next_pid, ev->next_comm);
		sr->last_switch[sample->cpu] = sample->time;
		add_run(sr, prev, t0 ? sample->time - t0 : 0);
		add_sleep(sr, prev);
		break;
	case SCHED_WAKEUP:
	case SCHED_WAKEUP_NEW:
		waker = task_of(sr, (int)sample->tid, "<unknown>");
		wakee = task_of(sr, ev->pid, ev->comm);
		add_wakeup(sr, waker, wakee);
		break;
	default:
		break;
	}
}

void sched_replay__fork(struct sched_replay *sr, int parent_tid, const char *parent_comm,
			int child_tid, const char *child_comm)
{
	task_of(sr, parent_tid, parent_comm);
	task_of(sr, child_tid, child_comm);
}

static void *task_thread(void *arg)
{
	struct task *t = arg;
	struct sched_replay *sr = t->sr;
	char name[SCHED_COMM_LEN + 2];

	snprintf(name, sizeof(name), ":%s", t->comm);
	prctl(PR_SET_NAME, name);
	for (;;) {
		u64 c0;

		sem_wait(&t->start);
		if (sr->stop)
			break;
		c0 = now_ns(CLOCK_THREAD_CPUTIME_ID);
		for (size_t i = 0; i < t->nr_atoms; i++) {
			struct atom *a = &t->atoms[i];

			if (a->type == ATOM_RUN)
				burn(sr, a->duration);
			else if (a->type == ATOM_SLEEP && a->wait_sem)
				sem_wait(a->wait_sem);
			else if (a->type == ATOM_WAKEUP && a->wait_sem)
				sem_post(a->wait_sem);
		}
		t->cpu_usage = now_ns(CLOCK_THREAD_CPUTIME_ID) - c0;
		sem_post(&t->done);
	}
	return NULL;
}

int sched_replay__run(struct sched_replay *sr, int repeat)
{
	u64 run_avg = 0, cpu_avg = 0;
	u64 weight = repeat > 0 ? (u64)repeat : 10; /* the running averages' */
	pthread_attr_t attr;
	size_t started = 0;
	int err = 0;

	if (sr->err)
		return sr->err;
	printf("nr_run_events:        %ld\n", sr->nr_run);
	printf("nr_sleep_events:      %ld\n", sr->nr_sleep);
	printf("nr_wakeup_events:     %ld\n", sr->nr_wakeup);
	pr_debug("target-less wakeups:  %ld\nmulti-target wakeups: %ld\nrun atoms optimized: %ld\n",
		 sr->nr_targetless, sr->nr_multitarget, sr->nr_run_merged);
	for (size_t i = 0; i < sr->nr_tasks; i++) {
		const struct task *t = sr->tasks[i];

		printf("task %6d (%20s:%10d), nr_events: %zu\n", t->nr, t->comm, t->pid,
		       t->nr_atoms);
	}
	/* each task's last atom wakes the next task, the last task's the first */
	for (size_t i = 0; i < sr->nr_tasks; i++)
		add_wakeup(sr, sr->tasks[i], sr->tasks[(i + 1) % sr->nr_tasks]);

	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, 256 * 1024);
	for (; started < sr->nr_tasks; started++) {
		struct task *t = sr->tasks[started];

		sem_init(&t->start, 0, 0);
		sem_init(&t->done, 0, 0);
		if (pthread_create(&t->thread, &attr, task_thread, t)) {
			pr_err("perf sched replay: cannot start the thread of task %d (%s): %s\n",
			       t->nr, t->comm, strerror(errno));
			err = -EAGAIN;
			break;
		}
	}
	pthread_attr_destroy(&attr);
	if (!err)
		printf("------------------------------------------------------------\n");
	for (long run = 1; !err && (repeat < 0 || run <= repeat); run++) {
		u64 t0 = now_ns(CLOCK_MONOTONIC), delta, cpu = 0;

		for (size_t i = 0; i < sr->nr_tasks; i++)
			sem_post(&sr->tasks[i]->start);
		for (size_t i = 0; i < sr->nr_tasks; i++) {
			sem_wait(&sr->tasks[i]->done);
			cpu += sr->tasks[i]->cpu_usage;
		}
		delta = now_ns(CLOCK_MONOTONIC) - t0;
		run_avg = run_avg ? (run_avg * (weight - 1) + delta) / weight : delta;
		cpu_avg = cpu_avg ? (cpu_avg * (weight - 1) + cpu) / weight : cpu;
		printf("#%-3ld: %0.3f, ravg: %0.2f, cpu: %0.2f / %0.2f\n", run, (double)delta / 1e6,
		       (double)run_avg / 1e6, (double)cpu / 1e6, (double)cpu_avg / 1e6);
		fflush(stdout);
	}
	/* the threads leave */
	sr->stop = true;
	for (size_t i = 0; i < started; i++)
		sem_post(&sr->tasks[i]->start);
	for (size_t i = 0; i < started; i++)
		pthread_join(sr->tasks[i]->thread, NULL);
	return err;
}

void sched_replay__delete(struct sched_replay *sr)
{
	if (!sr)
		return;
	for (size_t i = 0; i < sr->nr_tasks; i++) {
		struct task *t = sr->tasks[i];

		for (size_t j = 0; j < t->nr_atoms; j++)
			if (t->atoms[j].type == ATOM_SLEEP && t->atoms[j].wait_sem) {
				sem_destroy(t->atoms[j].wait_sem);
				free(t->atoms[j].wait_sem);
			}
		free(t->atoms);
		free(t);
	}
	free(sr->tasks);
	hashmap__exit(&sr->by_pid);
	free(sr);
}
