/* SPDX-License-Identifier: GPL-2.0 */
/*
 * One code load of a jitdump (util/jitdump.h) written as an ELF file of its own: the form
 * `perf inject --jit` gives JIT code, so that any reader of ELF files (Linux perf among them)
 * names it. Linux perf calls these files jitted-PID-INDEX.so and puts them beside the dump.
 *
 * The file: an ET_DYN object of the dump's machine and byte order, one PT_LOAD over .text,
 * which holds the code at JIT_ELF_TEXT_OFF (file offset and address alike, so an MMAP2 of the
 * file at the code's run address with that page offset maps it), one function symbol over
 * the whole code, an NT_GNU_BUILD_ID note, and when the dump has source lines for the load,
 * DWARF (.debug_line and a compile unit over the code) so that srcline finds them.
 */
#ifndef PERF_JIT_ELF_H
#define PERF_JIT_ELF_H

#include "util/build-id.h"
#include "util/util.h"

struct jitdump;
struct jit_load;

/* Where the code lies in the file: past the ELF header and the one program header. */
u64 jit_elf__text_off(const struct jitdump *jd);

/*
 * Write load l of jd into a new file at path (replaced if there): 0 and the file's build-id
 * in *bid, or -errno (nothing left at path then).
 */
int jit_elf__write(const char *path, const struct jitdump *jd, const struct jit_load *l,
		   struct build_id *bid);

/* The file of one load: jit_elf__write_all's result. */
struct jit_elf_file {
	char *path; /* NULL: the load has no code, no file */
	struct build_id bid;
	u64 dev, ino; /* the file's, for its MMAP2 record */
	bool hit; /* the caller's: a sample fell in it */
};

/*
 * Every load of jd with code written as DIR/jitted-PID-INDEX.so, DIR the dump's (Linux perf's
 * names and place): 0 and *files (jd->nr_loads of them, jit_elf__free_all frees), or -errno
 * and the path that could not be written in *failed (to free; no file is left then).
 */
int jit_elf__write_all(const struct jitdump *jd, struct jit_elf_file **files, char **failed);
void jit_elf__free_all(struct jit_elf_file *files, size_t nr);

#endif
