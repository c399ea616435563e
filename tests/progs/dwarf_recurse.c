// SPDX-License-Identifier: GPL-2.0
/*
 * --call-graph dwarf workload built -O2 without frame pointers (see the Makefile):
 *   dwarf_recurse SECONDS [DEPTH [FRAME]]
 * main -> recurse (DEPTH times, 12 by default) -> leaf_spin: every sample's chain is
 *   leaf_spin <- recurse x DEPTH <- main
 * FRAME: bytes of stack each recurse level uses (16 by default; large ones make the stack
 * deeper than the copy --call-graph dwarf takes, for the truncation tests).
 */
#include <alloca.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

volatile unsigned long sink;
static size_t frame_bytes = 16;

static double cpu_secs(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

__attribute__((noinline)) static unsigned long leaf_spin(unsigned long x)
{
	for (int i = 0; i < 100000; i++)
		x = x * 6364136223846793005UL + 1442695040888963407UL;
	return x;
}

/* not a tail call: the result is used after the call returns */
__attribute__((noinline)) static unsigned long recurse(int depth, unsigned long x)
{
	volatile char *pad = alloca(frame_bytes);
	unsigned long r;

	pad[0] = (char)x;
	if (depth <= 1)
		r = leaf_spin(x);
	else
		r = recurse(depth - 1, x + 1);
	return r ^ (unsigned long)pad[0];
}

int main(int argc, char **argv)
{
	double secs = argc > 1 ? atof(argv[1]) : 1.0, end = cpu_secs() + secs;
	int depth = argc > 2 ? atoi(argv[2]) : 12;

	if (argc > 3)
		frame_bytes = (size_t)atol(argv[3]);
	if (frame_bytes < 1)
		frame_bytes = 1;
	while (cpu_secs() < end)
		sink += recurse(depth, sink);
	return 0;
}
