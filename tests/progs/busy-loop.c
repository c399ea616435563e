// SPDX-License-Identifier: GPL-2.0
/*
 * Spins on the CPU for the given number of milliseconds (argv[1], default 500) of its own
 * CPU time, then exits 0. Exits with argv[2] instead when given (to test exit codes).
 * CPU time, not wall time: on a loaded machine it still runs that long on a CPU, so its
 * task-clock and its number of samples do not depend on the load.
 */
#include <stdlib.h>
#include <time.h>

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

int main(int argc, char **argv)
{
	double ms = argc > 1 ? atof(argv[1]) : 500, end = now_ms() + ms;
	volatile unsigned long spin = 0;

	while (now_ms() < end)
		for (int i = 0; i < 10000; i++)
			spin++;
	return argc > 2 ? atoi(argv[2]) : 0;
}
