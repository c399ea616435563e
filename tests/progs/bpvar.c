// SPDX-License-Identifier: GPL-2.0
/* Writes the global `counter` N times (argv[1], default 1000): breakpoint tests count them. */
#include <stdlib.h>

volatile long counter;
volatile long other;

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000;

	for (long i = 0; i < n; i++)
		counter = i;
	return other;
}
