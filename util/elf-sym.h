/* SPDX-License-Identifier: GPL-2.0 */
/*
 * ELF files' symbols, the one reader of them: the shared open, the walk over a file's symbol
 * table (with the one rule for which table: .symtab, else .dynsym), and a small lookup of
 * one symbol's address and size, and whether the file is ET_DYN (PIE or shared object, its
 * addresses relative to where it is loaded), for breakpoints on user-space variables.
 * Symbol tables (util/symbol-elf) and probes (util/probe-event) walk with it too.
 */
#ifndef PERF_ELF_SYM_H
#define PERF_ELF_SYM_H

#include <gelf.h>
#include <libelf.h>
#include <stdbool.h>

#include "util.h"

struct elf_sym_info {
	u64 addr;	 /* st_value: a virtual address, relative to the load base when is_dyn */
	u64 size;	 /* st_size */
	/*
	 * The page-aligned p_vaddr of the first PT_LOAD, the one mapped at file offset 0: a
	 * process maps the file's offset 0 at base + first_load, so base is known from
	 * /proc/PID/maps.
	 */
	u64 first_load;
	bool is_dyn;	 /* ET_DYN */
	bool is_func;	 /* STT_FUNC, else data (STT_OBJECT) or other */
};

/*
 * Looks name up in path's .symtab, then .dynsym (defined symbols only). Returns 0, -ENOENT
 * when there is no such symbol, -ENOEXEC when path is not a valid ELF file, or -errno.
 */
int elf_sym__lookup(const char *path, const char *name, struct elf_sym_info *info);
/*
 * Opens path as an ELF file for reading (the one way every ELF reader here opens files).
 * NULL with errno set (ENOEXEC when it is not ELF); else elf__close() it with its fd.
 */
Elf *elf__open(const char *path, int *fdp);
void elf__close(Elf *elf, int fd);
/*
 * Calls fn for each defined symbol (not SHN_UNDEF) with a name of one of the file's symbol
 * tables, which being the walk's:
 *   ELF_SYMTAB            the .symtab only (local functions: a file that has none is
 *                         stripped, its .dynsym is another source's business)
 *   ELF_SYMTAB_OR_DYNSYM  the .symtab when the file has one (it holds the .dynsym's), else
 *                         the .dynsym
 *   ELF_SYMTAB_THEN_DYNSYM  the .symtab, then the .dynsym when fn kept none of the .symtab's
 * fn returns ELF_SYM_NEXT, ELF_SYM_KEPT (it took the symbol) or ELF_SYM_STOP. shdr is the
 * table's section header (for sh_link). Returns ELF_SYM_STOP when fn stopped the walk, 1
 * when fn kept one, else 0.
 */
enum elf_sym_tables { ELF_SYMTAB, ELF_SYMTAB_OR_DYNSYM, ELF_SYMTAB_THEN_DYNSYM };
enum { ELF_SYM_NEXT, ELF_SYM_KEPT, ELF_SYM_STOP };
typedef int (*elf_sym_fn)(Elf *elf, const GElf_Shdr *shdr, const GElf_Sym *sym, const char *name,
			  void *arg);
int elf__for_each_symbol(Elf *elf, enum elf_sym_tables which, elf_sym_fn fn, void *arg);

#endif
