// SPDX-License-Identifier: GPL-2.0
/*
 * util/util.h's pad_percent, pad_u64 and pad_str print what snprintf prints for their
 * formats, byte for byte: report's rows are compared with Linux perf's.
 */
#include <stdio.h>
#include <string.h>

#include "tests/tests.h"
#include "util/util.h"

static u64 fmt_rnd(u64 *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

DEFINE_TEST(test__fmt_pad, "util: pad_percent/pad_u64/pad_str print as snprintf does")
{
	static const double fixed[] = { 0,	   -0.0,     0.005,    0.015,	  0.125,   1.005,
					12.345,	   99.995,   99.9949999, 100,	  1e-300,  5e5,
					2e6,	   -1.5,     0.0049999999, 33.335, 7.0 / 3 };
	static const char *const strs[] = { "", "a", "perf", "[kernel.kallsyms]", "x y\tz" };
	char want[128], got[128];
	volatile size_t small = 4;
	u64 r = 0x2545f4914f6cdd1dULL;
	int nw, ng;

	for (size_t i = 0; i < ARRAY_SIZE(fixed) + 300000; i++) {
		double p;
		int w = (int)(fmt_rnd(&r) % 12);

		if (i < ARRAY_SIZE(fixed)) {
			p = fixed[i];
		} else if (i % 3 == 0) {
			/* period / total, as hists__percent computes it */
			u64 a = fmt_rnd(&r) % 100000, b = a + 1 + fmt_rnd(&r) % 1000000;

			p = 100.0 * (double)a / (double)b;
		} else if (i % 3 == 1) {
			/* near a tie: k/200 % */
			p = (double)(fmt_rnd(&r) % 20001) / 200.0;
		} else {
			p = (double)(fmt_rnd(&r) % 1000000000) / 1e7;
		}
		nw = snprintf(want, sizeof(want), "%*.2f%%", w, p);
		ng = pad_percent(got, sizeof(got), w, p);
		TEST_ASSERT(nw == ng && !strcmp(want, got), "%.17g width %d: \"%s\" (%d), want \"%s\" (%d)",
			    p, w, got, ng, want, nw);
	}
	/* a buffer too small: snprintf's truncation and return value */
	nw = snprintf(want, small, "%*.2f%%", 6, 12.5);
	ng = pad_percent(got, small, 6, 12.5);
	TEST_ASSERT(nw == ng && !strcmp(want, got), "short buffer: \"%s\" %d", got, ng);

	for (int i = 0; i < 100000; i++) {
		u64 v = fmt_rnd(&r) >> (fmt_rnd(&r) % 64);
		int w = (int)(fmt_rnd(&r) % 24);

		if (i == 0)
			v = 0;
		nw = snprintf(want, sizeof(want), "%*llu", w, (unsigned long long)v);
		ng = pad_u64(got, sizeof(got), w, v);
		TEST_ASSERT(nw == ng && !strcmp(want, got), "%llu width %d: \"%s\"",
			    (unsigned long long)v, w, got);
	}
	for (size_t i = 0; i < ARRAY_SIZE(strs); i++) {
		for (int w = 0; w < 20; w++) {
			for (size_t size = 1; size < 24; size += 5) {
				nw = snprintf(want, size, "%-*.*s", w, w, strs[i]);
				ng = pad_str(got, size, w, strs[i]);
				TEST_ASSERT(nw == ng && !strcmp(want, got),
					    "\"%s\" width %d size %zu: \"%s\" (%d), want \"%s\" (%d)",
					    strs[i], w, size, got, ng, want, nw);
			}
		}
	}
	return TEST_OK;
}

DEFINE_TEST(test__fmt_floor_ceil, "util: perf_floor/perf_ceil round as floor and ceil do, without libm")
{
	static const double cases[][3] = {
		/* x, floor, ceil */
		{ 0, 0, 0 },
		{ 0.5, 0, 1 },
		{ -0.5, -1, -0.0 },
		{ 1, 1, 1 },
		{ -1, -1, -1 },
		{ 2.999999999999999, 2, 3 },
		{ -2.000000000000001, -3, -2 },
		{ 4503599627370495.5, 4503599627370495.0, 4503599627370496.0 },
		{ -4503599627370495.5, -4503599627370496.0, -4503599627370495.0 },
		{ 4503599627370496.0, 4503599627370496.0, 4503599627370496.0 },
		{ 1e300, 1e300, 1e300 },
		{ -1e300, -1e300, -1e300 },
	};
	u64 r = 42;

	for (size_t i = 0; i < ARRAY_SIZE(cases); i++) {
		TEST_ASSERT(perf_floor(cases[i][0]) == cases[i][1], "floor(%.17g): %.17g, want %.17g",
			    cases[i][0], perf_floor(cases[i][0]), cases[i][1]);
		TEST_ASSERT(perf_ceil(cases[i][0]) == cases[i][2], "ceil(%.17g): %.17g, want %.17g",
			    cases[i][0], perf_ceil(cases[i][0]), cases[i][2]);
	}
	TEST_ASSERT(perf_floor(1.0 / 0.0) == 1.0 / 0.0 && perf_ceil(-1.0 / 0.0) == -1.0 / 0.0,
		    "infinities are their own floor and ceil");
	TEST_ASSERT(perf_floor(0.0 / 0.0) != perf_floor(0.0 / 0.0), "NaN's floor is NaN");
	/* random values of every magnitude below 2^52: integral, and within one below/above */
	for (int i = 0; i < 100000; i++) {
		double x = (double)(fmt_rnd(&r) >> (12 + fmt_rnd(&r) % 52)) / (double)(1 << 20);
		double f, c;

		if (i & 1)
			x = -x;
		f = perf_floor(x);
		c = perf_ceil(x);
		TEST_ASSERT(f == (double)(long long)f && c == (double)(long long)c,
			    "%.17g: %.17g, %.17g not integral", x, f, c);
		TEST_ASSERT(f <= x && x < f + 1 && c >= x && x > c - 1 && c - f <= 1,
			    "%.17g: floor %.17g, ceil %.17g", x, f, c);
	}
	return TEST_OK;
}
