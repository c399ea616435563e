// SPDX-License-Identifier: GPL-2.0
/*
 * Symbol tests' target: a -no-pie executable with known functions (global, static, and a
 * zero-size asm label) whose addresses the tests compare with nm's. With an argument N it
 * spins in sym_hot for N*100 ms of its own CPU time so it can also be profiled: a time, not
 * an iteration count, so that the number of samples does not depend on the CPU's speed or
 * on the machine's load.
 */
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "raw-clock.h"

volatile unsigned long sink;

static double cpu_ms(void)
{
	struct timespec ts;

	/* the bare system call: no [vdso] or PLT frame (raw-clock.h) */
	raw_clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* n: milliseconds of CPU time; the clock is read every 10^5 iterations (well under 1%) */
__attribute__((noinline)) void sym_hot(unsigned long n)
{
	double end = cpu_ms() + n;

	while (cpu_ms() < end)
		for (unsigned long i = 0; i < 100000; i++)
			sink += i * 7;
}

__attribute__((noinline)) static void sym_static_helper(unsigned long n)
{
	sym_hot(n);
	sink ^= n;
}

__attribute__((noinline)) int sym_global_entry(int n)
{
	sym_static_helper((unsigned long)n * 100);
	return (int)sink;
}

/* A label with no size, as hand-written assembly often has: it must reach the next symbol. */
__asm__(".text\n"
	".globl sym_asm_label\n"
	".type sym_asm_label, @function\n"
	"sym_asm_label:\n"
	"  nop\n  nop\n  nop\n  nop\n"
	"  ret\n");

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 0;

	return sym_global_entry(n) == 42;
}
