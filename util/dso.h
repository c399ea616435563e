/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A DSO: one object file that samples can land in (an executable, a shared library, the
 * kernel, a kernel module, the vDSO, a JIT's /tmp/perf-PID.map or jit-PID.dump). DSOs are
 * shared by every task that maps them; a machine owns them and finds them by long name in a hash.
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
#include "util/symbol-elf.h"

enum dso_kind {
	DSO_KIND_USER, /* an ELF file mapped by a task */
	DSO_KIND_KERNEL, /* [kernel.kallsyms] (or [guest.kernel.kallsyms]) */
	DSO_KIND_KMODULE, /* a kernel module: short name "[name]" */
	DSO_KIND_VDSO, /* [vdso] */
	DSO_KIND_ANON, /* //anon, [heap], [stack], JIT: identity mapping, symbols from /tmp/perf-PID.map */
	DSO_KIND_SPECIAL, /* [vsyscall], [uprobes], ...: no file, no symbols */
	/*
	 * A JIT runtime's jit-PID.dump (util/jitdump.h): symbols at the file offsets of its
	 * code loads, which the machine maps at their run addresses as time goes
	 */
	DSO_KIND_JIT,
};

/* Where the symbol table came from (for -v messages and tests). */
enum dso_symtab_origin {
	DSO_ORIGIN_NOT_FOUND,
	DSO_ORIGIN_FILE, /* the file on disk (build-id matched or unknown) */
	DSO_ORIGIN_DEBUGINFO, /* /usr/lib/debug/.build-id/xx/rest.debug */
	DSO_ORIGIN_DEBUGINFO_PATH, /* /usr/lib/debug/PATH.debug */
	DSO_ORIGIN_DEBUGINFO_PATH_PLAIN, /* /usr/lib/debug/PATH */
	DSO_ORIGIN_BUILDID_CACHE,
	DSO_ORIGIN_BUILDID_CACHE_DEBUG, /* the cache's debug file: ~/.debug/.build-id/xx/rest/debug */
	DSO_ORIGIN_KALLSYMS, /* /proc/kallsyms (or --kallsyms) */
	DSO_ORIGIN_VMLINUX,
	DSO_ORIGIN_PERF_MAP, /* /tmp/perf-PID.map */
	DSO_ORIGIN_DEBUGINFOD, /* a debug file just fetched into the build-id cache */
	DSO_ORIGIN_JITDUMP, /* the jit-PID.dump itself */
};

struct kernel_syms;
struct jitdump;

/*
 * What a module above keeps per DSO (util/srcline's line tables, util/unwind-dwarf's
 * unwinding tables): freed with the DSO by the function it gave.
 */
struct dso_attached {
	void *data;
	void (*free)(void *data);
};

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
	struct dso_attached srcline; /* util/srcline: line tables, inlined frames */
	struct dso_attached unwind; /* util/unwind-dwarf: its CFI, compiled rows */
	struct kernel_syms *ksyms; /* the kernel's and its modules': their machine's kernel symbols */
	/*
	 * DSO_KIND_ANON: the task whose /tmp/perf-PID.map holds its symbols; DSO_KIND_JIT: the
	 * first that announced the dump (its root holds it, in a container)
	 */
	int pid;
	struct jitdump *jit; /* DSO_KIND_JIT: the dump read (symsrc__jitdump), or NULL */
	bool jit_tried; /* it was opened, or that failed */
};

/* A new DSO of the given kind (not in any machine). Name copied. */
struct dso *dso__new(const char *long_name, enum dso_kind kind);
void dso__delete(struct dso *dso);

void dso__set_build_id(struct dso *dso, const struct build_id *bid);
/* The name shown for it (the Shared Object column), instead of one made from long_name. */
void dso__set_short_name(struct dso *dso, const char *name);
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

/*
 * The symbol of a DSO containing the dso-relative address addr; loads the DSO's symbols on
 * first use (see dso__load()). NULL when there is none.
 */
struct symbol *dso__find_symbol(struct dso *dso, u64 addr);
/* The same with the PLT entries Linux perf's lookup passes over: the names objdump gives. */
struct symbol *dso__find_symbol_any(struct dso *dso, u64 addr);

/*
 * File offset <-> ELF virtual address of the DSO's file (identity for kernel/anon; a
 * jitdump's offsets: where the load ran when loaded, the other way the identity).
 */
u64 dso__offset_to_vaddr(struct dso *dso, u64 offset);
u64 dso__vaddr_to_offset(struct dso *dso, u64 vaddr);

/* "[kernel.kallsyms]", "[vdso]", ... in brackets: no file behind the name. */
static inline bool dso__is_bracketed(const char *name)
{
	return name[0] == '[';
}


/* Special file names from MMAP records. */
bool is_anon_memory(
	const char *filename); /* //anon, /dev/zero, /anon_hugepage, [heap], [stack] ... */
bool is_no_dso_memory(const char *filename); /* [stack], [heap], [vsyscall]... with no symbols */
bool is_kernel_module_name(const char *filename);


#endif
