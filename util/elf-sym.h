/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A small ELF lookup: one symbol's address and size, and whether the file is ET_DYN (PIE or
 * shared object, its addresses relative to where it is loaded). Used to put breakpoints on
 * user-space variables; full symbol tables live in symbol-elf. And the shared ELF open.
 */
#ifndef PERF_ELF_SYM_H
#define PERF_ELF_SYM_H

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
/* Whether path is ET_DYN. 0 or -errno/-ENOEXEC. */
int elf__is_dyn(const char *path, bool *is_dyn);

#endif
