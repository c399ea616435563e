/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Debug information (DWARF, through libdw) for probes: where a function, a source line or a
 * lazy pattern is in the code, how to fetch a variable or parameter by name at an address,
 * and the -V (variables) and -L (source lines) listings.
 */
#ifndef PERF_PROBE_FINDER_H
#define PERF_PROBE_FINDER_H

#include <stdio.h>

#include "probe-event.h"

struct debuginfo;

/* Opens the DWARF of an ELF file; NULL (with *err = -errno) when it has none. */
struct debuginfo *debuginfo__new(const char *path, int *err);
void debuginfo__delete(struct debuginfo *dbg);

/* One place in the code a probe point resolved to. */
struct probe_location {
	u64 vaddr;	/* address in the ELF file's virtual address space */
	char *function;	/* the function containing it */
	u64 func_offset;	/* vaddr minus the function's entry */
	bool retprobe;
};

/*
 * Finds the addresses of pp (FUNC, FUNC:RLN, FUNC;PTN, FUNC+OFF, SRC:ALN, @SRC filters).
 * need_vars says the probe fetches variables: a function built without optimization then
 * gets its probe after the prologue, where the parameters are in their stack slots.
 * Appends to *locs; 0, -ENOENT (not found) or -errno, with a reason in err.
 */
int debuginfo__find_probe_locations(struct debuginfo *dbg, const struct perf_probe_point *pp,
				    bool need_vars, struct probe_location **locs, int *nr,
				    char *err, size_t errlen);
void probe_locations__free(struct probe_location *locs, int nr);

/*
 * The fetch arg of C variable arg (VAR, VAR->FIELD, VAR.FIELD, with an optional type) at
 * vaddr, as the kernel's kprobe/uprobe syntax: value ("%di", "+8(%si)") and a type ("s32")
 * from the DWARF type unless the user gave one. A struct, union or array is fetched whole,
 * in hex, at most its first 64 bits (out->note, allocated, then says so). at_return: the
 * probe fires when the function returns, where only variables at fixed addresses (statics)
 * can be read. 0 or -errno with a reason in err; the caller frees out's strings.
 */
int debuginfo__convert_arg(struct debuginfo *dbg, u64 vaddr, bool at_return,
			   const struct perf_probe_arg *arg, struct probe_trace_arg *out, char *err,
			   size_t errlen);
/* The names of the parameters ($params) or of all variables ($vars) visible at vaddr. */
int debuginfo__scope_vars(struct debuginfo *dbg, u64 vaddr, bool params_only, char ***names,
			  int *nr);

/* The source file of the function containing vaddr (allocated), or NULL. */
char *debuginfo__func_file(struct debuginfo *dbg, u64 vaddr);

/*
 * The line of vaddr relative to its function's declaration (what FUNC:N means), when a line
 * of the line table starts exactly there: 0, or -ENOENT (then FUNC+OFFSET names it).
 */
int debuginfo__func_line(struct debuginfo *dbg, u64 vaddr, int *rel);

/*
 * -V: at each address of pp, the variables a probe there can fetch (debuginfo__convert_arg
 * accepts them), in Linux perf's layout.
 */
int debuginfo__show_vars(struct debuginfo *dbg, const struct perf_probe_point *pp,
			 const char *spec, FILE *out, char *err, size_t errlen);
/*
 * -L: the source lines of FUNC[@SRC][:START[-END|+COUNT]] or SRC[:START[-END]], with the
 * numbers of the lines a probe can be put on.
 */
int debuginfo__show_lines(struct debuginfo *dbg, const char *range, FILE *out, char *err,
			  size_t errlen);

#endif
