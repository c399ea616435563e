// SPDX-License-Identifier: GPL-2.0
/* Symbol tables: sorted arrays searched by binary search; end fix-ups; alias choice. */
#include <elf.h>
/* before util.h: libiberty.h has an ARRAY_SIZE of its own */
#include <libiberty/demangle.h>
#undef ARRAY_SIZE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/debug.h"
#include "util/hashmap.h"
#include "util/rb-emul.h"
#include "util/run-merge.h"
#include "util/symbol.h"
#include "util/util.h"

void symtab__init(struct symtab *tab)
{
	memset(tab, 0, sizeof(*tab));
}

void symtab__exit(struct symtab *tab)
{
	struct hashmap_slot *slot;

	for (size_t i = 0; i < tab->nr_chunks; i++)
		free(tab->chunks[i]);
	free(tab->chunks);
	free(tab->syms);
	free(tab->index);
	free(tab->off);
	free(tab->name_ref);
	free(tab->linux_ends);
	if (tab->made) {
		hashmap__for_each(tab->made, slot) free(slot->entry);
		hashmap__exit(tab->made);
		free(tab->made);
	}
	symtab__init(tab);
}

#define NAME_CHUNK (256 * 1024)

static const char *symtab__store_name(struct symtab *tab, const char *name, size_t len)
{
	char *p;

	/*
	 * The end of the name stored last: kallsyms' "__pfx_f" (the padding before f, with
	 * call padding) comes before f's own "f", for about half of the kernel's symbols.
	 */
	if (len && len <= tab->last_len && tab->last_name[tab->last_len - 1] == name[len - 1] &&
	    !memcmp(tab->last_name + tab->last_len - len, name, len))
		return tab->last_name + tab->last_len - len;
	if (!tab->nr_chunks || tab->chunk_used + len + 1 > tab->chunk_size) {
		size_t size = len + 1 > NAME_CHUNK ? len + 1 : NAME_CHUNK;

		tab->chunks = xrealloc(tab->chunks, (tab->nr_chunks + 1) * sizeof(*tab->chunks));
		tab->chunks[tab->nr_chunks++] = xmalloc(size);
		tab->chunk_size = size;
		tab->chunk_used = 0;
	}
	p = tab->chunks[tab->nr_chunks - 1] + tab->chunk_used;
	memcpy(p, name, len);
	p[len] = '\0';
	tab->chunk_used += len + 1;
	tab->last_name = p;
	tab->last_len = len;
	return p;
}

/* --- the compact form --- */

/* name_ref: binding << 30 | chunk << REF_OFF_BITS | offset in the chunk */
#define REF_OFF_BITS 18
#define REF_CHUNK_BITS 12
_Static_assert(NAME_CHUNK == 1u << REF_OFF_BITS, "a name's offset in its chunk fits its bits");
_Static_assert(offsetof(struct symbol, type) == offsetof(struct symbol, binding) + 1 &&
		       offsetof(struct symbol, inlined) == offsetof(struct symbol, binding) + 2 &&
		       offsetof(struct symbol, shadowed) == offsetof(struct symbol, binding) + 3,
	       "symtab__compact reads binding, type, inlined and shadowed as one u32");

static inline u64 compact_start(const struct symtab *tab, size_t i)
{
	return tab->base + tab->off[i];
}

static inline u64 compact_end(const struct symtab *tab, size_t i)
{
	return i + 1 < tab->nr ? compact_start(tab, i + 1) :
				 PERF_ALIGN(compact_start(tab, i) + 1, 4096ULL);
}

static inline const char *compact_name(const struct symtab *tab, size_t i)
{
	u32 r = tab->name_ref[i];

	return tab->chunks[(r >> REF_OFF_BITS) & ((1u << REF_CHUNK_BITS) - 1)] +
	       (r & ((1u << REF_OFF_BITS) - 1));
}

static void compact_fill(const struct symtab *tab, size_t i, struct symbol *s)
{
	s->start = compact_start(tab, i);
	symbol__set_end(s, compact_end(tab, i));
	s->name = compact_name(tab, i);
	s->binding = (u8)(tab->name_ref[i] >> 30);
	s->type = STT_FUNC;
	s->inlined = 0;
	s->shadowed = 0;
}

/* Symbol i of a compact table: made the first time, the same one after. */
static struct symbol *compact_made(const struct symtab *tab, size_t i)
{
	u64 start = compact_start(tab, i);
	struct symbol *s = hashmap__find(tab->made, start, NULL, NULL);

	if (s)
		return s;
	s = xmalloc(sizeof(*s));
	compact_fill(tab, i, s);
	if (hashmap__add(tab->made, start, s))
		xalloc_die((tab->made->cap ? tab->made->cap * 2 : 16) *
			   sizeof(struct hashmap_slot));
	return s;
}

bool symtab__compact(struct symtab *tab)
{
	const struct symbol *syms = tab->syms;
	size_t nr = tab->nr, c = 0;
	uintptr_t chunk;
	u32 *off, *ref;
	u64 base;

	if (tab->off || !nr || nr > UINT32_MAX || !tab->nr_chunks ||
	    tab->nr_chunks > 1u << REF_CHUNK_BITS)
		return false;
	base = syms[0].start;
	if (syms[nr - 1].start - base > UINT32_MAX)
		return false;
	off = xmalloc(nr * sizeof(*off));
	ref = xmalloc(nr * sizeof(*ref));
	chunk = (uintptr_t)tab->chunks[0];
	for (size_t i = 0; i < nr; i++) {
		const struct symbol *s = &syms[i];
		u64 start = s->start;
		u64 end = i + 1 < nr ? syms[i + 1].start : PERF_ALIGN(start + 1, 4096ULL);
		uintptr_t name = (uintptr_t)s->name;
		u32 flags;

		/*
		 * What the form keeps: sorted, one symbol a start, each reaching to the next;
		 * functions, neither inlined nor shadowed, binding in two bits (binding, type,
		 * inlined and shadowed are four bytes in a row: one load).
		 */
		memcpy(&flags, &s->binding, sizeof(flags));
		if ((flags & ~3u) != (u32)STT_FUNC << 8 || end <= start || start + s->size != end)
			goto keep;
		/* every chunk holds NAME_CHUNK bytes or more: the test is exact */
		if (name - chunk >= NAME_CHUNK) {
			for (c = 0; c < tab->nr_chunks; c++)
				if (name - (uintptr_t)tab->chunks[c] < NAME_CHUNK)
					break;
			if (c == tab->nr_chunks)
				goto keep;
			chunk = (uintptr_t)tab->chunks[c];
		}
		off[i] = (u32)(start - base);
		ref[i] = (flags & 3) << 30 | (u32)c << REF_OFF_BITS | (u32)(name - chunk);
	}
	free(tab->syms);
	tab->syms = NULL;
	tab->alloc = 0;
	tab->off = off;
	tab->name_ref = ref;
	tab->base = base;
	tab->made = xzalloc(sizeof(*tab->made));
	return true; /* (the index, built on the same starts, stays) */
keep:
	free(off);
	free(ref);
	return false;
}

/* Back to the array, to add to: the symbols made so far stay (lookups handed them out). */
static void symtab__expand(struct symtab *tab)
{
	struct symbol *syms = xmalloc(tab->nr * sizeof(*syms));

	for (size_t i = 0; i < tab->nr; i++)
		compact_fill(tab, i, &syms[i]);
	free(tab->off);
	free(tab->name_ref);
	tab->off = tab->name_ref = NULL;
	tab->syms = syms;
	tab->alloc = tab->nr;
}

struct symbol *symtab__at(const struct symtab *tab, size_t i)
{
	return tab->off ? compact_made(tab, i) : &tab->syms[i];
}

bool symtab__owns(const struct symtab *tab, const struct symbol *s)
{
	if (tab->off)
		return hashmap__find(tab->made, s->start, NULL, NULL) == s;
	return s >= tab->syms && s < tab->syms + tab->nr;
}

void symtab__add(struct symtab *tab, u64 start, u64 size, const char *name, size_t len, u8 binding,
		 u8 type)
{
	struct symbol *s;

	if (tab->off)
		symtab__expand(tab);
	tab->index_nr = 0; /* until the next fixup */
	/*
	 * Not grow_array: it zeroes the new half, which makes the kernel's ~100k symbols' 4 MB
	 * array resident at once; only the slots written count here.
	 */
	if (tab->nr == tab->alloc) {
		tab->alloc = tab->alloc ? tab->alloc * 2 : 64;
		tab->syms = xrealloc(tab->syms, tab->alloc * sizeof(*tab->syms));
	}
	s = &tab->syms[tab->nr++];
	s->start = start;
	s->size = size > 0xffffffffULL ? 0xffffffffU : (u32)size;
	s->name = symtab__store_name(tab, name, len);
	s->binding = binding;
	s->type = type;
	s->inlined = 0; /* (set explicitly: the array need not be zeroed) */
	s->shadowed = 0;
}

static inline bool sym_before(const struct symbol *x, const struct symbol *y)
{
	return x->start < y->start;
}

/* Without memory for the merge: insertion, stable, slow only on a table far out of order. */
static void syms_sort_in_place(struct symbol *a, size_t n)
{
	for (size_t i = 1; i < n; i++) {
		struct symbol t = a[i];
		size_t j = i;

		for (; j > 0 && sym_before(&t, &a[j - 1]); j--)
			a[j] = a[j - 1];
		a[j] = t;
	}
}

/*
 * A stable sort by start, so that aliases keep their order of addition: a bottom-up merge of
 * the table's natural ascending runs (ELF symbol tables come in long sorted stretches), the
 * comparison inline; qsort's callback per comparison was most of the cost of loading a
 * library's symbols.
 */
DEFINE_RUN_MERGE(syms_sort, struct symbol, sym_before)

static void syms_sort(struct symbol *a, size_t n)
{
	struct symbol *tmp, *sorted;
	size_t *runs, nr;

	if (n < 2)
		return;
	nr = syms_sort_runs(a, n, NULL);
	if (nr == 1)
		return;
	tmp = malloc(n * sizeof(*a));
	runs = malloc((nr + 1) * sizeof(*runs));
	if (!tmp || !runs) {
		free(tmp);
		free(runs);
		syms_sort_in_place(a, n);
		return;
	}
	syms_sort_runs(a, n, runs);
	sorted = syms_sort_merge(a, tmp, runs, nr, n);
	if (sorted != a)
		memcpy(a, sorted, n * sizeof(*a));
	free(runs);
	free(tmp);
}

static int leading_underscores(const char *s)
{
	int n = 0;

	while (s[n] == '_')
		n++;
	return n;
}

/* True when a is the better name for an address both symbols start at. */
static bool better_alias(const struct symbol *a, const struct symbol *b)
{
	bool az = !a->size, bz = !b->size;
	int ua, ub;
	size_t la, lb;

	if (az != bz)
		return !az;
	if ((a->binding == STB_WEAK) != (b->binding == STB_WEAK))
		return b->binding == STB_WEAK;
	if ((a->binding == STB_GLOBAL) != (b->binding == STB_GLOBAL))
		return a->binding == STB_GLOBAL;
	ua = leading_underscores(a->name);
	ub = leading_underscores(b->name);
	if (ua != ub)
		return ua < ub;
	la = strlen(a->name);
	lb = strlen(b->name);
	if (la != lb)
		return la > lb;
	/* keep the earlier one, unless it is a "SyS" syscall alias (Linux perf's x86 rule) */
	return !strncmp(b->name, "SyS", 3) || !strncmp(b->name, "compat_SyS", 10);
}

/*
 * Buckets of equal address span, about one per four symbols (one u32 each: the kernel's
 * 121k symbols, which a module's trampoline can spread over a GB, took 290 KB at one per
 * symbol; a lookup's binary search in its bucket is two steps longer).
 */
static void symtab__build_index(struct symtab *tab)
{
	u64 base = tab->syms[0].start, range = tab->syms[tab->nr - 1].start - base;
	unsigned int shift = 0;
	size_t nb, i = 0;

	tab->index_nr = 0;
	if (tab->nr < 8 || tab->nr > UINT32_MAX)
		return; /* a plain binary search is as fast */
	while (shift < 63 && (range >> shift) >= (u64)tab->nr / 4)
		shift++;
	nb = (size_t)(range >> shift) + 1;
	tab->index = xrealloc(tab->index, (nb + 1) * sizeof(*tab->index));
	for (size_t b = 0; b <= nb; b++) {
		/* symbols starting below the bucket's first address (overflow: past the end) */
		u64 first = b < nb ? base + ((u64)b << shift) : ~0ULL;

		while (i < tab->nr && tab->syms[i].start < first)
			i++;
		tab->index[b] = (u32)i;
	}
	tab->index[nb] = (u32)tab->nr;
	tab->index_base = base;
	tab->index_shift = shift;
	tab->index_nr = nb;
}

void symtab__fixup(struct symtab *tab)
{
	size_t i, out;

	if (!tab->nr || tab->off) /* (a compact table is fixed up) */
		return;
	/* kallsyms and many symbol tables come (nearly) sorted: do not pay for a sort then. */
	for (i = 1; i < tab->nr; i++)
		if (tab->syms[i].start < tab->syms[i - 1].start)
			break;
	if (i < tab->nr)
		syms_sort(tab->syms, tab->nr);

	/*
	 * Zero-size symbols (asm labels, kallsyms) reach to the next symbol; an alias at the
	 * same address stays zero-size, so the alias choice below prefers the last one.
	 */
	for (i = 0; i + 1 < tab->nr; i++) {
		if (!tab->syms[i].size)
			symbol__set_end(&tab->syms[i], tab->syms[i + 1].start);
	}
	if (!tab->syms[i].size)
		symbol__set_end(&tab->syms[i], PERF_ALIGN(tab->syms[i].start + 1, 4096ULL));

	/* One symbol per start address. */
	for (i = 1, out = 0; i < tab->nr; i++) {
		struct symbol *cur = &tab->syms[out], *s = &tab->syms[i];

		if (s->start == cur->start) {
			if (better_alias(s, cur))
				*cur = *s;
			continue;
		}
		tab->syms[++out] = *s;
	}
	tab->nr = out + 1;
	/* the doubling's slack (up to half of the kernel's ~4 MB array) goes back */
	if (tab->alloc - tab->nr > tab->nr / 8) {
		tab->syms = xrealloc(tab->syms, tab->nr * sizeof(*tab->syms));
		tab->alloc = tab->nr;
	}
	symtab__build_index(tab);
}

/* Linux perf's view of a symbol in its tree: [start, end], end == start for no size */
struct linux_sym {
	u64 start, end;
	const struct symbol *sym; /* NULL: an extra one */
};

/* Linux perf's choice between two symbols of one start (their sizes as grown): b over a? */
static bool linux_prefers_b(const struct linux_sym *a, const struct linux_sym *b)
{
	struct symbol sa = *a->sym, sb = *b->sym;

	symbol__set_end(&sa, a->end);
	symbol__set_end(&sb, b->end);
	return better_alias(&sb, &sa);
}

static void linux_sym_insert(struct rb_emul *t, const struct linux_sym *ls, u32 i)
{
	u32 n = t->root, p = RB_NIL;
	bool left = false;

	while (n != RB_NIL) {
		p = n;
		left = ls[i].start < ls[n].start;
		n = left ? t->left[n] : t->right[n];
	}
	rb_emul__link(t, i, p, left);
}

/*
 * Symbols sorted, each with its reach: the furthest end of it and those before it (zero-size
 * ones grown to the next start), which tells whether an earlier symbol holds an address.
 */
struct sym_reach {
	struct symbol *s;
	u64 *reach;
	size_t n;
};

static void sym_reach__init(struct sym_reach *r, const struct symbol *syms, size_t n)
{
	r->n = n;
	r->s = xmalloc((n ? n : 1) * sizeof(*r->s));
	r->reach = xmalloc((n ? n : 1) * sizeof(*r->reach));
	memcpy(r->s, syms, n * sizeof(*r->s));
	syms_sort(r->s, n);
	for (size_t i = 0; i < n; i++) {
		u64 end = r->s[i].size ? symbol__end(&r->s[i]) :
			  i + 1 < n    ? r->s[i + 1].start :
					 PERF_ALIGN(r->s[i].start, 4096ULL) + 4096;

		r->reach[i] = i && r->reach[i - 1] > end ? r->reach[i - 1] : end;
	}
}

static void sym_reach__exit(struct sym_reach *r)
{
	free(r->s);
	free(r->reach);
}

/* Does a symbol starting before addr (or at it, with at) hold addr? */
static bool sym_reach__holds(const struct sym_reach *r, u64 addr, bool at)
{
	size_t lo = 0, hi = r->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (r->s[mid].start < addr || (at && r->s[mid].start == addr))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo && r->reach[lo - 1] > addr;
}

/* Does any extra start inside a symbol of tab? */
static bool overlay_overlaps(const struct symtab *tab, const u64 *start, size_t nr)
{
	struct sym_reach r;
	bool found = false;

	sym_reach__init(&r, tab->syms, tab->nr);
	for (size_t k = 0; k < nr && !found; k++)
		found = sym_reach__holds(&r, start[k], true);
	sym_reach__exit(&r);
	return found;
}

/*
 * Linux perf's tree of tab->syms[from, from + nr_own) (ls[i] for syms[from + i]), as it has
 * it before lookups: inserted in load order, zero-size symbols grown to the next start, one
 * symbol per start (the others erased).
 */
static void linux_tree_build(struct symtab *tab, size_t from, size_t nr_own, struct linux_sym *ls,
			     struct rb_emul *t)
{
	u32 *order = xmalloc(nr_own * sizeof(*order)), cur;
	size_t k;

	for (size_t i = 0; i < nr_own; i++) {
		const struct symbol *s = &tab->syms[from + i];

		ls[i] = (struct linux_sym){ s->start, symbol__end(s), s };
		linux_sym_insert(t, ls, (u32)i);
	}
	k = rb_emul__walk(t, order);
	for (size_t i = 0; i < k; i++) {
		struct linux_sym *s = &ls[order[i]];

		if (s->end == s->start)
			s->end = i + 1 < k ? ls[order[i + 1]].start :
					     PERF_ALIGN(s->start, 4096ULL) + 4096;
	}
	/* one symbol per start: the better stays, the other is erased from the tree */
	cur = order[0];
	for (size_t i = 1; i < k; i++) {
		u32 next = order[i];

		if (ls[cur].start != ls[next].start) {
			cur = next;
			continue;
		}
		if (linux_prefers_b(&ls[cur], &ls[next])) {
			rb_emul__erase(t, cur);
			cur = next;
		} else {
			rb_emul__erase(t, next);
		}
	}
	free(order);
}

/* The end Linux perf has for the symbol at start, when it is elsewhere than ours (few a DSO) */
static const struct symtab_linux_end *linux_end_at(const struct symtab *tab, u64 start)
{
	for (size_t k = 0; k < tab->nr_linux_ends; k++)
		if (tab->linux_ends[k].start == start)
			return &tab->linux_ends[k];
	return NULL;
}

/* Its lookup: the first node on the way down whose range holds ip (RB_NIL: none). */
static u32 linux_tree_find(const struct rb_emul *t, const struct linux_sym *ls, u64 ip)
{
	u32 n = t->root;

	while (n != RB_NIL) {
		if (ip < ls[n].start)
			n = t->left[n];
		else if (ip > ls[n].end || (ip == ls[n].end && ip != ls[n].start))
			n = t->right[n];
		else
			break;
	}
	return n;
}

size_t symtab__linux_overlay(struct symtab *tab, const u64 *start, const u64 *size, size_t nr,
			     bool *visible)
{
	size_t nr_own = tab->nr, hidden = 0;
	struct linux_sym *ls;
	struct rb_emul t;

	for (size_t i = 0; i < nr; i++)
		visible[i] = true;
	if (tab->off)
		symtab__expand(tab);
	if (!nr || !nr_own || !overlay_overlaps(tab, start, nr))
		return 0;
	ls = xmalloc((nr_own + nr) * sizeof(*ls));
	rb_emul__init(&t);
	rb_emul__reserve(&t, nr_own + nr);
	linux_tree_build(tab, 0, nr_own, ls, &t);
	/*
	 * A zero-size symbol Linux perf grew over where the extras go (an executable's _init
	 * over .plt) has the end it grew to there (the extras come after its fix-up), which
	 * symtab__linux_end tells; lookups past its first extra find what they found (which
	 * of the two Linux perf's tree finds there depends on its shape).
	 */
	for (size_t i = 0; i < nr; i++) {
		u32 n = linux_tree_find(&t, ls, start[i]);

		if (n == RB_NIL || tab->syms[n].size || ls[n].end <= ls[n].start ||
		    linux_end_at(tab, ls[n].start))
			continue;
		tab->linux_ends = xrealloc(tab->linux_ends,
					   (tab->nr_linux_ends + 1) * sizeof(*tab->linux_ends));
		tab->linux_ends[tab->nr_linux_ends].start = ls[n].start;
		tab->linux_ends[tab->nr_linux_ends++].end = ls[n].end;
	}
	for (size_t i = 0; i < nr; i++) {
		ls[nr_own + i] = (struct linux_sym){ start[i], start[i] + size[i], NULL };
		linux_sym_insert(&t, ls, (u32)(nr_own + i));
	}
	for (size_t i = 0; i < nr; i++) {
		u32 n = linux_tree_find(&t, ls, start[i]);

		if (n == nr_own + i)
			continue;
		visible[i] = false;
		hidden++;
		if (n != RB_NIL && n < nr_own)
			symbol__set_end(&tab->syms[n], ls[n].end);
	}
	if (hidden)
		tab->lookback = (u32)(nr + 4);
	rb_emul__exit(&t);
	free(ls);
	return hidden;
}

size_t symtab__linux_nested(struct symtab *tab, size_t from)
{
	size_t n = tab->nr - from, nr_nested = 0, hidden = 0;
	struct sym_reach r;
	bool *nested;

	if (n < 2)
		return 0;
	if (tab->off)
		symtab__expand(tab);
	nested = xcalloc(n, sizeof(*nested));
	sym_reach__init(&r, tab->syms + from, n);
	for (size_t i = 0; i < n; i++) {
		nested[i] = sym_reach__holds(&r, tab->syms[from + i].start, false);
		nr_nested += nested[i];
	}
	sym_reach__exit(&r);
	if (nr_nested) {
		struct linux_sym *ls = xmalloc(n * sizeof(*ls));
		struct rb_emul t;

		rb_emul__init(&t);
		rb_emul__reserve(&t, n);
		linux_tree_build(tab, from, n, ls, &t);
		for (size_t i = 0; i < n; i++) {
			u32 found;

			if (!nested[i])
				continue;
			found = linux_tree_find(&t, ls, ls[i].start);
			if (found != RB_NIL && ls[found].start != ls[i].start) {
				tab->syms[from + i].shadowed = 1;
				hidden++;
			}
		}
		rb_emul__exit(&t);
		free(ls);
	}
	free(nested);
	/* from a hidden one back to its holder: past the others nested in it */
	if (hidden && tab->lookback < nr_nested + 4)
		tab->lookback = (u32)(nr_nested + 4);
	return hidden;
}

static struct symbol *find(const struct symtab *tab, u64 addr, bool any)
{
	struct symbol *shadowed = NULL;
	size_t lo = 0, hi = tab->nr;

	if (tab->index_nr) {
		if (addr < tab->index_base)
			return NULL;
		u64 b = (addr - tab->index_base) >> tab->index_shift;

		if (b < tab->index_nr) {
			lo = tab->index[b];
			hi = tab->index[b + 1];
		} else {
			lo = tab->index[tab->index_nr - 1];
		}
	}
	if (tab->off) {
		/* (one symbol a start, each reaching to the next: the nearest one or none) */
		if (addr < tab->base)
			return NULL;
		while (lo < hi) {
			size_t mid = lo + (hi - lo) / 2;

			if (tab->off[mid] <= addr - tab->base)
				lo = mid + 1;
			else
				hi = mid;
		}
		return lo && addr < compact_end(tab, lo - 1) ? compact_made(tab, lo - 1) : NULL;
	}
	/* The last symbol starting at or before addr. */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (tab->syms[mid].start <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo)
		return NULL;
	/*
	 * A big symbol can contain a smaller one that starts later (nested asm labels):
	 * when the nearest one ends before addr, look back a little for one that contains it.
	 * A shadowed one is passed over for the one holding it, but is the answer where that
	 * one ends first (a label past its function's end).
	 */
	for (size_t i = lo, n = 0; i-- > 0 && n < (tab->lookback ? tab->lookback : 4); n++) {
		struct symbol *s = &tab->syms[i];

		if (addr - s->start >= s->size) /* (s->start <= addr) */
			continue;
		if (any || !s->shadowed)
			return s;
		if (!shadowed)
			shadowed = s;
	}
	return shadowed;
}

struct symbol *symtab__find(const struct symtab *tab, u64 addr)
{
	return find(tab, addr, false);
}

struct symbol *symtab__find_any(const struct symtab *tab, u64 addr)
{
	return find(tab, addr, true);
}

u64 symtab__linux_end(const struct symtab *tab, const struct symbol *s)
{
	const struct symtab_linux_end *e = linux_end_at(tab, s->start);

	return e ? e->end : symbol__end(s);
}

struct symbol *symtab__find_by_name(const struct symtab *tab, const char *name)
{
	if (tab->off) {
		for (size_t i = 0; i < tab->nr; i++)
			if (!strcmp(compact_name(tab, i), name))
				return compact_made(tab, i);
		return NULL;
	}
	for (size_t i = 0; i < tab->nr; i++)
		if (!strcmp(tab->syms[i].name, name))
			return &tab->syms[i];
	return NULL;
}

/*
 * Mangled names (C++, Rust) through libiberty's cplus_demangle, the demangler Linux perf
 * links, with the options it passes: none by default (no parameters, no template return
 * type, no clone suffix; the demangler stops after the name, so it names even symbols
 * whose parameter list it could not read), DMGL_PARAMS | DMGL_ANSI with -v.
 */
const char *symbol__demangle(const char *name, char **owned)
{
	int opts = symbol_conf.demangle_params || verbose > 0 ? DMGL_PARAMS | DMGL_ANSI :
								DMGL_NO_OPTS;
	char *out;

	free(*owned);
	*owned = NULL;
	if (symbol_conf.no_demangle || name[0] != '_')
		return name;
	out = cplus_demangle(name, opts);
	if (!out)
		return name;
	*owned = out;
	return out;
}
