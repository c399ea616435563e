/* SPDX-License-Identifier: GPL-2.0 */
/*
 * /proc/kallsyms parsing: "ffffffff81000000 T _text", "ffffffffc0a01000 t fn\t[module]".
 * The file has 100k+ lines (megabytes), so it is read in big chunks parsed as they come by a
 * hand-written loop (never held whole), only when a kernel sample needs it. This is the one
 * reader of the format: symbol loading, breakpoint and probe lookups and the synthesized
 * kernel map all go through kallsyms__parse().
 */
#ifndef PERF_KALLSYMS_H
#define PERF_KALLSYMS_H

#include <stdbool.h>
#include <stddef.h>
#include "util/util.h"

/*
 * Call fn for each line: address, type letter ('T', 't', 'W', ...), name (not NUL terminated:
 * name_len bytes), module (NULL for the core kernel; else mod_len bytes, without brackets).
 * fn returns non-zero to stop. Returns 0, fn's non-zero value, or -errno.
 */
typedef int (*kallsyms_cb)(void *arg, u64 addr, char type, const char *name, size_t name_len,
			   const char *mod, size_t mod_len);
int kallsyms__parse_buf(const char *buf, size_t len, kallsyms_cb fn, void *arg);
int kallsyms__parse(const char *path, kallsyms_cb fn, void *arg);

/*
 * Reading and parsing a kallsyms file in a background thread, for a dso__load_kallsyms() of
 * the same path to come (the kernel takes tens of milliseconds to generate /proc/kallsyms).
 * Owned by a kernel_syms (kernel_syms__prefetch), which the load takes it from; the result
 * is the one a direct load would give. delete waits for the thread.
 */
struct kallsyms_prefetch;
/* Still being read (loading the kernel's symbols now would wait for it). */
bool kallsyms_prefetch__pending(const struct kallsyms_prefetch *p);


/* The address of a symbol (e.g. "_text"), or 0 if absent. Linear: not for hot paths. */
u64 kallsyms__symbol_address(const char *path, const char *name);

struct dso;

/*
 * The kernel symbols of one machine: its kernel DSO, its module DSOs (the machine adds
 * each as it makes it), the kallsyms being read ahead. Owned by the machine; the kernel's
 * and the modules' DSOs point to it (dso->ksyms): what loading their symbols needs, below
 * the machine.
 */
struct kernel_syms {
	struct dso *kernel; /* [kernel.kallsyms]; NULL until first needed */
	struct dso **modules;
	size_t nr_modules, alloc_modules;
	struct kallsyms_prefetch *prefetch; /* NULL when none is under way */
};

/* A module DSO, to take its symbols from the kernel's kallsyms. */
void kernel_syms__add_module(struct kernel_syms *ks, struct dso *module);
/* The prefetch thread waited for, the lists freed (not the DSOs: the machine owns them). */
void kernel_syms__exit(struct kernel_syms *ks);
/* Have path read in the background, for the load of the kernel's symbols to come. */
void kernel_syms__prefetch(struct kernel_syms *ks, const char *path);
/* Still being read (loading the kernel's symbols now would wait for it). */
static inline bool kernel_syms__pending(const struct kernel_syms *ks)
{
	return ks->prefetch && kallsyms_prefetch__pending(ks->prefetch);
}

/*
 * Load kallsyms (path, or /proc/kallsyms when NULL) into the kernel DSO's table; symbols of
 * modules go to the module DSOs of its kernel_syms (kernel->ksyms) not loaded yet. Takes
 * the prefetch of path when there is one. Returns the number of kernel symbols or -errno.
 */
int dso__load_kallsyms(struct dso *kernel, const char *path);

#endif
