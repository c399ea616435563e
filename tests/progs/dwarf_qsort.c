// SPDX-License-Identifier: GPL-2.0
/*
 * --call-graph dwarf workload: the CPU time is spent in a qsort callback, so every sample's
 * chain passes through libc (built without frame pointers on Debian):
 *   cmp_slow <- (libc's sort) <- qsort <- sort_many <- main
 * (with --inline: spin_inlined (inlined) <- cmp_slow <- ...)
 * dwarf_qsort SECONDS: that much of its own CPU time.
 */
#include <stdlib.h>
#include <time.h>

volatile unsigned long sink;

static double cpu_secs(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* inlined even at -fno-inline: perf script --inline shows it as a frame of its own */
static inline __attribute__((always_inline)) void spin_inlined(void)
{
	for (int i = 0; i < 2000; i++)
		sink += (unsigned long)i;
}

__attribute__((noinline)) static int cmp_slow(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	spin_inlined();
	return (x > y) - (x < y);
}

__attribute__((noinline)) static void sort_many(int *v, int n)
{
	for (int i = 0; i < n; i++)
		v[i] = (i * 7919) % n;
	qsort(v, (size_t)n, sizeof(*v), cmp_slow);
}

int main(int argc, char **argv)
{
	double secs = argc > 1 ? atof(argv[1]) : 1.0, end = cpu_secs() + secs;
	static int v[512];

	while (cpu_secs() < end)
		sort_many(v, 512);
	return 0;
}
