/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The names of the registers a sample carries (PERF_SAMPLE_REGS_USER, PERF_SAMPLE_REGS_INTR):
 * bit i of sample_regs_user/intr is the kernel's PERF_REG_<ARCH>_* number i, and a sample
 * holds the values of the set bits in ascending order. Names are Linux perf's, per the
 * architecture the file was recorded on (the arch feature: "x86_64", "aarch64", ...).
 */
#ifndef PERF_PERF_REGS_H
#define PERF_PERF_REGS_H

#include "util/util.h"

/* The x86 registers (bits 0..23): AX .. FLAGS, CS, SS, DS, ES, FS, GS, R8 .. R15 */
#define PERF_REGS_X86_NR 24
/* DS, ES, FS, GS: the kernel does not sample them for 64-bit tasks */
#define PERF_REGS_X86_64_SEGMENTS 0xf000ULL

/*
 * The name of register id on arch (NULL: x86), as Linux perf prints it (x86: "AX", "R8",
 * "XMM0"; arm64: "x0", "lr", "sp", "pc"), or "unknown" for an id the architecture does not
 * define, or an architecture other than those.
 */
const char *perf_reg_name(unsigned int id, const char *arch);

#endif
