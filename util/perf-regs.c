// SPDX-License-Identifier: GPL-2.0
/* Register names of sampled registers, per architecture (the kernel's perf_regs.h numbering). */
#include <stdbool.h>
#include <string.h>

#include "util/perf-regs.h"

static const char *const x86_names[PERF_REGS_X86_NR] = {
	"AX", "BX", "CX", "DX", "SI", "DI", "BP",  "SP",  "IP",	 "FLAGS", "CS",	 "SS",
	"DS", "ES", "FS", "GS", "R8", "R9", "R10", "R11", "R12", "R13",	  "R14", "R15",
};

/* XMM0..XMM15: 128 bits each, so two bits apiece from 32; the name is on the even one */
static const char *const x86_xmm_names[16] = {
	"XMM0", "XMM1", "XMM2",	 "XMM3",  "XMM4",  "XMM5",  "XMM6",  "XMM7",
	"XMM8", "XMM9", "XMM10", "XMM11", "XMM12", "XMM13", "XMM14", "XMM15",
};

static const char *const arm64_names[] = {
	"x0",  "x1",  "x2",  "x3",  "x4",  "x5",  "x6",	 "x7",	"x8",  "x9",  "x10",
	"x11", "x12", "x13", "x14", "x15", "x16", "x17", "x18", "x19", "x20", "x21",
	"x22", "x23", "x24", "x25", "x26", "x27", "x28", "x29", "lr",  "sp",  "pc",
};

static bool arch_is(const char *arch, const char *const *names)
{
	for (; *names; names++)
		if (!strcmp(arch, *names))
			return true;
	return false;
}

const char *perf_reg_name(unsigned int id, const char *arch)
{
	static const char *const arm64[] = { "aarch64", "arm64", NULL };
	static const char *const x86[] = { "x86_64", "x86", "i386", "i486", "i586", "i686", NULL };

	if (arch && arch_is(arch, arm64))
		return id < ARRAY_SIZE(arm64_names) ? arm64_names[id] : "unknown";
	if (arch && !arch_is(arch, x86))
		return "unknown"; /* (other architectures' names are not known here) */
	if (id < PERF_REGS_X86_NR)
		return x86_names[id];
	if (id >= 32 && id < 64 && !(id & 1))
		return x86_xmm_names[(id - 32) / 2];
	return "unknown";
}
