/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The user part of a call chain recorded with --call-graph dwarf: unwound from the
 * sample's user registers (PERF_SAMPLE_REGS_USER) and its copy of the stack top
 * (PERF_SAMPLE_STACK_USER) with each DSO's call frame information (.eh_frame, else
 * .debug_frame of the file or of its separate debug file), read with libdw.
 *
 * Per DSO, the CFI rows of the addresses seen are kept compiled (the DWARF expressions of
 * the CFA and of each register), so a frame costs a hash probe and a few loads from the
 * stack copy; libdw is asked once per distinct address. Per machine, the samples whose
 * unwinding stopped early are counted by reason, with what they would have needed.
 */
#ifndef PERF_UNWIND_DWARF_H
#define PERF_UNWIND_DWARF_H

#include <stdbool.h>
#include <stdio.h>

#include "util/util.h"

struct dso;
struct machine;
struct perf_sample;
struct thread;

enum unwind_stop {
	UNWIND_END, /* the outermost frame (its return address is undefined) */
	UNWIND_MAX, /* max frames reached */
	UNWIND_STACK, /* the stack copy ended before the next return address */
	UNWIND_NO_CFI, /* no call frame information for a frame's address */
	UNWIND_NO_DSO, /* a frame's address in no map, or its file is missing */
	UNWIND_BAD, /* registers the CFI needs were not sampled, or the CFA went backwards */
	UNWIND_STOP__NR,
};

/* True when the sample carries what unwinding needs: 64-bit user regs and a stack copy. */
bool unwind_dwarf__sample_has_stack(const struct perf_sample *sample);

/*
 * Unwind the user stack of sample in thread: ips[0] is the sampled user pc, then the
 * callers, as Linux perf gives them (a return address minus 1, except after a signal
 * frame). A chain the stack copy's size cut ends, as Linux perf's, with an ip of -1. At most
 * max ips; *nr is set to the number unwound. Counts the sample in the thread's machine's
 * unwind statistics. Returns why it stopped.
 */
enum unwind_stop unwind_dwarf__unwind(struct thread *thread, const struct perf_sample *sample,
				      u64 *ips, u32 max, u32 *nr);

/* The machine's counts, for headers and --stat. */
struct unwind_stats {
	u64 nr_samples; /* samples unwound */
	u64 nr_stopped[UNWIND_STOP__NR]; /* by reason (END and MAX are complete chains) */
};

/* The machine's statistics, or NULL if no sample was unwound. */
const struct unwind_stats *machine__unwind_stats(struct machine *machine);
/* Samples that stopped early (stack copy, CFI, DSO, bad). */
u64 unwind_stats__nr_truncated(const struct unwind_stats *s);

/*
 * The cut samples the SIZE machine__fprintf_unwind_stats() suggests is estimated from: all
 * of them up to UNWIND_MAX_CUTS (24 bytes each), then a uniform sample of that many (perf
 * top unwinds for hours).
 */
#define UNWIND_MAX_CUTS (1u << 18)
size_t machine__unwind_nr_cuts_kept(struct machine *machine);

/*
 * One line (with a leading "# " when header) saying which share of the DWARF samples
 * stopped early and why, and which SIZE would have covered most of those the copy cut.
 * Prints nothing when no sample carried a stack copy. Returns the bytes printed.
 */
size_t machine__fprintf_unwind_stats(struct machine *machine, FILE *fp, bool header);

/* Frees the machine's unwinding state (machine__delete; a DSO's goes with the DSO). */
void machine__unwind_exit(struct machine *machine);

#endif
