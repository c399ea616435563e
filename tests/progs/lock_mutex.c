// SPDX-License-Identifier: GPL-2.0
/*
 * User-space lock contention for perf lock contention --futex: 4 threads take one
 * pthread mutex argv[1] times each (default 2000) in contended_section(), holding it for
 * a short busy loop, so the losers wait in FUTEX_WAIT called from pthread_mutex_lock.
 */
#include <pthread.h>
#include <stdlib.h>

#define NR 4

static long iterations = 2000;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static volatile unsigned long counter;

static __attribute__((noinline)) void contended_section(void)
{
	pthread_mutex_lock(&lock);
	for (int i = 0; i < 5000; i++)
		counter++;
	pthread_mutex_unlock(&lock);
}

static void *worker(void *arg)
{
	(void)arg;
	for (long i = 0; i < iterations; i++)
		contended_section();
	return NULL;
}

int main(int argc, char **argv)
{
	pthread_t th[NR];

	if (argc > 1)
		iterations = atol(argv[1]);
	for (int i = 0; i < NR; i++)
		if (pthread_create(&th[i], NULL, worker, NULL))
			return 1;
	for (int i = 0; i < NR; i++)
		pthread_join(th[i], NULL);
	return 0;
}
