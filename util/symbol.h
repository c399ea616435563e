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

struct dso;

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
};

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
/* The symbol containing addr, or NULL. O(log n), no allocation. */
struct symbol *symtab__find(const struct symtab *tab, u64 addr);
/* The same, shadowed PLT entries included (the names objdump gives addresses). */
struct symbol *symtab__find_any(const struct symtab *tab, u64 addr);
/* First symbol with this exact name, or NULL (linear: for tests and probes, not hot paths). */
struct symbol *symtab__find_by_name(const struct symtab *tab, const char *name);

/* Global symbol settings, set by builtins from their options before loading anything. */
struct symbol_conf {
	const char *vmlinux_name; /* -k/--vmlinux */
	const char *kallsyms_name; /* --kallsyms: use this file instead of /proc/kallsyms */
	const char *symfs; /* --symfs: prefix for every DSO path looked up */
	bool ignore_vmlinux;
	bool no_buildid_cache; /* do not look in the build-id cache */
	bool ignore_build_ids; /* use files on disk even when the build-id differs/is unknown */
	bool full_srcline; /* srcline with the full path, not the basename */
	bool show_warnings; /* the "no symbols found ..." messages at all (default true) */
	bool warn_missing; /* ... as warnings (report), not only at -v (default false) */
	bool no_demangle; /* --no-demangle: keep C++ names mangled */
	bool demangle_params; /* demangled names with their parameter lists */
	bool inline_frames; /* --inline: call chains show inlined functions' frames */
};
extern struct symbol_conf symbol_conf;
/* --symfs, -k/--vmlinux, --kallsyms as every reader takes them (NULL: not given). */
void symbol_conf__set_paths(const char *symfs, const char *vmlinux, const char *kallsyms);

/*
 * The symbol of a DSO containing the dso-relative address addr; loads the DSO's symbols on
 * first use (see dso__load()). NULL when there is none.
 */
struct symbol *dso__find_symbol(struct dso *dso, u64 addr);
/* The same with the PLT entries Linux perf's lookup passes over: the names objdump gives. */
struct symbol *dso__find_symbol_any(struct dso *dso, u64 addr);

/*
 * Source line of a dso-relative address: "file.c:42" (basename unless symbol_conf.full_srcline)
 * into buf; returns 0, or -ENOENT when there is no line information. Results are cached per
 * DSO and address, so repeated lookups are cheap.
 */
int dso__srcline(struct dso *dso, u64 addr, char *buf, size_t len);
/*
 * The source file as the line table names it (relative ones to *comp_dir, or NULL), owned
 * by the DSO's libdw session, and the line of a dso-relative address: 0 or -ENOENT.
 * Not cached (annotate).
 */
int dso__srcline_full(struct dso *dso, u64 addr, const char **file, const char **comp_dir,
		      int *lineno);
/* The same as a cached string that lives as long as the DSO, or NULL when unknown. */
const char *dso__srcline_str(struct dso *dso, u64 addr);

/*
 * A C++ symbol name demangled ("_ZN2ns1fEi" -> "ns::f", parameters kept with
 * symbol_conf.demangle_params) into buf, or name itself when it is not mangled or
 * symbol_conf.no_demangle is set.
 */
const char *symbol__demangle(const char *name, char *buf, size_t len);

/*
 * --inline: the frames of the dso-relative address addr, from its DWARF: the innermost
 * inlined function first, then each function it is inlined into, ending with the function
 * that holds the code, as Linux perf lists them. An entry named as real (the symbol of
 * addr) is real itself; the others are symbols marked inlined, one per name and DSO, that
 * live as long as the DSO. NULL (*nr 0) without DWARF for addr. Cached per DSO and address.
 */
struct symbol *const *dso__inline_frames(struct dso *dso, u64 addr, struct symbol *real,
					 u32 *nr);

/* --- symbol-elf.c: ELF files via libelf --- */
struct dso_segment;
/*
 * Read the STT_FUNC and STT_GNU_IFUNC symbols of an ELF file (.symtab, else .dynsym unless
 * ELF_LOAD_SYMTAB_ONLY) into tab. Addresses are converted to file offsets with segs (the
 * PT_LOAD segments of the file the DSO maps at run time; NULL: the file's own), or kept as
 * virtual addresses with ELF_LOAD_KEEP_VADDR (vmlinux). Returns the number of symbols added
 * or -errno.
 */
#define ELF_LOAD_KEEP_VADDR 1
#define ELF_LOAD_SYMTAB_ONLY 2
int symtab__load_elf(struct symtab *tab, const char *path, const struct dso_segment *segs,
		     size_t nr_segs, int flags);
/* "name@plt" symbols for the PLT entries of an ELF file (addresses as symtab__load_elf). */
int symtab__load_plt(struct symtab *tab, const char *path, const struct dso_segment *segs,
		     size_t nr_segs);
/* The PT_LOAD segments of an ELF file (malloc'd array) and whether it is ET_EXEC. */
int elf__read_segments(const char *path, struct dso_segment **segs, size_t *nr, bool *is_exec);
/* The same for an open file (is_exec may be NULL). */
typedef struct Elf Elf;
int elf__segments(Elf *elf, struct dso_segment **segs, size_t *nr, bool *is_exec);
/* Symbols of a JIT map file (/tmp/perf-PID.map: "START SIZE name" in hex). */
int symtab__load_perf_map(struct symtab *tab, const char *path);
/* Free the srcline cache and libdw session of a DSO (dso__delete does it). */
void dso__srcline_free(struct dso *dso);

#endif
