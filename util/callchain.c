// SPDX-License-Identifier: GPL-2.0
/* Call-graph trees of hist entries and their graph/fractal/flat/folded output. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <linux/perf_event.h>

#include "util/callchain.h"
#include "util/color.h"
#include "util/debug.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/symbol.h"
#include "util/srcline.h"
#include "util/thread.h"
#include "util/unwind-dwarf.h"

const struct callchain_param callchain_param_default = {
	.mode = CHAIN_GRAPH_ABS,
	.order = ORDER_CALLER,
	.key = CCKEY_FUNCTION,
	.value = CCVAL_PERCENT,
	.min_percent = 0.5,
	.print_limit = 0,
	.max_stack = 127,
};

int callchain_param__parse(struct callchain_param *p, const char *arg)
{
	char *copy, *tok, *save = NULL;
	bool have_pct = false, have_limit = false;
	int err = 0;

	if (!arg || !*arg)
		return 0;
	copy = xstrdup(arg);
	for (tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		char *end;
		double d;

		if (!strcmp(tok, "graph"))
			p->mode = CHAIN_GRAPH_ABS;
		else if (!strcmp(tok, "fractal"))
			p->mode = CHAIN_GRAPH_REL;
		else if (!strcmp(tok, "flat"))
			p->mode = CHAIN_FLAT;
		else if (!strcmp(tok, "folded"))
			p->mode = CHAIN_FOLDED;
		else if (!strcmp(tok, "none"))
			p->mode = CHAIN_NONE;
		else if (!strcmp(tok, "caller"))
			p->order = ORDER_CALLER;
		else if (!strcmp(tok, "callee"))
			p->order = ORDER_CALLEE;
		else if (!strcmp(tok, "function"))
			p->key = CCKEY_FUNCTION;
		else if (!strcmp(tok, "address"))
			p->key = CCKEY_ADDRESS;
		else if (!strcmp(tok, "percent"))
			p->value = CCVAL_PERCENT;
		else if (!strcmp(tok, "period"))
			p->value = CCVAL_PERIOD;
		else if (!strcmp(tok, "count"))
			p->value = CCVAL_COUNT;
		else if (!strcmp(tok, "fp") || !strcmp(tok, "dwarf") || !strcmp(tok, "lbr") ||
			 !strcmp(tok, "branch") || !strcmp(tok, "nobranch"))
			; /* record-side words, accepted for compatibility */
		else {
			d = strtod(tok, &end);
			if (*end || end == tok || d < 0) {
				err = -EINVAL;
				break;
			}
			/* the first number is the threshold, the second the print limit */
			if (!have_pct) {
				p->min_percent = d;
				have_pct = true;
			} else if (!have_limit) {
				p->print_limit = (u32)d;
				have_limit = true;
			} else {
				err = -EINVAL;
				break;
			}
		}
	}
	free(copy);
	return err;
}

int callchain_param__resolve(struct callchain_param *p, const char *arg, double limit,
			     int *children, bool file_cc)
{
	p->mode = CHAIN_GRAPH_ABS;
	if (arg && callchain_param__parse(p, arg))
		return -EINVAL;
	/* options apply in command-line order: -g ... --percent-limit N hides branches under N */
	if (arg && limit >= 0)
		p->min_percent = limit;
	/* -g none hides the graphs only: the Children column stays, as in Linux perf */
	if (*children < 0)
		*children = file_cc;
	if (!file_cc)
		*children = 0;
	/*
	 * Linux perf's default order: caller first with --children, else callee first; a bare
	 * -g means "graph,0.5,caller", and -g WORD keeps the default unless WORD names one.
	 */
	if (!arg || (!strstr(arg, "caller") && !strstr(arg, "callee")))
		p->order = *children ? ORDER_CALLER : ORDER_CALLEE;
	return file_cc && p->mode != CHAIN_NONE;
}

/* --- resolving a sample's chain --- */

static bool dso__kernel_unloaded(const struct dso *dso)
{
	return dso && (dso->kind == DSO_KIND_KERNEL || dso->kind == DSO_KIND_KMODULE) &&
	       !dso->loaded;
}

static void resolve_frame(struct thread *thread, u64 ip, u8 cpumode, struct callchain_frame *f)
{
	struct addr_location al;

	thread__resolve_cached(thread, &al, ip, cpumode | CPUMODE_CHAIN_FRAME);
	f->map = al.map;
	f->sym = al.sym;
	f->ip = ip;
	f->level = al.level ? al.level : '.';
}

/*
 * A kernel frame while the kernel's symbols are not loaded: its map, and its symbol only if
 * they are (the resolve cache is not used: it would keep the missing symbol).
 */
static void resolve_frame_map(struct thread *thread, u64 ip, u8 cpumode, struct callchain_frame *f)
{
	struct addr_location al;

	thread__resolve_map(thread, &al, ip, cpumode | CPUMODE_CHAIN_FRAME);
	if (!dso__kernel_unloaded(al.dso)) {
		resolve_frame(thread, ip, cpumode, f);
		return;
	}
	f->map = al.map;
	f->sym = NULL;
	f->ip = ip;
	f->level = al.level ? al.level : '.';
}

void callchain_frames__resolve_kernel(struct callchain_frame *frames, u32 nr)
{
	for (u32 i = 0; i < nr; i++) {
		struct callchain_frame *f = &frames[i];

		if (!f->sym && f->map &&
		    (f->map->dso->kind == DSO_KIND_KERNEL || f->map->dso->kind == DSO_KIND_KMODULE))
			f->sym = dso__find_symbol(f->map->dso, map__map_ip(f->map, f->ip));
	}
}

/*
 * --inline: the frame just added at cursor->frames[cursor->nr - 1] becomes the frames of
 * the functions inlined at its address (innermost first, callee order), as Linux perf.
 */
static void expand_inlines(struct callchain_cursor *cursor)
{
	struct callchain_frame f = cursor->frames[cursor->nr - 1];
	struct symbol *const *syms;
	u32 n;

	if (!f.sym || !f.map || !f.map->dso)
		return;
	syms = dso__inline_frames(f.map->dso, map__map_ip(f.map, f.ip), f.sym, &n);
	if (!n)
		return;
	if (cursor->nr + n - 1 > cursor->alloc) {
		size_t a = cursor->alloc;

		cursor->frames = grow_array(cursor->frames, &a, cursor->nr + n - 1,
					    sizeof(*cursor->frames));
		cursor->alloc = a;
	}
	cursor->nr--;
	for (u32 i = 0; i < n; i++) {
		f.sym = syms[i];
		cursor->frames[cursor->nr++] = f;
	}
}

static void append_unwound(struct callchain_cursor *cursor, struct thread *thread,
			   const struct perf_sample *sample, u32 max)
{
	u32 nr;

	if (cursor->user_alloc < max) {
		free(cursor->user_ips);
		cursor->user_ips = xcalloc(max, sizeof(u64));
		cursor->user_alloc = max;
	}
	unwind_dwarf__unwind(thread, sample, cursor->user_ips, max, &nr);
	if (cursor->nr + nr > cursor->alloc) {
		size_t a = cursor->alloc;

		cursor->frames =
			grow_array(cursor->frames, &a, cursor->nr + nr, sizeof(*cursor->frames));
		cursor->alloc = a;
	}
	for (u32 i = 0; i < nr; i++) {
		if (cursor->nr == cursor->alloc) {
			size_t a = cursor->alloc;

			cursor->frames = grow_array(cursor->frames, &a, cursor->nr + 1,
						    sizeof(*cursor->frames));
			cursor->alloc = a;
		}
		resolve_frame(thread, cursor->user_ips[i], PERF_RECORD_MISC_USER,
			      &cursor->frames[cursor->nr++]);
		if (symbol_conf.inline_frames)
			expand_inlines(cursor);
	}
}

int callchain_cursor__resolve(struct callchain_cursor *cursor, struct thread *thread,
			      const struct perf_sample *sample, const struct callchain_param *p)
{
	const struct ip_callchain *cc = sample->callchain;
	u8 cpumode = sample->cpumode;
	u32 used = 0;

	bool dwarf = unwind_dwarf__sample_has_stack(sample);

	/*
	 * --max-stack in caller order keeps the frames nearest the root, as Linux perf walks
	 * the chain from there (a DWARF chain's user part is unwound from the leaf, though)
	 */
	bool from_root = p->order == ORDER_CALLER && !dwarf;
	u32 limit = from_root ? UINT32_MAX : p->max_stack;

	cursor->nr = 0;
	if ((!cc && !dwarf) || !thread)
		return 0;
	/* the frames' cached resolutions fetched at once, not one wait after another */
	for (u64 i = 0, mode = cpumode; cc && i < cc->nr && i < 64; i++) {
		if (cc->ips[i] < PERF_CONTEXT_MAX)
			thread__prefetch_resolve(thread, cc->ips[i],
						 (u8)mode | CPUMODE_CHAIN_FRAME);
		else if (cc->ips[i] == PERF_CONTEXT_KERNEL)
			mode = PERF_RECORD_MISC_KERNEL;
		else if (cc->ips[i] == PERF_CONTEXT_USER)
			mode = PERF_RECORD_MISC_USER;
	}
	for (u64 i = 0; cc && i < cc->nr && used < limit; i++) {
		u64 ip = cc->ips[i];

		if (ip >= PERF_CONTEXT_MAX) {
			/* the user part is the unwound one */
			if (dwarf && ip == PERF_CONTEXT_USER)
				break;
			switch (ip) {
			case PERF_CONTEXT_HV:
				cpumode = PERF_RECORD_MISC_HYPERVISOR;
				break;
			case PERF_CONTEXT_KERNEL:
				cpumode = PERF_RECORD_MISC_KERNEL;
				break;
			case PERF_CONTEXT_USER:
				cpumode = PERF_RECORD_MISC_USER;
				break;
			case PERF_CONTEXT_GUEST_KERNEL:
				cpumode = PERF_RECORD_MISC_GUEST_KERNEL;
				break;
			case PERF_CONTEXT_GUEST_USER:
				cpumode = PERF_RECORD_MISC_GUEST_USER;
				break;
			default:
				/*
				 * No context Linux perf knows (a chain ending in -1, say): the
				 * chain is corrupt and it drops all of it, the sample stays.
				 */
				cursor->nr = 0;
				return 0;
			}
			continue;
		}
		if (cursor->nr == cursor->alloc) {
			size_t a = cursor->alloc;

			cursor->frames = grow_array(cursor->frames, &a, cursor->nr + 1,
						    sizeof(*cursor->frames));
			cursor->alloc = a;
		}
		if (from_root) {
			if (used == cursor->ip_alloc) {
				size_t a = cursor->ip_alloc;

				cursor->ip_starts = grow_array(cursor->ip_starts, &a, used + 1,
							       sizeof(*cursor->ip_starts));
				cursor->ip_alloc = a;
			}
			cursor->ip_starts[used] = cursor->nr;
		}
		if (cursor->kernel_syms_later && (cpumode == PERF_RECORD_MISC_KERNEL ||
						  cpumode == PERF_RECORD_MISC_GUEST_KERNEL))
			resolve_frame_map(thread, ip, cpumode, &cursor->frames[cursor->nr++]);
		else
			resolve_frame(thread, ip, cpumode, &cursor->frames[cursor->nr++]);
		if (symbol_conf.inline_frames)
			expand_inlines(cursor);
		used++;
	}
	if (dwarf && used < p->max_stack)
		append_unwound(cursor, thread, sample, p->max_stack - used);
	if (from_root && used > p->max_stack) {
		u32 cut = cursor->ip_starts[used - p->max_stack];

		memmove(cursor->frames, cursor->frames + cut,
			(cursor->nr - cut) * sizeof(*cursor->frames));
		cursor->nr -= cut;
	}
	/* The kernel gives the sampled function first (callee order). */
	if (p->order == ORDER_CALLER)
		for (u32 i = 0, j = cursor->nr ? cursor->nr - 1 : 0; i < j; i++, j--) {
			struct callchain_frame t = cursor->frames[i];

			cursor->frames[i] = cursor->frames[j];
			cursor->frames[j] = t;
		}
	return cursor->nr;
}

void callchain_cursor__exit(struct callchain_cursor *cursor)
{
	free(cursor->frames);
	free(cursor->user_ips);
	free(cursor->ip_starts);
	memset(cursor, 0, sizeof(*cursor));
}

/* --- the tree --- */

struct callchain_node {
	struct callchain_node *parent, *child, *next;
	struct callchain_node *last; /* the child the previous chain went on to: chains repeat */
	struct map *map;
	struct symbol *sym;
	u64 ip;
	u64 hit, children_hit;
	u32 count, children_count;
};

#define ARENA_NODES 4096
struct arena {
	struct arena *next;
	u32 used;
	struct callchain_node nodes[ARENA_NODES];
};

/*
 * The child tables of the trees (nodes) and of the trie (paths): entries found by (parent,
 * frame key), open addressing over bare pointers. Specialized rather than util/hashmap: a
 * slot is the entry itself, which keeps -g report's per-frame probe to one cache line; on
 * hashmap (hash beside each pointer) callgrind counted 6M more instructions (+1.6%) for
 * the 100k -g file.
 */
struct chain_table {
	void **slots;
	size_t size, nr; /* size 0 or a power of two */
};

/*
 * The nodes of a set of trees (one hists' entries): from arenas, freed all at once, and one
 * child table over all of them.
 */
struct callchain_store {
	struct arena *arena;
	struct root_slab *roots;
	struct chain_table children;
	struct callchain_frame *path_frames; /* append_path's frames, root first */
	size_t path_frames_alloc;
};

/* A tree: its root node (without a frame), and the store of its nodes. */
struct callchain_root {
	struct callchain_node node;
	struct callchain_store *store;
};

#define ROOT_SLAB 1024
struct root_slab {
	struct root_slab *next;
	u32 used;
	struct callchain_root roots[ROOT_SLAB];
};

/* The trie of every chain (callchain_path__intern). */
struct callchain_path {
	struct callchain_path *parent;
	struct callchain_path *last; /* the child the previous chain through here went on to */
	/* its frame (struct callchain_frame's fields: its level beside depth, 48 bytes not 56) */
	struct map *map;
	struct symbol *sym;
	u64 ip;
	/* frames from the root to here, this one included (a sample's chain has < 2^16) */
	u32 depth : 24;
	u32 level : 8;
	u32 memo; /* its consumer's (callchain_path__memo), 0 when new */
};

_Static_assert(sizeof(struct callchain_path) == 48, "a path node is 48 bytes");

#define PATH_SLAB 4096
struct callchain_paths {
	struct callchain_path **slabs;
	size_t nr_slabs, alloc_slabs, slab_used;
	struct chain_table paths;
	struct callchain_path root;
};

static struct callchain_node *node_new(struct callchain_store *st)
{
	struct callchain_node *n;

	if (!st->arena || st->arena->used == ARENA_NODES) {
		struct arena *a = xmalloc(sizeof(*a));

		a->next = st->arena;
		a->used = 0;
		st->arena = a;
	}
	n = &st->arena->nodes[st->arena->used++];
	memset(n, 0, sizeof(*n));
	return n;
}

struct callchain_store *callchain_store__new(void)
{
	return xzalloc(sizeof(struct callchain_store));
}

void callchain_store__delete(struct callchain_store *st)
{
	if (!st)
		return;
	while (st->arena) {
		struct arena *next = st->arena->next;

		free(st->arena);
		st->arena = next;
	}
	while (st->roots) {
		struct root_slab *next = st->roots->next;

		free(st->roots);
		st->roots = next;
	}
	free(st->children.slots);
	free(st->path_frames);
	free(st);
}

struct callchain_paths *callchain_paths__new(void)
{
	struct callchain_paths *ps = xzalloc(sizeof(*ps));

	ps->slab_used = PATH_SLAB;
	return ps;
}

void callchain_paths__delete(struct callchain_paths *ps)
{
	if (!ps)
		return;
	for (size_t i = 0; i < ps->nr_slabs; i++)
		free(ps->slabs[i]);
	free(ps->slabs);
	free(ps->paths.slots);
	free(ps);
}

#define ROOT_NODE(r) (&(r)->node)

struct callchain_root *callchain_root__new(struct callchain_store *st)
{
	struct callchain_root *r;

	if (!st->roots || st->roots->used == ROOT_SLAB) {
		struct root_slab *rs = xmalloc(sizeof(*rs));

		rs->next = st->roots;
		rs->used = 0;
		st->roots = rs;
	}
	r = &st->roots->roots[st->roots->used++];
	memset(r, 0, sizeof(*r));
	r->store = st;
	return r;
}

static inline bool frame_matches(const struct callchain_node *n, const struct callchain_frame *f,
				 enum chain_key key)
{
	if (key == CCKEY_FUNCTION && (n->sym || f->sym))
		return n->sym == f->sym;
	return n->ip == f->ip && (n->map == f->map || !n->map || !f->map ||
				  n->map->dso == f->map->dso);
}

/*
 * Child lookup: one open-addressing table over every node, keyed by (parent, symbol or
 * address), so appending a chain costs one probe per frame however many siblings a node has
 * (the root of a big program's tree has thousands).
 */

static inline u64 frame_key(const struct symbol *sym, u64 ip, enum chain_key key)
{
	return key == CCKEY_FUNCTION && sym ? (u64)(uintptr_t)sym : ip;
}

static inline size_t chain_slot(const struct chain_table *t, const void *parent, u64 k)
{
	u64 h = ((u64)(uintptr_t)parent * 0x9e3779b97f4a7c15ULL) ^ (k * 0xff51afd7ed558ccdULL);

	return (h ^ (h >> 29)) & (t->size - 1);
}

static inline size_t chain_next(const struct chain_table *t, size_t i)
{
	return (i + 1) & (t->size - 1);
}

/*
 * Room for one more entry at most 3/4 full: a report with call graphs holds one slot per
 * node and path; at half full they were 2-3 MB of its 33 MB on bench's 1M -g file, the
 * grown table and the old one side by side at the peak. A probe finds a node's child
 * mostly through its last child (n->last) before this table.
 */
static inline bool chain_table_full(const struct chain_table *t)
{
	return (t->nr + 1) * 4 > t->size * 3;
}

/* The (parent, frame key) of an entry, to place it again when the table grows. */
typedef const void *(*chain_entry_key)(const void *entry, enum chain_key key, u64 *k);

static inline void chain_table_insert(struct chain_table *t, void *entry, const void *parent, u64 k)
{
	size_t i = chain_slot(t, parent, k);

	while (t->slots[i])
		i = chain_next(t, i);
	t->slots[i] = entry;
	t->nr++;
}

/* Doubles the table; inlined per caller, so key_of is a direct call. */
static inline __attribute__((always_inline)) void chain_table_grow(struct chain_table *t,
								   size_t first_size,
								   chain_entry_key key_of,
								   enum chain_key key)
{
	struct chain_table old = *t;

	t->size = old.size ? old.size * 2 : first_size;
	t->slots = xcalloc(t->size, sizeof(*t->slots));
	t->nr = 0;
	for (size_t i = 0; i < old.size; i++) {
		const void *parent;
		u64 k;

		if (!old.slots[i])
			continue;
		parent = key_of(old.slots[i], key, &k);
		chain_table_insert(t, old.slots[i], parent, k);
	}
	free(old.slots);
}

static const void *node_key(const void *entry, enum chain_key key, u64 *k)
{
	const struct callchain_node *n = entry;

	*k = frame_key(n->sym, n->ip, key);
	return n->parent;
}

static struct callchain_node *find_child(struct callchain_store *st, struct callchain_node *parent,
					 const struct callchain_frame *f, enum chain_key key)
{
	const struct chain_table *t = &st->children;
	struct callchain_node *c;

	if (!t->size)
		return NULL;
	for (size_t i = chain_slot(t, parent, frame_key(f->sym, f->ip, key)); (c = t->slots[i]);
	     i = chain_next(t, i))
		if (c->parent == parent && frame_matches(c, f, key))
			return c;
	return NULL;
}

static void root_append(struct callchain_root *root, const struct callchain_frame *frames, u32 nr,
			u64 period, u32 count, enum chain_key key)
{
	struct callchain_store *st = root->store;
	struct callchain_node *n = ROOT_NODE(root);

	for (u32 i = 0; i < nr; i++) {
		const struct callchain_frame *f = &frames[i];
		struct callchain_node *c;

		n->children_hit += period;
		n->children_count += count;
		c = n->last;
		if (!c || !frame_matches(c, f, key))
			c = find_child(st, n, f, key);
		if (!c) {
			c = node_new(st);
			c->parent = n;
			c->map = f->map;
			c->sym = f->sym;
			c->ip = f->ip;
			/* siblings are listed for printing; their order is set there */
			c->next = n->child;
			n->child = c;
			if (chain_table_full(&st->children))
				chain_table_grow(&st->children, 1 << 16, node_key, key);
			chain_table_insert(&st->children, c, n, frame_key(c->sym, c->ip, key));
		}
		n->last = c;
		n = c;
	}
	n->hit += period;
	n->count += count;
}

void callchain_root__append(struct callchain_root *root, const struct callchain_frame *frames,
			    u32 nr, u64 period, enum chain_key key)
{
	root_append(root, frames, nr, period, 1, key);
}

/* --- the trie of every chain --- */

static inline bool path_matches(const struct callchain_path *p, const struct callchain_frame *f,
				enum chain_key key)
{
	if (key == CCKEY_FUNCTION && (p->sym || f->sym))
		return p->sym == f->sym;
	return p->ip == f->ip && p->map == f->map;
}

static const void *path_key(const void *entry, enum chain_key key, u64 *k)
{
	const struct callchain_path *p = entry;

	*k = frame_key(p->sym, p->ip, key);
	return p->parent;
}

static struct callchain_path *path_child(struct callchain_paths *ps, struct callchain_path *parent,
					 const struct callchain_frame *f, enum chain_key key)
{
	struct callchain_path *c = parent->last;

	if (c && path_matches(c, f, key))
		return c;
	if (ps->paths.size) {
		const struct chain_table *t = &ps->paths;

		for (size_t i = chain_slot(t, parent, frame_key(f->sym, f->ip, key));
		     (c = t->slots[i]) != NULL; i = chain_next(t, i))
			if (c->parent == parent && path_matches(c, f, key))
				goto found;
	}
	if (ps->slab_used == PATH_SLAB) {
		ps->slabs = grow_array(ps->slabs, &ps->alloc_slabs, ps->nr_slabs + 1,
				       sizeof(*ps->slabs));
		ps->slabs[ps->nr_slabs++] = xmalloc(PATH_SLAB * sizeof(**ps->slabs));
		ps->slab_used = 0;
	}
	c = &ps->slabs[ps->nr_slabs - 1][ps->slab_used++];
	c->parent = parent;
	c->last = NULL;
	c->map = f->map;
	c->sym = f->sym;
	c->ip = f->ip;
	c->level = (u8)f->level;
	c->depth = parent->depth + 1;
	c->memo = 0;
	if (chain_table_full(&ps->paths))
		chain_table_grow(&ps->paths, 1 << 12, path_key, key);
	chain_table_insert(&ps->paths, c, parent, frame_key(f->sym, f->ip, key));
found:
	parent->last = c;
	return c;
}

struct callchain_path *callchain_path__intern(struct callchain_paths *ps,
					      const struct callchain_frame *frames, u32 nr,
					      enum chain_key key)
{
	struct callchain_path *p = &ps->root;

	for (u32 i = 0; i < nr; i++)
		p = path_child(ps, p, &frames[i], key);
	return nr ? p : NULL;
}

u32 callchain_path__depth(const struct callchain_path *path)
{
	return path ? path->depth : 0;
}

u32 *callchain_path__memo(struct callchain_path *path)
{
	return &path->memo;
}

void callchain_root__append_path(struct callchain_root *root, const struct callchain_path *path,
				 u32 from, u64 period, u32 count, enum chain_key key)
{
	struct callchain_store *st = root->store;
	u32 depth = callchain_path__depth(path);

	if (from > depth)
		from = depth;
	if (st->path_frames_alloc < depth)
		st->path_frames = grow_array(st->path_frames, &st->path_frames_alloc, depth,
					     sizeof(*st->path_frames));
	for (const struct callchain_path *p = path; p && p->depth > from; p = p->parent)
		st->path_frames[p->depth - 1] = (struct callchain_frame){
			.map = p->map, .sym = p->sym, .ip = p->ip, .level = (char)p->level
		};
	/* an empty chain has no frames (path_frames may still be NULL) */
	root_append(root, depth > from ? st->path_frames + from : NULL, depth - from, period,
		    count, key);
}

/* --- printing --- */

static inline u64 cumul_hits(const struct callchain_node *n)
{
	return n->hit + n->children_hit;
}

static inline u32 cumul_count(const struct callchain_node *n)
{
	return n->count + n->children_count;
}

/* A printed branch: a run of trie nodes merged while they have no hit and one child. */
static struct callchain_node *run_end(struct callchain_node *n)
{
	while (!n->hit && n->child && !n->child->next)
		n = n->child;
	return n;
}

/*
 * A frame as Linux perf prints it: the symbol, or the address. With the address key, the
 * symbol is followed by the address's source line, or its offset in the symbol ("+42")
 * when there is none.
 */
static const char *frame_name(const struct callchain_node *n, enum chain_key key, char *buf,
			      size_t len)
{
	const char *inl = n->sym && n->sym->inlined ? " (inlined)" : "";

	if (!n->sym) {
		snprintf(buf, len, "%#llx", (unsigned long long)n->ip);
		return buf;
	}
	if (key == CCKEY_ADDRESS && n->map && n->map->dso) {
		u64 rel = map__map_ip(n->map, n->ip);
		const char *line = dso__srcline_str(n->map->dso, rel);

		if (line)
			snprintf(buf, len, "%s %s%s", n->sym->name, line, inl);
		else
			snprintf(buf, len, "%s +%llu%s", n->sym->name,
				 (unsigned long long)(rel - n->sym->start), inl);
		return buf;
	}
	if (!*inl)
		return n->sym->name;
	snprintf(buf, len, "%s%s", n->sym->name, inl);
	return buf;
}

struct print_ctx {
	FILE *fp;
	const struct callchain_param *p;
	size_t ret;
	char *mask; /* per depth: draw the | of this level */
	size_t mask_len;
};

static void out(struct print_ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out(struct print_ctx *c, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vfprintf(c->fp, fmt, ap);
	va_end(ap);
	if (n > 0)
		c->ret += n;
}

static void print_value(struct print_ctx *c, u64 hit, u32 count, u64 total)
{
	switch (c->p->value) {
	case CCVAL_PERIOD:
		out(c, "%llu", (unsigned long long)hit);
		break;
	case CCVAL_COUNT:
		out(c, "%u", count);
		break;
	default: {
		char buf[64];

		/* coloured as the rows' percentages when colours are on (a terminal) */
		color__percent_snprintf(c->fp, buf, sizeof(buf), 0, total ? hit * 100.0 / total : 0.0);
		out(c, "%s", buf);
		break;
	}
	}
}

static void left_margin(struct print_ctx *c, int margin)
{
	out(c, "%*s", 12 + margin, "");
}

static void set_mask(struct print_ctx *c, int depth, bool on)
{
	if ((size_t)depth >= c->mask_len) {
		size_t n = c->mask_len * 2 + depth + 8;

		c->mask = xrealloc(c->mask, n);
		memset(c->mask + c->mask_len, 0, n - c->mask_len);
		c->mask_len = n;
	}
	c->mask[depth] = on;
}

static bool get_mask(struct print_ctx *c, int depth)
{
	return (size_t)depth < c->mask_len && c->mask[depth];
}

/* Linux perf keeps siblings by address, highest first; equal weights stay in that order. */
static inline u64 node_addr(const struct callchain_node *n)
{
	return n->sym ? n->sym->start : n->ip;
}

static int cmp_addr_desc(const void *pa, const void *pb)
{
	const struct callchain_node *na = *(struct callchain_node *const *)pa;
	const struct callchain_node *nb = *(struct callchain_node *const *)pb;
	u64 a = node_addr(na), b = node_addr(nb);

	/*
	 * As Linux perf orders equal branches: by DSO, the one it made last first (it compares
	 * their addresses, in allocation order), a frame in no map ([unknown]) last; then by
	 * address, highest first.
	 */
	if (!na->map != !nb->map)
		return na->map ? -1 : 1;
	if (na->map && nb->map && na->map->dso != nb->map->dso && na->map->dso && nb->map->dso)
		return na->map->dso->seq > nb->map->dso->seq ? -1 : 1;
	return a > b ? -1 : a < b;
}

static int cmp_cumul(const void *pa, const void *pb)
{
	const struct callchain_node *a = *(struct callchain_node *const *)pa;
	const struct callchain_node *b = *(struct callchain_node *const *)pb;
	u64 ca = cumul_hits(a), cb = cumul_hits(b);

	if (ca != cb)
		return ca > cb ? -1 : 1;
	return cmp_addr_desc(pa, pb);
}

static void stable_sort_nodes(struct callchain_node **arr, size_t nr,
			      int (*cmp)(const void *, const void *))
{
	/* a bottom-up merge sort: stable, which qsort is not */
	struct callchain_node **tmp;

	if (nr < 2)
		return;
	tmp = xmalloc(nr * sizeof(*tmp));
	for (size_t w = 1; w < nr; w *= 2) {
		for (size_t lo = 0; lo < nr; lo += 2 * w) {
			size_t mid = lo + w < nr ? lo + w : nr;
			size_t hi = lo + 2 * w < nr ? lo + 2 * w : nr;
			size_t i = lo, j = mid, k = lo;

			while (i < mid && j < hi)
				tmp[k++] = cmp(&arr[j], &arr[i]) < 0 ? arr[j++] : arr[i++];
			while (i < mid)
				tmp[k++] = arr[i++];
			while (j < hi)
				tmp[k++] = arr[j++];
		}
		memcpy(arr, tmp, nr * sizeof(*arr));
	}
	free(tmp);
}

/* Children of n that pass the threshold, sorted by cumulative period, then address. */
static size_t sorted_children(const struct callchain_node *n, u64 min_hit,
			      struct callchain_node ***out_arr)
{
	size_t nr = 0, alloc = 0;
	struct callchain_node **arr = NULL;

	for (struct callchain_node *c = n->child; c; c = c->next) {
		if (cumul_hits(c) < min_hit)
			continue;
		arr = grow_array(arr, &alloc, nr + 1, sizeof(*arr));
		arr[nr++] = c;
	}
	/* stable: siblings of equal weight stay in first-seen order */
	stable_sort_nodes(arr, nr, cmp_cumul);
	*out_arr = arr;
	return nr;
}

/* min_hit of a node's children: absolute for graph, relative to the node for fractal. */
static u64 child_min_hit(const struct print_ctx *c, const struct callchain_node *n, u64 abs_min)
{
	if (c->p->mode == CHAIN_GRAPH_REL)
		return (u64)perf_ceil(n->children_hit * (c->p->min_percent / 100.0));
	return abs_min;
}

static void graph_line(struct print_ctx *c, int depth, int margin)
{
	left_margin(c, margin);
	for (int i = 0; i < depth; i++)
		out(c, "%s", get_mask(c, i) ? "|          " : "           ");
	out(c, "\n");
}

/* One frame line of a branch: the first of the run carries the branch's value. */
static void graph_frame(struct print_ctx *c, const char *name, bool first, int depth, int margin,
			u64 hit, u32 count, u64 total, const char *next_mask)
{
	left_margin(c, margin);
	for (int i = 0; i < depth; i++) {
		out(c, "%s", next_mask[i] ? "|" : " ");
		if (first && i == depth - 1) {
			out(c, "--");
			print_value(c, hit, count, total);
			out(c, "--");
		} else {
			out(c, "          ");
		}
	}
	out(c, "%s\n", name);
}

static void graph_children(struct print_ctx *c, const struct callchain_node *parent, u64 total,
			   int depth, int margin, u64 abs_min)
{
	struct callchain_node **kids;
	size_t nr = sorted_children(parent, child_min_hit(c, parent, abs_min), &kids);
	u64 remaining = total;
	char *next_mask = xmalloc(depth + 1);
	char buf[1024];
	u32 printed = 0;

	for (size_t k = 0; k < nr; k++) {
		struct callchain_node *child = kids[k], *end = run_end(child);
		u64 cumul = cumul_hits(child);
		bool last = k + 1 == nr;

		remaining -= cumul;
		for (int i = 0; i < depth; i++)
			next_mask[i] = get_mask(c, i);
		/* the last branch of a level stops drawing its | (fractal: unless [...] follows) */
		if (last && (c->p->mode != CHAIN_GRAPH_REL || !remaining))
			next_mask[depth - 1] = 0;
		graph_line(c, depth, margin);
		for (struct callchain_node *n = child;; n = n->child) {
			graph_frame(c, frame_name(n, c->p->key, buf, sizeof(buf)), n == child, depth, margin,
				    cumul, cumul_count(child), total, next_mask);
			if (n == end)
				break;
		}
		/* recurse with this level's | as decided above, and the next level's on */
		{
			char *saved = xmalloc(depth + 1);

			for (int i = 0; i < depth; i++) {
				saved[i] = get_mask(c, i);
				set_mask(c, i, next_mask[i]);
			}
			set_mask(c, depth, 1);
			graph_children(c, end,
				       c->p->mode == CHAIN_GRAPH_REL ? end->children_hit : total,
				       depth + 1, margin, abs_min);
			for (int i = 0; i < depth; i++)
				set_mask(c, i, saved[i]);
			free(saved);
		}
		if (++printed == c->p->print_limit)
			break;
	}
	if (c->p->mode == CHAIN_GRAPH_REL && remaining && remaining != total && nr) {
		for (int i = 0; i < depth; i++)
			next_mask[i] = get_mask(c, i);
		next_mask[depth - 1] = 0;
		graph_frame(c, "[...]", true, depth, margin, remaining, 0, total, next_mask);
	}
	free(next_mask);
	free(kids);
}

static void print_graph(struct print_ctx *c, struct callchain_node *root, u64 total,
			u64 parent_total, bool skip_first, u64 abs_min)
{
	struct callchain_node **kids;
	size_t nr = sorted_children(root, child_min_hit(c, root, abs_min), &kids);
	const struct callchain_node *below = root;
	int margin = 0;
	char buf[1024];
	size_t before = c->ret;

	if (nr == 1 && cumul_hits(kids[0]) == parent_total) {
		/*
		 * A single top branch that holds the whole entry: print it as the stem, without
		 * a percentage (below a --children entry whose own samples are fewer than its
		 * total it keeps its percentage, as in Linux perf).
		 */
		struct callchain_node *child = kids[0], *end = run_end(child);
		bool printed = false;
		u32 lines = 0;

		for (struct callchain_node *n = child;; n = n->child) {
			if (n == child && skip_first)
				goto next;
			if (!printed) {
				left_margin(c, margin);
				out(c, "|\n");
				left_margin(c, margin);
				out(c, "---");
				margin += 3;
				printed = true;
			} else {
				left_margin(c, margin);
			}
			out(c, "%s\n", frame_name(n, c->p->key, buf, sizeof(buf)));
			if (++lines == c->p->print_limit)
				break;
next:
			if (n == end)
				break;
		}
		below = end;
	}
	free(kids);
	if (c->p->mode == CHAIN_GRAPH_REL)
		total = parent_total;
	set_mask(c, 0, 1);
	graph_children(c, below, total, 1, margin, abs_min);
	if (c->ret != before)
		out(c, "\n");
}

/* Flat and folded: every node where chains end, heaviest first. */
static void collect_ends(struct callchain_node *n, u64 min_hit, struct callchain_node ***arr,
			 size_t *nr, size_t *alloc)
{
	/* children first (highest address first), then the node, as Linux perf's walk does */
	struct callchain_node **kids = NULL;
	size_t nk = 0, ak = 0;

	for (struct callchain_node *c = n->child; c; c = c->next) {
		kids = grow_array(kids, &ak, nk + 1, sizeof(*kids));
		kids[nk++] = c;
	}
	if (nk > 1)
		qsort(kids, nk, sizeof(*kids), cmp_addr_desc);
	for (size_t i = 0; i < nk; i++)
		collect_ends(kids[i], min_hit, arr, nr, alloc);
	free(kids);
	/* not the root: samples whose chain was empty (dropped as corrupt) have no path */
	if (n->parent && n->hit && n->hit >= min_hit) {
		*arr = grow_array(*arr, alloc, *nr + 1, sizeof(**arr));
		(*arr)[(*nr)++] = n;
	}
}

static int cmp_hit(const void *pa, const void *pb)
{
	const struct callchain_node *a = *(struct callchain_node *const *)pa;
	const struct callchain_node *b = *(struct callchain_node *const *)pb;

	if (a->hit != b->hit)
		return a->hit > b->hit ? -1 : 1;
	return 0;
}

static void print_path(struct print_ctx *c, const struct callchain_node *n, bool folded,
		       bool *first)
{
	char buf[1024];

	if (!n->parent)
		return; /* the root has no frame */
	print_path(c, n->parent, folded, first);
	if (folded) {
		out(c, "%s%s", *first ? "" : ";", frame_name(n, c->p->key, buf, sizeof(buf)));
		*first = false;
	} else {
		out(c, "                %s\n", frame_name(n, c->p->key, buf, sizeof(buf)));
	}
}

static void print_flat(struct print_ctx *c, struct callchain_node *root, u64 total, u64 min_hit,
		       bool folded)
{
	struct callchain_node **arr = NULL;
	size_t nr = 0, alloc = 0;
	u32 printed = 0;

	collect_ends(root, min_hit, &arr, &nr, &alloc);
	stable_sort_nodes(arr, nr, cmp_hit);
	for (size_t i = 0; i < nr; i++) {
		struct callchain_node *n = arr[i];
		bool first = true;

		if (folded) {
			print_value(c, n->hit, n->count, total);
			out(c, " ");
			print_path(c, n, true, &first);
			out(c, "\n");
		} else {
			out(c, "           ");
			print_value(c, cumul_hits(n), cumul_count(n), total);
			out(c, "\n");
			print_path(c, n, false, &first);
			out(c, "\n");
		}
		if (++printed == c->p->print_limit)
			break;
	}
	free(arr);
}

size_t callchain_root__fprintf(FILE *fp, struct callchain_root *root,
			       const struct callchain_param *p, u64 total, u64 parent_total,
			       bool skip_first)
{
	struct print_ctx c = { .fp = fp, .p = p };
	u64 abs_min = (u64)(total * (p->min_percent / 100.0));

	switch (p->mode) {
	case CHAIN_GRAPH_ABS:
	case CHAIN_GRAPH_REL:
		print_graph(&c, ROOT_NODE(root), total, parent_total, skip_first, abs_min);
		break;
	case CHAIN_FLAT:
		print_flat(&c, ROOT_NODE(root), total, abs_min, false);
		break;
	case CHAIN_FOLDED:
		print_flat(&c, ROOT_NODE(root), total, abs_min, true);
		break;
	default:
		break;
	}
	free(c.mask);
	return c.ret;
}

size_t callchain_root__branches(struct callchain_root *root, const struct callchain_branch *parent,
				const struct callchain_param *p, u64 total,
				struct callchain_branch **out)
{
	const struct callchain_node *below = parent ? parent->last : ROOT_NODE(root);
	struct print_ctx c = { .p = p };
	struct callchain_node **kids;
	size_t nr = sorted_children(
		below, child_min_hit(&c, below, (u64)(total * (p->min_percent / 100.0))), &kids);

	*out = xcalloc(nr + 1, sizeof(**out));
	for (size_t i = 0; i < nr; i++) {
		struct callchain_branch *b = &(*out)[i];

		b->first = kids[i];
		b->last = run_end(kids[i]);
		b->nr_frames = 1;
		for (const struct callchain_node *n = b->first; n != b->last; n = n->child)
			b->nr_frames++;
		b->period = cumul_hits(kids[i]);
		b->count = cumul_count(kids[i]);
		b->children_period = b->last->children_hit;
	}
	free(kids);
	return nr;
}

const struct callchain_node *callchain_branch__frame(const struct callchain_branch *b, u32 i)
{
	const struct callchain_node *n = b->first;

	while (i-- && n != b->last)
		n = n->child;
	return n;
}

const char *callchain_node__name(const struct callchain_node *n, enum chain_key key, char *buf,
				 size_t len)
{
	return frame_name(n, key, buf, len);
}

struct symbol *callchain_node__sym(const struct callchain_node *n)
{
	return n->sym;
}

struct map *callchain_node__map(const struct callchain_node *n)
{
	return n->map;
}

void callchain_root__decay(struct callchain_root *root, bool zero)
{
	struct callchain_node *n = &root->node;

	/* depth first over child/next, climbing back through parent: no stack */
	while (n) {
		if (zero) {
			n->hit = n->children_hit = 0;
			n->count = n->children_count = 0;
		} else {
			n->hit = n->hit * 7 / 8;
			n->children_hit = n->children_hit * 7 / 8;
			n->count = n->count * 7 / 8;
			n->children_count = n->children_count * 7 / 8;
		}
		if (n->child) {
			n = n->child;
			continue;
		}
		while (n && n != &root->node && !n->next)
			n = n->parent;
		n = n && n != &root->node ? n->next : NULL;
	}
}

/* Every node of root where chains end, with the frames from root to it (reversed: invert). */
static void for_each_chain_end(struct callchain_root *root, bool reversed,
			       void (*fn)(void *arg, const struct callchain_frame *frames, u32 nr,
					  const struct callchain_node *end),
			       void *arg)
{
	struct callchain_frame *frames = NULL;
	size_t alloc = 0;
	struct callchain_node *n = root->node.child;

	while (n) {
		if (n->hit || n->count) {
			u32 nr = 0;

			for (struct callchain_node *p = n; p && p != &root->node; p = p->parent) {
				frames = grow_array(frames, &alloc, nr + 1, sizeof(*frames));
				frames[nr++] = (struct callchain_frame){
					.map = p->map, .sym = p->sym, .ip = p->ip, .level = '.'
				};
			}
			for (u32 i = 0; !reversed && i < nr / 2; i++) {
				struct callchain_frame t = frames[i];

				frames[i] = frames[nr - 1 - i];
				frames[nr - 1 - i] = t;
			}
			fn(arg, frames, nr, n);
		}
		if (n->child) {
			n = n->child;
			continue;
		}
		while (n && n != &root->node && !n->next)
			n = n->parent;
		n = n && n != &root->node ? n->next : NULL;
	}
	free(frames);
}

struct chain_append_arg {
	struct callchain_root *to;
	enum chain_key key;
};

static void append_chain_end(void *arg, const struct callchain_frame *frames, u32 nr,
			     const struct callchain_node *end)
{
	struct chain_append_arg *a = arg;

	root_append(a->to, frames, nr, end->hit, end->count, a->key);
}

void callchain_root__merge(struct callchain_root *dst, struct callchain_root *src,
			   enum chain_key key)
{
	struct chain_append_arg a = { .to = dst, .key = key };

	/* (a chain that ended at the root itself: a sample whose chain was dropped) */
	if (src->node.hit || src->node.count)
		root_append(dst, NULL, 0, src->node.hit, src->node.count, key);
	for_each_chain_end(src, false, append_chain_end, &a);
}

struct callchain_root *callchain_root__invert(struct callchain_root *root,
					      struct callchain_store *store, enum chain_key key)
{
	struct callchain_root *inv = callchain_root__new(store);
	struct chain_append_arg a = { .to = inv, .key = key };

	/* every node a chain ended at (hit), read back to the root: the chain turned round */
	for_each_chain_end(root, true, append_chain_end, &a);
	return inv;
}
