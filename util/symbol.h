/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Symbol tables: one sorted array of {start, end, name} per DSO, searched by binary search.
 *
 * Addresses are "dso-relative" (see map.h): for a user-space ELF object, a file offset
 * (what ip - map->start + map->pgoff gives); for the kernel and its modules, the kernel
 * virtual address itself. Symbols are converted into that space when loaded.
 */
#ifndef PERF_SYMBOL_H
#define PERF_SYMBOL_H

#include <stdbool.h>
#include <stddef.h>
#include "util/util.h"
#include "util/symbol-conf.h"

struct hashmap;

/*
 * 24 bytes: the kernel's ~120k kallsyms symbols are most of report's memory. The end is
 * start + size (symbol__end); a size is at most 4 GiB - 1 (symbol__set_end clamps). Aliases
 * (equal starts) keep their order of addition through the table's sort (a stable one), so
 * the choice between them goes like Linux perf's.
 */
struct symbol {
	u64 start; /* dso-relative, inclusive */
	const char *name; /* owned by the symbol table's string pool */
	u32 size;
	u8 binding; /* STB_LOCAL / STB_GLOBAL / STB_WEAK (kallsyms: from the type letter case) */
	u8 type; /* STT_FUNC, STT_GNU_IFUNC, ... */
	u8 inlined; /* an inlined function's frame (--inline): not in any table */
	/*
	 * A PLT entry Linux perf's lookup does not find (symtab__linux_overlay): lookups pass
	 * over it to the symbol holding it; objdump's names (annotate) still use it.
	 */
	u8 shadowed;
};

/* exclusive */
static inline u64 symbol__end(const struct symbol *s)
{
	return s->start + s->size;
}

static inline void symbol__set_end(struct symbol *s, u64 end)
{
	u64 size = end > s->start ? end - s->start : 0;

	s->size = size > 0xffffffffULL ? 0xffffffffU : (u32)size;
}

struct symtab {
	struct symbol *syms; /* sorted by start once symtab__fixup() ran */
	size_t nr, alloc;
	/* Names live in big chunks: one allocation per chunk, not per symbol. */
	char **chunks;
	size_t nr_chunks, chunk_used, chunk_size;
	const char *last_name; /* the name stored last, whose end the next one may share */
	size_t last_len;
	/*
	 * Lookup index, built by symtab__fixup(): bucket b covers addresses from
	 * index_base + (b << index_shift); index[b] counts the symbols starting below that,
	 * so a lookup binary-searches one bucket's few symbols, not the whole table.
	 */
	u32 *index;
	size_t index_nr; /* buckets; 0: no index (symbols added since the fixup) */
	u64 index_base;
	unsigned int index_shift;
	/*
	 * How many symbols before the nearest one a lookup looks back through for one that
	 * contains the address (nested labels; a symbol that hides PLT entries): 0 means 4.
	 */
	u32 lookback;
	/*
	 * The compact form (symtab__compact: the kernel's ~120k kallsyms symbols, 8 bytes each,
	 * not 24): syms is NULL; symbol i starts at base + off[i] and ends where symbol i + 1
	 * starts (the last one: at the next 4 KiB page); name_ref[i] holds its binding (top 2
	 * bits), its name's chunk (12 bits) and offset in that chunk (18 bits). A struct symbol
	 * is made for a symbol the first time a lookup returns it, and kept (made: by start).
	 */
	u32 *off, *name_ref;
	u64 base;
	struct hashmap *made;
	/* Symbols whose end Linux perf has elsewhere (symtab__linux_overlay): a few a DSO */
	struct symtab_linux_end {
		u64 start, end;
	} * linux_ends;
	size_t nr_linux_ends;
};

/*
 * Every address of s (found in tab) is found to be s (symtab__find): no later symbol starts
 * inside it (a nested one, an alias, a PLT entry the lookup passes over), and s is not a
 * shadowed one (found only past the end of the symbol holding it).
 */
static inline bool symtab__spans(const struct symtab *tab, const struct symbol *s)
{
	if (tab->off) /* (compact: each symbol reaches to the next, none is shadowed) */
		return true;
	return !s->shadowed && (s + 1 == tab->syms + tab->nr || s[1].start >= s->start + s->size);
}

void symtab__init(struct symtab *tab);
void symtab__exit(struct symtab *tab);
/* Append a symbol (name copied; len bytes, not NUL terminated needed). size 0: fixed up later. */
void symtab__add(struct symtab *tab, u64 start, u64 size, const char *name, size_t len, u8 binding,
		 u8 type);
/*
 * Sort by start (stable), give every zero-size symbol the start of the next one as its end
 * (the last one: the next 4 KiB page), then keep one symbol per start address, the best
 * alias: non-zero size, then non-weak, then global, then fewer leading '_', then the longer
 * name, then not a "SyS" syscall alias. Same outcome as Linux perf, e.g. kallsyms' "memset"/"__pi_memset" -> the later one.
 */
void symtab__fixup(struct symtab *tab);
/*
 * Linux perf's lookup when more symbols (its synthesized PLT entries: [start[i], start[i] +
 * size[i])) go into its red-black tree after a DSO's own, fixed up and rid of duplicates
 * first: tab holds the DSO's symbols as loaded (in ELF order, before symtab__fixup). Where
 * one of them, grown to the next symbol, holds an extra one, which of the two Linux perf's
 * lookup returns depends on the tree's shape; so the tree is replayed (util/rb-emul).
 * visible[i]: its lookup finds extra i. A symbol of tab that hides some keeps the end Linux
 * perf gave it, and lookups in tab find it there. Returns the number hidden (to be added
 * with symbol.shadowed set).
 */
size_t symtab__linux_overlay(struct symtab *tab, const u64 *start, const u64 *size, size_t nr,
			     bool *visible);
/*
 * Linux perf's lookup where a DSO's symbols nest (an asm label inside a function, grown to
 * the next symbol: node's construct_stub_create_deopt_addr in Builtins_JSConstructStubGeneric):
 * which of them its lookup returns depends on its tree's shape, so the tree is replayed as in
 * symtab__linux_overlay for tab->syms[from..nr), loaded in ELF order, before symtab__fixup.
 * A nested symbol whose start the tree finds in another is shadowed: lookups pass over it
 * to the one holding it. Returns the number shadowed.
 */
size_t symtab__linux_nested(struct symtab *tab, size_t from);
/*
 * Into the compact form, when tab (fixed up) is one kallsyms makes: function symbols, each
 * reaching to the next one's start, addresses within 4 GB of the first. False (tab as it
 * was) otherwise. Lookups answer as before; symbols added later expand it back first.
 */
bool symtab__compact(struct symtab *tab);
/* Symbol i (0 <= i < tab->nr) in address order once fixed up: for iterating a table. */
struct symbol *symtab__at(const struct symtab *tab, size_t i);
/* s is one of tab's symbols (one a lookup in it returned), not a copy or an inlined frame. */
bool symtab__owns(const struct symtab *tab, const struct symbol *s);
/* The symbol containing addr, or NULL. O(log n); compact: a symbol made the first time. */
struct symbol *symtab__find(const struct symtab *tab, u64 addr);
/* The same, shadowed PLT entries included (the names objdump gives addresses). */
struct symbol *symtab__find_any(const struct symtab *tab, u64 addr);
/*
 * Where Linux perf has s end (what its db-export writes): symbol__end(s) but for a symbol
 * it grew over what was added after its fix-up (an executable's _init over the PLT).
 */
u64 symtab__linux_end(const struct symtab *tab, const struct symbol *s);
/* First symbol with this exact name, or NULL (linear: for tests and probes, not hot paths). */
struct symbol *symtab__find_by_name(const struct symtab *tab, const char *name);

/*
 * A symbol name as Linux perf shows it: demangled when mangled (C++ "_ZN2ns1fEi" -> "ns::f",
 * parameters kept with symbol_conf.demangle_params or -v; Rust), else name itself (also
 * with symbol_conf.no_demangle). The demangled name is malloc()ed and left in *owned, which
 * the caller frees; each call frees the previous *owned first, so one pointer a caller
 * holds its last name.
 */
const char *symbol__demangle(const char *name, char **owned);

#endif
