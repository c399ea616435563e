// SPDX-License-Identifier: GPL-2.0
/*
 * perf lock: lock contention from the kernel's lock:contention_begin/end tracepoints.
 * `record` is perf record with those events and their call chains; `report` adds the
 * waits up per lock (or task), `contention` per call site (or task), in Linux perf 6.1's
 * layouts. `contention --futex` is our addition: user-space waits (FUTEX_WAIT and the
 * other waiting futex operations, from syscalls:sys_enter_futex/sys_exit_futex) per call
 * site of the locking function, e.g. the pthread_mutex_lock call of a contended mutex.
 */
#include <errno.h>
#include <limits.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtin.h"
#include "util/callchain.h"
#include "util/debug.h"
#include "util/dso.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/hashmap.h"
#include "util/lock-stat.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/parse-options.h"
#include "util/perm.h"
#include "util/replay.h"
#include "util/symbol-conf.h"
#include "util/symbol.h"
#include "util/thread.h"
#include "util/trace-event.h"

/* Linux perf's defaults: the depth record asks for, the frames of the locking code. */
#define LOCK_STACK_DEPTH 8
#define LOCK_STACK_SKIP 3
/* 4 KiB of user stack copied with each futex event: pthread_mutex_lock's callers fit. */
#define FUTEX_CALL_GRAPH "dwarf,4096"

/* The waiting futex operations (op & FUTEX_CMD_MASK). */
#define FUTEX_WAIT 0
#define FUTEX_LOCK_PI 6
#define FUTEX_WAIT_BITSET 9
#define FUTEX_WAIT_REQUEUE_PI 11
#define FUTEX_LOCK_PI2 13
#define FUTEX_CMD_MASK 127

enum lock_aggr {
	AGGR_ADDR, /* report: per lock */
	AGGR_TASK, /* -t: per thread */
	AGGR_CALLER, /* contention: per call site */
};

/* A thread waiting in a futex call: the entry its wait goes to. */
struct futex_wait {
	int tid;
	struct lock_stat *st;
};

/* A task's name from its own COMM records, as Linux perf's perf lock knows tasks. */
struct lock_comm {
	int tid;
	char *comm;
};

struct lock_cmd {
	/* options */
	const char *input;
	const char *sort_key;
	const char *fields;
	int entries;
	bool threads;
	bool combine;
	bool futex;
	int max_stack;
	int stack_skip;
	int pid, tid; /* only these (0: all) */

	bool report; /* perf lock report, else contention */
	enum lock_aggr aggr;
	struct replay r;
	struct trace_event *te;
	struct lock_stats *ls;
	struct callchain_cursor cursor;
	struct callchain_param cc;
	/* the events: lock:contention_begin/end, or the futex syscalls */
	struct evsel *begin, *end;
	/* the tracepoints' fields read (util/trace-event.h), the end's lock_addr its own */
	const struct trace_event_field *addr_field, *end_addr_field, *flags_field, *op_field;
	/* the kernel's locking code: Linux perf skips frames in these */
	bool text_looked_up;
	u64 sched_start, sched_end, lock_start, lock_end;
	struct hashmap waits; /* struct futex_wait by tid */
	struct hashmap comms; /* struct lock_comm by tid */
	u64 nr_samples;
};

static const char *const lock_usage[] = {
	"perf lock [<options>] {record|report|contention}",
	NULL,
};

/* The options every subcommand takes, before or after its name. */
#define LOCK_COMMON_OPTIONS(l, kallsyms, vmlinux, force)                                          \
	OPT_STRING('i', "input", &(l)->input, "file", "input file name"),                         \
		OPT_BOOLEAN('f', "force", force, "don't complain, do it"),                        \
		OPT_INCR('v', "verbose", &verbose, "be more verbose (show symbol address, etc)"), \
		OPT_BOOLEAN('q', "quiet", &quiet, "Do not show any warnings or messages"),        \
		OPT_STRING(0, "kallsyms", kallsyms, "file", "kallsyms pathname"),                 \
		OPT_STRING(0, "vmlinux", vmlinux, "file", "vmlinux pathname")

/* A number field of the sample's raw payload, in the file's byte order; 0 when absent. */
static u64 raw_u64(const struct perf_sample *sample, const struct trace_event_field *f)
{
	s64 v;

	return trace_event_field__num(f, sample->raw_data, sample->raw_size, &v) ? 0 : (u64)v;
}

/* The addresses of the kernel's scheduler and lock text, where waiting functions live. */
static void lock_text__lookup(struct lock_cmd *l)
{
	static const char *const names[] = { "__sched_text_start", "__sched_text_end",
					     "__lock_text_start", "__lock_text_end" };
	u64 *where[] = { &l->sched_start, &l->sched_end, &l->lock_start, &l->lock_end };
	struct map *kmap = machine__kernel_map(l->r.machine);
	struct dso *kernel = machine__kernel_dso(l->r.machine);

	l->text_looked_up = true;
	if (!kmap || !kernel || dso__load(kernel) <= 0)
		return;
	for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
		struct symbol *sym = symtab__find_by_name(&kernel->symtab, names[i]);

		if (!sym) {
			l->sched_start = 0;
			return;
		}
		*where[i] = map__unmap_ip(kmap, sym->start);
	}
}

static bool is_lock_function(struct lock_cmd *l, u64 ip)
{
	if (!l->text_looked_up)
		lock_text__lookup(l);
	if (!l->sched_start)
		return false;
	return (ip >= l->sched_start && ip < l->sched_end) ||
	       (ip >= l->lock_start && ip < l->lock_end);
}

/*
 * The frames of the sample's call chain that say who waited: Linux perf's rule, the
 * chain after its first stack_skip frames, less the frames in the kernel's locking code.
 */
static bool frame_counts(struct lock_cmd *l, const struct callchain_frame *f, u32 i)
{
	if (i < (u32)l->stack_skip)
		return false;
	return !(f->sym && is_lock_function(l, f->ip));
}

/* A sample's call chain: its frames in l->cursor, callee first. */
static u32 lock_chain(struct lock_cmd *l, const struct perf_sample *sample)
{
	struct thread *thread = machine__findnew_thread(l->r.machine, sample->pid, sample->pid);

	if (!thread || !sample->callchain)
		return 0;
	return (u32)callchain_cursor__resolve(&l->cursor, thread, sample, &l->cc);
}

static void frame_name(const struct callchain_frame *f, char *buf, size_t size)
{
	snprintf(buf, size, "%s+%#llx", f->sym->name,
		 (unsigned long long)((f->map ? map__map_ip(f->map, f->ip) : f->ip) -
				      f->sym->start));
}

/* The caller: the first counted frame with a symbol, "name+offset"; false if none. */
static bool lock_caller(struct lock_cmd *l, u32 nr, char *buf, size_t size)
{
	for (u32 i = 0; i < nr; i++) {
		const struct callchain_frame *f = &l->cursor.frames[i];

		if (i >= (u32)l->stack_skip && f->sym && !is_lock_function(l, f->ip)) {
			frame_name(f, buf, size);
			return true;
		}
	}
	return false;
}

/*
 * The call-site key: the counted frames' addresses, each mixed to 32 bits, xor-ed. Linux
 * perf's, whose hash table orders the entries of equal values by it.
 */
static u64 lock_chain_key(struct lock_cmd *l, u32 nr)
{
	u64 key = 0;

	for (u32 i = 0; i < nr; i++)
		if (frame_counts(l, &l->cursor.frames[i], i))
			key ^= (u32)(l->cursor.frames[i].ip * 0x61C8864680B583EBULL);
	return key;
}

static bool sample_wanted(const struct lock_cmd *l, const struct perf_sample *sample)
{
	return (!l->pid || (int)sample->pid == l->pid) && (!l->tid || (int)sample->tid == l->tid);
}

static u64 lock_key(struct lock_cmd *l, const struct perf_sample *sample, u64 addr, u32 *nr)
{
	*nr = 0;
	switch (l->aggr) {
	case AGGR_TASK:
		return sample->tid;
	case AGGR_ADDR:
		return addr;
	case AGGR_CALLER:
	default:
		*nr = lock_chain(l, sample);
		return lock_chain_key(l, *nr);
	}
}

static int contention_begin(struct lock_cmd *l, const struct perf_sample *sample)
{
	u64 addr = raw_u64(sample, l->addr_field);
	u32 flags = (u32)raw_u64(sample, l->flags_field);
	struct lock_stat *st;
	u32 nr;
	u64 key = lock_key(l, sample, addr, &nr);

	st = lock_stats__find(l->ls, key);
	if (!st) {
		char caller[256];

		/* every entry is named by the caller of its first wait */
		if (l->aggr != AGGR_CALLER)
			nr = lock_chain(l, sample);
		if (!lock_caller(l, nr, caller, sizeof(caller)))
			strcpy(caller, "Unknown");
		st = lock_stats__add(l->ls, key, caller, flags);
	}
	lock_stats__begin(l->ls, st, (int)sample->tid, addr, sample->time);
	return 0;
}

static int contention_end(struct lock_cmd *l, const struct perf_sample *sample)
{
	u64 addr = raw_u64(sample, l->end_addr_field);
	u32 nr;
	struct lock_stat *st = lock_stats__find(l->ls, lock_key(l, sample, addr, &nr));

	if (st)
		lock_stats__end(l->ls, st, (int)sample->tid, addr, sample->time);
	return 0;
}

static bool futex_wait_eq(const void *entry, const void *key)
{
	return ((const struct futex_wait *)entry)->tid == *(const int *)key;
}

static bool is_futex_wait(u64 op)
{
	switch (op & FUTEX_CMD_MASK) {
	case FUTEX_WAIT:
	case FUTEX_LOCK_PI:
	case FUTEX_WAIT_BITSET:
	case FUTEX_WAIT_REQUEUE_PI:
	case FUTEX_LOCK_PI2:
		return true;
	default:
		return false;
	}
}

/*
 * A futex wait's call site: the first user frame outside the object that made the
 * system call (the C library's futex wrapper, its lock functions), where the program
 * called pthread_mutex_lock or its like. Its address is the key.
 */
static const struct callchain_frame *futex_call_site(struct lock_cmd *l, u32 nr)
{
	const struct callchain_frame *first = NULL;

	for (u32 i = 0; i < nr; i++) {
		const struct callchain_frame *f = &l->cursor.frames[i];

		if (f->level == 'k')
			continue;
		if (!first) {
			first = f;
			continue;
		}
		if (!f->map || !first->map || f->map->dso != first->map->dso)
			return f;
	}
	return first;
}

static int futex_enter(struct lock_cmd *l, const struct perf_sample *sample)
{
	int tid = (int)sample->tid;
	struct futex_wait *w = hashmap__find(&l->waits, (u64)tid, futex_wait_eq, &tid);
	const struct callchain_frame *site;
	struct lock_stat *st;
	char name[256];
	u32 nr;

	if (!is_futex_wait(raw_u64(sample, l->op_field))) {
		if (w)
			w->st = NULL;
		return 0;
	}
	if (l->aggr == AGGR_TASK) {
		st = lock_stats__find(l->ls, (u64)tid);
		if (!st)
			st = lock_stats__add(l->ls, (u64)tid, NULL, 0);
	} else {
		nr = lock_chain(l, sample);
		site = futex_call_site(l, nr);
		st = lock_stats__find(l->ls, site ? site->ip : 0);
		if (!st) {
			if (site && site->sym)
				frame_name(site, name, sizeof(name));
			else if (site)
				snprintf(name, sizeof(name), "%#llx", (unsigned long long)site->ip);
			else
				strcpy(name, "Unknown");
			st = lock_stats__add(l->ls, site ? site->ip : 0, name, 0);
		}
	}
	if (!w) {
		w = xcalloc(1, sizeof(*w));
		w->tid = tid;
		if (hashmap__add(&l->waits, (u64)tid, w))
			xalloc_die(sizeof(*w));
	}
	w->st = st;
	/* a task waits in one futex call at a time: its tid is the wait's address */
	lock_stats__begin(l->ls, st, tid, 0, sample->time);
	return 0;
}

static int futex_exit(struct lock_cmd *l, const struct perf_sample *sample)
{
	int tid = (int)sample->tid;
	struct futex_wait *w = hashmap__find(&l->waits, (u64)tid, futex_wait_eq, &tid);

	if (w && w->st) {
		lock_stats__end(l->ls, w->st, tid, 0, sample->time);
		w->st = NULL;
	}
	return 0;
}

static int lock_sample(struct perf_tool *tool, union perf_event *event, struct perf_sample *sample,
		       struct evsel *evsel)
{
	struct lock_cmd *l = replay__of(tool)->tool.priv;

	l->nr_samples++;
	if (!sample_wanted(l, sample))
		return 0;
	if (evsel == l->begin)
		return l->futex ? futex_enter(l, sample) : contention_begin(l, sample);
	if (evsel == l->end)
		return l->futex ? futex_exit(l, sample) : contention_end(l, sample);
	return 0;
}

static bool comm_eq(const void *entry, const void *key)
{
	return ((const struct lock_comm *)entry)->tid == *(const int *)key;
}

/* COMM: the machine takes it; and it names its task as Linux perf's perf lock names it. */
static int lock_comm(struct perf_tool *tool, union perf_event *event, struct perf_sample *sample,
		     struct evsel *evsel)
{
	struct lock_cmd *l = replay__of(tool)->tool.priv;
	size_t size = event->header.size;

	if (size > sizeof(event->header) + 8) {
		const char *comm = event->comm.comm;
		size_t max = size - offsetof(struct perf_record_comm, comm);
		int tid = (int)event->comm.tid;
		struct lock_comm *c = hashmap__find(&l->comms, (u64)tid, comm_eq, &tid);

		if (!c) {
			c = xcalloc(1, sizeof(*c));
			c->tid = tid;
			if (hashmap__add(&l->comms, (u64)tid, c))
				xalloc_die(sizeof(*c));
		}
		free(c->comm);
		c->comm = xstrndup(comm, strnlen(comm, max));
	}
	return replay__side_band(tool, event, sample, evsel);
}

/*
 * -t: a task by its own COMM records, ":TID" without one. Linux perf's perf lock ignores
 * FORK, so threads a process starts have no name there; this prints what it prints. The
 * futex view, ours, names them from the machine (a thread has its process's name).
 */
static const char *task_name(const struct lock_stat *st, char *buf, size_t size, void *arg)
{
	struct lock_cmd *l = arg;
	int tid = (int)st->key;
	struct lock_comm *c = hashmap__find(&l->comms, (u64)tid, comm_eq, &tid);
	struct thread *t;

	if (c)
		return c->comm;
	if (l->futex) {
		t = machine__find_thread(l->r.machine, -1, tid);
		if (t && thread__comm_str(t))
			return thread__comm_str(t);
	}
	snprintf(buf, size, ":%d", tid);
	return buf;
}

static struct evsel *find_tracepoint(struct evlist *evlist, const char *name)
{
	struct evsel *evsel;

	evlist__for_each_entry(evlist, evsel)
		if (evsel->attr.type == PERF_TYPE_TRACEPOINT && evsel->name &&
		    !strcmp(evsel->name, name))
			return evsel;
	return NULL;
}

static int find_field(struct lock_cmd *l, struct evsel *evsel, const char *name,
		      const struct trace_event_field **f)
{
	*f = trace_event__field(l->te, evsel->attr.config, name);
	if (!*f) {
		pr_err("perf lock: %s: %s has no field '%s'\n", l->input, evsel->name, name);
		return -EINVAL;
	}
	return 0;
}

/* The file's events and fields this view reads; a clear error when they are missing. */
static int lock_cmd__events(struct lock_cmd *l)
{
	struct perf_session *session = l->r.session;
	const char *begin = l->futex ? "syscalls:sys_enter_futex" : "lock:contention_begin";
	const char *end = l->futex ? "syscalls:sys_exit_futex" : "lock:contention_end";

	l->begin = find_tracepoint(session->evlist, begin);
	l->end = find_tracepoint(session->evlist, end);
	if (!l->begin || !l->end) {
		pr_err("perf lock: %s: no %s and %s events in the file (record them with "
		       "'perf lock record%s')\n",
		       l->input, begin, end, l->futex ? " --futex" : "");
		return -EINVAL;
	}
	if (session->env.tracing_data)
		l->te = trace_event__new(session->env.tracing_data, session->env.tracing_data_size);
	if (!l->te) {
		pr_err("perf lock: %s: the file has no readable tracepoint formats\n", l->input);
		return -EINVAL;
	}
	if (l->futex)
		return find_field(l, l->begin, "op", &l->op_field);
	if (find_field(l, l->begin, "lock_addr", &l->addr_field) ||
	    find_field(l, l->begin, "flags", &l->flags_field) ||
	    find_field(l, l->end, "lock_addr", &l->end_addr_field))
		return -EINVAL;
	return 0;
}

static int lock_cmd__run(struct lock_cmd *l)
{
	struct lock_print print = {
		.fields = l->fields,
		.sort_key = l->sort_key,
		.entries = l->entries,
		.report = l->report,
		.by_task = l->aggr == AGGR_TASK,
		.type = l->futex ? "futex" : NULL,
	};
	struct lock_stat **sorted;
	size_t nr;
	int err;

	if (replay__open(&l->r, l->input))
		return -EINVAL;
	err = lock_cmd__events(l);
	if (err)
		goto out;
	l->ls = lock_stats__new();
	l->cc = callchain_param_default;
	l->cc.order = ORDER_CALLEE;
	l->cc.max_stack = (u32)l->max_stack;
	l->r.tool.sample = lock_sample;
	l->r.tool.comm = lock_comm;
	l->r.tool.priv = l;
	replay__prefetch_kallsyms(&l->r);
	err = replay__run(&l->r);
	if (err) {
		pr_err("perf lock: %s: %s\n", l->input, strerror(-err));
		goto out;
	}
	nr = lock_stats__sort(l->ls, l->sort_key, l->combine, &sorted);
	if (l->aggr == AGGR_TASK) {
		print.name = task_name;
		print.name_arg = l;
	}
	lock_stats__print(stdout, sorted, nr, &print);
	free(sorted);
out:
	return err;
}

static void lock_cmd__exit(struct lock_cmd *l)
{
	struct hashmap_slot *s;

	hashmap__for_each(&l->waits, s) free(s->entry);
	hashmap__for_each(&l->comms, s)
	{
		struct lock_comm *c = s->entry;

		free(c->comm);
		free(c);
	}
	hashmap__exit(&l->waits);
	hashmap__exit(&l->comms);
	lock_stats__delete(l->ls);
	trace_event__delete(l->te);
	callchain_cursor__exit(&l->cursor);
	if (l->r.machine)
		replay__exit(&l->r);
}

static int lock_cmd__check(struct lock_cmd *l, const char *cmd)
{
	char bad[64];

	if (!lock_stats__valid_key(l->sort_key, l->report)) {
		pr_err("perf lock %s: unknown sort key: %s\n", cmd, l->sort_key);
		return -EINVAL;
	}
	if (l->fields && !lock_stats__valid_fields(l->fields, l->report, bad, sizeof(bad))) {
		pr_err("perf lock %s: unknown output field: %s\n", cmd, bad);
		return -EINVAL;
	}
	if (l->max_stack < 1 || l->stack_skip < 0) {
		pr_err("perf lock %s: --max-stack must be positive, --stack-skip not negative\n",
		       cmd);
		return -EINVAL;
	}
	return 0;
}

static int lock_cmd__start(struct lock_cmd *l, const char *cmd, bool force, const char *kallsyms,
			   const char *vmlinux)
{
	char msg[512];

	if (quiet)
		verbose = 0;
	symbol_conf__set_paths(NULL, vmlinux, kallsyms);
	if (perm__check_input(l->input, force, msg, sizeof(msg))) {
		pr_err("perf lock %s: %s\n", cmd, msg);
		return -EPERM;
	}
	return 0;
}

/* The options checked, the file read, the table printed: the exit status. */
static int lock_cmd__main(struct lock_cmd *l, const char *cmd, bool force, const char *kallsyms,
			  const char *vmlinux)
{
	int err = lock_cmd__check(l, cmd);

	if (!err)
		err = lock_cmd__start(l, cmd, force, kallsyms, vmlinux);
	if (!err)
		err = lock_cmd__run(l);
	lock_cmd__exit(l);
	return err ? 1 : 0;
}

static int cmd_lock_report(struct lock_cmd *l, int argc, const char **argv, bool force,
			   const char *kallsyms, const char *vmlinux)
{
	static const char *const usage[] = { "perf lock report [<options>]", NULL };
	const struct option options[] = {
		OPT_BOOLEAN('c', "combine-locks", &l->combine, "combine locks in the same class"),
		OPT_INTEGER('E', "entries", &l->entries, "display this many functions"),
		OPT_STRING('F', "field", &l->fields, "...",
			   "output fields (acquired / contended / avg_wait / wait_total / "
			   "wait_max / wait_min)"),
		OPT_STRING('k', "key", &l->sort_key, "acquired",
			   "key for sorting (acquired / contended / avg_wait / wait_total / "
			   "wait_max / wait_min)"),
		OPT_BOOLEAN('t', "threads", &l->threads, "show per-thread lock stats"),
		LOCK_COMMON_OPTIONS(l, &kallsyms, &vmlinux, &force),
		OPT_END(),
	};

	l->report = true;
	l->sort_key = "acquired";
	argc = parse_options(argc, argv, options, usage, 0);
	if (argc)
		usage_with_options_msg(usage, options, "unexpected argument '%s'", argv[0]);
	l->aggr = l->threads ? AGGR_TASK : AGGR_ADDR;
	return lock_cmd__main(l, "report", force, kallsyms, vmlinux);
}

static int cmd_lock_contention(struct lock_cmd *l, int argc, const char **argv, bool force,
			       const char *kallsyms, const char *vmlinux)
{
	static const char *const usage[] = { "perf lock contention [<options>]", NULL };
	bool all_cpus = false;
	const char *cpus = NULL;
	int map_entries = 0;
	const struct option options[] = {
		OPT_BOOLEAN('a', "all-cpus", &all_cpus, "System-wide collection from all CPUs"),
		OPT_NOBUILD_BOOLEAN('b', "use-bpf",
				    "use BPF program to collect lock contention stats",
				    "no BUILD_BPF_SKEL=1"),
		OPT_STRING('C', "cpu", &cpus, "cpu", "List of cpus to monitor"),
		OPT_INTEGER('E', "entries", &l->entries, "display this many functions"),
		OPT_STRING(
			'F', "field", &l->fields, "contended,wait_total,wait_max,avg_wait",
			"output fields (contended / wait_total / wait_max / wait_min / avg_wait)"),
		OPT_BOOLEAN(0, "futex", &l->futex,
			    "user-space futex waits by call site (from perf lock record --futex)"),
		OPT_STRING(
			'k', "key", &l->sort_key, "wait_total",
			"key for sorting (contended / wait_total / wait_max / wait_min / avg_wait)"),
		OPT_INTEGER('M', "map-nr-entries", &map_entries, "Max number of BPF map entries"),
		OPT_INTEGER('p', "pid", &l->pid, "only the waits of this process id"),
		OPT_BOOLEAN('t', "threads", &l->threads, "show per-thread lock stats"),
		OPT_INTEGER(0, "tid", &l->tid, "only the waits of this thread id"),
		OPT_INTEGER(
			0, "max-stack", &l->max_stack,
			"Set the maximum stack depth when collecting lock contention, Default: 8"),
		OPT_INTEGER(0, "stack-skip", &l->stack_skip,
			    "Set the number of stack depth to skip when finding a lock caller, "
			    "Default: 3"),
		LOCK_COMMON_OPTIONS(l, &kallsyms, &vmlinux, &force),
		OPT_END(),
	};

	l->sort_key = "wait_total";
	argc = parse_options(argc, argv, options, usage, PARSE_OPT_STOP_AT_NON_OPTION);
	if (argc || all_cpus || cpus) {
		/* Linux perf does these live with -b (BPF) only */
		pr_err("perf lock contention: live collection needs -b (BPF), which this perf "
		       "lacks: run 'perf lock record' first\n");
		return 1;
	}
	if (l->futex && l->max_stack == LOCK_STACK_DEPTH)
		l->max_stack = 127; /* futex records carry whole user stacks */
	l->aggr = l->threads ? AGGR_TASK : AGGR_CALLER;
	return lock_cmd__main(l, "contention", force, kallsyms, vmlinux);
}

/*
 * perf record with the lock events, as Linux perf records them: raw samples, each
 * event counted (-c 1), a big ring, only the tasks synthesized, call chains by frame
 * pointers 8 deep; --futex: the futex system calls with user stacks unwound by DWARF.
 */
static int cmd_lock_record(int argc, const char **argv)
{
	static const char *const lock_events[] = { "-e",	   "lock:contention_begin",
						   "-e",	   "lock:contention_end",
						   "--call-graph", "fp,8" };
	static const char *const futex_events[] = { "-e",	    "syscalls:sys_enter_futex",
						    "-e",	    "syscalls:sys_exit_futex",
						    "--call-graph", FUTEX_CALL_GRAPH };
	static const char *const common[] = { "record", "-R", "-m",	 "1024",
					      "-c",	"1",  "--synth", "task" };
	bool futex = argc > 1 && !strcmp(argv[1], "--futex");
	const char *const *events = futex ? futex_events : lock_events;
	const char **rec_argv;
	int n = 0, err;

	if (futex) {
		argc--;
		argv++;
	}
	rec_argv = xcalloc(ARRAY_SIZE(common) + ARRAY_SIZE(lock_events) + (size_t)argc + 1,
			   sizeof(*rec_argv));
	for (size_t i = 0; i < ARRAY_SIZE(common); i++)
		rec_argv[n++] = common[i];
	for (size_t i = 0; i < ARRAY_SIZE(lock_events); i++)
		rec_argv[n++] = events[i];
	for (int i = 1; i < argc; i++)
		rec_argv[n++] = argv[i];
	rec_argv[n] = NULL;
	err = cmd_record(n, rec_argv);
	free(rec_argv);
	return err;
}

static bool is_subcmd(const char *arg, const char *name)
{
	/* a prefix of three letters or more, as Linux perf takes them */
	return strlen(arg) > 2 && !strncmp(name, arg, strlen(arg));
}

int cmd_lock(int argc, const char **argv)
{
	struct lock_cmd l = {
		.input = "perf.data",
		.entries = INT_MAX,
		.max_stack = LOCK_STACK_DEPTH,
		.stack_skip = LOCK_STACK_SKIP,
	};
	const char *kallsyms = NULL, *vmlinux = NULL;
	bool force = false;
	const struct option options[] = {
		LOCK_COMMON_OPTIONS(&l, &kallsyms, &vmlinux, &force),
		OPT_END(),
	};

	argc = parse_options(argc, argv, options, lock_usage, PARSE_OPT_STOP_AT_NON_OPTION);
	if (!argc)
		usage_with_options(lock_usage, options);
	if (is_subcmd(argv[0], "record"))
		return cmd_lock_record(argc, argv);
	if (is_subcmd(argv[0], "report"))
		return cmd_lock_report(&l, argc, argv, force, kallsyms, vmlinux);
	if (is_subcmd(argv[0], "contention"))
		return cmd_lock_contention(&l, argc, argv, force, kallsyms, vmlinux);
	usage_with_options_msg(lock_usage, options, "unknown subcommand '%s'", argv[0]);
}

PERF_COMMAND("lock", cmd_lock, "Analyze lock events");
