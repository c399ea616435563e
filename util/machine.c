// SPDX-License-Identifier: GPL-2.0
/* The replayed world: tasks, DSOs and maps built from side-band records; sample resolution. */
#include <dirent.h>
#include <elf.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "util/machine.h"
#include "util/debug.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/header.h"
#include "util/jitdump.h"
#include "util/kallsyms.h"
#include "util/map.h"
#include "util/symbol.h"
#include "util/symsrc.h"
#include "util/thread.h"
#include "util/util.h"
#include "util/unwind-dwarf.h"

static u64 hash_str(const char *s)
{
	return hashmap__hash_bytes(s, strlen(s));
}

static inline size_t hash_tid(int tid, size_t nr_buckets)
{
	return (size_t)(((u64)(u32)tid * 0x9E3779B97F4A7C15ULL) >> 32) & (nr_buckets - 1);
}

struct machine *machine__new(void)
{
	struct machine *m = xzalloc(sizeof(*m));

	m->nr_thread_buckets = 1024;
	m->threads = xcalloc(m->nr_thread_buckets, sizeof(*m->threads));
	INIT_LIST_HEAD(&m->dsos);
	m->nr_dso_buckets = 256;
	m->dso_hash = xcalloc(m->nr_dso_buckets, sizeof(*m->dso_hash));
	m->maps_generation = 1;
	m->jit_next = ~0ULL;
	m->parallelism = 1;
	m->kmaps = maps__new(&m->maps_generation);
	/* The idle task has no COMM record; Linux perf calls it swapper too. */
	thread__set_comm(machine__findnew_thread(m, 0, 0), machine__intern(m, "swapper"), 0, false);
	return m;
}

/* cpumode is 3 bits (PERF_RECORD_MISC_CPUMODE_MASK): a flag above them for resolve_slow */
#define RESOLVE_NO_SYM 0x80

/*
 * Samples and callchains repeat the same addresses, and samples the same functions: the last
 * resolution of each (maps, cpumode, block of 1 << RESOLVE_BLOCK_SHIFT bytes), with the addresses it
 * holds for [lo, hi) (the symbol's in its map, or the ip alone), valid while no maps of the
 * machine changed (maps_generation: a maps freed and another made at its address is a change
 * too).
 */
#define RESOLVE_CACHE_BITS 14
#define RESOLVE_BLOCK_SHIFT 6
struct resolve_cache_entry {
	const struct maps *maps;
	u64 lo; /* [lo, lo + span) resolves as this entry says */
	u32 span; /* (a symbol's size is 32 bits) */
	/*
	 * maps_generation's low 32 bits: 48 bytes, not 56 (an entry taken for a later
	 * generation's would need 2^32 maps changes in between)
	 */
	u32 gen;
	struct map *map;
	struct symbol *sym;
	u8 cpumode;
	char level;
};

_Static_assert(sizeof(struct resolve_cache_entry) == 48, "a resolve cache entry is 48 bytes");

void machine__delete(struct machine *m)
{
	struct thread *t, *tn;
	struct map *map, *mn;
	struct dso *dso, *dn;
	struct hashmap_slot *slot;

	if (!m)
		return;
	kernel_syms__exit(&m->ksyms);
	machine__unwind_exit(m);
	for (t = m->all_threads; t; t = tn) {
		tn = t->all_next;
		maps__put(t->maps);
		free(t->comms);
		free(t);
	}
	for (map = m->all_maps; map; map = mn) {
		mn = map->all_next;
		free(map);
	}
	list_for_each_entry_safe(dso, dn, &m->dsos, node)
		dso__delete(dso);
	hashmap__for_each(&m->strs, slot) free(slot->entry);
	hashmap__exit(&m->strs);
	maps__put(m->kmaps);
	free(m->resolve_cache);
	free(m->jits);
	free(m->dso_hash);
	free(m->threads);
	free(m);
}

/* --- interned strings: the table holds the owned copies --- */

static bool str_eq(const void *entry, const void *key)
{
	return !strcmp(entry, key);
}

const char *machine__intern(struct machine *m, const char *s)
{
	u64 h = hash_str(s);
	char *copy = hashmap__find(&m->strs, h, str_eq, s);

	if (copy)
		return copy;
	copy = xstrdup(s);
	if (hashmap__add(&m->strs, h, copy))
		xalloc_die(sizeof(struct hashmap_slot) * m->strs.cap * 2);
	return copy;
}

/* --- threads --- */

static void threads__grow(struct machine *m)
{
	size_t n = m->nr_thread_buckets * 2;
	struct thread **b = xcalloc(n, sizeof(*b));

	for (size_t i = 0; i < m->nr_thread_buckets; i++) {
		struct thread *t = m->threads[i], *next;

		for (; t; t = next) {
			size_t h = hash_tid(t->tid, n);

			next = t->hash_next;
			t->hash_next = b[h];
			b[h] = t;
		}
	}
	free(m->threads);
	m->threads = b;
	m->nr_thread_buckets = n;
}

struct thread *machine__find_thread(struct machine *m, int pid, int tid)
{
	struct thread *t = m->last_thread;

	if (t && t->tid == tid)
		return t;
	for (t = m->threads[hash_tid(tid, m->nr_thread_buckets)]; t; t = t->hash_next) {
		if (t->tid == tid) {
			m->last_thread = t;
			return t;
		}
	}
	return NULL;
}

static void threads__unhash(struct machine *m, struct thread *victim)
{
	struct thread **pp = &m->threads[hash_tid(victim->tid, m->nr_thread_buckets)];

	for (; *pp; pp = &(*pp)->hash_next) {
		if (*pp == victim) {
			*pp = victim->hash_next;
			break;
		}
	}
	victim->hash_next = NULL;
	victim->dead = true;
	if (m->last_thread == victim)
		m->last_thread = NULL;
}

static struct thread *thread__alloc(struct machine *m, int pid, int tid)
{
	struct thread *t = xzalloc(sizeof(*t));
	char buf[32];
	size_t h;

	t->tid = tid;
	t->pid = pid;
	t->ppid = -1;
	t->machine = m;
	t->kmaps = m->kmaps;
	snprintf(buf, sizeof(buf), ":%d", tid);
	t->comm = machine__intern(m, buf);
	t->all_next = m->all_threads;
	m->all_threads = t;
	if (m->nr_threads + 1 > m->nr_thread_buckets)
		threads__grow(m);
	h = hash_tid(tid, m->nr_thread_buckets);
	t->hash_next = m->threads[h];
	m->threads[h] = t;
	m->nr_threads++;
	return t;
}

/* A thread of process pid shares the leader's maps. */
static void thread__attach_maps(struct machine *m, struct thread *t)
{
	if (t->pid >= 0 && t->pid != t->tid) {
		struct thread *leader = machine__findnew_thread(m, t->pid, t->pid);

		maps__put(t->maps);
		t->maps = maps__get(leader->maps);
	} else if (!t->maps) {
		t->maps = maps__new(&m->maps_generation);
	}
}

struct thread *machine__findnew_thread(struct machine *m, int pid, int tid)
{
	struct thread *t = machine__find_thread(m, pid, tid);

	if (t) {
		/* Learned the pid late (a sample before any COMM/FORK): join the process. */
		if (pid >= 0 && t->pid != pid && (t->pid < 0 || t->pid == t->tid) &&
		    (!t->maps || !t->maps->nr)) {
			t->pid = pid;
			thread__attach_maps(m, t);
		}
		return t;
	}
	t = thread__alloc(m, pid, tid);
	thread__attach_maps(m, t);
	m->last_thread = t;
	return t;
}

int machine__for_each_thread(struct machine *m, int (*fn)(struct thread *t, void *arg), void *arg)
{
	for (size_t i = 0; i < m->nr_thread_buckets; i++) {
		for (struct thread *t = m->threads[i]; t; t = t->hash_next) {
			int ret = fn(t, arg);

			if (ret)
				return ret;
		}
	}
	return 0;
}

/* --- DSOs --- */

struct dso *machine__find_dso(struct machine *m, const char *name)
{
	size_t h = (size_t)hash_str(name) & (m->nr_dso_buckets - 1);

	for (struct dso *d = m->dso_hash[h]; d; d = d->hash_next)
		if (!strcmp(d->long_name, name))
			return d;
	return NULL;
}

static void dsos__grow(struct machine *m)
{
	size_t n = m->nr_dso_buckets * 2;
	struct dso **b = xcalloc(n, sizeof(*b));
	struct dso *d;

	list_for_each_entry(d, &m->dsos, node) {
		size_t h = (size_t)hash_str(d->long_name) & (n - 1);

		d->hash_next = b[h];
		b[h] = d;
	}
	free(m->dso_hash);
	m->dso_hash = b;
	m->nr_dso_buckets = n;
}

static enum dso_kind kind_of(const char *name)
{
	if (!strncmp(name, KERNEL_DSO_NAME, strlen(KERNEL_DSO_NAME)) ||
	    !strncmp(name, "[guest.kernel.kallsyms", 22))
		return DSO_KIND_KERNEL;
	if (!strcmp(name, "[vdso]") || !strcmp(name, "[vdso32]") || !strcmp(name, "[vdsox32]"))
		return DSO_KIND_VDSO;
	if (!strncmp(name, "/tmp/perf-", 10) && strstr(name, ".map"))
		return DSO_KIND_ANON;
	if (is_kernel_module_name(name))
		return DSO_KIND_KMODULE;
	if (jitdump__is_name(name))
		return DSO_KIND_JIT;
	if (dso__is_bracketed(name) || is_no_dso_memory(name) || is_anon_memory(name))
		return DSO_KIND_SPECIAL;
	return DSO_KIND_USER;
}

static struct dso *machine__add_dso(struct machine *m, const char *name, enum dso_kind kind)
{
	struct dso *d = dso__new(name, kind);
	size_t h;

	if (kind == DSO_KIND_KERNEL)
		d->ksyms = &m->ksyms;
	else if (kind == DSO_KIND_KMODULE)
		kernel_syms__add_module(&m->ksyms, d);
	if (kind == DSO_KIND_ANON) {
		int pid;

		if (sscanf(name, "/tmp/perf-%d.map", &pid) == 1)
			d->pid = pid;
	}
	if (m->nr_dsos + 1 > m->nr_dso_buckets)
		dsos__grow(m);
	h = (size_t)hash_str(name) & (m->nr_dso_buckets - 1);
	d->hash_next = m->dso_hash[h];
	m->dso_hash[h] = d;
	list_add_tail(&d->node, &m->dsos);
	d->seq = m->nr_dsos++;
	return d;
}

static struct dso *machine__findnew_dso(struct machine *m, const char *name)
{
	struct dso *d = machine__find_dso(m, name);

	return d ? d : machine__add_dso(m, name, kind_of(name));
}

static struct map *machine__new_map(struct machine *m, const struct map *tmpl)
{
	struct map *map = xmalloc(sizeof(*map));

	*map = *tmpl;
	map->all_next = m->all_maps;
	m->all_maps = map;
	return map;
}

static struct map *new_map_cb(void *arg, const struct map *tmpl)
{
	return machine__new_map(arg, tmpl);
}

struct map *machine__kernel_map(const struct machine *m)
{
	return m->kmaps->fallback;
}

struct dso *machine__kernel_dso(struct machine *m)
{
	if (!m->ksyms.kernel) {
		struct dso *d = machine__find_dso(m, KERNEL_DSO_NAME);

		if (!d)
			d = machine__add_dso(m, KERNEL_DSO_NAME, DSO_KIND_KERNEL);
		m->ksyms.kernel = d;
	}
	if (!machine__kernel_map(m)) {
		/* No kernel MMAP record (yet): the whole top half is the kernel. */
		struct map tmpl = {
			.start = 1ULL << 63, .end = ~0ULL, .dso = m->ksyms.kernel, .identity = true
		};

		maps__set_fallback(m->kmaps, machine__new_map(m, &tmpl));
	}
	return m->ksyms.kernel;
}

int machine__set_build_id(struct machine *m, const char *name, const struct build_id *bid)
{
	struct dso *d;

	if (!strcmp(name, KERNEL_DSO_NAME) || !strncmp(name, "[kernel.kallsyms]", 17))
		d = machine__kernel_dso(m);
	else
		d = machine__findnew_dso(m, name);
	dso__set_build_id(d, bid);
	return 0;
}

int machine__set_build_ids(struct machine *m, const struct perf_env *env)
{
	for (int i = 0; i < env->nr_build_ids; i++) {
		const struct build_id_entry *e = &env->build_ids[i];
		u16 mode = e->cpumode & PERF_RECORD_MISC_CPUMODE_MASK;
		struct build_id bid;

		if (!e->filename || !e->size || mode == PERF_RECORD_MISC_GUEST_KERNEL ||
		    mode == PERF_RECORD_MISC_GUEST_USER)
			continue;
		build_id__init(&bid, e->build_id, e->size);
		machine__set_build_id(m, e->filename, &bid);
	}
	return 0;
}

int machine__load_kernel_symbols(struct machine *m)
{
	return dso__load(machine__kernel_dso(m));
}

/* --- side-band records --- */

int machine__process_comm(struct machine *m, int pid, int tid, const char *comm, bool exec,
			  u64 time)
{
	struct thread *t = machine__findnew_thread(m, pid, tid);

	/*
	 * exec replaces the address space, but like Linux perf we keep the old maps: the new
	 * program's mmaps replace those they overlap, and the rest still resolve the old
	 * program's return addresses in callchains sampled across the exec.
	 */
	thread__set_comm(t, machine__intern(m, comm), time, exec);
	return 0;
}

int machine__process_fork(struct machine *m, int pid, int tid, int ppid, int ptid, u64 time)
{
	struct thread *parent = machine__findnew_thread(m, ppid, ptid);
	struct thread *old = machine__find_thread(m, pid, tid);
	struct thread *child;

	/*
	 * A parent task of another pid is not the parent: the record that ended it was lost
	 * (or it was made from a tracepoint's field, pid unknown). Linux perf drops it and
	 * starts the parent afresh; so do we.
	 */
	if (parent->pid != ppid && parent != old) {
		threads__unhash(m, parent);
		parent = machine__findnew_thread(m, ppid, ptid);
	}

	if (old == parent) /* a fork record for a task onto itself: nothing to build */
		return 0;
	if (old)
		threads__unhash(m, old); /* tid reused: a new task from now on */
	child = thread__alloc(m, pid, tid);
	/* the tid of the task that forked it, as Linux perf keeps it (report -T, sched -s) */
	child->ppid = ptid;
	child->parent = parent;
	if (pid == ppid && pid != tid) {
		/* A new thread of the parent's process. */
		child->maps = maps__get(parent->maps ? parent->maps :
						       machine__findnew_thread(m, pid, pid)->maps);
	} else {
		child->maps = parent->maps ? maps__clone(parent->maps) :
					     maps__new(&m->maps_generation);
	}
	if (parent->comm_set) {
		thread__set_comm(child, parent->comm, time, false);
	}
	m->last_thread = child;
	return 0;
}

int machine__process_exit(struct machine *m, int pid, int tid, u64 time)
{
	struct thread *t = machine__find_thread(m, pid, tid);

	if (t)
		t->dead = true;
	return 0;
}

static bool is_kernel_mode(u8 cpumode)
{
	return cpumode == PERF_RECORD_MISC_KERNEL || cpumode == PERF_RECORD_MISC_GUEST_KERNEL;
}

/* --- JIT code: the jitdumps' loads and moves, mapped at their times --- */

/* The earliest event still to map of every jitdump, or the next look at a live one. */
static void jits__next(struct machine *m)
{
	m->jit_next = ~0ULL;
	for (size_t i = 0; i < m->nr_jits; i++) {
		const struct machine_jit *j = &m->jits[i];
		const struct jitdump *jd = j->dso->jit;

		if (!j->opened)
			m->jit_next = 0;
		else if (!j->usable)
			continue;
		else if (j->next < jd->nr_events)
			m->jit_next = min_t(u64, m->jit_next, jd->events[j->next].time);
		else if (m->live)
			m->jit_next = min_t(u64, m->jit_next, j->recheck);
	}
}

/*
 * A runtime mapped its jitdump (the announcement): its code goes into the process's maps
 * from the next record on. The dump is read then, not here: a reader that does not move
 * the clock (perf record's build-id pass) never reads it.
 */
static void machine__add_jit(struct machine *m, struct dso *dso, int pid)
{
	for (size_t i = 0; i < m->nr_jits; i++)
		if (m->jits[i].dso == dso && m->jits[i].pid == pid)
			return;
	m->jits = grow_array(m->jits, &m->alloc_jits, m->nr_jits + 1, sizeof(*m->jits));
	m->jits[m->nr_jits++] = (struct machine_jit){ .dso = dso, .pid = pid };
	if (dso->pid < 0)
		dso->pid = pid; /* (whose root holds the dump, when it is in a container) */
	m->jit_next = 0;
}

void machine__carry_jits(struct machine *to, const struct machine *from)
{
	for (size_t i = 0; i < from->nr_jits; i++)
		if (from->jits[i].usable)
			machine__add_jit(to, machine__findnew_dso(to, from->jits[i].dso->long_name),
					 from->jits[i].pid);
}

/*
 * Whether a jitdump can name the samples' code: it reads, and its times are theirs
 * (record -k mono), as Linux perf's inject requires too. Said once per dump when not.
 */
static bool jit__usable(const struct machine *m, struct dso *dso)
{
	struct jitdump *jd = symsrc__jitdump(dso);
	bool said = dso->warned;

	dso->warned = true;
	if (!jd) {
		if (!said)
			pr_warning("%s: cannot be read: its JIT code is not named\n", dso->long_name);
		return false;
	}
	if (jd->flags & JITDUMP_FLAGS_ARCH_TIMESTAMP) {
		if (!said)
			pr_warning("%s: its times are the CPU's timestamp counter, not supported: "
				   "its JIT code is not named\n",
				   dso->long_name);
		return false;
	}
	if (!m->clock_monotonic) {
		if (!said)
			pr_warning("%s: the recording's clock is not CLOCK_MONOTONIC, the "
				   "jitdump's (record with -k mono): its JIT code is not named\n",
				   dso->long_name);
		return false;
	}
	if (!m->live)
		jitdump__read(jd, false); /* a record cut at its end: a load named, said */
	return true;
}

/* How often perf top looks for code a runtime added to its dump: 100 ms of samples. */
#define JIT_RECHECK_NS 100000000ULL

void machine__map_jit(struct machine *m, u64 time)
{
	for (size_t i = 0; i < m->nr_jits; i++) {
		struct machine_jit *j = &m->jits[i];
		struct jitdump *jd;
		struct thread *t = NULL;

		if (!j->opened) {
			j->opened = true;
			j->usable = jit__usable(m, j->dso);
		}
		if (!j->usable)
			continue;
		jd = j->dso->jit;
		if (m->live && j->next == jd->nr_events && time >= j->recheck) {
			jitdump__read(jd, true);
			j->recheck = time + JIT_RECHECK_NS;
		}
		for (; j->next < jd->nr_events && jd->events[j->next].time <= time; j->next++) {
			const struct jit_event *ev = &jd->events[j->next];
			const struct jit_load *l = &jd->loads[ev->load];
			struct map tmpl = { .start = ev->addr, .end = ev->addr + l->size,
					    .pgoff = l->off, .dso = j->dso,
					    .prot = PROT_READ | PROT_EXEC };

			if (!t)
				t = machine__findnew_thread(m, j->pid, j->pid);
			if (!t->maps)
				t->maps = maps__new(&m->maps_generation);
			maps__insert(t->maps, machine__new_map(m, &tmpl), new_map_cb, m);
		}
	}
	jits__next(m);
}

int machine__process_mmap(struct machine *m, u8 cpumode, int pid, int tid, u64 start, u64 len,
			  u64 pgoff, u32 prot, u32 flags, const struct build_id *bid,
			  const char *filename, u64 time)
{
	struct map tmpl = {
		.start = start, .end = start + len, .pgoff = pgoff, .prot = prot, .flags = flags
	};
	struct thread *t;
	struct dso *dso;
	char anon_name[64];
	bool no_dso;

	if (!len)
		return 0;
	if (tmpl.end < start) /* wraps: the kernel map of some writers */
		tmpl.end = ~0ULL;

	if (is_kernel_mode(cpumode) && pid == -1) {
		tmpl.identity = true;
		if (!strncmp(filename, KERNEL_DSO_NAME, strlen(KERNEL_DSO_NAME)) ||
		    !strncmp(filename, "[guest.kernel.kallsyms", 22)) {
			dso = machine__kernel_dso(m);
			tmpl.dso = dso;
			/* Linux perf puts the _text address in pgoff. */
			m->kernel_start = pgoff ? pgoff : start;
			maps__set_fallback(m->kmaps, machine__new_map(m, &tmpl));
		} else {
			dso = machine__find_dso(m, filename);
			if (!dso)
				dso = machine__add_dso(m, filename, DSO_KIND_KMODULE);
			tmpl.dso = dso;
			machine__kernel_dso(m); /* module symbols come with the kernel's */
			maps__insert(m->kmaps, machine__new_map(m, &tmpl), new_map_cb, m);
		}
		if (bid && build_id__is_set(bid))
			dso__set_build_id(dso, bid);
		return 0;
	}

	t = machine__findnew_thread(m, pid, tid);
	/*
	 * Addresses of anonymous memory, stacks, heaps and SysV segments are their own (the
	 * identity); of everything else, [vvar] and [vsyscall] too, offsets into the mapping,
	 * as Linux perf maps them.
	 */
	no_dso = !strncmp(filename, "[stack", 6) || !strncmp(filename, "/SYSV", 5) ||
		 !strcmp(filename, "[heap]");
	tmpl.identity = is_anon_memory(filename) || (flags & MAP_HUGETLB) || no_dso;
	if ((prot & PROT_EXEC) &&
	    (is_anon_memory(filename) || no_dso || (flags & MAP_HUGETLB && filename[0] != '/'))) {
		/*
		 * JIT code: symbols, if any, are in the task's /tmp/perf-PID.map. (Anonymous
		 * data, mapped with record -d, stays "//anon", as Linux perf names it.)
		 */
		snprintf(anon_name, sizeof(anon_name), "/tmp/perf-%d.map", pid);
		filename = anon_name;
	}
	dso = machine__findnew_dso(m, filename);
	if (bid && build_id__is_set(bid))
		dso__set_build_id(dso, bid);
	tmpl.dso = dso;
	tmpl.identity |= dso->kind == DSO_KIND_ANON; /* (a JIT map: its symbols' addresses) */
	if (!t->maps)
		t->maps = maps__new(&m->maps_generation);
	if (dso->kind == DSO_KIND_JIT)
		machine__add_jit(m, dso, pid);
	return maps__insert(t->maps, machine__new_map(m, &tmpl), new_map_cb, m);
}

int machine__process_ksymbol(struct machine *m, u64 addr, u32 len, const char *name)
{
	struct map tmpl = { .start = addr, .end = addr + len, .identity = true, .prot = PROT_EXEC };
	struct dso *dso;

	if (!len || tmpl.end < addr)
		return -EINVAL;
	dso = machine__find_dso(m, name);
	if (!dso) {
		/* BPF programs and trampolines: one symbol, the whole range, named as the DSO. */
		dso = machine__add_dso(m, name, DSO_KIND_SPECIAL);
		symtab__add(&dso->symtab, addr, len, name, strlen(name), STB_GLOBAL, STT_FUNC);
		symtab__fixup(&dso->symtab);
		dso->loaded = true;
	}
	tmpl.dso = dso;
	machine__kernel_dso(m);
	return maps__insert(m->kmaps, machine__new_map(m, &tmpl), new_map_cb, m);
}

/* A NUL-terminated string inside [s, end), or NULL. */
static const char *str_in(const char *s, const char *end)
{
	if (s >= end || !memchr(s, '\0', (size_t)(end - s)))
		return NULL;
	return s;
}

int machine__process_event(struct machine *m, const struct perf_event_header *hdr, u64 time)
{
	const char *end = (const char *)hdr + hdr->size;
	u8 cpumode = hdr->misc & PERF_RECORD_MISC_CPUMODE_MASK;

	switch (hdr->type) {
	case PERF_RECORD_COMM: {
		const struct perf_record_comm *r = (const void *)hdr;
		const char *comm;

		if (hdr->size < offsetof(typeof(*r), comm) + 1 || !(comm = str_in(r->comm, end)))
			return -EINVAL;
		return machine__process_comm(m, (int)r->pid, (int)r->tid, comm,
					     hdr->misc & PERF_RECORD_MISC_COMM_EXEC, time);
	}
	case PERF_RECORD_FORK:
	case PERF_RECORD_EXIT: {
		const struct perf_record_fork *r = (const void *)hdr;

		if (hdr->size < sizeof(*r))
			return -EINVAL;
		/* a fork's time is its sample_id's, as Linux perf takes it (the child's comm starts then) */
		if (hdr->type == PERF_RECORD_FORK)
			return machine__process_fork(m, (int)r->pid, (int)r->tid, (int)r->ppid,
						     (int)r->ptid, time ? time : r->time);
		m->parallelism--;
		return machine__process_exit(m, (int)r->pid, (int)r->tid, r->time ? r->time : time);
	}
	case PERF_RECORD_SWITCH:
	case PERF_RECORD_SWITCH_CPU_WIDE:
		m->parallelism += hdr->misc & PERF_RECORD_MISC_SWITCH_OUT ? -1 : 1;
		return 0;
	case PERF_RECORD_MMAP: {
		const struct perf_record_mmap *r = (const void *)hdr;
		const char *name;

		if (hdr->size < offsetof(typeof(*r), filename) + 1 ||
		    !(name = str_in(r->filename, end)))
			return -EINVAL;
		/* an MMAP record is code unless it says data (record -d) */
		return machine__process_mmap(m, cpumode, (int)r->pid, (int)r->tid, r->start, r->len,
					     r->pgoff,
					     (hdr->misc & PERF_RECORD_MISC_MMAP_DATA) ?
						     PROT_READ :
						     PROT_EXEC | PROT_READ,
					     0, NULL, name, time);
	}
	case PERF_RECORD_MMAP2: {
		const struct perf_record_mmap2 *r = (const void *)hdr;
		struct build_id bid = { .size = 0 };
		const char *name;

		if (hdr->size < offsetof(typeof(*r), filename) + 1 ||
		    !(name = str_in(r->filename, end)))
			return -EINVAL;
		if (perf_record_mmap2__has_build_id(r))
			build_id__init(&bid, r->build_id, r->build_id_size);
		return machine__process_mmap(m, cpumode, (int)r->pid, (int)r->tid, r->start, r->len,
					     r->pgoff, r->prot, r->flags, &bid, name, time);
	}
	case PERF_RECORD_KSYMBOL: {
		const struct perf_record_ksymbol *r = (const void *)hdr;
		const char *name;

		if (hdr->size < sizeof(*r) + 1 || !(name = str_in(r->name, end)))
			return -EINVAL;
		if (r->flags & PERF_RECORD_KSYMBOL_FLAGS_UNREGISTER)
			return 0; /* samples recorded before stay resolvable */
		return machine__process_ksymbol(m, r->addr, r->len, name);
	}
	default:
		m->nr_unknown_events++;
		return 0;
	}
}

/* --- samples --- */

static char cpumode_level(u8 cpumode)
{
	switch (cpumode) {
	case PERF_RECORD_MISC_KERNEL:
		return 'k';
	case PERF_RECORD_MISC_USER:
		return '.';
	case PERF_RECORD_MISC_GUEST_KERNEL:
		return 'g';
	case PERF_RECORD_MISC_GUEST_USER:
		return 'u';
	case PERF_RECORD_MISC_HYPERVISOR:
		return 'H';
	default:
		return '.';
	}
}

static void thread__resolve_slow(struct thread *thread, struct addr_location *al, u64 ip,
				 u8 cpumode);

void thread__resolve_map(struct thread *thread, struct addr_location *al, u64 ip, u8 cpumode)
{
	thread__resolve_slow(thread, al, ip, cpumode | RESOLVE_NO_SYM);
	al->thread = thread;
	al->cpumode = cpumode;
	al->dso = al->map ? al->map->dso : NULL;
	al->addr = al->map ? map__map_ip(al->map, ip) : ip;
}

static void thread__resolve_slow(struct thread *thread, struct addr_location *al, u64 ip,
				 u8 cpumode)
{
	bool no_sym = cpumode & RESOLVE_NO_SYM;
	u8 find_mode = cpumode & ~RESOLVE_NO_SYM;
	struct map *map;

	cpumode &= ~(RESOLVE_NO_SYM | CPUMODE_CHAIN_FRAME);

	if (is_kernel_mode(cpumode) && !machine__kernel_map(thread->machine))
		machine__kernel_dso(thread->machine);
	map = thread__find_map(thread, find_mode, ip);
	al->level = cpumode_level(cpumode);
	al->map = map;
	if (!map) {
		al->sym = NULL;
		return;
	}
	/* A user-mode ip that landed in the kernel's maps is a kernel address after all. */
	if (map->dso->kind == DSO_KIND_KERNEL || map->dso->kind == DSO_KIND_KMODULE)
		al->level = cpumode == PERF_RECORD_MISC_GUEST_USER ? 'g' :
			    cpumode == PERF_RECORD_MISC_USER	   ? 'k' :
								     al->level;
	al->sym = no_sym ? NULL : dso__find_symbol(map->dso, map__map_ip(map, ip));
	map->dso->hit = true;
}

/* Same for one more ip of a callchain of a known thread (cpumode from PERF_CONTEXT_* markers). */
static void thread__resolve(struct thread *thread, struct addr_location *al, u64 ip, u8 cpumode)
{
	thread__resolve_slow(thread, al, ip, cpumode);
	al->thread = thread;
	al->cpumode = cpumode;
	al->dso = al->map ? al->map->dso : NULL;
	al->addr = al->map ? map__map_ip(al->map, ip) : ip;
}

static inline size_t resolve_cache_slot(const struct thread *thread, u64 ip, u8 cpumode)
{
	u64 b = ip >> RESOLVE_BLOCK_SHIFT;

	return (b ^ (b >> 17) ^ ((uintptr_t)thread->maps >> 4) ^ cpumode) * 0x9e3779b97f4a7c15ULL >>
	       (64 - RESOLVE_CACHE_BITS);
}

/*
 * The addresses around ip that resolve as ip did (al): those of its symbol in its map, when
 * each of them is found to be that symbol; else ip alone.
 */
static void resolve_span(const struct addr_location *al, u64 ip, u64 *lo, u64 *hi)
{
	const struct map *map = al->map;
	const struct symtab *tab;

	*lo = ip;
	*hi = ip + 1;
	if (!map || !al->sym || !map__contains(map, ip))
		return;
	tab = &map->dso->symtab;
	/* (a symbol of the table: its neighbours tell whether all of it resolves to it) */
	if (symtab__owns(tab, al->sym) && symtab__spans(tab, al->sym)) {
		u64 s = map__unmap_ip(map, al->sym->start), e = s + al->sym->size;

		if (s <= ip && ip < e) {
			*lo = s > map->start ? s : map->start;
			*hi = e < map->end ? e : map->end;
		}
	}
}

void thread__prefetch_resolve(const struct thread *thread, u64 ip, u8 cpumode)
{
	const struct machine *m = thread->machine;

	if (m->resolve_cache)
		__builtin_prefetch(&m->resolve_cache[resolve_cache_slot(thread, ip, cpumode)]);
}

/* thread__resolve_cached's entry for (ip, cpumode), resolved now if it was not there. */
static inline const struct resolve_cache_entry *resolve_entry(struct thread *thread, u64 ip,
							      u8 cpumode)
{
	struct machine *m = thread->machine;
	struct resolve_cache_entry *e;

	if (!m->resolve_cache)
		m->resolve_cache = xcalloc(1u << RESOLVE_CACHE_BITS, sizeof(*m->resolve_cache));
	e = &m->resolve_cache[resolve_cache_slot(thread, ip, cpumode)];
	if (e->gen != (u32)m->maps_generation || ip - e->lo >= e->span || e->maps != thread->maps ||
	    e->cpumode != cpumode) {
		struct addr_location al;
		u64 hi;

		thread__resolve_slow(thread, &al, ip, cpumode);
		e->maps = thread->maps;
		resolve_span(&al, ip, &e->lo, &hi);
		e->span = hi - e->lo > UINT32_MAX ? UINT32_MAX : (u32)(hi - e->lo);
		e->cpumode = cpumode;
		e->gen = (u32)m->maps_generation;
		e->map = al.map;
		e->sym = al.sym;
		e->level = al.level;
	}
	return e;
}

void thread__resolve_cached(struct thread *thread, struct addr_location *al, u64 ip, u8 cpumode)
{
	const struct resolve_cache_entry *e = resolve_entry(thread, ip, cpumode);

	al->thread = thread;
	al->cpumode = cpumode & ~CPUMODE_CHAIN_FRAME;
	al->level = e->level;
	al->map = e->map;
	al->sym = e->sym;
	al->dso = e->map ? e->map->dso : NULL;
	al->addr = e->map ? map__map_ip(e->map, ip) : ip;
}

struct symbol *thread__resolve_sym_cached(struct thread *thread, u64 ip, u8 cpumode)
{
	return resolve_entry(thread, ip, cpumode)->sym;
}

int machine__resolve(struct machine *m, struct addr_location *al, int pid, int tid, u64 ip,
		     u8 cpumode)
{
	struct thread *t = machine__findnew_thread(m, pid, tid);

	thread__resolve(t, al, ip, cpumode);
	return 0;
}

int machine__resolve_sample(struct machine *m, const struct perf_sample *sample,
			    struct addr_location *al)
{
	return machine__resolve(m, al, (int)sample->pid, (int)sample->tid, sample->ip,
				sample->cpumode);
}

void machine__prefetch_kallsyms(struct machine *m, const char *path)
{
	kernel_syms__prefetch(&m->ksyms, path);
}

/* --- the present state from /proc (record) --- */

static int synthesize_task_maps(struct machine *m, int pid)
{
	char path[64], line[4096 + 128];
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/maps", pid);
	f = fopen(path, "re");
	if (!f)
		return -errno;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long start, end, pgoff, ino;
		char perms[8], dev[16];
		int n = 0;
		const char *name;
		u32 prot = 0;

		if (sscanf(line, "%llx-%llx %7s %llx %15s %llu %n", &start, &end, perms, &pgoff,
			   dev, &ino, &n) < 6 ||
		    !n)
			continue;
		if (perms[2] != 'x')
			continue;
		name = line + n;
		line[strcspn(line, "\n")] = '\0';
		if (!*name)
			name = "//anon";
		prot = (perms[0] == 'r' ? PROT_READ : 0) | (perms[1] == 'w' ? PROT_WRITE : 0) |
		       PROT_EXEC;
		machine__process_mmap(m, PERF_RECORD_MISC_USER, pid, pid, start, end - start, pgoff,
				      prot, perms[3] == 'p' ? MAP_PRIVATE : MAP_SHARED, NULL, name,
				      0);
	}
	fclose(f);
	return 0;
}

int machine__synthesize_proc(struct machine *m, int pid)
{
	char path[64];
	char *comm;
	size_t len;
	DIR *d;
	struct dirent *de;

	snprintf(path, sizeof(path), "/proc/%d/task", pid);
	d = opendir(path);
	if (!d)
		return -errno;
	while ((de = readdir(d)) != NULL) {
		int tid;
		char p2[128];

		if (str_to_int(de->d_name, &tid))
			continue;
		snprintf(p2, sizeof(p2), "/proc/%d/task/%d/comm", pid, tid);
		if (!read_file(p2, &comm, &len)) {
			comm[strcspn(comm, "\n")] = '\0';
			machine__process_comm(m, pid, tid, comm, false, 0);
			free(comm);
		} else {
			machine__findnew_thread(m, pid, tid);
		}
	}
	closedir(d);
	machine__kernel_dso(m);
	return synthesize_task_maps(m, pid);
}
