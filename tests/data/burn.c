// SPDX-License-Identifier: GPL-2.0
/* The workload of the perf.data fixtures: two threads, two hot functions, ~0.3 s of CPU. */
#include <pthread.h>
#include <stdlib.h>

static volatile unsigned long sink;

__attribute__((noinline)) static void burn_a(unsigned long n)
{
	for (unsigned long i = 0; i < n; i++)
		sink += i * 3;
}

__attribute__((noinline)) static void burn_b(unsigned long n)
{
	for (unsigned long i = 0; i < n; i++)
		sink ^= i;
}

static void *worker(void *arg)
{
	burn_b((unsigned long)arg);
	return NULL;
}

int main(int argc, char **argv)
{
	unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 0) : 100000000UL;
	pthread_t t;

	pthread_create(&t, NULL, worker, (void *)(n / 2));
	burn_a(n);
	pthread_join(t, NULL);
	return 0;
}
