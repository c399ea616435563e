// SPDX-License-Identifier: GPL-2.0
#include <string.h>

#include "tests/tests.h"
#include "util/btf.h"

static size_t put32(unsigned char *p, size_t at, u32 v)
{
	memcpy(p + at, &v, 4);
	return at + 4;
}

DEFINE_TEST(test__btf_type_name,
	    "btf: type names by id past every kind's members; damaged blobs give none")
{
	static const char strs[] = "\0int\0s\0a\0b\0fn\0";
	/*
	 * [1] int, [2] struct s { int a, b } (2 members of 12 bytes), [3] int (int) proto
	 * (1 param of 8), [4] static fn of type 3
	 */
	static const u32 words[] = {
		1,  1u << 24,  4, 0x01000020, 5, (4u << 24) | 2,  8, 7, 1,
		0,  9,	       1, 32,	      0, (13u << 24) | 1, 1, 0, 1,
		11, 12u << 24, 3,
	};
	unsigned char blob[256], bad[256];
	size_t at = 24, types_len, len;

	memset(blob, 0, sizeof(blob));
	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		at = put32(blob, at, words[i]);
	types_len = at - 24;
	memcpy(blob + at, strs, sizeof(strs));
	len = at + sizeof(strs);
	{
		u16 magic = 0xeB9F;
		u8 version = 1;

		memcpy(blob, &magic, 2);
		memcpy(blob + 2, &version, 1);
		put32(blob, 4, 24);
		put32(blob, 8, 0);
		put32(blob, 12, (u32)types_len);
		put32(blob, 16, (u32)types_len);
		put32(blob, 20, sizeof(strs));
	}
	TEST_ASSERT(!strcmp(btf__type_name(blob, len, 1) ?: "?", "int"), "type 1");
	TEST_ASSERT(!strcmp(btf__type_name(blob, len, 2) ?: "?", "s"), "type 2");
	TEST_ASSERT(!strcmp(btf__type_name(blob, len, 3) ?: "?", ""), "type 3 (anonymous)");
	TEST_ASSERT(!strcmp(btf__type_name(blob, len, 4) ?: "?", "fn"), "type 4 past the others");
	TEST_ASSERT(!btf__type_name(blob, len, 5) && !btf__type_name(blob, len, 0), "no type 5/0");

	/* damaged: magic, a cut blob, a name outside the strings, an unknown kind before */
	memcpy(bad, blob, len);
	bad[0] ^= 1;
	TEST_ASSERT(!btf__type_name(bad, len, 1), "bad magic read");
	for (size_t cut = 0; cut < len; cut++)
		TEST_ASSERT(!btf__type_name(blob, cut, 4) || cut >= len - 1,
			    "cut at %zu still named type 4", cut);
	memcpy(bad, blob, len);
	put32(bad, 24 + 12 + 4 + 0, 1000); /* type 2's name offset */
	TEST_ASSERT(!btf__type_name(bad, len, 2), "name past the strings read");
	memcpy(bad, blob, len);
	put32(bad, 24 + 4, 31u << 24); /* type 1's kind */
	TEST_ASSERT(!btf__type_name(bad, len, 4), "read past an unknown kind");
	TEST_ASSERT(!btf__type_name(NULL, 0, 1), "NULL blob");
	return TEST_OK;
}
