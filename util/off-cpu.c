// SPDX-License-Identifier: GPL-2.0
/* record --off-cpu from context-switch samples and switch records (see off-cpu.h) */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cpumap.h"
#include "event.h"
#include "evlist.h"
#include "evsel.h"
#include "hashmap.h"
#include "mmap.h"
#include "off-cpu.h"
#include "perm.h"
#include "thread_map.h"

/* one task's stack at its switch-outs, and the time of its sleeps there below the threshold */
struct oc_stack {
	u32 pid, tid;
	u32 nr; /* user frames */
	u64 total; /* ns */
	u64 *ips;
	struct oc_stack *next; /* the task's next one */
};

/* a task between its switch-out and its switch-in, and its stacks */
struct oc_task {
	u32 tid;
	bool out; /* switched out, not yet in */
	bool sleeping; /* ... and not preempted */
	u64 out_time;
	struct oc_stack *stack;
	struct oc_stack *stacks;
};

enum oc_kind { OC_OUT_SAMPLE, OC_SWITCH_OUT, OC_SWITCH_IN, OC_EXIT };

/* a switch read from a ring, waiting for the ones of other rings that may come before it */
struct oc_event {
	u64 time;
	u64 seq; /* ties keep the ring's order */
	u32 tid;
	u32 cpu;
	u8 kind;
	bool preempt;
	struct oc_stack *stack;
};

struct off_cpu {
	struct evlist *evlist; /* the switch event alone */
	struct evsel *switches;
	struct evsel *evsel; /* offcpu-time, in the caller's evlist */
	struct perf_cpu_map *out_cpus; /* -C: the switch-outs counted are those of these CPUs */
	struct off_cpu_opts opts;
	struct hashmap stacks; /* (pid, tid, frames) -> oc_stack */
	struct hashmap tasks; /* tid -> oc_task */
	struct oc_event *pending;
	size_t nr_pending, alloc_pending;
	u64 seq;
	u64 seen; /* the newest time read so far */
	u64 safe; /* the newest time read before this pass: no switch older is still in a ring */
	u64 lost;
	u64 floor; /* readers have ordered the file up to this time: nothing older goes in */
	u64 dump_time; /* the next made-up time of the end's samples */
	u64 buf[1024]; /* one sample being written */
};

struct evsel *off_cpu__add_event(struct evlist *evlist)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_SOFTWARE,
		.size = sizeof(attr),
		.config = PERF_COUNT_SW_BPF_OUTPUT,
		.freq = 1,
		.sample_freq = 1,
		.sample_type = PERF_SAMPLE_CALLCHAIN,
	};
	struct evsel *evsel = evsel__new(&attr, OFFCPU_EVENT);

	if (!evsel)
		xalloc_die(sizeof(*evsel));
	evsel->own_period = true; /* -F and -c are for the other events */
	evlist__add(evlist, evsel);
	return evsel;
}

struct off_cpu *off_cpu__new(struct evlist *evlist, struct evsel *evsel,
			     const struct off_cpu_opts *opts)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_SOFTWARE,
		.size = sizeof(attr),
		.config = PERF_COUNT_SW_CONTEXT_SWITCHES,
		.sample_period = 1,
		.sample_type = PERF_SAMPLE_TID | PERF_SAMPLE_TIME | PERF_SAMPLE_CPU |
			       PERF_SAMPLE_CALLCHAIN,
		/* the stack Linux perf's BPF version keeps: the user one (and it costs less) */
		.exclude_callchain_kernel = 1,
		.exclude_hv = 1,
		.sample_id_all = 1,
		.context_switch = 1,
		.disabled = 1,
	};
	struct off_cpu *oc = calloc(1, sizeof(*oc));

	if (!oc)
		return NULL;
	oc->opts = *opts;
	oc->evsel = evsel;
	oc->dump_time = OFF_CPU_TIMESTAMP;
	/* what Linux perf's offcpu-time samples carry, and always their chain and period */
	evsel->attr.sample_type &= OFFCPU_SAMPLE_TYPES;
	evsel->attr.sample_type |= PERF_SAMPLE_CALLCHAIN | PERF_SAMPLE_PERIOD;

	attr.enable_on_exec = opts->workload;
	attr.inherit = opts->inherit;
	attr.sample_max_stack = opts->max_stack;
	attr.use_clockid = opts->use_clockid;
	attr.clockid = opts->clockid;
	oc->evlist = evlist__new();
	oc->switches = evsel__new(&attr, "context-switches");
	if (!oc->evlist || !oc->switches) {
		evsel__delete(oc->switches);
		off_cpu__delete(oc);
		return NULL;
	}
	evlist__add(oc->evlist, oc->switches);
	if (opts->cpu_list) {
		/* a task that sleeps on one of the CPUs may wake on any: every switch-in */
		struct perf_cpu_map *all = cpu_map__new(NULL);

		if (!all) {
			off_cpu__delete(oc);
			return NULL;
		}
		oc->out_cpus = cpu_map__get(evlist->cpus);
		evlist__set_maps(oc->evlist, all, evlist->threads);
		cpu_map__put(all);
	} else {
		evlist__set_maps(oc->evlist, evlist->cpus, evlist->threads);
	}
	return oc;
}

void off_cpu__delete(struct off_cpu *oc)
{
	struct hashmap_slot *s;

	if (!oc)
		return;
	hashmap__for_each(&oc->stacks, s)
	{
		struct oc_stack *st = s->entry;

		free(st->ips);
		free(st);
	}
	hashmap__for_each(&oc->tasks, s) free(s->entry);
	hashmap__exit(&oc->stacks);
	hashmap__exit(&oc->tasks);
	free(oc->pending);
	cpu_map__put(oc->out_cpus);
	evlist__delete(oc->evlist);
	free(oc);
}

static void off_cpu__open_strerror(struct off_cpu *oc, int err, char *msg, size_t len)
{
	struct evsel *evsel = oc->switches;
	char why[512];

	if ((err == -EACCES || err == -EPERM) && !evsel->cpu_wide && paranoid__level() == 2)
		/* the usual advice, a user-space-only event, does not apply: switches are kernel events */
		snprintf(msg, len,
			 "--off-cpu samples context switches, which happen in the kernel: "
			 "kernel.perf_event_paranoid is 2, which forbids that to users without "
			 "CAP_PERFMON; run perf as root or lower it to 1");
	else if (err == -EACCES || err == -EPERM)
		snprintf(msg, len, "--off-cpu: %s",
			 perm__open_strerror(evsel, evsel->cpu_wide, why, sizeof(why)));
	else
		snprintf(msg, len, "--off-cpu: cannot sample context switches: %s",
			 evsel__open_strerror(evsel, err, why, sizeof(why)));
}

int off_cpu__open(struct off_cpu *oc, unsigned int mmap_pages, char *msg, size_t len)
{
	int err = evsel__open(oc->switches, oc->evlist->cpus, oc->evlist->threads);

	if (err) {
		off_cpu__open_strerror(oc, err, msg, len);
		return err;
	}
	err = evlist__mmap(oc->evlist, mmap_pages);
	if (err)
		snprintf(msg, len, "--off-cpu: cannot mmap the ring buffers (%u pages each): %s",
			 mmap_pages, strerror(-err));
	return err;
}

void off_cpu__enable(struct off_cpu *oc)
{
	evlist__enable(oc->evlist);
}

void off_cpu__disable(struct off_cpu *oc)
{
	evlist__disable(oc->evlist);
}

const struct perf_event_attr *off_cpu__switch_attr(const struct off_cpu *oc)
{
	return &oc->switches->attr;
}

struct evlist *off_cpu__evlist(struct off_cpu *oc)
{
	return oc->evlist;
}

u64 off_cpu__lost(const struct off_cpu *oc)
{
	return oc->lost;
}

struct stack_key {
	u32 pid, tid, nr;
	const u64 *ips;
};

static bool stack_eq(const void *entry, const void *key)
{
	const struct oc_stack *s = entry;
	const struct stack_key *k = key;

	/* the pid too: a tid used again by another process is another task; not a dead one's */
	return s->ips && s->tid == k->tid && s->pid == k->pid && s->nr == k->nr &&
	       !memcmp(s->ips, k->ips, k->nr * sizeof(u64));
}

static bool task_eq(const void *entry, const void *key)
{
	return ((const struct oc_task *)entry)->tid == *(const u32 *)key;
}

static struct oc_task *off_cpu__task(struct off_cpu *oc, u32 tid)
{
	struct oc_task *t = hashmap__find(&oc->tasks, tid, task_eq, &tid);

	if (t)
		return t;
	t = xcalloc(1, sizeof(*t));
	t->tid = tid;
	if (hashmap__add(&oc->tasks, tid, t))
		xalloc_die(sizeof(struct hashmap_slot));
	return t;
}

/* The task's stack at this switch-out, the same object for the same frames. */
static struct oc_stack *off_cpu__stack(struct off_cpu *oc, u32 pid, u32 tid, const u64 *ips, u32 nr)
{
	struct stack_key key = { .pid = pid, .tid = tid, .nr = nr, .ips = ips };
	u64 hash = hashmap__hash_bytes(ips, nr * sizeof(u64)) ^ tid;
	struct oc_stack *s = hashmap__find(&oc->stacks, hash, stack_eq, &key);
	struct oc_task *t;

	if (s)
		return s;
	s = xcalloc(1, sizeof(*s));
	s->pid = pid;
	s->tid = tid;
	s->nr = nr;
	s->ips = xmalloc(nr * sizeof(u64));
	memcpy(s->ips, ips, nr * sizeof(u64));
	if (hashmap__add(&oc->stacks, hash, s))
		xalloc_die(sizeof(struct hashmap_slot));
	t = off_cpu__task(oc, tid);
	s->next = t->stacks;
	t->stacks = s;
	return s;
}

static struct oc_event *off_cpu__queue(struct off_cpu *oc, u64 time, u32 tid, u32 cpu, u8 kind)
{
	struct oc_event *e;

	if (oc->nr_pending == oc->alloc_pending) {
		oc->alloc_pending = oc->alloc_pending ? 2 * oc->alloc_pending : 4096;
		oc->pending = xrealloc(oc->pending, oc->alloc_pending * sizeof(*oc->pending));
	}
	e = &oc->pending[oc->nr_pending++];
	*e = (struct oc_event){
		.time = time, .seq = oc->seq++, .tid = tid, .cpu = cpu, .kind = kind
	};
	if (time > oc->seen)
		oc->seen = time;
	return e;
}

/* The user frames of a chain (the switch event asks for no kernel ones). */
static const u64 *user_frames(const struct ip_callchain *chain, u32 *nr)
{
	u64 n = chain->nr, i = 0;

	while (i < n && chain->ips[i] >= PERF_CONTEXT_MAX)
		i++;
	*nr = (u32)(n - i);
	for (u64 j = i; j < n; j++)
		if (chain->ips[j] >= PERF_CONTEXT_MAX) {
			*nr = (u32)(j - i);
			break;
		}
	return chain->ips + i;
}

void off_cpu__add(struct off_cpu *oc, const union perf_event *ev)
{
	struct perf_sample s;
	struct oc_event *e;

	switch (ev->header.type) {
	case PERF_RECORD_SAMPLE: {
		const u64 *ips;
		u32 nr;

		if (perf_event__parse_sample(ev, &oc->switches->attr, &s) || !s.callchain)
			return;
		ips = user_frames(s.callchain, &nr);
		/* the idle task and kernel threads: no user stack, as Linux perf leaves them */
		if (!s.tid || !nr || (oc->out_cpus && cpu_map__idx(oc->out_cpus, (int)s.cpu) < 0))
			return;
		e = off_cpu__queue(oc, s.time, s.tid, s.cpu, OC_OUT_SAMPLE);
		e->stack = off_cpu__stack(oc, s.pid, s.tid, ips, nr);
		break;
	}
	case PERF_RECORD_SWITCH:
	case PERF_RECORD_SWITCH_CPU_WIDE:
		/* the trailer says who switched: the task going out, or the one coming in */
		if (perf_event__parse_sample(ev, &oc->switches->attr, &s) || !s.tid)
			return;
		if (ev->header.misc & PERF_RECORD_MISC_SWITCH_OUT) {
			e = off_cpu__queue(oc, s.time, s.tid, s.cpu, OC_SWITCH_OUT);
			e->preempt = ev->header.misc & PERF_RECORD_MISC_SWITCH_OUT_PREEMPT;
		} else {
			off_cpu__queue(oc, s.time, s.tid, s.cpu, OC_SWITCH_IN);
		}
		break;
	case PERF_RECORD_LOST:
		oc->lost += ev->lost.lost;
		break;
	default:
		break;
	}
}

/* The event's id: that of its first fd that opened (a thread of -p may have exited). */
static u64 off_cpu__id(const struct evsel *evsel)
{
	for (int i = 0; evsel->id && i < evsel__nr_fds(evsel); i++)
		if (evsel->id[i])
			return evsel->id[i];
	return 0;
}

/* An offcpu-time sample in the layout of its sample_type, as Linux perf's BPF version writes it. */
static int off_cpu__write_sample(struct off_cpu *oc, const struct oc_stack *st, u64 time, u32 cpu,
				 u64 period, off_cpu_write_fn write, void *arg)
{
	u64 type = oc->evsel->attr.sample_type;
	u64 id = off_cpu__id(oc->evsel);
	size_t max = sizeof(oc->buf) / sizeof(u64) - 12, n = 1, nr = st->nr < max ? st->nr : max;
	struct perf_event_header *h = (struct perf_event_header *)oc->buf;
	u64 *a = oc->buf;

	if (type & PERF_SAMPLE_IDENTIFIER)
		a[n++] = id;
	if (type & PERF_SAMPLE_IP)
		a[n++] = st->ips[0];
	if (type & PERF_SAMPLE_TID)
		a[n++] = (u64)st->tid << 32 | st->pid;
	if (type & PERF_SAMPLE_TIME)
		a[n++] = time;
	if (type & PERF_SAMPLE_ID)
		a[n++] = id;
	if (type & PERF_SAMPLE_CPU)
		a[n++] = cpu;
	if (type & PERF_SAMPLE_PERIOD)
		a[n++] = period;
	if (type & PERF_SAMPLE_CALLCHAIN) {
		a[n++] = nr + 1;
		a[n++] = PERF_CONTEXT_USER;
		memcpy(&a[n], st->ips, nr * sizeof(u64));
		n += nr;
	}
	if (type & PERF_SAMPLE_CGROUP)
		a[n++] = 0;
	*h = (struct perf_event_header){
		.type = PERF_RECORD_SAMPLE,
		.misc = PERF_RECORD_MISC_USER,
		.size = (u16)(n * sizeof(u64)),
	};
	return write(arg, oc->buf, n * sizeof(u64));
}

/* A sample for each of these stacks with sleeps summed, at time; their sums start again. */
static int off_cpu__write_sums(struct off_cpu *oc, struct oc_stack *st, u64 time, u32 cpu,
			       off_cpu_write_fn write, void *arg)
{
	int n = 0, err;

	for (; st; st = st->next) {
		if (!st->total)
			continue;
		err = off_cpu__write_sample(oc, st, time, cpu, st->total, write, arg);
		if (err)
			return err;
		st->total = 0;
		n++;
	}
	return n;
}

/*
 * A task whose sums are written: the frames of its stacks go (a long -a session sees many
 * tasks come and go). The stacks themselves stay, empty, in the table: a switch-out queued
 * before the exit was accounted may point to one.
 */
static void off_cpu__task_exited(struct oc_task *t)
{
	for (struct oc_stack *st = t->stacks; st; st = st->next) {
		free(st->ips);
		st->ips = NULL;
		st->nr = 0;
	}
	t->stacks = NULL;
	t->stack = NULL;
	t->out = false;
}

static int event_cmp(const void *a, const void *b)
{
	const struct oc_event *x = a, *y = b;

	if (x->time != y->time)
		return x->time < y->time ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/*
 * The queued switches up to limit, in time order: a task's switch-out sample opens its
 * time off CPU, the switch-out record says whether it sleeps (not preempted), the
 * switch-in closes it.
 */
static int off_cpu__account(struct off_cpu *oc, u64 limit, off_cpu_write_fn write, void *arg)
{
	size_t i;
	int written = 0, err;

	if (oc->nr_pending) /* (qsort takes no NULL) */
		qsort(oc->pending, oc->nr_pending, sizeof(*oc->pending), event_cmp);
	for (i = 0; i < oc->nr_pending && oc->pending[i].time <= limit; i++) {
		struct oc_event *e = &oc->pending[i];
		struct oc_task *t = off_cpu__task(oc, e->tid);
		u64 delta;

		switch (e->kind) {
		case OC_OUT_SAMPLE:
			t->out = true;
			t->sleeping = true;
			t->out_time = e->time;
			t->stack = e->stack;
			break;
		case OC_SWITCH_OUT:
			if (t->out)
				t->sleeping = !e->preempt;
			break;
		case OC_EXIT:
			/*
			 * Its sums now, just before its exit: readers forget a task that exited
			 * (Linux perf 6.12 does), and the end's samples would be nobody's. Those
			 * that would come after what readers have ordered wait for the end.
			 */
			if (!e->time || e->time - 1 < oc->floor)
				break;
			err = off_cpu__write_sums(oc, t->stacks, e->time - 1, e->cpu, write, arg);
			if (err < 0) {
				oc->nr_pending = 0;
				return err;
			}
			written += err;
			off_cpu__task_exited(t);
			break;
		case OC_SWITCH_IN:
		default:
			if (!t->out)
				break;
			t->out = false;
			if (!t->sleeping || e->time < t->out_time || !t->stack->ips)
				break;
			delta = e->time - t->out_time;
			if (delta < oc->opts.thresh_ns) {
				t->stack->total += delta;
				break;
			}
			/* (a sleep read a pass after its end is still after the floor: guarded) */
			err = off_cpu__write_sample(oc, t->stack,
						    e->time < oc->floor ? oc->floor : e->time,
						    e->cpu, delta, write, arg);
			if (err) {
				oc->nr_pending = 0;
				return err;
			}
			written++;
			break;
		}
	}
	if (i < oc->nr_pending) /* (memmove takes no NULL, even for 0 bytes) */
		memmove(oc->pending, oc->pending + i, (oc->nr_pending - i) * sizeof(*oc->pending));
	oc->nr_pending -= i;
	return written;
}

void off_cpu__exit(struct off_cpu *oc, u32 tid, u64 time, u32 cpu)
{
	off_cpu__queue(oc, time, tid, cpu, OC_EXIT);
}

int off_cpu__pass(struct off_cpu *oc, u64 floor, off_cpu_write_fn write, void *arg)
{
	/*
	 * Every ring was read to its head: a switch not read yet happened after this pass
	 * started, so after all those read before it (Linux perf's rounds, for one kind).
	 */
	u64 limit = oc->safe;

	oc->floor = floor;
	oc->safe = oc->seen;
	return off_cpu__account(oc, limit, write, arg);
}

int off_cpu__read(struct off_cpu *oc, u64 floor, off_cpu_write_fn write, void *arg)
{
	struct perf_mmap *m;

	evlist__for_each_mmap(oc->evlist, m) {
		struct perf_event_header *ev;

		if (perf_mmap__read_init(m))
			continue;
		while ((ev = perf_mmap__read_event(m)))
			off_cpu__add(oc, (union perf_event *)ev);
		perf_mmap__read_done(m);
	}
	return off_cpu__pass(oc, floor, write, arg);
}

int off_cpu__finish(struct off_cpu *oc, u64 floor, off_cpu_write_fn write, void *arg)
{
	struct hashmap_slot *s;
	int n = off_cpu__read(oc, floor, write, arg), err;

	if (n < 0)
		return n;
	err = off_cpu__account(oc, UINT64_MAX, write, arg);
	if (err < 0)
		return err;
	n += err;
	/* the tasks still there: at made-up times after all others, as Linux perf's */
	hashmap__for_each(&oc->tasks, s)
	{
		struct oc_task *t = s->entry;

		for (struct oc_stack *st = t->stacks; st; st = st->next) {
			if (!st->total)
				continue;
			err = off_cpu__write_sample(oc, st, oc->dump_time++, 0, st->total, write,
						    arg);
			if (err)
				return err;
			n++;
		}
	}
	return n;
}
