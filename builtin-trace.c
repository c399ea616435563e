// SPDX-License-Identifier: GPL-2.0
/*
 * perf trace: the system calls of a workload, of tasks (-p/-t) or of the whole system (-a),
 * one line each as they return (strace-like, in Linux perf's layout), or a summary per
 * thread (-s, -S).
 *
 * The raw_syscalls:sys_enter and sys_exit tracepoints are sampled on every hit into per-CPU
 * rings; -e's selection is a kernel filter on the call number, so calls not asked for cost
 * no sample. Each pass over the rings is put in time order, an enter is kept per thread
 * until its exit comes, and the pair is written with its duration and decoded arguments.
 *
 * The calls that open files by name (open, openat, openat2, creat) enter through a third
 * event that also takes the user stack's top: the name a program passes usually lies there
 * (its argv, a local buffer), so the new fd is named from it even when the task has closed
 * the file or exited before perf reads its records, when /proc can no longer tell. (Linux
 * perf reads the names with a vfs_getname probe or BPF; without them it asks /proc too.)
 */
#include <asm/perf_regs.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "builtin.h"
#include "util/callchain.h"
#include "util/debug.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/fd-path.h"
#include "util/hashmap.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/mmap.h"
#include "util/parse-events.h"
#include "util/parse-options.h"
#include "util/record.h"
#include "util/replay.h"
#include "util/run-merge.h"
#include "util/stat.h"
#include "util/symbol.h"
#include "util/synthesize.h"
#include "util/syscall-fmt.h"
#include "util/syscalltbl.h"
#include "util/target.h"
#include "util/thread_map.h"
#include "util/util.h"

static const char *const trace_usage[] = {
	"perf trace [<options>] [<command>]",
	"perf trace [<options>] -- <command> [<options>]",
	"perf trace record [<options>] [<command>]",
	"perf trace record [<options>] -- <command> [<options>]",
	NULL,
};

/* One call's totals in a thread, for the summary. */
struct syscall_stats {
	u64 calls, errors;
	double total, min, max; /* ms */
	struct stats st;
};

struct trace_thread {
	int tid, pid;
	char comm[32];
	u64 nr_events;
	/* the call it is in: its enter, until the exit comes */
	bool in_call;
	int id;
	u64 enter_time;
	u64 args[SYSCALL_MAX_ARGS];
	bool entry_shown; /* another task's event came first: its start is written already */
	char open_path[PATH_MAX]; /* the name an open call in progress passed, "" unknown */
	struct syscall_stats *stats; /* [call number], for the summary */
};

struct trace {
	struct record_opts opts;
	struct evlist *evlist;
	struct evsel *enter, *exit, *enter_open; /* raw_syscalls: sys_enter, sys_exit, opens */
	struct syscalls *sc;
	struct fd_paths *fd_paths;
	struct hashmap threads; /* tid -> trace_thread */
	struct trace_thread **thread_list; /* in order of first sight */
	int nr_threads, alloc_threads;
	const char *event_list; /* -e */
	const char *output_name; /* -o */
	const char *input_name; /* -i: a recording of perf trace record */
	FILE *out;
	bool summary, with_summary; /* -s, -S */
	bool no_inherit;
	double duration; /* --duration: ms */
	u64 base_time;
	struct trace_thread *current; /* the last to enter a call, until another task's event */
	u64 nr_events; /* every record read, side band included */
	unsigned int mmap_pages;
	/* --call-graph: the user stacks of the calls' exits, resolved through a live machine */
	struct replay replay;
	bool have_machine;
	struct callchain_param cc;
	struct callchain_cursor cursor;
	int max_stack; /* --max-stack */
	const char *pf; /* -F/--pf: maj, min or all */
	struct evsel *majfault, *minfault;
	/*
	 * The records of one pass, copied out of the rings into one arena, then put in
	 * time order (each ring's records are in order already: a merge of those runs)
	 */
	struct trace_rec {
		u64 time;
		size_t off; /* in arena */
	} * recs, *recs_tmp;
	size_t nr_recs, alloc_recs, *runs;
	char *arena;
	size_t arena_len, arena_alloc;
};

/*
 * Bytes of user stack taken at each open call: from the stack pointer up to its callers'
 * buffers. The kernel copies only the pages present: a name beyond a page the program never
 * touched (grep's argv, past its large frames) is not there, and /proc names the fd instead,
 * while the task still has it open.
 */
#define TRACE_OPEN_STACK 16384

static volatile sig_atomic_t done;
static volatile sig_atomic_t child_finished;

static void sig_handler(int sig)
{
	if (sig == SIGCHLD)
		child_finished = 1;
	done = 1;
}

/* A kernel filter on the call number being written: "id == 1 || id == 2". */
struct id_filter {
	char *buf;
	size_t len, alloc;
	const char *op, *join;
};

static int trace__filter_add(int id, const char *name, void *data)
{
	struct id_filter *f = data;
	char term[64];
	int n = snprintf(term, sizeof(term), "%sid %s %d", f->len ? f->join : "", f->op, id);

	if (f->len + n + 1 > f->alloc) {
		f->alloc = (f->len + n + 1) * 2;
		f->buf = xrealloc(f->buf, f->alloc);
	}
	memcpy(f->buf + f->len, term, n + 1);
	f->len += n;
	return 0;
}

/*
 * The kernel filter on the call number that -e's list means (names and globs, comma
 * separated; a leading '!' takes the others); NULL with msg on a bad name.
 */
static char *trace__syscall_filter(const char *list, char *msg, size_t len)
{
	struct id_filter f = { NULL, 0, 0, "==", " || " };
	char *copy, *tok, *save;
	bool negate = list[0] == '!';

	if (negate) {
		list++;
		f.op = "!=";
		f.join = " && ";
	}
	copy = xstrdup(list);
	for (tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		if (syscalltbl__for_each_glob(tok, trace__filter_add, &f) <= 0) {
			snprintf(msg, len,
				 strpbrk(tok, "*?[") ? "no system call matches '%s'" :
						       "unknown system call '%s'",
				 tok);
			free(copy);
			free(f.buf);
			return NULL;
		}
	}
	free(copy);
	if (!f.buf)
		snprintf(msg, len, "-e: no system call named");
	return f.buf;
}

static struct trace_thread *trace__thread(struct trace *trace, int pid, int tid)
{
	struct trace_thread *t = hashmap__find(&trace->threads, (u64)tid, NULL, NULL);

	if (t) {
		if (pid > 0)
			t->pid = pid;
		return t;
	}
	t = xcalloc(1, sizeof(*t));
	t->tid = tid;
	t->pid = pid > 0 ? pid : tid;
	if (hashmap__add(&trace->threads, (u64)tid, t))
		xalloc_die(sizeof(*t));
	if (trace->nr_threads == trace->alloc_threads) {
		trace->alloc_threads = trace->alloc_threads ? trace->alloc_threads * 2 : 16;
		trace->thread_list = xrealloc(trace->thread_list,
					      trace->alloc_threads * sizeof(*trace->thread_list));
	}
	trace->thread_list[trace->nr_threads++] = t;
	return t;
}

/* The command name of tid: from its COMM records, else from /proc while it lives. */
static const char *trace__comm(void *data, int tid)
{
	struct trace *trace = data;
	struct trace_thread *t = trace__thread(trace, 0, tid);

	if (!t->comm[0] && trace->input_name) {
		/* a recording's tasks are not this host's: only its COMM records name them */
		snprintf(t->comm, sizeof(t->comm), ":%d", tid);
	} else if (!t->comm[0]) {
		char path[64];
		FILE *f;

		snprintf(path, sizeof(path), "/proc/%d/comm", tid);
		f = fopen(path, "r");
		if (f) {
			if (fgets(t->comm, sizeof(t->comm), f))
				t->comm[strcspn(t->comm, "\n")] = '\0';
			fclose(f);
		}
		if (!t->comm[0])
			snprintf(t->comm, sizeof(t->comm), ":%d", tid);
	}
	return t->comm;
}

/* The command name of tid for a result (getppid's), NULL when nothing names it. */
static const char *trace__ret_comm(void *data, int tid)
{
	const char *comm = trace__comm(data, tid);

	return comm[0] == ':' ? NULL : comm;
}

static const char *trace__fd_path(void *data, int pid, int fd)
{
	struct trace *trace = data;

	/* a recording's fds are not this host's processes' */
	return trace->input_name ? NULL : fd_paths__get(trace->fd_paths, pid, fd);
}

static bool trace__show_events(const struct trace *trace)
{
	return !trace->summary;
}

/* "     0.115 ( 0.027 ms): grep/29139 " */
static void trace__print_head(struct trace *trace, struct trace_thread *t, u64 time, bool has_time,
			      double duration_ms, bool has_duration)
{
	if (has_time)
		fprintf(trace->out, "%10.3f (", (double)(time - trace->base_time) / 1e6);
	else
		fprintf(trace->out, "%10s (", "?");
	if (has_duration)
		fprintf(trace->out, "%6.3f ms", duration_ms);
	else
		fprintf(trace->out, "%9s", "");
	fprintf(trace->out, "): %s/%d ", trace__comm(trace, t->tid), t->tid);
}

/* The call's text padded to Linux perf's column, then its result. */
static void trace__print_tail(struct trace *trace, const char *entry, const char *ret)
{
	fprintf(trace->out, "%-69s = %s\n", entry, ret);
}

static void trace__account(struct trace *trace, struct trace_thread *t, int id, s64 ret,
			   double duration_ms, const struct syscall_desc *d)
{
	struct syscall_stats *s;

	if (!trace->summary && !trace->with_summary)
		return;
	if (id < 0 || id >= syscalltbl__nr())
		return;
	if (!t->stats)
		t->stats = xcalloc(syscalltbl__nr(), sizeof(*t->stats));
	s = &t->stats[id];
	if (!s->calls)
		s->min = duration_ms;
	s->calls++;
	if (syscall_desc__is_error(d, ret))
		s->errors++;
	s->total += duration_ms;
	if (duration_ms < s->min)
		s->min = duration_ms;
	if (duration_ms > s->max)
		s->max = duration_ms;
	update_stats(&s->st, duration_ms);
}

/* "name(arg: value, ...)" of the call t is in. */
static void trace__format_entry(struct trace *trace, struct trace_thread *t,
				const struct syscall_desc *d, char *entry, size_t len)
{
	struct syscall_fmt_ctx ctx = { trace__fd_path, trace__ret_comm, trace, t->pid };
	char args[960];

	syscall_desc__format_args(d, t->args, &ctx, args, sizeof(args));
	snprintf(entry, len, "%s(%s)", d->name, args);
}

/*
 * Another task's event comes while the last task to enter a call is still in it: that
 * call's start is written now ("name(args) ..."), its end later as "[continued]", so the
 * lines stay in time order, as Linux perf writes them.
 */
static void trace__interrupt_current(struct trace *trace, struct trace_thread *t)
{
	struct trace_thread *cur = trace->current;
	char entry[1024];

	if (!cur || cur == t)
		return;
	trace->current = NULL;
	if (!cur->in_call || cur->entry_shown || !trace__show_events(trace) || trace->duration > 0)
		return;
	trace__format_entry(trace, cur, syscalls__desc(trace->sc, cur->id), entry, sizeof(entry));
	trace__print_head(trace, cur, cur->enter_time, true, 0, false);
	fprintf(trace->out, "%-67s...\n", entry);
	cur->entry_shown = true;
}

static void trace__sys_enter(struct trace *trace, struct trace_thread *t,
			     const struct perf_sample *sample)
{
	const struct syscall_desc *d;
	char entry[1024];
	int id;

	if (!syscalls__parse_enter(trace->sc, sample->raw_data, sample->raw_size, &id, t->args))
		return;
	d = syscalls__desc(trace->sc, id);
	t->in_call = true;
	t->entry_shown = false;
	t->id = id;
	t->enter_time = sample->time;
	if (!d->no_return) {
		trace->current = t;
		return;
	}
	/* exit, exit_group: no exit comes */
	t->in_call = false;
	if (!trace__show_events(trace) || trace->duration > 0)
		return;
	trace__format_entry(trace, t, d, entry, sizeof(entry));
	trace__print_head(trace, t, sample->time, true, 0, false);
	/* the exits print "= ?"; rt_sigreturn goes back to where the signal came, "..." */
	if (strcmp(d->name, "rt_sigreturn"))
		trace__print_tail(trace, entry, "?");
	else
		fprintf(trace->out, "%-67s...\n", entry);
}

/* The NUL-terminated string at addr, when it lies in the sample's copy of the user stack. */
static bool stack_string(const struct perf_sample *sample, u64 addr, char *buf, size_t len)
{
	u64 sp, off;
	size_t n;

	if (!sample->user_regs.regs || !(sample->user_regs.mask & (1ULL << PERF_REG_X86_SP)) ||
	    !sample->user_stack.data || !len)
		return false;
	sp = sample->user_regs.regs[0];
	if (addr < sp || addr - sp >= sample->user_stack.size)
		return false;
	off = addr - sp;
	n = strnlen(sample->user_stack.data + off, sample->user_stack.size - off);
	if (n == sample->user_stack.size - off || n >= len || !n)
		return false;
	memcpy(buf, sample->user_stack.data + off, n + 1);
	return true;
}

/* The file an open call names, absolute: relative names from its dfd or working directory. */
static void trace__open_path(struct trace *trace, struct trace_thread *t,
			     const struct perf_sample *sample)
{
	const struct syscall_desc *d = syscalls__desc(trace->sc, t->id);
	int name = syscall_desc__filename_arg(d), dfd = syscall_desc__dfd_arg(d);
	char rel[PATH_MAX], dir[PATH_MAX];
	const char *base = NULL;

	t->open_path[0] = '\0';
	if (name < 0 || !stack_string(sample, t->args[name], rel, sizeof(rel)))
		return;
	if (rel[0] != '/') {
		if (dfd >= 0 && (int)t->args[dfd] != AT_FDCWD) {
			base = fd_paths__get(trace->fd_paths, t->pid, (int)t->args[dfd]);
		} else {
			char link[64];
			ssize_t n;

			snprintf(link, sizeof(link), "/proc/%d/cwd", t->pid);
			n = readlink(link, dir, sizeof(dir) - 1);
			if (n > 0) {
				dir[n] = '\0';
				base = dir;
			}
		}
		if (!base)
			return;
	}
	if (snprintf(t->open_path, sizeof(t->open_path), "%s%s%s", base ? base : "",
		     base && strcmp(base, "/") ? "/" : "", rel) >= (int)sizeof(t->open_path))
		t->open_path[0] = '\0';
}

/* --call-graph: the frames of the call's exit, callee first, under its line. */
static void trace__print_callchain(struct trace *trace, const struct perf_sample *sample)
{
	struct thread *thread;
	int n;

	if (!trace->have_machine || !sample->callchain)
		return;
	thread = machine__findnew_thread(trace->replay.machine, (int)sample->pid, (int)sample->tid);
	if (!thread)
		return;
	n = callchain_cursor__resolve(&trace->cursor, thread, sample, &trace->cc);
	for (int i = 0; i < n; i++) {
		const struct callchain_frame *f = &trace->cursor.frames[i];

		fprintf(trace->out, "%39s%s (%s)\n", "", f->sym ? f->sym->name : "[unknown]",
			f->map && f->map->dso ? f->map->dso->long_name : "[unknown]");
	}
}

static void trace__sys_exit(struct trace *trace, struct trace_thread *t,
			    const struct perf_sample *sample)
{
	const struct syscall_desc *d;
	struct syscall_fmt_ctx ctx = { trace__fd_path, trace__ret_comm, trace, t->pid };
	bool paired;
	double ms = 0;
	char entry[1024], ret_text[256];
	int id;
	s64 ret;

	if (!syscalls__parse_exit(trace->sc, sample->raw_data, sample->raw_size, &id, &ret))
		return;
	/* rt_sigreturn's exit: the restored registers hold no call number */
	if (id < 0) {
		t->in_call = false;
		return;
	}
	d = syscalls__desc(trace->sc, id);
	paired = t->in_call && t->id == id;
	t->in_call = false;
	if (paired && sample->time >= t->enter_time)
		ms = (double)(sample->time - t->enter_time) / 1e6;
	trace__account(trace, t, id, ret, ms, d);
	if (trace__show_events(trace) && (!trace->duration || (paired && ms > trace->duration))) {
		/* fds are named before a close forgets them, after an open learns them */
		if (paired && !t->entry_shown)
			trace__format_entry(trace, t, d, entry, sizeof(entry));
		else
			snprintf(entry, sizeof(entry), " ... [continued]: %s())", d->name);
		syscall_desc__format_ret(d, ret, &ctx, ret_text, sizeof(ret_text));
		trace__print_head(trace, t, paired ? t->enter_time : 0, paired, ms, paired);
		trace__print_tail(trace, entry, ret_text);
		trace__print_callchain(trace, sample);
	}
	if (syscall_desc__closes_fd(d) && paired && ret == 0)
		fd_paths__forget(trace->fd_paths, t->pid, (int)t->args[0]);
	else if (syscall_desc__opens_fd(d) && ret >= 0 && paired && t->open_path[0])
		fd_paths__set(trace->fd_paths, t->pid, (int)ret, t->open_path);
	else if (syscall_desc__opens_fd(d) && ret >= 0 && !trace->input_name)
		fd_paths__opened(trace->fd_paths, t->pid, (int)ret);
}

static void trace__comm_event(struct trace *trace, const union perf_event *event)
{
	struct trace_thread *t = trace__thread(trace, event->comm.pid, event->comm.tid);

	snprintf(t->comm, sizeof(t->comm), "%s", event->comm.comm);
}

/* -F: "majfault [func+0x1c] => /usr/lib/libc.so.6@0x1f3a0 (d.)", as Linux perf writes it. */
static void trace__page_fault(struct trace *trace, struct trace_thread *t, struct evsel *evsel,
			      const struct perf_sample *sample)
{
	struct addr_location al = { 0 }, target = { 0 };
	char where[512];

	if (!trace__show_events(trace) || trace->duration > 0)
		return;
	if (machine__resolve_sample(trace->replay.machine, sample, &al))
		return;
	if (al.sym)
		snprintf(where, sizeof(where), "%s+0x%llx", al.sym->name,
			 (unsigned long long)(al.addr - al.sym->start));
	else
		snprintf(where, sizeof(where), "%#llx", (unsigned long long)sample->ip);
	trace__print_head(trace, t, sample->time, true, 0, true);
	fprintf(trace->out, "%s [%s] => ", evsel == trace->majfault ? "majfault" : "minfault",
		where);
	if (al.thread)
		thread__resolve_map(al.thread, &target, sample->addr, sample->cpumode);
	if (target.map && target.map->dso)
		fprintf(trace->out, "%s@%#llx", target.map->dso->long_name,
			(unsigned long long)target.addr);
	else
		fprintf(trace->out, "%#llx", (unsigned long long)sample->addr);
	/* 'd': the address lies in a mapping (code or data, as Linux perf 6.1 says it) */
	fprintf(trace->out, " (%c%c)\n", target.map ? 'd' : '?', al.level);
}

/* A sample of sys_enter or sys_exit, live or from a file. */
static void trace__sample(struct trace *trace, struct evsel *evsel, struct perf_sample *sample)
{
	struct trace_thread *t;

	if (!sample->raw_data && evsel != trace->majfault && evsel != trace->minfault)
		return;
	if (!trace->base_time)
		trace->base_time = sample->time;
	t = trace__thread(trace, (int)sample->pid, (int)sample->tid);
	t->nr_events++;
	trace__interrupt_current(trace, t);
	if (evsel == trace->enter || evsel == trace->enter_open) {
		trace__sys_enter(trace, t, sample);
		if (evsel == trace->enter_open && t->in_call)
			trace__open_path(trace, t, sample);
		else
			t->open_path[0] = '\0';
	} else if (evsel == trace->exit) {
		trace__sys_exit(trace, t, sample);
	} else if (evsel == trace->majfault || evsel == trace->minfault) {
		trace__page_fault(trace, t, evsel, sample);
	}
}

/* A new task has its parent's command name until it execs. */
static void trace__fork_event(struct trace *trace, const union perf_event *event)
{
	struct trace_thread *parent = trace__thread(trace, event->fork.ppid, event->fork.ptid);
	struct trace_thread *t = trace__thread(trace, event->fork.pid, event->fork.tid);

	if (!t->comm[0])
		memcpy(t->comm, trace__comm(trace, parent->tid), sizeof(t->comm));
}

static void trace__event(struct trace *trace, union perf_event *event)
{
	struct evsel *evsel = evlist__event2evsel(trace->evlist, &event->header);
	struct perf_sample sample;

	if (!evsel)
		return;
	if (trace->have_machine && event->header.type != PERF_RECORD_SAMPLE) {
		struct perf_sample side;

		if (!perf_event__parse_sample(event, &evsel->attr, &side))
			replay__event(&trace->replay, event, side.time);
	}
	if (event->header.type == PERF_RECORD_COMM) {
		trace__comm_event(trace, event);
		return;
	}
	if (event->header.type == PERF_RECORD_FORK) {
		trace__fork_event(trace, event);
		return;
	}
	/* a ring was full: said where it happened, as Linux perf says it */
	if (event->header.type == PERF_RECORD_LOST) {
		fprintf(trace->out, "LOST %llu events!\n", (unsigned long long)event->lost.lost);
		return;
	}
	if (event->header.type != PERF_RECORD_SAMPLE ||
	    perf_event__parse_sample(event, &evsel->attr, &sample))
		return;
	trace__sample(trace, evsel, &sample);
}

static inline bool trace_rec__before(const struct trace_rec *a, const struct trace_rec *b)
{
	return a->time < b->time;
}

DEFINE_RUN_MERGE(trace_rec, struct trace_rec, trace_rec__before)

/* The time of a record: a sample's, or the sample_id trailer's of the side band. */
static u64 trace__event_time(struct trace *trace, union perf_event *event)
{
	struct evsel *evsel = evlist__event2evsel(trace->evlist, &event->header);
	struct perf_sample sample;

	if (!evsel || perf_event__parse_sample(event, &evsel->attr, &sample))
		return 0;
	return sample.time;
}

/*
 * One pass over every ring: the records are copied out, put in time order (a task that
 * moved between CPUs in a call has its enter and exit in two rings) and handled.
 */
static int trace__read_rings(struct trace *trace)
{
	struct trace_rec *sorted;
	struct perf_mmap *m;
	size_t n, nr_runs;

	trace->nr_recs = 0;
	trace->arena_len = 0;
	evlist__for_each_mmap(trace->evlist, m) {
		union perf_event *ev;

		if (perf_mmap__read_init(m))
			continue;
		while ((ev = (union perf_event *)perf_mmap__read_event(m))) {
			struct trace_rec *r;

			if (trace->nr_recs == trace->alloc_recs) {
				trace->alloc_recs = trace->alloc_recs ? trace->alloc_recs * 2 :
									4096;
				trace->recs = xrealloc(trace->recs,
						       trace->alloc_recs * sizeof(*trace->recs));
			}
			if (trace->arena_len + ev->header.size > trace->arena_alloc) {
				trace->arena_alloc = (trace->arena_len + ev->header.size) * 2;
				trace->arena = xrealloc(trace->arena, trace->arena_alloc);
			}
			r = &trace->recs[trace->nr_recs++];
			r->off = trace->arena_len;
			memcpy(trace->arena + r->off, ev, ev->header.size);
			trace->arena_len += ev->header.size;
			r->time = trace__event_time(trace, ev);
		}
		perf_mmap__read_done(m);
	}
	n = trace->nr_recs;
	if (!n)
		return 0;
	sorted = trace->recs;
	nr_runs = trace_rec_runs(trace->recs, n, NULL);
	if (nr_runs > 1) {
		trace->runs = xrealloc(trace->runs, (nr_runs + 1) * sizeof(*trace->runs));
		trace->recs_tmp =
			xrealloc(trace->recs_tmp, trace->alloc_recs * sizeof(*trace->recs));
		trace_rec_runs(trace->recs, n, trace->runs);
		sorted = trace_rec_merge(trace->recs, trace->recs_tmp, trace->runs, nr_runs, n);
	}
	for (size_t i = 0; i < n; i++) {
		trace->nr_events++;
		trace__event(trace, (union perf_event *)(trace->arena + sorted[i].off));
	}
	trace->nr_recs = 0;
	return (int)n;
}

static int syscall_stats__cmp(const void *a, const void *b, void *arg)
{
	const struct syscall_stats *stats = arg;
	const struct syscall_stats *x = &stats[*(const int *)a], *y = &stats[*(const int *)b];

	if (x->total != y->total)
		return x->total > y->total ? -1 : 1;
	return *(const int *)a - *(const int *)b;
}

static void trace__print_thread_summary(struct trace *trace, struct trace_thread *t)
{
	int nr = syscalltbl__nr(), n = 0;
	int *order;

	fprintf(trace->out, " %s (%d), %llu events, %.1f%%\n", trace__comm(trace, t->tid), t->tid,
		(unsigned long long)t->nr_events,
		trace->nr_events ? 100.0 * t->nr_events / trace->nr_events : 0.0);
	if (!t->stats)
		return;
	order = xmalloc(nr * sizeof(*order));
	for (int id = 0; id < nr; id++)
		if (t->stats[id].calls)
			order[n++] = id;
	qsort_r(order, n, sizeof(*order), syscall_stats__cmp, t->stats);
	fprintf(trace->out, "\n");
	fprintf(trace->out,
		"   syscall            calls  errors  total       min       avg       max       stddev\n");
	fprintf(trace->out,
		"                                     (msec)    (msec)    (msec)    (msec)        (%%)\n");
	fprintf(trace->out,
		"   --------------- --------  ------ -------- --------- --------- ---------     ------\n");
	for (int i = 0; i < n; i++) {
		const struct syscall_stats *s = &t->stats[order[i]];
		double avg = avg_stats(&s->st);

		fprintf(trace->out, "   %-15s %8llu %6llu %9.3f %9.3f %9.3f %9.3f %9.2f%%\n",
			syscalltbl__name(order[i]), (unsigned long long)s->calls,
			(unsigned long long)s->errors, s->total, s->min, avg, s->max,
			rel_stddev_stats(stddev_stats(&s->st), avg));
	}
	fprintf(trace->out, "\n");
	free(order);
}

static void trace__print_summary(struct trace *trace)
{
	fprintf(trace->out, "\n Summary of events:\n\n");
	for (int i = 0; i < trace->nr_threads; i++)
		if (trace->thread_list[i]->nr_events)
			trace__print_thread_summary(trace, trace->thread_list[i]);
	fprintf(trace->out, "\n");
}

static int trace__add_open_id(int id, const char *name, void *data)
{
	static const char *const opens[] = { "open", "openat", "openat2", "creat" };
	char **filter = data;

	for (size_t i = 0; i < sizeof(opens) / sizeof(opens[0]); i++) {
		if (strcmp(name, opens[i]))
			continue;
		char *f = *filter ? xasprintf("%s || id == %d", *filter, id) :
				    xasprintf("id == %d", id);

		free(*filter);
		*filter = f;
	}
	return 0;
}

/* "(a) && (b)", or the one that is not NULL (allocated), or NULL. */
static char *filter_and(const char *a, const char *b)
{
	if (a && b)
		return xasprintf("(%s) && (%s)", a, b);
	return a ? xstrdup(a) : b ? xstrdup(b) : NULL;
}

/*
 * raw_syscalls:sys_enter (the calls that open files by name apart, with the stack's top),
 * sys_exit: filtered by -e, and without perf's own calls.
 */
static int trace__add_events(struct trace *trace, char *msg, size_t len)
{
	struct parse_events_error perr = { 0 };
	char *sel = NULL, *opens = NULL, *not_opens, *base;
	int err = 0;
	struct perf_event_attr *attr;

	if (trace->event_list) {
		sel = trace__syscall_filter(trace->event_list, msg, len);
		if (!sel)
			return -EINVAL;
	}
	if (parse_events(trace->evlist,
			 "raw_syscalls:sys_enter,raw_syscalls:sys_exit,raw_syscalls:sys_enter",
			 &perr)) {
		snprintf(msg, len, "cannot use the raw_syscalls tracepoints");
		parse_events_error__exit(&perr);
		free(sel);
		return -ENOENT;
	}
	parse_events_error__exit(&perr);
	trace->enter = evlist__first(trace->evlist);
	trace->exit = list_next_entry(trace->enter, node);
	trace->enter_open = list_next_entry(trace->exit, node);
	/* -a: our own calls would feed on themselves */
	if (target__has_cpu(&trace->opts.target)) {
		char *own = xasprintf("common_pid != %d", (int)getpid());

		base = filter_and(sel, own);
		free(own);
	} else {
		base = sel ? xstrdup(sel) : NULL;
	}
	syscalltbl__for_each_glob("*", trace__add_open_id, &opens);
	if (!opens)
		opens = xstrdup("id == -1");
	not_opens = xasprintf("!(%s)", opens);
	trace->enter->filter = filter_and(base, not_opens);
	trace->exit->filter = base ? xstrdup(base) : NULL;
	trace->enter_open->filter = filter_and(base, opens);
	if (trace->pf) {
		bool maj = !strcmp(trace->pf, "maj") || !strcmp(trace->pf, "all");
		bool min = !strcmp(trace->pf, "min") || !strcmp(trace->pf, "all");
		struct evsel *evsel;

		if (!maj && !min) {
			snprintf(msg, len, "--pf takes all, maj or min, not '%s'", trace->pf);
			err = -EINVAL;
			goto out;
		}
		if (parse_events(trace->evlist,
				 maj && min ? "major-faults,minor-faults" :
				 maj	    ? "major-faults" :
					      "minor-faults",
				 &perr)) {
			parse_events_error__exit(&perr);
			snprintf(msg, len, "cannot use the page fault events");
			err = -ENOENT;
			goto out;
		}
		parse_events_error__exit(&perr);
		evsel = list_next_entry(trace->enter_open, node);
		if (maj) {
			trace->majfault = evsel;
			evsel = list_next_entry(evsel, node);
		}
		if (min)
			trace->minfault = evsel;
		evlist__for_each_entry(trace->evlist, evsel) {
			if (evsel != trace->majfault && evsel != trace->minfault)
				continue;
			/* every fault, with the address it touched */
			evsel->attr.freq = 0;
			evsel->attr.sample_period = 1;
			evsel->own_period = true;
			evsel->attr.sample_type |= PERF_SAMPLE_ADDR;
		}
	}
	attr = &trace->enter_open->attr;
	attr->sample_type |= PERF_SAMPLE_REGS_USER | PERF_SAMPLE_STACK_USER;
	attr->sample_regs_user = 1ULL << PERF_REG_X86_SP;
	attr->sample_stack_user = TRACE_OPEN_STACK;
out:
	free(not_opens);
	free(opens);
	free(base);
	free(sel);
	return err;
}

static int trace__open(struct trace *trace, char *msg, size_t len)
{
	struct evsel *failed = NULL, *evsel;
	int err = evlist__open(trace->evlist, &failed);

	if (err) {
		char why[512];

		snprintf(msg, len, "cannot open %s: %s",
			 failed ? evsel__name(failed) : "the events",
			 failed ? evsel__open_strerror(failed, err, why, sizeof(why)) :
				  strerror(-err));
		return err;
	}
	evlist__for_each_entry(trace->evlist, evsel) {
		err = evsel__apply_filter(evsel);
		if (err) {
			snprintf(msg, len, "the kernel refused the filter '%s': %s", evsel->filter,
				 strerror(-err));
			return err;
		}
	}
	return 0;
}

static int trace__synth_to_machine(void *arg, union perf_event *event)
{
	struct trace *trace = arg;

	replay__event(&trace->replay, event, 0);
	return 0;
}

/*
 * --call-graph: the exits carry the user part of their stacks (as Linux perf's); -F: the
 * faults' addresses. Both resolved through a machine that the side band keeps and /proc
 * starts for tasks that exist.
 */
static int trace__setup_callchains(struct trace *trace)
{
	struct synth_opts so = { .process = trace__synth_to_machine, .arg = trace };
	struct evsel *evsel;
	int err;

	evlist__for_each_entry(trace->evlist, evsel) {
		if (evsel != trace->exit)
			evsel->attr.sample_type &= ~(u64)PERF_SAMPLE_CALLCHAIN;
	}
	if (!trace->opts.call_graph)
		trace->exit->attr.sample_type &= ~(u64)PERF_SAMPLE_CALLCHAIN;
	trace->exit->attr.exclude_callchain_kernel = 1;
	if (trace->max_stack > 0)
		trace->exit->attr.sample_max_stack = trace->max_stack;
	trace->cc = callchain_param_default;
	trace->cc.order = ORDER_CALLEE;
	if (trace->max_stack > 0)
		trace->cc.max_stack = trace->max_stack;
	err = replay__init(&trace->replay, NULL);
	if (err)
		return err;
	trace->have_machine = true;
	trace->replay.machine->live = true;
	/* -F: faults in the kernel (in exec, say) are named from kallsyms, data by its maps */
	if (trace->pf) {
		trace->enter->attr.mmap_data = 1;
		err = perf_event__synthesize_kernel_mmap(&so);
		if (!err)
			err = perf_event__synthesize_modules(&so);
		if (err)
			return err;
	}
	if (target__has_cpu(&trace->opts.target))
		return perf_event__synthesize_threads(&so);
	if (target__has_task(&trace->opts.target))
		return perf_event__synthesize_thread_map(trace->evlist->threads, &so);
	return 0;
}

static int __cmd_trace(struct trace *trace, int argc, const char **argv)
{
	struct evlist *evlist = trace->evlist;
	struct sigaction sa = { .sa_handler = sig_handler };
	bool workload = argc > 0, draining = false;
	int err, status = 0;
	char msg[1024];

	trace->sc = syscalls__new(msg, sizeof(msg));
	if (!trace->sc) {
		pr_err("perf trace: %s\n", msg);
		return PERF_EXIT_START_FAILED;
	}
	err = trace__add_events(trace, msg, sizeof(msg));
	if (!err)
		err = record__setup_maps(evlist, &trace->opts, msg, sizeof(msg));
	if (err) {
		pr_err("perf trace: %s\n", msg);
		return err;
	}
	sigemptyset(&sa.sa_mask);
	sigaction(SIGCHLD, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	if (workload) {
		err = evlist__prepare_workload(evlist, argv);
		if (err) {
			pr_err("perf trace: cannot start the workload: %s\n", strerror(-err));
			return err;
		}
		if (target__none(&trace->opts.target)) {
			evlist->threads->map[0].tid = evlist->workload.pid;
			evlist->threads->map[0].pid = evlist->workload.pid;
		}
	}
	if (trace->opts.call_graph || trace->pf) {
		err = trace__setup_callchains(trace);
		if (err) {
			pr_err("perf trace: cannot read the running tasks: %s\n", strerror(-err));
			return err;
		}
	}
	err = trace__open(trace, msg, sizeof(msg));
	if (!err) {
		err = evlist__mmap(evlist, trace->mmap_pages);
		if (err)
			snprintf(msg, sizeof(msg), "cannot mmap the ring buffers: %s",
				 strerror(-err));
	}
	if (err) {
		pr_err("perf trace: %s\n", msg);
		if (workload) {
			kill(evlist->workload.pid, SIGTERM);
			waitpid(evlist->workload.pid, NULL, 0);
			evlist->workload.pid = 0;
		}
		return PERF_EXIT_START_FAILED;
	}
	if (!target__none(&trace->opts.target))
		evlist__enable(evlist);
	if (workload) {
		err = evlist__start_workload(evlist);
		if (err) {
			pr_err("perf trace: cannot run '%s': %s\n", argv[0], strerror(-err));
			waitpid(evlist->workload.pid, NULL, 0);
			evlist->workload.pid = 0;
			return PERF_EXIT_START_FAILED;
		}
	}
	for (;;) {
		if (trace__read_rings(trace) > 0)
			continue;
		if (done || draining)
			break;
		if (evlist__poll(evlist, 100) > 0 && evlist__filter_pollfd(evlist) == 0)
			draining = true;
	}
	evlist__disable(evlist);
	while (trace__read_rings(trace) > 0)
		;
	if (workload) {
		if (!child_finished)
			kill(evlist->workload.pid, SIGTERM);
		waitpid(evlist->workload.pid, &status, 0);
		evlist->workload.pid = 0;
	}
	if (trace->summary || trace->with_summary)
		trace__print_summary(trace);
	return 0;
}

static int trace__replay_sample(struct perf_tool *tool, union perf_event *event,
				struct perf_sample *sample, struct evsel *evsel)
{
	struct trace *trace = tool->priv;
	const char *name = evsel__name(evsel);

	trace->nr_events++;
	if (!trace->enter && !strcmp(name, "raw_syscalls:sys_enter"))
		trace->enter = evsel;
	else if (!trace->exit && !strcmp(name, "raw_syscalls:sys_exit"))
		trace->exit = evsel;
	trace__sample(trace, evsel, sample);
	return 0;
}

static int trace__replay_comm(struct perf_tool *tool, union perf_event *event,
			      struct perf_sample *sample, struct evsel *evsel)
{
	struct trace *trace = tool->priv;

	trace->nr_events++;
	trace__comm_event(trace, event);
	return replay__side_band(tool, event, sample, evsel);
}

static int trace__replay_fork(struct perf_tool *tool, union perf_event *event,
			      struct perf_sample *sample, struct evsel *evsel)
{
	struct trace *trace = tool->priv;

	trace->nr_events++;
	trace__fork_event(trace, event);
	return replay__side_band(tool, event, sample, evsel);
}

/* -i: the system calls of a recording of perf trace record (raw_syscalls samples). */
static int trace__replay(struct trace *trace)
{
	struct replay r;
	char msg[512];
	int err;

	trace->sc = syscalls__new(msg, sizeof(msg));
	if (!trace->sc) {
		pr_err("perf trace: %s\n", msg);
		return -ENOENT;
	}
	if (replay__open(&r, trace->input_name))
		return -EINVAL;
	r.tool.sample = trace__replay_sample;
	r.tool.comm = trace__replay_comm;
	r.tool.fork = trace__replay_fork;
	r.tool.priv = trace;
	err = replay__run(&r);
	replay__exit(&r);
	if (err) {
		pr_err("perf trace: cannot read '%s': %s\n", trace->input_name, strerror(-err));
		return err;
	}
	if (!trace->enter && !trace->exit) {
		pr_err("perf trace: '%s' has no raw_syscalls:sys_enter/sys_exit samples (perf trace record writes them)\n",
		       trace->input_name);
		return -EINVAL;
	}
	if (trace->summary || trace->with_summary)
		trace__print_summary(trace);
	return 0;
}

/*
 * perf trace record: perf record of the raw_syscalls tracepoints, every hit, with the
 * raw payloads, as Linux perf's perf trace record runs it; perf trace -i reads the file.
 */
static int trace__record(int argc, const char **argv)
{
	static const char *const head[] = {
		"record", "-R", "-m", "1024", "-c", "1", "-e",
		"raw_syscalls:sys_enter,raw_syscalls:sys_exit",
	};
	const int nr_head = sizeof(head) / sizeof(head[0]);
	const struct cmd_struct *record = perf_find_command("record");
	const char **rec_argv = xcalloc(nr_head + argc + 1, sizeof(*rec_argv));
	int ret;

	for (int i = 0; i < nr_head; i++)
		rec_argv[i] = head[i];
	for (int i = 1; i < argc; i++)
		rec_argv[nr_head + i - 1] = argv[i];
	ret = record->fn(nr_head + argc - 1, rec_argv);
	free(rec_argv);
	return ret;
}

static int trace__parse_duration(const struct option *opt, const char *arg, int unset)
{
	struct trace *trace = opt->value;
	char *end;

	trace->duration = strtod(arg, &end);
	return end == arg || *end || trace->duration < 0 ? -1 : 0;
}

static int trace__parse_callgraph(const struct option *opt, const char *str, int unset)
{
	struct trace *trace = opt->value;
	char msg[256];

	trace->opts.call_graph = !unset;
	if (unset || !str)
		return 0;
	if (record_opts__parse_callgraph(&trace->opts, str, msg, sizeof(msg))) {
		pr_err("perf trace: --call-graph: %s\n", msg);
		return -1;
	}
	return 0;
}

static int trace__parse_mmap_pages(const struct option *opt, const char *str, int unset)
{
	struct trace *trace = opt->value;

	return unset || perf_mmap__parse_pages(str, &trace->mmap_pages) ? -1 : 0;
}

static void trace__exit(struct trace *trace)
{
	struct hashmap_slot *s;

	hashmap__for_each(&trace->threads, s)
	{
		struct trace_thread *t = s->entry;

		free(t->stats);
		free(t);
	}
	hashmap__exit(&trace->threads);
	if (trace->have_machine) {
		callchain_cursor__exit(&trace->cursor);
		replay__exit(&trace->replay);
	}
	free(trace->thread_list);
	free(trace->recs);
	free(trace->recs_tmp);
	free(trace->runs);
	free(trace->arena);
	fd_paths__delete(trace->fd_paths);
	syscalls__delete(trace->sc);
	evlist__delete(trace->evlist);
	if (trace->out && trace->out != stderr)
		fclose(trace->out);
}

int cmd_trace(int argc, const char **argv)
{
	struct trace trace = {
		.evlist = evlist__new(),
	};
	struct target *target = &trace.opts.target;
	const struct option options[] = {
		OPT_STRING(
			'e', "event", &trace.event_list, "syscalls",
			"system calls to trace: names and globs, comma separated ('!' first: all but those)"),
		OPT_STRING(0, "expr", &trace.event_list, "syscalls", "same as -e"),
		OPT_BOOLEAN('a', "all-cpus", &target->system_wide, "trace every task of every CPU"),
		OPT_STRING('C', "cpu", &target->cpu_list, "cpu", "trace the tasks on these CPUs"),
		OPT_STRING('p', "pid", &target->pid, "pid",
			   "trace these processes (comma separated)"),
		OPT_STRING('t', "tid", &target->tid, "tid",
			   "trace these threads (comma separated)"),
		OPT_STRING('o', "output", &trace.output_name, "file", "write to this file"),
		OPT_STRING('i', "input", &trace.input_name, "file",
			   "the system calls of a recording of perf trace record"),
		OPT_BOOLEAN('s', "summary", &trace.summary,
			    "show only a summary of the system calls per thread"),
		OPT_BOOLEAN('S', "with-summary", &trace.with_summary,
			    "show the system calls and then their summary"),
		OPT_CALLBACK(0, "duration", &trace, "float",
			     "show only the calls that took longer than this (ms)",
			     trace__parse_duration),
		OPT_BOOLEAN(0, "no-inherit", &trace.no_inherit, "do not follow child tasks"),
		OPT_CALLBACK(0, "call-graph", &trace, "record_mode[,record_size]",
			     "the user stack of each call: fp (frame pointers) or dwarf[,size]",
			     trace__parse_callgraph),
		OPT_STRING('F', "pf", &trace.pf, "all|maj|min",
			   "show the page faults too: major, minor or all"),
		OPT_INTEGER(0, "max-stack", &trace.max_stack,
			    "at most this many frames of each stack (--call-graph)"),
		OPT_CALLBACK('m', "mmap-pages", &trace, "pages", "data pages of each ring buffer",
			     trace__parse_mmap_pages),
		OPT_INCR('v', "verbose", &verbose, "be more verbose"),
		OPT_END()
	};
	char msg[512];
	int err;

	if (!trace.evlist)
		xalloc_die(sizeof(struct evlist));
	if (argc > 1 && !strcmp(argv[1], "record")) {
		evlist__delete(trace.evlist);
		return trace__record(argc - 1, argv + 1);
	}
	/* as Linux perf: the trace on standard error, the workload's output apart */
	trace.out = stderr;
	argc = parse_options(argc, argv, options, trace_usage, PARSE_OPT_STOP_AT_NON_OPTION);
	if (trace.input_name && (argc || !target__none(target)))
		usage_with_options_msg(trace_usage, options,
				       "-i reads a recording: no command, -p, -t or -a with it");
	if (!argc && target__none(target) && !trace.input_name)
		usage_with_options_msg(trace_usage, options,
				       "nothing to trace: give a command, -p, -t or -a");
	err = target__validate(target, msg, sizeof(msg));
	if (err) {
		pr_err("perf trace: %s\n", msg);
		goto out;
	}
	if (msg[0])
		pr_warning("Warning: %s\n", msg);
	trace.opts.no_inherit = trace.no_inherit || target->tid;
	target->no_inherit = trace.opts.no_inherit;
	trace.opts.no_buildid = trace.opts.no_buildid_cache = true;
	/*
	 * Two samples a call: rings 8 times perf record's (4 MiB a CPU), so that a program
	 * making a call a microsecond loses none while perf writes the lines (bench/trace.sh)
	 */
	if (!trace.mmap_pages)
		trace.mmap_pages = record__default_mmap_pages() * 8;
	trace.fd_paths = fd_paths__new();
	if (trace.output_name) {
		trace.out = fopen(trace.output_name, "w");
		if (!trace.out) {
			pr_err("perf trace: cannot write '%s': %s\n", trace.output_name,
			       strerror(errno));
			trace.out = stderr;
			err = -errno;
			goto out;
		}
	}
	/*
	 * stderr is unbuffered: each of a line's fprintfs would be a write of its own, and the
	 * workload's output on the same file could land inside a line. A line a write.
	 */
	if (trace.out == stderr)
		setvbuf(stderr, NULL, _IOLBF, BUFSIZ);
	err = trace.input_name ? trace__replay(&trace) : __cmd_trace(&trace, argc, argv);
out:
	trace__exit(&trace);
	if (err == PERF_EXIT_START_FAILED)
		return err;
	return err ? 1 : 0;
}

PERF_COMMAND("trace", cmd_trace, "strace inspired tool.");
