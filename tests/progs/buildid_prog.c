// SPDX-License-Identifier: GPL-2.0
/*
 * The program the build-id tests profile and then rebuild:
 *   buildid_prog [SECONDS]     bid_alpha takes about 2/3 of the CPU time, bid_beta 1/3
 * It runs SECONDS of wall time and at least 0.8 * SECONDS of its own CPU time, so that on a
 * loaded machine the fixed cost of starting (exec, ld.so, page faults) stays a small share of
 * the samples and the tests' shares hold.
 * Built with -DVARIANT=2 it is "the same program rebuilt with different code": other
 * function names, other addresses (a padding function first) and so another build-id.
 */
#include <stdlib.h>
#include <time.h>

#ifndef VARIANT
#define VARIANT 1
#endif

#if VARIANT == 1
#define ALPHA bid_alpha
#define BETA bid_beta
#else
#define ALPHA rebuilt_gamma
#define BETA rebuilt_delta
volatile unsigned long pad_sink;
/* Moves the rebuilt functions away from the old addresses. */
__attribute__((noinline)) void rebuilt_padding(unsigned long n)
{
	for (unsigned long i = 0; i < n; i++) {
		pad_sink += i * 7;
		pad_sink ^= pad_sink >> 5;
		pad_sink += i * 13;
		pad_sink ^= pad_sink << 3;
		pad_sink += i * 17;
		pad_sink ^= pad_sink >> 7;
	}
}
#endif

volatile unsigned long sink;

__attribute__((noinline)) void ALPHA(unsigned long n)
{
	for (unsigned long i = 0; i < n; i++)
		sink += i ^ (sink >> 3);
}

__attribute__((noinline)) void BETA(unsigned long n)
{
	for (unsigned long i = 0; i < n; i++)
		sink += i ^ (sink >> 3);
}

static double clock_secs(clockid_t clk)
{
	struct timespec ts;

	clock_gettime(clk, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static double now(void)
{
	return clock_secs(CLOCK_MONOTONIC);
}

int main(int argc, char **argv)
{
	double secs = argc > 1 ? atof(argv[1]) : 0.5, end = now() + secs;

#if VARIANT != 1
	rebuilt_padding(1);
#endif
	while (now() < end || clock_secs(CLOCK_PROCESS_CPUTIME_ID) < 0.8 * secs) {
		ALPHA(200000);
		BETA(100000);
	}
	return 0;
}
