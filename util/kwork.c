// SPDX-License-Identifier: GPL-2.0
/* perf kwork's analysis: works by CPU and id, their events paired, the tables and lines. */
#include <errno.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/callchain.h"
#include "util/debug.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/event.h"
#include "util/filter-list.h"
#include "util/hashmap.h"
#include "util/header.h"
#include "util/kwork.h"
#include "util/machine.h"
#include "util/sched-tp.h"
#include "util/session.h"
#include "util/symbol.h"
#include "util/trace-event.h"

enum kwork_trace { KWORK_RAISE, KWORK_ENTRY, KWORK_EXIT, KWORK_NR_TRACES, KWORK_NONE };

static const char *const class_names[KWORK_NR_CLASSES] = {
	[KWORK_IRQ] = "irq",
	[KWORK_SOFTIRQ] = "softirq",
	[KWORK_WORKQUEUE] = "workqueue",
};

/* Each class's tracepoints, by the event they are; NULL where the class has none. */
static const char *const class_tps[KWORK_NR_CLASSES][KWORK_NR_TRACES] = {
	[KWORK_IRQ] = { NULL, "irq:irq_handler_entry", "irq:irq_handler_exit" },
	[KWORK_SOFTIRQ] = { "irq:softirq_raise", "irq:softirq_entry", "irq:softirq_exit" },
	[KWORK_WORKQUEUE] = { "workqueue:workqueue_activate_work",
			      "workqueue:workqueue_execute_start",
			      "workqueue:workqueue_execute_end" },
};

static const char *const sort_names[] = {
	[KWORK_SORT_ID] = "id",		  [KWORK_SORT_MAX] = "max", [KWORK_SORT_COUNT] = "count",
	[KWORK_SORT_RUNTIME] = "runtime", [KWORK_SORT_AVG] = "avg",
};

/* The events a page of Linux perf's holds (-v says how many pages it used). */
#define ATOMS_PER_PAGE 128

/* Linux perf's widths */
#define NAME_WIDTH 30 /* a name is cut to one less (its buffer holds the NUL) */
#define TIME_WIDTH 17
#define HEADER_WIDTH 13

/* One event of a work waiting for its partner: its time, and the raise it followed. */
struct kwork_atom {
	u64 time;
	u64 prev_time;
	bool has_prev;
};

struct atom_list {
	struct kwork_atom *v;
	size_t nr, alloc;
};

struct kwork_work {
	enum kwork_class_id cls;
	int cpu;
	u64 id;
	char *name; /* NULL: not known (yet) */
	struct atom_list atoms[KWORK_NR_TRACES];
	u64 nr_atoms;
	u64 total_runtime, max_runtime, max_runtime_start, max_runtime_end;
	u64 total_latency, max_latency, max_latency_start, max_latency_end;
	size_t order; /* its place before the sort by keys */
};

/* What a tracepoint of the recording is to kwork, by evsel idx. */
struct kwork_tp {
	bool used;
	enum kwork_class_id cls;
	enum kwork_trace trace;
	u64 config;
	const struct trace_event_field *irq, *name, *vec, *work, *function;
};

struct kwork {
	struct kwork_opts o;
	struct trace_event *te;
	struct machine *machine;
	struct kwork_tp *tps;
	int nr_tps;
	struct hashmap works; /* by class, cpu and id */
	struct kwork_work **all;
	size_t nr_all, alloc_all;
	u64 timestart, timeend; /* of the events that passed the filters (-S) */
	struct callchain_cursor cursor; /* the last entry's call chain (timehist -g) */
	struct callchain_param cc;
	/* the events waiting for a partner at most, for -v's count of Linux perf's atom pages */
	u64 live, peak;
};

static int parse_list(const char *list, char *bad, size_t len,
		      int (*add)(void *arg, const char *tok), void *arg)
{
	char *s = xstrdup(list), *save = NULL, *tok;
	int err = 0;

	for (tok = strtok_r(s, ", ", &save); tok; tok = strtok_r(NULL, ", ", &save)) {
		if (add(arg, tok)) {
			snprintf(bad, len, "%s", tok);
			err = -EINVAL;
			break;
		}
	}
	free(s);
	return err;
}

static int add_class(void *arg, const char *tok)
{
	struct kwork_opts *o = arg;

	for (int c = 0; c < KWORK_NR_CLASSES; c++) {
		if (strcmp(tok, class_names[c]))
			continue;
		for (int i = 0; i < o->nr_classes; i++)
			if (o->classes[i] == (enum kwork_class_id)c)
				return 0;
		o->classes[o->nr_classes++] = c;
		return 0;
	}
	return -1;
}

int kwork__parse_classes(struct kwork_opts *o, const char *list, char *bad, size_t len)
{
	o->nr_classes = 0;
	if (list && parse_list(list, bad, len, add_class, o))
		return -EINVAL;
	if (!o->nr_classes)
		for (int c = 0; c < KWORK_NR_CLASSES; c++)
			o->classes[o->nr_classes++] = c;
	return 0;
}

static int add_sort(void *arg, const char *tok)
{
	struct kwork_opts *o = arg;

	for (size_t k = 0; k < ARRAY_SIZE(sort_names); k++) {
		if (strcmp(tok, sort_names[k]))
			continue;
		if (o->nr_sort < KWORK_MAX_SORT_KEYS)
			o->sort[o->nr_sort++] = k;
		return 0;
	}
	return -1;
}

int kwork__parse_sort(struct kwork_opts *o, const char *list, char *bad, size_t len)
{
	o->nr_sort = 0;
	return parse_list(list, bad, len, add_sort, o);
}

int kwork__record_events(const struct kwork_opts *o, const char **names, int max)
{
	int n = 0;

	for (int i = 0; i < o->nr_classes; i++)
		for (int t = 0; t < KWORK_NR_TRACES; t++)
			if (class_tps[o->classes[i]][t] && n < max)
				names[n++] = class_tps[o->classes[i]][t];
	return n;
}

static bool class_wanted(const struct kwork_opts *o, enum kwork_class_id c)
{
	for (int i = 0; i < o->nr_classes; i++)
		if (o->classes[i] == c)
			return true;
	return false;
}

static void find_tp(struct kwork *kw, struct evsel *evsel)
{
	struct kwork_tp *tp = &kw->tps[evsel->idx];
	u64 id = evsel->attr.config;

	for (int c = 0; c < KWORK_NR_CLASSES; c++) {
		for (int t = 0; t < KWORK_NR_TRACES; t++) {
			if (!class_tps[c][t] || strcmp(evsel__name(evsel), class_tps[c][t]) ||
			    !class_wanted(&kw->o, c))
				continue;
			tp->used = true;
			tp->cls = c;
			tp->trace = t;
			tp->config = id;
			tp->irq = trace_event__field(kw->te, id, "irq");
			tp->name = trace_event__field(kw->te, id, "name");
			tp->vec = trace_event__field(kw->te, id, "vec");
			tp->work = trace_event__field(kw->te, id, "work");
			tp->function = trace_event__field(kw->te, id, "function");
			return;
		}
	}
}

struct kwork *kwork__new(const struct kwork_opts *o, struct evlist *evlist,
			 const struct perf_env *env, struct machine *machine)
{
	struct kwork *kw = xzalloc(sizeof(*kw));
	struct evsel *evsel;

	kw->o = *o;
	/* without formats (no tracepoints recorded) every table is empty */
	if (env->tracing_data && env->tracing_data_size)
		kw->te = trace_event__new(env->tracing_data, env->tracing_data_size);
	kw->machine = machine;
	list_for_each_entry(evsel, &evlist->entries, node)
		if (evsel->idx >= kw->nr_tps)
			kw->nr_tps = evsel->idx + 1;
	kw->tps = xcalloc(kw->nr_tps ? kw->nr_tps : 1, sizeof(*kw->tps));
	list_for_each_entry(evsel, &evlist->entries, node)
		if (evsel->attr.type == PERF_TYPE_TRACEPOINT && evsel->idx >= 0)
			find_tp(kw, evsel);
	kw->cc = callchain_param_default;
	kw->cc.order = ORDER_CALLEE;
	/* Linux perf resolves two frames more than --max-stack */
	kw->cc.max_stack = o->max_stack + 2;
	return kw;
}

void kwork__delete(struct kwork *kw)
{
	if (!kw)
		return;
	for (size_t i = 0; i < kw->nr_all; i++) {
		for (int t = 0; t < KWORK_NR_TRACES; t++)
			free(kw->all[i]->atoms[t].v);
		free(kw->all[i]->name);
		free(kw->all[i]);
	}
	free(kw->all);
	hashmap__exit(&kw->works);
	callchain_cursor__exit(&kw->cursor);
	trace_event__delete(kw->te);
	free(kw->tps);
	free(kw);
}

/* --- the works --- */

struct work_key {
	enum kwork_class_id cls;
	int cpu;
	u64 id;
};

static u64 key_hash(const struct work_key *k)
{
	return (k->id * 31 + (u64)k->cpu) * 4 + k->cls;
}

static bool work_eq(const void *entry, const void *key)
{
	const struct kwork_work *w = entry;
	const struct work_key *k = key;

	return w->cls == k->cls && w->cpu == k->cpu && w->id == k->id;
}

static u64 field_num(const struct trace_event_field *f, const struct perf_sample *sample)
{
	s64 v = 0;

	return trace_event_field__num(f, sample->raw_data, sample->raw_size, &v) ? 0 : (u64)v;
}

/* The work's name as the event gives it (a copy), NULL when it gives none. */
static char *event_name(struct kwork *kw, const struct kwork_tp *tp,
			const struct perf_sample *sample)
{
	char buf[256];
	struct addr_location al;
	const char *s;
	u64 addr;

	switch (tp->cls) {
	case KWORK_IRQ:
		if (trace_event_field__str(tp->name, sample->raw_data, sample->raw_size, buf,
					   sizeof(buf)))
			return NULL;
		return xstrdup(buf);
	case KWORK_SOFTIRQ:
		/* the vector's name in the format's __print_symbolic(), its second argument */
		s = trace_event__print_symbol(kw->te, tp->config, 1, field_num(tp->vec, sample));
		return s ? xstrdup(s) : NULL;
	case KWORK_WORKQUEUE:
		addr = field_num(tp->function, sample);
		if (!addr)
			return NULL;
		machine__resolve(kw->machine, &al, 0, 0, addr, PERF_RECORD_MISC_KERNEL);
		return al.sym ? xstrdup(al.sym->name) : NULL;
	case KWORK_NR_CLASSES:
		break;
	}
	return NULL;
}

static u64 event_id(const struct kwork_tp *tp, const struct perf_sample *sample)
{
	switch (tp->cls) {
	case KWORK_IRQ:
		/* an int read as Linux perf reads it: its 32 bits, not sign-extended */
		return (u32)field_num(tp->irq, sample);
	case KWORK_SOFTIRQ:
		return field_num(tp->vec, sample);
	case KWORK_WORKQUEUE:
		return field_num(tp->work, sample);
	case KWORK_NR_CLASSES:
		break;
	}
	return 0;
}

static struct kwork_work *work_findnew(struct kwork *kw, const struct kwork_tp *tp,
				       const struct perf_sample *sample)
{
	struct work_key k = { tp->cls, (int)sample->cpu, event_id(tp, sample) };
	u64 hash = key_hash(&k);
	struct kwork_work *w = hashmap__find(&kw->works, hash, work_eq, &k);

	if (w) {
		if (!w->name)
			w->name = event_name(kw, tp, sample);
		return w;
	}
	w = xzalloc(sizeof(*w));
	w->cls = k.cls;
	w->cpu = k.cpu;
	w->id = k.id;
	w->name = event_name(kw, tp, sample);
	if (hashmap__add(&kw->works, hash, w))
		xalloc_die(sizeof(struct hashmap_slot));
	kw->all = grow_array(kw->all, &kw->alloc_all, kw->nr_all + 1, sizeof(*kw->all));
	kw->all[kw->nr_all++] = w;
	return w;
}

/* Does the event count (-C, --time, -n)? A work of no known name passes -n. */
static bool event_matches(struct kwork *kw, const struct kwork_work *w, u64 time)
{
	if (kw->o.cpus && (w->cpu < 0 || !cpu_filter__has(kw->o.cpus, (u32)w->cpu)))
		return false;
	if ((kw->o.time_start && kw->o.time_start > time) ||
	    (kw->o.time_end && kw->o.time_end < time))
		return false;
	if (kw->o.name && w->name && strcmp(w->name, kw->o.name))
		return false;
	if (kw->o.summary) {
		if (!kw->timestart || kw->timestart > time)
			kw->timestart = time;
		if (kw->timeend < time)
			kw->timeend = time;
	}
	return true;
}

static void atom_made(struct kwork *kw)
{
	if (++kw->live > kw->peak)
		kw->peak = kw->live;
}

static void atoms_push(struct atom_list *l, const struct kwork_atom *a)
{
	l->v = grow_array(l->v, &l->alloc, l->nr + 1, sizeof(*l->v));
	l->v[l->nr++] = *a;
}

/*
 * The event starts something: an atom at its time on the work's list of its kind, after
 * the last atom of kind prev (KWORK_NONE: none) which it takes off that list.
 */
static struct kwork_work *push_atom(struct kwork *kw, const struct kwork_tp *tp,
				    const struct perf_sample *sample, enum kwork_trace prev)
{
	struct kwork_work *w;
	struct kwork_atom a = { .time = sample->time };

	/* Linux perf takes an atom before it looks at the filters */
	atom_made(kw);
	w = work_findnew(kw, tp, sample);
	if (!event_matches(kw, w, sample->time)) {
		kw->live--;
		return NULL;
	}
	if (prev != KWORK_NONE && w->atoms[prev].nr) {
		a.has_prev = true;
		a.prev_time = w->atoms[prev].v[--w->atoms[prev].nr].time;
	}
	atoms_push(&w->atoms[tp->trace], &a);
	return w;
}

/*
 * The event ends something: the last atom of kind start taken off its list into *out
 * (true); without one the event waits on its own list instead (false).
 */
static bool pop_atom(struct kwork *kw, const struct kwork_tp *tp, const struct perf_sample *sample,
		     enum kwork_trace start, struct kwork_work **wp, struct kwork_atom *out)
{
	struct kwork_work *w = work_findnew(kw, tp, sample);
	struct kwork_atom a = { .time = sample->time };

	*wp = w;
	if (!event_matches(kw, w, sample->time))
		return false;
	if (w->atoms[start].nr) {
		*out = w->atoms[start].v[--w->atoms[start].nr];
		kw->live -= out->has_prev ? 2 : 1;
		return true;
	}
	atom_made(kw);
	atoms_push(&w->atoms[tp->trace], &a);
	return false;
}

/* A run or a wait from start to end: added up, the longest kept. */
static void account(u64 start, u64 end, u64 *total, u64 *max, u64 *max_start, u64 *max_end,
		    u64 *count)
{
	u64 delta;

	if (!start || end < start)
		return;
	delta = end - start;
	if (delta > *max || !*max) {
		*max = delta;
		*max_start = start;
		*max_end = end;
	}
	*total += delta;
	(*count)++;
}

static void work_name(const struct kwork_work *w, char *buf, size_t len)
{
	switch (w->cls) {
	case KWORK_IRQ:
		snprintf(buf, len, "%s:%llu", w->name ? w->name : "(null)",
			 (unsigned long long)w->id);
		break;
	case KWORK_SOFTIRQ:
		snprintf(buf, len, "(s)%s:%llu", w->name ? w->name : "(null)",
			 (unsigned long long)w->id);
		break;
	case KWORK_WORKQUEUE:
		if (w->name)
			snprintf(buf, len, "(w)%s", w->name);
		else
			snprintf(buf, len, "(w)0x%llx", (unsigned long long)w->id);
		break;
	case KWORK_NR_CLASSES:
		break;
	}
}

static void usec_str(u64 ns, char *buf, size_t len)
{
	u64 usecs = ns / 1000;

	snprintf(buf, len, "%llu.%06llu", (unsigned long long)(usecs / 1000000),
		 (unsigned long long)(usecs % 1000000));
}

/* The frames of the last entry's call chain, callee first, the softirq entry code left out. */
static void print_chain(struct kwork *kw)
{
	bool first = true;

	printf(" ");
	for (u32 i = 0; i < kw->cursor.nr; i++) {
		const struct symbol *sym = kw->cursor.frames[i].sym;

		if (sym && (!strcmp(sym->name, "__softirqentry_text_start") ||
			    !strcmp(sym->name, "__do_softirq")))
			continue;
		printf("%s %s", first ? "" : " <-", sym ? sym->name : "[unknown]");
		first = false;
	}
}

static void timehist_line(struct kwork *kw, const struct kwork_work *w,
			  const struct kwork_atom *entry, const struct perf_sample *sample)
{
	char start[32], end[32], name[NAME_WIDTH];

	usec_str(entry->time, start, sizeof(start));
	usec_str(sample->time, end, sizeof(end));
	work_name(w, name, sizeof(name));
	printf(" %*s  %*s  [%04d]  %-*s  %10.3f ", TIME_WIDTH, start, TIME_WIDTH, end, w->cpu,
	       NAME_WIDTH, name, (double)(sample->time - entry->time) / 1e6);
	if (entry->has_prev)
		printf(" %10.3f ", (double)(entry->time - entry->prev_time) / 1e6);
	else
		printf(" %10s ", " ");
	if (kw->o.callchain && sample->callchain)
		print_chain(kw);
	printf("\n");
}

static void save_chain(struct kwork *kw, const struct perf_sample *sample)
{
	struct thread *thread;

	if (!kw->o.callchain || !sample->callchain)
		return;
	/* the process's main task: it has the maps */
	thread = machine__findnew_thread(kw->machine, (int)sample->pid, (int)sample->pid);
	if (thread)
		callchain_cursor__resolve(&kw->cursor, thread, sample, &kw->cc);
}

void kwork__sample(struct kwork *kw, struct evsel *evsel, const struct perf_sample *sample)
{
	const struct kwork_tp *tp;
	struct kwork_work *w;
	struct kwork_atom a;

	if (evsel->idx < 0 || evsel->idx >= kw->nr_tps || !kw->tps[evsel->idx].used)
		return;
	tp = &kw->tps[evsel->idx];
	switch (kw->o.report) {
	case KWORK_RUNTIME:
		if (tp->trace == KWORK_ENTRY)
			push_atom(kw, tp, sample, KWORK_NONE);
		else if (tp->trace == KWORK_EXIT && pop_atom(kw, tp, sample, KWORK_ENTRY, &w, &a))
			account(a.time, sample->time, &w->total_runtime, &w->max_runtime,
				&w->max_runtime_start, &w->max_runtime_end, &w->nr_atoms);
		break;
	case KWORK_LATENCY:
		if (tp->trace == KWORK_RAISE)
			push_atom(kw, tp, sample, KWORK_NONE);
		else if (tp->trace == KWORK_ENTRY && pop_atom(kw, tp, sample, KWORK_RAISE, &w, &a))
			account(a.time, sample->time, &w->total_latency, &w->max_latency,
				&w->max_latency_start, &w->max_latency_end, &w->nr_atoms);
		break;
	case KWORK_TIMEHIST:
		if (tp->trace == KWORK_RAISE) {
			push_atom(kw, tp, sample, KWORK_NONE);
		} else if (tp->trace == KWORK_ENTRY) {
			if (push_atom(kw, tp, sample, KWORK_RAISE))
				save_chain(kw, sample);
		} else if (pop_atom(kw, tp, sample, KWORK_ENTRY, &w, &a)) {
			w->nr_atoms++;
			timehist_line(kw, w, &a, sample);
		}
		break;
	}
}

/* --- the tables --- */

static int cmp_u64(u64 l, u64 r)
{
	return l > r ? 1 : l < r ? -1 : 0;
}

/* A key's order of two works: > 0 when l comes first. */
static int key_cmp(const struct kwork *kw, enum kwork_sort_key key, const struct kwork_work *l,
		   const struct kwork_work *r)
{
	switch (key) {
	case KWORK_SORT_ID:
		return l->cpu != r->cpu ? (l->cpu > r->cpu ? 1 : -1) : cmp_u64(l->id, r->id);
	case KWORK_SORT_COUNT:
		return cmp_u64(l->nr_atoms, r->nr_atoms);
	case KWORK_SORT_RUNTIME:
		return cmp_u64(l->total_runtime, r->total_runtime);
	case KWORK_SORT_MAX:
		return kw->o.report == KWORK_LATENCY ? cmp_u64(l->max_latency, r->max_latency) :
						       cmp_u64(l->max_runtime, r->max_runtime);
	case KWORK_SORT_AVG:
		/* works without a pair come last (they are not printed) */
		if (!l->nr_atoms || !r->nr_atoms)
			return cmp_u64(l->nr_atoms ? 1 : 0, r->nr_atoms ? 1 : 0);
		return cmp_u64(l->total_latency / l->nr_atoms, r->total_latency / r->nr_atoms);
	}
	return 0;
}

/* Largest first by the keys; equal ones as they were. */
static int sort_cmp(const void *a, const void *b, void *arg)
{
	const struct kwork_work *l = *(const struct kwork_work *const *)a;
	const struct kwork_work *r = *(const struct kwork_work *const *)b;
	const struct kwork *kw = arg;

	for (int i = 0; i < kw->o.nr_sort; i++) {
		int c = key_cmp(kw, kw->o.sort[i], l, r);

		if (c)
			return -c;
	}
	return l->order < r->order ? -1 : l->order > r->order;
}

/* Within a class: the highest CPU first, then the highest id. */
static int id_order(const void *a, const void *b)
{
	const struct kwork_work *l = *(const struct kwork_work *const *)a;
	const struct kwork_work *r = *(const struct kwork_work *const *)b;

	return -key_cmp(NULL, KWORK_SORT_ID, l, r);
}

/* Linux perf's order: by the keys, then by class (-k's order), CPU and id. */
static struct kwork_work **sorted_works(struct kwork *kw)
{
	struct kwork_work **v = xcalloc(kw->nr_all ? kw->nr_all : 1, sizeof(*v));
	size_t n = 0;

	for (int c = 0; c < kw->o.nr_classes; c++) {
		size_t first = n;

		for (size_t i = 0; i < kw->nr_all; i++)
			if (kw->all[i]->cls == kw->o.classes[c])
				v[n++] = kw->all[i];
		qsort(v + first, n - first, sizeof(*v), id_order);
	}
	for (size_t i = 0; i < n; i++)
		v[i]->order = i;
	qsort_r(v, n, sizeof(*v), sort_cmp, kw);
	return v;
}

static void print_separator(int len)
{
	printf(" ");
	for (int i = 0; i < len; i++)
		putchar('-');
	printf("\n");
}

static int print_header(const struct kwork *kw)
{
	bool lat = kw->o.report == KWORK_LATENCY;
	int n;

	printf("\n ");
	n = printf(" %-*s | %-*s |", NAME_WIDTH, "Kwork Name", 4, "Cpu");
	n += printf(" %-*s |", HEADER_WIDTH, lat ? "Avg delay" : "Total Runtime");
	n += printf(" %-*s |", 9, "Count");
	n += printf(" %-*s | %-*s | %-*s |", HEADER_WIDTH, lat ? "Max delay" : "Max runtime",
		    TIME_WIDTH + 2, lat ? "Max delay start" : "Max runtime start", TIME_WIDTH + 2,
		    lat ? "Max delay end" : "Max runtime end");
	printf("\n");
	print_separator(n);
	return n;
}

static void print_work(const struct kwork *kw, const struct kwork_work *w)
{
	char name[NAME_WIDTH], start[32], end[32];
	bool lat = kw->o.report == KWORK_LATENCY;

	work_name(w, name, sizeof(name));
	printf("  %-*s | %04d |", NAME_WIDTH, name, w->cpu);
	if (lat)
		printf(" %10.3f ms |", (double)w->total_latency / (double)w->nr_atoms / 1e6);
	else
		printf(" %10.3f ms |", (double)w->total_runtime / 1e6);
	printf(" %9llu |", (unsigned long long)w->nr_atoms);
	usec_str(lat ? w->max_latency_start : w->max_runtime_start, start, sizeof(start));
	usec_str(lat ? w->max_latency_end : w->max_runtime_end, end, sizeof(end));
	printf(" %10.3f ms | %*s s | %*s s |\n",
	       (double)(lat ? w->max_latency : w->max_runtime) / 1e6, TIME_WIDTH, start, TIME_WIDTH,
	       end);
}

void kwork__print_timehist_header(void)
{
	static const char dashes[] = "----------------------------------------";

	printf(" %-*s  %-*s  %-*s  %-*s  %-*s  %-*s\n", TIME_WIDTH, "Runtime start", TIME_WIDTH,
	       "Runtime end", 6, "Cpu", NAME_WIDTH, "Kwork name", 10, "Runtime", 10, "Delaytime");
	printf(" %-*s  %-*s  %-*s  %-*s  %-*s  %-*s\n", TIME_WIDTH, "", TIME_WIDTH, "", 6, "",
	       NAME_WIDTH, "(TYPE)NAME:NUM", 10, "(msec)", 10, "(msec)");
	printf(" %.*s  %.*s  %.*s  %.*s  %.*s  %.*s\n", TIME_WIDTH, dashes, TIME_WIDTH, dashes, 6,
	       dashes, NAME_WIDTH, dashes, 10, dashes, 10, dashes);
}

void kwork__print(struct kwork *kw, const struct perf_session_stats *stats)
{
	struct kwork_work **v = sorted_works(kw);
	u64 skipped[KWORK_NR_TRACES] = { 0 }, nr_skipped = 0, all_runtime = 0, all_count = 0;
	int width = print_header(kw);

	for (size_t i = 0; i < kw->nr_all; i++) {
		for (int t = 0; t < KWORK_NR_TRACES; t++) {
			skipped[t] += v[i]->atoms[t].nr;
			nr_skipped += v[i]->atoms[t].nr;
		}
		if (!v[i]->nr_atoms)
			continue;
		print_work(kw, v[i]);
		all_runtime += v[i]->total_runtime;
		all_count += v[i]->nr_atoms;
	}
	print_separator(width);
	if (kw->o.summary) {
		u64 span = kw->timeend - kw->timestart;

		printf("  Total count            : %9llu\n", (unsigned long long)all_count);
		/* Linux perf's "load average" is the ratio, not a percentage, behind its % sign */
		printf("  Total runtime   (msec) : %9.3f (%.3f%% load average)\n",
		       (double)all_runtime / 1e6, span ? (double)all_runtime / (double)span : 0.0);
		printf("  Total time span (msec) : %9.3f\n", (double)span / 1e6);
		print_separator(width);
	}
	sched__print_lost(stats);
	if (nr_skipped && stats->nr_events[0])
		printf("  INFO: %.3f%% skipped events (%llu including %llu raise, %llu entry, %llu exit)\n",
		       (double)nr_skipped / (double)stats->nr_events[0] * 100.0,
		       (unsigned long long)nr_skipped, (unsigned long long)skipped[KWORK_RAISE],
		       (unsigned long long)skipped[KWORK_ENTRY],
		       (unsigned long long)skipped[KWORK_EXIT]);
	if (verbose > 0)
		printf("  INFO: use %llu atom pages\n",
		       (unsigned long long)((kw->peak + ATOMS_PER_PAGE - 1) / ATOMS_PER_PAGE));
	printf("\n");
	free(v);
}
