// SPDX-License-Identifier: GPL-2.0
/*
 * Linux perf's db-export protocol (util/db-export.h): the numbering of a recording's
 * objects, in Linux perf's order, so that its export scripts write the same database.
 *
 * The rules that decide the ids, as Linux perf applies them:
 * - an object is numbered when a sample first refers to it, before the sample itself;
 * - a sample's task: its process's main thread first (thread, then its "exec" comm, the
 *   program's name when it exec'd, with a comm_threads row), then the task itself (with a
 *   comm_threads row tying it to that exec comm), then the task's current comm;
 * - an address with a map but no symbol gets an "unknown" symbol of size 0 at that
 *   address, kept in the DSO: the sample's address is the DSO-relative one, a call chain
 *   frame's the absolute one (as Linux perf looks it up), and a later lookup of exactly
 *   that address finds the same symbol;
 * - call_paths: the chain from its root (outermost caller) to the sample's frame; a node is
 *   (parent, symbol) or, for a frame with no map, (parent, address); the root is a node of
 *   its own, numbered with the first chain.
 */
#include <errno.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/build-id.h"
#include "util/callchain.h"
#include "util/db-export.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/hashmap.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/script-python.h"
#include "util/symbol.h"
#include "util/thread.h"

/* What an id is for: the kind of object and up to three words naming it. */
enum dbe_kind {
	DBE_MACHINE,
	DBE_THREAD,
	DBE_COMM,
	DBE_DSO,
	DBE_SYM,
	DBE_UNKNOWN_SYM,
	DBE_UNKNOWN_SYM_AGAIN, /* a second one at an address (see db_export__sample) */
	DBE_UNKNOWN_SYM_LAST, /* the last one made at an address that has more than one */
	DBE_PATH
};

struct dbe_key {
	u64 a, b, c;
	u32 kind;
};

struct dbe_node {
	struct dbe_key key;
	u64 id;
};

struct db_export {
	const struct db_export_ops *ops;
	void *ctx;
	bool callchains;
	bool comm_exec; /* the recording's comms say which came with an exec (script_sample's) */
	struct hashmap ids;
	u64 *evsel_ids; /* by evsel index */
	size_t nr_evsel_ids;
	/* the last id given in each table */
	u64 last_evsel, last_machine, last_thread, last_comm, last_comm_thread, last_dso;
	u64 last_sym, last_sample, last_path, last_switch;
	u64 root_path; /* the call path tree's root, 0 until numbered */
	char *demangled; /* the last symbol name demangled */
	struct hashmap lastfind; /* struct dbe_lastfind by DSO */
};

static u64 key_hash(const struct dbe_key *k)
{
	u64 h = k->a * 0x9E3779B97F4A7C15ULL;

	h ^= (k->b + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
	h ^= (k->c + k->kind) * 0x165667B19E3779F9ULL;
	return h ^ (h >> 29);
}

static bool key_eq(const void *entry, const void *key)
{
	const struct dbe_key *a = &((const struct dbe_node *)entry)->key, *b = key;

	return a->kind == b->kind && a->a == b->a && a->b == b->b && a->c == b->c;
}

static struct dbe_node *lookup(struct db_export *dbe, const struct dbe_key *k)
{
	return hashmap__find(&dbe->ids, key_hash(k), key_eq, k);
}

/* A new node for k (looked up before): NULL without memory */
static struct dbe_node *add(struct db_export *dbe, const struct dbe_key *k, u64 id)
{
	struct dbe_node *n = calloc(1, sizeof(*n));

	if (!n)
		return NULL;
	n->key = *k;
	n->id = id;
	if (hashmap__add(&dbe->ids, key_hash(k), n)) {
		free(n);
		return NULL;
	}
	return n;
}

struct db_export *db_export__new(const struct db_export_ops *ops, void *ctx, bool callchains)
{
	struct db_export *dbe = calloc(1, sizeof(*dbe));

	if (!dbe)
		return NULL;
	dbe->ops = ops;
	dbe->ctx = ctx;
	dbe->callchains = callchains;
	return dbe;
}

void db_export__delete(struct db_export *dbe)
{
	struct hashmap_slot *s;

	if (!dbe)
		return;
	hashmap__for_each(&dbe->ids, s) free(s->entry);
	hashmap__exit(&dbe->ids);
	hashmap__for_each(&dbe->lastfind, s) free(s->entry);
	hashmap__exit(&dbe->lastfind);
	free(dbe->evsel_ids);
	free(dbe->demangled);
	free(dbe);
}

/* --- branch types --- */

/* the sample flags' branch bits (PERF_IP_FLAG_* of Linux perf's perf script) */
enum {
	IPF_BRANCH = 1 << 0,
	IPF_CALL = 1 << 1,
	IPF_RETURN = 1 << 2,
	IPF_CONDITIONAL = 1 << 3,
	IPF_SYSCALLRET = 1 << 4,
	IPF_ASYNC = 1 << 5,
	IPF_INTERRUPT = 1 << 6,
	IPF_TX_ABORT = 1 << 7,
	IPF_TRACE_BEGIN = 1 << 8,
	IPF_TRACE_END = 1 << 9,
	IPF_VMENTRY = 1 << 11,
	IPF_VMEXIT = 1 << 12,
};

static const struct {
	u32 type;
	const char *name;
} branch_types[] = {
	{ 0, "no branch" },
	{ IPF_BRANCH | IPF_CALL, "call" },
	{ IPF_BRANCH | IPF_RETURN, "return" },
	{ IPF_BRANCH | IPF_CONDITIONAL, "conditional jump" },
	{ IPF_BRANCH, "unconditional jump" },
	{ IPF_BRANCH | IPF_CALL | IPF_INTERRUPT, "software interrupt" },
	{ IPF_BRANCH | IPF_RETURN | IPF_INTERRUPT, "return from interrupt" },
	{ IPF_BRANCH | IPF_CALL | IPF_SYSCALLRET, "system call" },
	{ IPF_BRANCH | IPF_RETURN | IPF_SYSCALLRET, "return from system call" },
	{ IPF_BRANCH | IPF_ASYNC, "asynchronous branch" },
	{ IPF_BRANCH | IPF_CALL | IPF_ASYNC | IPF_INTERRUPT, "hardware interrupt" },
	{ IPF_BRANCH | IPF_TX_ABORT, "transaction abort" },
	{ IPF_BRANCH | IPF_TRACE_BEGIN, "trace begin" },
	{ IPF_BRANCH | IPF_TRACE_END, "trace end" },
	{ IPF_BRANCH | IPF_CALL | IPF_VMENTRY, "vm entry" },
	{ IPF_BRANCH | IPF_CALL | IPF_VMEXIT, "vm exit" },
};

int db_export__branch_types(struct db_export *dbe)
{
	const size_t n = sizeof(branch_types) / sizeof(branch_types[0]);
	char buf[64];

	if (!dbe->ops->branch_type)
		return 0;
	for (size_t i = 0; i < n; i++)
		if (dbe->ops->branch_type(dbe->ctx, branch_types[i].type, branch_types[i].name))
			return -1;
	/* each type but the plain jump and the trace ones, as a trace's first and last */
	for (size_t i = 0; i < n; i++) {
		u32 type = branch_types[i].type;

		if (type == IPF_BRANCH || (type & (IPF_TRACE_BEGIN | IPF_TRACE_END)))
			continue;
		snprintf(buf, sizeof(buf), "trace begin / %s", branch_types[i].name);
		if (dbe->ops->branch_type(dbe->ctx, type | IPF_TRACE_BEGIN, buf))
			return -1;
		snprintf(buf, sizeof(buf), "%s / trace end", branch_types[i].name);
		if (dbe->ops->branch_type(dbe->ctx, type | IPF_TRACE_END, buf))
			return -1;
	}
	return 0;
}

/* --- the objects --- */

static int export_evsel(struct db_export *dbe, int idx, const char *name, u64 *id)
{
	if (idx < 0)
		return -1;
	if ((size_t)idx >= dbe->nr_evsel_ids) {
		size_t n = (size_t)idx + 8;
		u64 *ids = realloc(dbe->evsel_ids, n * sizeof(*ids));

		if (!ids)
			return -1;
		memset(ids + dbe->nr_evsel_ids, 0, (n - dbe->nr_evsel_ids) * sizeof(*ids));
		dbe->evsel_ids = ids;
		dbe->nr_evsel_ids = n;
	}
	if (!dbe->evsel_ids[idx]) {
		dbe->evsel_ids[idx] = ++dbe->last_evsel;
		if (dbe->ops->evsel && dbe->ops->evsel(dbe->ctx, dbe->evsel_ids[idx], name))
			return -1;
	}
	*id = dbe->evsel_ids[idx];
	return 0;
}

/* The id of the object of key k in *id: 1 when numbered now, 0 when it had one, -1 no memory */
static int number(struct db_export *dbe, const struct dbe_key *k, u64 *last, u64 *id)
{
	struct dbe_node *n = lookup(dbe, k);

	if (n) {
		*id = n->id;
		return 0;
	}
	n = add(dbe, k, *last + 1);
	if (!n)
		return -1;
	*id = ++*last;
	return 1;
}

static int export_machine(struct db_export *dbe, struct machine *m, u64 *id)
{
	struct dbe_key k = { .a = (uintptr_t)m, .kind = DBE_MACHINE };
	int made = number(dbe, &k, &dbe->last_machine, id);

	/* the host: Linux perf's HOST_KERNEL_ID and no root directory */
	if (made <= 0 || !dbe->ops->machine)
		return made < 0 ? -1 : 0;
	return dbe->ops->machine(dbe->ctx, *id, -1, "");
}

/* A thread's id if it has one, else 0 */
static u64 thread_id(struct db_export *dbe, const struct thread *t)
{
	struct dbe_key k = { .a = (uintptr_t)t, .kind = DBE_THREAD };
	struct dbe_node *n = lookup(dbe, &k);

	return n ? n->id : 0;
}

static int export_thread(struct db_export *dbe, struct thread *t, u64 machine_id,
			 struct thread *main_thread, u64 *id)
{
	struct dbe_key k = { .a = (uintptr_t)t, .kind = DBE_THREAD };
	int made = number(dbe, &k, &dbe->last_thread, id);

	if (made <= 0 || !dbe->ops->thread)
		return made < 0 ? -1 : 0;
	return dbe->ops->thread(dbe->ctx, *id, machine_id,
				main_thread ? thread_id(dbe, main_thread) : 0, t->pid, t->tid);
}

/*
 * A task's comms, oldest first; a task never named has one, its ":tid" placeholder (the
 * first real name takes its place, as Linux perf overrides it).
 */
static size_t nr_comms(const struct thread *t)
{
	return t->nr_comms ? t->nr_comms : 1;
}

static void comm_of(const struct thread *t, size_t i, const char **str, u64 *start, bool *exec)
{
	if (!t->nr_comms) {
		*str = t->comm ? t->comm : "";
		*start = 0;
		*exec = false;
		return;
	}
	*str = t->comms[i].str;
	*start = t->comms[i].start;
	*exec = t->comms[i].exec;
}

/* The program's name: its last exec'd comm (Linux perf's thread__exec_comm) */
static size_t exec_comm(const struct db_export *dbe, const struct thread *t)
{
	size_t n = nr_comms(t);

	if (!dbe->comm_exec)
		return n - 1; /* without the exec flag: the current one */
	for (size_t i = n; i-- > 0;)
		if (t->nr_comms && t->comms[i].exec)
			return i;
	/*
	 * None exec'd: the oldest, unless it has no time (a synthesized task's inherited name)
	 * and a later one exists, for a main thread.
	 */
	if (n >= 2 && !t->comms[0].start && t->pid == t->tid)
		return 1;
	return 0;
}

/* Comm i of task owner (numbered when new, its row naming row_thread): its id */
static int export_comm(struct db_export *dbe, const struct thread *owner, size_t i,
		       u64 row_thread_id, bool *made, u64 *id)
{
	struct dbe_key k = { .a = (uintptr_t)owner, .b = i, .kind = DBE_COMM };
	int ret = number(dbe, &k, &dbe->last_comm, id);
	const char *str;
	u64 start;
	bool exec;

	*made = ret > 0;
	if (ret <= 0 || !dbe->ops->comm)
		return ret < 0 ? -1 : 0;
	comm_of(owner, i, &str, &start, &exec);
	return dbe->ops->comm(dbe->ctx, *id, str, row_thread_id, start, exec);
}

static int export_comm_thread(struct db_export *dbe, u64 comm_id, u64 thread_id)
{
	u64 id = ++dbe->last_comm_thread;

	return dbe->ops->comm_thread ? dbe->ops->comm_thread(dbe->ctx, id, comm_id, thread_id) : 0;
}

/*
 * The sample's task and what names it: the main thread and its exec comm first, then the
 * task, then its current comm. *comm_id: the exec comm's, 0 without a main thread.
 */
static int export_threads(struct db_export *dbe, struct thread *t, u64 machine_id,
			  u64 *thread_id_out, u64 *comm_id)
{
	struct thread *main_thread = NULL;
	u64 main_id = 0, cid = 0, tid_id;
	bool made, had_comm = false;

	if (t->pid == t->tid)
		main_thread = t;
	else if (t->pid != -1)
		main_thread = machine__find_thread(t->machine, t->pid, t->pid);
	*comm_id = 0;
	if (main_thread) {
		if (export_thread(dbe, main_thread, machine_id, main_thread, &main_id))
			return -1;
		if (export_comm(dbe, main_thread, exec_comm(dbe, main_thread), main_id, &made,
				&cid))
			return -1;
		/* an exec comm has one main thread: tied to it when numbered */
		if (made && export_comm_thread(dbe, cid, main_id))
			return -1;
		*comm_id = cid;
		had_comm = true;
	}
	if (t != main_thread) {
		bool new_thread = !thread_id(dbe, t);

		if (export_thread(dbe, t, machine_id, main_thread, &tid_id))
			return -1;
		if (new_thread && had_comm && export_comm_thread(dbe, cid, tid_id))
			return -1;
	} else {
		tid_id = main_id;
	}
	*thread_id_out = tid_id;
	return export_comm(dbe, t, nr_comms(t) - 1, tid_id, &made, &cid);
}

static int export_dso(struct db_export *dbe, struct dso *dso, u64 machine_id, u64 *id)
{
	struct dbe_key k = { .a = (uintptr_t)dso, .kind = DBE_DSO };
	char bid[BUILD_ID_SIZE * 2 + 1] = "";
	int made = number(dbe, &k, &dbe->last_dso, id);

	if (made <= 0 || !dbe->ops->dso)
		return made < 0 ? -1 : 0;
	/* a file without one in the recording: its own, as Linux perf reads it to load symbols */
	if (!dso->bid.size && dso->kind == DSO_KIND_USER && dso->long_name[0] == '/')
		dso__read_build_id(dso);
	if (dso->bid.size)
		build_id__sprintf(&dso->bid, bid);
	return dbe->ops->dso(dbe->ctx, *id, machine_id, dso->short_name, dso->long_name, bid);
}

static const char *sym_name(struct db_export *dbe, const struct symbol *sym)
{
	if (sym->name[0] == '_' && sym->name[1] == 'Z')
		return symbol__demangle(sym->name, &dbe->demangled);
	return sym->name;
}

/* A real symbol of the DSO: its id (its row with the end Linux perf gives it) */
static int export_symbol(struct db_export *dbe, const struct dso *dso, struct symbol *sym,
			 u64 dso_id, u64 *id)
{
	struct dbe_key k = { .a = (uintptr_t)sym, .kind = DBE_SYM };
	int made = number(dbe, &k, &dbe->last_sym, id);

	if (made <= 0 || !dbe->ops->symbol)
		return made < 0 ? -1 : 0;
	return dbe->ops->symbol(dbe->ctx, *id, dso_id, sym->start,
				symtab__linux_end(&dso->symtab, sym), sym->binding,
				sym_name(dbe, sym));
}

/* The "unknown" symbol Linux perf made at addr of the DSO, or NULL */
static struct dbe_node *unknown_sym(struct db_export *dbe, const struct dso *dso, u64 addr)
{
	struct dbe_key k = { .a = (uintptr_t)dso, .b = addr, .kind = DBE_UNKNOWN_SYM };

	return lookup(dbe, &k);
}

/* ... made (and its row written) when there is none yet: its id */
static int export_unknown_sym(struct db_export *dbe, const struct dso *dso, u64 addr, u64 dso_id,
			      u64 *id)
{
	struct dbe_key k = { .a = (uintptr_t)dso, .b = addr, .kind = DBE_UNKNOWN_SYM };
	int made = number(dbe, &k, &dbe->last_sym, id);

	if (made <= 0 || !dbe->ops->symbol)
		return made < 0 ? -1 : 0;
	return dbe->ops->symbol(dbe->ctx, *id, dso_id, addr, addr, 0, "unknown");
}

/*
 * An unknown symbol made at addr although one may be there already (Linux perf made two
 * then; which one later lookups find: struct dbe_lastfind): its id
 */
static int export_unknown_sym_again(struct db_export *dbe, const struct dso *dso, u64 addr,
				    u64 dso_id, u64 *id)
{
	struct dbe_key k = { .a = (uintptr_t)dso, .b = addr, .kind = DBE_UNKNOWN_SYM };
	struct dbe_node *n;

	if (!lookup(dbe, &k))
		return export_unknown_sym(dbe, dso, addr, dso_id, id);
	k.kind = DBE_UNKNOWN_SYM_AGAIN;
	k.c = dbe->last_sym + 1; /* a key of its own */
	n = add(dbe, &k, dbe->last_sym + 1);
	if (!n)
		return -1;
	k.kind = DBE_UNKNOWN_SYM_LAST;
	k.c = 0;
	{
		struct dbe_node *last = lookup(dbe, &k);

		if (last)
			last->id = n->id;
		else if (!add(dbe, &k, n->id))
			return -1;
	}
	*id = ++dbe->last_sym;
	return dbe->ops->symbol ?
		       dbe->ops->symbol(dbe->ctx, n->id, dso_id, addr, addr, 0, "unknown") :
		       0;
}

/*
 * Linux perf's last lookup in each DSO (dso->last_find_result): a lookup of the address it
 * holds answers what it found, and a symbol made at that address becomes it. So where two
 * unknown symbols are made at one address (a sample's ip and its data address), the next
 * lookup there finds the second, unless a lookup elsewhere in the DSO came between: then
 * its tree answers, and which of the two its search meets first depends on the tree's
 * shape (replaying it would need the DSO's symbols in Linux perf's load order). The last
 * one made is taken then: so it went in 6 of the 8 such cases seen (fresh page-fault
 * recordings of script_db_export.sh's workload, against Linux perf 6.1's databases).
 */
struct dbe_lastfind {
	u64 addr;
	u64 unknown_id; /* what it found: an unknown symbol's id, 0 for anything else */
};

static struct dbe_lastfind *lastfind(struct db_export *dbe, const struct dso *dso)
{
	u64 h = (uintptr_t)dso;
	struct dbe_lastfind *lf = hashmap__find(&dbe->lastfind, h, NULL, NULL);

	if (lf)
		return lf;
	lf = calloc(1, sizeof(*lf));
	if (!lf || hashmap__add(&dbe->lastfind, h, lf)) {
		free(lf);
		return NULL; /* (without memory: every lookup goes to the tree) */
	}
	lf->addr = ~0ULL;
	return lf;
}

/* A lookup at addr that found a symbol of the DSO (or nothing an unknown one could be) */
static void linux_found(struct db_export *dbe, const struct dso *dso, u64 addr)
{
	struct dbe_lastfind *lf = lastfind(dbe, dso);

	if (lf) {
		lf->addr = addr;
		lf->unknown_id = 0;
	}
}

/* A lookup at addr where the DSO has no symbol: the unknown one it finds (0: none yet) */
static u64 linux_find_unknown(struct db_export *dbe, const struct dso *dso, u64 addr)
{
	struct dbe_lastfind *lf = lastfind(dbe, dso);
	struct dbe_node *u;

	if (lf && lf->addr == addr && lf->unknown_id)
		return lf->unknown_id;
	{
		struct dbe_key k = { .a = (uintptr_t)dso, .b = addr, .kind = DBE_UNKNOWN_SYM_LAST };

		u = lookup(dbe, &k);
	}
	if (!u)
		u = unknown_sym(dbe, dso, addr);
	if (lf) {
		lf->addr = addr;
		lf->unknown_id = u ? u->id : 0;
	}
	return u ? u->id : 0;
}

/* An unknown symbol made at addr: the last lookup, if there, finds it from now on */
static void linux_made_unknown(struct db_export *dbe, const struct dso *dso, u64 addr, u64 id)
{
	struct dbe_lastfind *lf = lastfind(dbe, dso);

	if (lf && lf->addr == addr)
		lf->unknown_id = id;
}

/*
 * The ids of an address: its DSO, its symbol (sym; else the unknown one a lookup found,
 * unknown_id; else one made at addr) and the offset in it. No map: all 0.
 */
static int ids_of(struct db_export *dbe, struct map *map, struct symbol *sym, u64 unknown_id,
		  u64 addr, u64 machine_id, u64 *dso_id, u64 *sym_id, u64 *offset)
{
	*dso_id = *sym_id = *offset = 0;
	if (!map || !map->dso)
		return 0;
	if (export_dso(dbe, map->dso, machine_id, dso_id))
		return -1;
	if (sym) {
		if (export_symbol(dbe, map->dso, sym, *dso_id, sym_id))
			return -1;
		*offset = addr - sym->start;
		return 0;
	}
	if (unknown_id) {
		*sym_id = unknown_id;
		return 0;
	}
	if (export_unknown_sym(dbe, map->dso, addr, *dso_id, sym_id))
		return -1;
	linux_made_unknown(dbe, map->dso, addr, *sym_id);
	return 0;
}

/* The call path node (parent, symbol or ip): its id, numbered (and written) when new */
static int export_path(struct db_export *dbe, u64 parent, u64 sym_id, u64 ip, u64 *id)
{
	struct dbe_key k = { .a = parent, .b = sym_id, .c = sym_id ? 0 : ip, .kind = DBE_PATH };
	int made = number(dbe, &k, &dbe->last_path, id);

	if (made <= 0 || !dbe->ops->call_path)
		return made < 0 ? -1 : 0;
	return dbe->ops->call_path(dbe->ctx, *id, parent, sym_id, k.c);
}

/* The chain's leaf in call_paths (0: no chain), its nodes from the root numbered when new */
static int export_chain(struct db_export *dbe, const struct script_sample *ss, u64 machine_id,
			u64 *leaf)
{
	u64 cur;

	*leaf = 0;
	if (!ss->nr_frames)
		return 0;
	if (!dbe->root_path) {
		dbe->root_path = ++dbe->last_path;
		if (dbe->ops->call_path && dbe->ops->call_path(dbe->ctx, dbe->root_path, 0, 0, 0))
			return -1;
	}
	cur = dbe->root_path;
	for (u32 i = ss->nr_frames; i-- > 0;) {
		const struct callchain_frame *f = &ss->frames[i];
		u64 dso_id = 0, sym_id = 0, offset;

		if (f->map && f->map->dso) {
			struct dso *dso = f->map->dso;
			struct symbol *sym = f->sym;
			u64 rel = map__map_ip(f->map, f->ip), u = 0;

			/*
			 * A frame without a symbol: the unknown one a sample made at its
			 * DSO-relative address, else the DSO's symbol at its absolute address
			 * (Linux perf looks that up), else an unknown one there (found, or made).
			 */
			if (sym) {
				linux_found(dbe, dso, rel);
			} else if (!(u = linux_find_unknown(dbe, dso, rel))) {
				sym = dso__find_symbol(dso, f->ip);
				if (sym)
					linux_found(dbe, dso, f->ip);
				else
					u = linux_find_unknown(dbe, dso, f->ip);
			}
			if (ids_of(dbe, f->map, sym, u, f->ip, machine_id, &dso_id, &sym_id,
				   &offset))
				return -1;
		}
		if (export_path(dbe, cur, sym_id, f->ip, &cur))
			return -1;
	}
	*leaf = cur;
	return 0;
}

/* Does the sample's addr name code or data that symbols resolve (page faults)? */
static bool addr_correlates_sym(const struct perf_event_attr *attr)
{
	return attr->type == PERF_TYPE_SOFTWARE && (attr->config == PERF_COUNT_SW_PAGE_FAULTS ||
						    attr->config == PERF_COUNT_SW_PAGE_FAULTS_MIN ||
						    attr->config == PERF_COUNT_SW_PAGE_FAULTS_MAJ);
}

int db_export__sample(struct db_export *dbe, const struct script_sample *ss)
{
	const struct addr_location *al = ss->al;
	const struct perf_sample *s = ss->sample;
	struct db_export_sample es = { .sample = s };
	struct thread *t = al->thread;
	struct addr_location aal = { 0 };
	struct symbol *addr_sym = NULL;
	u64 ip_unknown = 0, addr_unknown = 0;
	bool has_addr = false;

	if (!t)
		return 0;
	dbe->comm_exec = ss->comm_exec;
	if (export_evsel(dbe, ss->idx, ss->ev_name, &es.evsel_id) ||
	    export_machine(dbe, t->machine, &es.machine_id) ||
	    export_threads(dbe, t, es.machine_id, &es.thread_id, &es.comm_id))
		return -1;
	es.id = ++dbe->last_sample;
	/* the sample's own address looked up first (in Linux perf's order of lookups) */
	if (al->map && al->map->dso) {
		if (al->sym)
			linux_found(dbe, al->map->dso, al->addr);
		else
			ip_unknown = linux_find_unknown(dbe, al->map->dso, al->addr);
	}
	/*
	 * The data address is looked up first, as Linux perf's perf script does before it
	 * hands the sample over: an unknown symbol this sample makes at its own address is
	 * not found there, and one more is made.
	 */
	if ((ss->attr->sample_type & PERF_SAMPLE_ADDR) && addr_correlates_sym(ss->attr)) {
		thread__resolve_map(t, &aal, s->addr, s->cpumode);
		/* not in the sample's mode: in the mode of the address's half (a user page) */
		if (!aal.map) {
			u8 mode = (s64)s->addr < 0 ? PERF_RECORD_MISC_KERNEL :
						     PERF_RECORD_MISC_USER;

			if (mode != s->cpumode)
				thread__resolve_map(t, &aal, s->addr, mode);
		}
		if (aal.map && aal.map->dso) {
			addr_sym = dso__find_symbol(aal.map->dso, aal.addr);
			if (addr_sym)
				linux_found(dbe, aal.map->dso, aal.addr);
			else
				addr_unknown = linux_find_unknown(dbe, aal.map->dso, aal.addr);
		}
		has_addr = true;
	}
	if (ids_of(dbe, al->map, al->sym, ip_unknown, al->addr, es.machine_id, &es.dso_id,
		   &es.sym_id, &es.offset))
		return -1;
	if (dbe->callchains && export_chain(dbe, ss, es.machine_id, &es.call_path_id))
		return -1;
	if (has_addr && aal.map && aal.map->dso) {
		if (export_dso(dbe, aal.map->dso, es.machine_id, &es.addr_dso_id))
			return -1;
		if (addr_sym) {
			if (export_symbol(dbe, aal.map->dso, addr_sym, es.addr_dso_id,
					  &es.addr_sym_id))
				return -1;
			es.addr_offset = aal.addr - addr_sym->start;
		} else if (addr_unknown) {
			es.addr_sym_id = addr_unknown;
		} else if (export_unknown_sym_again(dbe, aal.map->dso, aal.addr, es.addr_dso_id,
						    &es.addr_sym_id)) {
			return -1;
		} else {
			linux_made_unknown(dbe, aal.map->dso, aal.addr, es.addr_sym_id);
		}
	}
	es.period = (ss->attr->sample_type & PERF_SAMPLE_PERIOD) ? s->period :
								   ss->attr->sample_period;
	return dbe->ops->sample ? dbe->ops->sample(dbe->ctx, &es) : 0;
}

/* A switch's task, if known and named: its id and its program's comm (0s otherwise) */
static int switch_task(struct db_export *dbe, struct machine *m, int pid, int tid, u64 machine_id,
		       u64 *id, u64 *comm_id, bool *idle)
{
	struct thread *t = machine__find_thread(m, pid, tid);

	*id = *comm_id = 0;
	*idle = false;
	if (!t || !t->comm_set)
		return 0;
	*idle = !t->pid && !t->tid;
	return export_threads(dbe, t, machine_id, id, comm_id);
}

int db_export__switch(struct db_export *dbe, const struct script_switch *sw)
{
	const union perf_event *event = sw->event;
	bool out = event->header.misc & PERF_RECORD_MISC_SWITCH_OUT;
	bool preempt = out && (event->header.misc & PERF_RECORD_MISC_SWITCH_OUT_PREEMPT);
	u64 machine_id, a_id, a_comm, b_id = 0, b_comm = 0;
	bool a_idle, b_idle = false;

	dbe->comm_exec = sw->comm_exec;
	if (export_machine(dbe, sw->machine, &machine_id) ||
	    switch_task(dbe, sw->machine, sw->pid, sw->tid, machine_id, &a_id, &a_comm, &a_idle))
		return -1;
	if (event->header.type == PERF_RECORD_SWITCH_CPU_WIDE &&
	    event->header.size >= sizeof(event->context_switch) &&
	    switch_task(dbe, sw->machine, (int)event->context_switch.next_prev_pid,
			(int)event->context_switch.next_prev_tid, machine_id, &b_id, &b_comm,
			&b_idle))
		return -1;
	/* nothing known: both unknown, or one unknown and the other idle */
	if ((!a_id || a_idle) && (!b_id || b_idle))
		return 0;
	++dbe->last_switch;
	if (!dbe->ops->context_switch)
		return 0;
	/* a is the task switched out when the record says out, else the one switched in */
	return dbe->ops->context_switch(dbe->ctx, dbe->last_switch, machine_id, sw->time, sw->cpu,
					out ? a_id : b_id, out ? a_comm : b_comm, out ? b_id : a_id,
					out ? b_comm : a_comm, out | (preempt << 1));
}
