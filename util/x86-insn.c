// SPDX-License-Identifier: GPL-2.0
/*
 * x86-64 instruction lengths (util/x86-insn.h). An instruction is, in order: legacy
 * prefixes, a REX prefix (or a VEX, EVEX or XOP prefix, which carry the opcode map), the
 * opcode (one byte, or after 0F, 0F 38 or 0F 3A), a ModRM byte for most opcodes, then a SIB
 * byte and a displacement as ModRM asks, and an immediate whose size the opcode (and the
 * operand and address size prefixes, REX.W) gives. The tables say, per opcode of the one-
 * and two-byte maps, whether a ModRM follows and what immediate.
 */
#include "x86-insn.h"

#include <stdbool.h>
#include <string.h>

/* immediate kinds */
/* clang-format off */
enum {
	I_NONE,
	I_B,	/* 1 byte */
	I_W,	/* 2 bytes */
	I_Z,	/* 2 with the operand size prefix, else 4 */
	I_D,	/* 4: near call, jmp and jcc (64-bit operands whatever the prefixes) */
	I_V,	/* 8 with REX.W, 2 with the operand size prefix, else 4 (mov r, imm) */
	I_WB,	/* 2 + 1 (enter) */
	I_MOFFS,/* the address size: 8, or 4 with the address size prefix */
	I_GRP3, /* F6/F7: an immediate (1 / z) only for /0 and /1 (test) */
	I_BAD,	/* not an instruction in 64-bit mode */
	I_PFX,	/* a prefix (handled before the tables) */
	I_ESC,	/* 0F: the two-byte map */
};

#define M 0x80 /* has a ModRM byte */

/* the one-byte map in 64-bit mode */
static const u8 map1[256] = {
	/* 00 */ M, M, M, M, I_B, I_Z, I_BAD, I_BAD, M, M, M, M, I_B, I_Z, I_BAD, I_ESC,
	/* 10 */ M, M, M, M, I_B, I_Z, I_BAD, I_BAD, M, M, M, M, I_B, I_Z, I_BAD, I_BAD,
	/* 20 */ M, M, M, M, I_B, I_Z, I_PFX, I_BAD, M, M, M, M, I_B, I_Z, I_PFX, I_BAD,
	/* 30 */ M, M, M, M, I_B, I_Z, I_PFX, I_BAD, M, M, M, M, I_B, I_Z, I_PFX, I_BAD,
	/* 40: REX, handled before */
	/* 40 */ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	/* 50 */ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	/* 60 */ I_BAD, I_BAD, I_BAD, M, I_PFX, I_PFX, I_PFX, I_PFX,
	/* 68 */ I_Z, M | I_Z, I_B, M | I_B, 0, 0, 0, 0,
	/* 70 */ I_B, I_B, I_B, I_B, I_B, I_B, I_B, I_B, I_B, I_B, I_B, I_B, I_B, I_B, I_B, I_B,
	/* 80 */ M | I_B, M | I_Z, I_BAD, M | I_B, M, M, M, M, M, M, M, M, M, M, M, M,
	/* 90 */ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, I_BAD, 0, 0, 0, 0, 0,
	/* a0 */ I_MOFFS, I_MOFFS, I_MOFFS, I_MOFFS, 0, 0, 0, 0, I_B, I_Z, 0, 0, 0, 0, 0, 0,
	/* b0 */ I_B, I_B, I_B, I_B, I_B, I_B, I_B, I_B, I_V, I_V, I_V, I_V, I_V, I_V, I_V, I_V,
	/* c0 */ M | I_B, M | I_B, I_W, 0, I_BAD, I_BAD, M | I_B, M | I_Z,
	/* c8 */ I_WB, 0, I_W, 0, 0, I_B, I_BAD, 0,
	/* d0 */ M, M, M, M, I_BAD, I_BAD, I_BAD, 0, M, M, M, M, M, M, M, M,
	/* e0 */ I_B, I_B, I_B, I_B, I_B, I_B, I_B, I_B, I_D, I_D, I_BAD, I_B, 0, 0, 0, 0,
	/* f0 */ I_PFX, 0, I_PFX, I_PFX, 0, 0, M | I_GRP3, M | I_GRP3, 0, 0, 0, 0, 0, 0, M, M,
};

/* the two-byte map (0F xx); 0F 38 and 0F 3A are the three-byte maps, handled apart */
static const u8 map2[256] = {
	/* 00 */ M, M, M, M, I_BAD, 0, 0, 0, 0, 0, I_BAD, 0, I_BAD, M, 0, M | I_B,
	/* 10 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* 20 */ M, M, M, M, I_BAD, I_BAD, I_BAD, I_BAD, M, M, M, M, M, M, M, M,
	/* 30 */ 0, 0, 0, 0, 0, 0, I_BAD, 0, 0, I_BAD, 0, I_BAD, I_BAD, I_BAD, I_BAD, I_BAD,
	/* 40 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* 50 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* 60 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* 70 */ M | I_B, M | I_B, M | I_B, M | I_B, M, M, M, 0, M, M, I_BAD, I_BAD, M, M, M, M,
	/* 80 */ I_D, I_D, I_D, I_D, I_D, I_D, I_D, I_D, I_D, I_D, I_D, I_D, I_D, I_D, I_D, I_D,
	/* 90 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* a0 */ 0, 0, 0, M, M | I_B, M, I_BAD, I_BAD, 0, 0, 0, M, M | I_B, M, M, M,
	/* b0 */ M, M, M, M, M, M, M, M, M, M, M | I_B, M, M, M, M, M,
	/* c0 */ M, M, M | I_B, M, M | I_B, M | I_B, M | I_B, M, 0, 0, 0, 0, 0, 0, 0, 0,
	/* d0 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* e0 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* f0 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
};

/* clang-format on */

/* In the VEX and EVEX 0F map, the opcodes with an immediate byte (the rest have none). */
static bool vex_map1_imm(u8 op)
{
	return (op >= 0x70 && op <= 0x73) || op == 0xc2 || (op >= 0xc4 && op <= 0xc6);
}

/*
 * The ModRM byte at p and what it asks for after it (SIB, displacement): their bytes, or -1
 * when they do not fit in end - p. The displacement goes in insn.
 */
static int modrm_len(const u8 *p, const u8 *end, struct x86_decoded *insn)
{
	u8 modrm, mod, rm;
	int n = 1, disp = 0;

	if (p >= end)
		return -1;
	modrm = *p;
	mod = modrm >> 6;
	rm = modrm & 7;
	if (mod == 3)
		return 1;
	if (rm == 4) { /* a SIB byte */
		if (p + 1 >= end)
			return -1;
		n++;
		if (mod == 0 && (p[1] & 7) == 5)
			disp = 4; /* no base: disp32 */
	} else if (mod == 0 && rm == 5) {
		disp = 4; /* rip + disp32 */
	}
	if (mod == 1)
		disp = 1;
	else if (mod == 2)
		disp = 4;
	n += disp;
	if (p + n > end)
		return -1;
	insn->disp_bytes = (u8)disp;
	insn->disp = disp == 1 ? (int8_t)p[n - 1] :
		     disp == 4 ? (s32)((u32)p[n - 4] | (u32)p[n - 3] << 8 | (u32)p[n - 2] << 16 |
				       (u32)p[n - 1] << 24) :
				 0;
	return n;
}

/* The VEX, EVEX and XOP encodings: the bytes from the opcode on, given the map. */
static int vex_rest(const u8 *p, const u8 *end, unsigned int map, bool xop,
		    struct x86_decoded *insn)
{
	u8 op;
	int m, imm = 0;

	if (p >= end)
		return -1;
	op = *p++;
	insn->vex = true;
	insn->map = (u8)map;
	insn->opcode = op;
	if (xop) { /* AMD's maps 8 (imm8), 9 (none) and 0Ah (imm32) */
		if (map == 8)
			imm = 1;
		else if (map == 0xa)
			imm = 4;
		else if (map != 9)
			return -1;
	} else if (map == 1) {
		if (op == 0x77) /* vzeroupper, vzeroall: no ModRM */
			return 1;
		imm = vex_map1_imm(op);
	} else if (map == 3) {
		imm = 1;
	} else if (map != 2 && map != 5 && map != 6) {
		return -1;
	}
	m = modrm_len(p, end, insn);
	if (m < 0 || p + m + imm > end)
		return -1;
	return 1 + m + imm;
}

static int decode(const u8 *code, size_t len, struct x86_decoded *insn)
{
	const u8 *p = code, *end = code + (len > X86_INSN_MAX ? X86_INSN_MAX : len);
	bool opsize = false, addrsize = false, repne = false, rexw = false, esc;
	u8 op, kind;
	int m = 0, imm, rest;

	/* legacy prefixes, then at most one REX right before the opcode */
	for (;; p++) {
		if (p >= end)
			return -1;
		switch (*p) {
		case 0x66:
			opsize = true;
			continue;
		case 0x67:
			addrsize = true;
			continue;
		case 0xf2:
			repne = true;
			continue;
		case 0x26:
		case 0x2e:
		case 0x36:
		case 0x3e:
		case 0x64:
		case 0x65:
		case 0xf0:
		case 0xf3:
			continue;
		}
		break;
	}
	if ((*p & 0xf0) == 0x40) {
		rexw = *p & 8;
		if (++p >= end)
			return -1;
	}
	op = *p++;
	switch (op) {
	case 0xc5: /* VEX, two bytes: the 0F map */
		if (p >= end)
			return -1;
		rest = vex_rest(p + 1, end, 1, false, insn);
		return rest < 0 ? -1 : (int)(p + 1 - code) + rest;
	case 0xc4: /* VEX, three bytes */
		if (p + 2 > end)
			return -1;
		rest = vex_rest(p + 2, end, p[0] & 0x1f, false, insn);
		return rest < 0 ? -1 : (int)(p + 2 - code) + rest;
	case 0x62: /* EVEX */
		if (p + 3 > end)
			return -1;
		rest = vex_rest(p + 3, end, p[0] & 7, false, insn);
		return rest < 0 ? -1 : (int)(p + 3 - code) + rest;
	case 0x8f: /* XOP when its map field is 8 or more, else pop r/m */
		if (p < end && (p[0] & 0x1f) >= 8) {
			if (p + 2 > end)
				return -1;
			rest = vex_rest(p + 2, end, p[0] & 0x1f, true, insn);
			return rest < 0 ? -1 : (int)(p + 2 - code) + rest;
		}
		break;
	}
	kind = map1[op];
	esc = kind == I_ESC;
	insn->opcode = op;
	if (esc) {
		if (p >= end)
			return -1;
		op = *p++;
		insn->map = 1;
		insn->opcode = op;
		if (op == 0x38 || op == 0x3a) { /* three-byte maps: ModRM, and imm8 for 0F 3A */
			if (p >= end)
				return -1;
			insn->map = op == 0x38 ? 2 : 3;
			insn->opcode = *p++;
			kind = M | (op == 0x3a ? I_B : I_NONE);
		} else {
			kind = map2[op];
			/* 0F 78 with 66 or F2: AMD's extrq / insertq, two immediate bytes */
			if (op == 0x78 && (opsize || repne))
				kind = M | I_W;
		}
	}
	if ((kind & ~M) == I_BAD || (kind & ~M) == I_PFX)
		return -1;
	if (kind & M) {
		/* (mov to and from control and debug registers: a register whatever the mod) */
		m = esc && op >= 0x20 && op <= 0x23 ? (p < end ? 1 : -1) : modrm_len(p, end, insn);
		if (m < 0)
			return -1;
	}
	switch (kind & ~M) {
	case I_B:
		imm = 1;
		break;
	case I_W:
		imm = 2;
		break;
	case I_Z:
		imm = opsize ? 2 : 4;
		break;
	case I_D:
		imm = 4;
		break;
	case I_V:
		imm = rexw ? 8 : opsize ? 2 : 4;
		break;
	case I_WB:
		imm = 3;
		break;
	case I_MOFFS:
		imm = addrsize ? 4 : 8;
		break;
	case I_GRP3:
		imm = ((p[0] >> 3) & 7) < 2 ? (op == 0xf6 ? 1 : opsize ? 2 : 4) : 0;
		break;
	default:
		imm = 0;
	}
	p += m + imm;
	return p <= end ? (int)(p - code) : -1;
}

int x86_insn_decode(const u8 *code, size_t len, struct x86_decoded *insn)
{
	memset(insn, 0, sizeof(*insn));
	insn->len = decode(code, len, insn);
	return insn->len;
}

int x86_insn_len(const u8 *code, size_t len)
{
	struct x86_decoded insn;

	return x86_insn_decode(code, len, &insn);
}
