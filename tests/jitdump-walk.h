/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Every table a jitdump gives, looked up everywhere: its symbols loaded, every offset's
 * load, code and line (tests/jitdump.c's damaged dumps, tests/fuzz/jitdump-fuzz.c's inputs).
 */
#ifndef PERF_TESTS_JITDUMP_WALK_H
#define PERF_TESTS_JITDUMP_WALK_H

#include "util/jitdump.h"
#include "util/symbol.h"

static inline void jitdump_walk(const struct jitdump *jd, size_t len)
{
	struct symtab tab;
	const char *file;
	int line;

	symtab__init(&tab);
	jitdump__load_symbols(jd, &tab);
	symtab__fixup(&tab);
	symtab__exit(&tab);
	for (u64 off = 0; off < len + 16; off++) {
		jitdump__find_load(jd, off);
		jitdump__code(jd, off, 16);
		jitdump__srcline(jd, off, &file, &line);
	}
}

#endif
