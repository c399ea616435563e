// SPDX-License-Identifier: GPL-2.0
/*
 * The sort keys, one descriptor each (struct sort_key_desc, util/sort-keys.h): what a key
 * reads, how it groups, orders, ties, prints and is computed. util/sort.c, the hists
 * (util/hist*.c), the iterator (util/hist-iter.c) and perf diff (util/diff.c) go through
 * these descriptors and know no key by name (but sort.c the caller's own key, whose header
 * and inputs are the config's, and the parent key that -p adds).
 *
 * Adding a key is a descriptor and its test:
 *
 * 1. its id in enum sort_key (util/sort.h), before SORT_EXT;
 * 2. its descriptor in sort_keys[] below. Required: name and header as Linux perf's; inputs,
 *    every enum sample_input the value is computed from (the iterator's caches key on
 *    them: an input left out merges samples the key tells apart); hash and equal, which
 *    agree; cmp, the order Linux perf lists rows of equal overhead in; width and snprintf,
 *    Linux perf's format. A value that the resolved sample does not have already (thread,
 *    comm, map, dso, sym, ip, level, cpu) gets a field in struct hist_entry's vals and the
 *    fill that computes it, at the stage its inputs are there (enum sort_fill_stage). Then
 *    what applies of: the tie rule, a tree comparison of Linux perf's own, the flags
 *    (enum sort_key_flags), a filter list that can leave it one value;
 * 3. its test: tests/sort.c checks that every descriptor has what it requires, and
 *    tests/hist.c aggregates by every key with the iterator's short cuts and without (which
 *    fails for an input not declared); and an end-to-end test of its output against Linux
 *    perf's (tests/shell/report-*.sh).
 *
 * The default keys (comm,dso,sym) also group by hand, in sort__hash and sort__equal: the
 * per-sample fast path.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/callchain.h"
#include "util/debug.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/evsel.h"
#include "util/hist.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/sample-input.h"
#include "util/sort-keys.h"
#include "util/sort.h"
#include "util/srcline.h"
#include "util/symbol.h"
#include "util/thread.h"
#include "util/trace-event.h"

/* Unresolved addresses print as 0x and 16 hex digits. */
#define ADDR_DIGITS 16

/* -v: the Symbol column starts with the address and where the symbols came from */
#define SYM_VERBOSE_ADDR_WIDTH 18

static int strcmp_null(const char *a, const char *b)
{
	if (!a || !b)
		return (a != NULL) - (b != NULL);
	return strcmp(a, b);
}

static int cmp_u64(u64 a, u64 b)
{
	return a < b ? -1 : a > b;
}

/* (not a - b: tids and cpus come from the file, any int, and the difference overflows) */
static int cmp_int(int a, int b)
{
	return a < b ? -1 : a > b;
}

/* By the sign of the difference, as Linux perf compares addresses (not a total order) */
static int sign_diff(u64 a, u64 b)
{
	return (s64)(a - b) < 0 ? -1 : a != b;
}

static u64 ptr_hash(const void *p)
{
	return (u64)(uintptr_t)p;
}

static const char *entry_comm_of_thread(const struct hist_entry *he)
{
	if (he->thread && he->thread->comm)
		return he->thread->comm;
	return he->comm ? he->comm : "";
}

/* --- comm: the task's comm at the sample's time (Command) --- */

static u64 comm_hash(const struct hist_entry *he)
{
	return ptr_hash(he->comm);
}

static bool comm_equal(const struct hist_entry *a, const struct hist_entry *b)
{
	return a->comm == b->comm;
}

static int comm_cmp(const struct hist_entry *a, const struct hist_entry *b)
{
	return a->comm == b->comm ? 0 : strcmp_null(a->comm, b->comm);
}

static unsigned int comm_width(const struct hist_entry *he)
{
	return strlen(entry_comm_of_thread(he));
}

static int comm_snprintf(const struct hist_entry *he, char *buf, size_t size, unsigned int w)
{
	return pad_str(buf, size, (int)w, he->comm ? he->comm : "");
}

/*
 * --- pid, tid: "tid:comm" (Linux perf 6.1's pid key shows the thread id too), grouped by
 * tid so that a task that exec'd or was reused keeps one row, as in Linux perf ---
 */

static int entry_tid(const struct hist_entry *he)
{
	return he->thread ? he->thread->tid : -1;
}

static u64 tid_hash(const struct hist_entry *he)
{
	return he->thread ? (u64)(u32)he->thread->tid : ~0ULL;
}

static bool tid_equal(const struct hist_entry *a, const struct hist_entry *b)
{
	return a->thread == b->thread ||
	       (a->thread && b->thread && a->thread->tid == b->thread->tid);
}

static int tid_cmp(const struct hist_entry *a, const struct hist_entry *b)
{
	return cmp_int(entry_tid(a), entry_tid(b));
}

static unsigned int tid_width(const struct hist_entry *he)
{
	return strlen(entry_comm_of_thread(he)) + 8;
}

static int tid_snprintf(const struct hist_entry *he, char *buf, size_t size, unsigned int width)
{
	int w = (int)width, cw = (w > 8 ? w : 8) - 8;

	return snprintf(buf, size, "%7d:%-*.*s", entry_tid(he), cw, cw, entry_comm_of_thread(he));
}

/* --- dso: the object's short name, [unknown] without a map (Shared Object) --- */

/*
 * The dso key is the object's name, as in Linux perf: two objects of one name (the same
 * program at two paths, or rebuilt) are one row; the full path with -v.
 */
static inline u64 dso_key_hash(const struct dso *dso)
{
	return dso ? verbose > 0 ? dso->long_name_hash : dso->short_name_hash : 0;
}

static inline bool dso_key_equal(const struct dso *a, const struct dso *b)
{
	if (a == b)
		return true;
	if (!a || !b)
		return false;
	if (verbose > 0)
		return a->long_name_len == b->long_name_len && !strcmp(a->long_name, b->long_name);
	return a->short_name_len == b->short_name_len && !strcmp(a->short_name, b->short_name);
}

/* -v: objects by their full names, as Linux perf (which sorts by the name it shows) */
static const char *dso_name(const struct hist_entry *he)
{
	if (!he->dso)
		return "[unknown]";
	return verbose > 0 ? he->dso->long_name : he->dso->short_name;
}

static u64 dso_hash(const struct hist_entry *he)
{
	return dso_key_hash(he->dso);
}

static bool dso_equal(const struct hist_entry *a, const struct hist_entry *b)
{
	return dso_key_equal(a->dso, b->dso);
}

/* (inlined into the symbol key's comparisons too: Linux perf's tree compares it per sample) */
static __attribute__((always_inline)) inline int dso_cmp(const struct hist_entry *a,
							 const struct hist_entry *b)
{
	/* no DSO at all ([unknown]) after every named one, as Linux perf */
	if (a->dso == b->dso)
		return 0;
	if (!a->dso || !b->dso)
		return a->dso ? -1 : 1;
	return strcmp(dso_name(a), dso_name(b));
}

static unsigned int dso_width(const struct hist_entry *he)
{
	if (!he->dso)
		return 0;
	return verbose > 0 ? he->dso->long_name_len : he->dso->short_name_len;
}

/* (Linux perf sizes the column for an address when a row has no symbol) */
static unsigned int dso_aligned_width(const struct hist_entry *he)
{
	return he->sym ? 0 : ADDR_DIGITS;
}

static int dso_snprintf(const struct hist_entry *he, char *buf, size_t size, unsigned int w)
{
	return pad_str(buf, size, (int)w, dso_name(he));
}

/* --- sym: "[k] name" / "[.] name", or the address where there is none (unresolved) --- */

static u64 sym_hash(const struct hist_entry *he)
{
	return he->sym ? ptr_hash(he->sym) : he->ip;
}

static bool sym_equal(const struct hist_entry *a, const struct hist_entry *b)
{
	return a->sym == b->sym && (a->sym || a->ip == b->ip);
}

static int sym_cmp(const struct hist_entry *a, const struct hist_entry *b)
{
	/* equal rows: by symbol name, unresolved ones by address */
	if (a->sym && b->sym)
		return a->sym == b->sym ? 0 : strcmp(a->sym->name, b->sym->name);
	if (!a->sym && !b->sym) /* by the sign of the difference: kernel first */
		return sign_diff(a->ip, b->ip);
	return a->sym ? -1 : 1; /* symbols before addresses, as Linux perf */
}

/*
 * The unresolved-symbol tie rule: Linux perf's output sort compares symbols by name, and two
 * rows without one are equal there, whatever their addresses.
 */
static bool sym_ties(const struct hist_entry *a, const struct hist_entry *b)
{
	return !a->sym && !b->sym;
}

/* (-F's rows keep Linux perf's collapsed order there: objects before addresses) */
static int sym_tie_cmp(const struct hist_entry *a, const struct hist_entry *b)
{
	int r = dso_cmp(a, b);

	return r ? r : sym_cmp(a, b);
}

/*
 * Linux perf's tree: two addresses compare alone; else the objects first (a symbol's
 * address is relative to its object) unless the object is a key of its own (as in Linux
 * perf 6.1.192), then the symbols (a symbol before an address), by start and end.
 */
static int sym_tree_cmp(const struct sort_config *cfg, const struct hist_entry *a,
			const struct hist_entry *b)
{
	int r;

	if (!a->sym && !b->sym)
		return sign_diff(a->ip, b->ip);
	if (!sort_config__has(cfg, SORT_DSO)) {
		r = dso_cmp(a, b);
		if (r)
			return r;
	}
	if (!a->sym || !b->sym)
		return b->sym ? 1 : -1;
	if (a->sym == b->sym)
		return 0;
	if (a->sym->start != b->sym->start)
		return sign_diff(a->sym->start, b->sym->start);
	return sign_diff(symbol__end(a->sym), symbol__end(b->sym));
}

/*
 * Without the object key the tree's comparison is not transitive: two unresolved addresses
 * compare alone, a symbol against anything compares the objects first.
 */
static bool sym_tree_transitive(const struct sort_config *cfg)
{
	return sort_config__has(cfg, SORT_DSO);
}

static unsigned int sym_width(const struct hist_entry *he)
{
	/* (Linux perf's width counts the -v prefix of symbols only) */
	if (!he->sym)
		return ADDR_DIGITS + 6;
	return strlen(he->sym->name) + 4 + (he->sym->inlined ? 10 : 0) +
	       (verbose > 0 ? SYM_VERBOSE_ADDR_WIDTH + 3 : 0);
}

static char dso_origin_letter(const struct dso *dso)
{
	if (!dso)
		return '!';
	switch (dso->origin) {
	case DSO_ORIGIN_FILE:
		return 'd';
	case DSO_ORIGIN_DEBUGINFO:
		return 'b';
	case DSO_ORIGIN_DEBUGINFO_PATH:
		return 'f';
	case DSO_ORIGIN_DEBUGINFO_PATH_PLAIN:
		return 'u';
	case DSO_ORIGIN_BUILDID_CACHE:
		return 'B';
	case DSO_ORIGIN_BUILDID_CACHE_DEBUG:
	case DSO_ORIGIN_DEBUGINFOD: /* (Linux perf's letter for both) */
		return 'D';
	case DSO_ORIGIN_KALLSYMS:
		return 'k';
	case DSO_ORIGIN_VMLINUX:
		return 'v';
	case DSO_ORIGIN_PERF_MAP:
	case DSO_ORIGIN_JITDUMP:
		return 'j';
	default:
		return '!';
	}
}

static int sym_snprintf_name(const struct hist_entry *he, char *buf, size_t size)
{
	if (he->sym) {
		size_t n = strlen(he->sym->name);

		if (he->sym->inlined || n + 5 > size)
			return snprintf(buf, size, "[%c] %s%s", he->level, he->sym->name,
					he->sym->inlined ? " (inlined)" : "");
		buf[0] = '[';
		buf[1] = he->level;
		buf[2] = ']';
		buf[3] = ' ';
		memcpy(buf + 4, he->sym->name, n + 1);
		return (int)n + 4;
	}
	return snprintf(buf, size, "[%c] %-#.*llx", he->level, ADDR_DIGITS,
			(unsigned long long)he->ip);
}

/* (not padded: the row pads it unless it ends the row, as Linux perf) */
static int sym_snprintf(const struct hist_entry *he, char *buf, size_t size, unsigned int width)
{
	if (verbose > 0) {
		int n = snprintf(buf, size, "%-#*llx %c ", SYM_VERBOSE_ADDR_WIDTH,
				 (unsigned long long)he->ip, dso_origin_letter(he->dso));

		if (n < 0 || (size_t)n >= size)
			return n;
		return n + sym_snprintf_name(he, buf + n, size - n);
	}
	return sym_snprintf_name(he, buf, size);
}

/* (the addresses mean nothing across files: every unresolved one alike, and no name's) */
static int sym_pair_name(const struct hist_entry *he, char *buf, size_t size)
{
	return snprintf(buf, size, "%s", he->sym ? he->sym->name : "\x1e");
}

/* --- cpu --- */

static u64 cpu_hash(const struct hist_entry *he)
{
	return (u64)(u32)he->cpu;
}

static bool cpu_equal(const struct hist_entry *a, const struct hist_entry *b)
{
	return a->cpu == b->cpu;
}

static int cpu_cmp(const struct hist_entry *a, const struct hist_entry *b)
{
	return cmp_int(a->cpu, b->cpu);
}

static unsigned int cpu_width(const struct hist_entry *he)
{
	return 0;
}

static int cpu_snprintf(const struct hist_entry *he, char *buf, size_t size, unsigned int width)
{
	return snprintf(buf, size, "%*.*d", (int)width, (int)width, he->cpu);
}

/* --- parallelism: how many of the recorded tasks ran at the sample (record --latency) --- */

static u64 parallelism_hash(const struct hist_entry *he)
{
	return (u64)(u32)he->vals.parallelism;
}

static bool parallelism_equal(const struct hist_entry *a, const struct hist_entry *b)
{
	return a->vals.parallelism == b->vals.parallelism;
}

static int parallelism_cmp(const struct hist_entry *a, const struct hist_entry *b)
{
	return cmp_int(a->vals.parallelism, b->vals.parallelism);
}

static unsigned int parallelism_width(const struct hist_entry *he)
{
	return snprintf(NULL, 0, "%d", he->vals.parallelism);
}

static int parallelism_snprintf(const struct hist_entry *he, char *buf, size_t size,
				unsigned int width)
{
	return snprintf(buf, size, "%*d", (int)width, he->vals.parallelism);
}

/* --- srcline: file:line of the sample's address, ??:0 without a map --- */

static u64 srcline_hash(const struct hist_entry *he)
{
	return ptr_hash(he->vals.srcline);
}

static bool srcline_equal(const struct hist_entry *a, const struct hist_entry *b)
{
	return a->vals.srcline == b->vals.srcline;
}

static int srcline_cmp(const struct hist_entry *a, const struct hist_entry *b)
{
	return a->vals.srcline == b->vals.srcline ? 0 :
						    strcmp_null(a->vals.srcline, b->vals.srcline);
}

static unsigned int srcline_width(const struct hist_entry *he)
{
	return he->vals.srcline ? strlen(he->vals.srcline) : 4;
}

static int srcline_snprintf(const struct hist_entry *he, char *buf, size_t size, unsigned int width)
{
	return snprintf(buf, size, "%-.*s", (int)width,
			he->vals.srcline ? he->vals.srcline : "??:0");
}

/*
 * The srcline key's value, as Linux perf's (map__srcline): the source line of the entry's
 * address (ip: the sample's DSO-relative address, or a frame's absolute one, as Linux perf
 * keeps them in its entries), else "sym+offset" (decimal), else "dso[address]"; NULL
 * ("??:0") without a map. A frame's absolute address is what Linux perf looks up, which
 * finds no line in a user-space object (its objdump address is then past the file): its
 * offset is from the absolute address too ("main+4194382").
 */
static const char *srcline_of(struct machine *machine, const struct map *map,
			      const struct symbol *sym, u64 ip, bool frame)
{
	struct dso *dso = map ? map->dso : NULL;
	bool user = dso && dso->kind == DSO_KIND_USER;
	const char *s = NULL;
	char buf[512];

	if (!dso)
		return NULL;
	if (!(frame && user))
		s = dso__srcline_str(dso, frame ? map__map_ip(map, ip) : ip);
	if (s)
		return machine__intern(machine, s);
	if (sym) {
		snprintf(buf, sizeof(buf), "%s+%llu", sym->name,
			 (unsigned long long)(ip - sym->start));
	} else {
		/* the address objdump would show: an executable's by its link-time address */
		u64 addr = ip;

		if (user && dso->is_exec)
			/* (a frame's: its absolute address moved as its segment is) */
			addr = frame ? ip + (dso__offset_to_vaddr(dso, map__map_ip(map, ip)) -
					     map__map_ip(map, ip)) :
				       dso__offset_to_vaddr(dso, ip);
		else if (user && !frame)
			addr = dso__offset_to_vaddr(dso, ip);
		snprintf(buf, sizeof(buf), "%s[%llx]", dso->short_name, (unsigned long long)addr);
	}
	return machine__intern(machine, buf);
}

static void srcline_fill(struct hist_entry *tmpl, struct sort_fill *f)
{
	tmpl->vals.srcline = srcline_of(f->machine, tmpl->map, tmpl->sym, tmpl->ip, false);
}

static void srcline_fill_frame(struct hist_entry *tmpl, struct sort_fill *f)
{
	tmpl->vals.srcline = srcline_of(f->machine, tmpl->map, tmpl->sym, tmpl->ip, true);
}

/* --- parent: the first caller whose name matches --parent's regex --- */

static u64 parent_hash(const struct hist_entry *he)
{
	return ptr_hash(he->vals.parent);
}

static bool parent_equal(const struct hist_entry *a, const struct hist_entry *b)
{
	return a->vals.parent == b->vals.parent;
}

static int parent_cmp(const struct hist_entry *a, const struct hist_entry *b)
{
	const char *pa = a->vals.parent, *pb = b->vals.parent;

	/* [other] (no parent) after the parents, as Linux perf */
	if (pa == pb)
		return 0;
	if (!pa || !pb)
		return pa ? -1 : 1;
	return strcmp(pa, pb);
}

static unsigned int parent_width(const struct hist_entry *he)
{
	return he->vals.parent ? strlen(he->vals.parent) : 7;
}

static int parent_snprintf(const struct hist_entry *he, char *buf, size_t size, unsigned int width)
{
	int w = (int)width;

	return snprintf(buf, size, "%-*.*s", w, w, he->vals.parent ? he->vals.parent : "[other]");
}

/*
 * The first frame whose name matches --parent, in the chain's order (as Linux perf, which
 * looks while it resolves the chain: callers first with -g caller or children)
 */
static void parent_fill(struct hist_entry *tmpl, struct sort_fill *f)
{
	const struct callchain_cursor *c = f->chain;

	tmpl->vals.parent = NULL;
	for (u32 k = 0; k < c->nr; k++)
		if (c->frames[k].sym && sort_config__is_parent(f->cfg, c->frames[k].sym->name)) {
			tmpl->vals.parent = c->frames[k].sym->name;
			return;
		}
}

/* Linux perf's default pattern, until --parent or -p says otherwise */
static int parent_setup(struct sort_config *cfg)
{
	return sort_config__set_parent(cfg, "^sys_|^do_page_fault");
}

/* --- trace: a tracepoint sample's payload, formatted --- */

static u64 trace_hash(const struct hist_entry *he)
{
	return ptr_hash(he->vals.trace);
}

static bool trace_equal(const struct hist_entry *a, const struct hist_entry *b)
{
	return a->vals.trace == b->vals.trace;
}

static int trace_cmp(const struct hist_entry *a, const struct hist_entry *b)
{
	return a->vals.trace == b->vals.trace ? 0 : strcmp_null(a->vals.trace, b->vals.trace);
}

static unsigned int trace_width(const struct hist_entry *he)
{
	return he->vals.trace ? strlen(he->vals.trace) : 3; /* "N/A" */
}

static int trace_snprintf(const struct hist_entry *he, char *buf, size_t size, unsigned int width)
{
	/* an event that is not a tracepoint has no trace output: N/A, as Linux perf */
	return snprintf(buf, size, "%-.*s", (int)width, he->vals.trace ? he->vals.trace : "N/A");
}

static void trace_fill(struct hist_entry *tmpl, struct sort_fill *f)
{
	const struct perf_sample *sample = f->sample;

	tmpl->vals.trace = NULL;
	if (!f->tevent || f->evsel->attr.type != PERF_TYPE_TRACEPOINT)
		return;
	if (trace_event__format(f->tevent, f->evsel->attr.config, sample->raw_data,
				sample->raw_size, &f->buf, &f->buf_len) < 0)
		return;
	tmpl->vals.trace = machine__intern(f->machine, f->buf);
}

/* --- ext: the caller's own key (sort_config.ext), a number --- */

static u64 ext_hash(const struct hist_entry *he)
{
	return he->vals.ext;
}

static bool ext_equal(const struct hist_entry *a, const struct hist_entry *b)
{
	return a->vals.ext == b->vals.ext;
}

static int ext_cmp(const struct hist_entry *a, const struct hist_entry *b)
{
	return cmp_u64(a->vals.ext, b->vals.ext);
}

static unsigned int ext_width(const struct hist_entry *he)
{
	return snprintf(NULL, 0, "%llu", (unsigned long long)he->vals.ext);
}

static int ext_snprintf(const struct hist_entry *he, char *buf, size_t size, unsigned int width)
{
	return snprintf(buf, size, "%*llu", (int)width, (unsigned long long)he->vals.ext);
}

static void ext_fill(struct hist_entry *tmpl, struct sort_fill *f)
{
	tmpl->vals.ext = f->cfg->ext->value(f->sample);
}

/* --- the descriptors --- */

const struct sort_key_desc sort_keys[SORT_NR_KEYS] = {
	[SORT_COMM] = {
		.name = "comm",
		.header = "Command",
		.inputs = SI_COMM,
		.flags = SK_LINUX_TREE | SK_COLLAPSE,
		.hash = comm_hash,
		.equal = comm_equal,
		.cmp = comm_cmp,
		.width = comm_width,
		.snprintf = comm_snprintf,
		.filter = SK_FILTER_COMMS,
		.filter_name = "comm",
	},
	[SORT_PID] = {
		.name = "pid",
		.header = "    Pid:Command",
		.inputs = SI_THREAD,
		.flags = SK_LINUX_TREE,
		.hash = tid_hash,
		.equal = tid_equal,
		.cmp = tid_cmp,
		.width = tid_width,
		.snprintf = tid_snprintf,
	},
	[SORT_TID] = {
		.name = "tid",
		.header = "    Tid:Command",
		.inputs = SI_THREAD,
		.hash = tid_hash,
		.equal = tid_equal,
		.cmp = tid_cmp,
		.width = tid_width,
		.snprintf = tid_snprintf,
	},
	[SORT_DSO] = {
		.name = "dso",
		.header = "Shared Object",
		.inputs = SI_SYM,
		.flags = SK_LINUX_TREE,
		.hash = dso_hash,
		.equal = dso_equal,
		.cmp = dso_cmp,
		.width = dso_width,
		.aligned_width = dso_aligned_width,
		.snprintf = dso_snprintf,
		.filter = SK_FILTER_DSOS,
		.filter_name = "dso",
	},
	[SORT_SYM] = {
		.name = "sym",
		.alias = "symbol",
		.header = "Symbol",
		.inputs = SI_SYM,
		.flags = SK_LINUX_TREE | SK_FRAME,
		.hash = sym_hash,
		.equal = sym_equal,
		.cmp = sym_cmp,
		.ties = sym_ties,
		.tie_cmp = sym_tie_cmp,
		.tree_cmp = sym_tree_cmp,
		.tree_transitive = sym_tree_transitive,
		.width = sym_width,
		.snprintf = sym_snprintf,
		.pair_name = sym_pair_name,
		.filter = SK_FILTER_SYMS,
		.filter_name = "symbol",
	},
	[SORT_CPU] = {
		.name = "cpu",
		.header = "CPU",
		.inputs = SI_CPU,
		.flags = SK_LINUX_TREE,
		.hash = cpu_hash,
		.equal = cpu_equal,
		.cmp = cpu_cmp,
		.width = cpu_width,
		.snprintf = cpu_snprintf,
	},
	[SORT_SRCLINE] = {
		.name = "srcline",
		.header = "Source:Line",
		/* of each caller too, by its exact address, in children mode */
		.inputs = SI_IP | SI_FRAME_IP,
		.flags = SK_LINUX_TREE | SK_LAZY,
		.hash = srcline_hash,
		.equal = srcline_equal,
		.cmp = srcline_cmp,
		.width = srcline_width,
		.snprintf = srcline_snprintf,
		.fill = {
			[SORT_FILL_RESOLVED] = srcline_fill,
			[SORT_FILL_FRAME] = srcline_fill_frame,
		},
	},
	[SORT_PARENT] = {
		.name = "parent",
		.header = "Parent symbol",
		.inputs = SI_SYM | SI_CALLCHAIN,
		.flags = SK_LINUX_TREE,
		.hash = parent_hash,
		.equal = parent_equal,
		.cmp = parent_cmp,
		.width = parent_width,
		.snprintf = parent_snprintf,
		.fill = { [SORT_FILL_RESOLVED] = parent_fill },
		.setup = parent_setup,
	},
	[SORT_TRACE] = {
		.name = "trace",
		.header = "Trace output",
		.inputs = SI_RAW,
		.flags = SK_LINUX_TREE | SK_LAZY,
		.hash = trace_hash,
		.equal = trace_equal,
		.cmp = trace_cmp,
		.width = trace_width,
		.snprintf = trace_snprintf,
		.fill = { [SORT_FILL_SAMPLE] = trace_fill },
	},
	/* (its value is the iterator's, hist_iter_config.parallelism: no fill) */
	[SORT_PARALLELISM] = {
		.name = "parallelism",
		.header = "Parallelism",
		.inputs = SI_PARALLELISM,
		.hash = parallelism_hash,
		.equal = parallelism_equal,
		.cmp = parallelism_cmp,
		.width = parallelism_width,
		.snprintf = parallelism_snprintf,
	},
	/* its header and inputs are the config's (sort_config.ext) */
	[SORT_EXT] = {
		.hash = ext_hash,
		.equal = ext_equal,
		.cmp = ext_cmp,
		.width = ext_width,
		.snprintf = ext_snprintf,
		.fill = { [SORT_FILL_SAMPLE] = ext_fill },
	},
};

/* --- grouping by the configured keys --- */

static inline u64 mix(u64 h, u64 v)
{
	h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
	return h;
}

#define KEY(k) (1u << (k))
/*
 * Linux perf's default keys, the most common by far, and those of them alone or in two
 * (perf diff's dso,sym): grouped by hand, not key by key
 */
#define DEFAULT_KEYS (KEY(SORT_COMM) | KEY(SORT_DSO) | KEY(SORT_SYM))

/* The table index takes the low bits: fold the well-mixed high half into them. */
static inline u64 fold(u64 h)
{
	h *= 0xff51afd7ed558ccdULL;
	return h ^ (h >> 32);
}

/* (out of line, tail-called: the fast path beside it saves no registers for it) */
static __attribute__((noinline)) u64 keys_hash(const struct sort_config *cfg,
					       const struct hist_entry *he)
{
	u64 h = 0;

	/* (the hash only has to agree with sort__equal: in any order) */
	for (int i = 0; i < cfg->nr_keys; i++)
		h = mix(h, sort_keys[cfg->keys[i]].hash(he));
	return fold(h);
}

static __attribute__((noinline)) bool
keys_equal(const struct sort_config *cfg, const struct hist_entry *a, const struct hist_entry *b)
{
	for (int i = 0; i < cfg->nr_keys; i++)
		if (!sort_keys[cfg->keys[i]].equal(a, b))
			return false;
	return true;
}

/*
 * The keys of mask m, some of the default ones, by hand; inlined with m the default keys'
 * (their own code: they are nearly every report's) and with m a variable (any others)
 */
static __attribute__((always_inline)) inline u64 hand_hash(unsigned int m,
							   const struct hist_entry *he)
{
	u64 h = 0;

	if (m & KEY(SORT_COMM))
		h = mix(h, comm_hash(he));
	if (!(m & KEY(SORT_SYM))) {
		if (m & KEY(SORT_DSO))
			h = mix(h, dso_hash(he));
	} else if (he->sym) {
		h = mix(h, ptr_hash(he->sym));
	} else { /* (a symbol is of one object: the dso needs hashing without one) */
		h = mix(h, he->ip ^ (m & KEY(SORT_DSO) ? dso_hash(he) : 0));
	}
	return h;
}

static __attribute__((always_inline)) inline bool
hand_equal(unsigned int m, const struct hist_entry *a, const struct hist_entry *b)
{
	if ((m & KEY(SORT_COMM)) && !comm_equal(a, b))
		return false;
	if (m & KEY(SORT_SYM))
		return a->sym == b->sym &&
		       (a->sym || (a->ip == b->ip && (!(m & KEY(SORT_DSO)) || dso_equal(a, b))));
	return !(m & KEY(SORT_DSO)) || dso_equal(a, b);
}

/* (out of line and tail-called, as keys_hash and keys_equal) */
static __attribute__((noinline)) u64 some_hash(unsigned int m, const struct hist_entry *he)
{
	return fold(hand_hash(m, he));
}

static __attribute__((noinline)) bool some_equal(unsigned int m, const struct hist_entry *a,
						 const struct hist_entry *b)
{
	return hand_equal(m, a, b);
}

u64 sort__hash(const struct sort_config *cfg, const struct hist_entry *he)
{
	unsigned int m = cfg->key_mask;

	if (m == DEFAULT_KEYS)
		return fold(hand_hash(DEFAULT_KEYS, he));
	if (!(m & ~DEFAULT_KEYS))
		return some_hash(m, he);
	return keys_hash(cfg, he);
}

/* (what the keys' own equal would say; tests/sort.c checks it) */
bool sort__equal(const struct sort_config *cfg, const struct hist_entry *a,
		 const struct hist_entry *b)
{
	unsigned int m = cfg->key_mask;

	if (m == DEFAULT_KEYS)
		return hand_equal(DEFAULT_KEYS, a, b);
	if (!(m & ~DEFAULT_KEYS))
		return some_equal(m, a, b);
	return keys_equal(cfg, a, b);
}
