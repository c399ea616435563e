/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What lacks symbols or debug info among the objects a report's samples fell in, with the
 * share of the samples in each and where the symbol sources looked (util/symsrc.h): perf
 * report's summary on stderr (the objects without symbols, whose rows show raw addresses,
 * instead of a "No symbols found" line each; on stderr, as those were: the report itself
 * stays byte for byte Linux perf's) and its --missing-debug listing (those and the objects
 * with symbols but no DWARF: no source lines, inlined frames, probe variables).
 *
 * The counts come from the hists' entries, which carry each sample's object when the sort
 * keys tell objects apart (sym among them); perf report asks for the summary only then,
 * and sorts by dso for the listing.
 *
 *	struct missing_debug md = { 0 };
 *
 *	missing_debug__add_hists(&md, hists);	// each event's
 *	missing_debug__finish(&md);		// objects without symbols only
 *	missing_debug__fprintf_summary(&md, stderr);
 *	missing_debug__exit(&md);
 */
#ifndef PERF_MISSING_DEBUG_H
#define PERF_MISSING_DEBUG_H

#include <stdbool.h>
#include <stdio.h>

#include "util/util.h"

struct dso;
struct hists;

struct missing_debug_entry {
	struct dso *dso;
	u64 nr_samples;
	bool no_symbols; /* else: symbols, no debug info */
};

struct missing_debug {
	struct missing_debug_entry *entries;
	size_t nr, alloc;
	u64 total; /* the samples of every hists added */
	/*
	 * Set before adding: every object is wanted (--missing-debug's listing, which names
	 * those without DWARF too); else only those an entry without a symbol falls in (an
	 * entry with one proves its object has symbols), a few entries rather than all.
	 */
	bool debug_info;
};

/* The samples of hists' entries, by object. */
void missing_debug__add_hists(struct missing_debug *md, const struct hists *hists);

/*
 * Keep the objects without symbols (user objects and the kernel; loaded now if they were
 * not) and, with md->debug_info, the user objects without DWARF; most samples first.
 */
void missing_debug__finish(struct missing_debug *md);

/*
 * The objects without symbols and their shares, a warning of a few lines (nothing when
 * none lacks them).
 */
void missing_debug__fprintf_summary(const struct missing_debug *md, FILE *fp);

/* --missing-debug: each object, what it lacks, its share, its build-id and where perf looked. */
void missing_debug__fprintf(const struct missing_debug *md, FILE *fp);

void missing_debug__exit(struct missing_debug *md);

#endif
