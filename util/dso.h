/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A DSO: one object file that samples can land in (an executable, a shared library, the
 * kernel, a kernel module, the vDSO, a JIT's /tmp/perf-PID.map). DSOs are shared by every
 * task that maps them; a machine owns them and finds them by long name in a hash.
 * The symbol table is loaded once, on first lookup.
 */
#ifndef PERF_DSO_H
#define PERF_DSO_H

#include <stdbool.h>
#include <stddef.h>
#include "util/util.h"
#include "util/list.h"
#include "util/build-id.h"
#include "util/symbol.h"

enum dso_kind {
	DSO_KIND_USER, /* an ELF file mapped by a task */
	DSO_KIND_KERNEL, /* [kernel.kallsyms] (or [guest.kernel.kallsyms]) */
	DSO_KIND_KMODULE, /* a kernel module: short name "[name]" */
	DSO_KIND_VDSO, /* [vdso] */
	DSO_KIND_ANON, /* //anon, [heap], [stack], JIT: identity mapping, symbols from /tmp/perf-PID.map */
	DSO_KIND_SPECIAL, /* [vsyscall], [uprobes], ...: no file, no symbols */
};

/* Where the symbol table came from (for -v messages and tests). */
enum dso_symtab_origin {
	DSO_ORIGIN_NOT_FOUND,
	DSO_ORIGIN_FILE, /* the file on disk (build-id matched or unknown) */
	DSO_ORIGIN_DEBUGINFO, /* /usr/lib/debug/.build-id/xx/rest.debug */
	DSO_ORIGIN_BUILDID_CACHE,
	DSO_ORIGIN_BUILDID_CACHE_DEBUG, /* the cache's debug file: ~/.debug/.build-id/xx/rest/debug */
	DSO_ORIGIN_KALLSYMS, /* /proc/kallsyms (or --kallsyms) */
	DSO_ORIGIN_VMLINUX,
	DSO_ORIGIN_PERF_MAP, /* /tmp/perf-PID.map */
};

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

struct srcline_cache;
struct machine;

struct dso {
	struct list_head node; /* machine's list, in creation order */
	u64 seq; /* creation order in its machine (equal call graph branches: later first) */
	struct dso *hash_next; /* machine's name chains: intrusive (not util/hashmap) */
	char *long_name; /* as in the MMAP record or the build-id table: /usr/lib/.../libc.so.6 */
	const char *short_name; /* basename, or the bracketed name itself */
	u16 long_name_len, short_name_len;
	u64 long_name_hash, short_name_hash; /* report's dso key: objects of one name are one row */
	enum dso_kind kind;
	bool hit; /* a sample resolved to it (record: collect its build-id) */
	bool loaded; /* symbol loading was attempted (successful or not) */
	bool warned; /* the "no symbols" message was printed */
	bool annotate_warned; /* perf annotate said why it cannot read its code */
	bool segs_loaded;
	struct build_id bid; /* from the perf.data header or read from the file; size 0: unknown */
	enum dso_symtab_origin origin;
	char *symsrc_path; /* the file the symbols were read from */
	struct symtab symtab;
	struct symbol *last_sym; /* last lookup's hit: consecutive samples repeat symbols */
	struct dso_segment *segs; /* PT_LOAD of the runtime file, for offset <-> vaddr */
	size_t nr_segs;
	bool is_exec; /* ET_EXEC (else ET_DYN) */
	struct srcline_cache *srclines;
	void *dwfl; /* libdw session for srcline, opened lazily */
	void *unwind; /* its CFI for DWARF unwinding (util/unwind-dwarf), opened lazily */
	struct machine *machine;
	int pid; /* DSO_KIND_ANON: the task whose /tmp/perf-PID.map holds its symbols */
};

/* A new DSO of the given kind (not in any machine). Name copied. */
struct dso *dso__new(const char *long_name, enum dso_kind kind);
void dso__delete(struct dso *dso);

void dso__set_build_id(struct dso *dso, const struct build_id *bid);
/*
 * Read the build-id from the object itself if not known yet: the ELF file at long_name,
 * /sys/kernel/notes for the kernel, this process's vDSO for [vdso]. 0 or -errno.
 */
int dso__read_build_id(struct dso *dso);

/*
 * Put the DSO's object into the build-id cache under its build-id (dso__read_build_id()
 * first): the kernel's /proc/kallsyms, this process's vDSO image (when its build-id is the
 * DSO's), a module's or user DSO's file. 0, or -errno (-ENOENT: nothing to cache).
 */
int dso__cache_build_id(struct dso *dso);

/*
 * Load the symbol table now (dso__find_symbol does it on first use). Order for user DSOs,
 * Linux perf's: the first .symtab of the build-id cache's copy, the cache's debug file, a
 * debug file by build-id in /usr/lib/debug/.build-id, the file on disk if its build-id
 * matches (or no build-id is known); else the .dynsym of the cache's copy or the disk's. Kernel: /proc/kallsyms if
 * the running kernel's build-id matches, else --vmlinux, else the cached kallsyms, else
 * nothing (raw addresses). Says why there are none once per DSO, as Linux perf does at -v
 * ("no symbols found in X, maybe install a debug package?", "X with build id Y not found,
 * continuing without symbols"). Returns the number of symbols or -errno.
 */
int dso__load(struct dso *dso);

/* File offset <-> ELF virtual address of the DSO's file (identity for kernel/anon). */
u64 dso__offset_to_vaddr(struct dso *dso, u64 offset);
u64 dso__vaddr_to_offset(struct dso *dso, u64 vaddr);

/* "[kernel.kallsyms]", "[vdso]", ... in brackets: no file behind the name. */
static inline bool dso__is_bracketed(const char *name)
{
	return name[0] == '[';
}

/* This process's vDSO image (the running kernel's): 0 or -errno. */
int dso__vdso_image(const void **image, size_t *len);

/* Special file names from MMAP records. */
bool is_anon_memory(
	const char *filename); /* //anon, /dev/zero, /anon_hugepage, [heap], [stack] ... */
bool is_no_dso_memory(const char *filename); /* [stack], [heap], [vsyscall]... with no symbols */
bool is_kernel_module_name(const char *filename);

/* A path with symbol_conf.symfs prepended, into buf. */
const char *dso__symfs_path(const char *path, char *buf, size_t len);

#endif
