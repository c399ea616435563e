// SPDX-License-Identifier: GPL-2.0
/*
 * The program the container tests run in a root of its own (built static: the root holds
 * nothing else). It spins for argv[1] seconds of wall time (default 0.5) in two functions
 * of known names, about 3:1, then prints a sum.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static volatile unsigned long sink;

__attribute__((noinline)) void container_hot(void)
{
	for (int i = 0; i < 1000; i++)
		sink += i * 3;
}

__attribute__((noinline)) void container_warm(void)
{
	for (int i = 0; i < 300; i++)
		sink += i;
}

int main(int argc, char **argv)
{
	double secs = argc > 1 ? atof(argv[1]) : 0.5;
	struct timespec s, n;

	clock_gettime(CLOCK_MONOTONIC, &s);
	do {
		container_hot();
		container_warm();
		clock_gettime(CLOCK_MONOTONIC, &n);
	} while ((n.tv_sec - s.tv_sec) + (n.tv_nsec - s.tv_nsec) / 1e9 < secs);
	printf("%lu\n", sink);
	return 0;
}
