// SPDX-License-Identifier: GPL-2.0
/* Fixture workload: a CPU-bound loop split over a few functions of known weight. */
#include <stdlib.h>
#include <time.h>

volatile unsigned long sink;

__attribute__((noinline)) static unsigned long leaf(unsigned long n)
{
	unsigned long x = 0;

	for (unsigned long i = 0; i < n; i++)
		x += i * i ^ (x >> 3);
	return x;
}

__attribute__((noinline)) void heavy(void)
{
	sink += leaf(3000);
}

__attribute__((noinline)) void light(void)
{
	sink += leaf(1000);
}

__attribute__((noinline)) void middle(void)
{
	heavy();
	light();
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	double secs = argc > 1 ? atof(argv[1]) : 0.5, end = now() + secs;

	while (now() < end) {
		for (int i = 0; i < 100; i++) {
			middle();
			light();
		}
	}
	return 0;
}
