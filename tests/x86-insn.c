// SPDX-License-Identifier: GPL-2.0
/*
 * util/x86-insn: instruction lengths, on encodings of each kind (checked with objdump when
 * written) and on every instruction objdump decodes in the C library's code, which has
 * AVX-512 (EVEX) functions whatever the CPU.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tests/tests.h"
#include "util/debug.h"
#include "util/x86-insn.h"

DEFINE_TEST(test__x86_insn_len, "x86-insn: lengths of legacy, REX, VEX, EVEX and XOP encodings")
{
	static const struct {
		const char *hex;
		int len;
	} insns[] = {
		/* clang-format off */
		{ "90", 1 },
		{ "4889e5", 3 },			/* mov %rsp,%rbp */
		{ "488b442408", 5 },			/* SIB, disp8 */
		{ "488b8424f8000000", 8 },		/* SIB, disp32 */
		{ "8b0425e0ff0000", 7 },		/* SIB without base: disp32 */
		{ "488b05f0ffffff", 7 },		/* rip-relative */
		{ "66c705e8ffffff3412", 9 },		/* movw $imm16 */
		{ "c705e8ffffff78563412", 10 },		/* movl $imm32 */
		{ "48b8efcdab8967452301", 10 },		/* movabs $imm64 */
		{ "66b83412", 4 },
		{ "a1efcdab8967452301", 9 },		/* moffs64 */
		{ "67a178563412", 6 },			/* moffs32 */
		{ "c8100001", 4 },			/* enter */
		{ "c21000", 3 },			/* ret $imm16 */
		{ "f6c101", 3 },			/* test $imm8 (group 3 /0) */
		{ "f6d1", 2 },				/* not (group 3 /2): no immediate */
		{ "66f7c13412", 5 },
		{ "0f1f440000", 5 },
		{ "660f1f840000000000", 9 },
		{ "0f8412345678", 6 },			/* jcc rel32 */
		{ "e812345678", 5 },
		{ "eb10", 2 },
		{ "0f3a0fc108", 5 },			/* 0F 3A: imm8 */
		{ "660f3800c1", 5 },			/* 0F 38: none */
		{ "660f70c11b", 5 },			/* pshufd */
		{ "0f0fc1b4", 4 },			/* 3DNow!: its opcode after ModRM */
		{ "660f78c00102", 6 },			/* extrq: two immediates */
		{ "0f78c1", 3 },			/* vmread */
		{ "0f20d8", 3 },			/* mov %cr3,%rax */
		{ "c5f877", 3 },			/* vzeroupper: no ModRM */
		{ "c5fdefc0", 4 },			/* VEX2 */
		{ "c4e27d18442408", 7 },		/* VEX3 0F 38 */
		{ "c4e37d18c101", 6 },			/* VEX3 0F 3A: imm8 */
		{ "c4e3f916c801", 6 },
		{ "c5f973d808", 5 },			/* VEX 0F 73: imm8 */
		{ "c5f8c2c101", 5 },			/* VEX 0F C2: imm8 */
		{ "62f1fd287f0424", 7 },		/* EVEX */
		{ "62b2752026d1", 6 },			/* vptestmb (libc's strcmp-evex) */
		{ "62f375223f0e00", 7 },		/* vpcmpeqb (%rsi),%ymm17,%k1{%k2} */
		{ "c5fb93c9", 4 },			/* kmovd %k1,%ecx */
		{ "62f17d2873d808", 7 },		/* EVEX 0F 73: imm8 */
		{ "8fe878ccc105", 6 },			/* XOP map 8: imm8 */
		{ "8fe97881c1", 5 },			/* XOP map 9 */
		{ "8fea7810c178563412", 9 },		/* XOP map 0Ah: imm32 */
		{ "8fc0", 2 },				/* pop %rax: 8F without XOP */
		/* not instructions of 64-bit mode, or cut short */
		{ "06", -1 },
		{ "48", -1 },
		{ "0f38", -1 },
		{ "488b8424f8", -1 },
		{ "62f1fd28", -1 },
		/* clang-format on */
	};

	for (size_t i = 0; i < ARRAY_SIZE(insns); i++) {
		u8 b[16];
		size_t n = strlen(insns[i].hex) / 2;

		for (size_t k = 0; k < n; k++)
			sscanf(insns[i].hex + 2 * k, "%2hhx", &b[k]);
		TEST_ASSERT(x86_insn_len(b, n) == insns[i].len, "%s: length %d, not %d",
			    insns[i].hex, x86_insn_len(b, n), insns[i].len);
	}
	return TEST_OK;
}

/* The libc's path: the one ld.so maps for this test. */
static const char *libc_path(char *buf, size_t size)
{
	FILE *f = fopen("/proc/self/maps", "r");
	char line[4096];

	buf[0] = 0;
	while (f && fgets(line, sizeof(line), f)) {
		char *p = strchr(line, '/');

		if (p && strstr(p, "/libc.so")) {
			p[strcspn(p, "\n")] = 0;
			snprintf(buf, size, "%s", p);
			break;
		}
	}
	if (f)
		fclose(f);
	return buf[0] ? buf : NULL;
}

DEFINE_TEST(test__x86_insn_len_libc,
	    "x86-insn: every instruction of the C library's code as long as objdump decodes it")
{
	char path[4096], cmd[4200], line[1024];
	u8 *stream = NULL;
	size_t *starts = NULL, nr = 0, alloc_starts = 0, len = 0, alloc = 0, checked = 0,
	       differ = 0;
	FILE *p;

	TEST_SKIP_IF(system("objdump --version >/dev/null 2>&1"),
		     "objdump is not installed (binutils)");
	TEST_ASSERT(libc_path(path, sizeof(path)), "no libc.so in this test's maps");
	snprintf(cmd, sizeof(cmd), "objdump -d -w --insn-width=16 '%s' 2>/dev/null", path);
	p = popen(cmd, "r");
	TEST_ASSERT(p, "cannot run objdump");
	/*
	 * Each run of consecutive instructions (a function) as one byte stream, so that each
	 * instruction is decoded with the bytes after it, as in the file. Left out: what
	 * objdump cannot decode or prints merged (fwait before an x87 instruction), lone
	 * prefixes.
	 */
	for (bool more = true; more;) {
		char *tab, *text;
		bool insn;

		more = fgets(line, sizeof(line), p) != NULL;
		tab = more ? strchr(line, '\t') : NULL;
		insn = tab && strchr(tab + 1, '\t');
		if (insn) {
			size_t at = len;

			text = strchr(tab + 1, '\t') + 1;
			for (char *b = tab + 1; *b && *b != '\t';) {
				unsigned int v;
				int used;

				if (sscanf(b, "%2x%n", &v, &used) != 1)
					break;
				if (len == alloc) {
					alloc = alloc ? 2 * alloc : 4096;
					stream = realloc(stream, alloc);
					TEST_ASSERT(stream, "out of memory");
				}
				stream[len++] = (u8)v;
				b += used;
				while (*b == ' ')
					b++;
			}
			if (nr == alloc_starts) {
				alloc_starts = alloc_starts ? 2 * alloc_starts : 1024;
				starts = realloc(starts, alloc_starts * sizeof(*starts));
				TEST_ASSERT(starts, "out of memory");
			}
			if (strstr(text, "(bad)") || !strncmp(text, "rex", 3) ||
			    !strncmp(text, ".byte", 5) || !strncmp(text, "data16", 6) ||
			    (stream[at] == 0x9b && len - at > 1))
				starts[nr++] = at | (1ul << 63); /* not checked */
			else
				starts[nr++] = at;
			continue;
		}
		/* the end of a run: its instructions checked */
		for (size_t i = 0; i < nr; i++) {
			size_t at = starts[i] & ~(1ul << 63),
			       want = (i + 1 < nr ? starts[i + 1] & ~(1ul << 63) : len) - at;
			int got;

			if (starts[i] >> 63)
				continue;
			got = x86_insn_len(stream + at, len - at);
			checked++;
			if (got != (int)want && ++differ <= 5)
				pr_debug("%s: at +%zu of a run: %d bytes, objdump %zu\n", path, at,
					 got, want);
		}
		nr = len = 0;
	}
	pclose(p);
	free(stream);
	free(starts);
	TEST_ASSERT(checked > 10000, "only %zu instructions from objdump -d %s", checked, path);
	TEST_ASSERT(!differ, "%zu of %zu instructions of %s: another length than objdump's", differ,
		    checked, path);
	return TEST_OK;
}
