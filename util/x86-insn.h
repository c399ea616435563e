/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PERF_UTIL_X86_INSN_H
#define PERF_UTIL_X86_INSN_H

#include <stdbool.h>
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

/* The longest an instruction can be. */
#define X86_INSN_MAX 15

/* What the decoding found out besides the length (for annotate's spelling of operands). */
struct x86_decoded {
	int len; /* as x86_insn_len */
	u8 map; /* 0: one-byte opcodes, 1: 0F, 2: 0F 38, 3: 0F 3A; VEX, EVEX, XOP: theirs */
	u8 opcode;
	bool vex; /* VEX, EVEX or XOP encoded */
	u8 disp_bytes; /* the memory operand's displacement: 0, 1 or 4 bytes ... */
	s32 disp; /* ... and its value */
};

/* x86_insn_len, and what else the decoding found out in insn. */
int x86_insn_decode(const u8 *code, size_t len, struct x86_decoded *insn);

#endif
