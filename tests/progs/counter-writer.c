// SPDX-License-Identifier: GPL-2.0
/*
 * Writes the global `counter` exactly N times (argv[1], default 1000), so a write
 * breakpoint on it (perf stat -e mem:counter:w:u) must count exactly N.
 */
#include <stdio.h>
#include <stdlib.h>

volatile long counter;

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 1000;

	for (long i = 0; i < n; i++)
		counter = i;
	return 0;
}
