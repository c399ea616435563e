// SPDX-License-Identifier: GPL-2.0
/*
 * The demo workload: three functions that burn CPU in a 60/30/10 ratio, called through a
 * short call path, so that `perf report` (and -g) has something to show.
 */
#include <stdio.h>
#include <stdlib.h>

static volatile unsigned long sink;

/* Called by each hot function, so that none is a leaf without a frame pointer. */
__attribute__((noinline)) void tick(void)
{
	sink++;
}

/* Each function has its own loop, so that the self time lands in it. */
#define SPIN(n)                                          \
	for (unsigned long i = 0; i < (n); i++)          \
		sink += i ^ (sink >> 3)

__attribute__((noinline)) void hot60(unsigned long n)
{
	SPIN(6 * n);
	tick();
}

__attribute__((noinline)) void warm30(unsigned long n)
{
	SPIN(3 * n);
	tick();
}

__attribute__((noinline)) void cool10(unsigned long n)
{
	SPIN(n);
	tick();
}

__attribute__((noinline)) static void work(unsigned long n)
{
	hot60(n);
	warm30(n);
	cool10(n);
}

int main(int argc, char **argv)
{
	/* about 0.5 s on a 2020s machine by default */
	double secs = argc > 1 ? atof(argv[1]) : 0.5;
	unsigned long rounds = (unsigned long)(secs * 100);

	for (unsigned long r = 0; r < rounds; r++)
		work(300000);
	printf("hotspots: done (%lu)\n", sink & 1);
	return 0;
}
