/* SPDX-License-Identifier: GPL-2.0 */
/*
 * ELF files through libelf: their function symbols (.symtab, .dynsym, the PLT), their
 * PT_LOAD segments; and the symbols of a JIT's perf map.
 */
#ifndef PERF_SYMBOL_ELF_H
#define PERF_SYMBOL_ELF_H

#include <stdbool.h>
#include <stddef.h>
#include "util/util.h"

struct symtab;

/* One PT_LOAD segment: translates between file offsets and ELF virtual addresses. */
struct dso_segment {
	u64 vaddr, offset, size;
};

/*
 * The one offset <-> vaddr conversion over PT_LOAD segments (symbol loading, the DSO's
 * address translation and probe placement all use it). True when a segment holds the
 * address; *out is then set.
 */
static inline bool dso_segments__vaddr_to_offset(const struct dso_segment *segs, size_t nr,
						 u64 vaddr, u64 *out)
{
	for (size_t i = 0; i < nr; i++) {
		if (vaddr >= segs[i].vaddr && vaddr - segs[i].vaddr < segs[i].size) {
			*out = vaddr - segs[i].vaddr + segs[i].offset;
			return true;
		}
	}
	return false;
}

static inline bool dso_segments__offset_to_vaddr(const struct dso_segment *segs, size_t nr,
						 u64 offset, u64 *out)
{
	for (size_t i = 0; i < nr; i++) {
		if (offset >= segs[i].offset && offset - segs[i].offset < segs[i].size) {
			*out = offset - segs[i].offset + segs[i].vaddr;
			return true;
		}
	}
	return false;
}

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
/* The ELF file at path has a .symtab (it is not stripped, or it is a debug file). */
bool elf__has_symtab(const char *path);
/* The ELF file at path has DWARF (.debug_info): source lines, variables, inlined frames. */
bool elf__has_debug_info(const char *path);
/* The same for an open file (is_exec may be NULL). */
typedef struct Elf Elf;
int elf__segments(Elf *elf, struct dso_segment **segs, size_t *nr, bool *is_exec);
/* Symbols of a JIT map file (/tmp/perf-PID.map: "START SIZE name" in hex). */
int symtab__load_perf_map(struct symtab *tab, const char *path);
#endif
