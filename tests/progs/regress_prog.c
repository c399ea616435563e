// SPDX-License-Identifier: GPL-2.0
/*
 * A program with a regression to find, for the tests of perf diff's views
 * (tests/shell/diff_view.sh):
 *   regress_prog FACTOR [ROUNDS]
 * main -> run -> steady: a fixed amount of work per round;
 * main -> run -> regress: FACTOR times as much (regress_prog 1 is the baseline, regress_prog 3
 * the regressed build: regress takes 3x the time, steady the same).
 * The work is counted in loop iterations, not seconds, so that the ratio of the two
 * functions' samples does not depend on the machine's load. ROUNDS (default 40) x 2M
 * iterations of steady take about 0.1 s here.
 * Built with frame pointers and without inlining (see the Makefile).
 */
#include <stdio.h>
#include <stdlib.h>

volatile unsigned long sink;

#define SPIN(n)                                  \
	for (unsigned long i = 0; i < (n); i++) \
		sink += i ^ (sink >> 3);

#define UNIT 2000000UL

/* A call makes steady and regress non-leaves, so gcc gives them a frame: run is in their stacks. */
__attribute__((noinline)) void done(void) { sink++; }
__attribute__((noinline)) void steady(unsigned long n) { SPIN(n) done(); }
__attribute__((noinline)) void regress(unsigned long n) { SPIN(n) done(); }

/* A call keeps run a non-leaf frame between main and the two. */
__attribute__((noinline)) void run(unsigned long factor, unsigned long rounds)
{
	for (unsigned long r = 0; r < rounds; r++) {
		steady(UNIT);
		regress(UNIT * factor);
	}
}

int main(int argc, char **argv)
{
	unsigned long factor, rounds = 40;

	if (argc < 2 || argc > 3) {
		fprintf(stderr, "usage: regress_prog FACTOR [ROUNDS]\n");
		return 2;
	}
	factor = strtoul(argv[1], NULL, 0);
	if (argc == 3)
		rounds = strtoul(argv[2], NULL, 0);
	run(factor, rounds);
	return 0;
}
