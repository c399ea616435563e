/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Source lines and inlined frames of a DSO's addresses, from its DWARF (libdw). Cached per
 * DSO (attached to it, freed with it), so repeated lookups are cheap.
 */
#ifndef PERF_SRCLINE_H
#define PERF_SRCLINE_H

#include <stddef.h>
#include "util/util.h"

struct dso;
struct symbol;

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
 * --inline: the frames of the dso-relative address addr, from its DWARF: the innermost
 * inlined function first, then each function it is inlined into, ending with the function
 * that holds the code, as Linux perf lists them. An entry named as real (the symbol of
 * addr) is real itself; the others are symbols marked inlined, one per name and DSO, that
 * live as long as the DSO. NULL (*nr 0) without DWARF for addr. Cached per DSO and address.
 */
struct symbol *const *dso__inline_frames(struct dso *dso, u64 addr, struct symbol *real,
					 u32 *nr);

#endif
