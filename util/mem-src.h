/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PERF_UTIL_MEM_SRC_H
#define PERF_UTIL_MEM_SRC_H
/*
 * A sample's PERF_SAMPLE_DATA_SRC decoded in Linux perf's words, "|OP LOAD|LVL L1 hit|SNP
 * None|TLB L1 or L2 hit|LCK No|BLK  N/A": a script's datasrc_decode.
 */
#include <linux/perf_event.h>
#include <stddef.h>

#include "util/util.h"

/* What a sample without PERF_SAMPLE_DATA_SRC has, as Linux perf fills it in: all "N/A" */
#define PERF_MEM_DATA_SRC_NONE                                                                     \
	(PERF_MEM_S(OP, NA) | PERF_MEM_S(LVL, NA) | PERF_MEM_S(SNOOP, NA) | PERF_MEM_S(LOCK, NA) | \
	 PERF_MEM_S(TLB, NA))

/* Writes the decoding of data_src into buf (always NUL terminated); returns its length. */
int perf_mem_data_src__snprintf(char *buf, size_t len, u64 data_src);

#endif
