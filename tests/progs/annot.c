// SPDX-License-Identifier: GPL-2.0
/*
 * A workload for perf annotate's tests: two hot functions with loops and a branch, run for
 * argv[1] milliseconds of CPU time (default 300). Built non-PIE (-O1), PIE (-O2), and with
 * the hot functions in a shared library (ANNOT_LIB: they come from libannot.so).
 */
#include <stdlib.h>
#include <time.h>

volatile unsigned long annot_sink;

#ifndef ANNOT_LIB
__attribute__((noinline)) unsigned long annot_mix(unsigned long n)
{
	unsigned long x = 0;

	for (unsigned long i = 0; i < n; i++) {
		if (i & 1)
			x += i * 3;
		else
			x ^= i >> 2;
	}
	return x;
}

__attribute__((noinline)) unsigned long annot_sum(const unsigned *v, unsigned long n)
{
	unsigned long s = 0;

	for (unsigned long i = 0; i < n; i++)
		s += v[i] * v[i];
	return s;
}
#else
unsigned long annot_mix(unsigned long n);
unsigned long annot_sum(const unsigned *v, unsigned long n);
#endif

#ifndef ANNOT_LIB_SO
static double cpu_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

int main(int argc, char **argv)
{
	double ms = argc > 1 ? atof(argv[1]) : 300, end = cpu_ms() + ms;
	static unsigned v[4096];

	for (unsigned i = 0; i < 4096; i++)
		v[i] = i * 2654435761u;
	while (cpu_ms() < end) {
		annot_sink += annot_mix(20000);
		annot_sink += annot_sum(v, 4096);
	}
	return 0;
}
#endif
