// SPDX-License-Identifier: GPL-2.0
/*
 * Symbol tests' target: a -no-pie executable with known functions (global, static, and a
 * zero-size asm label) whose addresses the tests compare with nm's. With an argument N it
 * spins N*10^7 iterations in sym_hot so it can also be profiled.
 */
#include <stdlib.h>

volatile unsigned long sink;

__attribute__((noinline)) void sym_hot(unsigned long n)
{
	for (unsigned long i = 0; i < n; i++)
		sink += i * 7;
}

__attribute__((noinline)) static void sym_static_helper(unsigned long n)
{
	sym_hot(n);
	sink ^= n;
}

__attribute__((noinline)) int sym_global_entry(int n)
{
	sym_static_helper((unsigned long)n * 10000000UL);
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
