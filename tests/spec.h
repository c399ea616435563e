/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Bytes of a file format built by hand in a test, apart from the code under test, in
 * either byte order (tests/header-features.c's feature payloads, tests/jitdump.c's dumps).
 */
#ifndef PERF_TESTS_SPEC_H
#define PERF_TESTS_SPEC_H

#include <byteswap.h>
#include <stdbool.h>
#include <string.h>
#include "util/util.h"

struct spec {
	char *p;
	size_t len, alloc;
	bool swap; /* written as a machine of the other byte order writes it */
};

static inline void sp_bytes(struct spec *s, const void *d, size_t n)
{
	if (s->len + n > s->alloc) {
		s->alloc = (s->len + n) * 2;
		s->p = xrealloc(s->p, s->alloc);
	}
	memcpy(s->p + s->len, d, n);
	s->len += n;
}

static inline void sp_u16(struct spec *s, u16 v)
{
	v = s->swap ? bswap_16(v) : v;
	sp_bytes(s, &v, 2);
}

static inline void sp_u32(struct spec *s, u32 v)
{
	v = s->swap ? bswap_32(v) : v;
	sp_bytes(s, &v, 4);
}

static inline void sp_u64(struct spec *s, u64 v)
{
	v = s->swap ? bswap_64(v) : v;
	sp_bytes(s, &v, 8);
}

#endif
