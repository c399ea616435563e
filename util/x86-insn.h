/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PERF_UTIL_X86_INSN_H
#define PERF_UTIL_X86_INSN_H

#include <stddef.h>

#include "util/util.h"

/*
 * The length of the x86-64 instruction at code (len bytes there, at most 15 read), decoded
 * from its prefixes, opcode, ModRM, SIB, displacement and immediate as the Intel and AMD
 * manuals lay them out, the VEX, EVEX and XOP encodings included; -1 when the bytes are no
 * instruction of 64-bit mode or end first. Only the length: what perf script's instruction
 * bytes need (Linux perf decodes them with its own decoder too), for every instruction,
 * where a disassembler library may not know the newer ones.
 */
int x86_insn_len(const u8 *code, size_t len);

#endif
