// SPDX-License-Identifier: GPL-2.0
/*
 * The interactive browsers' workload (tests/shell/report-tui*.sh): five hot functions whose
 * shares differ by several percent, each reached from two callers, so that the entries come
 * in a known order and their call graphs branch:
 *
 *   work_a 40% (caller_x 3/4, caller_y 1/4)   work_b 25% (caller_x 2/5, caller_y 3/5)
 *   work_c 15% (caller_x 1/3, caller_z 2/3)   work_d 10% (caller_y)   work_e 6% (caller_z)
 *
 * Each work_ function ends with a call (of done_a ... done_e), for the annotate view's
 * Enter on a call, and loops, for its Enter on a jump. Runs SECONDS of its own CPU time
 * (default 1), so that the number of samples does not depend on the machine's load.
 */
#include <stdlib.h>
#include <time.h>

#include "raw-clock.h"

volatile unsigned long sink;

#define SPIN(n)                                  \
	for (unsigned long i = 0; i < (n); i++) \
		sink += i ^ (sink >> 3);

#define WORK(name)                                                                \
	__attribute__((noinline)) void done_##name(void) { sink++; }                 \
	__attribute__((noinline)) void work_##name(unsigned long n) { SPIN(n) done_##name(); }

WORK(a)
WORK(b)
WORK(c)
WORK(d)
WORK(e)

static const unsigned long unit = 20000;

__attribute__((noinline)) void caller_x(void)
{
	work_a(30 * unit);
	work_b(10 * unit);
	work_c(5 * unit);
}

__attribute__((noinline)) void caller_y(void)
{
	work_a(10 * unit);
	work_b(15 * unit);
	work_d(10 * unit);
}

__attribute__((noinline)) void caller_z(void)
{
	work_c(10 * unit);
	work_e(6 * unit);
}

static double cpu_now(void)
{
	struct timespec ts;

	raw_clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	double secs = argc > 1 ? atof(argv[1]) : 1.0;

	while (cpu_now() < secs) {
		caller_x();
		caller_y();
		caller_z();
	}
	return 0;
}
