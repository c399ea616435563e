// SPDX-License-Identifier: GPL-2.0
/*
 * A workload with a serial and a parallel phase, for perf record/report --latency: first
 * serial_phase computes SERIAL seconds of CPU time on the main thread alone, then NR
 * threads each compute PARALLEL seconds of their own CPU time in parallel_phase, while the
 * main thread waits for them. Each phase is measured by its threads' own CPU time, so the
 * work split is known however loaded the machine is: the CPU shares (Overhead) are
 * SERIAL : NR * PARALLEL, and only the wall-clock shares (Latency) depend on how many of
 * the threads ran at once.
 *
 *   latency_phases [SERIAL PARALLEL [NR]]     (defaults 0.3 0.3 4)
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double parallel_secs = 0.3;
static pthread_barrier_t start;

static double thread_cpu(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* each phase its own loop, so that the samples of each have their own symbol */
static void serial_phase(double secs)
{
	double end = thread_cpu() + secs;
	volatile unsigned long x = 0;

	while (thread_cpu() < end)
		for (int i = 0; i < 200000; i++)
			x += i;
}

static void *parallel_phase(void *arg)
{
	volatile unsigned long x = 0;
	double end;

	/* all of them start together: the phase is parallel from its start */
	pthread_barrier_wait(&start);
	end = thread_cpu() + parallel_secs;
	while (thread_cpu() < end)
		for (int i = 0; i < 200000; i++)
			x += i;
	return NULL;
}

int main(int argc, char **argv)
{
	double serial_secs = 0.3;
	int nr = 4;
	pthread_t th[64];

	if (argc > 2) {
		serial_secs = atof(argv[1]);
		parallel_secs = atof(argv[2]);
	}
	if (argc > 3)
		nr = atoi(argv[3]);
	if (nr < 1 || nr > 64)
		return 2;
	serial_phase(serial_secs);
	pthread_barrier_init(&start, NULL, nr);
	for (int i = 0; i < nr; i++)
		if (pthread_create(&th[i], NULL, parallel_phase, NULL))
			return 1;
	for (int i = 0; i < nr; i++)
		pthread_join(th[i], NULL);
	return 0;
}
