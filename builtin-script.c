// SPDX-License-Identifier: GPL-2.0
/*
 * perf script: read a perf.data file and print every sample as one text line (with its call
 * chain below it when the file has one), in Linux perf's layout, so tools written for Linux
 * perf's output (FlameGraph's stackcollapse-perf.pl, the Firefox Profiler and speedscope
 * importers, hotspot) read ours the same. Side-band records (COMM, FORK, EXIT, MMAP) can be
 * shown between the samples.
 *
 * Each record is formatted into one big output buffer by hand (util/script-fmt.h) and the
 * buffer is written when full: no stdio and no allocation per sample.
 */
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "builtin.h"
#include "util/annotate.h"
#include "util/build-id.h"
#include "util/callchain.h"
#include "util/debug.h"
#include "util/debuginfod.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/evlist.h"
#include "util/filter-list.h"
#include "util/evsel.h"
#include "util/export.h"
#include "util/pager.h"
#include "util/header.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/parse-options.h"
#include "util/perf-regs.h"
#include "util/perm.h"
#include "util/session-warn.h"
#include "util/report-header.h"
#include "util/script-fmt.h"
#include "util/script-gen.h"
#include "util/script-python.h"
#include "util/scripts-dir.h"
#include "util/replay.h"
#include "util/session.h"
#include "util/stat-script.h"
#include "util/stack-collapse.h"
#include "util/symbol.h"
#include "util/srcline.h"
#include "util/thread.h"
#include "util/trace-event.h"
#include "util/util.h"
#include "util/unwind-dwarf.h"

/* What each event prints, worked out once before the first record. */
struct script_evsel {
	u64 fields;
	bool skip; /* -F type: with no fields */
	bool callchain; /* frames are printed under its samples */
	bool comm_unpadded; /* Linux perf does not pad the comm when frames follow */
	const char *name;
};

struct script {
	const char *input;
	struct sample_filters_spec filter_spec; /* --comms, --pid, --tid, --cpu */
	bool show_task, show_mmap, show_lost;
	bool show_switch, show_namespace, show_cgroup, show_round;
	bool hide_callchain, ns, header, header_only, show_info, dump_raw, show_kernel_path;
	bool refused; /* -F asked for what the file cannot give, or no readable input */
	struct insn_cache *insn_cache; /* -F insn,insnlen: the code pages read */
	bool reltime, deltatime; /* times since the first printed, or since the previous */
	u64 first_time, previous_time;
	int max_stack;
	/* run state */
	struct perf_session *session;
	struct replay replay; /* the session's machine and side-band handlers */
	struct script_fields sf;
	struct script_evsel *sev; /* by evsel idx */
	struct outbuf ob;
	struct callchain_param cc;
	struct callchain_cursor cursor;
	struct trace_event *tevent;
	char *trace_buf;
	size_t trace_buf_len;
	int name_width;
	struct sample_filters filters;
	char *demangled; /* the last symbol name demangled */
	/* perf script report stackcollapse: the samples counted by folded stack */
	struct stack_collapse *collapse;
	bool col_tid, col_pid, col_no_comm, col_kernel, col_java;
	char *stack;
	size_t stack_len, stack_alloc;
	/* perf script -s FILE.py [args]: the samples go to the script instead */
	const char *script_path;
	int script_argc;
	const char **script_argv;
	struct script_python *py;
	bool py_failed; /* the script raised: its traceback is the message */
	bool comm_exec; /* an event asked for exec comms (the tracking one): names by program */
	bool stat_header; /* a perf stat record file's counts: their header printed */
};

/* --- filters --- */

/* --- formatting --- */

static struct script_evsel *sev_of(struct script *s, struct evsel *evsel)
{
	if (!evsel)
		evsel = evlist__first(s->session->evlist);
	return evsel ? &s->sev[evsel->idx] : NULL;
}

/* comm, pid/tid, cpu and time: the start of sample and side-band lines alike. */
static void print_start(struct script *s, const struct script_evsel *se, struct thread *thread,
			const struct perf_sample *sample)
{
	struct outbuf *ob = &s->ob;
	u64 f = se->fields;

	if (f & SF_COMM) {
		char unknown[16];
		const char *comm = unknown;

		/* a task never seen: Linux perf makes it then, named ":TID" */
		if (thread)
			comm = thread__comm_str(thread);
		else
			snprintf(unknown, sizeof(unknown), ":%d", (s32)sample->tid);

		if (se->comm_unpadded) {
			outbuf__puts(ob, comm);
			outbuf__putc(ob, ' ');
		} else {
			outbuf__put_right(ob, comm, 16);
			outbuf__putc(ob, ' ');
		}
	}
	if ((f & SF_PID) && (f & SF_TID)) {
		outbuf__put_s64(ob, (s32)sample->pid, 5);
		outbuf__putc(ob, '/');
		outbuf__put_s64(ob, (s32)sample->tid, -5);
		outbuf__putc(ob, ' ');
	} else if (f & SF_PID) {
		outbuf__put_s64(ob, (s32)sample->pid, 5);
		outbuf__putc(ob, ' ');
	} else if (f & SF_TID) {
		outbuf__put_s64(ob, (s32)sample->tid, 5);
		outbuf__putc(ob, ' ');
	}
	if (f & SF_CPU) {
		outbuf__putc(ob, '[');
		outbuf__put_u64(ob, sample->cpu, 3, '0');
		outbuf__put(ob, "] ", 2);
	}
	if (f & SF_TIME) {
		u64 t = sample->time, secs, nsecs;

		/* as Linux perf: a record without a time (0) neither starts nor moves them */
		if (s->reltime) {
			if (!s->first_time)
				s->first_time = t;
			t = t >= s->first_time ? t - s->first_time : 0;
		} else if (s->deltatime) {
			u64 prev = s->previous_time;

			s->previous_time = t;
			t = prev && t >= prev ? t - prev : 0;
		}
		secs = t / 1000000000ULL;
		nsecs = t % 1000000000ULL;

		outbuf__put_u64(ob, secs, 5, ' ');
		outbuf__putc(ob, '.');
		if (s->ns)
			outbuf__put_u64(ob, nsecs, 9, '0');
		else
			outbuf__put_u64(ob, nsecs / 1000, 6, '0');
		outbuf__put(ob, ": ", 2);
	}
}

static void put_sym_name(struct script *s, const struct symbol *sym)
{
	const char *name = sym->name;

	if (name[0] == '_' && name[1] == 'Z')
		name = symbol__demangle(name, &s->demangled);
	outbuf__puts(&s->ob, name);
}

static void put_dso_name(struct script *s, const struct map *map)
{
	struct outbuf *ob = &s->ob;

	outbuf__put(ob, " (", 2);
	if (map && map->dso)
		outbuf__put(ob, map->dso->long_name, map->dso->long_name_len);
	else
		outbuf__put(ob, "[unknown]", 9);
	outbuf__putc(ob, ')');
}

/*
 * One location: "addr sym+off (dso)" with the parts the fields ask for. addr is what is
 * printed; rel the dso-relative address the symbol offset is counted from.
 */
static void put_location(struct script *s, u64 f, u64 addr, u64 rel, struct map *map,
			 struct symbol *sym)
{
	struct outbuf *ob = &s->ob;

	outbuf__put_hex(ob, addr, 16);
	if (f & SF_SYM) {
		outbuf__putc(ob, ' ');
		if (sym) {
			put_sym_name(s, sym);
			if (f & SF_SYMOFFSET) {
				outbuf__put(ob, "+0x", 3);
				outbuf__put_hex(ob, rel - sym->start, 0);
			}
		} else {
			outbuf__put(ob, "[unknown]", 9);
		}
	}
	/* an inlined function's frame says so instead of its object, as Linux perf */
	if ((f & SF_DSO) && !(sym && sym->inlined))
		put_dso_name(s, map);
	if ((f & SF_SRCLINE) && map && map->dso) {
		struct dso *dso = map->dso;
		const char *line = dso__srcline_str(dso, rel);

		/* JIT code without lines in its dump: nothing, as Linux perf after inject */
		if (!line && dso->kind == DSO_KIND_JIT)
			goto out;
		outbuf__put(ob, "\n  ", 3);
		if (line) {
			outbuf__puts(ob, line);
		} else {
			/* no line information: the object and the address objdump would show */
			outbuf__put(ob, dso->short_name, dso->short_name_len);
			outbuf__putc(ob, '[');
			outbuf__put_hex(ob, map->identity ? rel : dso__offset_to_vaddr(dso, rel),
					0);
			outbuf__putc(ob, ']');
		}
	}
out:
	if (sym && sym->inlined)
		outbuf__put(ob, " (inlined)", 10);
}

static void put_callchain(struct script *s, u64 f)
{
	struct callchain_cursor *c = &s->cursor;

	for (u32 i = 0; i < c->nr; i++) {
		const struct callchain_frame *fr = &c->frames[i];
		/* Linux perf 6.1 prints the frames' map-relative addresses */
		u64 rel = fr->map ? map__map_ip(fr->map, fr->ip) : fr->ip;
		/* (a jitdump's are offsets in the dump: where the code ran says more) */
		bool jit = fr->map && fr->map->dso->kind == DSO_KIND_JIT;

		outbuf__putc(&s->ob, '\t');
		put_location(s, f, jit ? fr->ip : rel, rel, fr->map, fr->sym);
		outbuf__putc(&s->ob, '\n');
	}
}

/*
 * -F iregs, uregs: " ABI:N " and "NAME:0xVALUE " for each sampled register, names right-
 * aligned in 5 columns as Linux perf prints them. Nothing when the sample has none (ABI 0:
 * a kernel thread's user registers).
 */
static void put_regs(struct script *s, const struct regs_dump *regs)
{
	struct outbuf *ob = &s->ob;
	const u64 *v = regs->regs;

	if (!regs->abi || !v)
		return;
	outbuf__put(ob, " ABI:", 5);
	outbuf__put_u64(ob, regs->abi, 0, ' ');
	outbuf__putc(ob, ' ');
	for (u64 m = regs->mask; m; m &= m - 1) {
		outbuf__put_right(ob, perf_reg_name(__builtin_ctzll(m), s->session->env.arch), 5);
		outbuf__put(ob, ":0x", 3);
		outbuf__put_hex(ob, *v++, 0);
		outbuf__putc(ob, ' ');
	}
}

/* --- perf script report stackcollapse --- */

static void stack_put(struct script *s, const char *str, size_t n)
{
	if (s->stack_len + n + 1 > s->stack_alloc) {
		s->stack_alloc = (s->stack_len + n + 1) * 2;
		s->stack = xrealloc(s->stack, s->stack_alloc);
	}
	memcpy(s->stack + s->stack_len, str, n);
	s->stack_len += n;
}

/* A frame as stackcollapse.py names it: ';' would split it, --kernel marks the kernel's */
static void stack_put_frame(struct script *s, const struct symbol *sym, const struct map *map)
{
	const char *name = "[unknown]";
	size_t at = s->stack_len, n;

	if (sym) {
		name = sym->name;
		if (name[0] == '_' && name[1] == 'Z')
			name = symbol__demangle(name, &s->demangled);
	}
	n = strlen(name);
	stack_put(s, name, n);
	if (s->col_java && sym) {
		/* Java signatures: no '<' '>', no leading L (of a class path), nothing from '(' */
		size_t out = at;
		char *paren;

		for (size_t i = at; i < s->stack_len; i++)
			if (s->stack[i] != '<' && s->stack[i] != '>')
				s->stack[out++] = s->stack[i];
		s->stack_len = out;
		if (s->stack_len > at && s->stack[at] == 'L') {
			memmove(s->stack + at, s->stack + at + 1, s->stack_len - at - 1);
			s->stack_len--;
		}
		s->stack[s->stack_len] = '\0';
		paren = memchr(s->stack + at, '(', s->stack_len - at);
		if (paren)
			s->stack_len = paren - s->stack;
	}
	for (size_t i = at; i < s->stack_len; i++)
		if (s->stack[i] == ';')
			s->stack[i] = ':';
	if (s->col_kernel && map && map->dso && !strcmp(map->dso->long_name, "[kernel.kallsyms]"))
		stack_put(s, "_[k]", 4);
}

/* "comm;root;...;leaf" of the sample into the counts, as Linux perf's stackcollapse.py */
static int collapse_sample(struct script *s, struct evsel *evsel, struct perf_sample *sample,
			   struct addr_location *al)
{
	struct callchain_cursor *c = &s->cursor;
	char num[32];

	s->stack_len = 0;
	if (!s->col_no_comm) {
		size_t at = s->stack_len;
		const char *comm = thread__comm_str(al->thread);

		stack_put(s, comm, strlen(comm));
		for (size_t i = at; i < s->stack_len; i++)
			if (s->stack[i] == ' ')
				s->stack[i] = '_';
		if (s->col_pid) {
			snprintf(num, sizeof(num), "-%d", (int)sample->pid);
			stack_put(s, num, strlen(num));
		}
		if (s->col_tid) {
			snprintf(num, sizeof(num), "%s%d", s->col_pid ? "/" : "-",
				 (int)sample->tid);
			stack_put(s, num, strlen(num));
		}
	}
	/* the frames of a sample with a chain; none without (its callchain list is empty) */
	if (sample->callchain && (evsel->attr.sample_type & PERF_SAMPLE_CALLCHAIN)) {
		callchain_cursor__resolve(c, al->thread, sample, &s->cc);
		for (u32 i = c->nr; i-- > 0;) {
			if (s->stack_len)
				stack_put(s, ";", 1);
			stack_put_frame(s, c->frames[i].sym, c->frames[i].map);
		}
	}
	/* an empty stack (--no-comm, no chain) has no buffer yet */
	return stack_collapse__add(s->collapse, s->stack_len ? s->stack : "", s->stack_len);
}

/* -s: the resolved sample, with its call chain callee first, to the script */
static int python_sample(struct script *s, struct evsel *evsel, struct perf_sample *sample,
			 struct addr_location *al)
{
	struct script_sample ss = {
		.idx = evsel->idx,
		.ev_name = s->sev[evsel->idx].name,
		.attr = &evsel->attr,
		.sample = sample,
		.al = al,
		.comm = thread__comm_str(al->thread),
		.arch = s->session->env.arch,
		.comm_exec = s->comm_exec,
	};

	if (sample->callchain && (evsel->attr.sample_type & PERF_SAMPLE_CALLCHAIN)) {
		callchain_cursor__resolve(&s->cursor, al->thread, sample, &s->cc);
		ss.frames = s->cursor.frames;
		ss.nr_frames = s->cursor.nr;
	}
	if (script_python__sample(s->py, &ss)) {
		s->py_failed = true;
		return -ECANCELED;
	}
	return 0;
}

/*
 * " ilen: N insn: b0 b1 ..." (as the fields ask): the instruction at the sample's address,
 * read from its program's or library's file (the pages read kept: insn_cache) and measured
 * by its encoding (util/x86-insn), as Linux perf; 0 and no bytes where there is no such
 * file (the kernel's code).
 */
static void put_insn(struct script *s, u64 f, const struct addr_location *al)
{
	struct outbuf *ob = &s->ob;
	size_t len = 0;
	u8 buf[16];

	if (!s->insn_cache)
		s->insn_cache = insn_cache__new();
	if (!al->map || !al->map->dso ||
	    insn_cache__at(s->insn_cache, al->map->dso, al->addr, buf, sizeof(buf), &len))
		len = 0;
	if (f & SF_INSNLEN) {
		outbuf__put(ob, " ilen: ", 7);
		outbuf__put_u64(ob, len, 0, ' ');
	}
	if ((f & SF_INSN) && len) {
		outbuf__put(ob, " insn:", 6);
		for (size_t i = 0; i < len; i++) {
			outbuf__putc(ob, ' ');
			outbuf__putc(ob, "0123456789abcdef"[buf[i] >> 4]);
			outbuf__putc(ob, "0123456789abcdef"[buf[i] & 15]);
		}
	}
}

static int process_sample(struct perf_tool *tool, union perf_event *event,
			  struct perf_sample *sample, struct evsel *evsel)
{
	struct script *s = tool->priv;
	struct outbuf *ob = &s->ob;
	struct script_evsel *se;
	struct addr_location al;
	u64 f;

	if (!evsel)
		return 0;
	if (s->dump_raw) { /* before any filter, as Linux perf */
		report_header__dump_resolved(s->replay.machine, sample);
		fflush(stdout);
	}
	se = &s->sev[evsel->idx];
	if (se->skip || !cpu_filter__has(&s->filters.cpus, sample->cpu) ||
	    !time_filter__has(&s->filters.time, sample->time))
		return 0;
	machine__resolve_sample(s->replay.machine, sample, &al);
	if (s->filters.pids.nr && !int_list__has(&s->filters.pids, al.thread->pid))
		return 0;
	if (s->filters.tids.nr && !int_list__has(&s->filters.tids, al.thread->tid))
		return 0;
	if (s->filters.comms.nr && !str_list__has(&s->filters.comms, thread__comm_str(al.thread)))
		return 0;
	/* --dsos by short or full name, as report's; --symbols by exact name */
	if (!sample_filters__has_dso(&s->filters, al.dso ? al.dso->short_name : NULL,
				     al.dso ? al.dso->long_name : NULL))
		return 0;
	if (s->filters.syms.nr && (!al.sym || !str_list__has(&s->filters.syms, al.sym->name)))
		return 0;
	if (s->collapse)
		return collapse_sample(s, evsel, sample, &al);
	if (s->py)
		return python_sample(s, evsel, sample, &al);

	f = se->fields;
	print_start(s, se, al.thread, sample);
	if (f & SF_PERIOD) {
		u64 period = (evsel->attr.sample_type & PERF_SAMPLE_PERIOD) ?
				     sample->period :
				     evsel->attr.sample_period;

		outbuf__put_u64(ob, period, 10, ' ');
		outbuf__putc(ob, ' ');
	}
	if (f & SF_EVNAME) {
		outbuf__put_right(ob, se->name, s->name_width);
		outbuf__put(ob, ": ", 2);
	}
	if ((f & SF_TRACE) && sample->raw_data && s->tevent) {
		int n = trace_event__format(s->tevent, evsel->attr.config, sample->raw_data,
					    sample->raw_size, &s->trace_buf, &s->trace_buf_len);

		if (n > 0)
			outbuf__put(ob, s->trace_buf, n);
	}
	if (f & SF_ADDR)
		outbuf__put_hex(ob, sample->addr, 16);
	if (f & SF_IP) {
		bool frames = se->callchain && sample->callchain;

		if (frames) {
			callchain_cursor__resolve(&s->cursor, al.thread, sample, &s->cc);
			outbuf__putc(ob, '\n');
			put_callchain(s, f);
		} else {
			outbuf__putc(ob, ' ');
			put_location(s, f, sample->ip, al.addr, al.map, al.sym);
		}
	}
	if (f & SF_IREGS)
		put_regs(s, &sample->intr_regs);
	if (f & SF_UREGS)
		put_regs(s, &sample->user_regs);
	if (f & (SF_INSN | SF_INSNLEN))
		put_insn(s, f, &al);
	/* a bpf-output event's data (record --off-cpu's samples have none): its line break */
	if ((f & SF_BPF_OUTPUT) && evsel->attr.type == PERF_TYPE_SOFTWARE &&
	    evsel->attr.config == PERF_COUNT_SW_BPF_OUTPUT && !sample->raw_size)
		outbuf__putc(ob, '\n');
	outbuf__putc(ob, '\n');
	return ob->err;
}

/* --- side-band records --- */

/*
 * Side-band records print with the fields of their event. Without sample_id_all they carry
 * no time or cpu, and the task is the record's own.
 */
static struct script_evsel *side_band_start(struct script *s, struct evsel *evsel,
					    struct perf_sample *sample, u32 pid, u32 tid)
{
	struct script_evsel *se = sev_of(s, evsel);

	if (!se)
		return NULL;
	if (!s->session->sample_id_all) {
		sample->pid = pid;
		sample->tid = tid;
		sample->time = 0;
		sample->cpu = 0;
	}
	if (!cpu_filter__has(&s->filters.cpus, sample->cpu))
		return NULL;
	return se;
}

/* A name in a record (MMAP, MMAP2, COMM), bounded by the record's end. */
static int mmap_name_len(const union perf_event *event, const char *name)
{
	const char *end = (const char *)event + event->header.size;

	if (name >= end)
		return 0;
	return (int)strnlen(name, end - name);
}

/* The record is long enough for the fields printed (a corrupt file may say otherwise). */
static bool record_has(const union perf_event *event, size_t n)
{
	return event->header.size >= n;
}

static int process_comm(struct perf_tool *tool, union perf_event *event, struct perf_sample *sample,
			struct evsel *evsel)
{
	struct script *s = tool->priv;
	struct script_evsel *se;

	replay__side_band(tool, event, sample, evsel);
	if (!s->show_task || !record_has(event, offsetof(struct perf_record_comm, comm)))
		return 0;
	se = side_band_start(s, evsel, sample, event->comm.pid, event->comm.tid);
	if (!se)
		return 0;
	print_start(s, se,
		    machine__find_thread(s->replay.machine, (s32)event->comm.pid, (s32)event->comm.tid),
		    sample);
	outbuf__printf(&s->ob, "PERF_RECORD_COMM%s: %.*s:%d/%d\n",
		       (event->header.misc & PERF_RECORD_MISC_COMM_EXEC) ? " exec" : "",
		       min_t(int, 16, mmap_name_len(event, event->comm.comm)), event->comm.comm,
		       (s32)event->comm.pid, (s32)event->comm.tid);
	return s->ob.err;
}

static int process_task(struct perf_tool *tool, union perf_event *event, struct perf_sample *sample,
			struct evsel *evsel)
{
	struct script *s = tool->priv;
	const struct perf_record_fork *fk = &event->fork;
	struct script_evsel *se;

	replay__side_band(tool, event, sample, evsel);
	if (!s->show_task || !record_has(event, offsetof(struct perf_record_fork, time)))
		return 0;
	se = side_band_start(s, evsel, sample, fk->pid, fk->tid);
	if (!se)
		return 0;
	print_start(s, se, machine__find_thread(s->replay.machine, (s32)fk->pid, (s32)fk->tid), sample);
	outbuf__printf(&s->ob, "PERF_RECORD_%s(%d:%d):(%d:%d)\n",
		       event->header.type == PERF_RECORD_FORK ? "FORK" : "EXIT", (s32)fk->pid,
		       (s32)fk->tid, (s32)fk->ppid, (s32)fk->ptid);
	return s->ob.err;
}

static int process_mmap(struct perf_tool *tool, union perf_event *event, struct perf_sample *sample,
			struct evsel *evsel)
{
	struct script *s = tool->priv;
	struct script_evsel *se;
	struct thread *thread;
	const char *name;
	int len;

	replay__side_band(tool, event, sample, evsel);
	if (!s->show_mmap ||
	    !record_has(event, event->header.type == PERF_RECORD_MMAP ?
				       offsetof(struct perf_record_mmap, filename) :
				       offsetof(struct perf_record_mmap2, filename)))
		return 0;
	se = side_band_start(s, evsel, sample, event->mmap.pid, event->mmap.tid);
	if (!se)
		return 0;
	thread = machine__find_thread(s->replay.machine, (s32)event->mmap.pid, (s32)event->mmap.tid);
	print_start(s, se, thread, sample);
	if (event->header.type == PERF_RECORD_MMAP) {
		const struct perf_record_mmap *m = &event->mmap;

		name = m->filename;
		len = mmap_name_len(event, name);
		outbuf__printf(&s->ob, "PERF_RECORD_MMAP %d/%d: [%#llx(%#llx) @ %#llx]: %c %.*s\n",
			       (s32)m->pid, (s32)m->tid, (unsigned long long)m->start,
			       (unsigned long long)m->len, (unsigned long long)m->pgoff,
			       (event->header.misc & PERF_RECORD_MISC_MMAP_DATA) ? 'r' : 'x', len,
			       name);
	} else {
		const struct perf_record_mmap2 *m = &event->mmap2;
		char prot[5] = {
			(m->prot & PROT_READ) ? 'r' : '-',
			(m->prot & PROT_WRITE) ? 'w' : '-',
			(m->prot & PROT_EXEC) ? 'x' : '-',
			(m->flags & MAP_SHARED) ? 's' : 'p',
			'\0',
		};

		name = m->filename;
		len = mmap_name_len(event, name);
		outbuf__printf(&s->ob, "PERF_RECORD_MMAP2 %d/%d: [%#llx(%#llx) @ %#llx",
			       (s32)m->pid, (s32)m->tid, (unsigned long long)m->start,
			       (unsigned long long)m->len, (unsigned long long)m->pgoff);
		if (event->header.misc & PERF_RECORD_MISC_MMAP_BUILD_ID) {
			u8 n = m->build_id_size < 20 ? m->build_id_size : 20;

			outbuf__puts(&s->ob, " <");
			for (u8 i = 0; i < n; i++)
				outbuf__printf(&s->ob, "%02x", m->build_id[i]);
			outbuf__putc(&s->ob, '>');
		} else {
			outbuf__printf(&s->ob, " %02x:%02x %llu %llu", m->maj, m->min,
				       (unsigned long long)m->ino,
				       (unsigned long long)m->ino_generation);
		}
		outbuf__printf(&s->ob, "]: %s %.*s\n", prot, len, name);
	}
	return s->ob.err;
}

/*
 * The start of a side band record's line whose task is the sample's (its id trailer):
 * NULL when filtered out.
 */
static struct script_evsel *side_band_of_sample(struct script *s, struct evsel *evsel,
						struct perf_sample *sample)
{
	struct script_evsel *se = side_band_start(s, evsel, sample, sample->pid, sample->tid);

	if (se)
		print_start(s, se,
			    machine__find_thread(s->replay.machine, (s32)sample->pid, (s32)sample->tid),
			    sample);
	return se;
}

static int process_lost(struct perf_tool *tool, union perf_event *event, struct perf_sample *sample,
			struct evsel *evsel)
{
	struct script *s = tool->priv;

	if (!s->show_lost || !record_has(event, sizeof(struct perf_record_lost)))
		return 0;
	if (!side_band_of_sample(s, evsel, sample))
		return 0;
	outbuf__printf(&s->ob, "PERF_RECORD_LOST lost %llu\n",
		       (unsigned long long)event->lost.lost);
	return s->ob.err;
}

/* --show-switch-events: the sampled task's switches (cpu-wide: with the other task) */
static int process_switch(struct perf_tool *tool, union perf_event *event,
			  struct perf_sample *sample, struct evsel *evsel)
{
	struct script *s = tool->priv;
	char text[128];

	if (s->py) {
		u64 type = evsel ? evsel->attr.sample_type : 0;
		bool id_all = evsel && evsel->attr.sample_id_all;
		struct script_switch sw = {
			.event = event,
			.time = id_all && (type & PERF_SAMPLE_TIME) ? sample->time : ~0ULL,
			.cpu = id_all && (type & PERF_SAMPLE_CPU) ? (int)sample->cpu : -1,
			.pid = id_all && (type & PERF_SAMPLE_TID) ? (int)sample->pid : -1,
			.tid = id_all && (type & PERF_SAMPLE_TID) ? (int)sample->tid : -1,
			.machine = s->replay.machine,
			.comm_exec = s->comm_exec,
		};

		if (script_python__switch(s->py, &sw)) {
			s->py_failed = true;
			return -ECANCELED;
		}
		return 0;
	}
	if (!s->show_switch)
		return 0;
	if (!side_band_of_sample(s, evsel, sample))
		return 0;
	perf_event__snprintf_switch(text, sizeof(text), event);
	outbuf__printf(&s->ob, "PERF_RECORD_%s%s", perf_event__name(event->header.type), text);
	return s->ob.err;
}

/* --show-namespace-events: a task's namespaces, the task named by the record */
static int process_namespaces(struct perf_tool *tool, union perf_event *event,
			      struct perf_sample *sample, struct evsel *evsel)
{
	struct script *s = tool->priv;
	struct script_evsel *se;
	char text[1024];
	u32 pid = 0, tid = 0;

	if (!s->show_namespace)
		return 0;
	if (record_has(event, sizeof(event->namespaces))) {
		pid = event->namespaces.pid;
		tid = event->namespaces.tid;
	}
	se = side_band_start(s, evsel, sample, pid, tid);
	if (!se)
		return 0;
	/* as Linux perf: the task is made here when unknown, named ":TID" until its COMM */
	print_start(s, se, machine__findnew_thread(s->replay.machine, (s32)pid, (s32)tid), sample);
	perf_event__snprintf_namespaces(text, sizeof(text), event);
	outbuf__printf(&s->ob, "PERF_RECORD_NAMESPACES%s", text);
	return s->ob.err;
}

/* --show-cgroup-events: a cgroup's id and path */
static int process_cgroup(struct perf_tool *tool, union perf_event *event,
			  struct perf_sample *sample, struct evsel *evsel)
{
	struct script *s = tool->priv;
	char text[PATH_MAX + 64];

	if (!s->show_cgroup)
		return 0;
	if (!side_band_of_sample(s, evsel, sample))
		return 0;
	perf_event__snprintf_cgroup(text, sizeof(text), event);
	outbuf__printf(&s->ob, "PERF_RECORD_CGROUP%s", text);
	return s->ob.err;
}

/*
 * --show-round-events: a FINISHED_ROUND line where the record is. As in Linux perf, the
 * records are then printed in the file's order, not sorted by time (no_ordered_events).
 */
static int process_round(struct perf_tool *tool, union perf_event *event,
			 struct perf_sample *sample, struct evsel *evsel)
{
	struct script *s = tool->priv;

	if (s->show_round)
		outbuf__puts(&s->ob, "PERF_RECORD_FINISHED_ROUND\n");
	/*
	 * A stream is read as it is written (record -o - | script | grep): what a round
	 * delivered goes out now, not once a megabyte of text has piled up.
	 */
	if (s->session->pipe)
		outbuf__flush(&s->ob);
	return s->ob.err;
}

/* --- set-up --- */

static int script__setup_evsels(struct script *s)
{
	struct evlist *evlist = s->session->evlist;
	bool any_callchain = false;
	u32 checked_types = 0;
	struct evsel *evsel;

	s->sev = xcalloc(evlist->nr_entries + 1, sizeof(*s->sev));
	evlist__for_each_entry(evlist, evsel) {
		int n = strlen(evsel__name(evsel));

		if (n > s->name_width)
			s->name_width = n;
		if (evsel->attr.sample_type & PERF_SAMPLE_CALLCHAIN)
			any_callchain = true;
	}
	if (s->hide_callchain)
		any_callchain = false;

	/* Tracepoints recorded with -g show where they fired unless -F says otherwise. */
	if (any_callchain && !s->sf.user_set[SOT_TRACE]) {
		evlist__for_each_entry(evlist, evsel)
			if (evsel->attr.type == PERF_TYPE_TRACEPOINT &&
			    (evsel->attr.sample_type & PERF_SAMPLE_CALLCHAIN)) {
				s->sf.fields[SOT_TRACE] |= SF_IP | SF_SYM | SF_SYMOFFSET | SF_DSO;
				break;
			}
	}

	evlist__for_each_entry(evlist, evsel) {
		struct script_evsel *se = &s->sev[evsel->idx];
		enum script_out_type t = script_fields__type(evsel->attr.type);
		/* Linux perf refuses by the first event of each generic type only */
		bool strict = evsel->attr.type >= PERF_TYPE_MAX ||
			      !(checked_types & (1u << evsel->attr.type));
		int err;

		if (evsel->idx < 0 || evsel->idx > evlist->nr_entries)
			return -EINVAL;
		if (evsel->attr.type < PERF_TYPE_MAX)
			checked_types |= 1u << evsel->attr.type;
		se->name = evsel__name(evsel);
		err = script_fields__check(&s->sf, evsel->attr.type, evsel->attr.sample_type,
					   se->name, strict, &se->fields);
		if (err) {
			s->refused = true;
			return err;
		}
		se->skip = s->sf.user_set[t] && !s->sf.fields[t];
		se->callchain = any_callchain && (evsel->attr.sample_type & PERF_SAMPLE_CALLCHAIN);
		se->comm_unpadded = se->callchain && (se->fields & SF_IP);
		if ((se->fields & SF_TRACE) && !s->tevent && s->session->env.tracing_data)
			s->tevent = trace_event__new(s->session->env.tracing_data,
						     s->session->env.tracing_data_size);
	}
	if (s->filters.cpus.bits) {
		bool has_cpu = false;

		evlist__for_each_entry(evlist, evsel)
			if (evsel->attr.sample_type & PERF_SAMPLE_CPU)
				has_cpu = true;
		if (!has_cpu) {
			pr_err("perf script: --cpu: %s has no CPU in its samples (record with -a or -C)\n",
			       s->input);
			return -EINVAL;
		}
	}
	return 0;
}

/*
 * -s: every event's name, the tracepoint formats, and the script started with the
 * handler names of the file's tracepoints (output fields do not apply).
 */
static int script__setup_python(struct script *s)
{
	struct evlist *evlist = s->session->evlist;
	struct evsel *evsel;
	const char **events;
	bool other = false;
	int n = 0;

	s->sev = xcalloc(evlist->nr_entries + 1, sizeof(*s->sev));
	if (s->session->env.tracing_data)
		s->tevent = trace_event__new(s->session->env.tracing_data,
					     s->session->env.tracing_data_size);
	events = xcalloc(evlist->nr_entries + 2, sizeof(*events));
	evlist__for_each_entry(evlist, evsel) {
		const char *sys, *name;

		if (evsel->idx < 0 || evsel->idx > evlist->nr_entries) {
			free(events);
			return -EINVAL;
		}
		s->sev[evsel->idx].name = evsel__name(evsel);
		if (evsel->attr.comm_exec)
			s->comm_exec = true;
		if (s->session->env.stat) {
			/* a perf stat record file: its events' stat__EVENT handlers */
			char h[256];

			events[n++] = xstrdup(
				script_python__stat_handler(evsel__name(evsel), h, sizeof(h)));
		} else if (evsel->attr.type != PERF_TYPE_TRACEPOINT) {
			other = true;
		} else if (s->tevent &&
			   !trace_event__name(s->tevent, evsel->attr.config, &sys, &name)) {
			char *h = xmalloc(strlen(sys) + strlen(name) + 3);

			sprintf(h, "%s__%s", sys, name);
			events[n++] = h;
		}
	}
	if (s->session->env.stat)
		events[n++] = xstrdup("stat__interval");
	s->py = script_python__new(s->script_path, s->script_argc, s->script_argv, s->tevent,
				   events, other);
	for (int i = 0; i < n; i++)
		free((char *)events[i]);
	free(events);
	if (!s->py) {
		s->py_failed = true;
		return -ECANCELED;
	}
	return 0;
}

/* -D: the record's dump between the lines of script output, in the order both come */
static void script__dump(struct perf_tool *tool, u64 off, union perf_event *event,
			 struct perf_sample *sample, struct evsel *evsel)
{
	struct script *s = tool->priv;

	outbuf__flush(&s->ob);
	report_header__dump_record(s->session, off, event, sample, evsel, true);
	fflush(stdout);
}

/* --- perf stat record files: each round's counts (util/stat-script.h) --- */

static int stat_count_print(void *arg, struct evsel *evsel, int cpu, int thread, u64 time,
			    const struct perf_counts_values *c)
{
	struct script *s = arg;

	if (!s->stat_header) {
		outbuf__printf(&s->ob, "%3s %8s %15s %15s %15s %15s %s\n", "CPU", "THREAD", "VAL",
			       "ENA", "RUN", "TIME", "EVENT");
		s->stat_header = true;
	}
	outbuf__printf(&s->ob, "%3d %8d %15llu %15llu %15llu %15llu %s\n", cpu, thread,
		       (unsigned long long)c->val, (unsigned long long)c->ena,
		       (unsigned long long)c->run, (unsigned long long)time, evsel__name(evsel));
	return s->ob.err;
}

static int stat_count_python(void *arg, struct evsel *evsel, int cpu, int thread, u64 time,
			     const struct perf_counts_values *c)
{
	struct script *s = arg;

	if (script_python__stat(s->py, evsel__name(evsel), cpu, thread, time, c->val, c->ena,
				c->run)) {
		s->py_failed = true;
		return -ECANCELED;
	}
	return 0;
}

static int stat_round_python(void *arg, u64 time)
{
	struct script *s = arg;

	if (script_python__stat_interval(s->py, time)) {
		s->py_failed = true;
		return -ECANCELED;
	}
	return 0;
}

/* A perf stat record file: its counts printed, or to the script's stat handlers */
static int script__run_stat(struct script *s)
{
	static const struct stat_script_ops print_ops = { .count = stat_count_print };
	static const struct stat_script_ops python_ops = { .count = stat_count_python,
							   .round = stat_round_python };
	int err;

	if (s->script_path) {
		err = script__setup_python(s);
		if (err)
			return err;
	}
	err = stat_script__run(s->session, s->py != NULL, s->py ? &python_ops : &print_ops, s);
	if (s->py) {
		if (script_python__end(s->py, err != 0) && !err) {
			s->py_failed = true;
			err = -ECANCELED;
		}
		s->py = NULL;
	}
	outbuf__flush(&s->ob);
	return err;
}

static int script__run(struct script *s)
{
	struct perf_session *session = s->session;
	struct perf_tool *tool = &s->replay.tool;
	int err;

	err = replay__init(&s->replay, session);
	if (err)
		return err;
	/* the side-band records the machine takes are printed too */
	tool->sample = process_sample;
	tool->mmap = process_mmap;
	tool->mmap2 = process_mmap;
	tool->comm = process_comm;
	tool->fork = process_task;
	tool->exit = process_task;
	tool->lost = process_lost;
	tool->context_switch = process_switch;
	tool->namespaces = process_namespaces;
	tool->cgroup = process_cgroup;
	tool->finished_round = process_round;
	tool->dump = s->dump_raw ? script__dump : NULL;
	tool->read_ahead = true;
	tool->priv = s;
	s->cc = callchain_param_default;
	s->cc.order = ORDER_CALLEE;
	if (s->max_stack > 0)
		s->cc.max_stack = s->max_stack;

	err = s->script_path ? script__setup_python(s) : script__setup_evsels(s);
	if (err)
		return err;
	tool->no_ordered_events = s->show_round;
	err = replay__run(&s->replay);
	if (s->py) {
		/* trace_end() after the last record, not after a script's exception */
		if (script_python__end(s->py, err != 0) && !err) {
			s->py_failed = true;
			err = -ECANCELED;
		}
		s->py = NULL;
	}
	if (!err && s->collapse)
		stack_collapse__fprintf(s->collapse, stdout);
	outbuf__flush(&s->ob);
	if (!err && !quiet)
		perf_session__warn_lost(session);
	/* --call-graph dwarf stacks cut short are said, on stderr (stdout is the data) */
	if (!err && !quiet) {
		const struct unwind_stats *us = machine__unwind_stats(s->replay.machine);

		if (us && unwind_stats__nr_truncated(us))
			machine__fprintf_unwind_stats(s->replay.machine, stderr, false);
	}
	if (err == -EPIPE || s->ob.err == -EPIPE)
		return 0; /* the reader (head, less) went away: not an error of ours */
	if (!err)
		err = s->ob.err;
	return err;
}

static void script__exit(struct script *s)
{
	replay__exit(&s->replay);
	trace_event__delete(s->tevent);
	callchain_cursor__exit(&s->cursor);
	free(s->trace_buf);
	insn_cache__delete(s->insn_cache);
	free(s->demangled);
	free(s->sev);
	free(s->stack);
	stack_collapse__delete(s->collapse);
	sample_filters__exit(&s->filters);
	if (s->session)
		perf_session__delete(s->session);
}

static int parse_fields_opt(const struct option *opt, const char *arg, int unset)
{
	struct script *s = opt->value;

	if (unset)
		return -1;
	return script_fields__parse(&s->sf, arg) ? -1 : 0;
}

/*
 * perf script report gecko [--save-only FILE] [--user-color C] [--kernel-color C]: the
 * recording in the Firefox Profiler's format, into FILE or onto stdout. (Linux perf's
 * gecko.py without --save-only serves it over HTTP and opens a web browser; this perf
 * leaves the opening to the user.) 0, or -1 after saying why.
 */
static int script__report_gecko(const char *input, int argc, const char **argv)
{
	const char *save = NULL, *user = NULL, *kernel = NULL;
	struct export_opts opts = { .keep_samples = true };
	struct export_profile *p;
	FILE *fp = stdout;
	int err;

	for (int i = 0; i < argc; i++) {
		const char **val = !strcmp(argv[i], "--save-only")    ? &save :
				   !strcmp(argv[i], "--user-color")   ? &user :
				   !strcmp(argv[i], "--kernel-color") ? &kernel :
									NULL;

		if (!strcmp(argv[i], "--"))
			continue;
		if (!val || i + 1 >= argc) {
			pr_err("perf script report gecko: '%s': %s (--save-only FILE, --user-color COLOR, --kernel-color COLOR)\n",
			       argv[i], val ? "needs a value" : "not an option");
			return -1;
		}
		*val = argv[++i];
		if (val != &save && !export_firefox__color_ok(*val)) {
			pr_err("perf script report gecko: %s: '%s' is not a colour of the profiler (yellow, blue, purple, green, orange, red, grey, magenta)\n",
			       argv[i - 1], *val);
			return -1;
		}
	}
	/* (a terminal: the pager perf started has it) */
	if (!save && (isatty(STDOUT_FILENO) || pager_in_use())) {
		pr_err("perf script report gecko: give --save-only FILE, or send stdout to a file, and load it at https://profiler.firefox.com (this perf opens no browser)\n");
		return -1;
	}
	err = export_profile__read(input, &opts, &p);
	if (err)
		return -1;
	if (save && !(fp = fopen(save, "w"))) {
		pr_err("perf script report gecko: cannot create %s: %s\n", save, strerror(errno));
		export_profile__delete(p);
		return -1;
	}
	err = export_firefox_colors(p, fp, user, kernel);
	if ((fp != stdout && fclose(fp)) || (fp == stdout && fflush(stdout)) || err) {
		pr_err("perf script report gecko: cannot write %s\n", save ? save : "stdout");
		err = -1;
	}
	export_profile__delete(p);
	if (!err && save)
		fprintf(stderr,
			"Saved the profile to %s: load it at https://profiler.firefox.com\n", save);
	return err;
}

static const char *const script_usage[] = {
	"perf script [<options>]",
	"perf script [<options>] -s <script.py> [script args]",
	"perf script [<options>] record <script> [<record-options>] <command>",
	"perf script [<options>] report <script> [script args]",
	"perf script [<options>] report flamegraph",
	"perf script [<options>] report gecko [--save-only FILE] [--user-color C] [--kernel-color C]",
	"perf script [<options>] report stackcollapse [-- --include-pid --include-tid --no-comm --kernel --tidy-java]",
	NULL
};

/*
 * record NAME ... / report NAME ...: what follows NAME is the wrapper's (perf record's
 * options, the script's), as in Linux perf, not ours. (Not for the built-in reports.)
 */
static bool runs_wrapper(int argc, const char **argv)
{
	for (int i = 1; i + 1 < argc; i++)
		if ((!strcmp(argv[i], "record") || !strcmp(argv[i], "report")) &&
		    strcmp(argv[i + 1], "flamegraph") && strcmp(argv[i + 1], "stackcollapse") &&
		    strcmp(argv[i + 1], "gecko"))
			return true;
	return false;
}

int cmd_script(int argc, const char **argv)
{
	struct script s = {
	};
	const char *symfs = NULL, *vmlinux = NULL, *kallsyms = NULL;
	bool force = false, list_scripts = false;
	const char *gen_lang = NULL;
	bool input_given;
	char owner_msg[PATH_MAX + 128];
	int err;
	struct option options[] = {
		OPT_STRING('i', "input", &s.input, "file", "input file name"),
		OPT_CALLBACK(
			'F', "fields", &s, "str",
			"comma separated output fields prepend with 'type:'. +field to add and -field to remove. Valid types: hw,sw,trace,raw,break. Fields: comm,tid,pid,time,cpu,event,trace,ip,sym,dso,addr,symoff,srcline,period,iregs,uregs,insnlen,insn",
			parse_fields_opt),
		OPT_BOOLEAN('G', "hide-call-graph", &s.hide_callchain,
			    "When printing symbols do not display call chain"),
		OPT_BOOLEAN(0, "ns", &s.ns, "Use 9 decimal places when displaying time"),
		OPT_BOOLEAN(0, "reltime", &s.reltime, "Show time stamps relative to start"),
		OPT_BOOLEAN(0, "deltatime", &s.deltatime,
			    "Show time stamps relative to previous event"),
		OPT_STRING(0, "dsos", &s.filter_spec.dsos, "dso[,dso...]",
			   "only consider symbols in these DSOs"),
		OPT_STRING('S', "symbols", &s.filter_spec.syms, "symbol[,symbol...]",
			   "only consider these symbols"),
		OPT_STRING('c', "comms", &s.filter_spec.comms, "comm[,comm...]",
			   "only display events for these comms"),
		OPT_STRING(0, "pid", &s.filter_spec.pids, "pid[,pid...]",
			   "only consider symbols in these pids"),
		OPT_STRING(0, "tid", &s.filter_spec.tids, "tid[,tid...]",
			   "only consider symbols in these tids"),
		OPT_STRING(0, "pids", &s.filter_spec.pids, "pid[,pid...]", "same as --pid"),
		OPT_STRING(0, "tids", &s.filter_spec.tids, "tid[,tid...]", "same as --tid"),
		OPT_STRING('C', "cpu", &s.filter_spec.cpus, "cpu", "list of cpus to profile"),
		OPT_STRING(0, "time", &s.filter_spec.time, "str",
			   "Time span of interest (start,stop)"),
		OPT_BOOLEAN(0, "show-task-events", &s.show_task, "Show the fork/comm/exit events"),
		OPT_BOOLEAN(0, "show-mmap-events", &s.show_mmap, "Show the mmap events"),
		OPT_BOOLEAN(0, "inline", &symbol_conf.inline_frames,
			    "Show inline function (call-graph frames of the functions inlined "
			    "at an address, from its DWARF)"),
		OPT_BOOLEAN(0, "show-lost-events", &s.show_lost, "Show lost events (if recorded)"),
		OPT_BOOLEAN(0, "show-switch-events", &s.show_switch,
			    "Show context switch events (if recorded)"),
		OPT_BOOLEAN(0, "show-namespace-events", &s.show_namespace,
			    "Show namespace events (if recorded)"),
		OPT_BOOLEAN(0, "show-cgroup-events", &s.show_cgroup,
			    "Show cgroup events (if recorded)"),
		OPT_BOOLEAN(0, "show-round-events", &s.show_round,
			    "Show round events (if recorded)"),
		OPT_BOOLEAN(0, "header", &s.header, "Show data header."),
		OPT_BOOLEAN(0, "header-only", &s.header_only, "Show only data header."),
		OPT_BOOLEAN('I', "show-info", &s.show_info,
			    "display extended information from perf.data file"),
		OPT_BOOLEAN('D', "dump-raw-trace", &s.dump_raw, "dump raw trace in ASCII"),
		OPT_JOBS(),
		OPT_INTEGER(0, "max-stack", &s.max_stack,
			    "Set the maximum stack depth when parsing the callchain. Default: 127"),
		OPT_INCR('v', "verbose", &verbose, "be more verbose (show symbol address, etc)"),
		OPT_BOOLEAN('q', "quiet", &quiet, "Do not show any warnings or messages"),
		OPT_STRING(0, "symfs", &symfs, "directory",
			   "Look for files with symbols relative to this directory"),
		OPT_DEBUGINFOD(),
		OPT_STRING('k', "vmlinux", &vmlinux, "file", "vmlinux pathname"),
		OPT_STRING(0, "kallsyms", &kallsyms, "file", "kallsyms pathname"),
		OPT_BOOLEAN('f', "force", &force, "read a file owned by another user"),
		OPT_STRING('s', "script", &s.script_path, "name",
			   "script file name (lang:script name, script name)"),
		OPT_STRING('g', "gen-script", &gen_lang, "lang",
			   "generate perf-script.xx script in specified language"),
		OPT_BOOLEAN('l', "list", &list_scripts, "list available scripts"),
		OPT_END()
	};

	script_fields__init(&s.sf);
	argc = parse_options(argc, argv, options, script_usage,
			     runs_wrapper(argc, argv) ? PARSE_OPT_STOP_AT_NON_OPTION : 0);
	if (s.reltime && s.deltatime) {
		pr_err("perf script: --reltime and --deltatime cannot be used together\n");
		return 1;
	}
	input_given = s.input != NULL;
	if (!s.input)
		s.input = perf_session__default_input();
	if (list_scripts)
		return scripts_dir__list(stdout) ? 1 : 0;
	/* record NAME / report NAME: Linux perf's NAME-record and NAME-report wrappers */
	if (argc >= 2 && !strcmp(argv[0], "record"))
		return scripts_dir__run(argv[1], "record", argc - 2, argv + 2, NULL);
	if (argc >= 2 && !strcmp(argv[0], "report") && strcmp(argv[1], "flamegraph") &&
	    strcmp(argv[1], "stackcollapse") && strcmp(argv[1], "gecko"))
		return scripts_dir__run(argv[1], "report", argc - 2, argv + 2,
					input_given ? s.input : NULL);
	if (s.script_path) {
		/* "python:FILE" as Linux perf takes it; other languages are not built */
		const char *colon = strchr(s.script_path, ':');

		if (colon &&
		    (!strncmp(s.script_path, "python:", 7) || !strncmp(s.script_path, "py:", 3)))
			s.script_path = colon + 1;
		else if (colon && !strchr(colon, '/')) {
			pr_err("perf script: -s %s: only Python scripts are supported\n",
			       s.script_path);
			return 1;
		}
		s.script_argc = argc;
		s.script_argv = argv;
		argc = 0;
	}
	/* Linux perf's flame graph script, built in: flamegraph.html from util/html-report.c */
	if (argc >= 2 && !strcmp(argv[0], "report") && !strcmp(argv[1], "flamegraph")) {
		symbol_conf__set_paths(symfs, vmlinux, kallsyms);
		debuginfod__setup(true);
		err = html_report__write(s.input, "flamegraph.html");
		goto out;
	}
	/* Linux perf's gecko.py (6.8), built in: the Firefox Profiler's format */
	if (argc >= 2 && !strcmp(argv[0], "report") && !strcmp(argv[1], "gecko")) {
		symbol_conf__set_paths(symfs, vmlinux, kallsyms);
		debuginfod__setup(true);
		err = script__report_gecko(s.input, argc - 2, argv + 2);
		goto out;
	}
	/* Linux perf's stackcollapse.py, built in, with its options after "--" */
	if (argc >= 2 && !strcmp(argv[0], "report") && !strcmp(argv[1], "stackcollapse")) {
		for (int i = 2; i < argc; i++) {
			if (!strcmp(argv[i], "--include-tid"))
				s.col_tid = true;
			else if (!strcmp(argv[i], "--include-pid"))
				s.col_pid = true;
			else if (!strcmp(argv[i], "--no-comm"))
				s.col_no_comm = true;
			else if (!strcmp(argv[i], "--kernel"))
				s.col_kernel = true;
			else if (!strcmp(argv[i], "--tidy-java"))
				s.col_java = true;
			else {
				pr_err("perf script report stackcollapse: '%s': not an option (--include-tid, --include-pid, --no-comm, --tidy-java, --kernel)\n",
				       argv[i]);
				return 1;
			}
		}
		if (s.col_no_comm && (s.col_tid || s.col_pid)) {
			pr_err("perf script report stackcollapse: --include-%s needs the comm (no --no-comm)\n",
			       s.col_tid ? "tid" : "pid");
			return 1;
		}
		s.collapse = stack_collapse__new();
		if (!s.collapse)
			return 1;
		argc = 0;
	}
	if (argc > 0) {
		pr_err("perf script: '%s': running scripts is not supported, only the text output\n",
		       argv[0]);
		return 1;
	}
	if (quiet)
		verbose = 0;
	symbol_conf__set_paths(symfs, vmlinux, kallsyms);
	debuginfod__setup(true);

	err = sample_filters__setup(&s.filters, &s.filter_spec, "script");
	if (err)
		goto out;

	err = perm__check_input(s.input, force, owner_msg, sizeof(owner_msg));
	if (err) {
		pr_err("perf script: %s\n", owner_msg);
		goto out;
	}
	perf_session__stream_outlives_sigint(s.input);
	err = perf_session__open(s.input, &s.session);
	if (err) {
		s.refused = true; /* perf_session__open printed why */
		goto out;
	}

	if (report_header__modes(s.session, s.dump_raw, s.header, s.header_only, s.show_info,
				 &err))
		goto out;
	if (gen_lang) {
		err = script_gen__write(s.session, gen_lang);
		goto out;
	}
	err = sample_filters__setup_time(&s.filters, &s.filter_spec, &s.session->env, "script");
	if (err)
		goto out;
	/*
	 * --reltime: START,STOP are times since the first sample, as Linux perf takes them
	 * (slices are of the recording either way; Linux perf 6.1 shifts them too, and
	 * then keeps nothing)
	 */
	if (s.reltime && !time_filter__is_percent(s.filter_spec.time))
		time_filter__shift(&s.filters.time, s.session->env.first_sample_time);
	fflush(stdout);
	outbuf__init(&s.ob, STDOUT_FILENO, 1 << 20);
	err = s.session->env.stat ? script__run_stat(&s) : script__run(&s);
	outbuf__exit(&s.ob);
	/* (a script's failure was said by its traceback or the engine) */
	if (err && err != -EINVAL && !s.py_failed)
		pr_err("perf script: %s: %s\n", s.input, strerror(-err));
out:
	script__exit(&s);
	/* an input it cannot read, fields the file cannot give: Linux perf's exit status */
	if (s.refused)
		return PERF_EXIT_BAD_INPUT;
	return err ? 1 : 0;
}

PERF_COMMAND("script", cmd_script,
	     "Read perf.data (created by perf record) and display trace output");
